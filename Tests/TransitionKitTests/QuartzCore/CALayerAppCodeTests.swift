import CTransitionABI
import Foundation
import Testing

@testable import TransitionKit

/// App code as written for UIKit: a card with a shadow, a border, a standalone decoration
/// layer and a mask.
@Suite(.serialized) struct CALayerAppCodeTests {
  /// Compiles unchanged against UIKit.
  func styleCard(_ card: UIView, mask: UIView) -> CALayer {
    card.layer.cornerRadius = 12
    card.layer.shadowColor = UIColor.black.cgColor
    card.layer.shadowOpacity = 0.3
    card.layer.shadowOffset = CGSize(width: 0, height: 8)
    card.layer.shadowRadius = 16
    card.layer.borderWidth = 1
    card.layer.borderColor = UIColor.white.withAlphaComponent(0.5).cgColor
    let stripe = CALayer()
    stripe.frame = CGRect(x: 0, y: 0, width: card.bounds.width, height: 4)
    stripe.backgroundColor = UIColor.red.cgColor
    card.layer.addSublayer(stripe)
    let shape = CAShapeLayer()
    shape.path = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
    card.layer.shadowPath = shape.path
    card.mask = mask
    return stripe
  }

  @Test("a styled card sets its shadow, border, stripe sublayer and mask in the host")
  func styledCard() {
    let host = FakeHost()
    let session = PluginSession(host: host.host)
    guard let card = session.view(FakeHost.toView), let mask = session.view(FakeHost.fromView)
    else { return #expect(Bool(false)) }
    let stripe = session.run { styleCard(card, mask: mask) }
    let stored = host.values[FakeHost.toView] ?? [:]
    #expect(stored[Int32(TRANSHOST_PROPERTY_SHADOW_COLOR)] == [0, 0, 0, 1, 1])
    #expect(stored[Int32(TRANSHOST_PROPERTY_SHADOW_OPACITY)].map { Float($0[0]) } == 0.3)
    #expect(stored[Int32(TRANSHOST_PROPERTY_BORDER_COLOR)] == [1, 1, 1, 0.5, 1])
    #expect(card.layer.sublayers?.first === stripe)
    #expect(card.mask === mask)
    #expect(host.calls.contains("mask \(FakeHost.toView) \(FakeHost.fromView)"))
  }
}
