import CTransitionABI
import Foundation
import Synchronization

/// Groups layer changes: their implicit animations share a duration and a timing
/// function, or are turned off, and a completion block runs once they have all ended.
/// Mirrors `CATransaction`. The host keeps the transactions (`transaction_begin`,
/// `transaction_commit`, ABI 1.5 `transaction_set_completion` and
/// `transaction_set_timing_function`) and runs the completion block when every
/// animation added in the transaction after `setCompletionBlock(_:)` has ended:
/// implicit layer animations, explicit `CAAnimation`s and the animations of `UIView`
/// blocks run inside it, or at the next clock turn after the commit when there is none.
/// What the ABI cannot read back (the settings) is kept here per open transaction.
open class CATransaction: NSObject {
  /// One open transaction's settings, as its getters read them back.
  private struct Frame {
    var duration: TimeInterval = 0.25
    var disableActions = false
    var timingFunction: CAMediaTimingFunction?
    var completion: (() -> Void)?
    /// The completion's box while the host holds it and the transaction is open.
    var completionBox: UnsafeMutableRawPointer?
  }

  /// The open transactions, innermost last; the implicit one is the bottom frame.
  nonisolated(unsafe) private static var frames: [Frame] = [Frame()]
  private static let framesLock = Mutex(())

  private static func withFrames<T>(_ body: (inout [Frame]) -> T) -> T {
    framesLock.withLock { _ in body(&frames) }
  }

  /// Opens a transaction, which inherits the settings of the one it is in. Mirrors
  /// `CATransaction.begin()`.
  open class func begin() {
    guard let session = PluginSession.require("CATransaction.begin()"),
      let begin = session.newer(\.transaction_begin, "CATransaction.begin()", minor: 4)
    else { return }
    guard begin(session.host) == TRANSHOST_OK else { return }
    withFrames { frames in
      var inner = frames.last ?? Frame()
      inner.completion = nil
      inner.completionBox = nil
      frames.append(inner)
    }
  }

  /// Closes the innermost transaction. Mirrors `CATransaction.commit()`: its completion
  /// block, if any, now belongs to the host, which runs it when the animations end.
  open class func commit() {
    guard let session = PluginSession.require("CATransaction.commit()"),
      let commit = session.newer(\.transaction_commit, "CATransaction.commit()", minor: 4)
    else { return }
    guard commit(session.host) == TRANSHOST_OK else { return }
    withFrames { frames in
      guard frames.count > 1 else { return }
      frames.removeLast()
    }
  }

  /// Mirrors `CATransaction.flush()`: the host applies changes at each clock turn, so
  /// there is nothing to flush.
  open class func flush() {}

  /// Mirrors `CATransaction.lock()`: plugin code runs on the host's one thread, so
  /// there is nothing to lock against.
  open class func lock() {}

  /// Mirrors `CATransaction.unlock()` (see ``lock()``).
  open class func unlock() {}

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

  /// Mirrors `CATransaction.setAnimationTimingFunction(_:)`: the implicit animations the
  /// transaction starts use `function` (nil: the enclosing transaction's, Core
  /// Animation's default curve when none sets one).
  open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    let call = "CATransaction.setAnimationTimingFunction(_:)"
    guard let session = PluginSession.require(call),
      let set = session.newer(\.transaction_set_timing_function, call, minor: 5)
    else { return }
    let status: transhost_status
    if var points = function?.cValue {
      status = set(session.host, &points)
    } else {
      status = set(session.host, nil)
    }
    guard status == TRANSHOST_OK else { return }
    withFrames { $0[$0.count - 1].timingFunction = function }
  }

  /// Mirrors `CATransaction.animationTimingFunction()`.
  open class func animationTimingFunction() -> CAMediaTimingFunction? {
    withFrames { $0[$0.count - 1].timingFunction }
  }

  /// Mirrors `CATransaction.setCompletionBlock(_:)`: `block` runs once every animation
  /// added in this transaction from now on has ended (set it before adding them), or
  /// right after the commit when there is none; nil clears it.
  open class func setCompletionBlock(_ block: (() -> Void)?) {
    let call = "CATransaction.setCompletionBlock(_:)"
    guard let session = PluginSession.require(call),
      let set = session.newer(\.transaction_set_completion, call, minor: 5)
    else { return }
    let box = block.map { body in
      Unmanaged.passRetained(CompletionBox(session: session) { _ in body() }).toOpaque()
    }
    guard set(session.host, box == nil ? nil : completionTrampoline, box) == TRANSHOST_OK else {
      if let box { Unmanaged<CompletionBox>.fromOpaque(box).release() }
      return
    }
    let replaced: UnsafeMutableRawPointer? = withFrames { frames in
      let last = frames.count - 1
      let replaced = frames[last].completionBox
      frames[last].completion = block
      // The implicit transaction (the bottom frame) commits at a clock turn this side
      // does not see, so its block's box is not kept: the host may have run it already.
      frames[last].completionBox = last > 0 ? box : nil
      return replaced
    }
    // The host dropped the block it held for this open transaction: it will never run.
    if let replaced { Unmanaged<CompletionBox>.fromOpaque(replaced).release() }
  }

  /// Mirrors `CATransaction.completionBlock()`.
  open class func completionBlock() -> (() -> Void)? {
    withFrames { $0[$0.count - 1].completion }
  }

  /// A setting by its `kCATransaction*` key, nil for another key. Mirrors
  /// `CATransaction.value(forKey:)`.
  open class func value(forKey key: String) -> Any? {
    switch key {
    case kCATransactionAnimationDuration: animationDuration()
    case kCATransactionDisableActions: disableActions()
    case kCATransactionAnimationTimingFunction: animationTimingFunction()
    case kCATransactionCompletionBlock: completionBlock()
    default: nil
    }
  }

  /// Sets a setting by its `kCATransaction*` key, as its setter does. Mirrors
  /// `CATransaction.setValue(_:forKey:)`; another key, or a value of the wrong type, is
  /// reported and changes nothing.
  open class func setValue(_ anObject: Any?, forKey key: String) {
    switch (key, anObject) {
    case (kCATransactionAnimationDuration, let duration as Double):
      setAnimationDuration(duration)
    case (kCATransactionDisableActions, let flag as Bool): setDisableActions(flag)
    case (kCATransactionAnimationTimingFunction, let function as CAMediaTimingFunction?):
      setAnimationTimingFunction(function)
    case (kCATransactionCompletionBlock, let block as (() -> Void)?): setCompletionBlock(block)
    default:
      PluginSession.current?.log(
        Int32(TRANSHOST_LOG_ERROR),
        "TransitionKit: CATransaction.setValue(_:forKey:) with key '\(key)' and a "
          + "\(anObject.map { "\(type(of: $0))" } ?? "nil") value changes nothing; use a "
          + "kCATransaction* key with the type of its setter")
    }
  }
}

/// The key of ``CATransaction/animationDuration()``. Mirrors
/// `kCATransactionAnimationDuration`.
public let kCATransactionAnimationDuration = "animationDuration"
/// The key of ``CATransaction/disableActions()``. Mirrors `kCATransactionDisableActions`.
public let kCATransactionDisableActions = "disableActions"
/// The key of ``CATransaction/animationTimingFunction()``. Mirrors
/// `kCATransactionAnimationTimingFunction`.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The key of ``CATransaction/completionBlock()``. Mirrors
/// `kCATransactionCompletionBlock`.
public let kCATransactionCompletionBlock = "completionBlock"
