import CTransitionABI
import TransitionEngine

extension HostBridge {
  func createView(_ name: UnsafePointer<CChar>?, _ frame: transhost_rect_t) -> UInt64 {
    guard let engine else {
      lastStatus = Status.badState
      return 0
    }
    guard allFinite(frame.x, frame.y, frame.width, frame.height) else {
      _ = reject("view_create", "the frame has a value that is not a finite number")
      return 0
    }
    guard engine.admit(.views) else { return 0 }
    let view = engine.makeView(
      name: name.map { String(cString: $0) } ?? "view", frame: swiftRect(frame))
    return handle(for: view)
  }

  func snapshot(_ handle: UInt64, _ afterUpdates: Bool) -> UInt64 {
    guard let view = view(handle, "view_snapshot") else { return 0 }
    guard engine?.admit(.views) ?? true else { return 0 }
    return self.handle(for: view.snapshotView(afterScreenUpdates: afterUpdates))
  }

  func hierarchy(
    _ call: String, _ parentHandle: UInt64, _ childHandle: UInt64,
    _ body: (View, View) -> Void
  ) -> transhost_status {
    withView(parentHandle, call, or: Status.invalidHandle) { parent in
      withView(childHandle, call, or: Status.invalidHandle) { child in
        body(parent, child)
        return Status.ok
      }
    }
  }

  func insertRelative(
    _ call: String, _ parentHandle: UInt64, _ childHandle: UInt64, _ siblingHandle: UInt64,
    above: Bool
  ) -> transhost_status {
    guard let parent = view(parentHandle, call), let child = view(childHandle, call),
      let sibling = view(siblingHandle, call)
    else { return Status.invalidHandle }
    if above {
      parent.insertSubview(child, aboveSubview: sibling)
    } else {
      parent.insertSubview(child, belowSubview: sibling)
    }
    return Status.ok
  }

  func removeFromSuperview(_ handle: UInt64) -> transhost_status {
    return withView(handle, "view_remove_from_superview", or: Status.invalidHandle) { view in
      view.removeFromSuperview()
      return Status.ok
    }
  }

  func superview(_ handle: UInt64) -> UInt64 {
    return withView(handle, "view_superview", or: 0) { view in
      return self.handle(for: view.superview)
    }
  }

  func subviewCount(_ handle: UInt64) -> Int64 {
    guard let view = view(handle, "view_subview_count") else {
      return Int64(TRANSHOST_COUNT_FAILED)
    }
    return Int64(view.subviews.count)
  }

  func subview(_ handle: UInt64, at index: Int64) -> UInt64 {
    guard let view = view(handle, "view_subview_at") else { return 0 }
    guard index >= 0, index < view.subviews.count else {
      _ = reject("view_subview_at", "index \(index) is outside 0..<\(view.subviews.count)")
      return 0
    }
    return self.handle(for: view.subviews[Int(index)])
  }

  func viewName(_ handle: UInt64) -> UnsafePointer<CChar>? {
    guard let view = view(handle, "view_name") else { return nil }
    return returning(view.name)
  }

  /// `view_set_name` (ABI 1.7): a name a script's view path can use, so not empty and
  /// with no path separator, id mark or control character.
  func setViewName(_ handle: UInt64, _ name: UnsafePointer<CChar>?) -> transhost_status {
    let call = "view_set_name"
    guard let name else { return reject(call, "name is NULL") }
    guard let view = view(handle, call) else { return Status.invalidHandle }
    let text = String(cString: name)
    if text.isEmpty { return reject(call, "the name is empty") }
    if let refused = text.unicodeScalars.first(where: {
      $0 == "." || $0 == "#" || $0.properties.generalCategory == .control
    }) {
      let shown =
        refused.properties.generalCategory == .control ? "a control character" : "'\(refused)'"
      return reject(
        call,
        "the name '\(text.debugDescription.dropFirst().dropLast())' has \(shown), which a script's view path cannot name"
      )
    }
    view.name = text
    return Status.ok
  }

  func findView(_ rootHandle: UInt64, _ name: UnsafePointer<CChar>?) -> UInt64 {
    guard let name else {
      _ = reject("view_find", "name is NULL")
      return 0
    }
    guard let root = view(rootHandle, "view_find") else { return 0 }
    let target = String(cString: name)
    return handle(for: root.subtree.first(where: { $0.name == target }))
  }

  func convert(
    _ fromHandle: UInt64, _ rect: transhost_rect_t, _ toHandle: UInt64,
    _ out: UnsafeMutablePointer<transhost_rect_t>?
  ) -> transhost_status {
    guard let out else { return reject("view_convert_rect", "out_rect is NULL") }
    guard let from = view(fromHandle, "view_convert_rect") else { return Status.invalidHandle }
    var target: View?
    if toHandle != 0 {
      guard let resolved = view(toHandle, "view_convert_rect") else { return Status.invalidHandle }
      target = resolved
    }
    out.pointee = cRect(from.convert(swiftRect(rect), to: target))
    return Status.ok
  }

  // MARK: Properties

  func getRect(
    _ handle: UInt64, _ property: transhost_property, _ out: UnsafeMutablePointer<transhost_rect_t>?
  ) -> transhost_status {
    guard let out else { return reject("view_get_rect", "out_value is NULL") }
    return withView(handle, "view_get_rect", or: Status.invalidHandle) { view in
      switch property {
      case transhost_property(TRANSHOST_PROPERTY_FRAME): out.pointee = cRect(view.frame)
      case transhost_property(TRANSHOST_PROPERTY_BOUNDS): out.pointee = cRect(view.bounds)
      default:
        return reject("view_get_rect", "property \(property) is not a rect (FRAME or BOUNDS)")
      }
      return Status.ok
    }
  }

  func setRect(
    _ handle: UInt64, _ property: transhost_property, _ value: transhost_rect_t
  ) -> transhost_status {
    return withView(handle, "view_set_rect", or: Status.invalidHandle) { view in
      guard allFinite(value.x, value.y, value.width, value.height) else {
        return reject("view_set_rect", "the rect has a value that is not a finite number")
      }
      switch property {
      case transhost_property(TRANSHOST_PROPERTY_FRAME): view.frame = swiftRect(value)
      case transhost_property(TRANSHOST_PROPERTY_BOUNDS): view.bounds = swiftRect(value)
      default:
        return reject("view_set_rect", "property \(property) is not a rect (FRAME or BOUNDS)")
      }
      return Status.ok
    }
  }

  func getPoint(
    _ handle: UInt64, _ property: transhost_property,
    _ out: UnsafeMutablePointer<transhost_point_t>?
  ) -> transhost_status {
    guard let out else { return reject("view_get_point", "out_value is NULL") }
    return withView(handle, "view_get_point", or: Status.invalidHandle) { view in
      guard property == transhost_property(TRANSHOST_PROPERTY_CENTER) else {
        return reject("view_get_point", "property \(property) is not a point (CENTER)")
      }
      out.pointee = transhost_point_t(x: view.center.x, y: view.center.y)
      return Status.ok
    }
  }

  func setPoint(
    _ handle: UInt64, _ property: transhost_property, _ value: transhost_point_t
  ) -> transhost_status {
    return withView(handle, "view_set_point", or: Status.invalidHandle) { view in
      guard property == transhost_property(TRANSHOST_PROPERTY_CENTER) else {
        return reject("view_set_point", "property \(property) is not a point (CENTER)")
      }
      guard allFinite(value.x, value.y) else {
        return reject("view_set_point", "the point has a value that is not a finite number")
      }
      view.center = Point(x: value.x, y: value.y)
      return Status.ok
    }
  }

  func getTransform(
    _ handle: UInt64, _ out: UnsafeMutablePointer<transhost_transform_t>?
  ) -> transhost_status {
    guard let out else { return reject("view_get_transform", "out_value is NULL") }
    guard let view = view(handle, "view_get_transform") else { return Status.invalidHandle }
    out.pointee = cTransform(view.transform)
    return Status.ok
  }

  func setTransform(_ handle: UInt64, _ value: transhost_transform_t) -> transhost_status {
    guard let view = view(handle, "view_set_transform") else { return Status.invalidHandle }
    guard allFinite(value.a, value.b, value.c, value.d, value.tx, value.ty) else {
      return reject("view_set_transform", "the transform has a value that is not a finite number")
    }
    view.transform = swiftTransform(value)
    return Status.ok
  }

  func getDouble(
    _ handle: UInt64, _ property: transhost_property, _ out: UnsafeMutablePointer<Double>?
  ) -> transhost_status {
    guard let out else { return reject("view_get_double", "out_value is NULL") }
    guard let view = view(handle, "view_get_double") else { return Status.invalidHandle }
    switch property {
    case transhost_property(TRANSHOST_PROPERTY_ALPHA): out.pointee = view.alpha
    case transhost_property(TRANSHOST_PROPERTY_CORNER_RADIUS): out.pointee = view.cornerRadius
    default:
      return reject(
        "view_get_double", "property \(property) is not a number (ALPHA or CORNER_RADIUS)")
    }
    return Status.ok
  }

  func setDouble(
    _ handle: UInt64, _ property: transhost_property, _ value: Double
  ) -> transhost_status {
    return withView(handle, "view_set_double", or: Status.invalidHandle) { view in
      guard value.isFinite else {
        return reject("view_set_double", "\(value) is not a finite number")
      }
      switch property {
      case transhost_property(TRANSHOST_PROPERTY_ALPHA): view.alpha = value
      case transhost_property(TRANSHOST_PROPERTY_CORNER_RADIUS): view.cornerRadius = value
      default:
        return reject(
          "view_set_double", "property \(property) is not a number (ALPHA or CORNER_RADIUS)")
      }
      return Status.ok
    }
  }

  func getBool(
    _ handle: UInt64, _ property: transhost_property, _ out: UnsafeMutablePointer<Bool>?
  ) -> transhost_status {
    guard let out else { return reject("view_get_bool", "out_value is NULL") }
    guard let view = view(handle, "view_get_bool") else { return Status.invalidHandle }
    switch property {
    case transhost_property(TRANSHOST_PROPERTY_HIDDEN): out.pointee = view.isHidden
    case transhost_property(TRANSHOST_PROPERTY_CLIPS_TO_BOUNDS): out.pointee = view.clipsToBounds
    default:
      return reject(
        "view_get_bool", "property \(property) is not a flag (HIDDEN or CLIPS_TO_BOUNDS)")
    }
    return Status.ok
  }

  func setBool(_ handle: UInt64, _ property: transhost_property, _ value: Bool) -> transhost_status
  {
    guard let view = view(handle, "view_set_bool") else { return Status.invalidHandle }
    switch property {
    case transhost_property(TRANSHOST_PROPERTY_HIDDEN): view.isHidden = value
    case transhost_property(TRANSHOST_PROPERTY_CLIPS_TO_BOUNDS): view.clipsToBounds = value
    default:
      return reject(
        "view_set_bool", "property \(property) is not a flag (HIDDEN or CLIPS_TO_BOUNDS)")
    }
    return Status.ok
  }

  func getColor(
    _ handle: UInt64, _ out: UnsafeMutablePointer<transhost_color_t>?,
    _ hasColor: UnsafeMutablePointer<Bool>?
  ) -> transhost_status {
    guard let out else { return reject("view_get_color", "out_value is NULL") }
    guard let view = view(handle, "view_get_color") else { return Status.invalidHandle }
    let color = view.backgroundColor ?? .clear
    out.pointee = transhost_color_t(
      red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    hasColor?.pointee = view.backgroundColor != nil
    return Status.ok
  }

  func setColor(_ handle: UInt64, _ value: UnsafePointer<transhost_color_t>?) -> transhost_status {
    return withView(handle, "view_set_color", or: Status.invalidHandle) { view in
      guard let value else {
        view.backgroundColor = nil
        return Status.ok
      }
      let c = value.pointee
      guard allFinite(c.red, c.green, c.blue, c.alpha) else {
        return reject("view_set_color", "the colour has a component that is not a finite number")
      }
      view.backgroundColor = Color(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
      return Status.ok
    }
  }
}
