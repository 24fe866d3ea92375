import CTransitionABI
import Foundation
import Synchronization

/// Groups layer changes: their implicit animations share a duration, or are turned off.
/// Mirrors `CATransaction`. The host keeps the transactions (`transaction_begin` /
/// `transaction_commit`); what the ABI cannot read back (the duration, disabled actions,
/// the timing function, the completion block) is kept here per open transaction.
///
/// Approximated: the ABI has no completion callback, so a completion block runs when the
/// outermost transaction commits (UIKit runs it when the transaction's animations end),
/// reported once; a timing function is kept and read back but the implicit animations
/// use Core Animation's default curve, reported once.
open class CATransaction: NSObject {
  /// One open transaction's settings.
  private struct Frame {
    var duration: TimeInterval = 0.25
    var disableActions = false
    var timingFunction: CAMediaTimingFunction?
    var completion: (() -> Void)?
  }

  /// The open transactions, innermost last; the implicit one is the bottom frame.
  nonisolated(unsafe) private static var frames: [Frame] = [Frame()]
  private static let lock = Mutex(())

  private static func withFrames<T>(_ body: (inout [Frame]) -> T) -> T {
    lock.withLock { _ in body(&frames) }
  }

  /// Opens a transaction. Mirrors `CATransaction.begin()`.
  open class func begin() {
    guard let session = PluginSession.require("CATransaction.begin()"),
      let begin = session.newer(\.transaction_begin, "CATransaction.begin()", minor: 4)
    else { return }
    _ = begin(session.host)
    withFrames { frames in
      var inner = frames.last ?? Frame()
      inner.completion = nil
      frames.append(inner)
    }
  }

  /// Closes the innermost transaction. Mirrors `CATransaction.commit()`; when it was the
  /// outermost, its completion blocks run (see the type's note).
  open class func commit() {
    guard let session = PluginSession.require("CATransaction.commit()"),
      let commit = session.newer(\.transaction_commit, "CATransaction.commit()", minor: 4)
    else { return }
    guard commit(session.host) == TRANSHOST_OK else { return }
    let completion: (() -> Void)? = withFrames { frames in
      guard frames.count > 1, let closed = frames.popLast() else { return nil }
      if frames.count == 1 {
        defer { frames[0].completion = nil }
        return chain(frames[0].completion, closed.completion)
      }
      frames[frames.count - 1].completion = chain(
        frames[frames.count - 1].completion, closed.completion)
      return nil
    }
    completion?()
  }

  /// Both blocks in order, or whichever exists.
  private static func chain(
    _ first: (() -> Void)?, _ second: (() -> Void)?
  ) -> (() -> Void)? {
    guard let first else { return second }
    guard let second else { return first }
    return {
      first()
      second()
    }
  }

  /// Mirrors `CATransaction.flush()`: the host applies changes at each clock turn, so
  /// there is nothing to flush.
  open class func flush() {}

  /// Mirrors `CATransaction.setAnimationDuration(_:)`.
  open class func setAnimationDuration(_ dur: TimeInterval) {
    let call = "CATransaction.setAnimationDuration(_:)"
    guard let session = PluginSession.require(call),
      let set = session.newer(\.transaction_set_animation_duration, call, minor: 4)
    else { return }
    guard set(session.host, dur) == TRANSHOST_OK else { return }
    withFrames { $0[$0.count - 1].duration = dur }
  }

  /// Mirrors `CATransaction.animationDuration()` (0.25 s unless set).
  open class func animationDuration() -> TimeInterval {
    withFrames { $0[$0.count - 1].duration }
  }

  /// Mirrors `CATransaction.setDisableActions(_:)`.
  open class func setDisableActions(_ flag: Bool) {
    let call = "CATransaction.setDisableActions(_:)"
    guard let session = PluginSession.require(call),
      let set = session.newer(\.transaction_set_disable_actions, call, minor: 4)
    else { return }
    _ = set(session.host, flag)
    withFrames { $0[$0.count - 1].disableActions = flag }
  }

  /// Mirrors `CATransaction.disableActions()`.
  open class func disableActions() -> Bool {
    withFrames { $0[$0.count - 1].disableActions }
  }

  /// Mirrors `CATransaction.setAnimationTimingFunction(_:)`; kept and read back, but the
  /// implicit animations keep the default curve (reported once).
  open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    PluginSession.current?.logOnce(
      "CATransaction.setAnimationTimingFunction(_:)",
      "TransitionKit: CATransaction.setAnimationTimingFunction(_:) is not modelled: implicit "
        + "animations use Core Animation's default curve on this host")
    withFrames { $0[$0.count - 1].timingFunction = function }
  }

  /// Mirrors `CATransaction.animationTimingFunction()`.
  open class func animationTimingFunction() -> CAMediaTimingFunction? {
    withFrames { $0[$0.count - 1].timingFunction }
  }

  /// Mirrors `CATransaction.setCompletionBlock(_:)`; approximated: the block runs when
  /// the outermost transaction commits, not when its animations end (reported once).
  open class func setCompletionBlock(_ block: (() -> Void)?) {
    PluginSession.current?.logOnce(
      "CATransaction.setCompletionBlock(_:)",
      "TransitionKit: CATransaction.setCompletionBlock(_:) is approximated: the block runs "
        + "when the outermost transaction commits, not when its animations end")
    withFrames { $0[$0.count - 1].completion = block }
  }

  /// Mirrors `CATransaction.completionBlock()`.
  open class func completionBlock() -> (() -> Void)? {
    withFrames { $0[$0.count - 1].completion }
  }
}
