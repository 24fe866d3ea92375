import PluginHost
import TransitionEngine

@testable import TransitionScript

/// Engine objects standing for plugin objects, behind both seams: what the registry and
/// the bridge will serve once the lead joins them, written as UIKit app code is.
///
/// - `test.sheet`: a transitioning delegate with a bottom-sheet presentation controller
///   (a `dimming` view fading in to 0.5 and out alongside the transition, the presented
///   view in the lower half) and a linear 0.4 s slide;
/// - `test.detail`: a view controller class that is its own transitioning delegate,
///   sliding in when presented and fading out when dismissed;
/// - `test.dragging`: a transitioning delegate whose dismissal is driven by its own
///   percent-driven interaction controller;
/// - `test.touches`: a transitioning delegate whose interaction controller is not
///   percent-driven;
/// - `test.nav`: a navigation delegate that pushes and pops with the slide;
/// - `test.tabs`: a tab bar delegate that switches tabs with the slide;
/// - `test.plain`: a view controller class that sets no delegate of its own;
/// - `test.broken`: a view controller class the maker cannot make.
final class ScriptTestObjects: ScriptObjectResolving, ScriptObjectMaking {
  static let kinds: [String: ScriptObject.Kind] = [
    "test.sheet": .transitioningDelegate, "test.detail": .viewController,
    "test.dragging": .transitioningDelegate, "test.touches": .transitioningDelegate,
    "test.nav": .navigationDelegate, "test.broken": .viewController,
    "test.plain": .viewController, "test.tabs": .tabBarDelegate,
  ]

  func resolveObject(_ choice: AnimatorChoice) -> Result<ScriptObject, ScriptObjectLookupError> {
    let id = choice.name.hasPrefix("test.") ? choice.name : "test." + choice.name
    guard let kind = Self.kinds[id] else {
      return .failure(
        .unknown(name: choice.name, suggestion: nearestName(to: id, in: Self.kinds.keys.sorted())))
    }
    if let argument = choice.arguments.first {
      guard id == "test.sheet", argument.name == "height" else {
        return .failure(
          .unknownParameter(id: id, name: argument.name, suggestion: nil, column: argument.column))
      }
      guard let height = Double(argument.value), height > 0, height <= 1 else {
        return .failure(
          .badValue(
            message: "height must be in 0...1, found '\(argument.value)'", column: argument.column))
      }
      return .success(
        ScriptObject(
          kind: kind, id: id, description: "\(id)(height: \(argument.value))", payload: height))
    }
    return .success(ScriptObject(kind: kind, id: id, description: id, payload: 0.5))
  }

  func makeController(
    _ object: ScriptObject, name: String, engine: Engine
  ) -> Result<ViewController, ScriptObjectCreationError> {
    switch object.id {
    case "test.detail": return .success(SelfDelegatingController(engine: engine, name: name))
    case "test.plain": return .success(ViewController(engine: engine, name: name))
    default:
      return .failure(ScriptObjectCreationError(id: object.id, reason: "the test refuses it"))
    }
  }

  func makeDelegate(
    _ object: ScriptObject, engine: Engine
  ) -> Result<ScriptDelegate, ScriptObjectCreationError> {
    switch object.id {
    case "test.sheet":
      .success(.transitioning(SheetDelegate(height: object.payload as? Double ?? 0.5)))
    case "test.dragging": .success(.transitioning(DraggingDelegate()))
    case "test.touches": .success(.transitioning(TouchesDelegate()))
    case "test.nav": .success(.navigation(SlidingNavigationDelegate()))
    case "test.tabs": .success(.tabBar(SlidingTabsDelegate()))
    default: .failure(ScriptObjectCreationError(id: object.id, reason: "the test refuses it"))
    }
  }
}

/// Slides the presented (pushed) view up from below into its final frame, and the
/// dismissed (popped) one down, linearly over `duration`.
final class TestSlide: AnimatedTransitioning, NamedAnimator {
  let duration: Double
  let animatorName: String
  init(name: String = "test.slide", duration: Double = 0.4) {
    self.animatorName = name
    self.duration = duration
  }
  func transitionDuration(using context: TransitionContext?) -> Double { duration }
  func animateTransition(using context: TransitionContext) {
    let container = context.containerView
    let showing = context.operation == .present || context.operation == .push
    guard let moving = context.view(forKey: showing ? .to : .from) else { return }
    let controller = context.viewController(forKey: showing ? .to : .from)
    let onScreen =
      showing ? context.finalFrame(for: controller) : context.initialFrame(for: controller)
    let below = onScreen.offsetBy(dx: 0, dy: container.bounds.height)
    if showing {
      container.addSubview(moving)
      moving.frame = below
    }
    if !showing, let toView = context.view(forKey: .to) {
      container.insertSubview(toView, belowSubview: moving)
    }
    context.engine.animate(
      withDuration: duration, options: [.curveLinear],
      animations: { moving.frame = showing ? onScreen : below }
    ) { _ in context.completeTransition(!context.transitionWasCancelled) }
  }
}

/// Fades the dismissed view out linearly over 0.2 s.
final class TestFadeOut: AnimatedTransitioning, NamedAnimator {
  let animatorName = "test.fade-out"
  func transitionDuration(using context: TransitionContext?) -> Double { 0.2 }
  func animateTransition(using context: TransitionContext) {
    guard let fromView = context.view(forKey: .from) else { return }
    context.engine.animate(
      withDuration: 0.2, options: [.curveLinear], animations: { fromView.alpha = 0 }
    ) { _ in context.completeTransition(!context.transitionWasCancelled) }
  }
}

/// A bottom sheet: a dimming view under the presented view, which takes the lower
/// `height` of the container.
final class SheetPresentationController: PresentationController {
  let height: Double
  var dimming: View?
  init(presented: ViewController, presenting: ViewController, height: Double) {
    self.height = height
    super.init(presentedViewController: presented, presenting: presenting)
  }
  override var frameOfPresentedViewInContainerView: Rect {
    let bounds = containerView?.bounds ?? .zero
    return Rect(
      x: 0, y: bounds.height * (1 - height), width: bounds.width, height: bounds.height * height)
  }
  override func presentationTransitionWillBegin() {
    guard let container = containerView else { return }
    let dimming = presentedViewController.engine.makeView(name: "dimming", frame: container.bounds)
    dimming.backgroundColor = .black
    dimming.alpha = 0
    container.insertSubview(dimming, at: 0)
    self.dimming = dimming
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      dimming.alpha = 0.5
    })
  }
  override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed { dimming?.removeFromSuperview() }
  }
  override func dismissalTransitionWillBegin() {
    let dimming = self.dimming
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      dimming?.alpha = 0
    })
  }
  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { dimming?.removeFromSuperview() }
  }
}

/// `test.sheet`.
final class SheetDelegate: TransitioningDelegate {
  let height: Double
  init(height: Double) { self.height = height }
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? { TestSlide() }
  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    TestSlide()
  }
  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? {
    SheetPresentationController(
      presented: presented, presenting: presenting ?? source, height: height)
  }
}

/// `test.detail`: a controller that is its own transitioning delegate.
final class SelfDelegatingController: ViewController, TransitioningDelegate {
  override init(engine: Engine, name: String, frame: Rect? = nil) {
    super.init(engine: engine, name: name, frame: frame)
    modalPresentationStyle = .custom
    transitioningDelegate = self
  }
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? { TestSlide(name: "test.detail-slide") }
  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    TestFadeOut()
  }
}

/// `test.dragging`: dismissals driven by the delegate's own interaction controller.
final class DraggingDelegate: TransitioningDelegate {
  let driver = PercentDrivenInteractiveTransition()
  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    TestSlide()
  }
  func interactionControllerForDismissal(
    using animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? { driver }
}

/// An interaction controller that drives its transition itself (as touches would).
final class TouchDriver: InteractiveTransitioning {
  func startInteractiveTransition(_ context: TransitionContext) {
    context.animator.animateTransition(using: context)
  }
}

/// `test.touches`: dismissals with an interaction controller that is not percent-driven.
final class TouchesDelegate: TransitioningDelegate {
  let driver = TouchDriver()
  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    TestSlide()
  }
  func interactionControllerForDismissal(
    using animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? { driver }
}

/// `test.nav`: pushes and pops with the slide.
final class SlidingNavigationDelegate: NavigationControllerDelegate {
  func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationOperation, from: ViewController, to: ViewController
  ) -> (any AnimatedTransitioning)? { TestSlide(name: "test.nav-slide") }
}

/// `test.tabs`: tab switches with the slide.
final class SlidingTabsDelegate: TabBarControllerDelegate {
  func tabBarController(
    _ tabBarController: TabBarController,
    animationControllerForTransitionFrom from: ViewController, to: ViewController
  ) -> (any AnimatedTransitioning)? { TestSlide(name: "test.tab-slide") }
}

extension ScriptTesting {
  /// Parses, checks and runs `text` with the test objects behind both seams; the
  /// diagnostic when it is invalid.
  static func runWithObjects(
    _ text: String, registry: PluginRegistry
  ) -> Result<RunReport, ScriptDiagnostic> {
    let objects = ScriptTestObjects()
    switch ScriptFile.prepare(text, file: file, registry: registry, objects: objects) {
    case .failure(.invalid(let diagnostic)): return .failure(diagnostic)
    case .failure(.unreadable):
      return .failure(
        ScriptDiagnostic(
          file: file, line: 0, column: 0, message: "unreadable", hint: nil, sourceLine: ""))
    case .success(let script):
      let runner = ScriptRunner(
        script: script, registry: registry, commandLineMappings: StyleMappings(),
        fileMappings: StyleMappings(), fps: nil, objects: objects)
      return .success(runner.run())
    }
  }
}
