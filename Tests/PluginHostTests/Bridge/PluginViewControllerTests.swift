import Foundation
import Testing
import TranshostTestSupport
import TransitionEngine

@testable import PluginHost

/// The app's own view controllers, defined in a C plugin (view_controllers.c): made by
/// id through the object factory, their views built in `load_view`, their style set in
/// `view_did_load`, appearance callbacks reaching them, animators casting to them, and
/// every misuse of the controller callbacks refused and reported.
@Suite(.serialized) struct PluginViewControllerTests {
  /// A rig over view_controllers.c, built once per test.
  static func rig() throws -> (PluginRig, LoadedPlugin) {
    let directory = try TestDirectory.make("view-controllers")
    try FixtureCompiler.compile("view_controllers", into: directory)
    let rig = PluginRig(directories: [directory])
    let plugin = try #require(rig.registry.entries.first?.plugin)
    return (rig, plugin)
  }

  /// A rig whose window's root is the plugin's controller `id`, run until idle.
  static func rigShowing(_ id: String, name: String) throws -> (PluginRig, ViewController) {
    let (rig, plugin) = try rig()
    let controller = try rig.bridge.makeController(id, name: name, plugin: plugin).get()
    rig.engine.window.rootViewController = controller
    rig.engine.runUntilIdle()
    return (rig, controller)
  }

  /// The messages the plugin logged, in order.
  static func said(_ rig: PluginRig) -> [String] { rig.bridge.messages.map(\.text) }

  @Test(
    "a plugin's controller is made by id; its load_view builds the root view with a named subview, view_did_load sets the style custom"
  )
  func loadsThroughThePlugin() throws {
    let (rig, plugin) = try Self.rig()
    let card = try rig.bridge.makeController(
      "org.fixture.card", name: "card", plugin: plugin
    ).get()
    #expect(card.name == "card")
    #expect(card.pluginID == "org.fixture.card")
    #expect(!card.isViewLoaded)
    #expect(Self.said(rig).isEmpty)
    let view = card.view
    #expect(view.name == "card.root")
    #expect(view.frame == Rect(x: 0, y: 422, width: 390, height: 422))
    #expect(view.subviews.map(\.name) == ["badge"])
    #expect(card.modalPresentationStyle == .custom)
    #expect(
      Self.said(rig) == ["card load_view: set_view 0", "card view_did_load: style 4"])
    #expect(rig.engine.violations.isEmpty)
  }

  @Test(
    "controller_view loads a lazy controller's view; controller_is_view_loaded tells before and after"
  )
  func controllerViewLoads() throws {
    let (rig, plugin) = try Self.rig()
    let card = try rig.bridge.makeController("org.fixture.card", name: "card", plugin: plugin)
      .get()
    let host = rig.bridge.hostForTesting
    let handle = UInt64(card.id)
    #expect(host.pointee.controller_is_view_loaded(host, handle) == false)
    let view = host.pointee.controller_view(host, handle)
    #expect(view == UInt64(card.view.id))
    #expect(host.pointee.controller_is_view_loaded(host, handle) == true)
    #expect(Self.said(rig).first == "card load_view: set_view 0")
  }

  @Test(
    "presenting and dismissing a plugin's controller: loading first, then every appearance callback in UIKit's order, after the engine's bookkeeping; destroy at the end of the run"
  )
  func appearanceInOrder() throws {
    let (rig, plugin) = try Self.rig()
    let card = try rig.bridge.makeController("org.fixture.card", name: "card", plugin: plugin)
      .get()
    card.transitioningDelegate = rig.resolver
    let presentation = try #require(rig.home.present(card, animated: true))
    rig.engine.runUntilIdle()
    #expect(presentation.phase == .completed)
    #expect(presentation.presentationStyle == .custom)
    _ = try #require(card.dismiss(animated: true))
    rig.engine.runUntilIdle()
    #expect(
      Self.said(rig) == [
        "card load_view: set_view 0", "card view_did_load: style 4",
        "card view_will_appear(true)",
        "from 'home' is not a card (status 0)", "to 'card' is card 1 (magic ok), badge 'badge'",
        "card view_did_appear(true)", "card view_will_disappear(true)",
        "from 'card' is card 1 (magic ok), badge 'badge'", "to 'home' is not a card (status 0)",
        "card view_did_disappear(true)",
      ])
    #expect(
      rig.engine.trace.events(of: .appearance)
        .filter { $0[field: "controller"] == "card" }.compactMap { $0[field: "call"] } == [
          "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear",
          "viewDidDisappear",
        ])
    #expect(rig.engine.violations.isEmpty)
  }

  @Test("the host destroys a plugin's controllers when the run ends, once, and calls them no more")
  func destroyedAtTheEndOfTheRun() throws {
    let (rig, plugin) = try Self.rig()
    let card = try rig.bridge.makeController("org.fixture.card", name: "card", plugin: plugin)
      .get()
    var said: [String] = []
    rig.bridge.onMessage = { said.append($0.text) }
    rig.bridge.reset()
    #expect(said == ["destroy card 1"])
    #expect(card.isDestroyed)
    _ = card.view
    card.viewWillAppear(true)
    rig.bridge.reset()
    #expect(said == ["destroy card 1"])
    #expect(card.view.name == "card.view")
  }

  @Test(
    "an animator casts the context's controllers to the plugin's own class with controller_instance and reads its data; a host controller is not one"
  )
  func animatorCasts() throws {
    let (rig, plugin) = try Self.rig()
    let card = try rig.bridge.makeController("org.fixture.card", name: "card", plugin: plugin)
      .get()
    card.transitioningDelegate = rig.resolver
    _ = try #require(rig.home.present(card, animated: true))
    rig.engine.runUntilIdle()
    #expect(rig.chosenAnimators == ["org.fixture.vc-cast"])
    let casts = Self.said(rig).filter { $0.hasPrefix("from") || $0.hasPrefix("to") }
    #expect(
      casts == [
        "from 'home' is not a card (status 0)", "to 'card' is card 1 (magic ok), badge 'badge'",
      ])
  }

  @Test(
    "a plugin presents from inside its own call (view_did_appear) with controller_present; the completion runs with finished true"
  )
  func presentsFromAPluginCall() throws {
    let (rig, presenter) = try Self.rigShowing("org.fixture.presenter", name: "presenter")
    let sheet = try #require(presenter.presentedViewController as? PluginViewController)
    #expect(sheet.name == "sheet")
    #expect(sheet.presentingViewController === presenter)
    #expect(
      Self.said(rig) == [
        "presenter load_view: set_view 0", "presenter view_did_load: style 4",
        "presenter view_will_appear(false)", "presenter view_did_appear(false)",
        "sheet load_view: set_view 0", "sheet view_did_load: style 4",
        "presenter controller_present: 0", "sheet view_will_appear(true)",
        "sheet view_did_appear(true)", "presenter presented, finished 1",
      ])
    #expect(rig.engine.violations.isEmpty)
  }

  @Test(
    "controller_dismiss lower in a presentation stack dismisses everything above, animating only the top; the completion runs once, at the end"
  )
  func dismissesAStack() throws {
    let (rig, stacker) = try Self.rigShowing("org.fixture.stacker", name: "stacker")
    let dismissal = Self.said(rig).drop { $0 != "top presented, finished 1" }
    #expect(
      Array(dismissal) == [
        "top presented, finished 1", "stacker controller_dismiss: 0",
        "top view_will_disappear(true)", "middle view_will_disappear(false)",
        "top view_did_disappear(true)", "middle view_did_disappear(false)",
        "stack dismissed, finished 1",
      ])
    #expect(stacker.presentedViewController == nil)
    let onScreen = rig.engine.window.rootView.subviews
    #expect(onScreen.count == 1 && onScreen.first === stacker.view)
    #expect(rig.engine.violations.isEmpty, "\(rig.engine.violations)")
  }

  @Test(
    "controller_present of a controller already on screen is refused with BAD_STATE and reported, naming the plugin and the call"
  )
  func refusedPresentation() throws {
    let (rig, _) = try Self.rig()
    let host = rig.bridge.hostForTesting
    let (detail, home) = (rig.bridge.handle(for: rig.detail), rig.bridge.handle(for: rig.home))
    let status = rig.bridge.calling("org.fixture.card") {
      host.pointee.controller_present(host, detail, home, false, nil, nil)
    }
    #expect(status == Status.badState)
    #expect(
      rig.engine.violations.map { "\($0)" } == [
        "'home' is already on screen; a controller can be presented only once",
        "plugin 'org.fixture.card' called controller_present: presenting 'home' from 'detail' was "
          + "refused (reported above); the call was ignored",
      ])
  }

  @Test(
    "misused controller callbacks are refused and reported, nothing changes: set_view outside load_view, unknown settings, a bad style, a read-only setting, a stale handle, another thread"
  )
  func misuseIsReported() throws {
    let (rig, plugin) = try Self.rig()
    let misuse = try rig.bridge.makeController("org.fixture.misuse", name: "misuse", plugin: plugin)
      .get()
    misuse.loadViewIfNeeded()
    #expect(
      Self.said(rig) == [
        "misuse load_view: set_view 0",
        "misuse set_view outside load_view: \(Status.badState)",
        "get_setting 99: 0, last_status \(Status.invalidArgument)",
        "misuse set_setting 99: \(Status.invalidArgument)",
        "misuse set style 42: \(Status.invalidArgument)",
        "misuse set isBeingPresented: \(Status.invalidArgument)",
        "misuse stale handle: \(Status.invalidHandle)",
        "from another thread: is_view_loaded 0, set_setting \(Status.badState)",
        "misuse style still -2",
      ])
    #expect(misuse.modalPresentationStyle == .automatic)
    #expect(misuse.view.name == "card.root")
    let prefix = "plugin 'org.fixture.misuse' called "
    let thread =
      ": it came from a thread other than the host's; call the host only on the thread that "
      + "called the plugin"
    #expect(
      rig.engine.violations.map { "\($0)" }
        == [
          prefix
            + "controller_set_view: 'misuse' is not loading its view; set the view only from its load_view",
          prefix + "controller_get_setting: 99 is not a TRANSHOST_CONTROLLER_* setting; use 0...4",
          prefix + "controller_set_setting: 99 is not a TRANSHOST_CONTROLLER_* setting; use 0...4",
          prefix
            + "controller_set_setting: 42 is not a TRANSHOST_STYLE_* value (modalPresentationStyle); use -2...7",
          prefix
            + "controller_set_setting: setting 3 (isBeingPresented, isBeingDismissed) is read only",
          prefix + "controller_set_setting: 987654 is not a view controller handle",
          prefix + "controller_is_view_loaded" + thread, prefix + "controller_set_setting" + thread,
        ].map { $0 + "; the call was ignored" })
  }

  @Test(
    "create_controller that returns no controller, or one it did not make, is a typed error naming the object id",
    arguments: [
      (
        "org.fixture.nothing",
        "plugin 'org.fixture.nothing' returned TRANSHOST_OK from create_controller but no controller; make it with controller_create and return its handle"
      ),
      (
        "org.fixture.foreign",
        "plugin 'org.fixture.foreign' returned controller 1 from create_controller, which it did not make with controller_create during that call; return the controller it made"
      ),
      (
        "org.fixture.unknown",
        "plugin 'org.fixture.unknown' could not create a view controller: create_controller returned -1 (TRANSHOST_E_INVALID_ARGUMENT)"
      ),
    ])
  func badCreation(id: String, message: String) throws {
    let (rig, plugin) = try Self.rig()
    switch rig.bridge.makeController(id, name: "x", plugin: plugin) {
    case .success(let controller): Issue.record("made \(controller)")
    case .failure(let error): #expect(error.description == message)
    }
  }

  @Test("a plugin without an object factory is named with its file")
  func noObjectFactory() throws {
    let directory = try TestDirectory.make("no-object-factory")
    let library = try FixtureCompiler.compile("good", into: directory)
    let rig = PluginRig(directories: [directory])
    let plugin = try #require(rig.registry.entries.first?.plugin)
    switch rig.bridge.makeController("org.fixture.card", name: "card", plugin: plugin) {
    case .success: Issue.record("made a controller without an object factory")
    case .failure(let error):
      #expect(
        error.description
          == "plugin 'org.fixture.card' ('\(library.path)') offers no object factory "
          + "(org.transhost.object-factory/1); its get_factory must return one to serve view controllers"
      )
    }
  }

  @Test("making a controller outside a run is refused with a typed error")
  func noRun() throws {
    let (rig, plugin) = try Self.rig()
    rig.bridge.attach(nil)
    switch rig.bridge.makeController("org.fixture.card", name: "card", plugin: plugin) {
    case .success: Issue.record("made a controller without a run")
    case .failure(let error):
      #expect(
        error.description
          == "view controller 'org.fixture.card' can only be made during a run; attach the host to an engine first"
      )
    }
  }
}
