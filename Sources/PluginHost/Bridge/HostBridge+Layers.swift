import CTransitionABI
import TransitionEngine

/// The layers section of the callback table: standalone layers, sublayers, masks and
/// Core Animation transactions.
extension HostBridge {
  func createLayer(_ name: UnsafePointer<CChar>?, _ kind: Int32) -> UInt64 {
    guard let engine else {
      lastStatus = Status.badState
      return 0
    }
    guard let layerKind = LayerKind(rawValue: Int(kind)) else {
      _ = reject("layer_create", "\(kind) is not a TRANSHOST_LAYER_KIND_* value")
      return 0
    }
    guard engine.admit(.views) else { return 0 }
    let layer = engine.makeLayer(
      name: name.map { String(cString: $0) } ?? "layer", kind: layerKind)
    return handle(for: layer)
  }

  func insertSublayer(_ parent: UInt64, _ layer: UInt64, _ index: UInt32) -> transhost_status {
    hierarchy("layer_insert_sublayer", parent, layer) { parent, layer in
      parent.insertSublayer(layer, at: index == UInt32.max ? parent.sublayers.count : Int(index))
    }
  }

  func insertSublayer(
    _ parentHandle: UInt64, _ layerHandle: UInt64, _ siblingHandle: UInt64, above: Bool
  ) -> transhost_status {
    let call = "layer_insert_sublayer_relative"
    guard let parent = view(parentHandle, call), let layer = view(layerHandle, call),
      let sibling = view(siblingHandle, call)
    else { return Status.invalidHandle }
    if above {
      parent.insertSublayer(layer, above: sibling)
    } else {
      parent.insertSublayer(layer, below: sibling)
    }
    return Status.ok
  }

  func removeFromSuperlayer(_ handle: UInt64) -> transhost_status {
    guard let layer = view(handle, "layer_remove_from_superlayer") else {
      return Status.invalidHandle
    }
    layer.removeFromSuperlayer()
    return Status.ok
  }

  func sublayerCount(_ handle: UInt64) -> UInt32 {
    guard let layer = view(handle, "layer_sublayer_count") else { return 0 }
    return UInt32(layer.sublayers.count)
  }

  func sublayer(_ handle: UInt64, at index: UInt32) -> UInt64 {
    guard let layer = view(handle, "layer_sublayer_at") else { return 0 }
    guard Int(index) < layer.sublayers.count else {
      _ = reject(
        "layer_sublayer_at", "index \(index) is past the \(layer.sublayers.count) sublayers")
      return 0
    }
    return self.handle(for: layer.sublayers[Int(index)])
  }

  func superlayer(_ handle: UInt64) -> UInt64 {
    guard let layer = view(handle, "layer_superlayer") else { return 0 }
    return layer.superlayer.map { self.handle(for: $0) } ?? 0
  }

  func setMask(_ handle: UInt64, _ maskHandle: UInt64) -> transhost_status {
    guard let layer = view(handle, "layer_set_mask") else { return Status.invalidHandle }
    guard maskHandle != 0 else {
      layer.setMask(nil)
      return Status.ok
    }
    guard let mask = view(maskHandle, "layer_set_mask") else { return Status.invalidHandle }
    guard mask !== layer, !layer.isDescendant(of: mask) else {
      return reject("layer_set_mask", "\(mask) cannot mask \(layer): it is the layer or holds it")
    }
    layer.setMask(mask)
    return Status.ok
  }

  func mask(_ handle: UInt64) -> UInt64 {
    guard let layer = view(handle, "layer_mask") else { return 0 }
    return layer.mask.map { self.handle(for: $0) } ?? 0
  }

  func transaction(_ call: String, _ body: (Engine) -> Bool) -> transhost_status {
    guard let engine else { return Status.badState }
    guard body(engine) else {
      return reject(
        call, "no transaction is open (call transaction_begin first)", status: Status.badState)
    }
    return Status.ok
  }

  func setTransactionDuration(_ duration: Double) -> transhost_status {
    guard duration.isFinite, duration >= 0 else {
      return reject(
        "transaction_set_animation_duration", "\(duration) is not a duration (a finite number >= 0)"
      )
    }
    return transaction("transaction_set_animation_duration") {
      $0.setTransactionAnimationDuration(duration)
      return true
    }
  }
}
