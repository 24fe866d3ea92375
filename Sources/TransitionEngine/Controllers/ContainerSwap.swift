/// What a container controller (navigation, tab bar) does around a transition between
/// two of its children, shown one at a time in its content view.
enum ContainerSwap {
  /// Fills in the context (both views, the outgoing view from `fromStart` to gone, the
  /// incoming one to the container's bounds) and begins the appearance callbacks when
  /// the container is on screen: the outgoing child's `viewWillDisappear` before the
  /// incoming one's `viewWillAppear`, as UIKit sends them.
  static func prepare(_ context: TransitionContext, fromStart: Rect, isVisible: Bool) {
    let from = context.viewController(forKey: .from)
    let to = context.viewController(forKey: .to)
    context.fromView = from.view
    context.toView = to.view
    context.fromStartFrame = fromStart
    context.fromEndFrame = .zero
    context.toStartFrame = .zero
    context.toEndFrame = context.containerView.bounds
    if isVisible {
      from.beginAppearanceTransition(false, animated: context.isAnimated)
      to.beginAppearanceTransition(true, animated: context.isAnimated)
    }
  }

  /// Leaves only the shown child's view in the container (the incoming one if the
  /// transition completed, else the outgoing one), runs `updateState`, then ends or
  /// cancels the appearance callbacks in UIKit's order: on completion the outgoing
  /// child's `viewDidDisappear` before the incoming one's `viewDidAppear`; on a cancel
  /// the incoming child's appearance is undone first (`viewWillDisappear`,
  /// `viewDidDisappear`), then the outgoing one's (`viewWillAppear`, `viewDidAppear`).
  static func finish(
    _ context: TransitionContext, didComplete: Bool, isVisible: Bool, updateState: () -> Void
  ) {
    let from = context.viewController(forKey: .from)
    let to = context.viewController(forKey: .to)
    let container = context.containerView
    let (shown, hidden) = didComplete ? (to, from) : (from, to)
    context.engine.performWithoutAnimation {
      hidden.view.removeFromSuperview()
      if shown.view.superview !== container {
        container.addSubview(shown.view)
        shown.view.frame = container.bounds
      }
    }
    updateState()
    guard isVisible else { return }
    if didComplete {
      from.endAppearanceTransition(animated: context.isAnimated)
      to.endAppearanceTransition(animated: context.isAnimated)
    } else {
      to.cancelBeginAppearanceTransition(animated: context.isAnimated)
      from.cancelBeginAppearanceTransition(animated: context.isAnimated)
    }
  }
}
