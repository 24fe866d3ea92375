import CTransitionABI
import Foundation
import Testing

@testable import TransitionKit

/// `UIVisualEffectView` over the fake host: its content view and the backdrop that draws
/// the effect are subviews, and the effect is drawn as its tone, faded through alpha.
@Suite(.serialized) struct VisualEffectViewTests {
  static let flexible = Double(UIView.AutoresizingMask([.flexibleWidth, .flexibleHeight]).rawValue)

  @Test("a blur is drawn as its tone in a backdrop under the content view, reported once")
  func toneUnderContent() {
    let host = FakeHost()
    let session = PluginSession(host: host.host)
    let view = session.run {
      UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterialDark))
    }
    let mask = Int32(TRANSHOST_PROPERTY_AUTORESIZING_MASK)
    #expect(
      host.calls == [
        "view 501 visualEffect.contentView", "view 502 visualEffect.backdrop", "view 503 view",
        "frame 502 10.0 20.0 30.0 40.0", "values 502 \(mask) [\(Self.flexible)]",
        "add 502 to 503", "frame 501 10.0 20.0 30.0 40.0",
        "values 501 \(mask) [\(Self.flexible)]", "add 501 to 503",
        "log 2 TransitionKit: UIBlurEffect(style: .systemThinMaterialDark) in a "
          + "UIVisualEffectView is drawn as a translucent fill of its tone; nothing is "
          + "blurred headlessly",
        "color 502", "set 502 property 4 to 0.5",
      ])
    #expect(view.contentView.handle == 501)
  }

  @Test("no effect hides the backdrop; a new effect shows its own tone")
  func changingEffect() {
    let host = FakeHost()
    let session = PluginSession(host: host.host)
    let view = session.run { UIVisualEffectView(effect: nil) }
    #expect(host.calls.last == "set 502 property 4 to 0.0")
    #expect(!host.calls.contains { $0.hasPrefix("log") })
    session.run { view.effect = UIBlurEffect(style: .light) }
    #expect(host.calls.suffix(2) == ["color 502", "set 502 property 4 to 0.75"])
    session.run { view.effect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark)) }
    #expect(host.calls.last == "set 502 property 4 to 0.0")
  }
}
