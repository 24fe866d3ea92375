import CTransitionABI
import Foundation
import Testing

@testable import TransitionKit

/// `animateKeyframes` sends UIKit's overall curve: the curve bits of the options (a
/// `UIView.AnimationOptions` curve cast into the keyframe options), ease-in-out when none.
@Suite struct KeyframeOptionsTests {
  static func begin(_ options: UIView.KeyframeAnimationOptions) -> [String] {
    let host = FakeHost()
    PluginSession(host: host.host).run {
      UIView.animateKeyframes(withDuration: 1, delay: 0, options: options, animations: {})
    }
    return host.calls.filter { $0.hasPrefix("begin") }
  }

  @Test(
    "a cast curve option reaches the host as the keyframe animation's curve",
    arguments: [
      (UIView.AnimationOptions.curveEaseInOut, Int32(TRANSHOST_CURVE_EASE_IN_OUT)),
      (.curveEaseIn, Int32(TRANSHOST_CURVE_EASE_IN)),
      (.curveEaseOut, Int32(TRANSHOST_CURVE_EASE_OUT)),
      (.curveLinear, Int32(TRANSHOST_CURVE_LINEAR)),
    ])
  func castCurve(option: UIView.AnimationOptions, curve: Int32) {
    let options = UIView.KeyframeAnimationOptions(rawValue: option.rawValue)
    #expect(
      Self.begin(options.union(.calculationModeCubic)) == [
        "begin kind 3 duration 1.0 delay 0.0 curve \(curve) options \(option.rawValue | 3 << 10)"
      ])
  }
}
