import CTransitionABI
import TransitionEngine

/// How deep groups may nest in one `transhost_layer_animation_t`: a bound on what a
/// plugin's pointers make the host walk.
private let maximumGroupDepth = 16

extension HostBridge {
  func addLayerAnimation(
    _ handle: UInt64, _ key: UnsafePointer<CChar>?,
    _ pointer: UnsafePointer<transhost_layer_animation_t>?
  ) -> transhost_status {
    let call = "layer_add_animation"
    guard let pointer else { return reject(call, "animation is NULL") }
    return withView(handle, call, or: Status.invalidHandle) { view in
      let animation: LayerAnimation
      switch layerAnimation(pointer, depth: 0) {
      case .success(let made): animation = made
      case .failure(let refusal): return reject(call, refusal.description)
      }
      do throws(LayerAnimationError) {
        try view.add(animation, forKey: key.map { String(cString: $0) })
      } catch {
        return reject(call, error.description)
      }
      return Status.ok
    }
  }

  func removeLayerAnimation(_ handle: UInt64, _ key: UnsafePointer<CChar>?) -> transhost_status {
    let call = "layer_remove_animation"
    guard let key else { return reject(call, "key is NULL") }
    guard let view = view(handle, call) else { return Status.invalidHandle }
    view.removeAnimation(forKey: String(cString: key))
    return Status.ok
  }

  func removeAllLayerAnimations(_ handle: UInt64) -> transhost_status {
    guard let view = view(handle, "layer_remove_all_animations") else {
      return Status.invalidHandle
    }
    view.removeAllAnimations()
    return Status.ok
  }

  func layerAnimationKeyCount(_ handle: UInt64) -> UInt32 {
    guard let view = view(handle, "layer_animation_key_count") else { return 0 }
    return UInt32(clamping: view.animationKeys().count)
  }

  func layerAnimationKey(_ handle: UInt64, _ index: UInt32) -> UnsafePointer<CChar>? {
    let call = "layer_animation_key_at"
    guard let view = view(handle, call) else { return nil }
    let keys = view.animationKeys()
    guard Int(index) < keys.count else {
      _ = reject(call, "index \(index) is past the \(keys.count) keys")
      return nil
    }
    return returning(keys[Int(index)])
  }

  /// Why a `transhost_layer_animation_t` cannot be read.
  struct AnimationRefusal: Error, CustomStringConvertible {
    let description: String
  }

  /// The engine's animation for the plugin's struct, with its delegate calls routed
  /// back into the plugin.
  private func layerAnimation(
    _ pointer: UnsafePointer<transhost_layer_animation_t>, depth: Int
  ) -> Result<LayerAnimation, AnimationRefusal> {
    let minimum = MemoryLayout<transhost_layer_animation_t>.size
    // Fields are read through the pointer: the struct is over 500 bytes, and copying it
    // (and passing it on by value) cost more than the conversion itself.
    let c = pointer
    guard Int(c.pointee.struct_size) >= minimum else {
      return .failure(
        AnimationRefusal(
          description: "struct_size \(c.pointee.struct_size) is smaller than ABI 1.4's \(minimum)"))
    }
    let keyPath = c.pointee.key_path.map { String(cString: $0) }
    let name = keyPath ?? "group"
    let kind: LayerAnimation.Kind
    switch c.pointee.kind {
    case transhost_animation_kind(TRANSHOST_ANIMATION_BASIC),
      transhost_animation_kind(TRANSHOST_ANIMATION_SPRING),
      transhost_animation_kind(TRANSHOST_ANIMATION_KEYFRAME):
      if let keyPath, let resolved = LayerKeyPath(keyPath),
        resolved.laneCount != Int(c.pointee.lane_count)
      {
        return .failure(
          AnimationRefusal(
            description:
              "'\(keyPath)' takes \(resolved.laneCount) values, lane_count is \(c.pointee.lane_count)"
          ))
      }
      guard c.pointee.lane_count <= 16 else {
        return .failure(
          AnimationRefusal(description: "lane_count \(c.pointee.lane_count) is above 16"))
      }
      if c.pointee.kind == transhost_animation_kind(TRANSHOST_ANIMATION_KEYFRAME),
        KeyframeCalculationMode(rawValue: Int(c.pointee.calculation_mode)) == nil
      {
        return .failure(
          AnimationRefusal(
            description: "calculation_mode \(c.pointee.calculation_mode) is not a mode"))
      }
      kind = lanesKind(c, name)
      if case .keyframes(let frames) = kind, frames.values.isEmpty, c.pointee.keyframe_count > 0 {
        return .failure(AnimationRefusal(description: "keyframe_values of '\(name)' is NULL"))
      }
    case transhost_animation_kind(TRANSHOST_ANIMATION_GROUP):
      guard depth < maximumGroupDepth else {
        return .failure(
          AnimationRefusal(description: "groups nest deeper than \(maximumGroupDepth)"))
      }
      var children: [LayerAnimation] = []
      if c.pointee.child_count > 0 {
        guard let array = c.pointee.children else {
          return .failure(AnimationRefusal(description: "children is NULL"))
        }
        for index in 0..<Int(c.pointee.child_count) {
          guard let child = array[index] else {
            return .failure(AnimationRefusal(description: "child \(index) is NULL"))
          }
          switch layerAnimation(child, depth: depth + 1) {
          case .success(let made): children.append(made)
          case .failure(let refusal): return .failure(refusal)
          }
        }
      }
      kind = .group(children)
    default:
      return .failure(
        AnimationRefusal(description: "kind \(c.pointee.kind) is not an animation kind"))
    }
    var animation = LayerAnimation(kind, keyPath: keyPath)
    animation.timing.beginTime = c.pointee.begin_time
    animation.timing.duration = c.pointee.duration
    animation.timing.speed = c.pointee.speed
    animation.timing.timeOffset = c.pointee.time_offset
    animation.timing.repeatCount = c.pointee.repeat_count
    animation.timing.repeatDuration = c.pointee.repeat_duration
    animation.timing.autoreverses = c.pointee.autoreverses
    guard let fill = MediaTiming.FillMode(rawValue: Int(c.pointee.fill_mode)) else {
      return .failure(
        AnimationRefusal(description: "fill_mode \(c.pointee.fill_mode) is not a fill mode"))
    }
    animation.timing.fillMode = fill
    animation.isRemovedOnCompletion = c.pointee.removed_on_completion
    animation.isAdditive = c.pointee.additive
    if c.pointee.has_timing_function {
      animation.timingFunction = timingFunction(c.pointee.timing_function)
    }
    if depth == 0 { routeDelegate(c, into: &animation) }
    return .success(animation)
  }

  /// The kind of a basic, spring or keyframe animation, whose values are in lanes.
  private func lanesKind(
    _ c: UnsafePointer<transhost_layer_animation_t>, _ name: String
  ) -> LayerAnimation.Kind {
    let lanes = Int(c.pointee.lane_count)
    func vector(
      _ tuple: (
        Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double,
        Double, Double, Double, Double, Double
      )
    ) -> AnimatableVector {
      withUnsafeBytes(of: tuple) { raw in
        let values = raw.bindMemory(to: Double.self)
        var out = AnimatableVector()
        for lane in 0..<lanes { out[lane] = values[lane] }
        return out
      }
    }
    let values = LayerAnimation.BasicValues(
      from: c.pointee.value_flags & UInt32(TRANSHOST_ANIMATION_HAS_FROM) != 0
        ? vector(c.pointee.from_value) : nil,
      to: c.pointee.value_flags & UInt32(TRANSHOST_ANIMATION_HAS_TO) != 0
        ? vector(c.pointee.to_value) : nil,
      by: c.pointee.value_flags & UInt32(TRANSHOST_ANIMATION_HAS_BY) != 0
        ? vector(c.pointee.by_value) : nil)
    switch c.pointee.kind {
    case transhost_animation_kind(TRANSHOST_ANIMATION_SPRING):
      var spring = LayerAnimation.SpringParameters()
      spring.mass = c.pointee.mass
      spring.stiffness = c.pointee.stiffness
      spring.damping = c.pointee.damping
      spring.initialVelocity = c.pointee.initial_velocity
      return .spring(values, spring)
    case transhost_animation_kind(TRANSHOST_ANIMATION_KEYFRAME):
      let count = Int(c.pointee.keyframe_count)
      var frames: [AnimatableVector] = []
      if let base = c.pointee.keyframe_values {
        for index in 0..<count {
          var out = AnimatableVector()
          for lane in 0..<lanes { out[lane] = base[index * lanes + lane] }
          frames.append(out)
        }
      }
      let keyTimes = c.pointee.key_times.map {
        Array(UnsafeBufferPointer(start: $0, count: Int(c.pointee.key_time_count)))
      }
      let functions = c.pointee.timing_functions.map {
        UnsafeBufferPointer(start: $0, count: Int(c.pointee.timing_function_count)).map(
          timingFunction)
      }
      let mode = KeyframeCalculationMode(rawValue: Int(c.pointee.calculation_mode)) ?? .linear
      return .keyframes(
        .init(values: frames, keyTimes: keyTimes, timingFunctions: functions, calculationMode: mode)
      )
    default:
      return .basic(values)
    }
  }

  private func timingFunction(_ f: transhost_media_timing_function_t) -> MediaTimingFunction {
    MediaTimingFunction(f.c1x, f.c1y, f.c2x, f.c2y)
  }

  /// Routes the animation's delegate calls to the plugin's function pointers.
  private func routeDelegate(
    _ c: UnsafePointer<transhost_layer_animation_t>, into animation: inout LayerAnimation
  ) {
    let plugin = currentCallerName
    let link = self.link
    let data = c.pointee.delegate_data
    if let start = c.pointee.did_start {
      animation.didStart = {
        link.bridge?.calling(plugin, call: "animationDidStart") { start(data) }
      }
    }
    if let stop = c.pointee.did_stop {
      animation.didStop = { finished in
        link.bridge?.calling(plugin, call: "animationDidStop") { stop(data, finished) }
      }
    }
  }
}
