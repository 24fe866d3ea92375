import CTransitionABI
import Foundation

/// The fake host's ABI 1.4 views section and values: each call recorded, values stored
/// per view and property (reads of unset values give zeros), the window being view 1,
/// whose rect is the container's 400 x 800 (FakeHost+Objects.swift).
extension FakeHost {
  static let window: UInt64 = 1

  /// Makes `view_get_presentation_values` answer `lanes` for `property` of `view`, as a
  /// host would mid-animation (the model value stays what `view_set_values` left).
  func setPresented(_ view: UInt64, _ property: Int, _ lanes: [Double]) {
    values[view, default: [:]][Self.presentedKey(Int32(property))] = lanes
  }

  /// Where the store keeps a presented value: under a pseudo property id of its own.
  static func presentedKey(_ property: Int32) -> Int32 { -1000 - property }

  static func installViewCallbacks(_ host: inout transhost_host_t) {
    host.view_get_values = { host, view, property, out, count in
      // A view made in code translates its autoresizing mask, as in UIKit.
      let unset: [Double] =
        property == Int32(TRANSHOST_PROPERTY_TRANSLATES_AUTORESIZING_MASK) ? [1] : []
      let stored = FakeHost.of(host).values[view]?[property] ?? unset
      for index in 0..<Int(count) { out?[index] = index < stored.count ? stored[index] : 0 }
      return Int32(TRANSHOST_OK)
    }
    host.view_set_values = { host, view, property, values, count in
      let lanes = (0..<Int(count)).map { values?[$0] ?? 0 }
      let fake = FakeHost.of(host)
      fake.record("values \(view) \(property) \(lanes)")
      fake.values[view, default: [:]][property] = lanes
      return Int32(TRANSHOST_OK)
    }
    host.view_get_presentation_values = { host, view, property, out, count in
      // What is on screen: a value `setPresented` left, else the model value.
      let fake = FakeHost.of(host)
      fake.record("presentation \(view) \(property)")
      let stored =
        fake.values[view]?[FakeHost.presentedKey(property)] ?? fake.values[view]?[property] ?? []
      for index in 0..<Int(count) { out?[index] = index < stored.count ? stored[index] : 0 }
      return Int32(TRANSHOST_OK)
    }
    host.view_window = { _ in FakeHost.window }
    host.view_with_tag = { host, view, tag in
      FakeHost.of(host).record("with tag \(view) \(tag)")
      return FakeHost.toView
    }
    host.view_set_image = { host, view, name in
      FakeHost.of(host).record("image \(view) \(name.map { String(cString: $0) } ?? "nil")")
      return Int32(TRANSHOST_OK)
    }
    host.view_transition_begin = { host, view, timing, _, _ in
      let t = timing?.pointee ?? transhost_timing_t()
      FakeHost.of(host).record(
        "transition \(view) duration \(t.duration) curve \(t.curve) options \(t.options)")
      return Int32(TRANSHOST_OK)
    }
    host.view_transition_commit = { host in
      FakeHost.of(host).record("transition commit")
      return Int32(TRANSHOST_OK)
    }
    host.view_transition_from_to = { host, from, to, timing, _, _ in
      let t = timing?.pointee ?? transhost_timing_t()
      FakeHost.of(host).record("transition \(from) to \(to) options \(t.options)")
      return Int32(TRANSHOST_OK)
    }
  }
}
