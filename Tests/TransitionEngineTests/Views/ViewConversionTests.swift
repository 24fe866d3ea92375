import Testing
import TransitionEngine

/// A window with `parent` at (10, 20, 200, 200), `child` at (5, 5, 50, 50) inside it and
/// `sibling` at (100, 100, 20, 20) inside it too.
private struct Nest {
  let engine = Engine()
  let parent: View
  let child: View
  let sibling: View

  init() {
    parent = engine.makeWindowView(
      name: "parent", frame: Rect(x: 10, y: 20, width: 200, height: 200))
    child = engine.makeView(name: "child", frame: Rect(x: 5, y: 5, width: 50, height: 50))
    sibling = engine.makeView(name: "sibling", frame: Rect(x: 100, y: 100, width: 20, height: 20))
    parent.addSubview(child)
    parent.addSubview(sibling)
  }
}

@Suite("View coordinate conversion")
struct ViewConversionTests {
  @Test("converting to nil gives window coordinates by adding each frame origin")
  func toWindow() {
    let nest = Nest()
    #expect(nest.child.convert(Point(x: 1, y: 1), to: nil) == Point(x: 16, y: 26))
    #expect(
      nest.child.convert(Point(x: 1, y: 1), to: nest.engine.window.rootView) == Point(x: 16, y: 26))
  }

  @Test("converting from nil is the inverse of converting to nil")
  func fromWindow() {
    let nest = Nest()
    #expect(nest.child.convert(Point(x: 16, y: 26), from: nil) == Point(x: 1, y: 1))
  }

  @Test("converting to the superview, to a subview and to a sibling")
  func betweenRelatives() {
    let nest = Nest()
    #expect(nest.child.convert(Point(x: 1, y: 1), to: nest.parent) == Point(x: 6, y: 6))
    #expect(nest.parent.convert(Point(x: 6, y: 6), to: nest.child) == Point(x: 1, y: 1))
    #expect(nest.child.convert(Point.zero, to: nest.sibling) == Point(x: -95, y: -95))
    #expect(nest.sibling.convert(Point(x: -95, y: -95), to: nest.child) == Point.zero)
    #expect(nest.child.convert(Point(x: -95, y: -95), from: nest.sibling) == Point.zero)
  }

  @Test("a superview's bounds origin scrolls its subviews")
  func boundsOrigin() {
    let nest = Nest()
    nest.parent.bounds = Rect(x: 0, y: 100, width: 200, height: 200)
    #expect(nest.child.convert(Point.zero, to: nil) == Point(x: 15, y: -75))
    #expect(nest.parent.frame == Rect(x: 10, y: 20, width: 200, height: 200))
  }

  @Test("a superview's scale applies about its centre")
  func scaledSuperview() {
    let engine = Engine()
    let parent = engine.makeWindowView(
      name: "parent", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let child = engine.makeView(name: "child", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    parent.addSubview(child)
    parent.transform = AffineTransform(scaleX: 2, y: 2)
    #expect(child.convert(Point.zero, to: nil) == Point(x: -50, y: -50))
    #expect(child.convert(child.bounds, to: nil) == Rect(x: -50, y: -50, width: 20, height: 20))
    #expect(child.convert(Point(x: -30, y: -30), from: nil) == Point(x: 10, y: 10))
  }

  @Test("a rotated rectangle converts to the bounding box of its corners")
  func rotatedSuperview() {
    let engine = Engine()
    let view = engine.makeWindowView(name: "view", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    view.transform = AffineTransform(rotationAngle: .pi / 2)
    #expect(view.convert(Point(x: 100, y: 50), to: nil) == Point(x: 50, y: 100))
    #expect(
      view.convert(Rect(x: 0, y: 0, width: 100, height: 50), to: nil)
        == Rect(x: 50, y: 0, width: 50, height: 100))
  }

  @Test(
    "converting there and back returns the point",
    arguments: [Point.zero, Point(x: 12.5, y: -7), Point(x: 300, y: 40), Point(x: -1, y: 999)])
  func roundTrip(point: Point) {
    let nest = Nest()
    nest.parent.transform = AffineTransform(rotationAngle: 0.4).scaledBy(x: 1.5, y: 0.75)
    nest.child.bounds = Rect(x: 3, y: -8, width: 50, height: 50)
    let there = nest.child.convert(point, to: nest.sibling)
    expectClose(nest.sibling.convert(there, to: nest.child), point, tolerance: 1e-9)
    expectClose(nest.child.convert(there, from: nest.sibling), point, tolerance: 1e-9)
  }

  @Test("conversion uses model values, not what is on screen mid-animation")
  func usesModel() {
    let nest = Nest()
    nest.engine.animate(withDuration: 1) {
      nest.parent.frame = Rect(x: 110, y: 20, width: 200, height: 200)
    }
    nest.engine.advance(by: 0.5)
    #expect(nest.parent.presentation.frame.origin.x != 110)
    #expect(nest.child.convert(Point.zero, to: nil) == Point(x: 115, y: 25))
  }
}
