import Testing
import TransitionEngine

/// A lazily loaded controller: a subclass that builds its view in `loadView`, sets its
/// style in `viewDidLoad`, and counts what it was called.
private final class LazyController: ViewController {
  var calls: [String] = []
  var stylePicked: ModalPresentationStyle?
  var builds = true

  init(engine: Engine, name: String, style: ModalPresentationStyle? = nil) {
    stylePicked = style
    super.init(engine: engine, lazilyLoadedName: name)
  }

  override func loadView() {
    calls.append("loadView")
    guard builds else { return }
    let root = engine.makeView(
      name: name + ".root", frame: Rect(x: 0, y: 0, width: 200, height: 300))
    root.addSubview(
      engine.makeView(name: "label", frame: Rect(x: 10, y: 10, width: 50, height: 20)))
    view = root
  }

  override func viewDidLoad() {
    calls.append("viewDidLoad(\(view.name))")
    if let stylePicked { modalPresentationStyle = stylePicked }
  }

  override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
}

/// UIKit loads a controller's view lazily: `loadView`, then `viewDidLoad`, then the
/// appearance callbacks; every engine path that shows a controller loads it first.
@Suite("View controllers load their views lazily, in UIKit's order")
struct ViewLoadingTests {
  @Test(
    "a lazy controller has no view until it is read; reading it runs loadView then viewDidLoad once"
  )
  func loadsOnFirstRead() {
    let engine = Engine()
    let controller = LazyController(engine: engine, name: "card")
    #expect(!controller.isViewLoaded)
    #expect(controller.calls.isEmpty)
    #expect(controller.view.name == "card.root")
    #expect(controller.view.subviews.map(\.name) == ["label"])
    #expect(controller.isViewLoaded)
    controller.loadViewIfNeeded()
    #expect(controller.calls == ["loadView", "viewDidLoad(card.root)"])
    #expect(engine.appearanceCalls(of: controller) == ["loadView", "viewDidLoad"])
  }

  @Test("a loadView that sets no view gets the plain view the size of the window")
  func defaultView() {
    let engine = Engine()
    let controller = LazyController(engine: engine, name: "plain")
    controller.builds = false
    controller.loadViewIfNeeded()
    #expect(controller.view.name == "plain.view")
    #expect(controller.view.frame == Rect(origin: .zero, size: engine.configuration.windowSize))
    #expect(controller.calls == ["loadView", "viewDidLoad(plain.view)"])
  }

  @Test(
    "presenting loads the view before the style is read: a style set in viewDidLoad is used; loading comes before the appearance calls"
  )
  func presentLoadsFirst() throws {
    let engine = Engine()
    let home = ViewController(engine: engine, name: "home")
    engine.window.rootViewController = home
    let detail = LazyController(engine: engine, name: "detail", style: .overFullScreen)
    let context = try #require(home.present(detail, animated: true))
    engine.runUntilIdle()
    #expect(context.presentationStyle == .overFullScreen)
    #expect(context.phase == .completed)
    #expect(
      detail.calls == ["loadView", "viewDidLoad(detail.root)", "viewWillAppear", "viewDidAppear"])
    #expect(
      engine.appearanceCalls(of: detail) == [
        "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear",
      ])
  }

  @Test(
    "the window's root, a pushed controller, a navigation root and a selected tab are loaded before they appear"
  )
  func containersLoadFirst() throws {
    let engine = Engine()
    let root = LazyController(engine: engine, name: "root")
    let navigation = NavigationController(engine: engine, name: "nav", root: root)
    #expect(root.isViewLoaded)
    engine.window.rootViewController = navigation
    let pushed = LazyController(engine: engine, name: "pushed")
    _ = try #require(navigation.pushViewController(pushed, animated: true))
    engine.runUntilIdle()
    #expect(
      Array(pushed.calls.prefix(3)) == ["loadView", "viewDidLoad(pushed.root)", "viewWillAppear"])

    let tabEngine = Engine()
    let first = LazyController(engine: tabEngine, name: "first")
    let second = LazyController(engine: tabEngine, name: "second")
    let tabs = TabBarController(engine: tabEngine, name: "tabs", tabs: [first, second])
    #expect(first.isViewLoaded)
    #expect(!second.isViewLoaded)
    tabEngine.window.rootViewController = tabs
    _ = tabs.select(index: 1, animated: false)
    tabEngine.runUntilIdle()
    #expect(
      Array(second.calls.prefix(3)) == ["loadView", "viewDidLoad(second.root)", "viewWillAppear"])

    let windowEngine = Engine()
    let windowRoot = LazyController(engine: windowEngine, name: "solo")
    windowEngine.window.rootViewController = windowRoot
    #expect(
      windowRoot.calls == ["loadView", "viewDidLoad(solo.root)", "viewWillAppear", "viewDidAppear"])
    #expect(windowRoot.view.superview === windowEngine.window.rootView)
  }

  @Test(
    "an eagerly made controller has its view at once, records no loading calls, and keeps its view id"
  )
  func eagerIsUnchanged() {
    let engine = Engine()
    let controller = ViewController(engine: engine, name: "home")
    #expect(controller.isViewLoaded)
    #expect(controller.view.id == controller.id + 1)
    engine.window.rootViewController = controller
    #expect(engine.appearanceCalls(of: controller) == ["viewWillAppear", "viewDidAppear"])
  }
}
