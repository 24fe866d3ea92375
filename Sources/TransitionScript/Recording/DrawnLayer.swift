import TransitionEngine

/// The layer properties of a drawn view that are not at their defaults, and where its
/// bounds land when a perspective makes that no affine map: what pictures and JSON
/// samples add to a view. A view whose layer is all defaults and flat has none
/// (``DrawnView/layer`` is nil), so its output is what it was before layers were modelled.
public struct DrawnLayer: Hashable, Sendable {
  /// Mirrors `CALayer.anchorPoint`.
  public var anchorPoint = Point(x: 0.5, y: 0.5)
  /// Mirrors `CALayer.zPosition`.
  public var zPosition = 0.0
  /// The layer's own transform. Mirrors `CALayer.transform`.
  public var transform3D = Transform3D.identity
  /// Mirrors `CALayer.sublayerTransform`.
  public var sublayerTransform = Transform3D.identity
  /// Mirrors `CALayer.shadowColor` (nil: none).
  public var shadowColor: Color? = .black
  /// Mirrors `CALayer.shadowOpacity`.
  public var shadowOpacity = 0.0
  /// Mirrors `CALayer.shadowOffset`.
  public var shadowOffset = Size(width: 0, height: -3)
  /// Mirrors `CALayer.shadowRadius`.
  public var shadowRadius = 3.0
  /// Mirrors `CALayer.borderWidth`.
  public var borderWidth = 0.0
  /// Mirrors `CALayer.borderColor` (nil: none).
  public var borderColor: Color? = .black
  /// Mirrors `CALayer.maskedCorners`.
  public var maskedCorners = CornerMask.all
  /// The bounds' corners in window coordinates (top left, top right, bottom right,
  /// bottom left) when a perspective projects them into a quadrilateral that no affine
  /// map makes; nil when ``DrawnView/matrix`` places the view exactly.
  public var quad: [Point]?
  /// The clip a mask makes, in the view's own coordinates; nil for none (a hook for the
  /// layer model's masks: ``DrawnMask``).
  public var mask: DrawnMask?

  /// All defaults, flat, no mask.
  public init() {}

  /// The layer properties of `state`, or nil when every one is at its default and
  /// nothing projects the view (`quad` nil).
  init?(_ state: ViewState, quad: [Point]?) {
    guard !state.hasDefaultLayerProperties || quad != nil else { return nil }
    anchorPoint = state.anchorPoint
    zPosition = state.zPosition
    transform3D = state.transform3D
    sublayerTransform = state.sublayerTransform
    shadowColor = state.shadowColor
    shadowOpacity = state.shadowOpacity
    shadowOffset = state.shadowOffset
    shadowRadius = state.shadowRadius
    borderWidth = state.borderWidth
    borderColor = state.borderColor
    maskedCorners = state.maskedCorners
    self.quad = quad
  }

  /// Whether a shadow shows: some opacity, a colour that is not clear, and finite
  /// numbers to draw it with.
  var hasShadow: Bool {
    shadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0
      && [shadowOpacity, shadowRadius, shadowOffset.width, shadowOffset.height].allSatisfy(
        \.isFinite)
  }

  /// Whether a border shows: a finite width above 0 and a colour that is not clear.
  var hasBorder: Bool {
    borderWidth > 0 && borderWidth.isFinite && (borderColor?.alpha ?? 0) > 0
  }
}

/// A mask as a clip: the region of the masked view's own coordinates that stays visible.
///
/// Pictures clip a view (and what it draws) to it. A mask layer's alpha is reduced to
/// its shape: a rounded rectangle (its frame in the masked view and corner radius), which
/// is what transition code masks with most (reveals, circles grown from a point).
public struct DrawnMask: Hashable, Sendable {
  /// The visible rectangle, in the masked view's own coordinates.
  public var rect: Rect
  /// Its corner radius (half the shorter side makes a circle or a capsule).
  public var cornerRadius: Double

  /// A mask showing `rect`, its corners rounded by `cornerRadius`.
  public init(rect: Rect, cornerRadius: Double) {
    self.rect = rect
    self.cornerRadius = cornerRadius
  }
}
