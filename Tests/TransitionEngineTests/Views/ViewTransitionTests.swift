import Testing
import TransitionEngine

/// `UIView.transition(with:)` and `transition(from:to:)`: the change applies at once, a
/// snapshot of what was on screen fades out over it, and flips and curls are named as
/// approximated once.
@Suite("View transitions")
struct ViewTransitionTests {
  /// A window holding `card`, which holds `front`.
  struct Scene {
    let engine = Engine()
    let card: View
    let front: View
    let back: View

    init() {
      _ = engine.window
      card = engine.makeWindowView(name: "card", frame: Rect(x: 0, y: 0, width: 200, height: 100))
      front = engine.makeView(name: "front", frame: Rect(x: 0, y: 0, width: 200, height: 100))
      back = engine.makeView(name: "back", frame: Rect(x: 0, y: 0, width: 200, height: 100))
      card.addSubview(front)
    }

    /// The snapshot over the card, if one is there.
    var snapshot: View? { card.superview?.subviews.first { $0.name == "snapshot(card)" } }
  }

  @Test("a cross-dissolve applies the change at once and fades a snapshot of the old content out")
  func crossDissolve() throws {
    let scene = Scene()
    var finished: [Bool] = []
    scene.engine.transition(
      with: scene.card, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
      animations: { scene.front.isHidden = true }, completion: { finished.append($0) })
    #expect(scene.front.isHidden)
    let snapshot = try #require(scene.snapshot)
    #expect(snapshot.frame == scene.card.frame)
    scene.engine.advance(to: 0.25)
    #expect(abs(snapshot.presentation.alpha - 0.75) < 1e-9)
    scene.engine.runUntilIdle()
    #expect(scene.snapshot == nil)
    #expect(finished == [true])
    #expect(scene.engine.violations.isEmpty)
  }

  @Test("the curve bits time the fade")
  func curve() throws {
    let scene = Scene()
    scene.engine.transition(
      with: scene.card, duration: 1, options: [.transitionCrossDissolve, .curveEaseIn],
      animations: {})
    let snapshot = try #require(scene.snapshot)
    scene.engine.advance(to: 0.5)
    #expect(abs(snapshot.presentation.alpha - (1 - TimingCurve.easeIn.progress(0.5))) < 1e-9)
  }

  @Test(
    "from:to: swaps the views in the superview, or hides and shows them",
    arguments: [false, true])
  func fromTo(showHide: Bool) {
    let scene = Scene()
    if showHide {
      scene.back.isHidden = true
      scene.card.addSubview(scene.back)
    }
    var options = AnimationOptions(transitionStyle: .flipFromLeft)
    if showHide { options.insert(.showHideTransitionViews) }
    scene.engine.transition(
      from: scene.front, to: scene.back, duration: 0.5, curve: .linear, options: options,
      completion: nil)
    if showHide {
      #expect(scene.front.isHidden && !scene.back.isHidden)
      #expect(scene.card.subviews.map(\.name) == ["front", "back"])
    } else {
      #expect(scene.front.superview == nil)
      #expect(scene.card.subviews.map(\.name) == ["back"])
    }
    #expect(scene.snapshot != nil)
    #expect(
      scene.engine.trace.events(of: .warning).map { $0[field: "message"] ?? "" } == [
        "UIView.transition with .transitionFlipFromLeft is drawn as a cross-dissolve; "
          + "transhost approximates flips and curls"
      ])
    // Once per engine and style.
    scene.engine.runUntilIdle()
    scene.engine.transition(
      with: scene.card, duration: 0.5, options: options, animations: {})
    #expect(scene.engine.trace.events(of: .warning).count == 1)
  }

  @Test("allowAnimatedContent animates the block's own changes over the transition")
  func animatedContent() {
    let scene = Scene()
    scene.engine.transition(
      with: scene.card, duration: 1,
      options: [.transitionCrossDissolve, .curveLinear, .allowAnimatedContent],
      animations: { scene.front.alpha = 0 })
    scene.engine.advance(to: 0.5)
    #expect(abs(scene.front.presentation.alpha - 0.5) < 1e-9)
  }

  @Test("without allowAnimatedContent the block's changes apply at once")
  func contentAtOnce() {
    let scene = Scene()
    scene.engine.transition(
      with: scene.card, duration: 1, options: [.transitionCrossDissolve],
      animations: { scene.front.alpha = 0 })
    #expect(scene.front.presentation.alpha == 0)
  }

  @Test("with no duration nothing is drawn and the completion runs on the next turn")
  func noDuration() {
    let scene = Scene()
    var finished: [Bool] = []
    scene.engine.transition(
      with: scene.card, duration: 0, options: [.transitionCrossDissolve],
      animations: { scene.front.isHidden = true }, completion: { finished.append($0) })
    #expect(scene.snapshot == nil)
    scene.engine.advance(by: 0)
    #expect(finished == [true])
  }
}
