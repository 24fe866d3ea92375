import Testing
import TransitionEngine

@Suite("Standalone layers and masks")
struct StandaloneLayerTests {
  private let engine = Engine()

  private func box(_ name: String) -> View {
    engine.makeWindowView(name: name, frame: Rect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test("a standalone sublayer is among the sublayers, in order, but not among the subviews")
  func sublayerOrder() {
    let host = box("host")
    let first = engine.makeView(name: "first")
    let layer = engine.makeLayer(name: "dim")
    let second = engine.makeView(name: "second")
    host.addSubview(first)
    host.addSublayer(layer)
    host.addSubview(second)
    #expect(host.subviews.map(\.name) == ["first", "second"])
    #expect(host.sublayers.map(\.name) == ["first", "dim", "second"])
    #expect(layer.superlayer === host)
    // insertSubview(at:) counts subviews: index 1 is before "second", after the layer.
    let third = engine.makeView(name: "third")
    host.insertSubview(third, at: 1)
    #expect(host.sublayers.map(\.name) == ["first", "dim", "third", "second"])
    let top = engine.makeLayer(name: "top")
    host.insertSublayer(top, at: 0)
    host.insertSublayer(engine.makeLayer(name: "above"), above: first)
    host.insertSublayer(engine.makeLayer(name: "below"), below: second)
    #expect(
      host.sublayers.map(\.name) == ["top", "first", "above", "dim", "third", "below", "second"])
    layer.removeFromSuperlayer()
    #expect(layer.superlayer == nil)
    #expect(host.subviews.map(\.name) == ["first", "third", "second"])
  }

  @Test("a standalone layer is sampled and drawn with its content; the subviews skip it")
  func sampled() {
    let host = box("host")
    let shape = engine.makeLayer(name: "ring", kind: .shape)
    var style = ShapeStyle()
    style.path = Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 40))
    style.strokeColor = .white
    shape.content = .shape(style)
    host.addSublayer(shape)
    let samples = engine.sampler.sample()
    let ring = samples.first { $0.name == "ring" }
    #expect(ring?.isLayerOnly == true)
    #expect(ring?.superviewID == host.id)
    #expect(ring?.content == .shape(style))
    #expect(samples.first { $0.name == "host" }?.isLayerOnly == false)
  }

  @Test("a mask is sampled right after the layer it masks, marked, and named by maskID")
  func maskSample() {
    let host = box("host")
    let child = engine.makeView(name: "child")
    host.addSubview(child)
    let mask = engine.makeLayer(name: "reveal", kind: .shape)
    host.setMask(mask)
    let samples = engine.sampler.sample()
    let names = samples.map(\.name)
    #expect(names.firstIndex(of: "reveal") == names.firstIndex(of: "host").map { $0 + 1 })
    let hostSample = samples.first { $0.name == "host" }
    let maskSample = samples.first { $0.name == "reveal" }
    #expect(hostSample?.maskID == mask.id)
    #expect(maskSample?.isMask == true)
    #expect(maskSample?.superviewID == host.id)
    #expect(mask.maskedLayer === host)
    #expect(mask.superlayer == nil)
    // The mask's own changes reach the next sample.
    mask.alpha = 0.5
    engine.runUntilIdle()
    #expect(engine.sampler.sample().first { $0.name == "reveal" }?.state.alpha == 0.5)
    host.setMask(nil)
    #expect(mask.maskedLayer == nil)
    #expect(!engine.sampler.sample().contains { $0.name == "reveal" })
  }

  @Test("a layer cannot mask itself or an ancestor; the engine warns")
  func maskRefused() {
    let host = box("host")
    let child = engine.makeLayer(name: "child")
    host.addSublayer(child)
    child.setMask(host)
    child.setMask(child)
    #expect(child.mask == nil)
    #expect(engine.violations.count == 2)
  }

  @Test("a mask taken for a layer leaves its superlayer")
  func maskLeavesSuperlayer() {
    let host = box("host")
    let layer = engine.makeLayer(name: "layer")
    host.addSublayer(layer)
    let other = box("other")
    other.setMask(layer)
    #expect(host.sublayers.isEmpty)
    #expect(other.mask === layer)
  }
}
