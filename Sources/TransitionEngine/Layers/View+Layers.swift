/// The layer tree: standalone layers among a view's sublayers, and masks. Mirrors
/// `CALayer`'s hierarchy methods; a view's own layer is the view itself.
extension View {
  /// Adds `layer` on top of the sublayers, moving it from any superlayer it had.
  /// Mirrors `CALayer.addSublayer(_:)`.
  public func addSublayer(_ layer: View) {
    insertSublayer(layer, at: sublayers.count)
  }

  /// Inserts `layer` at `index` among every sublayer (clamped), moving it from any
  /// superlayer it had. Mirrors `CALayer.insertSublayer(_:at:)`.
  public func insertSublayer(_ layer: View, at index: Int) {
    guard canAdopt(layer, call: "insertSublayer"), layer.maskedLayer == nil else {
      if layer.maskedLayer != nil {
        engine.reportViolation(
          .contextCallIgnored(
            call: "insertSublayer", transition: "\(layer)",
            reason: "the layer is a mask; a mask has no superlayer"))
      }
      return
    }
    var target = max(0, min(index, sublayers.count))
    if let old = layer.superview {
      if old === self, let current = sublayers.firstIndex(where: { $0 === layer }),
        current < target
      {
        target -= 1
      }
      old.detach(layer)
    }
    insertIntoSubviews(layer, at: min(target, sublayers.count))
    layer.setSuperview(self)
    engine.noteHierarchyChange(.add, view: layer, superview: self, index: target)
  }

  /// Inserts `layer` just above `sibling`. Mirrors `CALayer.insertSublayer(_:above:)`;
  /// when `sibling` is not a sublayer, the layer goes on top and the engine warns.
  public func insertSublayer(_ layer: View, above sibling: View) {
    insertSublayer(layer, besides: sibling, offset: 1, call: "insertSublayer(above:)")
  }

  /// Inserts `layer` just below `sibling`. Mirrors `CALayer.insertSublayer(_:below:)`;
  /// when `sibling` is not a sublayer, the layer goes on top and the engine warns.
  public func insertSublayer(_ layer: View, below sibling: View) {
    insertSublayer(layer, besides: sibling, offset: 0, call: "insertSublayer(below:)")
  }

  private func insertSublayer(_ layer: View, besides sibling: View, offset: Int, call: String) {
    guard let index = sublayers.firstIndex(where: { $0 === sibling }) else {
      engine.reportViolation(.siblingNotSubview(call: call, sibling: sibling, parent: self))
      addSublayer(layer)
      return
    }
    insertSublayer(layer, at: index + offset)
  }

  /// Detaches the layer from its superlayer. Mirrors `CALayer.removeFromSuperlayer()`;
  /// the same as ``removeFromSuperview()`` for a view's layer.
  public func removeFromSuperlayer() { removeFromSuperview() }

  /// The layer that holds this one. Mirrors `CALayer.superlayer`.
  public var superlayer: View? { superview }

  /// Makes `layer` this layer's mask (nil removes it): what is drawn of this layer and
  /// its sublayers is clipped to the mask's alpha, and for a shape layer to its filled
  /// path. Mirrors `CALayer.mask` and `UIView.mask`. A mask is in this layer's
  /// coordinates and has no superlayer: one that has one is taken out of it first; a
  /// layer that masks another stops masking it.
  public func setMask(_ layer: View?) {
    guard mask !== layer else { return }
    if let layer {
      guard layer.engine === engine, layer !== self, !isDescendant(of: layer) else {
        engine.reportViolation(
          .contextCallIgnored(
            call: "mask", transition: "\(self)",
            reason: "\(layer) cannot mask it (another engine's, itself or an ancestor)"))
        return
      }
      layer.removeFromSuperview()
      layer.maskedLayer?.mask = nil
      layer.maskedLayer = self
    }
    mask?.maskedLayer = nil
    mask = layer
    engine.sampler.noteStructureChange()
  }
}

extension Engine {
  /// Creates a standalone layer of `kind` with Core Animation's defaults (a zero frame,
  /// no sublayers). Mirrors `CALayer()`, `CAShapeLayer()` and `CAGradientLayer()`.
  public func makeLayer(name: String, kind: LayerKind = .plain, frame: Rect = .zero) -> View {
    View(
      engine: self, id: nextSequenceNumber(), name: name, frame: frame, isLayerOnly: true,
      content: LayerContent(kind: kind))
  }
}
