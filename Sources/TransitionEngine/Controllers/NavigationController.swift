/// A stack of controllers shown one at a time. Mirrors `UINavigationController`: push
/// and pop ask the delegate for an animator and an interaction controller, fall back
/// to the system slide, and run through the shared transition context with
/// `presentationStyle == .none`.
public final class NavigationController: ViewController {
  /// The stack, bottom first. Mirrors `viewControllers`; changes as soon as a push or
  /// pop is requested and is restored if the transition is cancelled.
  public private(set) var viewControllers: [ViewController] = []
  /// The delegate. Mirrors `delegate` (held weakly).
  public weak var delegate: (any NavigationControllerDelegate)?
  /// The view the children's views live in and transitions happen in
  /// (UIKit's navigation transition view).
  public let contentView: View

  /// Creates a navigation controller with `root` at the bottom of the stack.
  /// Mirrors `init(rootViewController:)`.
  public init(engine: Engine, name: String, root: ViewController) {
    let size = engine.configuration.windowSize
    contentView = engine.makeView(
      name: name + ".content", frame: Rect(origin: .zero, size: size))
    super.init(engine: engine, name: name)
    view.addSubview(contentView)
    adopt(root)
    viewControllers = [root]
    root.view.frame = contentView.bounds
    contentView.addSubview(root.view)
  }

  /// The controller on top. Mirrors `topViewController`.
  public var topViewController: ViewController? { viewControllers.last }

  /// The top of the stack follows the navigation controller's appearance.
  public override var appearanceForwardingChild: ViewController? { topViewController }

  /// Pushes `controller`. Mirrors `pushViewController(_:animated:)`.
  @discardableResult
  public func pushViewController(
    _ controller: ViewController, animated: Bool
  )
    -> TransitionContext?
  {
    guard let from = topViewController else { return nil }
    if controller.parent != nil || controller.presentingViewController != nil {
      engine.reportViolation(
        .presentationRefused(
          reason:
            "pushing '\(controller)', which is already in a container or presented, is not supported"
        ))
      return nil
    }
    guard ensureIdle(for: "push '\(controller)'") else { return nil }
    controller.loadViewIfNeeded()
    adopt(controller)
    viewControllers.append(controller)
    traceStack()
    return startTransition(.push, from: from, to: controller, animated: animated)
  }

  /// Pops the top controller and returns it, or nil at the root.
  /// Mirrors `popViewController(animated:)`.
  @discardableResult
  public func popViewController(animated: Bool) -> ViewController? {
    guard viewControllers.count > 1, let from = topViewController else { return nil }
    guard ensureIdle(for: "pop '\(from)'") else { return nil }
    viewControllers.removeLast()
    traceStack()
    let to = viewControllers[viewControllers.count - 1]
    startTransition(.pop, from: from, to: to, animated: animated)
    return from
  }

  /// The transition a pop started, for driving it interactively.
  public var currentTransition: TransitionContext? {
    engine.transitions.first(where: {
      ($0.participant as? NavigationParticipant)?.navigation === self
    })
  }

  @discardableResult
  private func startTransition(
    _ operation: NavigationOperation, from: ViewController, to: ViewController, animated: Bool
  ) -> TransitionContext {
    var animator: any AnimatedTransitioning = ImmediateAnimator()
    var reason = AnimatorReason.notAnimated(.navigation)
    var interactor: (any InteractiveTransitioning)?
    delegate?.navigationController(self, willShow: to, animated: animated)
    if animated {
      let answer = delegate?.navigationController(
        self, animatorAnswerFor: operation, from: from, to: to)
      if delegate != nil {
        engine.trace.record(
          .delegateCall,
          [
            ("call", "navigationController(_:animationControllerFor:from:to:)"),
            ("operation", operation == .push ? "push" : "pop"),
            ("result", answer?.animator.map { String(describing: type(of: $0)) } ?? "nil"),
          ])
      }
      if let answer, let chosen = answer.animator {
        animator = chosen
        reason = .delegateAnswered(.navigation, decision: answer.decision)
        interactor = delegate?.navigationController(self, interactionControllerFor: chosen)
        engine.trace.record(
          .delegateCall,
          [
            ("call", "navigationController(_:interactionControllerFor:)"),
            ("result", interactor.map { String(describing: type(of: $0)) } ?? "nil"),
          ])
      } else {
        animator = SystemNavigationAnimator()
        reason =
          answer.map { .delegateReturnedNil(.navigation, decision: $0.decision) }
          ?? .noDelegate(.navigation)
      }
    }
    let kind: TransitionOperation = operation == .push ? .push : .pop
    let context = TransitionContext(
      engine: engine, operation: kind, from: from, to: to, containerView: contentView,
      isAnimated: animated, presentationStyle: .none, animator: animator,
      animatorReason: reason, interactor: interactor,
      participant: NavigationParticipant(navigation: self, operation: operation),
      label: operation == .push ? "push \(to) onto \(self)" : "pop \(from) from \(self)")
    engine.link(interactor, to: context)
    context.schedule()
    return context
  }

  private func ensureIdle(for action: String) -> Bool {
    if let running = currentTransition {
      engine.reportViolation(
        .presentationRefused(
          reason: "cannot \(action) while '\(running.label)' is in progress; wait for it to end"))
      return false
    }
    return true
  }

  private func adopt(_ controller: ViewController) {
    controller.parent = self
    children.append(controller)
  }

  /// Undoes a push or a pop whose transition was cancelled, or drops a popped child.
  func settle(
    _ operation: NavigationOperation, from: ViewController, to: ViewController, completed: Bool
  ) {
    switch (operation, completed) {
    case (.push, false):
      viewControllers.removeAll(where: { $0 === to })
      children.removeAll(where: { $0 === to })
      to.parent = nil
    case (.pop, true):
      children.removeAll(where: { $0 === from })
      from.parent = nil
    case (.pop, false):
      viewControllers.append(from)
    default:
      break
    }
    traceStack()
  }

  private func traceStack() {
    engine.trace.record(
      .containerState,
      [("navigation", "\(self)"), ("stack", viewControllers.map(\.name).joined(separator: ","))])
  }
}

/// What `UINavigationController` does around a push or pop animator.
final class NavigationParticipant: TransitionParticipant {
  unowned let navigation: NavigationController
  let operation: NavigationOperation

  init(navigation: NavigationController, operation: NavigationOperation) {
    self.navigation = navigation
    self.operation = operation
  }

  private var isVisible: Bool { navigation.appearanceState == .appeared }
  var containerController: ViewController? { navigation }

  func prepare(_ context: TransitionContext) {
    let from = context.viewController(forKey: .from)
    ContainerSwap.prepare(
      context,
      fromStart: from.view.superview === context.containerView
        ? from.view.frame : context.containerView.bounds, isVisible: isVisible)
  }

  func finish(_ context: TransitionContext, didComplete: Bool) {
    ContainerSwap.finish(context, didComplete: didComplete, isVisible: isVisible) {
      navigation.settle(
        operation, from: context.viewController(forKey: .from),
        to: context.viewController(forKey: .to), completed: didComplete)
    }
    if didComplete {
      navigation.delegate?.navigationController(
        navigation, didShow: context.viewController(forKey: .to), animated: context.isAnimated)
    }
  }
}
