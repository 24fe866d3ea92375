import TransitionEngine

/// A fresh engine for one conformance scenario: a `home` controller holding a `button`,
/// a `detail` controller to show (presented in a style, pushed, or selected as a tab),
/// and a resolver that chooses the animator under test explicitly for both, or maps
/// the delegate under test to the flow's style or operations.
final class ConformanceScene {
  let engine = Engine()
  let bridge: HostBridge
  let resolver: AnimatorResolver
  let home: ViewController
  let detail: ViewController
  let flow: ConformanceTest.Flow
  private var navigation: NavigationController?
  private var tabs: TabBarController?

  /// The name of the view `home` holds, given to view parameters without a default.
  static let sourceViewName = "button"

  /// A scene whose resolver chooses `choice` explicitly (an animator under test), or,
  /// without one, decides by `mappings` (a delegate under test) as in a run.
  init(
    flow: ConformanceTest.Flow, registry: PluginRegistry, choice: ResolvedChoice?,
    mappings: StyleMappings = StyleMappings()
  ) {
    self.flow = flow
    home = ViewController(engine: engine, name: "home")
    detail = ViewController(engine: engine, name: "detail")
    home.view.addSubview(
      engine.makeView(
        name: Self.sourceViewName, frame: Rect(x: 20, y: 700, width: 100, height: 44)))
    bridge = registry.host
    bridge.attach(engine)
    resolver = AnimatorResolver(registry: registry, mappings: mappings)
    switch flow {
    case .modal(let style):
      detail.modalPresentationStyle = style
      detail.transitioningDelegate = resolver
      engine.window.rootViewController = home
    case .navigation:
      let navigation = NavigationController(engine: engine, name: "navigation", root: home)
      navigation.delegate = resolver
      engine.window.rootViewController = navigation
      self.navigation = navigation
    case .tab:
      let tabs = TabBarController(engine: engine, name: "tabs", tabs: [home, detail])
      tabs.delegate = resolver
      engine.window.rootViewController = tabs
      self.tabs = tabs
    }
    if let choice {
      resolver.setExplicitChoice(choice, for: detail)
      resolver.setExplicitChoice(choice, for: home)
    }
  }

  /// The controller a step's transition belongs to: the one the resolver keys its
  /// explicit choice and interactor by.
  func controller(for step: ConformanceTest.Step) -> ViewController {
    flow == .tab && step == .back ? home : detail
  }

  /// Requests a step; nil when the engine refused it (the reason is a violation).
  func start(_ step: ConformanceTest.Step, animated: Bool) -> TransitionContext? {
    switch (flow, step) {
    case (.modal, .forward): return home.present(detail, animated: animated)
    case (.modal, .back): return home.dismiss(animated: animated)
    case (.navigation, .forward):
      return navigation?.pushViewController(detail, animated: animated)
    case (.navigation, .back):
      guard navigation?.popViewController(animated: animated) != nil else { return nil }
      return navigation?.currentTransition
    case (.tab, .forward): return tabs?.select(index: 1)
    case (.tab, .back): return tabs?.select(index: 0)
    }
  }

  /// The view that must hold the detail's view alone once it is shown: the
  /// presentation's container, or the navigation or tab bar controller's content view.
  func host(of context: TransitionContext) -> View {
    navigation?.contentView ?? tabs?.contentView ?? context.containerView
  }

  /// Whether showing the detail takes `home`'s view out of the window: always for
  /// push and tab, for presentations when the style removes the presenter's view.
  var removesHomeView: Bool {
    guard case .modal = flow else { return true }
    return detail.presentationController?.shouldRemovePresentersView ?? false
  }

  /// What the window looks like now, with the model state of `home`'s and `detail`'s
  /// views even when they are out of it.
  func windowState() -> WindowState {
    WindowState(window: engine.window, participants: [home.view, detail.view])
  }
}
