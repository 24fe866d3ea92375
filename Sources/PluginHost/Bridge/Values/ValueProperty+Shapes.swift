import CTransitionABI
import TransitionEngine

extension ValueProperty {
  /// The ABI 1.5 properties of shape and gradient layers (ids 29-37): a shape layer's
  /// paint, a gradient layer's geometry. On another kind of layer they read the defaults
  /// and refuse to be set. Paths (38, 39) and gradient colours have callbacks of their own.
  static let shapes: [ValueProperty] = [
    shapeColor(TRANSHOST_PROPERTY_FILL_COLOR, "fillColor", \.fillColor),
    shapeColor(TRANSHOST_PROPERTY_STROKE_COLOR, "strokeColor", \.strokeColor),
    shapeNumber(TRANSHOST_PROPERTY_LINE_WIDTH, "lineWidth", \.lineWidth, 0...Double.infinity),
    shapeNumber(TRANSHOST_PROPERTY_STROKE_START, "strokeStart", \.strokeStart, 0...1),
    shapeNumber(TRANSHOST_PROPERTY_STROKE_END, "strokeEnd", \.strokeEnd, 0...1),
    shape(
      TRANSHOST_PROPERTY_FILL_RULE_EVEN_ODD, "fillRule", lanes: 1,
      read: { style, out in out[0] = style.isEvenOddFill ? 1 : 0 },
      write: { style, values in
        style.isEvenOddFill = values[0] != 0
        return nil
      }),
    gradientPoint(TRANSHOST_PROPERTY_GRADIENT_START_POINT, "startPoint", \.startPoint),
    gradientPoint(TRANSHOST_PROPERTY_GRADIENT_END_POINT, "endPoint", \.endPoint),
  ]

  /// A shape layer's member: read from its style (the defaults on another layer), set only
  /// on a shape layer.
  private static func shape(
    _ id: Int, _ name: String, lanes: Int,
    read: @escaping @Sendable (ShapeStyle, UnsafeMutableBufferPointer<Double>) -> Void,
    write: @escaping @Sendable (inout ShapeStyle, UnsafeBufferPointer<Double>) -> String?
  ) -> ValueProperty {
    ValueProperty(
      id: transhost_property(id), name: name, lanes: lanes,
      read: { view, out in
        if case .shape(let style) = view.content {
          read(style, out)
        } else {
          read(ShapeStyle(), out)
        }
      },
      write: { view, values in
        guard case .shape(var style) = view.content else {
          return "'\(view)' is a \(view.content.kind.name), not a CAShapeLayer"
        }
        if let refusal = write(&style, values) { return refusal }
        view.content = .shape(style)
        return nil
      })
  }

  private static func shapeColor(
    _ id: Int, _ name: String, _ path: WritableKeyPath<ShapeStyle, Color?> & Sendable
  ) -> ValueProperty {
    shape(
      id, name, lanes: 5, read: { style, out in writeColor(style[keyPath: path], into: out) },
      write: { style, values in
        style[keyPath: path] = readColor(values)
        return nil
      })
  }

  private static func shapeNumber(
    _ id: Int, _ name: String, _ path: WritableKeyPath<ShapeStyle, Double> & Sendable,
    _ range: ClosedRange<Double>
  ) -> ValueProperty {
    shape(
      id, name, lanes: 1, read: { style, out in out[0] = style[keyPath: path] },
      write: { style, values in
        guard range.contains(values[0]) else {
          return "\(values[0]) is outside \(range.lowerBound)...\(range.upperBound)"
        }
        style[keyPath: path] = values[0]
        return nil
      })
  }

  private static func gradientPoint(
    _ id: Int, _ name: String, _ path: WritableKeyPath<GradientStyle, Point> & Sendable
  ) -> ValueProperty {
    ValueProperty(
      id: transhost_property(id), name: name, lanes: 2,
      read: { view, out in
        let style: GradientStyle
        if case .gradient(let own) = view.content { style = own } else { style = GradientStyle() }
        (out[0], out[1]) = (style[keyPath: path].x, style[keyPath: path].y)
      },
      write: { view, values in
        guard case .gradient(var style) = view.content else {
          return "'\(view)' is a \(view.content.kind.name), not a CAGradientLayer"
        }
        style[keyPath: path] = Point(x: values[0], y: values[1])
        view.content = .gradient(style)
        return nil
      })
  }
}
