import PluginHost
import Testing
import TransitionEngine

@testable import TransitionKit

/// What UIKit's subclassing header and the view give a recognizer, against the real host:
/// a view's `gestureRecognizerShouldBegin(_:)` asked before the delegate, a subclass's
/// failure requirements and prevention answers consulted, settings the host cannot act
/// on reported once, and the event types a subclass's methods take.
@Suite struct GestureRecognizerSubclassTests {
  typealias Stage = GestureRecognizerHostTests.Stage
  typealias CardController = GestureRecognizerHostTests.CardController

  /// A view that decides whether its recognizers begin, counting the questions.
  final class LockableView: UIView {
    var allows = false
    var asked: [String] = []
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      asked.append("\(type(of: gestureRecognizer))")
      return allows
    }
  }

  /// A pan that waits for any tap to fail first.
  final class PatientPan: UIPanGestureRecognizer {
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
      otherGestureRecognizer is UITapGestureRecognizer
    }
  }

  /// A tap that any pan waits for.
  final class InsistentTap: UITapGestureRecognizer {
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
      otherGestureRecognizer is UIPanGestureRecognizer
    }
  }

  /// A pan that never makes another fail by recognizing.
  final class SharingPan: UIPanGestureRecognizer {
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  }

  /// A delegate that is not an NSObject.
  final class PlainDelegate: UIGestureRecognizerDelegate, UINavigationControllerDelegate,
    UIViewControllerTransitioningDelegate, UITabBarControllerDelegate
  {}

  @Test("a view that says no stops its pan before the delegate is asked; yes lets it ask")
  func viewShouldBegin() {
    let stage = Stage()
    let controller = CardController()
    let view = stage.plugin {
      let view = LockableView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
      view.isUserInteractionEnabled = true
      stage.cardView.addSubview(view)
      let pan = UIPanGestureRecognizer(target: controller, action: Selector("handlePan:"))
      pan.delegate = controller
      view.addGestureRecognizer(pan)
      return view
    }
    stage.drag(from: Point(x: 100, y: 450), dy: 10, steps: 3)
    #expect(view.asked == ["UIPanGestureRecognizer"])
    #expect(controller.log.isEmpty)
    view.allows = true
    stage.drag(from: Point(x: 100, y: 450), dy: 10, steps: 3)
    #expect(view.asked.count == 2)
    #expect(
      controller.log.prefix(2) == [
        "should begin UIPanGestureRecognizer", "began t 10.0 v 600.0 touches 1",
      ],
      "\(controller.log)")
  }

  /// Which subclass makes the pan wait for the tap: the pan's own requirement, the tap's,
  /// or none (the pan begins at once).
  enum Waiting: CaseIterable {
    case panRequiresTap, tapRequiredByPan, none
  }

  @Test(
    "a subclass's failure requirement makes a pan wait for a tap to fail",
    arguments: Waiting.allCases)
  func subclassRequirements(_ waiting: Waiting) {
    let stage = Stage()
    let controller = CardController()
    stage.plugin {
      let pan =
        waiting == .panRequiresTap
        ? PatientPan(target: controller, action: Selector("handlePan:"))
        : UIPanGestureRecognizer(target: controller, action: Selector("handlePan:"))
      let tap: UITapGestureRecognizer =
        waiting == .tapRequiredByPan ? InsistentTap() : UITapGestureRecognizer()
      stage.cardView.addGestureRecognizer(pan)
      stage.cardView.addGestureRecognizer(tap)
    }
    stage.drag(from: Point(x: 100, y: 450), dy: 10, steps: 3)
    // The tap fails once the finger is more than 10 points away: the waiting pan begins
    // then, 20 points from where the finger came down.
    let began = waiting == .none ? "began t 10.0" : "began t 20.0"
    #expect(controller.log.first?.hasPrefix(began) == true, "\(controller.log)")
  }

  @Test("a pan that cannot prevent another recognizes with it; otherwise the first one wins")
  func prevention() {
    for sharing in [false, true] {
      let stage = Stage()
      let first = CardController()
      let second = CardController()
      stage.plugin {
        let pan =
          sharing
          ? SharingPan(target: first, action: Selector("handlePan:"))
          : UIPanGestureRecognizer(target: first, action: Selector("handlePan:"))
        stage.cardView.addGestureRecognizer(pan)
        stage.cardView.addGestureRecognizer(
          UIPanGestureRecognizer(target: second, action: Selector("handlePan:")))
      }
      stage.drag(from: Point(x: 100, y: 450), dy: 10, steps: 3)
      #expect(first.log.first?.hasPrefix("began") == true, "\(first.log)")
      let secondBegan = second.log.first?.hasPrefix("began") ?? false
      #expect(secondBegan == sharing, "sharing \(sharing): \(second.log)")
    }
  }

  @Test("settings the host cannot act on are reported once when set away from UIKit's default")
  func storedSettingsReported() {
    let stage = Stage()
    stage.plugin {
      let pan = UIPanGestureRecognizer()
      let tap = UITapGestureRecognizer()
      // UIKit's defaults, set again: nothing to report.
      pan.requiresExclusiveTouchType = true
      pan.allowedTouchTypes = [3, 2, 1, 0].map { NSNumber(value: $0) }
      pan.allowedPressTypes = [NSNumber(value: UIPress.PressType.select.rawValue)]
      pan.allowedScrollTypesMask = []
      tap.buttonMaskRequired = .primary
      #expect(stage.warnings.isEmpty, "\(stage.warnings)")
      pan.requiresExclusiveTouchType = false
      pan.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
      pan.allowedPressTypes = []
      pan.allowedScrollTypesMask = .all
      tap.buttonMaskRequired = .secondary
      tap.ignore(UIPress(), for: UIPressesEvent())
      #expect(!pan.requiresExclusiveTouchType)
      #expect(pan.allowedScrollTypesMask == .all)
      #expect(tap.buttonMaskRequired == .secondary)
    }
    let warnings = stage.warnings
    #expect(
      warnings.contains(
        "TransitionKit: UIPanGestureRecognizer.requiresExclusiveTouchType was set to false; the "
          + "host's touches are all fingers, so there is no other touch type to exclude, so it "
          + "is stored and changes nothing"), "\(warnings)")
    for setting in [
      "UIPanGestureRecognizer.allowedTouchTypes was set to [2]",
      "UIPanGestureRecognizer.allowedPressTypes was set to []",
      "UIPanGestureRecognizer.allowedScrollTypesMask was set to 3",
      "UITapGestureRecognizer.buttonMaskRequired was set to 2",
      "UITapGestureRecognizer.ignore(_:for:) with a press was called",
    ] {
      #expect(warnings.contains { $0.contains(setting) }, "\(setting): \(warnings)")
    }
  }

  /// A custom recognizer, as UIKit's subclassing header lets an app write one.
  final class CustomRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      state = .began
    }
  }

  @Test("a direct subclass of UIGestureRecognizer is reported when attached; a pan's is not")
  func customRecognizerReported() {
    let stage = Stage()
    stage.plugin {
      stage.cardView.addGestureRecognizer(UIGestureRecognizer())
      stage.cardView.addGestureRecognizer(SharingPan())
      #expect(stage.warnings.isEmpty, "\(stage.warnings)")
      stage.cardView.addGestureRecognizer(CustomRecognizer())
    }
    #expect(
      stage.warnings == [
        "TransitionKit: a CustomRecognizer, a custom subclass of UIGestureRecognizer, was "
          + "attached to a view; the host never calls a recognizer's touchesBegan, "
          + "touchesMoved, touchesEnded or touchesCancelled (its own recognizers read the "
          + "script's touches), so it never recognizes"
      ])
  }

  @Test("a recognizer answers as UIKit's base class does where a subclass overrides nothing")
  func baseAnswers() {
    let stage = Stage()
    stage.plugin {
      let pan = UIPanGestureRecognizer()
      let tap = UITapGestureRecognizer()
      #expect(pan.canPrevent(tap) && pan.canBePrevented(by: tap))
      #expect(!pan.shouldRequireFailure(of: tap) && !pan.shouldBeRequiredToFail(by: tap))
      #expect(pan.shouldReceive(UIEvent()))
      #expect(pan.modifierFlags == [] && pan.buttonMask == [])
      #expect(pan.allowedScrollTypesMask == [])
      #expect(tap.buttonMaskRequired == .primary)
      #expect(pan.requiresExclusiveTouchType)
      #expect(pan.allowedTouchTypes.map(\.intValue) == [0, 1, 2, 3])
      #expect(pan.allowedPressTypes.map(\.intValue) == [UIPress.PressType.select.rawValue])
      pan.reset()
      pan.touchesBegan([], with: UIEvent())
      pan.pressesBegan([], with: UIPressesEvent())
    }
    #expect(stage.warnings.isEmpty, "\(stage.warnings)")
  }

  @Test("events, presses, buttons, modifiers and scroll types carry UIKit's raw values")
  func rawValues() {
    #expect(UIEvent.ButtonMask.primary.rawValue == 1 && UIEvent.ButtonMask.secondary.rawValue == 2)
    #expect(UIEvent.ButtonMask.button(1) == .primary && UIEvent.ButtonMask.button(2) == .secondary)
    #expect(UIEvent.ButtonMask.button(3).rawValue == 4)
    #expect(UIEvent.ButtonMask.button(0) == [])
    #expect(UIKeyModifierFlags.alphaShift.rawValue == 0x1_0000)
    #expect(UIKeyModifierFlags.command.rawValue == 0x10_0000)
    #expect(UIKeyModifierFlags.numericPad.rawValue == 0x20_0000)
    #expect(UIScrollTypeMask.discrete.rawValue == 1 && UIScrollTypeMask.continuous.rawValue == 2)
    #expect(UIScrollTypeMask.all.rawValue == 3 && UIScrollType.continuous.rawValue == 1)
    #expect(UIEvent.EventType.presses.rawValue == 3 && UIEvent.EventType.transform.rawValue == 14)
    #expect(UIEvent.EventSubtype.remoteControlEndSeekingForward.rawValue == 109)
    #expect(UIPress.PressType.tvRemoteFourColors.rawValue == 33)
    #expect(UITouch.Phase.regionExited.rawValue == 7)
    let event = UIEvent()
    #expect(event.type == .touches && event.subtype == .none && event.allTouches == nil)
    #expect(UIPressesEvent().type == .presses && UIPressesEvent().allPresses.isEmpty)
  }

  @Test("any delegate answers responds(to:); the percent-driven interaction is an NSObject")
  func delegatesRespondAndInteractionIsNSObject() {
    let plain = PlainDelegate()
    let gesture: any UIGestureRecognizerDelegate = plain
    let navigation: any UINavigationControllerDelegate = plain
    let transitioning: any UIViewControllerTransitioningDelegate = plain
    #expect(!gesture.responds(to: Selector("gestureRecognizerShouldBegin:")))
    #expect(
      !navigation.responds(to: Selector("navigationController:willShowViewController:animated:")))
    #expect(!transitioning.responds(to: Selector("animationControllerForDismissedController:")))
    let card: any UIGestureRecognizerDelegate = CardController()
    #expect(card.responds(to: Selector("handlePan:")))
    let interaction: NSObject = UIPercentDrivenInteractiveTransition()
    #expect(interaction is any UIViewControllerInteractiveTransitioning)
    let interactive: any UIViewControllerInteractiveTransitioning =
      UIPercentDrivenInteractiveTransition()
    #expect(!interactive.responds(to: Selector("missing")))
  }
}
