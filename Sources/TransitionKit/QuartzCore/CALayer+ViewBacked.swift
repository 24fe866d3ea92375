import Foundation

/// The layer properties a view's layer shares with its view: UIKit's `alpha` is the layer's
/// `opacity`, and `center` its `position` (in the superview's coordinates), so each reads and
/// writes the view's, animated by `UIView.animate` as the view's are.
extension CALayer {
  /// Mirrors `CALayer.opacity`: the view's `alpha`.
  public var opacity: Float {
    get { Float(view.alpha) }
    set { view.alpha = CGFloat(newValue) }
  }

  /// Mirrors `CALayer.position`: the view's `center`.
  public var position: CGPoint {
    get { view.center }
    set { view.center = newValue }
  }
}
