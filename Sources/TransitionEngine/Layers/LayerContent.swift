/// What a layer draws beyond its background, border and shadow: nothing for a plain
/// layer, an outline for a shape layer, a gradient for a gradient layer.
public enum LayerContent: Hashable, Sendable {
  /// A plain layer (`CALayer`): no content of its own.
  case plain
  /// A shape layer (`CAShapeLayer`).
  case shape(ShapeStyle)
  /// A gradient layer (`CAGradientLayer`).
  case gradient(GradientStyle)

  /// The kind of layer, without its content.
  public var kind: LayerKind {
    switch self {
    case .plain: .plain
    case .shape: .shape
    case .gradient: .gradient
    }
  }

  /// The content a new layer of `kind` has: Core Animation's defaults.
  public init(kind: LayerKind) {
    switch kind {
    case .plain: self = .plain
    case .shape: self = .shape(ShapeStyle())
    case .gradient: self = .gradient(GradientStyle())
    }
  }
}

/// The class of a layer. Mirrors `CALayer`, `CAShapeLayer` and `CAGradientLayer`; the
/// raw values are the C ABI's `TRANSHOST_LAYER_KIND_*`.
public enum LayerKind: Int, CaseIterable, Sendable {
  /// `CALayer`.
  case plain = 0
  /// `CAShapeLayer`.
  case shape = 1
  /// `CAGradientLayer`.
  case gradient = 2

  /// The class name, for traces.
  public var name: String {
    switch self {
    case .plain: "CALayer"
    case .shape: "CAShapeLayer"
    case .gradient: "CAGradientLayer"
    }
  }
}

/// How a shape layer draws its path. Mirrors `CAShapeLayer`'s properties and defaults.
public struct ShapeStyle: Hashable, Sendable {
  /// The outline, nil for none. Mirrors `CAShapeLayer.path`.
  public var path: Path?
  /// The fill, nil for none. Mirrors `fillColor` (default opaque black).
  public var fillColor: Color? = .black
  /// The stroke, nil for none. Mirrors `strokeColor` (default nil).
  public var strokeColor: Color?
  /// The stroke's width. Mirrors `lineWidth` (default 1).
  public var lineWidth: Double = 1
  /// Where the stroke starts along the path, 0 to 1. Mirrors `strokeStart` (default 0).
  public var strokeStart: Double = 0
  /// Where the stroke ends along the path, 0 to 1. Mirrors `strokeEnd` (default 1).
  public var strokeEnd: Double = 1
  /// Whether the fill uses the even-odd rule (`fillRule = .evenOdd`) rather than
  /// non-zero winding (the default).
  public var isEvenOddFill = false

  /// Core Animation's defaults: no path, black fill, no stroke.
  public init() {}
}

/// How a gradient layer fills its bounds. Mirrors `CAGradientLayer`'s properties.
public struct GradientStyle: Hashable, Sendable {
  /// The colours, in order. Mirrors `colors` (default none).
  public var colors: [Color] = []
  /// Where each colour sits, 0 to 1, or nil to spread them evenly. Mirrors `locations`.
  public var locations: [Double]?
  /// Where the gradient starts, in unit coordinates. Mirrors `startPoint` (default
  /// `(0.5, 0)`).
  public var startPoint = Point(x: 0.5, y: 0)
  /// Where it ends. Mirrors `endPoint` (default `(0.5, 1)`).
  public var endPoint = Point(x: 0.5, y: 1)

  /// Core Animation's defaults: no colours, top to bottom.
  public init() {}
}
