import CTransitionABI
import Foundation

extension UIView {
  /// Mirrors `UIView.ContentMode`, with UIKit's raw values.
  public enum ContentMode: Int, Sendable, CaseIterable {
    case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left,
      right, topLeft, topRight, bottomLeft, bottomRight
  }

  /// Mirrors `UIView.tag`; ``viewWithTag(_:)`` finds views by it.
  public var tag: Int {
    get { Int(session.value(handle, Int32(TRANSHOST_PROPERTY_TAG), "UIView.tag")) }
    set {
      session.setValues(handle, Int32(TRANSHOST_PROPERTY_TAG), "UIView.tag", [Double(newValue)])
    }
  }

  /// This view, or its first descendant depth first, whose tag is `tag`. Mirrors
  /// `UIView.viewWithTag(_:)`.
  public func viewWithTag(_ tag: Int) -> UIView? {
    guard let find = session.newer(\.view_with_tag, "UIView.viewWithTag(_:)", minor: 4) else {
      return nil
    }
    return session.view(find(session.host, handle, Int64(tag)))
  }

  /// Mirrors `UIView.contentMode`; recorded by the host, which draws no content.
  public var contentMode: ContentMode {
    get {
      let raw = session.value(handle, Int32(TRANSHOST_PROPERTY_CONTENT_MODE), "UIView.contentMode")
      return ContentMode(rawValue: Int(raw)) ?? .scaleToFill
    }
    set {
      session.setValues(
        handle, Int32(TRANSHOST_PROPERTY_CONTENT_MODE), "UIView.contentMode",
        [Double(newValue.rawValue)])
    }
  }

  /// Mirrors `UIView.isUserInteractionEnabled`; recorded, harmless: the host has no
  /// touches.
  public var isUserInteractionEnabled: Bool {
    get {
      session.value(
        handle, Int32(TRANSHOST_PROPERTY_USER_INTERACTION_ENABLED),
        "UIView.isUserInteractionEnabled") != 0
    }
    set {
      session.setValues(
        handle, Int32(TRANSHOST_PROPERTY_USER_INTERACTION_ENABLED),
        "UIView.isUserInteractionEnabled", [newValue ? 1 : 0])
    }
  }

  /// Mirrors `UIView.tintColor`: reading gives the view's own, else its nearest
  /// ancestor's, else the light-mode `systemBlue`; setting nil inherits again.
  public var tintColor: UIColor! {
    get {
      session.values(handle, Int32(TRANSHOST_PROPERTY_TINT_COLOR), lanes: 5, "UIView.tintColor") {
        UIColor(
          red: CGFloat($0[0]), green: CGFloat($0[1]), blue: CGFloat($0[2]), alpha: CGFloat($0[3]))
      }
    }
    set {
      let lanes = newValue.map { [$0.red, $0.green, $0.blue, $0.alpha, 1].map(Double.init) }
      session.setValues(
        handle, Int32(TRANSHOST_PROPERTY_TINT_COLOR), "UIView.tintColor",
        lanes ?? [0, 0, 0, 0, 0])
    }
  }
}
