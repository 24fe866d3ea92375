import CTransitionABI
import Foundation
import Synchronization

/// The animations a layer's host runs, kept here so that `animation(forKey:)` gives back
/// the object added and the delegate sees the animation it was given.
final class AddedAnimation: @unchecked Sendable {
  let animation: CAAnimation
  let session: PluginSession
  init(animation: CAAnimation, session: PluginSession) {
    self.animation = animation
    self.session = session
  }
}

/// The added animations by view handle and key (plugin code runs on the host's thread;
/// the lock keeps the table itself safe).
private let addedAnimations = Mutex<[UInt64: [String: AddedAnimation]]>([:])
/// Values already reported as unconvertible, so each is reported once.
private let reportedValueErrors = Mutex<Set<String>>([])

extension CALayer {
  /// Adds a copy of `anim` under `key` (the animation under the same key is replaced).
  /// Mirrors `CALayer.add(_:forKey:)`; the host refuses, and reports by name, a key path
  /// it does not animate; a value that cannot be animated is reported once and the
  /// animation not added.
  public func add(_ anim: CAAnimation, forKey key: String?) {
    let session = self.session
    guard let add = session.newer(\.layer_add_animation, "CALayer.add(_:forKey:)", minor: 4),
      let copy = anim.copy() as? CAAnimation
    else { return }
    let added = AddedAnimation(animation: copy, session: session)
    let retained = Unmanaged.passRetained(added)
    let handle = self.handle
    let result = copy.withDescription { pointer -> transhost_status in
      var c = pointer.pointee
      c.delegate_data = retained.toOpaque()
      c.did_start = { data in
        guard let data else { return }
        let added = Unmanaged<AddedAnimation>.fromOpaque(data).takeUnretainedValue()
        added.session.run { added.animation.delegate?.animationDidStart(added.animation) }
      }
      c.did_stop = { data, finished in
        guard let data else { return }
        let added = Unmanaged<AddedAnimation>.fromOpaque(data).takeRetainedValue()
        added.session.run {
          added.animation.delegate?.animationDidStop(added.animation, finished: finished)
        }
      }
      return withUnsafePointer(to: &c) { described in
        if let key {
          return key.withCString { add(session.host, handle, $0, described) }
        }
        return add(session.host, handle, nil, described)
      }
    }
    if (copy as? CAPropertyAnimation)?.isCumulative == true {
      warnOnce(
        session,
        "TransitionKit: CAPropertyAnimation.isCumulative is not modelled: repeats of "
          + "'\((copy as? CAPropertyAnimation)?.keyPath ?? "")' start over instead of accumulating")
    }
    switch result {
    case .success(let status) where status == TRANSHOST_OK:
      if let key {
        addedAnimations.withLock { $0[handle, default: [:]][key] = added }
      }
    case .success:
      // Refused: the host reported why and will never call the delegate.
      retained.release()
    case .failure(let error):
      retained.release()
      warnOnce(session, "TransitionKit: CALayer.add(_:forKey:): \(error.description)")
    }
  }

  /// Logs `message` as a warning the first time it comes.
  private func warnOnce(_ session: PluginSession, _ message: String) {
    if reportedValueErrors.withLock({ $0.insert(message).inserted }) {
      session.log(Int32(TRANSHOST_LOG_WARNING), message)
    }
  }

  /// Removes the animation under `key`. Mirrors `CALayer.removeAnimation(forKey:)`.
  public func removeAnimation(forKey key: String) {
    let session = self.session
    guard
      let remove = session.newer(
        \.layer_remove_animation, "CALayer.removeAnimation(forKey:)", minor: 4)
    else { return }
    _ = key.withCString { remove(session.host, handle, $0) }
    _ = addedAnimations.withLock { $0[handle]?.removeValue(forKey: key) }
  }

  /// Removes every animation. Mirrors `CALayer.removeAllAnimations()`.
  public func removeAllAnimations() {
    let session = self.session
    guard
      let removeAll = session.newer(
        \.layer_remove_all_animations, "CALayer.removeAllAnimations()", minor: 4)
    else { return }
    _ = removeAll(session.host, handle)
    _ = addedAnimations.withLock { $0.removeValue(forKey: handle) }
  }

  /// The keys of the layer's animations, in the order added. Mirrors
  /// `CALayer.animationKeys()`; nil when there are none.
  public func animationKeys() -> [String]? {
    let session = self.session
    guard
      let count = session.newer(\.layer_animation_key_count, "CALayer.animationKeys()", minor: 4),
      let keyAt = session.newer(\.layer_animation_key_at, "CALayer.animationKeys()", minor: 4)
    else { return nil }
    let keys = (0..<count(session.host, handle)).compactMap { index in
      keyAt(session.host, handle, index).map { String(cString: $0) }
    }
    // Animations the host let go of (ended and removed) are let go of here too.
    addedAnimations.withLock { table in
      table[handle] = table[handle]?.filter { keys.contains($0.key) }
    }
    return keys.isEmpty ? nil : keys
  }

  /// The animation under `key`, as added (a copy of what was passed to `add`). Mirrors
  /// `CALayer.animation(forKey:)`.
  public func animation(forKey key: String) -> CAAnimation? {
    guard animationKeys()?.contains(key) == true else { return nil }
    return addedAnimations.withLock { $0[handle]?[key]?.animation }
  }

  /// Mirrors `CALayer.speed`: 0 freezes the layer's animations (with `timeOffset`,
  /// the manual scrubbing idiom).
  public var speed: Float {
    get {
      Float(session.value(handle, Int32(TRANSHOST_PROPERTY_LAYER_SPEED), "CALayer.speed"))
    }
    set {
      session.setValues(
        handle, Int32(TRANSHOST_PROPERTY_LAYER_SPEED), "CALayer.speed", [Double(newValue)])
    }
  }

  /// Mirrors `CALayer.timeOffset`.
  public var timeOffset: TimeInterval {
    get {
      session.value(
        handle, Int32(TRANSHOST_PROPERTY_LAYER_TIME_OFFSET), "CALayer.timeOffset")
    }
    set {
      session.setValues(
        handle, Int32(TRANSHOST_PROPERTY_LAYER_TIME_OFFSET), "CALayer.timeOffset", [newValue])
    }
  }

  /// Mirrors `CALayer.beginTime`.
  public var beginTime: TimeInterval {
    get {
      session.value(
        handle, Int32(TRANSHOST_PROPERTY_LAYER_BEGIN_TIME), "CALayer.beginTime")
    }
    set {
      session.setValues(
        handle, Int32(TRANSHOST_PROPERTY_LAYER_BEGIN_TIME), "CALayer.beginTime", [newValue])
    }
  }

  /// `t` in the layer's time. Mirrors `convertTime(_:from:)` with a nil layer (the
  /// host's time); another layer's time is taken as the host's.
  public func convertTime(_ t: TimeInterval, from l: CALayer?) -> TimeInterval {
    (t - beginTime) * Double(speed) + timeOffset
  }
}
