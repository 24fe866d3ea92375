import Testing
import TransitionEngine

@Suite("Autoresizing masks")
struct AutoresizingMaskTests {
  /// A 400 x 300 parent holding a child at (100, 50, 200, 100): margins left 100,
  /// right 100, top 50, bottom 150.
  private struct MaskScene {
    let engine = Engine()
    let parent: View
    let child: View

    init(mask: AutoresizingMask) {
      parent = engine.makeView(name: "parent", frame: Rect(x: 0, y: 0, width: 400, height: 300))
      child = engine.makeView(name: "child", frame: Rect(x: 100, y: 50, width: 200, height: 100))
      child.autoresizingMask = mask
      parent.addSubview(child)
    }

    /// Grows the parent by 100 x 60.
    func grow() { parent.frame = Rect(x: 0, y: 0, width: 500, height: 360) }
  }

  @Test(
    "each mask shares the growth among its flexible parts in proportion",
    arguments: [
      (AutoresizingMask(), Rect(x: 100, y: 50, width: 200, height: 100)),
      (.flexibleLeftMargin, Rect(x: 200, y: 50, width: 200, height: 100)),
      (.flexibleWidth, Rect(x: 100, y: 50, width: 300, height: 100)),
      (.flexibleRightMargin, Rect(x: 100, y: 50, width: 200, height: 100)),
      (.flexibleTopMargin, Rect(x: 100, y: 110, width: 200, height: 100)),
      (.flexibleHeight, Rect(x: 100, y: 50, width: 200, height: 160)),
      (.flexibleBottomMargin, Rect(x: 100, y: 50, width: 200, height: 100)),
      // width 200 and the right margin 100 share +100: 2/3 and 1/3.
      (
        AutoresizingMask([.flexibleWidth, .flexibleRightMargin]),
        Rect(x: 100, y: 50, width: 266.6666666666667, height: 100)
      ),
      // left 100, width 200, right 100 share +100 as 1:2:1.
      (
        AutoresizingMask([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]),
        Rect(x: 125, y: 50, width: 250, height: 100)
      ),
      // top 50 and bottom 150 share +60 as 1:3: the view moves down 15.
      (
        AutoresizingMask([.flexibleTopMargin, .flexibleBottomMargin]),
        Rect(x: 100, y: 65, width: 200, height: 100)
      ),
      (
        AutoresizingMask([.flexibleWidth, .flexibleHeight]),
        Rect(x: 100, y: 50, width: 300, height: 160)
      ),
    ] as [(AutoresizingMask, Rect)])
  func masks(mask: AutoresizingMask, expected: Rect) {
    let scene = MaskScene(mask: mask)
    scene.grow()
    #expect(scene.child.frame == expected)
  }

  @Test("a view made in code has an empty mask and translates it into constraints")
  func defaults() {
    let engine = Engine()
    let view = engine.makeView(name: "v")
    #expect(view.autoresizingMask.isEmpty)
    #expect(view.translatesAutoresizingMaskIntoConstraints)
  }

  @Test("the raw values are UIKit's")
  func rawValues() {
    #expect(
      [
        AutoresizingMask.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
        .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin,
      ].map(\.rawValue) == [1, 2, 4, 8, 16, 32])
  }

  @Test("flexible parts that are all zero long share the change equally")
  func zeroLengths() {
    let mask: AutoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
    let frame = mask.frame(
      resizing: Rect(x: 0, y: 0, width: 0, height: 10), from: Size(width: 0, height: 10),
      to: Size(width: 100, height: 10))
    #expect(frame == Rect(x: 50, y: 0, width: 50, height: 10))
  }

  @Test("a view that opted out of autoresizing keeps its frame")
  func optedOut() {
    let scene = MaskScene(mask: .flexibleWidth)
    scene.child.translatesAutoresizingMaskIntoConstraints = false
    scene.grow()
    #expect(scene.child.frame == Rect(x: 100, y: 50, width: 200, height: 100))
  }

  @Test("resizing the window resizes a flexible view of the root, and its subviews in turn")
  func window() {
    let engine = Engine(
      configuration: Engine.Configuration(windowSize: Size(width: 400, height: 800)))
    let bar = engine.makeView(name: "bar", frame: Rect(x: 0, y: 0, width: 400, height: 44))
    bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    let button = engine.makeView(name: "button", frame: Rect(x: 350, y: 0, width: 50, height: 44))
    button.autoresizingMask = .flexibleLeftMargin
    bar.addSubview(button)
    engine.window.rootView.addSubview(bar)
    engine.window.resize(to: Size(width: 800, height: 400))
    #expect(bar.frame == Rect(x: 0, y: 0, width: 800, height: 44))
    #expect(button.frame == Rect(x: 750, y: 0, width: 50, height: 44))
  }

  @Test("inside an animation block the autoresized frame animates")
  func animates() {
    let scene = MaskScene(mask: .flexibleWidth)
    scene.engine.animate(withDuration: 1, options: .curveLinear) { scene.grow() }
    #expect(scene.child.frame.width == 300)
    scene.engine.advance(by: 0.5)
    #expect(scene.child.presentation.frame.width == 250)
  }
}
