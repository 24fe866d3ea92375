import Testing

@testable import TransitionEngine

/// The views waiting for the next screen update are not kept alive by waiting, and each
/// one still in the window is drawn by it.
@Suite struct ScreenUpdateQueueTests {
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
}
