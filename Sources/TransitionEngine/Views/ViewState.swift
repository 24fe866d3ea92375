/// Everything that decides how one view draws, without its subviews.
///
/// A view has two of these, as a `CALayer` has: the model (what the app set) and the
/// presentation (what is on screen at the current virtual time).
public struct ViewState: Hashable, Sendable {
  /// The centre, in the superview's coordinates. Mirrors `UIView.center`.
  public var center: Point
  /// The view's own coordinate space. Mirrors `UIView.bounds`.
  public var bounds: Rect
  /// The affine transform about the centre. Mirrors `UIView.transform`.
  public var transform: AffineTransform
  /// The opacity. Mirrors `UIView.alpha`.
  public var alpha: Double
  /// The background colour, or nil for none. Mirrors `UIView.backgroundColor`.
  public var backgroundColor: Color?
  /// The corner radius. Mirrors `CALayer.cornerRadius`.
  public var cornerRadius: Double
  /// Whether the view is hidden. Mirrors `UIView.isHidden` (not animatable).
  public var isHidden: Bool
  /// Whether subviews are clipped to the bounds. Mirrors `UIView.clipsToBounds`.
  public var clipsToBounds: Bool

  /// A state with the given frame and UIKit's defaults for everything else.
  public init(frame: Rect) {
    center = frame.center
    bounds = Rect(origin: .zero, size: Size(width: frame.width, height: frame.height))
    transform = .identity
    alpha = 1
    backgroundColor = nil
    cornerRadius = 0
    isHidden = false
    clipsToBounds = false
  }

  /// The frame in the superview's coordinates: the bounding box of the bounds after
  /// the transform, placed at the centre. Mirrors `UIView.frame`.
  public var frame: Rect {
    let local = Rect(
      x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
    return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
  }

  /// Sets the frame the way UIKit does: the centre moves to the frame's centre and the
  /// bounds take the frame's size divided by the transform's scale. Mirrors
  /// `UIView.frame`'s setter (UIKit calls a frame under a non-identity transform
  /// undefined; this keeps the visible frame equal to what was set for scales and
  /// right-angle rotations).
  public mutating func setFrame(_ frame: Rect) {
    center = frame.center
    var size = Size(width: frame.width, height: frame.height)
    if !transform.isIdentity {
      let unit = Rect(x: 0, y: 0, width: 1, height: 1).applying(transform)
      if unit.width > 0 { size.width = frame.width / unit.width }
      if unit.height > 0 { size.height = frame.height / unit.height }
    }
    bounds.size = size
  }

  /// The packed value of `property`.
  public func vector(for property: AnimatableProperty) -> AnimatableVector {
    switch property {
    case .center:
      return AnimatableVector(center.x, center.y, 0, 0, 0, 0, 0, 0)
    case .bounds:
      return AnimatableVector(
        bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height, 0, 0, 0, 0)
    case .transform:
      let t = transform
      return AnimatableVector(t.a, t.b, t.c, t.d, t.tx, t.ty, 0, 0)
    case .alpha:
      return AnimatableVector(alpha, 0, 0, 0, 0, 0, 0, 0)
    case .backgroundColor:
      let color = backgroundColor ?? .clear
      return AnimatableVector(color.red, color.green, color.blue, color.alpha, 0, 0, 0, 0)
    case .cornerRadius:
      return AnimatableVector(cornerRadius, 0, 0, 0, 0, 0, 0, 0)
    }
  }

  /// Sets `property` from its packed value.
  public mutating func setVector(_ value: AnimatableVector, for property: AnimatableProperty) {
    switch property {
    case .center:
      center = Point(x: value[0], y: value[1])
    case .bounds:
      bounds = Rect(x: value[0], y: value[1], width: value[2], height: value[3])
    case .transform:
      transform = AffineTransform(
        a: value[0], b: value[1], c: value[2], d: value[3], tx: value[4], ty: value[5])
    case .alpha:
      alpha = value[0]
    case .backgroundColor:
      backgroundColor = Color(red: value[0], green: value[1], blue: value[2], alpha: value[3])
    case .cornerRadius:
      cornerRadius = value[0]
    }
  }
}
