import Testing

@testable import ObjCTranslation

/// `import UIKit.UIGestureRecognizerSubclass`, a submodule of UIKit on iOS, becomes
/// `import UIKit` (transhost's UIKit module declares the subclassing API itself), every
/// column kept; a custom recognizer written for iOS then type-checks unchanged.
@Suite struct SubclassingImportTests {
  @Test(
    "the submodule import becomes import UIKit, blanked to the same length",
    arguments: [
      (
        "import UIKit.UIGestureRecognizerSubclass",
        "import UIKit                            "
      ),
      (
        "@preconcurrency import UIKit.UIGestureRecognizerSubclass // state",
        "@preconcurrency import UIKit                             // state"
      ),
      ("import UIKit", "import UIKit"),
      ("import UIKit.UIView", "import UIKit.UIView"),
    ])
  func rewritesTheImport(_ written: String, _ compiled: String) {
    let result = translated(written + "\nlet kept = 1\n")
    #expect(result.diagnostics.isEmpty)
    #expect(userLines(result.text).prefix(2) == [compiled, "let kept = 1"])
  }

  /// A custom recognizer and a view, as written for iOS with the subclassing header.
  static let customRecognizer = """
    import UIKit
    import UIKit.UIGestureRecognizerSubclass

    final class TwoFingerTap: UIGestureRecognizer {
      private var started: TimeInterval = 0
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        started = event.timestamp
        if event.allTouches?.count ?? 0 > 2 || event.touches(for: self)?.isEmpty == true {
          state = .failed
        }
        for touch in touches where touch.type == .pencil || touch.phase == .regionEntered {
          ignore(touch, for: event)
        }
        _ = event.type == .touches && event.subtype == .none
        if let view { _ = event.touches(for: view) }
      }
      override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .changed
      }
      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = event.timestamp - started < 0.3 ? .recognized : .failed
      }
      override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .cancelled
      }
      override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
      override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        if presses.contains(where: { $0.type == .select }) { ignore(presses.first!, for: event) }
        _ = event.allPresses.count + event.presses(for: self).count
      }
      override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
      override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
      override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
      override func reset() {
        super.reset()
        started = 0
      }
      override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        !(preventedGestureRecognizer is UIPanGestureRecognizer)
      }
      override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
      }
      override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer is UISwipeGestureRecognizer
      }
      override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
      }
      override func shouldReceive(_ event: UIEvent) -> Bool { event.buttonMask.contains(.primary) }
    }

    final class CardView: UIView {
      override func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.name = "card"
        super.addGestureRecognizer(gestureRecognizer)
      }
      override func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        super.removeGestureRecognizer(gestureRecognizer)
      }
      override var gestureRecognizers: [UIGestureRecognizer]? {
        get { super.gestureRecognizers }
        set { super.gestureRecognizers = newValue }
      }
      override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !(gestureRecognizer is UISwipeGestureRecognizer)
      }
    }

    final class CardController: UIViewController, UIGestureRecognizerDelegate {
      weak var delegate: UIGestureRecognizerDelegate?
      let interaction = UIPercentDrivenInteractiveTransition()

      @objc func handlePan(_ pan: UIPanGestureRecognizer) {}

      func install(on card: CardView) {
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        pan.allowedScrollTypesMask = [.continuous]
        pan.allowedScrollTypesMask = .all
        pan.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
        pan.allowedPressTypes = [NSNumber(value: UIPress.PressType.select.rawValue)]
        pan.requiresExclusiveTouchType = false
        pan.delegate = self
        let tap = TwoFingerTap(target: self, action: #selector(handlePan(_:)))
        let plain = TwoFingerTap()
        let button = UITapGestureRecognizer()
        button.buttonMaskRequired = [.primary, .secondary, UIEvent.ButtonMask.button(3)]
        _ = pan.modifierFlags.contains(.command) || pan.buttonMask == .secondary
        _ = UIKeyModifierFlags([.shift, .alternate, .control, .alphaShift, .numericPad])
        _ = UIScrollType.discrete.rawValue
        for recognizer in [pan, tap, plain, button] { card.addGestureRecognizer(recognizer) }
        if delegate?.responds(to: #selector(handlePan(_:))) == true {}
        let object: NSObject = interaction
        _ = object
      }

      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress
      ) -> Bool { press.phase == .began && press.force >= 0 }

      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent
      ) -> Bool { event.type != .presses }
    }
    """

  @Test("a custom recognizer written for iOS with the subclassing import type-checks")
  func customRecognizerCompiles() throws {
    let result = try TranslatedCompileTests.typecheck([
      ("App/TwoFingerTap.swift", Self.customRecognizer)
    ])
    #expect(result.status == 0, "\(result.output)")
    #expect(!result.output.contains("error:"))
  }
}
