/// A rectangle on screen with subviews: the headless model of `UIView`.
///
/// Every view belongs to one ``Engine``, which gives it a stable `id` (creation order)
/// and records, inside an animation block, each change to an animatable property so
/// the engine can animate it on its virtual clock. Reading a property gives the model
/// value, as in UIKit: after `animate { view.alpha = 0 }` the view's `alpha` is `0`
/// at once, while ``presentation`` shows what is on screen.
public final class View {
  // What ending an animation and the screen update read of every view (its id, its
  // tracks, its layer animations, whether it was drawn, its sublayers) comes first, on
  // the object's first cache lines, in the order ending an animation reads it; the model
  // (about 500 bytes) after it. What the screen update reads (from whether it was drawn
  // to its superview) is kept together, apart from the name it does not read: it reads a
  // view made in the same turn, cold once 100,000 views were made. Marking a container's
  // subtree drawn reads each subview's drawn and layer flags, queue place and sublayers:
  // they are within 40 bytes.
  /// A number unique within the engine, in creation order; traces use it.
  public let id: Int
  /// Whether ``layerAnimations`` holds an animation: kept beside the id, so that ending a
  /// track tells whether the view still animates from the view's first line, without
  /// reading the list's.
  private(set) var hasLayerAnimations = false
  /// The animations in flight on this view, oldest first.
  var tracks = TrackList()
  /// The explicit (Core Animation) animations on its layer, with the layer's timing.
  var layerAnimations = LayerAnimationList() {
    didSet { hasLayerAnimations = !layerAnimations.isEmpty }
  }
  /// Whether the view has neither tracks nor layer animations.
  var hasNoAnimations: Bool { tracks.isEmpty && !hasLayerAnimations }
  /// Whether the view has been drawn: it was in the window at a screen update (the end of
  /// a clock turn), or a snapshot after screen updates drew it. A view never drawn
  /// snapshots as blank without screen updates, as on iOS.
  public internal(set) var hasBeenDrawn = false
  /// Whether this is a standalone layer (`CALayer()`), not a view: it is drawn, sampled
  /// and animated as a view is, but no view lists it among its subviews, and its
  /// animatable properties animate implicitly (see ``Engine/beginTransaction()``).
  /// (Beside the drawn flag: marking a subtree drawn reads both of every view in it.)
  public let isLayerOnly: Bool
  /// The queue this view waits in for the next screen update, nil when it does not wait
  /// (see ``ScreenUpdateQueue``), and its place there.
  var awaitedScreenUpdate: ScreenUpdateQueue?
  var awaitedScreenUpdateIndex = 0
  /// The engine that owns this view.
  public unowned let engine: Engine
  /// Every sublayer, back to front: the subviews' layers and the standalone layers, in
  /// the order they were added. Mirrors `CALayer.sublayers`.
  public private(set) var sublayers: [View] = []
  /// The view (or layer) that holds this one. Mirrors `UIView.superview` and
  /// `CALayer.superlayer`.
  public private(set) weak var superview: View?
  /// A name for traces and pictures.
  public var name: String
  /// How many of ``sublayers`` are standalone layers.
  private var layerOnlyChildCount = 0
  /// The model state: the values the app last set.
  public private(set) var model: ViewState
  /// What a snapshot view shows, or nil for an ordinary view.
  public internal(set) var snapshotContent: RenderedView? {
    get { snapshotStorage?.content }
    set { snapshotStorage = newValue.map(SnapshotStorage.init) }
  }
  /// Where ``snapshotContent`` is kept: out of line, since only snapshot views have one
  /// (inline, every view would carry a second view state, about 550 bytes).
  private var snapshotStorage: SnapshotStorage?
  /// The tag, content mode, interaction flag, tint colour and image: set at once, never
  /// animated.
  public var extras = ViewExtras() {
    didSet { if extras != oldValue { engine.noteModelChange(of: self) } }
  }
  /// The subviews, back to front: ``sublayers`` without the standalone layers. Mirrors
  /// `UIView.subviews`.
  public var subviews: [View] {
    layerOnlyChildCount == 0 ? sublayers : sublayers.filter { !$0.isLayerOnly }
  }
  /// What the layer draws beyond its background: a shape layer's path, a gradient.
  public var content: LayerContent {
    didSet { if content != oldValue { engine.noteModelChange(of: self) } }
  }
  /// The outline the shadow follows, in the layer's coordinates; nil: the layer's bounds
  /// and corners. Mirrors `CALayer.shadowPath`: set at once, never animated here.
  public var shadowPath: Path? {
    didSet { if shadowPath != oldValue { engine.noteModelChange(of: self) } }
  }
  /// The layer whose alpha (and, for a shape layer, filled path) clips this one, nil for
  /// none. Mirrors `CALayer.mask` (and `UIView.mask`); set it with ``setMask(_:)``.
  public internal(set) var mask: View?
  /// The layer this one masks, nil when it is not a mask.
  public internal(set) weak var maskedLayer: View?
  /// The gesture recognizers attached here, in the order attached. Mirrors
  /// `UIView.gestureRecognizers`; attach with ``addGestureRecognizer(_:)``.
  public internal(set) var gestureRecognizers: [GestureRecognizer] = []
  /// The autoresizing mask, the constraints installed here and whether the view needs
  /// layout (see View+Layout.swift).
  public internal(set) var layout = LayoutState()
  /// The controller whose root view this is (loaded or set), nil for none: where UIKit's
  /// responder chain goes from a view before its superview (`UIView.next`).
  public internal(set) weak var viewController: ViewController?
  /// What hit-tests this view instead of the engine's rule (a plugin's
  /// `hitTest(_:with:)`), given the point in the view's coordinates; nil for the rule
  /// (View+HitTesting.swift).
  public var hitTestHandler: ((Point) -> View?)?

  init(
    engine: Engine, id: Int, name: String, frame: Rect, isLayerOnly: Bool = false,
    content: LayerContent = .plain
  ) {
    self.engine = engine
    self.id = id
    self.name = name
    self.model = ViewState(frame: frame)
    self.isLayerOnly = isLayerOnly
    self.content = content
  }

  deinit {
    awaitedScreenUpdate?.forget(at: awaitedScreenUpdateIndex)
  }

  /// Mirrors `UIView.frame`: derived from `center`, `bounds` and `transform`.
  public var frame: Rect {
    get { model.frame }
    set {
      var state = model
      state.setFrame(newValue)
      setAnimatable(.center, to: state.vector(for: .center))
      setAnimatable(.bounds, to: state.vector(for: .bounds))
    }
  }

  /// Mirrors `UIView.bounds`.
  public var bounds: Rect {
    get { model.bounds }
    set {
      var state = model
      state.bounds = newValue
      setAnimatable(.bounds, to: state.vector(for: .bounds))
    }
  }

  /// Mirrors `UIView.center`.
  public var center: Point {
    get { model.center }
    set {
      var state = model
      state.center = newValue
      setAnimatable(.center, to: state.vector(for: .center))
    }
  }

  /// Mirrors `UIView.transform`.
  public var transform: AffineTransform {
    get { model.transform }
    set {
      var state = model
      state.transform = newValue
      setAnimatable(.transform, to: state.vector(for: .transform))
    }
  }

  /// Mirrors `UIView.alpha`.
  public var alpha: Double {
    get { model.alpha }
    set {
      var state = model
      state.alpha = newValue
      setAnimatable(.alpha, to: state.vector(for: .alpha))
    }
  }

  /// Mirrors `UIView.backgroundColor`.
  public var backgroundColor: Color? {
    get { model.backgroundColor }
    set { setOptionalColor(.backgroundColor, \.backgroundColor, newValue) }
  }

  /// Mirrors `CALayer.cornerRadius` (`view.layer.cornerRadius`).
  public var cornerRadius: Double {
    get { model.cornerRadius }
    set {
      var state = model
      state.cornerRadius = newValue
      setAnimatable(.cornerRadius, to: state.vector(for: .cornerRadius))
    }
  }

  /// Mirrors `CALayer.transform` (`view.layer.transform`); `transform` is its affine part.
  public var transform3D: Transform3D {
    get { model.transform3D }
    set { setAnimatable(.transform, to: newValue.vector) }
  }

  /// Mirrors `CALayer.anchorPoint`. As in Core Animation, moving it keeps `center` (the
  /// layer's position) and moves the frame.
  public var anchorPoint: Point {
    get { model.anchorPoint }
    set { setLayer(.anchorPoint) { $0.anchorPoint = newValue } }
  }

  /// Mirrors `CALayer.zPosition`.
  public var zPosition: Double {
    get { model.zPosition }
    set { setLayer(.zPosition) { $0.zPosition = newValue } }
  }

  /// Mirrors `CALayer.sublayerTransform`.
  public var sublayerTransform: Transform3D {
    get { model.sublayerTransform }
    set { setAnimatable(.sublayerTransform, to: newValue.vector) }
  }

  /// Mirrors `CALayer.shadowColor`.
  public var shadowColor: Color? {
    get { model.shadowColor }
    set { setOptionalColor(.shadowColor, \.shadowColor, newValue) }
  }

  /// Mirrors `CALayer.shadowOpacity`.
  public var shadowOpacity: Double {
    get { model.shadowOpacity }
    set { setLayer(.shadowOpacity) { $0.shadowOpacity = newValue } }
  }

  /// Mirrors `CALayer.shadowOffset`.
  public var shadowOffset: Size {
    get { model.shadowOffset }
    set { setLayer(.shadowOffset) { $0.shadowOffset = newValue } }
  }

  /// Mirrors `CALayer.shadowRadius`.
  public var shadowRadius: Double {
    get { model.shadowRadius }
    set { setLayer(.shadowRadius) { $0.shadowRadius = newValue } }
  }

  /// Mirrors `CALayer.borderWidth`.
  public var borderWidth: Double {
    get { model.borderWidth }
    set { setLayer(.borderWidth) { $0.borderWidth = newValue } }
  }

  /// Mirrors `CALayer.borderColor`.
  public var borderColor: Color? {
    get { model.borderColor }
    set { setOptionalColor(.borderColor, \.borderColor, newValue) }
  }

  /// Mirrors `CALayer.maskedCorners`; not animatable.
  public var maskedCorners: CornerMask {
    get { model.maskedCorners }
    set {
      guard model.maskedCorners != newValue else { return }
      model.maskedCorners = newValue
      engine.noteModelChange(of: self)
    }
  }

  /// Sets the animatable layer property `property` to what `change` makes of the model.
  private func setLayer(_ property: AnimatableProperty, _ change: (inout ViewState) -> Void) {
    var state = model
    change(&state)
    setAnimatable(property, to: state.vector(for: property))
  }

  /// Sets an optional colour, nil included (which animates as clear, as `backgroundColor`).
  private func setOptionalColor(
    _ property: AnimatableProperty, _ path: WritableKeyPath<ViewState, Color?>, _ value: Color?
  ) {
    let old = model
    model[keyPath: path] = value
    engine.animations.viewDidChange(
      self, property: property, from: old.vector(for: property), to: model.vector(for: property))
  }

  /// Mirrors `UIView.isHidden`; not animatable, it changes at once.
  public var isHidden: Bool {
    get { model.isHidden }
    set {
      guard model.isHidden != newValue else { return }
      model.isHidden = newValue
      engine.noteModelChange(of: self)
    }
  }

  /// Mirrors `UIView.clipsToBounds`; not animatable.
  public var clipsToBounds: Bool {
    get { model.clipsToBounds }
    set {
      guard model.clipsToBounds != newValue else { return }
      model.clipsToBounds = newValue
      engine.noteModelChange(of: self)
    }
  }

  /// What is on screen now: the model with every animation in flight applied at the
  /// engine's current virtual time. Mirrors `view.layer.presentation()`.
  public var presentation: ViewState {
    var state = tracks.isEmpty ? model : engine.animations.presentationState(of: self)
    if !layerAnimations.isEmpty { layerAnimations.apply(to: &state, atParentTime: engine.now) }
    return state
  }

  /// Whether an animation is in flight on this view.
  public var isAnimating: Bool { !tracks.isEmpty }

  /// Sets one animatable property and tells the animation system, which animates the
  /// change when an animation block is recording.
  func setAnimatable(_ property: AnimatableProperty, to value: AnimatableVector) {
    let old = model.vector(for: property)
    guard old != value else { return }
    let oldSize = model.bounds.size
    model.setVector(value, for: property)
    engine.animations.viewDidChange(self, property: property, from: old, to: value)
    if property == .bounds, oldSize != model.bounds.size { boundsSizeDidChange(from: oldSize) }
  }

  /// Sets the model value of `property` without animating it or notifying anyone but
  /// the sampler: the animation system uses it to land an animation.
  func setModelSilently(_ property: AnimatableProperty, to value: AnimatableVector) {
    model.setVector(value, for: property)
    engine.noteModelChange(of: self)
  }

  /// Inserts `view` into the subviews in place (no copy of the list: adding N views
  /// costs N, not N²).
  /// `index` counts every sublayer.
  func insertIntoSubviews(_ view: View, at index: Int) {
    sublayers.insert(view, at: index)
    if view.isLayerOnly { layerOnlyChildCount += 1 }
  }

  /// Removes `view` from the sublayers in place; only the hierarchy operations call these.
  func removeFromSubviews(_ view: View) {
    let before = sublayers.count
    sublayers.removeAll(where: { $0 === view })
    if view.isLayerOnly, sublayers.count < before { layerOnlyChildCount -= 1 }
  }

  /// Sets the superview link; only the hierarchy operations call it.
  func setSuperview(_ view: View?) { superview = view }
}

/// A snapshot view's content, kept out of line (see ``View/snapshotContent``).
private final class SnapshotStorage {
  let content: RenderedView
  init(_ content: RenderedView) { self.content = content }
}

extension View: CustomStringConvertible {
  /// `name#id`, the form traces use.
  public var description: String { "\(name)#\(id)" }
}
