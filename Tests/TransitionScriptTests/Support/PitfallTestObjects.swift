import PluginHost
import TransitionEngine

@testable import TransitionScript

/// Transitioning delegates whose animators commit one catalogued pitfall each
/// (`pitfall.TK-...`, the id as the name), and `pitfall.correct`, whose animator does
/// everything right: a linear slide that adds only the views it is given, cleans up on a
/// cancel and completes with `!transitionWasCancelled`. Every delegate gives a
/// percent-driven interaction controller for dismissals started `interactive`.
final class PitfallTestObjects: ScriptObjectResolving, ScriptObjectMaking {
  func resolveObject(_ choice: AnimatorChoice) -> Result<ScriptObject, ScriptObjectLookupError> {
    let name = choice.name.hasPrefix("pitfall.") ? String(choice.name.dropFirst(8)) : choice.name
    guard name == "correct" || Pitfall(rawValue: name) != nil else {
      return .failure(.unknown(name: choice.name, suggestion: nil))
    }
    return .success(
      ScriptObject(
        kind: .transitioningDelegate, id: "pitfall.\(name)", description: "pitfall.\(name)",
        payload: name))
  }

  func makeController(
    _ object: ScriptObject, name: String, engine: Engine
  ) -> Result<ViewController, ScriptObjectCreationError> {
    .failure(ScriptObjectCreationError(id: object.id, reason: "no controllers here"))
  }

  func makeDelegate(
    _ object: ScriptObject, engine: Engine
  ) -> Result<ScriptDelegate, ScriptObjectCreationError> {
    .success(
      .transitioning(PitfallDelegate((object.payload as? String).flatMap(Pitfall.init(rawValue:)))))
  }
}

/// Gives a ``PitfallAnimator`` for `pitfall` (nil: the correct one) both ways.
final class PitfallDelegate: TransitioningDelegate {
  let pitfall: Pitfall?
  let driver = PercentDrivenInteractiveTransition()
  init(_ pitfall: Pitfall?) { self.pitfall = pitfall }
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? { PitfallAnimator(pitfall) }
  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    PitfallAnimator(pitfall)
  }
  func interactionControllerForDismissal(
    using animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? { driver }
}

/// Slides the presented view up (and down on dismissal) over 0.4 s, committing
/// `pitfall` on the way; with nil it commits none.
final class PitfallAnimator: AnimatedTransitioning, NamedAnimator {
  let pitfall: Pitfall?
  var animatorName: String { "pitfall." + (pitfall?.id ?? "correct") }
  private var interruptible: PropertyAnimator?
  init(_ pitfall: Pitfall?) { self.pitfall = pitfall }

  func transitionDuration(using context: TransitionContext?) -> Double { 0.4 }

  func animateTransition(using context: TransitionContext) {
    let engine = context.engine
    let container = context.containerView
    let showing = context.operation == .present
    let controller = context.viewController(forKey: showing ? .to : .from)
    guard let moving = context.view(forKey: showing ? .to : .from) else {
      return context.completeTransition(!context.transitionWasCancelled)
    }
    let onScreen =
      showing ? context.finalFrame(for: controller) : context.initialFrame(for: controller)
    let below = onScreen.offsetBy(dx: 0, dy: container.bounds.height)
    if pitfall == .blankSnapshot {
      container.addSubview(moving.snapshotView(afterScreenUpdates: false))
    }
    if showing {
      container.addSubview(moving)
      moving.frame = below
    } else if let toView = context.view(forKey: .to) {
      container.insertSubview(toView, belowSubview: moving)
    } else if pitfall == .blackScreen {
      // The presenter's view, which UIKit keeps in the window for this style.
      container.insertSubview(context.viewController(forKey: .to).view, at: 0)
    }
    var shadow: View?
    if !showing {
      let added = engine.makeView(name: "shadow", frame: container.bounds)
      container.insertSubview(added, belowSubview: moving)
      shadow = added
    }
    if pitfall == .caSpringCut || pitfall == nil {
      var bounce = LayerAnimation(
        .spring(
          .init(from: AnimatableVector(repeating: 0.8), to: AnimatableVector(repeating: 1)),
          LayerAnimation.SpringParameters()),
        keyPath: "transform.scale")
      // The correct animator lets the spring settle.
      if pitfall == nil, case .spring(_, let spring) = bounce.kind {
        bounce.timing.duration = spring.settlingDuration
      }
      try? moving.add(bounce, forKey: "bounce")
    }
    if pitfall == .snapBack {
      var fade = LayerAnimation(
        .basic(.init(to: AnimatableVector(repeating: 0.5))), keyPath: "opacity")
      fade.timing.duration = 0.2
      try? moving.add(fade, forKey: "fade")
    }
    engine.animate(
      withDuration: 0.4, options: [.curveLinear],
      animations: { moving.frame = showing ? onScreen : below }
    ) { [pitfall] _ in
      switch pitfall {
      case .noComplete:
        return
      case .completeTrueOnCancel:
        shadow?.removeFromSuperview()
        context.completeTransition(true)
      case .cancelCleanup:
        context.completeTransition(!context.transitionWasCancelled)
      default:
        shadow?.removeFromSuperview()
        context.completeTransition(!context.transitionWasCancelled)
      }
    }
  }

  /// Only for TK-NEW-INTERRUPTIBLE: a new property animator on every call.
  func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
    guard pitfall == .newInterruptible else { return nil }
    let moving = context.view(forKey: .from)
    let below = context.containerView.bounds.height
    let animator = PropertyAnimator(engine: context.engine, duration: 0.4, timingCurve: .linear) {
      if let moving { moving.frame = moving.frame.offsetBy(dx: 0, dy: below) }
    }
    animator.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
    interruptible = animator
    return animator
  }
}

extension ScriptTesting {
  /// Parses, checks and runs `lines` with the pitfall delegates behind the object seams.
  static func runWithPitfalls(_ lines: [String]) throws -> RunReport {
    let objects = PitfallTestObjects()
    let registry = emptyRegistry()
    guard
      case .success(let script) = ScriptFile.prepare(
        text(lines), file: file, registry: registry, objects: objects)
    else { throw CancellationError() }
    return ScriptRunner(
      script: script, registry: registry, commandLineMappings: StyleMappings(),
      fileMappings: StyleMappings(), fps: nil, objects: objects
    ).run()
  }
}
