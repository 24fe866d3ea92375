import TransitionEngine

/// The named image a view shows (a `UIImageView`'s `image`), as pictures draw it: the
/// model keeps an image's name, not its pixels or size, so pictures draw a placeholder
/// framing the name, laid out by the view's content mode.
public struct DrawnImage: Hashable, Sendable {
  /// The image's name (`UIImage(named:)`, or `system:<name>` for `UIImage(systemName:)`).
  public var name: String
  /// How the image fits the view. Mirrors `UIView.contentMode`.
  public var contentMode: ViewContentMode

  /// An image named `name`, laid out by `contentMode`.
  public init(name: String, contentMode: ViewContentMode = .scaleToFill) {
    self.name = name
    self.contentMode = contentMode
  }

  /// The image `extras` name, or nil when the view shows none.
  init?(_ extras: ViewExtras) {
    guard let name = extras.imageName else { return nil }
    self.init(name: name, contentMode: extras.contentMode)
  }

  /// Where the image lands in `bounds`, taking it to be square (the model knows no image
  /// sizes): the bounds when it scales to fill (or redraws, or fills by aspect, cut to
  /// the bounds as image views that fill are), otherwise a square of the bounds' shorter
  /// side, centred or put against the edges `contentMode` names.
  func frame(in bounds: Rect) -> Rect {
    let side = min(bounds.width, bounds.height)
    let (low, middle, high) = (0.0, 0.5, 1.0)
    let (x, y): (Double, Double)
    switch contentMode {
    case .scaleToFill, .redraw, .scaleAspectFill: return bounds
    case .scaleAspectFit, .center: (x, y) = (middle, middle)
    case .top: (x, y) = (middle, low)
    case .bottom: (x, y) = (middle, high)
    case .left: (x, y) = (low, middle)
    case .right: (x, y) = (high, middle)
    case .topLeft: (x, y) = (low, low)
    case .topRight: (x, y) = (high, low)
    case .bottomLeft: (x, y) = (low, high)
    case .bottomRight: (x, y) = (high, high)
    }
    return Rect(
      x: bounds.minX + (bounds.width - side) * x, y: bounds.minY + (bounds.height - side) * y,
      width: side, height: side)
  }
}
