import CTransitionABI
import Foundation

/// The explicit-animation callbacks of the fake host: `layer_add_animation` records the
/// animation it was given, one line, and keeps its delegate to call from the test.
extension FakeHost {
  /// What the recorded adds left to call: the delegate functions and their data.
  nonisolated(unsafe) static var delegates:
    [(transhost_animation_start_fn?, transhost_animation_stop_fn?, UnsafeMutableRawPointer?)] =
      []
  /// The lines `layer_add_animation` recorded.
  nonisolated(unsafe) static var animations: [String] = []

  /// Fills the table's ABI 1.4 explicit-animation members.
  func addCoreAnimation() {
    Self.delegates = []
    Self.animations = []
    table.pointee.layer_add_animation = { _, view, key, animation in
      guard let animation else { return Int32(TRANSHOST_E_INVALID_ARGUMENT) }
      FakeHost.animations.append(
        "view \(view) key \(key.map { String(cString: $0) } ?? "nil") "
          + FakeHost.describe(animation.pointee))
      let a = animation.pointee
      FakeHost.delegates.append((a.did_start, a.did_stop, a.delegate_data))
      return Int32(TRANSHOST_OK)
    }
    table.pointee.media_time = { _ in 12.5 }
  }

  static func describe(_ a: transhost_layer_animation_t) -> String {
    var text = "kind \(a.kind) path \(a.key_path.map { String(cString: $0) } ?? "nil")"
    text += " lanes \(a.lane_count) flags \(a.value_flags)"
    let lanes = Int(a.lane_count)
    func values(_ tuple: Any) -> String {
      let all = Mirror(reflecting: tuple).children.compactMap { $0.value as? Double }
      return all.prefix(lanes).map { "\($0)" }.joined(separator: ",")
    }
    if a.value_flags & 1 != 0 { text += " from \(values(a.from_value))" }
    if a.value_flags & 2 != 0 { text += " to \(values(a.to_value))" }
    text += " duration \(a.duration) fill \(a.fill_mode) removed \(a.removed_on_completion)"
    if a.has_timing_function { text += " curve \(a.timing_function.c1x),\(a.timing_function.c2x)" }
    if a.kind == Int32(TRANSHOST_ANIMATION_SPRING) { text += " damping \(a.damping)" }
    if a.kind == Int32(TRANSHOST_ANIMATION_KEYFRAME), let base = a.keyframe_values {
      let flat = (0..<Int(a.keyframe_count) * lanes).map { "\(base[$0])" }
      text += " values \(flat.joined(separator: ",")) times \(a.key_time_count)"
    }
    if a.kind == Int32(TRANSHOST_ANIMATION_GROUP), let children = a.children {
      let inner = (0..<Int(a.child_count)).compactMap { children[$0].map { describe($0.pointee) } }
      text += " children [\(inner.joined(separator: "; "))]"
    }
    return text
  }
}
