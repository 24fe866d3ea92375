import CTransitionABI
import Foundation
import Testing

@testable import TransitionKit

/// The geometry, screen, view, colour, image and view-transition surface, over the
/// fake host: what app code sets reaches the host by property id or the views section.
@Suite(.serialized) struct SurfaceTests {
  @Test("UIView() has a zero frame, made in the host")
  func viewWithoutFrame() {
    let host = FakeHost()
    let view = PluginSession(host: host.host).run { UIView() }
    #expect(host.calls == ["view 501 view"])
    #expect(view.handle == 501)
  }

  @Test("a card sets its tag, interaction, content mode, tint and image through the host")
  func card() throws {
    let host = FakeHost()
    let card = PluginSession(host: host.host).run { SampleCardView() }
    let tag = Int32(TRANSHOST_PROPERTY_TAG)
    let mode = Int32(TRANSHOST_PROPERTY_CONTENT_MODE)
    let interaction = Int32(TRANSHOST_PROPERTY_USER_INTERACTION_ENABLED)
    let tint = Int32(TRANSHOST_PROPERTY_TINT_COLOR)
    #expect(
      host.calls == [
        // The image view turns its interaction off as it is made, as UIKit's does.
        "view 501 view", "values 501 \(interaction) [0.0]", "image 501 avatar", "view 502 view",
        "layout handler 502", "color 502",
        "values 502 \(tag) [42.0]", "values 502 \(interaction) [0.0]",
        "values 501 \(mode) [2.0]", "values 501 \(tint) [0.0, \(122.0 / 255), 1.0, 0.5, 1.0]",
        "add 501 to 502",
      ])
    #expect(card.tag == 42)
    #expect(card.avatar.contentMode == .scaleAspectFill)
    #expect(!card.isUserInteractionEnabled)
  }

  @Test("UIScreen.main.bounds is the host window's; 3x; 390 x 844 outside a run")
  func screen() {
    let host = FakeHost()
    let bounds = PluginSession(host: host.host).run { UIScreen.main.bounds }
    #expect(bounds == CGRect(x: 0, y: 0, width: 400, height: 800))
    let native = PluginSession(host: host.host).run { UIScreen.main.nativeBounds }
    #expect(native == CGRect(x: 0, y: 0, width: 1200, height: 2400))
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test("view transitions carry the transition, curve and show/hide bits to the host")
  func transitions() {
    let host = FakeHost()
    let session = PluginSession(host: host.host)
    session.run {
      let animator = SampleCardFlipAnimator()
      let front = session.view(FakeHost.fromView)
      let back = session.view(FakeHost.toView)
      if let front, let back {
        animator.flip(front, to: back)
        animator.refresh(front)
      }
    }
    #expect(
      host.calls == [
        "transition 6 to 7 options \(1 << 20 | 1 << 8 | 2 << 16)",
        "transition 6 duration 0.25 curve 0 options \(5 << 20)", "with tag 6 42",
        "transition commit",
      ])
  }

  @Test("geometry: inset(by:), edges, corners, vectors and insets")
  func geometry() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50).inset(
      by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
    #expect(rect == CGRect(x: 10, y: 5, width: 70, height: 30))
    #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    #expect(UIRectEdge.all.rawValue == 15)
    #expect(SampleGeometry.edges.contains(.left) && !SampleGeometry.edges.contains(.top))
    #expect(UIRectCorner.allCorners.contains(SampleGeometry.corners))
    #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
  }

  @Test("colours: hue, white, alpha and the light-mode system colours")
  func colours() {
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1).getRed(
      &r, green: &g, blue: &b, alpha: &a)
    #expect((r, g, b, a) == (1, 0, 0, 1))
    UIColor(hue: 2.0 / 3, saturation: 1, brightness: 0.5, alpha: 0.5).getRed(
      &r, green: &g, blue: &b, alpha: &a)
    #expect((r, g, b, a) == (0, 0, 0.5, 0.5))
    #expect(UIColor.systemBlue == UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
    #expect(UIColor.label == .black)
    #expect(UIColor.systemBackground == .white)
  }
}
