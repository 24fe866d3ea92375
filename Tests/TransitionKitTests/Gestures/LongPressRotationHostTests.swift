import CTransitionABI
import Foundation
import PluginHost
import Testing
import TransitionEngine

@testable import TransitionKit

/// TransitionKit's long press and rotation recognizers against the real host: UIKit's
/// defaults, settings that reach the engine, actions from the engine's touches, and a
/// host older than ABI 1.7 reported instead of refusing the kind unexplained.
@Suite struct LongPressRotationHostTests {
  typealias Stage = GestureRecognizerHostTests.Stage

  /// A target that logs what each action reads.
  final class Handler: NSObject {
    var log: [String] = []

    func handleHold(_ press: UILongPressGestureRecognizer) {
      let at = press.location(in: press.view)
      log.append("hold \(press.state) at \(at.x),\(at.y)")
    }

    func handleTurn(_ turn: UIRotationGestureRecognizer) {
      let degrees = (turn.rotation * 180 / .pi).rounded()
      log.append("turn \(turn.state) \(degrees) deg \((turn.velocity * 100).rounded() / 100)")
    }
  }

  @Test("UIKit's defaults, and settings that reach the host")
  func settings() {
    let stage = Stage()
    stage.plugin {
      let press = UILongPressGestureRecognizer(target: nil, action: nil)
      #expect(press.minimumPressDuration == 0.5)
      #expect(press.numberOfTouchesRequired == 1)
      #expect(press.numberOfTapsRequired == 0)
      #expect(press.allowableMovement == 10)
      press.minimumPressDuration = 1.5
      press.numberOfTouchesRequired = 2
      press.numberOfTapsRequired = 1
      press.allowableMovement = 30
      #expect(press.minimumPressDuration == 1.5)
      #expect(press.numberOfTouchesRequired == 2)
      #expect(press.numberOfTapsRequired == 1)
      #expect(press.allowableMovement == 30)
      let turn = UIRotationGestureRecognizer(target: nil, action: nil)
      #expect(turn.rotation == 0 && turn.velocity == 0)
      turn.rotation = .pi
      #expect(turn.rotation == .pi)
      stage.cardView.addGestureRecognizer(press)
      stage.cardView.addGestureRecognizer(turn)
    }
    let kinds = stage.card.gestureRecognizers.map(\.kindName)
    #expect(kinds == ["long-press", "rotation"])
    let press = stage.card.gestureRecognizers.first as? LongPressGestureRecognizer
    #expect(press?.minimumPressDuration == 1.5 && press?.allowableMovement == 30)
  }

  @Test("a long press sends began after 0.5 s, changed as the finger moves, ended on lift")
  func longPress() {
    let stage = Stage()
    let handler = Handler()
    stage.plugin {
      stage.cardView.addGestureRecognizer(
        UILongPressGestureRecognizer(target: handler, action: Selector("handleHold:")))
    }
    stage.engine.touchDown(0, at: Point(x: 100, y: 450))
    stage.engine.advance(by: 0.45)
    #expect(handler.log.isEmpty)
    stage.engine.advance(by: 0.1)
    stage.engine.touchMove(0, to: Point(x: 140, y: 470))
    stage.engine.touchUp(0)
    stage.engine.runUntilIdle()
    #expect(
      handler.log == [
        "hold began at 100.0,50.0", "hold changed at 140.0,70.0", "hold ended at 140.0,70.0",
      ])
  }

  @Test("a rotation reads degrees turned and radians per second; it ends when a finger lifts")
  func rotation() {
    let stage = Stage()
    let handler = Handler()
    stage.plugin {
      stage.cardView.addGestureRecognizer(
        UIRotationGestureRecognizer(target: handler, action: Selector("handleTurn:")))
    }
    // Finger 1 turns about finger 0 by 30 degrees a 0.1 s step: 5.24 rad/s.
    stage.engine.touchDown(0, at: Point(x: 100, y: 600))
    stage.engine.touchDown(1, at: Point(x: 200, y: 600))
    for step in 1...3 {
      let angle = Double(step) * .pi / 6
      stage.engine.advance(by: 0.1)
      stage.engine.touchMove(1, to: Point(x: 100 + 100 * cos(angle), y: 600 + 100 * sin(angle)))
    }
    stage.engine.touchUp(1)
    stage.engine.touchUp(0)
    stage.engine.runUntilIdle()
    #expect(
      handler.log == [
        "turn began 30.0 deg 5.24", "turn changed 60.0 deg 5.24", "turn changed 90.0 deg 5.24",
        "turn ended 90.0 deg 5.24",
      ])
  }

  @Test("a host older than ABI 1.7 is reported and the recognizers do nothing")
  func olderHost() {
    let engine = Engine()
    let bridge = HostBridge(engine: engine)
    let table = UnsafeMutablePointer<transhost_host_t>.allocate(capacity: 1)
    table.initialize(to: bridge.hostForTesting.pointee)
    table.pointee.abi_minor = 6
    table.pointee.struct_size = UInt32(
      MemoryLayout<transhost_host_t>.offset(of: \.gesture_touch) ?? 0)
    defer {
      table.deinitialize(count: 1)
      table.deallocate()
    }
    PluginSession.olderHostReported.withLock { $0.remove(7) }
    let session = PluginSession(host: UnsafePointer(table))
    let (press, turn) = session.run {
      (
        UILongPressGestureRecognizer(target: nil, action: nil),
        UIRotationGestureRecognizer(target: nil, action: nil)
      )
    }
    #expect(press.handle == 0 && turn.handle == 0)
    #expect(session.run { press.minimumPressDuration } == 0)
    let warnings = bridge.messages.filter { $0.level == .warning }.map(\.text)
    #expect(
      warnings.contains {
        $0.contains(
          "this host's ABI is 1.6, older than 1.7: UILongPressGestureRecognizer(target:action:) "
            + "and every other call that needs 1.7")
          && $0.contains("long press and rotation recognizers")
      }, "\(warnings)")
    // The kinds were never asked for: the host refused nothing.
    #expect(engine.violations.isEmpty)
  }
}

extension LongPressRotationHostTests.Handler: SelectorMethodTable {
  static func selectorMethods(of object: AnyObject) -> [SelectorMethod] {
    [
      SelectorMethod("handleHold:") { target, sender in
        (target as! Self).handleHold(sender as! UILongPressGestureRecognizer)
      },
      SelectorMethod("handleTurn:") { target, sender in
        (target as! Self).handleTurn(sender as! UIRotationGestureRecognizer)
      },
    ]
  }
}
