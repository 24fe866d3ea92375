import Testing
import TransitionEngine

@testable import TransitionScript

/// What ``FrameDrawer`` draws of standalone layers and masks: a `CALayer()` added as a
/// sublayer is drawn in its place among the subviews, and a layer's mask clips it (its
/// shape reduced to a rounded rectangle) without being drawn itself.
@Suite struct FrameDrawerSublayerTests {
  private func card() -> (Engine, View) {
    let engine = Engine()
    let home = ViewController(engine: engine, name: "home")
    engine.window.rootViewController = home
    let card = engine.makeView(name: "card", frame: Rect(x: 20, y: 40, width: 200, height: 100))
    card.backgroundColor = .white
    home.view.addSubview(card)
    return (engine, card)
  }

  @Test("a standalone sublayer is drawn between the subviews it was added among")
  func standaloneSublayer() {
    let (engine, card) = card()
    let below = engine.makeView(name: "below", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    card.addSubview(below)
    let stripe = engine.makeLayer(name: "stripe", frame: Rect(x: 0, y: 90, width: 200, height: 10))
    stripe.backgroundColor = Color(red: 1, green: 0, blue: 0)
    card.addSublayer(stripe)
    let above = engine.makeView(name: "above", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    card.addSubview(above)
    let names = FrameDrawer.draw(engine, time: 0).views.filter { $0.depth == 3 }.map(\.name)
    #expect(names == ["below", "stripe", "above"])
  }

  @Test("a mask clips the layer it masks and is not drawn; a circular shape mask is a circle")
  func masks() throws {
    let (engine, card) = card()
    let mask = engine.makeLayer(
      name: "reveal", kind: .shape, frame: Rect(x: 10, y: 0, width: 100, height: 100))
    var circle = ShapeStyle()
    circle.path = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100))
    mask.content = .shape(circle)
    card.setMask(mask)
    let drawn = FrameDrawer.draw(engine, time: 0).views
    #expect(!drawn.contains { $0.name == "reveal" })
    let masked = try #require(drawn.first { $0.name == "card" })
    #expect(
      masked.layer?.mask
        == DrawnMask(rect: Rect(x: 10, y: 0, width: 100, height: 100), cornerRadius: 50))
  }

  @Test("a plain mask layer clips to its frame and corner radius")
  func plainMask() throws {
    let (engine, card) = card()
    let mask = engine.makeLayer(name: "window", frame: Rect(x: 0, y: 0, width: 200, height: 60))
    // A standalone layer's change animates implicitly unless the transaction says not to.
    engine.beginTransaction()
    engine.setTransactionDisablesActions(true)
    mask.cornerRadius = 12
    _ = engine.commitTransaction()
    card.setMask(mask)
    let masked = try #require(FrameDrawer.draw(engine, time: 0).views.first { $0.name == "card" })
    #expect(
      masked.layer?.mask
        == DrawnMask(rect: Rect(x: 0, y: 0, width: 200, height: 60), cornerRadius: 12))
  }
}
