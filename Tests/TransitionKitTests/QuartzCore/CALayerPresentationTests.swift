import CTransitionABI
import Foundation
import Testing

@testable import TransitionKit

@Suite struct CALayerPresentationTests {
  @Test("presentation() is a copy showing the host's presented values at the call, not later ones")
  func snapshotAtCall() throws {
    let host = FakeHost()
    let view = try #require(PluginSession(host: host.host).view(FakeHost.toView))
    host.setPresented(FakeHost.toView, TRANSHOST_PROPERTY_FRAME, [10, 20, 50, 60])
    host.setPresented(FakeHost.toView, TRANSHOST_PROPERTY_ALPHA, [0.25])
    host.setPresented(FakeHost.toView, TRANSHOST_PROPERTY_SHADOW_OFFSET, [3, 4])
    let presented = try #require(view.layer.presentation())
    #expect(presented !== view.layer)
    #expect(presented.frame == CGRect(x: 10, y: 20, width: 50, height: 60))
    #expect(presented.opacity == 0.25)
    #expect(presented.shadowOffset == CGSize(width: 3, height: 4))
    #expect(presented.model() === view.layer)
    #expect(presented.presentation() === presented)
    // The model layer reads the model (the fake's view_get_rect).
    #expect(view.layer.model() === view.layer)
    #expect(view.layer.frame != presented.frame)
    // A later frame needs a new copy: the first keeps what it read.
    host.setPresented(FakeHost.toView, TRANSHOST_PROPERTY_ALPHA, [0.75])
    #expect(presented.opacity == 0.25)
    #expect(view.layer.presentation()?.opacity == 0.75)
  }

  @Test("setting a property of the presentation copy has no effect and is reported")
  func writesIgnored() throws {
    let host = FakeHost()
    let view = try #require(PluginSession(host: host.host).view(FakeHost.toView))
    let presented = try #require(view.layer.presentation())
    presented.opacity = 0.5
    presented.opacity = 0.4
    presented.shadowRadius = 9
    #expect(!host.calls.contains { $0.hasPrefix("set ") || $0.hasPrefix("values ") })
    #expect(
      host.calls.filter { $0.hasPrefix("log") } == [
        "log 2 TransitionKit: setting opacity on a presentation layer "
          + "(CALayer.presentation()) has no effect; set it on the layer itself",
        "log 2 TransitionKit: setting shadowRadius on a presentation layer "
          + "(CALayer.presentation()) has no effect; set it on the layer itself",
      ])
  }

  @Test("a shape layer's copy is a CAShapeLayer with the model's shape members")
  func shapeCopy() {
    let host = FakeHost()
    PluginSession(host: host.host).run {
      let shape = CAShapeLayer()
      shape.lineWidth = 4
      shape.strokeEnd = 0.5
      let copy = shape.presentation()
      #expect(copy?.lineWidth == 4)
      #expect(copy?.strokeEnd == 0.5)
    }
  }

  @Test("an app's own CALayer subclass gets nil, reported; an older host gets nil")
  func subclassAndOlderHost() throws {
    final class AppLayer: CALayer {}
    let host = FakeHost()
    PluginSession(host: host.host).run {
      #expect(AppLayer().presentation() == nil)
    }
    #expect(host.calls.contains { $0.contains("presentation() of a AppLayer is nil") })
    let older = FakeHost(endingBefore: \.view_get_presentation_values)
    let view = try #require(PluginSession(host: older.host).view(FakeHost.toView))
    #expect(view.layer.presentation() == nil)
  }
}
