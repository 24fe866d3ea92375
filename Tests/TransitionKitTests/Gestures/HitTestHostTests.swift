import CTransitionABI
import PluginHost
import Testing
import TransitionEngine

@testable import TransitionKit

/// `hitTest(_:with:)` and `point(inside:with:)` overrides decide where a touch goes,
/// against the real host (ABI 1.7 `view_set_hit_test_handler`, `view_hit_test`): a
/// pass-through overlay lets a tap reach the button below, an enlarged touch area takes
/// taps outside the bounds, `super.hitTest` answers as the host would.
@Suite struct HitTestHostTests {
  /// An overlay that takes no touches itself, only its subviews' (a presentation's
  /// container, a floating toolbar's backdrop).
  final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let hit = super.hitTest(point, with: event)
      return hit == self ? nil : hit
    }
  }

  /// A small button whose touch area reaches 20 points past its bounds.
  final class RoomyButton: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
  }

  /// A view that records what `super.hitTest` answered and the event it was given.
  final class RecordingView: UIView {
    var answers: [UIView?] = []
    var eventTypes: [UIEvent.EventType?] = []

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let hit = super.hitTest(point, with: event)
      answers.append(hit)
      eventTypes.append(event?.type)
      return hit
    }
  }

  /// A delegate that records the views of the touches its recognizer is offered.
  final class Recorder: NSObject, UIGestureRecognizerDelegate {
    var views: [UIView?] = []

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool {
      views.append(touch.view)
      return true
    }
  }

  /// A button (100, 100, 44, 44) of `kind` in the window, with a tap whose delegate is
  /// `recorder`, and `overlay` over the whole window.
  static func button(
    _ stage: RealHostStage, _ kind: (CGRect) -> UIView, overlay: UIView?, _ recorder: Recorder
  ) -> UIView {
    stage.plugin {
      let window = stage.view(stage.engine.window.rootView)!
      let button = kind(CGRect(x: 100, y: 100, width: 44, height: 44))
      window.addSubview(button)
      let tap = UITapGestureRecognizer(target: nil, action: nil)
      tap.delegate = recorder
      button.addGestureRecognizer(tap)
      if let overlay {
        overlay.frame = window.bounds
        window.addSubview(overlay)
      }
      return button
    }
  }

  static func tap(_ stage: RealHostStage, at point: Point) {
    stage.engine.touchDown(0, at: point)
    stage.engine.advance(by: 1.0 / 60)
    stage.engine.touchUp(0)
  }

  @Test("a pass-through overlay lets a tap reach the button below; a plain one takes it")
  func passThrough() throws {
    let stage = RealHostStage()
    let recorder = Recorder()
    let overlay = stage.plugin { PassThroughView(frame: .zero) }
    let button = Self.button(stage, UIView.init(frame:), overlay: overlay, recorder)
    Self.tap(stage, at: Point(x: 110, y: 110))
    #expect(recorder.views.count == 1)
    #expect(recorder.views.first ?? nil === button)
    let hit = stage.engine.window.rootView.hitTest(Point(x: 110, y: 110))
    #expect(hit === stage.engineView(button))

    let blocked = RealHostStage()
    let blockedRecorder = Recorder()
    let plain = blocked.plugin { UIView(frame: .zero) }
    _ = Self.button(blocked, UIView.init(frame:), overlay: plain, blockedRecorder)
    Self.tap(blocked, at: Point(x: 110, y: 110))
    #expect(blockedRecorder.views.isEmpty)
    #expect(
      blocked.engine.window.rootView.hitTest(Point(x: 110, y: 110)) === blocked.engineView(plain))
  }

  @Test("the overlay's own subviews still take touches through it")
  func overlaySubviews() throws {
    let stage = RealHostStage()
    let recorder = Recorder()
    let overlay = stage.plugin { PassThroughView(frame: .zero) }
    _ = Self.button(stage, UIView.init(frame:), overlay: overlay, recorder)
    let badge = stage.plugin {
      let badge = UIView(frame: CGRect(x: 300, y: 300, width: 40, height: 40))
      overlay.addSubview(badge)
      return badge
    }
    #expect(stage.engine.window.rootView.hitTest(Point(x: 310, y: 310)) === stage.engineView(badge))
    #expect(
      stage.engine.window.rootView.hitTest(Point(x: 10, y: 10)) === stage.engine.window.rootView)
  }

  @Test("point(inside:with:) enlarges the touch area: a tap 10 points outside hits the button")
  func enlargedArea() throws {
    let stage = RealHostStage()
    let recorder = Recorder()
    let button = Self.button(stage, RoomyButton.init(frame:), overlay: nil, recorder)
    Self.tap(stage, at: Point(x: 90, y: 150))
    #expect(recorder.views.count == 1)
    #expect(recorder.views.first ?? nil === button)
    #expect(
      stage.engine.window.rootView.hitTest(Point(x: 75, y: 100)) === stage.engine.window.rootView)
    #expect(stage.plugin { button.point(inside: CGPoint(x: -15, y: 50), with: nil) })
    #expect(
      stage.plugin { !UIView(frame: button.frame).point(inside: CGPoint(x: -1, y: 0), with: nil) })
  }

  @Test("super.hitTest answers with the host's rule: a subview, the view, or nil when hidden")
  func superAnswers() throws {
    let stage = RealHostStage()
    let (recording, child) = stage.plugin {
      let window = stage.view(stage.engine.window.rootView)!
      let recording = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      let child = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
      recording.addSubview(child)
      window.addSubview(recording)
      return (recording, child)
    }
    let root = stage.engine.window.rootView
    #expect(root.hitTest(Point(x: 60, y: 60)) === stage.engineView(child))
    #expect(root.hitTest(Point(x: 10, y: 10)) === stage.engineView(recording))
    stage.plugin { child.isHidden = true }
    #expect(root.hitTest(Point(x: 60, y: 60)) === stage.engineView(recording))
    stage.plugin { recording.isUserInteractionEnabled = false }
    #expect(root.hitTest(Point(x: 60, y: 60)) === root)
    #expect(recording.answers.count == 4)
    #expect(recording.answers[0] === child)
    #expect(recording.answers[1] === recording)
    #expect(recording.answers[2] === recording)
    #expect(recording.answers[3] == nil)
    #expect(recording.eventTypes.allSatisfy { $0 == .touches })
    // App code may call it directly, as UIKit code does.
    let direct = stage.plugin { recording.hitTest(CGPoint(x: 500, y: 500), with: nil) }
    #expect(direct == nil)
  }

  @Test("views of TransitionKit's own classes get no handler: the engine's rule runs alone")
  func ownClassesUnhandled() throws {
    let stage = RealHostStage()
    let (plain, pass) = stage.plugin { (UIView(frame: .zero), PassThroughView(frame: .zero)) }
    #expect(stage.engineView(plain)?.hitTestHandler == nil)
    #expect(stage.engineView(pass)?.hitTestHandler != nil)
  }
}
