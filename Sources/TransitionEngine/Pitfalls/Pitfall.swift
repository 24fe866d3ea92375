/// A known way to get a UIKit transition wrong, with a stable id, its cause and its
/// fix: the catalogue behind `warning[TK-...]` lines.
///
/// The engine names a pitfall only where it sees it happen (a violation's ``EngineViolation/pitfall``):
/// each case says, in ``detection``, the moment it is recognised. Every id has a page,
/// ``docsPath``, under `docs/pitfalls/`.
public enum Pitfall: String, CaseIterable, Hashable, Sendable {
  /// The presenter's view moved into the container of a transition that keeps it.
  case blackScreen = "TK-BLACK-SCREEN"
  /// `completeTransition` never called.
  case noComplete = "TK-NO-COMPLETE"
  /// `completeTransition(true)` after the transition was cancelled.
  case completeTrueOnCancel = "TK-COMPLETE-TRUE-ON-CANCEL"
  /// A cancelled transition left views or view changes behind.
  case cancelCleanup = "TK-CANCEL-CLEANUP"
  /// `snapshotView(afterScreenUpdates: false)` of a view never drawn.
  case blankSnapshot = "TK-BLANK-SNAPSHOT"
  /// A Core Animation animation ended on a value the layer's model does not have.
  case snapBack = "TK-SNAP-BACK"
  /// A `CASpringAnimation` whose duration ends before the spring settles.
  case caSpringCut = "TK-CASPRING-CUT"
  /// `interruptibleAnimator(using:)` returned a new animator when asked again.
  case newInterruptible = "TK-NEW-INTERRUPTIBLE"
  /// A presentation from a controller that already presents one.
  case doublePresent = "TK-DOUBLE-PRESENT"
  /// A presentation requested while another transition of the same controllers runs.
  case unbalanced = "TK-UNBALANCED"

  /// The stable id, as warnings and the docs print it: `TK-BLACK-SCREEN`.
  public var id: String { rawValue }

  /// The page that explains it, relative to the repository: `docs/pitfalls/TK-BLACK-SCREEN.md`.
  public var docsPath: String { "docs/pitfalls/\(rawValue).md" }

  /// The symptom, as a user of the app sees it, in a few words.
  public var title: String {
    switch self {
    case .blackScreen: "black screen after a dismissal"
    case .noComplete: "the app is frozen after the transition"
    case .completeTrueOnCancel: "a cancelled transition completes anyway"
    case .cancelCleanup: "views left behind after a cancelled transition"
    case .blankSnapshot: "a snapshot view is blank"
    case .snapBack: "a Core Animation animation snaps back to its start"
    case .caSpringCut: "a CASpringAnimation stops abruptly"
    case .newInterruptible: "an interruptible transition misbehaves"
    case .doublePresent: "a presentation does nothing"
    case .unbalanced: "unbalanced calls to begin/end appearance transitions"
    }
  }

  /// Why it happens, in UIKit's terms.
  public var cause: String {
    switch self {
    case .blackScreen:
      "this presentation style keeps the presenter's view in the window, so "
        + "view(forKey: .to) is nil; UIKit removes the container when the dismissal ends, "
        + "and the presenter's view goes with it"
    case .noComplete:
      "UIKit ignores touches until completeTransition is called, and it never was"
    case .completeTrueOnCancel:
      "completeTransition(true) after a cancel tells UIKit the transition finished: the "
        + "controllers are swapped although the views went back"
    case .cancelCleanup:
      "on a cancel UIKit only undoes its own work; the views the animator added and the "
        + "changes it made without animating stay as they are"
    case .blankSnapshot:
      "a view that was never drawn has nothing to snapshot without screen updates"
    case .snapBack:
      "a Core Animation animation changes only the presentation layer; once it is removed "
        + "the layer shows its model value again, which was never set"
    case .caSpringCut:
      "a CASpringAnimation runs for its duration (0.25 s unless set), not until the spring "
        + "comes to rest; a duration shorter than its settlingDuration cuts the spring "
        + "mid-swing and the layer jumps to the end value"
    case .newInterruptible:
      "UIKit asks for the interruptible animator several times and expects the same "
        + "object for the whole transition"
    case .doublePresent:
      "a controller can present one controller at a time; UIKit refuses the second with "
        + "'Attempt to present ... which is already presenting'"
    case .unbalanced:
      "a transition of the same controllers is still running: UIKit would begin appearance "
        + "callbacks twice ('Unbalanced calls to begin/end appearance transitions')"
    }
  }

  /// What to do instead.
  public var fix: String {
    switch self {
    case .blackScreen:
      "animate only the views view(forKey:) gives; when view(forKey: .to) is nil, leave the "
        + "presenter's view where it is (or use .fullScreen, whose dismissal gives it)"
    case .noComplete:
      "call transitionContext.completeTransition(!transitionContext.transitionWasCancelled) "
        + "exactly once on every path, from the last animation's completion"
    case .completeTrueOnCancel:
      "pass !transitionContext.transitionWasCancelled to completeTransition"
    case .cancelCleanup:
      "in the completion, when transitionWasCancelled, remove what the animator added and "
        + "restore alpha, transform and isHidden before calling completeTransition(false)"
    case .blankSnapshot:
      "snapshot with afterScreenUpdates: true for a view not yet drawn (the off-screen to "
        + "view), or animate the real view"
    case .snapBack:
      "set the layer's model value to the final value first, then add the animation with "
        + "fromValue set to the old one"
    case .caSpringCut:
      "set the animation's duration to its settlingDuration after setting mass, stiffness, "
        + "damping and initialVelocity"
    case .newInterruptible:
      "create the interruptible animator once per transition, keep it, and return the same "
        + "instance until animationEnded"
    case .doublePresent:
      "present from the top-most controller (presentedViewController), or after the first "
        + "presentation is dismissed"
    case .unbalanced:
      "start the next transition from the completion of the one running"
    }
  }

  /// How the engine recognises it, at the moment it happens.
  public var detection: String {
    switch self {
    case .blackScreen:
      "when an animator adds a controller's view that view(forKey:) withheld (nil) to the "
        + "transition's container"
    case .noComplete:
      "when the watchdog ends a transition whose animator did not call completeTransition "
        + "within 4 x its duration + 1 s"
    case .completeTrueOnCancel:
      "when completeTransition(true) is called on a transition that was cancelled"
    case .cancelCleanup:
      "on the clock turn after a transition ended cancelled: a view added during the "
        + "transition is still in the window, or a view of the transition that stays has "
        + "another alpha, transform or isHidden than at the start"
    case .blankSnapshot:
      "when snapshotView(afterScreenUpdates: false) is called on a view that is not in the "
        + "window"
    case .snapBack:
      "when a layer animation that is removed on completion ends and the layer's model "
        + "value differs from the value the animation ended on"
    case .caSpringCut:
      "when a spring animation is added to a layer with a duration shorter than its "
        + "settlingDuration"
    case .newInterruptible:
      "when interruptibleAnimator(using:) returns another object than the first time"
    case .doublePresent:
      "when present is called on a controller whose presentedViewController is set"
    case .unbalanced:
      "when present is called while a transition of the presenter or the presented is running"
    }
  }
}

extension Pitfall {
  /// Whether the animator's code commits it (reports name the animator and its plugin),
  /// rather than the app's (a presentation requested at the wrong time).
  public var isCommittedByAnimator: Bool {
    switch self {
    case .doublePresent, .unbalanced: false
    default: true
    }
  }
}

extension Pitfall {
  /// The two lines every report adds under the pitfall: `cause: ...` and
  /// `fix: ... (docs/pitfalls/ID.md)`.
  public var causeAndFix: [String] {
    ["cause: \(cause)", "fix: \(fix) (\(docsPath))"]
  }

  /// `finding` (what happened, as a report says it) followed by the lines that name the
  /// pitfall: `warning[ID] cause: ...` and `fix: ... (docs/pitfalls/ID.md)`.
  public func annotating(_ finding: String) -> String {
    [finding, "warning[\(id)] \(causeAndFix[0])", causeAndFix[1]].joined(separator: "\n")
  }
}
