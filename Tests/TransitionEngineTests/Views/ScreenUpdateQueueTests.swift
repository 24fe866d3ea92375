import Testing

@testable import TransitionEngine

/// The views waiting for the next screen update are not kept alive by waiting, and each
/// one still in the window is drawn by it.
@Suite struct ScreenUpdateQueueTests {
  /// An engine past its first screen update.
  static func engineAfterFirstUpdate() -> Engine {
    let engine = Engine()
    engine.advance(by: 0)
    return engine
  }

  /// A 10-point square view of `engine` named `name`.
  static func square(_ engine: Engine, _ name: String) -> View {
    engine.makeView(name: name, frame: Rect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test("a view let go of on the turn it entered the window goes at once; the others are drawn")
  func droppedWhileWaiting() {
    let engine = Engine()
    let root = engine.window.rootView
    engine.advance(by: 0)
    let first = engine.makeView(name: "first", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    root.addSubview(first)
    weak var dropped: View?
    do {
      let view = engine.makeView(name: "dropped", frame: Rect(x: 0, y: 0, width: 10, height: 10))
      root.addSubview(view)
      view.removeFromSuperview()
      dropped = view
    }
    #expect(dropped == nil)
    let last = engine.makeView(name: "last", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    root.addSubview(last)
    #expect(!engine.viewsAwaitingDraw.isEmpty)
    #expect(!first.hasBeenDrawn && !last.hasBeenDrawn)
    engine.advance(by: 0)
    #expect(first.hasBeenDrawn && last.hasBeenDrawn)
    #expect(engine.viewsAwaitingDraw.isEmpty)
  }

  @Test(
    "a view added twice on one turn waits once; one taken out of the window before the update is not drawn",
    arguments: [false, true])
  func addedTwice(removedBeforeUpdate: Bool) {
    let engine = Engine()
    let root = engine.window.rootView
    engine.advance(by: 0)
    let view = engine.makeView(name: "card", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    root.addSubview(view)
    view.removeFromSuperview()
    root.addSubview(view)
    if removedBeforeUpdate { view.removeFromSuperview() }
    engine.advance(by: 0)
    #expect(view.hasBeenDrawn == !removedBeforeUpdate)
    #expect(engine.viewsAwaitingDraw.isEmpty)
    // Taken out and let go of after the update, it has nothing left to clear.
    view.removeFromSuperview()
    weak var gone = view
    _ = consume view
    #expect(gone == nil)
  }

  @Test("a view drawn with a waiting ancestor leaves the queue; the update draws the rest")
  func drawnWithAncestor() {
    let engine = Self.engineAfterFirstUpdate()
    let container = Self.square(engine, "c")
    engine.window.rootView.addSubview(container)
    let children = (0..<3).map { Self.square(engine, "v\($0)") }
    for child in children { container.addSubview(child) }
    let layer = engine.makeLayer(name: "layer")
    container.addSublayer(layer)
    #expect(engine.viewsAwaitingDraw.waitingCount == 5)
    engine.advance(by: 0)
    #expect(container.hasBeenDrawn && children.allSatisfy(\.hasBeenDrawn))
    // A standalone layer is not drawn by its superlayer's walk; it waits for its own turn.
    #expect(layer.hasBeenDrawn)
    #expect(engine.viewsAwaitingDraw.isEmpty)
    #expect(children.allSatisfy { $0.awaitedScreenUpdate == nil })
  }

  @Test("a snapshot after screen updates takes the view out; taken out and back, it waits again")
  func drawnBySnapshot() {
    let engine = Self.engineAfterFirstUpdate()
    let root = engine.window.rootView
    let card = Self.square(engine, "card")
    root.addSubview(card)
    #expect(engine.viewsAwaitingDraw.waitingCount == 1)
    _ = card.snapshotView(afterScreenUpdates: true)
    #expect(card.hasBeenDrawn)
    #expect(engine.viewsAwaitingDraw.waitingCount == 0)
    // Out of the window, given a child there, and back on the same turn: the update draws
    // the child, which waited with nothing of its own.
    card.removeFromSuperview()
    let child = Self.square(engine, "child")
    card.addSubview(child)
    #expect(engine.viewsAwaitingDraw.waitingCount == 0)
    root.addSubview(card)
    #expect(engine.viewsAwaitingDraw.waitingCount == 1)
    #expect(!child.hasBeenDrawn)
    engine.advance(by: 0)
    #expect(child.hasBeenDrawn)
    #expect(engine.viewsAwaitingDraw.isEmpty)
  }
}
