/// What a view has beyond its animatable state and its layer: its tag, content mode,
/// interaction flag, tint colour and image. None of it is animatable; changing it
/// applies at once.
public struct ViewExtras: Hashable, Sendable {
  /// Mirrors `UIView.tag`; `viewWithTag(_:)` finds views by it.
  public var tag = 0
  /// Mirrors `UIView.contentMode`; recorded, not drawn (the pictures draw no content).
  public var contentMode = ViewContentMode.scaleToFill
  /// Mirrors `UIView.isUserInteractionEnabled`; recorded only, the engine has no touches.
  public var isUserInteractionEnabled = true
  /// Mirrors `UIView.tintColor` as set on this view (nil: inherited, see
  /// ``View/effectiveTintColor``).
  public var tintColor: Color?
  /// The name of the image a `UIImageView` shows (`UIImage(named:)`, or
  /// `UIImage(systemName:)` as `system:<name>`), nil for none.
  public var imageName: String?

  /// Nothing set: UIKit's defaults.
  public init() {}
}

/// Mirrors `UIView.ContentMode`, with UIKit's raw values.
public enum ViewContentMode: Int, Sendable, CaseIterable {
  case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left,
    right, topLeft, topRight, bottomLeft, bottomRight
}
