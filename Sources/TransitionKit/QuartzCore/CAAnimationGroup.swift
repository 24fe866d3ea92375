import CTransitionABI
import Foundation

/// Animations that run together in one time. Mirrors `CAAnimationGroup`: the children
/// run in the group's time, are cut at its `duration`, and their delegates and
/// `isRemovedOnCompletion` are ignored.
open class CAAnimationGroup: CAAnimation {
  /// Mirrors `animations`.
  open var animations: [CAAnimation]?

  override func copyTiming(from other: CAAnimation) {
    super.copyTiming(from: other)
    guard let other = other as? CAAnimationGroup else { return }
    animations = other.animations
  }

  override func withDescription<T>(
    _ body: (UnsafePointer<transhost_layer_animation_t>) -> T
  ) -> Result<T, AnimationValueError> {
    var c = transhost_layer_animation_t()
    c.struct_size = UInt32(MemoryLayout<transhost_layer_animation_t>.size)
    c.kind = transhost_animation_kind(TRANSHOST_ANIMATION_GROUP)
    fillTiming(&c)
    return Self.describe(animations ?? [], [], into: c, body)
  }

  /// Describes each child in turn, nesting the closures so every pointer stays valid,
  /// then calls `body` with the group pointing at them.
  private static func describe<T>(
    _ rest: [CAAnimation], _ done: [UnsafePointer<transhost_layer_animation_t>],
    into group: transhost_layer_animation_t,
    _ body: (UnsafePointer<transhost_layer_animation_t>) -> T
  ) -> Result<T, AnimationValueError> {
    guard let first = rest.first else {
      var c = group
      let pointers: [UnsafePointer<transhost_layer_animation_t>?] = done
      return .success(
        pointers.withUnsafeBufferPointer { buffer in
          c.child_count = UInt32(buffer.count)
          c.children = buffer.baseAddress
          return body(&c)
        })
    }
    let nested = first.withDescription { child in
      describe(Array(rest.dropFirst()), done + [child], into: group, body)
    }
    switch nested {
    case .success(let inner): return inner
    case .failure(let error): return .failure(error)
    }
  }
}
