import Testing
import TransitionEngine

@Suite("View model state")
struct ViewStateTests {
  @Test("a new state has UIKit's defaults and the frame's centre and size")
  func defaults() {
    let state = ViewState(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    #expect(state.center == Point(x: 60, y: 45))
    #expect(state.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(state.transform == .identity)
    #expect(state.alpha == 1)
    #expect(state.backgroundColor == nil)
    #expect(state.cornerRadius == 0)
    #expect(!state.isHidden && !state.clipsToBounds)
    #expect(state.frame == Rect(x: 10, y: 20, width: 100, height: 50))
  }

  @Test("the bounds origin scrolls the content and does not move the frame")
  func boundsOriginKeepsFrame() {
    var state = ViewState(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    state.bounds.origin = Point(x: 0, y: 300)
    #expect(state.frame == Rect(x: 10, y: 20, width: 100, height: 50))
  }

  @Test(
    "the frame is the bounding box of the transformed bounds around the centre",
    arguments: [
      (AffineTransform(scaleX: 2, y: 2), Rect(x: -40, y: 27.5, width: 200, height: 50)),
      (AffineTransform(translationX: 5, y: -5), Rect(x: 15, y: 35, width: 100, height: 25)),
      (AffineTransform(rotationAngle: .pi / 2), Rect(x: 47.5, y: 2.5, width: 25, height: 100)),
    ])
  func transformedFrame(transform: AffineTransform, expected: Rect) {
    var state = ViewState(frame: Rect(x: 10, y: 40, width: 100, height: 25))
    state.transform = transform
    #expect(state.frame == expected)
  }

  @Test("setting the frame under a scale keeps the visible frame and divides the bounds size")
  func setFrameUnderScale() {
    var state = ViewState(frame: .zero)
    state.transform = AffineTransform(scaleX: 2, y: 4)
    state.setFrame(Rect(x: 0, y: 0, width: 200, height: 400))
    #expect(state.bounds.size == Size(width: 100, height: 100))
    #expect(state.center == Point(x: 100, y: 200))
    #expect(state.frame == Rect(x: 0, y: 0, width: 200, height: 400))
  }

  @Test("setting a view's frame keeps its bounds origin")
  func viewFrameSetter() {
    let engine = Engine()
    let view = engine.makeView(name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    view.bounds = Rect(x: 0, y: 50, width: 10, height: 10)
    view.frame = Rect(x: 20, y: 30, width: 40, height: 60)
    #expect(view.bounds == Rect(x: 0, y: 50, width: 40, height: 60))
    #expect(view.center == Point(x: 40, y: 60))
    #expect(view.frame == Rect(x: 20, y: 30, width: 40, height: 60))
  }

  @Test(
    "each property packs into a vector and back unchanged", arguments: AnimatableProperty.allCases)
  func vectorRoundTrip(property: AnimatableProperty) {
    var source = ViewState(frame: Rect(x: 1, y: 2, width: 30, height: 40))
    source.bounds.origin = Point(x: 3, y: 4)
    source.transform = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    source.alpha = 0.25
    source.backgroundColor = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
    source.cornerRadius = 12
    source.anchorPoint = Point(x: 0.25, y: 0.75)
    source.zPosition = 3
    source.sublayerTransform = Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0)
    source.shadowColor = Color(red: 0.5, green: 0.6, blue: 0.7, alpha: 0.8)
    source.shadowOpacity = 0.3
    source.shadowOffset = Size(width: 2, height: 5)
    source.shadowRadius = 9
    source.borderWidth = 1.5
    source.borderColor = Color(red: 0.9, green: 0.8, blue: 0.7, alpha: 0.6)
    var target = ViewState(frame: .zero)
    target.setVector(source.vector(for: property), for: property)
    #expect(target.vector(for: property) == source.vector(for: property))
    let unchanged = AnimatableProperty.allCases.filter { $0 != property }
    for other in unchanged {
      #expect(target.vector(for: other) == ViewState(frame: .zero).vector(for: other))
    }
  }

  @Test("a nil background colour packs as clear")
  func nilColorIsClear() {
    let state = ViewState(frame: .zero)
    #expect(state.vector(for: .backgroundColor) == AnimatableVector())
  }

  @Test(
    "geometry is additive; alpha, colour and corner radius are replaced",
    arguments: [
      (AnimatableProperty.center, true), (.bounds, true), (.transform, true), (.alpha, false),
      (.backgroundColor, false), (.cornerRadius, false),
    ])
  func additivity(property: AnimatableProperty, isAdditive: Bool) {
    #expect(property.isAdditive == isAdditive)
  }

  @Test("isHidden and clipsToBounds change at once even inside an animation block")
  func nonAnimatableFlags() {
    let engine = Engine()
    let view = engine.makeWindowView(name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    engine.animate(withDuration: 1) {
      view.isHidden = true
      view.clipsToBounds = true
    }
    #expect(view.presentation.isHidden)
    #expect(view.presentation.clipsToBounds)
    #expect(!view.isAnimating)
  }

  @Test("reading a property inside an animation gives the new model value at once")
  func modelReadsAtOnce() {
    let engine = Engine()
    let view = engine.makeWindowView(name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    engine.animate(withDuration: 1) { view.alpha = 0.2 }
    #expect(view.alpha == 0.2)
    #expect(view.model.alpha == 0.2)
    #expect(view.presentation.alpha == 1)
  }
}
