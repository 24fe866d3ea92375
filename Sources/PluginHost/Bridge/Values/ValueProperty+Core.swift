import CTransitionABI
import TransitionEngine

extension ValueProperty {
  /// The ABI 1.0 properties, by value as the older typed callbacks give them.
  static let core: [ValueProperty] = [
    rect(
      TRANSHOST_PROPERTY_FRAME, "frame", read: { $0.frame },
      write: { $0.frame = $1 }),
    rect(
      TRANSHOST_PROPERTY_BOUNDS, "bounds", read: { $0.bounds },
      write: { $0.bounds = $1 }),
    ValueProperty(
      id: transhost_property(TRANSHOST_PROPERTY_CENTER), name: "center", lanes: 2,
      read: { view, out in
        out[0] = view.center.x
        out[1] = view.center.y
      },
      write: { view, values in
        view.center = Point(x: values[0], y: values[1])
        return nil
      }),
    ValueProperty(
      id: transhost_property(TRANSHOST_PROPERTY_TRANSFORM), name: "transform", lanes: 6,
      read: { view, out in writeAffine(view.transform, into: out) },
      write: { view, v in
        view.transform = AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
        return nil
      }),
    number(
      TRANSHOST_PROPERTY_ALPHA, "alpha", read: { $0.alpha },
      write: { $0.alpha = $1 }),
    number(
      TRANSHOST_PROPERTY_CORNER_RADIUS, "cornerRadius", read: { $0.cornerRadius },
      write: { $0.cornerRadius = $1 }),
    ValueProperty(
      id: transhost_property(TRANSHOST_PROPERTY_BACKGROUND_COLOR), name: "backgroundColor",
      lanes: 5,
      read: { view, out in writeColor(view.backgroundColor, into: out) },
      write: { view, values in
        view.backgroundColor = readColor(values)
        return nil
      }),
    flag(
      TRANSHOST_PROPERTY_HIDDEN, "isHidden", read: { $0.isHidden },
      write: { $0.isHidden = $1 }),
    flag(
      TRANSHOST_PROPERTY_CLIPS_TO_BOUNDS, "clipsToBounds", read: { $0.clipsToBounds },
      write: { $0.clipsToBounds = $1 }),
  ]

  /// A property of one double. Read and written through closures, not key paths: a
  /// key path applied at run time cost about 1,000 instructions a write.
  static func number(
    _ id: Int, _ name: String, read: @escaping @Sendable (View) -> Double,
    write: @escaping @Sendable (View, Double) -> Void
  ) -> ValueProperty {
    ValueProperty(
      id: transhost_property(id), name: name, lanes: 1,
      read: { view, out in out[0] = read(view) },
      write: { view, values in
        write(view, values[0])
        return nil
      })
  }

  /// A flag: 0 is false, anything else true.
  static func flag(
    _ id: Int, _ name: String, read: @escaping @Sendable (View) -> Bool,
    write: @escaping @Sendable (View, Bool) -> Void
  ) -> ValueProperty {
    ValueProperty(
      id: transhost_property(id), name: name, lanes: 1,
      read: { view, out in out[0] = read(view) ? 1 : 0 },
      write: { view, values in
        write(view, values[0] != 0)
        return nil
      })
  }

  /// A rectangle as x, y, width, height.
  static func rect(
    _ id: Int, _ name: String, read: @escaping @Sendable (View) -> Rect,
    write: @escaping @Sendable (View, Rect) -> Void
  ) -> ValueProperty {
    ValueProperty(
      id: transhost_property(id), name: name, lanes: 4,
      read: { view, out in writeRect(read(view), into: out) },
      write: { view, v in
        write(view, Rect(x: v[0], y: v[1], width: v[2], height: v[3]))
        return nil
      })
  }

  /// An optional colour as red, green, blue, alpha and a fifth lane, 1 when there is a
  /// colour and 0 for nil.
  static func writeColor(_ color: Color?, into out: UnsafeMutableBufferPointer<Double>) {
    let shown = color ?? .clear
    (out[0], out[1], out[2], out[3]) = (shown.red, shown.green, shown.blue, shown.alpha)
    out[4] = color == nil ? 0 : 1
  }

  /// The optional colour five lanes hold (see ``writeColor(_:into:)``).
  static func readColor(_ values: UnsafeBufferPointer<Double>) -> Color? {
    guard values[4] != 0 else { return nil }
    return Color(red: values[0], green: values[1], blue: values[2], alpha: values[3])
  }
}
