import CTransitionABI
import Foundation
import Testing

@testable import TransitionKit

/// `CALayer`'s layer properties reach the host through their property ids.
@Suite(.serialized) struct CALayerPropertyTests {
  @Test("shadow, border, anchor point, z position, corners and 3D transforms go by property id")
  func propertiesByID() {
    let host = FakeHost()
    let view = UIView(session: PluginSession(host: host.host), handle: FakeHost.toView)
    let layer = view.layer
    layer.shadowOpacity = 0.5
    layer.shadowOffset = CGSize(width: 0, height: 4)
    layer.borderWidth = 2
    layer.anchorPoint = CGPoint(x: 0, y: 1)
    layer.zPosition = 3
    layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 500
    layer.sublayerTransform = perspective
    layer.transform = CATransform3DMakeTranslation(1, 2, 3)
    let stored = host.values[FakeHost.toView] ?? [:]
    #expect(stored[Int32(TRANSHOST_PROPERTY_SHADOW_OPACITY)] == [0.5])
    #expect(stored[Int32(TRANSHOST_PROPERTY_SHADOW_OFFSET)] == [0, 4])
    #expect(stored[Int32(TRANSHOST_PROPERTY_MASKED_CORNERS)] == [3])
    #expect(stored[Int32(TRANSHOST_PROPERTY_SUBLAYER_TRANSFORM)]?[11] == -1.0 / 500)
    #expect(layer.shadowOpacity == 0.5)
    #expect(layer.borderWidth == 2)
    #expect(layer.anchorPoint == CGPoint(x: 0, y: 1))
    #expect(layer.zPosition == 3)
    #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(layer.sublayerTransform == perspective)
    #expect(layer.transform == CATransform3DMakeTranslation(1, 2, 3))
  }
}

/// A view's layer shares `opacity` and `position` with its view's `alpha` and `center`.
@Suite struct CALayerViewBackedTests {
  @Test("a view's layer.opacity is its alpha: set through the host's alpha property, read back")
  func opacity() {
    let host = FakeHost()
    let view = UIView(session: PluginSession(host: host.host), handle: FakeHost.toView)
    view.layer.opacity = 0.25
    #expect(host.calls == ["set \(FakeHost.toView) property \(TRANSHOST_PROPERTY_ALPHA) to 0.25"])
    #expect(view.layer.opacity == 0.25)
    #expect(view.alpha == 0.25)
  }
}
