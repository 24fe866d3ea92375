import CTransitionABI
import PluginHost
import Testing
import TransitionEngine

@testable import TransitionKit

/// `UITouch` as a recognizer's delegate is offered it, against the real host: the view it
/// hit (the plugin's own object, so app code's casts and comparisons work), its time,
/// phase and tap count; a 1.6 host's location-only touch; a mock made with `init()`.
@Suite struct UITouchHostTests {
  /// An engine with a card (0, 400, 390, 444) in its window, and a plugin session whose
  /// code runs against it through the host's table, or through a copy of it that ends
  /// where ABI 1.6's ended (an older host).
  final class Stage {
    let engine = Engine()
    let bridge: HostBridge
    let session: PluginSession
    let card: TransitionEngine.View
    private var olderTable: UnsafeMutablePointer<transhost_host_t>?

    init(olderHost: Bool = false) {
      _ = engine.window
      bridge = HostBridge(engine: engine)
      if olderHost {
        let table = UnsafeMutablePointer<transhost_host_t>.allocate(capacity: 1)
        table.initialize(to: bridge.hostForTesting.pointee)
        table.pointee.abi_minor = 6
        table.pointee.struct_size = UInt32(
          MemoryLayout<transhost_host_t>.offset(of: \.gesture_touch) ?? 0)
        olderTable = table
        session = PluginSession(host: UnsafePointer(table))
      } else {
        session = PluginSession(host: bridge.hostForTesting)
      }
      card = engine.makeView(name: "card", frame: Rect(x: 0, y: 400, width: 390, height: 444))
      engine.window.rootView.addSubview(card)
    }

    deinit {
      olderTable?.deinitialize(count: 1)
      olderTable?.deallocate()
    }

    /// The plugin's wrapper of the card.
    var cardView: UIView { session.view(bridge.handleForTesting(card))! }

    /// Runs plugin code with the session bound.
    func plugin<T>(_ body: () -> T) -> T { session.run(body) }

    /// A tap at `point` (window coordinates): down, 1/60 s, up.
    func tap(at point: Point) {
      engine.touchDown(0, at: point)
      engine.advance(by: 1.0 / 60)
      engine.touchUp(0)
    }

    /// Finger 0 from `from` by `dx` points right a frame for 3 frames, then up.
    func drag(from: Point, dx: Double) {
      engine.touchDown(0, at: from)
      for step in 1...3 {
        engine.advance(by: 1.0 / 60)
        engine.touchMove(0, to: Point(x: from.x + dx * Double(step), y: from.y))
      }
      engine.touchUp(0)
      engine.runUntilIdle()
    }
  }

  /// A button the way app code has one: its own class.
  final class CloseButton: UIView {}

  /// A sheet controller whose pan ignores touches on its close button and records what
  /// it was offered.
  final class SheetController: NSObject, UIGestureRecognizerDelegate {
    var offered: [UITouch] = []
    var pans = 0

    func handlePan(_ pan: UIPanGestureRecognizer) { pans += 1 }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool {
      offered.append(touch)
      return !(touch.view is CloseButton)
    }
  }

  /// The card with a close button (10, 10, 44, 44) and a pan whose delegate is `sheet`.
  static func sheet(on stage: Stage, _ sheet: SheetController) -> (UIView, UIPanGestureRecognizer) {
    stage.plugin {
      let close = CloseButton(frame: CGRect(x: 10, y: 10, width: 44, height: 44))
      stage.cardView.addSubview(close)
      let pan = UIPanGestureRecognizer(target: sheet, action: Selector("handlePan:"))
      pan.delegate = sheet
      stage.cardView.addGestureRecognizer(pan)
      return (close, pan)
    }
  }

  @Test("a delegate that refuses touches on its button: the pan ignores drags that start there")
  func refusesButton() {
    let stage = Stage()
    let sheet = SheetController()
    let (close, _) = Self.sheet(on: stage, sheet)
    stage.drag(from: Point(x: 20, y: 420), dx: 20)
    #expect(sheet.pans == 0)
    #expect(sheet.offered.count == 1)
    #expect(sheet.offered.first?.view === close)
    stage.drag(from: Point(x: 200, y: 600), dx: 20)
    #expect(sheet.pans > 0)
    #expect(sheet.offered.last?.view === stage.cardView)
    #expect(sheet.offered.last?.view == stage.cardView)
  }

  @Test("the offered touch's facts: phase, time, places, tap count, a finger's values")
  func touchFacts() throws {
    let stage = Stage()
    let sheet = SheetController()
    let (_, pan) = Self.sheet(on: stage, sheet)
    stage.engine.advance(by: 0.5)
    let downTime = stage.engine.now
    stage.tap(at: Point(x: 200, y: 600))
    stage.engine.advance(by: 0.1)
    stage.tap(at: Point(x: 203, y: 600))
    #expect(sheet.offered.count == 2)
    let (first, second) = (try #require(sheet.offered.first), try #require(sheet.offered.last))
    let card = stage.cardView
    let rows: [(String, Bool)] = [
      ("phase", first.phase == .began),
      ("timestamp", first.timestamp == downTime),
      ("tapCount", first.tapCount == 1),
      ("second tapCount", second.tapCount == 2),
      ("second timestamp", second.timestamp == downTime + 1.0 / 60 + 0.1),
      ("type", first.type == .direct),
      ("location(in: nil)", first.location(in: nil) == CGPoint(x: 200, y: 600)),
      ("location(in: card)", stage.plugin { first.location(in: card) } == CGPoint(x: 200, y: 200)),
      ("previousLocation", first.previousLocation(in: nil) == CGPoint(x: 200, y: 600)),
      ("preciseLocation", first.preciseLocation(in: nil) == CGPoint(x: 200, y: 600)),
      (
        "precisePreviousLocation", first.precisePreviousLocation(in: nil) == CGPoint(x: 200, y: 600)
      ),
      ("majorRadius", first.majorRadius == 20 && first.majorRadiusTolerance == 5),
      ("force", first.force == 0 && first.maximumPossibleForce == 0),
      ("altitudeAngle", first.altitudeAngle == .pi / 2),
      ("azimuth", first.azimuthAngle(in: nil) == 0 && first.azimuthUnitVector(in: nil).dx == 1),
      ("rollAngle", first.rollAngle == 0),
      ("estimation", first.estimationUpdateIndex == nil && first.estimatedProperties.isEmpty),
      ("expecting updates", first.estimatedPropertiesExpectingUpdates.isEmpty),
      (
        "gestureRecognizers",
        stage.plugin { first.gestureRecognizers?.contains { $0 === pan } } == true
      ),
    ]
    for (name, holds) in rows { #expect(holds, "\(name)") }
  }

  @Test("a host older than ABI 1.7 offers a location-only touch: began, tap 1, no view")
  func olderHost() throws {
    let stage = Stage(olderHost: true)
    let sheet = SheetController()
    _ = Self.sheet(on: stage, sheet)
    stage.drag(from: Point(x: 20, y: 420), dx: 20)
    let touch = try #require(sheet.offered.first)
    #expect(touch.view == nil)
    #expect(touch.phase == .began && touch.tapCount == 1 && touch.timestamp == 0)
    #expect(touch.location(in: nil) == CGPoint(x: 20, y: 420))
    // With no view to refuse, the pan takes the drag.
    #expect(sheet.pans > 0)
  }

  @Test("a mock made with init() is nowhere and answers without a host")
  func mock() {
    final class MockTouch: UITouch {
      override var phase: UITouch.Phase { .moved }
    }
    let touch = MockTouch()
    #expect(touch.phase == .moved)
    #expect(touch.view == nil && touch.gestureRecognizers == nil)
    #expect(touch.location(in: nil) == .zero && touch.previousLocation(in: nil) == .zero)
    #expect(touch.tapCount == 0 && touch.timestamp == 0)
  }

  @Test("UIKit's raw values: phases, touch types and estimated properties")
  func rawValues() {
    #expect(UITouch.Phase.regionEntered.rawValue == 5)
    #expect(UITouch.Phase.regionMoved.rawValue == 6)
    #expect(UITouch.Phase.regionExited.rawValue == 7)
    #expect(UITouch.TouchType.indirectPointer.rawValue == 3)
    let properties: [(UITouch.Properties, Int)] = [
      (.force, 1), (.azimuth, 2), (.altitude, 4), (.location, 8), (.roll, 16),
    ]
    for (property, raw) in properties { #expect(property.rawValue == raw) }
  }

  @Test("a recognizer's tracked touch reads while the finger is down (ABI 1.7)")
  func trackedTouch() {
    let stage = Stage()
    let sheet = SheetController()
    let (_, pan) = Self.sheet(on: stage, sheet)
    stage.engine.touchDown(0, at: Point(x: 200, y: 600))
    stage.engine.advance(by: 1.0 / 60)
    stage.engine.touchMove(0, to: Point(x: 230, y: 600))
    let touch = stage.plugin {
      UITouch.tracked(by: pan.handle, at: 0, session: stage.session)
    }
    #expect(touch?.phase == .moved)
    #expect(touch?.previousLocation(in: nil) == CGPoint(x: 200, y: 600))
    #expect(stage.plugin { UITouch.tracked(by: pan.handle, at: 1, session: stage.session) } == nil)
    stage.engine.touchUp(0)
  }
}

extension UITouchHostTests.SheetController: SelectorMethodTable {
  static func selectorMethods(of object: AnyObject) -> [SelectorMethod] {
    [
      SelectorMethod("handlePan:") { target, sender in
        (target as! Self).handlePan(sender as! UIPanGestureRecognizer)
      }
    ]
  }
}
