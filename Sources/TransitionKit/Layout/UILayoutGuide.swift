import Foundation

/// A rectangle inside a view that constraints can use. Mirrors `UILayoutGuide` for the
/// guides UIKit gives every view: `safeAreaLayoutGuide` (headless, with no notch or bars,
/// the safe area has zero insets: the guide is the view's bounds) and
/// `layoutMarginsGuide` (UIKit's default layout margins, 8 points each side).
public class UILayoutGuide: NSObject {
  /// Mirrors `owningView`.
  public private(set) weak var owningView: UIView?
  /// Mirrors `identifier`.
  public var identifier: String
  /// How far inside the view's bounds the guide lies, on every side.
  let inset: CGFloat

  init(owningView: UIView, identifier: String, inset: CGFloat) {
    self.owningView = owningView
    self.identifier = identifier
    self.inset = inset
  }

  /// Mirrors `layoutFrame`: the guide's rectangle in the owning view's coordinates.
  public var layoutFrame: CGRect {
    (owningView?.bounds ?? .zero).insetBy(dx: inset, dy: inset)
  }

  /// Mirrors `leadingAnchor`.
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  /// Mirrors `trailingAnchor`.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  /// Mirrors `leftAnchor`.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  /// Mirrors `rightAnchor`.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  /// Mirrors `centerXAnchor`.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  /// Mirrors `topAnchor`.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  /// Mirrors `bottomAnchor`.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  /// Mirrors `centerYAnchor`.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  /// Mirrors `widthAnchor`.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  /// Mirrors `heightAnchor`.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}
