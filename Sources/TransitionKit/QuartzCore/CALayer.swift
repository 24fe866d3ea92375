import CTransitionABI
import Foundation

/// A layer: a view's own (``UIView/layer``, one object per view) or a standalone one
/// made with `CALayer()`, which the host keeps in the layer tree and draws. Mirrors
/// `CALayer`. A layer handle is a view handle in the ABI, so every property goes through
/// the same host calls as the view's.
open class CALayer: NSObject {
  /// The session the layer's host calls go to (the detached one outside a transition).
  let session: PluginSession
  /// The layer's handle in the host (a view's own handle for a view's layer).
  let handle: UInt64
  /// For a presentation copy (``presentation()``): the values it shows and its model
  /// layer; nil for a model layer.
  private(set) var snapshot: PresentationSnapshot?
  /// The layer of `view`.
  init(view: UIView) {
    (session, handle) = (view.session, view.handle)
    super.init()
  }

  /// A wrapper of a standalone layer the host already has (met in `sublayers`).
  init(session: PluginSession, handle: UInt64) {
    (self.session, self.handle) = (session, handle)
    super.init()
    LayerRegistry.adopt(self)
  }

  /// A presentation copy of `model` showing `snapshot`'s values (see ``presentation()``);
  /// it is not registered as the layer of its handle, the model is.
  init(presenting model: CALayer, snapshot: PresentationSnapshot) {
    (session, handle) = (model.session, model.handle)
    self.snapshot = snapshot
    super.init()
  }

  /// A new standalone layer of `kind` (TRANSHOST_LAYER_KIND_*), made through
  /// `layer_create` in the bound session; outside a transition it is reported and inert.
  init(kind: Int32, call: String) {
    (session, handle) = Self.make(kind, call)
    super.init()
    LayerRegistry.adopt(self)
  }

  /// A new standalone layer. Mirrors `CALayer.init()`.
  public override init() {
    (session, handle) = Self.make(Int32(TRANSHOST_LAYER_KIND_PLAIN), "CALayer()")
    super.init()
    LayerRegistry.adopt(self)
  }

  /// Mirrors `CALayer.init(layer:)`, which Core Animation calls to make presentation
  /// copies: here it makes a new standalone layer (this host keeps presentation values
  /// host-side, see ``presentation()``).
  public init(layer: Any) {
    (session, handle) = Self.make(Int32(TRANSHOST_LAYER_KIND_PLAIN), "CALayer(layer:)")
    super.init()
    LayerRegistry.adopt(self)
  }

  /// The session and handle a new standalone layer of `kind` gets.
  static func make(_ kind: Int32, _ call: String) -> (PluginSession, UInt64) {
    guard let session = PluginSession.require(call),
      let create = session.newer(\.layer_create, call, minor: 4)
    else { return (.detached, 0) }
    return (session, create(session.host, nil, kind))
  }

  private var host: UnsafePointer<transhost_host_t> { session.host }

  // MARK: Geometry and appearance (the view's properties for a view's layer)

  /// Mirrors `CALayer.frame`.
  public var frame: CGRect {
    get {
      presentedRect(TRANSHOST_PROPERTY_FRAME)
        ?? session.rect(handle, Int32(TRANSHOST_PROPERTY_FRAME))
    }
    set {
      guard isWritable("frame") else { return }
      session.setRect(handle, Int32(TRANSHOST_PROPERTY_FRAME), newValue)
    }
  }

  /// Mirrors `CALayer.bounds`.
  public var bounds: CGRect {
    get {
      presentedRect(TRANSHOST_PROPERTY_BOUNDS)
        ?? session.rect(handle, Int32(TRANSHOST_PROPERTY_BOUNDS))
    }
    set {
      guard isWritable("bounds") else { return }
      session.setRect(handle, Int32(TRANSHOST_PROPERTY_BOUNDS), newValue)
    }
  }

  /// Mirrors `CALayer.position` (a view's `center`).
  public var position: CGPoint {
    get {
      presented(TRANSHOST_PROPERTY_CENTER).map { CGPoint(x: $0[0], y: $0[1]) }
        ?? session.point(handle, Int32(TRANSHOST_PROPERTY_CENTER))
    }
    set {
      guard isWritable("position") else { return }
      session.setPoint(handle, Int32(TRANSHOST_PROPERTY_CENTER), newValue)
    }
  }

  /// Mirrors `CALayer.opacity` (a view's `alpha`).
  public var opacity: Float {
    get {
      Float(
        presented(TRANSHOST_PROPERTY_ALPHA)?[0]
          ?? session.double(handle, Int32(TRANSHOST_PROPERTY_ALPHA)))
    }
    set {
      guard isWritable("opacity") else { return }
      session.setDouble(handle, Int32(TRANSHOST_PROPERTY_ALPHA), Double(newValue))
    }
  }

  /// Mirrors `CALayer.cornerRadius`.
  public var cornerRadius: CGFloat {
    get {
      CGFloat(
        presented(TRANSHOST_PROPERTY_CORNER_RADIUS)?[0]
          ?? session.double(handle, Int32(TRANSHOST_PROPERTY_CORNER_RADIUS)))
    }
    set {
      guard isWritable("cornerRadius") else { return }
      session.setDouble(handle, Int32(TRANSHOST_PROPERTY_CORNER_RADIUS), Double(newValue))
    }
  }

  /// Mirrors `CALayer.isHidden`.
  public var isHidden: Bool {
    get {
      presented(TRANSHOST_PROPERTY_HIDDEN).map { $0[0] != 0 }
        ?? session.flag(handle, Int32(TRANSHOST_PROPERTY_HIDDEN))
    }
    set {
      guard isWritable("isHidden") else { return }
      session.setFlag(handle, Int32(TRANSHOST_PROPERTY_HIDDEN), newValue)
    }
  }

  /// Mirrors `CALayer.masksToBounds` (a view's `clipsToBounds`).
  public var masksToBounds: Bool {
    get {
      presented(TRANSHOST_PROPERTY_CLIPS_TO_BOUNDS).map { $0[0] != 0 }
        ?? session.flag(handle, Int32(TRANSHOST_PROPERTY_CLIPS_TO_BOUNDS))
    }
    set {
      guard isWritable("masksToBounds") else { return }
      session.setFlag(handle, Int32(TRANSHOST_PROPERTY_CLIPS_TO_BOUNDS), newValue)
    }
  }

  /// Mirrors `CALayer.backgroundColor` (a view's `backgroundColor`).
  public var backgroundColor: CGColor? {
    get {
      if let lanes = presented(TRANSHOST_PROPERTY_BACKGROUND_COLOR) { return Self.color(lanes) }
      return session.backgroundColor(handle).map {
        CGColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha)
      }
    }
    set {
      guard isWritable("backgroundColor") else { return }
      session.setBackgroundColor(handle, newValue?.cValue)
    }
  }

  /// Mirrors `CALayer.shadowColor` (default opaque black).
  public var shadowColor: CGColor? {
    get { color(Int32(TRANSHOST_PROPERTY_SHADOW_COLOR), "CALayer.shadowColor") }
    set { setColor(Int32(TRANSHOST_PROPERTY_SHADOW_COLOR), "CALayer.shadowColor", newValue) }
  }

  /// Mirrors `CALayer.borderColor` (default opaque black).
  public var borderColor: CGColor? {
    get { color(Int32(TRANSHOST_PROPERTY_BORDER_COLOR), "CALayer.borderColor") }
    set { setColor(Int32(TRANSHOST_PROPERTY_BORDER_COLOR), "CALayer.borderColor", newValue) }
  }

  /// A colour property's five lanes (r, g, b, a, has colour).
  private func color(_ property: Int32, _ call: String) -> CGColor? {
    if let lanes = presented(Int(property)) { return Self.color(lanes) }
    return session.values(handle, property, lanes: 5, call) { Self.color(Array($0)) }
  }

  /// The colour five lanes hold, nil when the fifth is 0.
  private static func color(_ v: [Double]) -> CGColor? {
    v[4] == 0 ? nil : CGColor(red: v[0], green: v[1], blue: v[2], alpha: v[3])
  }

  private func setColor(_ property: Int32, _ call: String, _ color: CGColor?) {
    guard isWritable(String(call.dropFirst("CALayer.".count))) else { return }
    let c = color?.rgba ?? [0, 0, 0, 0]
    session.setValues(handle, property, call, c.map { Double($0) } + [color == nil ? 0 : 1])
  }

  // MARK: The layer tree

  /// Mirrors `CALayer.addSublayer(_:)`.
  open func addSublayer(_ layer: CALayer) {
    insert(layer, at: UInt32.max, "CALayer.addSublayer(_:)")
  }

  /// Mirrors `CALayer.insertSublayer(_:at:)`: `idx` counts every sublayer, the
  /// subviews' layers too.
  open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    insert(layer, at: idx, "CALayer.insertSublayer(_:at:)")
  }

  /// Mirrors `CALayer.insertSublayer(_:above:)`.
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    insert(layer, relativeTo: sibling, above: true, "CALayer.insertSublayer(_:above:)")
  }

  /// Mirrors `CALayer.insertSublayer(_:below:)`.
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    insert(layer, relativeTo: sibling, above: false, "CALayer.insertSublayer(_:below:)")
  }

  private func insert(_ layer: CALayer, at index: UInt32, _ call: String) {
    guard let insert = session.newer(\.layer_insert_sublayer, call, minor: 4) else { return }
    _ = insert(host, handle, layer.handle, index)
  }

  private func insert(_ layer: CALayer, relativeTo sibling: CALayer?, above: Bool, _ call: String) {
    guard let sibling else {
      // UIKit: a nil sibling puts the layer on top (above) or at the back (below).
      insert(layer, at: above ? UInt32.max : 0, call)
      return
    }
    guard let insert = session.newer(\.layer_insert_sublayer_relative, call, minor: 4) else {
      return
    }
    _ = insert(host, handle, layer.handle, sibling.handle, above)
  }

  /// Mirrors `CALayer.removeFromSuperlayer()`.
  open func removeFromSuperlayer() {
    guard
      let remove = session.newer(
        \.layer_remove_from_superlayer, "CALayer.removeFromSuperlayer()", minor: 4)
    else { return }
    _ = remove(host, handle)
  }

  /// The sublayers back to front: the subviews' layers and the standalone sublayers, one
  /// object per layer. Mirrors `CALayer.sublayers` (nil when there are none; setting it
  /// replaces the standalone and view sublayers with `newValue`).
  open var sublayers: [CALayer]? {
    get {
      guard let count = session.newer(\.layer_sublayer_count, "CALayer.sublayers", minor: 4),
        let at = session.newer(\.layer_sublayer_at, "CALayer.sublayers", minor: 4)
      else { return nil }
      let layers = (0..<count(host, handle)).compactMap { layer(at(host, handle, $0)) }
      return layers.isEmpty ? nil : layers
    }
    set {
      for old in sublayers ?? [] { old.removeFromSuperlayer() }
      for new in newValue ?? [] { addSublayer(new) }
    }
  }

  /// Mirrors `CALayer.superlayer`.
  open var superlayer: CALayer? {
    guard let superlayer = session.newer(\.layer_superlayer, "CALayer.superlayer", minor: 4)
    else { return nil }
    return layer(superlayer(host, handle))
  }

  /// The layer whose alpha clips this one. Mirrors `CALayer.mask`.
  open var mask: CALayer? {
    get {
      guard let mask = session.newer(\.layer_mask, "CALayer.mask", minor: 4) else { return nil }
      return layer(mask(host, handle))
    }
    set {
      guard let setMask = session.newer(\.layer_set_mask, "CALayer.mask", minor: 4) else { return }
      _ = setMask(host, handle, newValue?.handle ?? 0)
    }
  }

  /// The one wrapper of `handle`: a standalone layer's own object, or a view's layer.
  private func layer(_ handle: UInt64) -> CALayer? {
    guard handle != 0 else { return nil }
    if let known = LayerRegistry.layer(session, handle) { return known }
    let standalone =
      session.value(handle, Int32(TRANSHOST_PROPERTY_IS_STANDALONE_LAYER), "CALayer.sublayers") != 0
    guard standalone else { return session.view(handle)?.layer }
    let kind = session.value(handle, Int32(TRANSHOST_PROPERTY_LAYER_KIND), "CALayer.sublayers")
    switch Int32(kind) {
    case Int32(TRANSHOST_LAYER_KIND_SHAPE): return CAShapeLayer(session: session, handle: handle)
    case Int32(TRANSHOST_LAYER_KIND_GRADIENT):
      return CAGradientLayer(session: session, handle: handle)
    default: return CALayer(session: session, handle: handle)
    }
  }

  // MARK: Model and presentation (CALayer+Presentation.swift)

  /// A copy of the layer as it is on screen now; on a presentation copy, the copy
  /// itself. Mirrors `CALayer.presentation()`: the copy's values are those of the moment
  /// of the call, and setting them has no effect (reported). Nil on a host older than ABI
  /// 1.5 (reported once) and for a subclass this SDK cannot copy (an app's own `CALayer`
  /// subclass: reported), as Core Animation returns nil for a layer not yet on screen.
  open func presentation() -> Self? { presentationCopy() }

  /// The layer a presentation copy was made from; the layer itself for a model layer.
  /// Mirrors `CALayer.model()`.
  open func model() -> Self { snapshot?.model as? Self ?? self }

  // MARK: Drawing (no pixels are drawn by plugins headlessly)

  /// Reports, once per process, that `member` is stored but does nothing on this host.
  func reportNoOp(_ member: String, _ why: String = "no pixels are drawn headlessly") {
    session.logOnce(
      "CALayer.\(member)", "TransitionKit: CALayer.\(member) does nothing on this host: \(why)")
  }

  /// Mirrors `CALayer.contents` (stored; images are not drawn into layers headlessly).
  open var contents: Any? { didSet { reportNoOp("contents") } }
  /// Mirrors `CALayer.contentsGravity` (stored, no effect).
  open var contentsGravity: CALayerContentsGravity = .resize {
    didSet { reportNoOp("contentsGravity") }
  }
  /// Mirrors `CALayer.contentsScale` (stored, no effect).
  open var contentsScale: CGFloat = 1 { didSet { reportNoOp("contentsScale") } }
  /// Mirrors `CALayer.shouldRasterize` (stored, no effect).
  open var shouldRasterize = false { didSet { reportNoOp("shouldRasterize") } }
  /// Mirrors `CALayer.rasterizationScale` (stored, no effect).
  open var rasterizationScale: CGFloat = 1 { didSet { reportNoOp("rasterizationScale") } }
  /// Mirrors `CALayer.isDoubleSided` (stored; back faces are drawn).
  open var isDoubleSided = true { didSet { reportNoOp("isDoubleSided") } }
  /// Mirrors `CALayer.allowsEdgeAntialiasing` (stored, no effect).
  open var allowsEdgeAntialiasing = false { didSet { reportNoOp("allowsEdgeAntialiasing") } }
  /// Mirrors `CALayer.needsDisplayOnBoundsChange` (stored, no effect).
  open var needsDisplayOnBoundsChange = false {
    didSet { reportNoOp("needsDisplayOnBoundsChange") }
  }
  /// Mirrors `CALayer.cornerCurve` (stored; corners are drawn circular).
  open var cornerCurve: CALayerCornerCurve = .circular {
    didSet { reportNoOp("cornerCurve", "corners are drawn circular") }
  }
  /// Mirrors `CALayer.shadowPath`: the outline the shadow follows (nil: the layer's bounds
  /// and corners), sent to the host; set at once (the host animates no path).
  open var shadowPath: CGPath? {
    didSet {
      sendPath(shadowPath, TRANSHOST_PROPERTY_SHADOW_PATH, "shadowPath")
      session.logOnce(
        "CALayer.shadowPath",
        "TransitionKit: CALayer.shadowPath reaches the host, but the pictures draw the shadow "
          + "from the layer's bounds and corners")
    }
  }

  /// Mirrors `CALayer.setNeedsDisplay()` (nothing is drawn by the plugin headlessly).
  open func setNeedsDisplay() { reportNoOp("setNeedsDisplay()") }
}

/// How a layer's contents fill it. Mirrors `CALayerContentsGravity`.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Mirrors `.resize`, the default.
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  /// Mirrors `.resizeAspect`.
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
  /// Mirrors `.resizeAspectFill`.
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
  /// Mirrors `.center`.
  public static let center = CALayerContentsGravity(rawValue: "center")
}

/// The curve of rounded corners. Mirrors `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Mirrors `.circular`, the default.
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// Mirrors `.continuous`.
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// The standalone layers' wrappers by session and handle, so each host layer has one
/// object (`===` works) and a layer added and let go of stays alive while the host has
/// it, as a superlayer keeps its sublayers in Core Animation.
enum LayerRegistry {
  private struct Key: Hashable {
    let session: ObjectIdentifier
    let handle: UInt64
  }

  /// Plugin code runs on the host's one thread (see ``PluginSession``), as the views
  /// table does.
  nonisolated(unsafe) private static var layers: [Key: CALayer] = [:]

  static func adopt(_ layer: CALayer) {
    guard layer.handle != 0, layer.session !== PluginSession.detached else { return }
    layers[Key(session: ObjectIdentifier(layer.session), handle: layer.handle)] = layer
  }

  static func layer(_ session: PluginSession, _ handle: UInt64) -> CALayer? {
    return layers[Key(session: ObjectIdentifier(session), handle: handle)]
  }
}
