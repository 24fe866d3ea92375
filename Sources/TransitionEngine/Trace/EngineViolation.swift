/// A rule an animator or app broke that UIKit tolerates (often with a console message)
/// and the engine reports instead of crashing.
public enum EngineViolation: Hashable, Sendable, CustomStringConvertible {
  /// A view was added to itself or to one of its own subviews.
  case hierarchyCycle(call: String, view: String, parent: String)
  /// A view from another engine was added.
  case foreignView(call: String, view: String)
  /// `insertSubview(_:aboveSubview:)` or `belowSubview:` named a view that is not a subview.
  case siblingNotSubview(call: String, sibling: String, parent: String)
  /// A view never drawn (see ``View/hasBeenDrawn``) was snapshotted without screen
  /// updates: the snapshot is blank, as on iOS (the pitfall TK-BLANK-SNAPSHOT).
  case emptySnapshot(view: String)
  /// `completeTransition` was called again after the transition completed.
  case repeatedCompleteTransition(transition: String)
  /// `completeTransition(true)` after a cancel: UIKit completes the transition anyway.
  case completedAfterCancel(transition: String)
  /// A context call that is only valid in some phases came at the wrong time.
  case contextCallIgnored(call: String, transition: String, reason: String)
  /// A presentation was requested that UIKit refuses.
  case presentationRefused(reason: String)
  /// A value that must be finite was not.
  case nonFiniteValue(call: String, value: String)
  /// An animator did not call `completeTransition` in time; the transition was ended.
  case watchdog(transition: String, animator: String, bound: String)
  /// A plugin made a host call the host rejected.
  case pluginCall(plugin: String, call: String, reason: String)
  /// A transition's animator went past one of the engine's limits; it was ended.
  case limitExceeded(animator: String, transition: String, limit: Limits.Kind, value: Int)
  /// A constraint the layout pass could not apply (see ``LayoutIssue``).
  case layout(LayoutIssue)
  /// An animator added the view of `viewController(forKey: key)`, which
  /// `view(forKey: key)` withheld (nil), to the transition's container (``Pitfall/blackScreen``).
  case withheldViewAdded(view: String, key: TransitionContext.Key, transition: String)
  /// A cancelled transition left views in the window, or changed views it keeps
  /// (``Pitfall/cancelCleanup``); each leftover is a phrase.
  case cancelLeftovers(transition: String, leftovers: [String])
  /// A layer animation removed on completion ended on `final`, while the model value is
  /// `model` (``Pitfall/snapBack``).
  case snapBack(layer: String, keyPath: String, final: String, model: String)
  /// A spring animation was added with a duration shorter than its settling duration
  /// (``Pitfall/caSpringCut``).
  case springCut(layer: String, keyPath: String, duration: String, settling: String)
  /// `interruptibleAnimator(using:)` returned another object than the first time; the
  /// first is used (``Pitfall/newInterruptible``).
  case newInterruptibleAnimator(transition: String)
  /// A presentation from a controller that already presents one was refused
  /// (``Pitfall/doublePresent``).
  case alreadyPresenting(presented: String, presenter: String, busy: String)
  /// A presentation while a transition of the same controllers runs was refused
  /// (``Pitfall/unbalanced``).
  case presentedDuringTransition(presented: String, running: String)

  static func hierarchyCycle(call: String, view: View, parent: View) -> EngineViolation {
    .hierarchyCycle(call: call, view: "\(view)", parent: "\(parent)")
  }

  static func foreignView(call: String, view: View) -> EngineViolation {
    .foreignView(call: call, view: "\(view)")
  }

  static func siblingNotSubview(call: String, sibling: View, parent: View) -> EngineViolation {
    .siblingNotSubview(call: call, sibling: "\(sibling)", parent: "\(parent)")
  }

  static func emptySnapshot(view: View) -> EngineViolation {
    .emptySnapshot(view: "\(view)")
  }

  /// The message, in one voice: what happened, then what to do.
  public var description: String {
    switch self {
    case .hierarchyCycle(let call, let view, let parent):
      "\(call): '\(view)' cannot be added to '\(parent)', which is inside it; "
        + "the hierarchy is unchanged"
    case .foreignView(let call, let view):
      "\(call): '\(view)' belongs to another engine; create views with this engine's makeView"
    case .siblingNotSubview(let call, let sibling, let parent):
      "\(call): '\(sibling)' is not a subview of '\(parent)'; the view was added on top"
    case .emptySnapshot(let view):
      "snapshotView(afterScreenUpdates: false) of '\(view)', which has never been drawn "
        + "(it was not in a window at a screen update), is blank, as on iOS; "
        + "use snapshotView(afterScreenUpdates: true) for a view that is not on screen yet"
    case .repeatedCompleteTransition(let transition):
      "completeTransition called again on \(transition); the second call is ignored, as UIKit does"
    case .completedAfterCancel(let transition):
      "completeTransition(true) on \(transition) after it was cancelled: the transition "
        + "completes, as UIKit would; pass !transitionWasCancelled"
    case .contextCallIgnored(let call, let transition, let reason):
      "\(call) on \(transition) ignored: \(reason)"
    case .presentationRefused(let reason):
      reason
    case .nonFiniteValue(let call, let value):
      "\(call): \(value) is not a finite number; the call is ignored"
    case .watchdog(let transition, let animator, let bound):
      "animator '\(animator)' did not call completeTransition within \(bound) s (4 x its duration "
        + "+ 1 s) of \(transition) running on its own; the transition was ended as cancelled"
    case .pluginCall(let plugin, let call, let reason):
      "plugin '\(plugin)' called \(call): \(reason); the call was ignored"
    case .limitExceeded(let animator, let transition, let limit, let value):
      "animator '\(animator)' went past the limit of \(value) \(limit.noun) in \(transition); "
        + "the transition was ended as cancelled and its further host calls refused; "
        + "if it really needs more, raise the limit with 'transhost run --limit \(limit.rawValue)=N'"
    case .layout(let issue):
      issue.description
    case .withheldViewAdded(let view, let key, let transition):
      "added '\(view)', the view of viewController(forKey: .\(key.rawValue)), to the container "
        + "of \(transition), although view(forKey: .\(key.rawValue)) is nil"
    case .cancelLeftovers(let transition, let leftovers):
      "after \(transition) was cancelled, " + leftovers.joined(separator: "; ")
    case .snapBack(let layer, let keyPath, let final, let model):
      "the animation of '\(keyPath)' on '\(layer)' ended on \(final) and was removed; the "
        + "layer's model value is \(model), so it jumps back"
    case .springCut(let layer, let keyPath, let duration, let settling):
      "the spring animation of '\(keyPath)' on '\(layer)' lasts \(duration) s but settles in "
        + "\(settling) s: it is cut before it comes to rest"
    case .newInterruptibleAnimator(let transition):
      "interruptibleAnimator(using:) on \(transition) ignored: it returned a "
        + "different object than the first time; it must return the same animator for the life "
        + "of the transition, so the first one is used"
    case .alreadyPresenting(let presented, let presenter, let busy):
      "attempt to present '\(presented)' on '\(presenter)', which is already presenting "
        + "'\(busy)'; dismiss it first or present from '\(busy)'"
    case .presentedDuringTransition(let presented, let running):
      "attempt to present '\(presented)' while '\(running)' is in progress; "
        + "present from its completion"
    }
  }
}
