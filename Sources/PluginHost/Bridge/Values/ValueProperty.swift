import CTransitionABI
import TransitionEngine

/// One property `view_get_values` / `view_set_values` serve: its id, how many doubles
/// it takes, and how it reads and writes a view.
///
/// Every area of the model registers its own in a table of its own (``ValueProperty/core``,
/// `layers`, `layout`, `views`); ``ValueProperty/byID`` joins them once.
struct ValueProperty: Sendable {
  /// The `TRANSHOST_PROPERTY_*` id.
  let id: transhost_property
  /// The name in messages (`shadowOpacity`).
  let name: String
  /// How many doubles the property takes.
  let lanes: Int
  /// Writes the property of a view into a buffer of `lanes` doubles.
  let read: @Sendable (View, UnsafeMutableBufferPointer<Double>) -> Void
  /// Sets the property from `lanes` doubles, or says why the values are refused
  /// (`nil` when they were taken); nil for a read-only property.
  let write: (@Sendable (View, UnsafeBufferPointer<Double>) -> String?)?

  /// Every property by id: the tables of every area, joined once, indexed by the id
  /// itself (ids are small: an array read, where a dictionary hashed the id).
  static let byID: [ValueProperty?] = {
    let all = core + layers + shapes + coreAnimation + layout + views
    var table = [ValueProperty?](
      repeating: nil, count: Int(all.map(\.id).max() ?? 0) + 1)
    for property in all {
      precondition(
        property.id >= 0 && table[Int(property.id)] == nil,
        "property id \(property.id) registered twice")
      table[Int(property.id)] = property
    }
    return table
  }()

  /// The property whose id is `id`, or nil.
  static func named(_ id: transhost_property) -> ValueProperty? {
    id >= 0 && Int(id) < byID.count ? byID[Int(id)] : nil
  }
}

extension HostBridge {
  func getValues(
    _ handle: UInt64, _ id: transhost_property, _ out: UnsafeMutablePointer<Double>?,
    _ count: UInt32
  ) -> transhost_status {
    guard let out else { return reject("view_get_values", "out is NULL") }
    guard let property = valueProperty(id, count, "view_get_values") else {
      return lastStatus
    }
    guard let view = view(handle, "view_get_values") else { return Status.invalidHandle }
    property.read(view, UnsafeMutableBufferPointer(start: out, count: property.lanes))
    return Status.ok
  }

  func setValues(
    _ handle: UInt64, _ id: transhost_property, _ values: UnsafePointer<Double>?,
    _ count: UInt32
  ) -> transhost_status {
    guard let values else { return reject("view_set_values", "values is NULL") }
    guard let property = valueProperty(id, count, "view_set_values") else {
      return lastStatus
    }
    guard let write = property.write else {
      return reject("view_set_values", "\(property.name) is read-only")
    }
    return withView(handle, "view_set_values", or: Status.invalidHandle) { view in
      let buffer = UnsafeBufferPointer(start: values, count: property.lanes)
      guard buffer.allSatisfy(\.isFinite) else {
        return reject("view_set_values", "a value of \(property.name) is not a finite number")
      }
      if let refusal = write(view, buffer) {
        return reject("view_set_values", "\(property.name): \(refusal)")
      }
      return Status.ok
    }
  }

  /// The property `id` names when `count` is its lane count; else the call is refused
  /// (and nil returned).
  func valueProperty(
    _ id: transhost_property, _ count: UInt32, _ call: String
  ) -> ValueProperty? {
    guard let property = ValueProperty.named(id) else {
      _ = reject(call, "property \(id) is not a property this host knows")
      return nil
    }
    guard Int(count) == property.lanes else {
      _ = reject(call, "\(property.name) takes \(property.lanes) values, not \(count)")
      return nil
    }
    return property
  }
}
