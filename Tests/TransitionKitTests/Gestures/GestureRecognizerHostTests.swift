import PluginHost
import Testing
import TransitionEngine

@testable import TransitionKit

/// TransitionKit's gesture recognizers against the real host: UIKit-shaped code attaches
/// them to a view of the engine's window, the engine's touches drive them, and their
/// actions reach the targets through selectors, with the plugin's session bound.
@Suite struct GestureRecognizerHostTests {
  /// An engine with a card (0, 400, 390, 444) in its window, the host bridge, and a
  /// plugin session whose code runs against it.
  final class Stage {
    let engine = Engine()
    let bridge: HostBridge
    let session: PluginSession
    let card: TransitionEngine.View
    init() {
      _ = engine.window
      bridge = HostBridge(engine: engine)
      session = PluginSession(host: bridge.hostForTesting)
      card = engine.makeView(name: "card", frame: Rect(x: 0, y: 400, width: 390, height: 444))
      engine.window.rootView.addSubview(card)
    }

    /// The plugin's wrapper of the card.
    var cardView: UIView { session.view(bridge.handleForTesting(card))! }

    /// Runs plugin code with the session bound.
    func plugin<T>(_ body: () -> T) -> T { session.run(body) }

    /// Finger 0 from `from` by `dy` points down a frame for `steps` frames, then up.
    func drag(from: Point, dy: Double, steps: Int) {
      engine.touchDown(0, at: from)
      for step in 1...steps {
        engine.advance(by: 1.0 / 60)
        engine.touchMove(0, to: Point(x: from.x, y: from.y + dy * Double(step)))
      }
      engine.touchUp(0)
      engine.runUntilIdle()
    }

    var warnings: [String] {
      bridge.messages.filter { $0.level == .warning }.map(\.text)
    }
  }

  /// A target written the way app code is, with the registration the translator writes
  /// for its `@objc` methods (docs/OBJC.md).
  final class CardController: NSObject, UIGestureRecognizerDelegate {
    var log: [String] = []
    var allowBegin = true
    var madeViewInAction = false

    func handlePan(_ pan: UIPanGestureRecognizer) {
      let t = pan.translation(in: pan.view)
      let v = pan.velocity(in: nil).y.rounded()
      log.append("\(pan.state) t \(t.y) v \(v) touches \(pan.numberOfTouches)")
      if pan.state == .began {
        madeViewInAction = UIView(frame: .zero).session !== PluginSession.detached
      }
    }

    func handleTap() { log.append("tap") }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      log.append("should begin \(type(of: gestureRecognizer))")
      return allowBegin
    }
  }

  @Test("a pan's target-action sends began, changed and ended with translation and velocity")
  func panTargetAction() throws {
    let stage = Stage()
    let controller = CardController()
    let pan = stage.plugin {
      let pan = UIPanGestureRecognizer(target: controller, action: Selector("handlePan:"))
      stage.cardView.addGestureRecognizer(pan)
      return pan
    }
    stage.drag(from: Point(x: 100, y: 450), dy: 10, steps: 5)
    #expect(
      controller.log == [
        "began t 10.0 v 600.0 touches 1", "changed t 20.0 v 600.0 touches 1",
        "changed t 30.0 v 600.0 touches 1", "changed t 40.0 v 600.0 touches 1",
        "changed t 50.0 v 600.0 touches 1", "ended t 50.0 v 600.0 touches 0",
      ])
    #expect(controller.madeViewInAction)
    #expect(stage.plugin { pan.view === stage.cardView })
    #expect(stage.plugin { stage.cardView.gestureRecognizers?.first === pan })
  }

  @Test("a delegate that says no makes the pan fail: no action, asked once")
  func delegateRefuses() {
    let stage = Stage()
    let controller = CardController()
    controller.allowBegin = false
    stage.plugin {
      let pan = UIPanGestureRecognizer(target: controller, action: Selector("handlePan:"))
      pan.delegate = controller
      stage.cardView.addGestureRecognizer(pan)
    }
    stage.drag(from: Point(x: 100, y: 450), dy: 10, steps: 5)
    #expect(controller.log == ["should begin UIPanGestureRecognizer"])
  }

  @Test("a tap's action without an argument is sent once, when it is recognized")
  func tapWithoutArgument() {
    let stage = Stage()
    let controller = CardController()
    stage.plugin {
      let tap = UITapGestureRecognizer(target: controller, action: Selector("handleTap"))
      stage.cardView.addGestureRecognizer(tap)
    }
    stage.engine.touchDown(0, at: Point(x: 50, y: 500))
    stage.engine.advance(by: 1.0 / 60)
    stage.engine.touchUp(0)
    stage.engine.runUntilIdle()
    #expect(controller.log == ["tap"])
  }

  @Test("a target that is gone gets nothing, and the plugin is told why")
  func releasedTarget() {
    let stage = Stage()
    stage.plugin {
      let pan = UIPanGestureRecognizer(target: CardController(), action: Selector("handlePan:"))
      stage.cardView.addGestureRecognizer(pan)
    }
    stage.drag(from: Point(x: 100, y: 450), dy: 10, steps: 3)
    #expect(
      stage.warnings.contains {
        $0.contains("the target of 'handlePan:' (a CardController) was released")
      }, "\(stage.warnings)")
  }

  @Test("settings reach the host: edges, directions, scale, enabled; removal detaches")
  func settings() {
    let stage = Stage()
    stage.plugin {
      let edge = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
      #expect(edge.edges == [])
      edge.edges = .left
      #expect(edge.edges == .left)
      #expect(edge.minimumNumberOfTouches == 1)
      #expect(edge.maximumNumberOfTouches == Int.max)
      let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
      #expect(swipe.direction == .right)
      swipe.direction = [.up, .down]
      #expect(swipe.direction == [.up, .down])
      let pinch = UIPinchGestureRecognizer(target: nil, action: nil)
      #expect(pinch.scale == 1)
      pinch.scale = 2
      #expect(pinch.scale == 2)
      #expect(edge.isEnabled)
      edge.isEnabled = false
      #expect(!edge.isEnabled)
      #expect(edge.state == .possible)
      stage.cardView.addGestureRecognizer(edge)
      stage.cardView.addGestureRecognizer(swipe)
      #expect(stage.cardView.gestureRecognizers?.count == 2)
      stage.cardView.removeGestureRecognizer(edge)
      #expect(edge.view == nil)
      #expect(stage.cardView.gestureRecognizers?.count == 1)
      edge.name = "back"
    }
    #expect(stage.card.gestureRecognizers.count == 1)
  }

  @Test("an image view takes no touches until isUserInteractionEnabled is set, as in UIKit")
  func imageViewTakesNoTouches() {
    let stage = Stage()
    let controller = CardController()
    let image = stage.plugin {
      let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      stage.cardView.addSubview(image)
      image.addGestureRecognizer(
        UIPanGestureRecognizer(target: controller, action: Selector("handlePan:")))
      #expect(!image.isUserInteractionEnabled)
      return image
    }
    stage.drag(from: Point(x: 100, y: 450), dy: 10, steps: 3)
    #expect(controller.log.isEmpty)
    stage.plugin { image.isUserInteractionEnabled = true }
    stage.drag(from: Point(x: 100, y: 450), dy: 10, steps: 3)
    #expect(controller.log.first?.hasPrefix("began ") == true, "\(controller.log)")
  }

  @Test("setting state, as a custom recognizer does, is reported and changes nothing")
  func customState() {
    let stage = Stage()
    stage.plugin {
      let plain = UIGestureRecognizer(target: nil, action: nil)
      plain.state = .began
      #expect(plain.state == .possible)
    }
    #expect(stage.warnings.contains { $0.contains("custom recognizers are not modelled") })
  }
}

extension GestureRecognizerHostTests.CardController: SelectorMethodTable {
  static func selectorMethods(of object: AnyObject) -> [SelectorMethod] {
    [
      SelectorMethod("handlePan:") { target, sender in
        (target as! Self).handlePan(sender as! UIPanGestureRecognizer)
      },
      SelectorMethod("handleTap") { target, _ in (target as! Self).handleTap() },
    ]
  }
}
