import CTransitionABI
import Foundation

/// The fake host's ABI 1.4 layer-tree and transaction callbacks: standalone layers get
/// new handles (their kind and standalone flag readable through `view_get_values`), each
/// parent keeps its sublayers in order, masks by layer, and every call is recorded. The
/// tree lives in the fake's own value store under negative pseudo property ids, so fakes
/// of suites running in parallel never share it.
extension FakeHost {
  /// Each parent's sublayers, back to front.
  var sublayers: [UInt64: [UInt64]] {
    get { values.compactMapValues { $0[-1]?.map { UInt64($0) } } }
    set {
      for key in values.keys { values[key]?[-1] = nil }
      for (parent, list) in newValue { values[parent, default: [:]][-1] = list.map { Double($0) } }
    }
  }

  static func installLayerCallbacks(_ host: inout transhost_host_t) {
    host.layer_create = { host, _, kind in
      let fake = FakeHost.of(host)
      fake.nextHandle += 1
      let handle = fake.nextHandle
      fake.values[handle, default: [:]][Int32(TRANSHOST_PROPERTY_LAYER_KIND)] = [Double(kind)]
      fake.values[handle, default: [:]][Int32(TRANSHOST_PROPERTY_IS_STANDALONE_LAYER)] = [1]
      fake.record("layer create \(handle) kind \(kind)")
      return handle
    }
    host.layer_insert_sublayer = { host, parent, layer, index in
      FakeHost.of(host).detach(layer)
      var list = FakeHost.of(host).sublayers[parent] ?? []
      list.insert(layer, at: min(Int(index), list.count))
      FakeHost.of(host).sublayers[parent] = list
      FakeHost.of(host).record("insert \(layer) in \(parent) at \(index)")
      return Int32(TRANSHOST_OK)
    }
    host.layer_insert_sublayer_relative = { host, parent, layer, sibling, above in
      FakeHost.of(host).detach(layer)
      var list = FakeHost.of(host).sublayers[parent] ?? []
      let at = list.firstIndex(of: sibling).map { above ? $0 + 1 : $0 } ?? list.count
      list.insert(layer, at: at)
      FakeHost.of(host).sublayers[parent] = list
      FakeHost.of(host).record(
        "insert \(layer) in \(parent) \(above ? "above" : "below") \(sibling)")
      return Int32(TRANSHOST_OK)
    }
    host.layer_remove_from_superlayer = { host, layer in
      FakeHost.of(host).detach(layer)
      FakeHost.of(host).record("remove \(layer)")
      return Int32(TRANSHOST_OK)
    }
    host.layer_sublayer_count = { host, layer in
      UInt32(FakeHost.of(host).sublayers[layer]?.count ?? 0)
    }
    host.layer_sublayer_at = { host, layer, index in
      let list = FakeHost.of(host).sublayers[layer] ?? []
      return Int(index) < list.count ? list[Int(index)] : 0
    }
    host.layer_superlayer = { host, layer in
      FakeHost.of(host).sublayers.first { $0.value.contains(layer) }?.key ?? 0
    }
    host.layer_set_mask = { host, layer, mask in
      FakeHost.of(host).values[layer, default: [:]][-2] = mask == 0 ? nil : [Double(mask)]
      FakeHost.of(host).record("mask \(layer) \(mask)")
      return Int32(TRANSHOST_OK)
    }
    host.layer_mask = { host, layer in
      FakeHost.of(host).values[layer]?[-2].map { UInt64($0[0]) } ?? 0
    }
    host.transaction_begin = { host in
      let fake = FakeHost.of(host)
      fake.values[0, default: [:]][-3] = [(fake.values[0]?[-3]?[0] ?? 0) + 1]
      fake.record("transaction begin")
      return Int32(TRANSHOST_OK)
    }
    host.transaction_commit = { host in
      let fake = FakeHost.of(host)
      let open = fake.values[0]?[-3]?[0] ?? 0
      guard open > 0 else { return Int32(TRANSHOST_E_BAD_STATE) }
      fake.values[0, default: [:]][-3] = [open - 1]
      fake.record("transaction commit")
      return Int32(TRANSHOST_OK)
    }
    host.transaction_set_animation_duration = { host, duration in
      FakeHost.of(host).record("transaction duration \(duration)")
      return Int32(TRANSHOST_OK)
    }
    host.transaction_set_disable_actions = { host, disable in
      FakeHost.of(host).record("transaction disable actions \(disable)")
      return Int32(TRANSHOST_OK)
    }
    host.transaction_set_completion = { host, completion, userData in
      // Kept with the animation completions: `runCompletions` runs it as the host would
      // once the transaction's animations have ended.
      let fake = FakeHost.of(host)
      fake.record("transaction completion \(completion == nil ? "cleared" : "set")")
      if let completion { fake.keep(completion, userData) }
      return Int32(TRANSHOST_OK)
    }
    host.transaction_set_timing_function = { host, function in
      let line = function.map { f in
        "\(f.pointee.c1x) \(f.pointee.c1y) \(f.pointee.c2x) \(f.pointee.c2y)"
      }
      FakeHost.of(host).record("transaction timing \(line ?? "default")")
      return Int32(TRANSHOST_OK)
    }
  }

  /// Takes `layer` out of its parent's list.
  private func detach(_ layer: UInt64) {
    for (parent, list) in sublayers where list.contains(layer) {
      sublayers[parent] = list.filter { $0 != layer }
    }
  }
}
