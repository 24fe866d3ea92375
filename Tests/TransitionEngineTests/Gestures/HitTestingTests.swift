import Testing

@testable import TransitionEngine

/// Hit-testing as UIKit's `hitTest(_:with:)`: table-driven over what hides a view from
/// touches.
@Suite struct HitTestingTests {
  /// A window with `back` (0, 0, 200, 200) and, in front of it, `front` (100, 100, 200, 200)
  /// holding `child` (150, 150, 100, 100 in front's coordinates: half outside front).
  struct Stage {
    let engine = Engine()
    let back: View
    let front: View
    let child: View

    init() {
      _ = engine.window
      back = engine.makeWindowView(name: "back", frame: Rect(x: 0, y: 0, width: 200, height: 200))
      front = engine.makeWindowView(
        name: "front", frame: Rect(x: 100, y: 100, width: 200, height: 200))
      child = engine.makeView(name: "child", frame: Rect(x: 150, y: 150, width: 100, height: 100))
      front.addSubview(child)
    }

    func hit(_ x: Double, _ y: Double) -> String {
      engine.window.rootView.hitTest(Point(x: x, y: y))?.name ?? "none"
    }
  }

  @Test(
    "the deepest, frontmost view that takes touches is hit",
    arguments: [
      ("nothing changed, overlap", "", 150.0, 150.0, "front"),
      ("nothing changed, back only", "", 50.0, 50.0, "back"),
      ("nothing changed, child inside front", "", 260.0, 260.0, "child"),
      ("child outside front's bounds is unreachable", "", 320.0, 320.0, "window"),
      ("clipsToBounds changes nothing for it", "clip", 320.0, 320.0, "window"),
      ("front hidden", "hide", 150.0, 150.0, "back"),
      ("front alpha 0.005", "transparent", 150.0, 150.0, "back"),
      ("front alpha 0.01 still counts", "faint", 150.0, 150.0, "front"),
      ("front interaction off", "disable", 150.0, 150.0, "back"),
      ("front interaction off hides its child", "disable", 260.0, 260.0, "window"),
      ("child interaction off: front", "disable-child", 260.0, 260.0, "front"),
      ("back moved in front", "reorder", 150.0, 150.0, "back"),
      ("the maximum edge is outside", "", 300.0, 150.0, "window"),
      ("a transform moves what is hit", "shift", 150.0, 150.0, "back"),
    ] as [(String, String, Double, Double, String)])
  func table(label: String, change: String, x: Double, y: Double, expected: String) {
    let stage = Stage()
    switch change {
    case "clip": stage.front.clipsToBounds = true
    case "hide": stage.front.isHidden = true
    case "transparent": stage.front.alpha = 0.005
    case "faint": stage.front.alpha = 0.01
    case "disable": stage.front.extras.isUserInteractionEnabled = false
    case "disable-child": stage.child.extras.isUserInteractionEnabled = false
    case "reorder": stage.engine.window.rootView.addSubview(stage.back)
    case "shift": stage.front.transform = AffineTransform(translationX: 100, y: 100)
    default: break
    }
    #expect(stage.hit(x, y) == expected, "\(label)")
  }

  @Test("an animation in flight does not move what is hit: the model counts")
  func modelNotPresentation() {
    let stage = Stage()
    stage.engine.animate(withDuration: 1, options: [.curveLinear, .allowUserInteraction]) {
      stage.front.center = Point(x: 300, y: 600)
    }
    stage.engine.advance(by: 0.1)
    #expect(stage.hit(150, 150) == "back")
    #expect(stage.hit(300, 600) == "front")
  }

  /// How `front` is animated (its alpha to 0.5 over one second) before the touch at
  /// 260,260 (on `child`, inside `front`; only the window is behind it), and what is
  /// hit at 0.5 s.
  @Test(
    "views an animation moves take no new touches unless it allows user interaction",
    arguments: [
      ("UIView.animate, no options", "animate", "window"),
      ("UIView.animate with .allowUserInteraction", "animate-allow", "child"),
      ("a spring without the option", "spring", "window"),
      ("keyframes without the option", "keyframes", "window"),
      ("keyframes with the option", "keyframes-allow", "child"),
      ("in its delay", "delayed", "window"),
      ("after it ended", "ended", "child"),
      ("a property animator, isUserInteractionEnabled on (its default)", "animator", "child"),
      ("a property animator with isUserInteractionEnabled off", "animator-off", "window"),
      ("only the child animated: front takes the touch", "child", "front"),
    ] as [(String, String, String)])
  func animationsTurnTouchesOff(label: String, how: String, expected: String) {
    let stage = Stage()
    let engine = stage.engine
    let fade = { stage.front.alpha = 0.5 }
    switch how {
    case "animate": engine.animate(withDuration: 1, animations: fade)
    case "animate-allow":
      engine.animate(withDuration: 1, options: .allowUserInteraction, animations: fade)
    case "spring":
      engine.animate(
        withDuration: 1, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, animations: fade)
    case "keyframes":
      engine.animateKeyframes(withDuration: 1, animations: fade)
    case "keyframes-allow":
      engine.animateKeyframes(withDuration: 1, options: .allowUserInteraction, animations: fade)
    case "delayed": engine.animate(withDuration: 1, delay: 2, animations: fade)
    case "ended":
      engine.animate(withDuration: 0.25, animations: fade)
    case "animator", "animator-off":
      let animator = PropertyAnimator(engine: engine, duration: 1, animations: fade)
      animator.isUserInteractionEnabled = how == "animator"
      animator.startAnimation()
    case "child": engine.animate(withDuration: 1) { stage.child.alpha = 0.5 }
    default: Issue.record("unknown change '\(how)'")
    }
    engine.advance(by: 0.5)
    let hit = stage.hit(260, 260)
    #expect(hit == expected, "\(label)")
    let blocked = how == "child" ? stage.child : stage.front
    #expect(blocked.isAnimatingWithoutUserInteraction == (hit != "child" || how == "child"))
  }

  @Test("a standalone layer takes no touches")
  func layers() {
    let stage = Stage()
    let layer = stage.engine.makeLayer(name: "glow", kind: .plain)
    layer.frame = Rect(x: 0, y: 0, width: 390, height: 844)
    stage.engine.window.rootView.addSublayer(layer)
    #expect(stage.hit(50, 50) == "back")
  }
}
