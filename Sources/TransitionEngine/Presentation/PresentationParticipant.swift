/// What UIKit's presentation machinery does around the animator of a modal
/// presentation or dismissal (`UIPresentationController` and its transition code).
///
/// A dismissal lower in a presentation stack animates the top-most controller's
/// dismissal (`presentationController`) and removes the controllers in between
/// (`between`, top-most first) without animation: their containers leave the window when
/// the transition starts and come back if it is cancelled. The controller revealed is the
/// presenter of the lowest one, and its view is handled as its own presentation
/// controller (`revealing`) says.
final class ModalParticipant: TransitionParticipant {
  let presentationController: PresentationController
  let isPresenting: Bool
  /// The presentation controllers of the controllers dismissed without animation.
  let between: [PresentationController]
  /// The containers of `between` taken out of the window, where they were, top-most first.
  private var hiddenContainers: [(container: View, superview: View, index: Int)] = []

  init(
    presentationController: PresentationController, isPresenting: Bool,
    between: [PresentationController] = []
  ) {
    self.presentationController = presentationController
    self.isPresenting = isPresenting
    self.between = between
  }

  /// The presentation whose presenter the transition reveals on a dismissal.
  private var revealing: PresentationController { between.last ?? presentationController }
  private var presented: ViewController { presentationController.presentedViewController }
  private var presenter: ViewController { revealing.presentingViewController }
  private var grabsPresenterView: Bool { revealing.shouldRemovePresentersView }
  var containerController: ViewController? { nil }

  func prepare(_ context: TransitionContext) {
    context.engine.performWithoutAnimation {
      isPresenting ? preparePresentation(context) : prepareDismissal(context)
    }
  }

  func finish(_ context: TransitionContext, didComplete: Bool) {
    context.engine.performWithoutAnimation {
      switch (isPresenting, didComplete) {
      case (true, true): presentationCompleted(context)
      case (true, false), (false, true): tearDown(context, presentationCancelled: isPresenting)
      case (false, false): dismissalCancelled(context)
      }
    }
  }

  // MARK: Presentation

  private func preparePresentation(_ context: TransitionContext) {
    let engine = context.engine
    let controller = presentationController
    let container = context.containerView
    let superview = presentationSuperview(engine)
    container.frame = superview.bounds
    if let anchor = branch(of: presenter.view, under: superview) {
      superview.insertSubview(container, aboveSubview: anchor)
    } else {
      superview.addSubview(container)
    }
    controller.containerView = container
    let presenterView = presenter.view
    let presenterFrame = frame(of: presenterView, in: container)
    if grabsPresenterView, let origin = presenterView.superview,
      let index = presenterView.indexInSuperview
    {
      controller.presenterViewOrigin = (origin, index)
      container.insertSubview(presenterView, at: 0)
      presenterView.frame = presenterFrame
    }
    context.fromView = grabsPresenterView ? presenterView : nil
    context.toView = controller.presentedView
    context.fromStartFrame = presenterFrame
    context.fromEndFrame = grabsPresenterView ? .zero : presenterFrame
    context.toStartFrame = .zero
    context.toEndFrame = controller.frameOfPresentedViewInContainerView
    // The engine's own controllers add nothing: skip the record on the hot path.
    let before = controller.isEngineOwn ? nil : container.subviews
    trace(context, "presentationTransitionWillBegin")
    controller.presentationTransitionWillBegin()
    controller.layoutTransition = context.id
    controller.layOutContainer()
    if let before {
      controller.addedToContainer = container.subviews.filter { view in
        view !== presenterView && view !== controller.presentedView
          && !before.contains { $0 === view }
      }.map { WeakView(view: $0) }
    }
    // UIKit begins the appearance transitions after presentationTransitionWillBegin,
    // the disappearing controller first (the decompiled order, REF §1.3 step 5).
    if grabsPresenterView {
      presenter.beginAppearanceTransition(false, animated: context.isAnimated)
    }
    presented.beginAppearanceTransition(true, animated: context.isAnimated)
  }

  private func presentationCompleted(_ context: TransitionContext) {
    if grabsPresenterView { presenter.view.removeFromSuperview() }
    trace(context, "presentationTransitionDidEnd", completed: true)
    presentationController.presentationTransitionDidEnd(true)
    presented.isInWindowHierarchy = true
    context.engine.trace.record(
      .presentationState,
      [("presenting", "\(presenter)"), ("presented", "\(presented)"), ("state", "presented")])
    presented.endAppearanceTransition(animated: context.isAnimated)
    if grabsPresenterView { presenter.endAppearanceTransition(animated: context.isAnimated) }
  }

  // MARK: Dismissal

  private func prepareDismissal(_ context: TransitionContext) {
    let controller = presentationController
    let container = context.containerView
    let presentedView = controller.presentedView
    context.fromView = presentedView
    context.toView = grabsPresenterView ? presenter.view : nil
    context.fromStartFrame = presentedView.map { frame(of: $0, in: container) } ?? .zero
    context.fromEndFrame = context.fromStartFrame
    context.toStartFrame = .zero
    context.toEndFrame = frame(of: presenter.view, in: container)
    trace(context, "dismissalTransitionWillBegin")
    controller.dismissalTransitionWillBegin()
    for other in between { hide(other, context) }
    // As for a presentation: after dismissalTransitionWillBegin, the disappearing
    // controllers first (REF §1.3).
    presented.beginAppearanceTransition(false, animated: context.isAnimated)
    for other in between where other.presentedViewController.appearanceState == .appeared {
      other.presentedViewController.beginAppearanceTransition(false, animated: false)
    }
    if grabsPresenterView {
      presenter.beginAppearanceTransition(true, animated: context.isAnimated)
    }
  }

  /// Takes the container of `other`, a presentation dismissed without animation, out of
  /// the window (unless the top-most container is inside it).
  private func hide(_ other: PresentationController, _ context: TransitionContext) {
    trace(context, "dismissalTransitionWillBegin")
    other.dismissalTransitionWillBegin()
    guard let container = other.containerView, let superview = container.superview,
      let index = container.indexInSuperview,
      !context.containerView.isDescendant(of: container)
    else { return }
    hiddenContainers.append((container, superview, index))
    container.removeFromSuperview()
  }

  private func dismissalCancelled(_ context: TransitionContext) {
    trace(context, "dismissalTransitionDidEnd", completed: false)
    presentationController.dismissalTransitionDidEnd(false)
    for hidden in hiddenContainers.reversed() {
      hidden.superview.insertSubview(hidden.container, at: hidden.index)
    }
    hiddenContainers = []
    for other in between {
      trace(context, "dismissalTransitionDidEnd", completed: false)
      other.dismissalTransitionDidEnd(false)
    }
    presented.cancelBeginAppearanceTransition(animated: context.isAnimated)
    for other in between {
      other.presentedViewController.cancelBeginAppearanceTransition(animated: false)
    }
    if grabsPresenterView {
      presenter.cancelBeginAppearanceTransition(animated: context.isAnimated)
    }
  }

  /// A cancelled presentation and a completed dismissal end the same way: the presented
  /// view leaves, the presenter's view goes back where it was, the container goes.
  private func tearDown(_ context: TransitionContext, presentationCancelled: Bool) {
    let controller = presentationController
    let container = context.containerView
    controller.presentedView?.removeFromSuperview()
    // A view an intermediate presentation took stays out: its controller goes too.
    if revealing !== controller { controller.presenterViewOrigin = nil }
    if let origin = revealing.presenterViewOrigin {
      let view = presenter.view
      let frameInContainer = frame(of: view, in: container)
      let restored = container.convert(frameInContainer, to: origin.superview)
      origin.superview.insertSubview(view, at: origin.index)
      view.frame = restored
      revealing.presenterViewOrigin = nil
    }
    container.removeFromSuperview()
    controller.containerView = nil
    let hook = presentationCancelled ? "presentationTransitionDidEnd" : "dismissalTransitionDidEnd"
    trace(context, hook, completed: !presentationCancelled)
    if presentationCancelled {
      controller.presentationTransitionDidEnd(false)
    } else {
      controller.dismissalTransitionDidEnd(true)
    }
    endPresentation(of: controller, context)
    for other in between { removeWithoutAnimation(other, context) }
    hiddenContainers = []
    if presentationCancelled {
      presented.cancelBeginAppearanceTransition(animated: context.isAnimated)
      if grabsPresenterView {
        presenter.cancelBeginAppearanceTransition(animated: context.isAnimated)
      }
    } else {
      presented.endAppearanceTransition(animated: context.isAnimated)
      for other in between {
        other.presentedViewController.endAppearanceTransition(animated: false)
      }
      if grabsPresenterView { presenter.endAppearanceTransition(animated: context.isAnimated) }
    }
  }

  /// Ends the dismissal of `other`, a controller removed without animation: its view and
  /// container leave, its hook is told the dismissal completed, its links go.
  private func removeWithoutAnimation(_ other: PresentationController, _ context: TransitionContext)
  {
    other.presentedView?.removeFromSuperview()
    other.containerView?.removeFromSuperview()
    other.containerView = nil
    if other !== revealing { other.presenterViewOrigin = nil }
    trace(context, "dismissalTransitionDidEnd", completed: true)
    other.dismissalTransitionDidEnd(true)
    endPresentation(of: other, context)
  }

  /// Unlinks the controllers of `controller`'s presentation and records it as dismissed.
  private func endPresentation(of controller: PresentationController, _ context: TransitionContext)
  {
    let presenting = controller.presentingViewController
    let presented = controller.presentedViewController
    presenting.presentedViewController = nil
    presented.presentingViewController = nil
    presented.presentationController = nil
    presented.isInWindowHierarchy = false
    context.engine.trace.record(
      .presentationState,
      [("presenting", "\(presenting)"), ("presented", "\(presented)"), ("state", "dismissed")])
  }

  // MARK: Helpers

  /// The window for full-screen presentations; otherwise the superview of the view of
  /// the controller that defines the presentation context.
  private func presentationSuperview(_ engine: Engine) -> View {
    if presentationController.shouldPresentInFullscreen { return engine.window.rootView }
    if let superview = presenter.view.superview { return superview }
    engine.reportViolation(
      .presentationRefused(
        reason:
          "the presentation context '\(presenter)' has no superview; presenting over the "
          + "window instead (UIKit asserts here)"))
    return engine.window.rootView
  }

  /// The ancestor of `view` (or `view` itself) whose superview is `superview`.
  private func branch(of view: View, under superview: View) -> View? {
    var current: View? = view
    while let candidate = current {
      if candidate.superview === superview { return candidate }
      current = candidate.superview
    }
    return nil
  }

  /// `view`'s frame in `container`'s coordinates; a view with no superview keeps the
  /// frame it has (it was last in the container).
  private func frame(of view: View, in container: View) -> Rect {
    guard let superview = view.superview, superview !== container else { return view.frame }
    return superview.convert(view.frame, to: container)
  }

  private func trace(_ context: TransitionContext, _ call: String, completed: Bool? = nil) {
    context.engine.trace.record(
      TraceCallback(.presentation(transition: context.id), call),
      details: completed.map { [("completed", "\($0)")] } ?? [])
  }
}
