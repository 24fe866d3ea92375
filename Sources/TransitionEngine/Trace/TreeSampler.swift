/// One view as drawn at a sample time.
public struct ViewSample: Hashable, Sendable {
  /// The view's engine id.
  public let id: Int
  /// The view's name.
  public let name: String
  /// The id of its superview, nil for the window's root view.
  public let superviewID: Int?
  /// Its depth below the window's root view (the root is 0).
  public let depth: Int
  /// What it shows: its presentation state, in its superview's coordinates.
  public var state: ViewState
  /// Whether it is a snapshot view.
  public let isSnapshot: Bool
  /// Whether it is a standalone layer (`CALayer()`), not a view.
  public var isLayerOnly = false
  /// What the layer draws beyond its background (a shape's path, a gradient).
  public var content: LayerContent = .plain
  /// The id of the layer that masks this one, nil for none. The mask is sampled right
  /// after this entry (before the sublayers), with ``isMask`` set, its ``superviewID``
  /// this entry's id and its state in this entry's coordinates: draw this entry and its
  /// sublayers clipped to the mask's alpha (a shape mask: its filled path).
  public var maskID: Int?
  /// Whether this entry is a mask (see ``maskID``): it is not drawn itself.
  public var isMask = false
}

/// Reads the window's view tree at the current virtual time.
///
/// A sample costs work only for what changed: the list of views is rebuilt when the
/// hierarchy changes; otherwise only views whose model changed or that are animating
/// (or just stopped) are read again, in place. ``lastSampleWork`` tells how many views
/// the last sample read, so tests can hold it to that. Its buffers keep their storage,
/// so once they have grown to the largest tree seen a sample allocates nothing
/// (`transhost-bench --only allocations` counts it).
public final class TreeSampler {
  unowned let engine: Engine
  private var samples: [ViewSample] = []
  private var views: [View] = []
  private var positions: [Int: Int] = [:]
  private var isStructureDirty = true
  private var dirtyViewIDs: Set<Int> = []
  private var previouslyAnimating: Set<Int> = []
  /// The depth-first walk's pending views, kept so a rebuild reuses its storage.
  private var stack: [(View, Int)] = []
  /// How many views the last ``sample()`` read.
  public private(set) var lastSampleWork = 0

  init(engine: Engine) { self.engine = engine }

  func noteChange(of view: View) {
    if !isStructureDirty { dirtyViewIDs.insert(view.id) }
  }

  func noteStructureChange() {
    isStructureDirty = true
    dirtyViewIDs.removeAll(keepingCapacity: true)
  }

  /// The window's tree now, depth first, back to front.
  public func sample() -> [ViewSample] {
    if isStructureDirty {
      rebuild()
    } else {
      var work = 0
      for id in dirtyViewIDs { work += refresh(id) }
      for id in engine.animations.animatingViewIDs where !dirtyViewIDs.contains(id) {
        work += refresh(id)
      }
      for id in previouslyAnimating
      where !engine.animations.animatingViewIDs.contains(id) && !dirtyViewIDs.contains(id) {
        work += refresh(id)
      }
      lastSampleWork = work
    }
    dirtyViewIDs.removeAll(keepingCapacity: true)
    // Copied into storage of our own: sharing the engine's set would make its next
    // change copy it (an allocation a frame whenever an animation starts or ends).
    previouslyAnimating.removeAll(keepingCapacity: true)
    previouslyAnimating.formUnion(engine.animations.animatingViewIDs)
    return samples
  }

  private func refresh(_ id: Int) -> Int {
    guard let position = positions[id] else { return 0 }
    let view = views[position]
    samples[position].state = view.presentation
    if samples[position].content != view.content { samples[position].content = view.content }
    return 1
  }

  private func rebuild() {
    samples.removeAll(keepingCapacity: true)
    views.removeAll(keepingCapacity: true)
    positions.removeAll(keepingCapacity: true)
    stack.removeAll(keepingCapacity: true)
    stack.append((engine.window.rootView, 0))
    while let (view, depth) = stack.popLast() {
      positions[view.id] = samples.count
      views.append(view)
      var sample = ViewSample(
        id: view.id, name: view.name, superviewID: (view.superview ?? view.maskedLayer)?.id,
        depth: depth, state: view.presentation, isSnapshot: view.snapshotContent != nil)
      sample.isLayerOnly = view.isLayerOnly
      sample.content = view.content
      sample.maskID = view.mask?.id
      sample.isMask = view.maskedLayer != nil
      samples.append(sample)
      for sublayer in view.sublayers.reversed() { stack.append((sublayer, depth + 1)) }
      // Popped first: the mask comes right after the layer it masks.
      if let mask = view.mask { stack.append((mask, depth + 1)) }
    }
    isStructureDirty = false
    lastSampleWork = samples.count
  }
}
