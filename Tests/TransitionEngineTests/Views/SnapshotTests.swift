import Testing
import TransitionEngine

/// A window with `card#2` at (20, 100, 200, 120) holding `label#3` at (10, 10, 80, 20),
/// drawn once: the clock turned with them in the window.
private struct Card {
  let engine = Engine()
  let card: View
  let label: View

  init() {
    _ = engine.window
    card = engine.makeWindowView(name: "card", frame: Rect(x: 20, y: 100, width: 200, height: 120))
    label = engine.makeView(name: "label", frame: Rect(x: 10, y: 10, width: 80, height: 20))
    card.addSubview(label)
    card.backgroundColor = .white
    engine.advance(by: 0)
  }
}

@Suite("Snapshot views")
struct SnapshotTests {
  @Test(
    "a snapshot is a new loose view the size of the source's bounds",
    arguments: [false, true])
  func shape(afterScreenUpdates: Bool) throws {
    let scene = Card()
    let snapshot = scene.card.snapshotView(afterScreenUpdates: afterScreenUpdates)
    #expect(snapshot.name == "snapshot(card)")
    #expect(snapshot.frame == Rect(x: 0, y: 0, width: 200, height: 120))
    #expect(snapshot.superview == nil)
    #expect(snapshot.subviews.isEmpty)
    let content = try #require(snapshot.snapshotContent)
    #expect(content.name == "card")
    #expect(content.viewCount == 2)
    #expect(content.subviews.map(\.name) == ["label"])
    #expect(content.state.backgroundColor == .white)
    #expect(scene.engine.violations.isEmpty)
  }

  @Test("the content sits at the snapshot's centre with no transform")
  func contentPlacement() throws {
    let scene = Card()
    scene.card.transform = AffineTransform(scaleX: 2, y: 2)
    let content = try #require(scene.card.snapshotView(afterScreenUpdates: true).snapshotContent)
    #expect(content.state.center == Point(x: 100, y: 60))
    #expect(content.state.transform == .identity)
    #expect(content.state.frame == Rect(x: 0, y: 0, width: 200, height: 120))
  }

  @Test(
    "without screen updates it shows what is on screen; with them it shows the model",
    arguments: [(false, 0.5, 60.0), (true, 0.0, 110.0)])
  func midAnimation(afterScreenUpdates: Bool, alpha: Double, labelX: Double) throws {
    let scene = Card()
    scene.engine.animate(withDuration: 1, options: .curveLinear) {
      scene.card.alpha = 0
      scene.label.frame = Rect(x: 110, y: 10, width: 80, height: 20)
    }
    scene.engine.advance(by: 0.5)
    let content = try #require(
      scene.card.snapshotView(afterScreenUpdates: afterScreenUpdates).snapshotContent)
    expectClose(content.state.alpha, alpha)
    let label = try #require(content.subviews.first)
    expectClose(label.state.frame.origin.x, labelX)
  }

  @Test("a snapshot never follows later changes to its source")
  func frozen() throws {
    let scene = Card()
    let snapshot = scene.card.snapshotView(afterScreenUpdates: false)
    scene.card.alpha = 0.3
    scene.label.removeFromSuperview()
    scene.card.frame = Rect(x: 0, y: 0, width: 10, height: 10)
    let content = try #require(snapshot.snapshotContent)
    #expect(content.state.alpha == 1)
    #expect(content.viewCount == 2)
    #expect(snapshot.frame == Rect(x: 0, y: 0, width: 200, height: 120))
  }

  /// The warning for a snapshot of `view` that was never drawn.
  static func blankWarning(_ view: String) -> String {
    "snapshotView(afterScreenUpdates: false) of '\(view)', which has never been drawn "
      + "(it was not in a window at a screen update), is blank, as on iOS; "
      + "use snapshotView(afterScreenUpdates: true) for a view that is not on screen yet"
  }

  @Test("a view never drawn snapshots as empty without screen updates, and the engine warns")
  func offscreenWithoutUpdates() throws {
    let engine = Engine()
    let loose = engine.makeView(name: "loose", frame: Rect(x: 0, y: 0, width: 50, height: 60))
    loose.addSubview(engine.makeView(name: "inner", frame: Rect(x: 0, y: 0, width: 5, height: 5)))
    let snapshot = loose.snapshotView(afterScreenUpdates: false)
    let content = try #require(snapshot.snapshotContent)
    #expect(content.subviews.isEmpty)
    #expect(content.state.frame == .zero)
    #expect(snapshot.frame == Rect(x: 0, y: 0, width: 50, height: 60))
    #expect(engine.violationMessages == [Self.blankWarning("loose#1")])
    #expect(engine.violations == [.emptySnapshot(view: "loose#1")])
  }

  @Test(
    "a view added to the window on this turn has not been drawn yet: its snapshot without screen updates is blank"
  )
  func addedThisTurn() throws {
    let engine = Engine()
    _ = engine.window
    engine.advance(by: 0)
    let card = engine.makeWindowView(name: "card", frame: Rect(x: 0, y: 0, width: 50, height: 60))
    card.addSubview(engine.makeView(name: "inner", frame: Rect(x: 0, y: 0, width: 5, height: 5)))
    #expect(!card.hasBeenDrawn)
    let content = try #require(card.snapshotView(afterScreenUpdates: false).snapshotContent)
    #expect(content.subviews.isEmpty)
    #expect(engine.violationMessages == [Self.blankWarning("card#2")])
  }

  @Test(
    "a view is drawn once the clock turns with it in the window, and stays drawn out of it",
    arguments: [false, true])
  func drawnAtScreenUpdate(removedAfter: Bool) throws {
    let engine = Engine()
    let card = engine.makeWindowView(name: "card", frame: Rect(x: 0, y: 0, width: 50, height: 60))
    let inner = engine.makeView(name: "inner", frame: Rect(x: 0, y: 0, width: 5, height: 5))
    card.addSubview(inner)
    engine.advance(by: 0)
    #expect(card.hasBeenDrawn && inner.hasBeenDrawn)
    if removedAfter { card.removeFromSuperview() }
    let content = try #require(inner.snapshotView(afterScreenUpdates: false).snapshotContent)
    #expect(content.name == "inner")
    #expect(engine.violations.isEmpty)
  }

  @Test("a view added to a drawn view is not drawn until the next screen update")
  func addedToDrawnView() throws {
    let scene = Card()
    let badge = scene.engine.makeView(name: "badge", frame: Rect(x: 0, y: 0, width: 5, height: 5))
    scene.card.addSubview(badge)
    _ = badge.snapshotView(afterScreenUpdates: false)
    #expect(scene.engine.violationMessages == [Self.blankWarning("badge#4")])
    scene.engine.advance(by: 0.01)
    _ = badge.snapshotView(afterScreenUpdates: false)
    #expect(scene.engine.violations.count == 1)
  }

  @Test("a snapshot after screen updates draws the view: later snapshots without them are full")
  func afterUpdatesDraws() throws {
    let engine = Engine()
    let loose = engine.makeView(name: "loose", frame: Rect(x: 0, y: 0, width: 50, height: 60))
    loose.addSubview(engine.makeView(name: "inner", frame: Rect(x: 0, y: 0, width: 5, height: 5)))
    _ = loose.snapshotView(afterScreenUpdates: true)
    #expect(loose.hasBeenDrawn)
    let content = try #require(loose.snapshotView(afterScreenUpdates: false).snapshotContent)
    #expect(content.viewCount == 2)
    #expect(engine.violations.isEmpty)
  }

  @Test(
    "an animator snapshotting the incoming view without screen updates gets a blank one and a warning; the outgoing view is fine",
    arguments: [TransitionOperation.present, .dismiss])
  func inTransition(_ operation: TransitionOperation) throws {
    let rig = ModalRig(StyleCase.fullScreen)
    if operation == .dismiss { try rig.presentAndSettle() }
    var blank: RenderedView?
    var full: RenderedView?
    rig.animator.prepare = { context in
      let toView = context.viewController(forKey: .to).view
      let fromView = context.viewController(forKey: .from).view
      blank = toView.snapshotView(afterScreenUpdates: false).snapshotContent
      full = fromView.snapshotView(afterScreenUpdates: false).snapshotContent
    }
    _ = operation == .present ? try rig.present() : try rig.dismiss()
    rig.engine.runUntilIdle()
    let toName = operation == .present ? rig.detail.view.description : rig.home.view.description
    // home's view was drawn before the presentation took it out of the window.
    #expect(
      rig.engine.violationMessages == (operation == .present ? [Self.blankWarning(toName)] : []))
    #expect(blank?.subviews.isEmpty == true)
    #expect(full?.name == (operation == .present ? "home.view" : "detail.view"))
  }

  @Test("a view not in a window snapshots fully after screen updates")
  func offscreenWithUpdates() throws {
    let engine = Engine()
    let loose = engine.makeView(name: "loose", frame: Rect(x: 0, y: 0, width: 50, height: 60))
    loose.addSubview(engine.makeView(name: "inner", frame: Rect(x: 0, y: 0, width: 5, height: 5)))
    let content = try #require(loose.snapshotView(afterScreenUpdates: true).snapshotContent)
    #expect(content.viewCount == 2)
    #expect(engine.violations.isEmpty)
  }

  @Test("taking a snapshot records view.snapshot in the trace")
  func traced() {
    let scene = Card()
    _ = scene.card.snapshotView(afterScreenUpdates: true)
    #expect(
      scene.engine.trace.events(of: .snapshot).map(\.description) == [
        "0 view.snapshot view=card#2 snapshot=snapshot(card)#4"
      ])
  }
}
