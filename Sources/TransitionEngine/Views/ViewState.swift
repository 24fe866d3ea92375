/// Everything that decides how one view draws, without its subviews.
///
/// A view has two of these, as a `CALayer` has: the model (what the app set) and the
/// presentation (what is on screen at the current virtual time).
public struct ViewState: Hashable, Sendable {
  /// The centre, in the superview's coordinates. Mirrors `UIView.center`.
  public var center: Point
  /// The view's own coordinate space. Mirrors `UIView.bounds`.
  public var bounds: Rect
  /// The layer's transform about its anchor point. Mirrors `CALayer.transform`; a view's
  /// `transform` is its affine part (see ``transform``).
  public var transform3D: Transform3D
  /// The affine transform about the centre. Mirrors `UIView.transform`: reading it gives
  /// the affine part of ``transform3D``, setting it makes the layer transform that affine
  /// transform, as UIKit does.
  public var transform: AffineTransform {
    get { transform3D.affine }
    set { transform3D = Transform3D(affine: newValue) }
  }
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
  /// The point of the bounds, in unit coordinates, that ``center`` places and the
  /// transform turns about. Mirrors `CALayer.anchorPoint` (default `(0.5, 0.5)`).
  public var anchorPoint: Point
  /// The layer's place in front-to-back order among its siblings. Mirrors
  /// `CALayer.zPosition`.
  public var zPosition: Double
  /// The transform applied to the sublayers, about the centre. Mirrors
  /// `CALayer.sublayerTransform` (the usual home of an `m34` perspective).
  public var sublayerTransform: Transform3D
  /// The shadow's colour, nil for none. Mirrors `CALayer.shadowColor` (default opaque
  /// black).
  public var shadowColor: Color?
  /// The shadow's opacity, 0 to 1. Mirrors `CALayer.shadowOpacity` (default 0: no shadow).
  public var shadowOpacity: Double
  /// How far the shadow is moved. Mirrors `CALayer.shadowOffset` (default `(0, -3)`).
  public var shadowOffset: Size
  /// The shadow's blur radius. Mirrors `CALayer.shadowRadius` (default 3).
  public var shadowRadius: Double
  /// The border's width, drawn inside the bounds. Mirrors `CALayer.borderWidth`.
  public var borderWidth: Double
  /// The border's colour, nil for none. Mirrors `CALayer.borderColor` (default opaque
  /// black).
  public var borderColor: Color?
  /// Which corners ``cornerRadius`` rounds. Mirrors `CALayer.maskedCorners` (default all).
  public var maskedCorners: CornerMask

  /// A state with the given frame and UIKit's defaults for everything else.
  public init(frame: Rect) {
    center = frame.center
    bounds = Rect(origin: .zero, size: Size(width: frame.width, height: frame.height))
    transform3D = .identity
    alpha = 1
    backgroundColor = nil
    cornerRadius = 0
    isHidden = false
    clipsToBounds = false
    anchorPoint = Point(x: 0.5, y: 0.5)
    zPosition = 0
    sublayerTransform = .identity
    shadowColor = .black
    shadowOpacity = 0
    shadowOffset = Size(width: 0, height: -3)
    shadowRadius = 3
    borderWidth = 0
    borderColor = .black
    maskedCorners = .all
  }

  /// Whether every layer property beyond a view's own (anchor point, z position, 3D and
  /// sublayer transforms, shadow, border, masked corners) has its default value: what
  /// traces and pictures use to leave them out.
  public var hasDefaultLayerProperties: Bool {
    transform3D.isAffine && anchorPoint == Point(x: 0.5, y: 0.5) && zPosition == 0
      && sublayerTransform.isIdentity && shadowOpacity == 0 && borderWidth == 0
      && maskedCorners == .all && shadowColor == .black
      && shadowOffset == Size(width: 0, height: -3)
      && shadowRadius == 3 && borderColor == .black
  }

  /// The frame in the superview's coordinates: the bounding box of the bounds after
  /// the transform, placed at the centre. Mirrors `UIView.frame`.
  public var frame: Rect {
    let local = Rect(
      x: -bounds.width * anchorPoint.x, y: -bounds.height * anchorPoint.y, width: bounds.width,
      height: bounds.height)
    return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
  }

  /// Sets the frame the way UIKit does: the centre moves to the frame's centre and the
  /// bounds take the frame's size divided by the transform's scale. Mirrors
  /// `UIView.frame`'s setter (UIKit calls a frame under a non-identity transform
  /// undefined; this keeps the visible frame equal to what was set for scales and
  /// right-angle rotations).
  public mutating func setFrame(_ frame: Rect) {
    var size = Size(width: frame.width, height: frame.height)
    if !transform.isIdentity {
      let unit = Rect(x: 0, y: 0, width: 1, height: 1).applying(transform)
      if unit.width > 0 { size.width = frame.width / unit.width }
      if unit.height > 0 { size.height = frame.height / unit.height }
    }
    bounds.size = size
    // The anchor point lands where it sits in the frame (the centre by default).
    center =
      anchorPoint == Point(x: 0.5, y: 0.5)
      ? frame.center
      : Point(
        x: frame.minX + frame.width * anchorPoint.x, y: frame.minY + frame.height * anchorPoint.y)
  }

  /// The packed value of `property`.
  public func vector(for property: AnimatableProperty) -> AnimatableVector {
    switch property {
    case .center: Self.pack(center.x, center.y)
    case .bounds:
      Self.pack(bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height)
    case .transform: transform3D.vector
    case .alpha: Self.pack(alpha)
    case .backgroundColor: Self.pack(backgroundColor ?? .clear)
    case .cornerRadius: Self.pack(cornerRadius)
    case .anchorPoint: Self.pack(anchorPoint.x, anchorPoint.y)
    case .zPosition: Self.pack(zPosition)
    case .sublayerTransform: sublayerTransform.vector
    case .shadowColor: Self.pack(shadowColor ?? .clear)
    case .shadowOpacity: Self.pack(shadowOpacity)
    case .shadowOffset: Self.pack(shadowOffset.width, shadowOffset.height)
    case .shadowRadius: Self.pack(shadowRadius)
    case .borderWidth: Self.pack(borderWidth)
    case .borderColor: Self.pack(borderColor ?? .clear)
    }
  }

  /// Sets `property` from its packed value.
  public mutating func setVector(_ value: AnimatableVector, for property: AnimatableProperty) {
    switch property {
    case .center: center = Point(x: value[0], y: value[1])
    case .bounds: bounds = Rect(x: value[0], y: value[1], width: value[2], height: value[3])
    case .transform: transform3D = Transform3D(vector: value)
    case .alpha: alpha = value[0]
    case .backgroundColor: backgroundColor = Self.color(value)
    case .cornerRadius: cornerRadius = value[0]
    case .anchorPoint: anchorPoint = Point(x: value[0], y: value[1])
    case .zPosition: zPosition = value[0]
    case .sublayerTransform: sublayerTransform = Transform3D(vector: value)
    case .shadowColor: shadowColor = Self.color(value)
    case .shadowOpacity: shadowOpacity = value[0]
    case .shadowOffset: shadowOffset = Size(width: value[0], height: value[1])
    case .shadowRadius: shadowRadius = value[0]
    case .borderWidth: borderWidth = value[0]
    case .borderColor: borderColor = Self.color(value)
    }
  }

  private static func pack(
    _ a: Double, _ b: Double = 0, _ c: Double = 0, _ d: Double = 0
  ) -> AnimatableVector {
    var vector = AnimatableVector()
    (vector[0], vector[1], vector[2], vector[3]) = (a, b, c, d)
    return vector
  }

  private static func pack(_ color: Color) -> AnimatableVector {
    pack(color.red, color.green, color.blue, color.alpha)
  }

  private static func color(_ value: AnimatableVector) -> Color {
    Color(red: value[0], green: value[1], blue: value[2], alpha: value[3])
  }
}

/// Which corners a layer's corner radius rounds. Mirrors `CACornerMask`: the bits are
/// `layerMinXMinYCorner` (1), `layerMaxXMinYCorner` (2), `layerMinXMaxYCorner` (4) and
/// `layerMaxXMaxYCorner` (8).
public struct CornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner (minimum x, minimum y).
  public static let minXMinY = CornerMask(rawValue: 1)
  /// The top-right corner.
  public static let maxXMinY = CornerMask(rawValue: 2)
  /// The bottom-left corner.
  public static let minXMaxY = CornerMask(rawValue: 4)
  /// The bottom-right corner.
  public static let maxXMaxY = CornerMask(rawValue: 8)
  /// All four, the default.
  public static let all: CornerMask = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]
}
