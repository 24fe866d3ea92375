/// Why a transition runs the animator it runs, as a value: one of the engine's own rules
/// (UIKit's), or the delegate's answer together with how the delegate chose it.
///
/// ``text`` is the engine's wording, traced as `transition.animator reason=`;
/// ``explanation`` is the wording of whoever really decided, which reports show.
public enum AnimatorReason: Sendable {
  /// `animated: false` outside `.custom`: UIKit runs no animator (for a navigation
  /// controller: none at all).
  case notAnimated(DelegateRole)
  /// A sheet or popover style: UIKit's own animation, whatever the delegate would say.
  case animatedBySystem(ModalPresentationStyle)
  /// There is no delegate to ask: the system's animator (a tab switches at once).
  case noDelegate(DelegateRole)
  /// The delegate returned an animator; `decision` says how it chose, when it says.
  case delegateAnswered(DelegateRole, decision: AnimatorDecision?)
  /// The delegate returned nil: the system's animator (a tab switches at once);
  /// `decision` says how the delegate came to answer nil, when it says.
  case delegateReturnedNil(DelegateRole, decision: AnimatorDecision?)

  /// The delegate a reason is about. Mirrors the three UIKit delegates that return
  /// animators.
  public enum DelegateRole: Sendable, Hashable {
    /// A controller's `transitioningDelegate` (modal transitions).
    case transitioning
    /// A navigation controller's delegate (push and pop).
    case navigation
    /// A tab bar controller's delegate (tab switches).
    case tabBar
  }

  /// The engine's wording: `transitioningDelegate returned nil: system default`.
  public var text: String {
    switch self {
    case .notAnimated(.transitioning):
      "not animated: UIKit runs no animator for a non-custom style"
    case .notAnimated:
      "not animated: no animator"
    case .animatedBySystem(let style):
      "\(style.name) is animated by the system"
    case .noDelegate(.transitioning):
      "no transitioningDelegate: system default"
    case .noDelegate(.navigation):
      "no navigation delegate: system slide"
    case .noDelegate(.tabBar), .delegateReturnedNil(.tabBar, _):
      "no animator from the tab delegate: the tab switches at once"
    case .delegateAnswered(.transitioning, _):
      "transitioningDelegate"
    case .delegateAnswered(.navigation, _):
      "navigation delegate"
    case .delegateAnswered(.tabBar, _):
      "tab bar delegate"
    case .delegateReturnedNil(.transitioning, _):
      "transitioningDelegate returned nil: system default"
    case .delegateReturnedNil(.navigation, _):
      "delegate returned nil: system slide"
    }
  }

  /// The delegate's decision, when it made the choice the transition runs: an animator
  /// it returned, or the system animator the engine runs because it returned nil. A tab
  /// bar delegate's nil runs no animator at all (the tab switches at once), so its
  /// decision does not say what happened and is not given.
  public var decision: AnimatorDecision? {
    switch self {
    case .delegateAnswered(_, let decision): decision
    case .delegateReturnedNil(let role, let decision) where role != .tabBar: decision
    default: nil
    }
  }

  /// Whether the animator is the delegate's: only then is the delegate asked for an
  /// interaction controller.
  public var isFromDelegate: Bool {
    if case .delegateAnswered = self { return true }
    return false
  }

  /// Why, in the words of whoever decided: the delegate's link when it made the choice
  /// (``decision``), else the engine's ``text``.
  public var explanation: String { decision.map { "\($0.link)" } ?? text }
}

extension AnimatorReason: CustomStringConvertible {
  /// The engine's wording, ``text``.
  public var description: String { text }
}
