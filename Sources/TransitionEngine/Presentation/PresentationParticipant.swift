/// What UIKit's presentation machinery does around the animator of a modal
/// presentation or dismissal (`UIPresentationController` and its transition code).
final class ModalParticipant: TransitionParticipant {
  let presentationController: PresentationController
  let isPresenting: Bool

  init(presentationController: PresentationController, isPresenting: Bool) {
    self.presentationController = presentationController
    self.isPresenting = isPresenting
  }

  private var presented: ViewController { presentationController.presentedViewController }
  private var presenter: ViewController { presentationController.presentingViewController }
  private var grabsPresenterView: Bool { presentationController.shouldRemovePresentersView }
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
    presented.beginAppearanceTransition(true, animated: context.isAnimated)
    if grabsPresenterView {
      presenter.beginAppearanceTransition(false, animated: context.isAnimated)
    }
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
    presented.beginAppearanceTransition(false, animated: context.isAnimated)
    if grabsPresenterView {
      presenter.beginAppearanceTransition(true, animated: context.isAnimated)
    }
    trace(context, "dismissalTransitionWillBegin")
    controller.dismissalTransitionWillBegin()
  }

  private func dismissalCancelled(_ context: TransitionContext) {
    trace(context, "dismissalTransitionDidEnd", completed: false)
    presentationController.dismissalTransitionDidEnd(false)
    presented.cancelBeginAppearanceTransition(animated: context.isAnimated)
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
    if let origin = controller.presenterViewOrigin {
      let view = presenter.view
      let frameInContainer = frame(of: view, in: container)
      let restored = container.convert(frameInContainer, to: origin.superview)
      origin.superview.insertSubview(view, at: origin.index)
      view.frame = restored
      controller.presenterViewOrigin = nil
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
    presenter.presentedViewController = nil
    presented.presentingViewController = nil
    presented.presentationController = nil
    presented.isInWindowHierarchy = false
    context.engine.trace.record(
      .presentationState,
      [("presenting", "\(presenter)"), ("presented", "\(presented)"), ("state", "dismissed")])
    if presentationCancelled {
      presented.cancelBeginAppearanceTransition(animated: context.isAnimated)
      if grabsPresenterView {
        presenter.cancelBeginAppearanceTransition(animated: context.isAnimated)
      }
    } else {
      presented.endAppearanceTransition(animated: context.isAnimated)
      if grabsPresenterView { presenter.endAppearanceTransition(animated: context.isAnimated) }
    }
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
