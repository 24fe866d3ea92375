/// A view property that Core Animation animates, as UIKit animates it.
///
/// `frame` is not in the list: as in UIKit it is derived from `center`, `bounds` and
/// `transform`, and animating it animates those.
public enum AnimatableProperty: Int, CaseIterable, Sendable, Comparable {
  /// `center`, in the superview's coordinates.
  case center
  /// `bounds`, in the view's own coordinates.
  case bounds
  /// `transform`, about the centre.
  case transform
  /// `alpha`.
  case alpha
  /// `backgroundColor`, interpolated component-wise (nil animates as clear).
  case backgroundColor
  /// `layer.cornerRadius`.
  case cornerRadius
  /// `layer.anchorPoint`.
  case anchorPoint
  /// `layer.zPosition`.
  case zPosition
  /// `layer.sublayerTransform`.
  case sublayerTransform
  /// `layer.shadowColor`.
  case shadowColor
  /// `layer.shadowOpacity`.
  case shadowOpacity
  /// `layer.shadowOffset`.
  case shadowOffset
  /// `layer.shadowRadius`.
  case shadowRadius
  /// `layer.borderWidth`.
  case borderWidth
  /// `layer.borderColor`.
  case borderColor

  /// The stable name used in traces.
  public var name: String {
    switch self {
    case .center: "center"
    case .bounds: "bounds"
    case .transform: "transform"
    case .alpha: "alpha"
    case .backgroundColor: "backgroundColor"
    case .cornerRadius: "cornerRadius"
    case .anchorPoint: "anchorPoint"
    case .zPosition: "zPosition"
    case .sublayerTransform: "sublayerTransform"
    case .shadowColor: "shadowColor"
    case .shadowOpacity: "shadowOpacity"
    case .shadowOffset: "shadowOffset"
    case .shadowRadius: "shadowRadius"
    case .borderWidth: "borderWidth"
    case .borderColor: "borderColor"
    }
  }

  /// Whether a change to a view's own layer animates inside a `UIView` animation block:
  /// the view properties and the layer's `transform` (the same key), and
  /// `cornerRadius` (since iOS 11). UIKit applies the other layer properties (anchor point,
  /// z position, sublayer transform, shadow, border) at once there; a `CABasicAnimation`
  /// animates them.
  public var animatesInViewBlocks: Bool {
    switch self {
    case .center, .bounds, .transform, .alpha, .backgroundColor, .cornerRadius: true
    default: false
    }
  }

  /// Whether a new animation of this property adds to one in flight rather than
  /// replacing it.
  ///
  /// Since iOS 8 UIKit animates the geometry of a view (`center`, `bounds`,
  /// `transform`) additively: a second animation starts from the model value and its
  /// offset is added to the first, which runs on to its end, so motion stays smooth.
  /// The other properties are replaced: the new animation starts from what is on
  /// screen and the old one ends at once, unfinished.
  /// Whether the value is a 3D transform (sixteen lanes), which animates by its parts
  /// (``TransformInterpolation``), not entry by entry.
  var isTransform: Bool { self == .transform || self == .sublayerTransform }

  public var isAdditive: Bool {
    switch self {
    case .center, .bounds, .transform: true
    default: false
    }
  }

  public static func < (lhs: AnimatableProperty, rhs: AnimatableProperty) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// The numeric value of one animatable property, packed into a fixed vector so that
/// interpolation never allocates: sixteen lanes, the entries of a 3D transform.
public typealias AnimatableVector = SIMD16<Double>
