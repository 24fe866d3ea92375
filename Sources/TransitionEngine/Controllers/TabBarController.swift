/// Controllers shown one at a time by tab. Mirrors `UITabBarController`: a selection
/// change asks the delegate for an animator (none means the tab switches at once) and
/// an interaction controller, and runs through the shared transition context with
/// `presentationStyle == .none`. The delegate is not asked for the first selection.
public final class TabBarController: ViewController {
  /// The tabs. Mirrors `viewControllers`.
  public private(set) var viewControllers: [ViewController] = []
  /// The selected tab. Mirrors `selectedIndex`; changes when a selection is requested
  /// and is restored if the transition is cancelled.
  public private(set) var selectedIndex = 0
  /// The delegate. Mirrors `delegate` (held weakly).
  public weak var delegate: (any TabBarControllerDelegate)?
  /// The view the selected tab's view lives in and transitions happen in.
  public let contentView: View

  /// Creates a tab bar controller showing the first of `tabs`.
  public init(engine: Engine, name: String, tabs: [ViewController]) {
    contentView = engine.makeView(
      name: name + ".content", frame: Rect(origin: .zero, size: engine.configuration.windowSize))
    super.init(engine: engine, name: name)
    view.addSubview(contentView)
    viewControllers = tabs
    for tab in tabs {
      tab.parent = self
      children.append(tab)
    }
    if let first = tabs.first {
      first.view.frame = contentView.bounds
      contentView.addSubview(first.view)
    }
  }

  /// The selected controller. Mirrors `selectedViewController`.
  public var selectedViewController: ViewController? {
    viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
  }

  /// The selected tab follows the tab bar controller's appearance.
  public override var appearanceForwardingChild: ViewController? { selectedViewController }

  /// Selects tab `index` as code does (`selectedIndex = index`): the delegate's animator
  /// is asked, `shouldSelect`/`didSelect` are not.
  /// With `animated: false` no animator is asked and the tab switches at once.
  @discardableResult
  public func select(index: Int, animated: Bool = true) -> TransitionContext? {
    guard viewControllers.indices.contains(index) else {
      engine.reportViolation(
        .presentationRefused(
          reason: "tab index \(index) is out of range; '\(self)' has \(viewControllers.count) tabs")
      )
      return nil
    }
    guard index != selectedIndex, let from = selectedViewController else { return nil }
    if let running = currentTransition {
      engine.reportViolation(
        .presentationRefused(
          reason: "cannot select tab \(index) while '\(running.label)' is in progress"))
      return nil
    }
    let to = viewControllers[index]
    to.loadViewIfNeeded()
    let previous = selectedIndex
    selectedIndex = index
    traceSelection()
    var animator: any AnimatedTransitioning = ImmediateAnimator()
    var reason = AnimatorReason.noDelegate(.tabBar)
    var interactor: (any InteractiveTransitioning)?
    if let delegate {
      let answer = delegate.tabBarController(self, animatorAnswerForTransitionFrom: from, to: to)
      engine.trace.record(
        .delegateCall,
        [
          ("call", "tabBarController(_:animationControllerForTransitionFrom:to:)"),
          ("result", answer.animator.map { String(describing: type(of: $0)) } ?? "nil"),
        ])
      if let chosen = answer.animator {
        animator = chosen
        reason = .delegateAnswered(.tabBar, decision: answer.decision)
        interactor = delegate.tabBarController(self, interactionControllerFor: chosen)
        engine.trace.record(
          .delegateCall,
          [
            ("call", "tabBarController(_:interactionControllerFor:)"),
            ("result", interactor.map { String(describing: type(of: $0)) } ?? "nil"),
          ])
      } else {
        reason = .delegateReturnedNil(.tabBar, decision: answer.decision)
      }
    }
    let context = TransitionContext(
      engine: engine, operation: .tab, from: from, to: to, containerView: contentView,
      isAnimated: !(animator is ImmediateAnimator), presentationStyle: .none,
      animator: animator, animatorReason: reason, interactor: interactor,
      participant: TabParticipant(tabs: self, previousIndex: previous),
      label: "select tab \(index) (\(to)) in \(self)")
    engine.link(interactor, to: context)
    context.schedule()
    return context
  }

  /// Selects tab `index` as a tap on the tab bar does: asks `shouldSelect` first and
  /// tells `didSelect` after the request. Returns nil when the delegate refused.
  @discardableResult
  public func userSelect(index: Int) -> TransitionContext? {
    guard viewControllers.indices.contains(index) else { return select(index: index) }
    let target = viewControllers[index]
    if let delegate {
      let allowed = delegate.tabBarController(self, shouldSelect: target)
      engine.trace.record(
        .delegateCall,
        [("call", "tabBarController(_:shouldSelect:)"), ("result", "\(allowed)")])
      guard allowed else { return nil }
    }
    let context = select(index: index)
    if let delegate {
      engine.trace.record(.delegateCall, [("call", "tabBarController(_:didSelect:)")])
      delegate.tabBarController(self, didSelect: target)
    }
    return context
  }

  /// The tab transition in flight, if any.
  public var currentTransition: TransitionContext? {
    engine.transitions.first(where: { ($0.participant as? TabParticipant)?.tabs === self })
  }

  func restoreSelection(_ index: Int) {
    selectedIndex = index
    traceSelection()
  }

  private func traceSelection() {
    engine.trace.record(
      .containerState, [("tabBar", "\(self)"), ("selectedIndex", "\(selectedIndex)")])
  }
}

/// What `UITabBarController` does around a tab change animator.
final class TabParticipant: TransitionParticipant {
  unowned let tabs: TabBarController
  let previousIndex: Int

  init(tabs: TabBarController, previousIndex: Int) {
    self.tabs = tabs
    self.previousIndex = previousIndex
  }

  private var isVisible: Bool { tabs.appearanceState == .appeared }
  var containerController: ViewController? { tabs }

  func prepare(_ context: TransitionContext) {
    ContainerSwap.prepare(
      context, fromStart: context.containerView.bounds, isVisible: isVisible)
  }

  func finish(_ context: TransitionContext, didComplete: Bool) {
    ContainerSwap.finish(context, didComplete: didComplete, isVisible: isVisible) {
      if !didComplete { tabs.restoreSelection(previousIndex) }
    }
  }
}
