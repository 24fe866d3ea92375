import CTransitionABI
import Foundation
import Synchronization

/// A view in the host's window: the UIKit-shaped handle animators work with.
/// Mirrors `UIView`, a ``UIResponder``: reading a property gives the model value;
/// setting one inside `UIView.animate` animates it.
open class UIView: UIResponder {
  let session: PluginSession
  let handle: UInt64
  /// The view's layer, for `layer.cornerRadius`.
  public private(set) lazy var layer = CALayer(view: self)
  /// The gesture recognizers attached to this view, kept alive by it as in UIKit
  /// (UIView+Gestures.swift).
  var keptGestureRecognizers: [UIGestureRecognizer] = []

  /// A proxy of a view the host made (through the public initializer, so that app
  /// subclasses inherit UIKit's initializers; see ``ProxyHandoff``).
  convenience init(session: PluginSession, handle: UInt64) {
    ProxyHandoff.offer(session, handle)
    self.init(frame: .zero)
  }

  /// Creates a view in the host. Mirrors `UIView(frame:)`.
  public init(frame: CGRect) {
    let proxy = ProxyHandoff.take()
    if let proxy {
      (session, handle) = (proxy.session, proxy.handle)
    } else {
      let name = Self.pendingName.withLock { pending in
        defer { pending = nil }
        return pending
      }
      if let name {
        (session, handle) = Self.create("UIView(frame:name:)", name, frame)
      } else {
        (session, handle) = Self.create("UIView(frame:)", "view", frame)
      }
    }
    super.init()
    guard proxy == nil else { return }
    session.adopt(self)
    registerLayoutSubviews()
    registerHitTesting()
  }

  /// Creates a view with a name for traces and pictures.
  public convenience init(frame: CGRect, name: String) {
    Self.pendingName.withLock { $0 = name }
    self.init(frame: frame)
  }

  /// A view with a zero frame. Mirrors `UIView()`, which calls `init(frame: .zero)`, so a
  /// subclass's `init(frame:)` override runs.
  public override convenience init() { self.init(frame: .zero) }

  /// Mirrors `UIView.init?(coder:)`: no archive is read headlessly, so the view is made
  /// as `init(frame: .zero)` makes it.
  public required init?(coder: NSCoder) {
    (session, handle) = Self.create("UIView(coder:)", "view", .zero)
    super.init()
    session.adopt(self)
    registerLayoutSubviews()
    registerHitTesting()
  }

  /// The name the next `init(frame:)` gives its view when `init(frame:name:)` set it (the
  /// only designated initializers are UIKit's two, so that subclasses inherit `UIView()`
  /// as in UIKit). Set and taken within one initializer call on the plugin's one thread.
  private static let pendingName = Mutex<String?>(nil)

  /// The session and host view a new view gets (the detached session and 0 outside a
  /// transition, which `require` reports).
  private static func create(
    _ call: String, _ name: String, _ frame: CGRect
  ) -> (PluginSession, UInt64) {
    guard let session = PluginSession.require(call) else { return (.detached, 0) }
    return (session, session.host.pointee.view_create?(session.host, name, frame.cValue) ?? 0)
  }

  var host: UnsafePointer<transhost_host_t> { session.host }

  /// Lays out the subviews; the host calls it in each layout pass of a view of a
  /// plugin-defined subclass, after the view's constraints are applied (as UIKit's
  /// `super.layoutSubviews()` applies them). Override it to place subviews by hand.
  /// Mirrors `UIView.layoutSubviews()`.
  open func layoutSubviews() {}

  /// Mirrors `UIView.frame`.
  public var frame: CGRect {
    get { session.rect(handle, Int32(TRANSHOST_PROPERTY_FRAME)) }
    set { session.setRect(handle, Int32(TRANSHOST_PROPERTY_FRAME), newValue) }
  }

  /// Mirrors `UIView.bounds`.
  public var bounds: CGRect {
    get { session.rect(handle, Int32(TRANSHOST_PROPERTY_BOUNDS)) }
    set { session.setRect(handle, Int32(TRANSHOST_PROPERTY_BOUNDS), newValue) }
  }

  /// Mirrors `UIView.center`.
  public var center: CGPoint {
    get { session.point(handle, Int32(TRANSHOST_PROPERTY_CENTER)) }
    set { session.setPoint(handle, Int32(TRANSHOST_PROPERTY_CENTER), newValue) }
  }

  /// Mirrors `UIView.transform`.
  public var transform: CGAffineTransform {
    get {
      var out = transhost_transform_t()
      _ = host.pointee.view_get_transform?(host, handle, &out)
      return CGAffineTransform(out)
    }
    set { _ = host.pointee.view_set_transform?(host, handle, newValue.cValue) }
  }

  /// Mirrors `UIView.alpha`.
  public var alpha: CGFloat {
    get { double(Int32(TRANSHOST_PROPERTY_ALPHA)) }
    set { setDouble(Int32(TRANSHOST_PROPERTY_ALPHA), newValue) }
  }

  /// Mirrors `UIView.isHidden`.
  public var isHidden: Bool {
    get { session.flag(handle, Int32(TRANSHOST_PROPERTY_HIDDEN)) }
    set { session.setFlag(handle, Int32(TRANSHOST_PROPERTY_HIDDEN), newValue) }
  }

  /// Mirrors `UIView.clipsToBounds`.
  public var clipsToBounds: Bool {
    get { session.flag(handle, Int32(TRANSHOST_PROPERTY_CLIPS_TO_BOUNDS)) }
    set { session.setFlag(handle, Int32(TRANSHOST_PROPERTY_CLIPS_TO_BOUNDS), newValue) }
  }

  /// Mirrors `UIView.backgroundColor`.
  public var backgroundColor: UIColor? {
    get {
      session.backgroundColor(handle).map {
        UIColor(
          red: CGFloat($0.red), green: CGFloat($0.green), blue: CGFloat($0.blue),
          alpha: CGFloat($0.alpha))
      }
    }
    set { session.setBackgroundColor(handle, newValue?.cValue) }
  }

  func double(_ property: Int32) -> CGFloat { CGFloat(session.double(handle, property)) }

  func setDouble(_ property: Int32, _ value: CGFloat) {
    session.setDouble(handle, property, Double(value))
  }

  /// Mirrors `UIAccessibilityIdentification.accessibilityIdentifier`, the name UI tests
  /// find a view by. Setting it also names the view in the host (ABI 1.7
  /// `view_set_name`), so a script reaches it as `window.NAME` or `controller.NAME`, and
  /// traces and pictures call it so; a name a script path cannot hold (with '.' or '#')
  /// is kept here and refused by the host, which reports it. nil keeps the host's name.
  open var accessibilityIdentifier: String? {
    didSet {
      guard let accessibilityIdentifier, accessibilityIdentifier != oldValue,
        let rename = session.newer(\.view_set_name, "UIView.accessibilityIdentifier", minor: 7)
      else { return }
      _ = rename(host, handle, accessibilityIdentifier)
    }
  }

  /// The view's name in the host (for traces).
  public var name: String {
    host.pointee.view_name?(host, handle).map { String(cString: $0) } ?? ""
  }

  /// Mirrors `UIView.superview`.
  public var superview: UIView? {
    session.view(host.pointee.view_superview?(host, handle) ?? 0)
  }

  /// Mirrors `UIView.subviews`.
  public var subviews: [UIView] {
    let count = host.pointee.view_subview_count?(host, handle) ?? 0
    guard count > 0 else { return [] }
    return (0..<count).compactMap {
      session.view(host.pointee.view_subview_at?(host, handle, $0) ?? 0)
    }
  }

  /// Mirrors `UIView.addSubview(_:)`.
  public func addSubview(_ view: UIView) {
    _ = host.pointee.view_add_subview?(host, handle, view.handle)
  }

  /// Mirrors `UIView.insertSubview(_:at:)`.
  public func insertSubview(_ view: UIView, at index: Int) {
    _ = host.pointee.view_insert_subview_at?(host, handle, view.handle, Int64(index))
  }

  /// Mirrors `UIView.insertSubview(_:aboveSubview:)`.
  public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    _ = host.pointee.view_insert_subview_above?(host, handle, view.handle, sibling.handle)
  }

  /// Mirrors `UIView.insertSubview(_:belowSubview:)`.
  public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    _ = host.pointee.view_insert_subview_below?(host, handle, view.handle, sibling.handle)
  }

  /// Mirrors `UIView.bringSubviewToFront(_:)`.
  public func bringSubviewToFront(_ view: UIView) {
    _ = host.pointee.view_insert_subview_at?(host, handle, view.handle, Int64.max)
  }

  /// Mirrors `UIView.removeFromSuperview()`.
  public func removeFromSuperview() {
    _ = host.pointee.view_remove_from_superview?(host, handle)
  }

  /// Mirrors `UIView.snapshotView(afterScreenUpdates:)`.
  public func snapshotView(afterScreenUpdates: Bool) -> UIView? {
    session.view(host.pointee.view_snapshot?(host, handle, afterScreenUpdates) ?? 0)
  }

  /// Mirrors `UIView.convert(_:to:)` for rectangles.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    var out = transhost_rect_t()
    _ = host.pointee.view_convert_rect?(host, handle, rect.cValue, view?.handle ?? 0, &out)
    return CGRect(out)
  }

  /// Mirrors `UIView.convert(_:from:)` for rectangles.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    var out = transhost_rect_t()
    if let view {
      _ = host.pointee.view_convert_rect?(host, view.handle, rect.cValue, handle, &out)
      return CGRect(out)
    }
    // From window coordinates: convert our origin to the window and subtract.
    let inWindow = convert(bounds, to: nil)
    return rect.offsetBy(dx: -inWindow.minX + bounds.minX, dy: -inWindow.minY + bounds.minY)
  }

  /// The view whose alpha clips this one: its layer is the layer's mask. Mirrors
  /// `UIView.mask`.
  public var mask: UIView? {
    get { layer.mask.flatMap { session.view($0.handle) } }
    set { layer.mask = newValue?.layer }
  }

  /// A descendant with this name, depth first (a transhost addition for animators
  /// that look views up by name, such as a zoom's source).
  public func viewNamed(_ name: String) -> UIView? {
    session.view(host.pointee.view_find?(host, handle, name) ?? 0)
  }

  // MARK: Gesture recognizers (open, as in UIKit, so subclasses may override them)

  /// Attaches `gestureRecognizer` (taking it from another view); the view keeps it.
  /// Mirrors `addGestureRecognizer(_:)`.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer.handle != 0 else { return }
    if let old = gestureRecognizer.view, old !== self {
      old.keptGestureRecognizers.removeAll { $0 === gestureRecognizer }
    }
    if !keptGestureRecognizers.contains(where: { $0 === gestureRecognizer }) {
      keptGestureRecognizers.append(gestureRecognizer)
    }
    _ = host.pointee.gesture_attach?(host, gestureRecognizer.handle, handle)
    gestureRecognizer.reportIfCustom()
  }

  /// Takes `gestureRecognizer` off this view (a gesture in progress is cancelled).
  /// Mirrors `removeGestureRecognizer(_:)`.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer.handle != 0, gestureRecognizer.view === self else { return }
    _ = host.pointee.gesture_attach?(host, gestureRecognizer.handle, 0)
    keptGestureRecognizers.removeAll { $0 === gestureRecognizer }
  }

  /// The recognizers attached to this view, in the order they were added; nil for none.
  /// Mirrors `gestureRecognizers`; setting it replaces them.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get {
      guard let count = session.newer(\.view_gesture_count, "UIView.gestureRecognizers", minor: 6)
      else { return nil }
      let number = count(host, handle)
      guard number > 0 else { return nil }
      return (0..<UInt32(number)).map { index in
        session.gestureRecognizer(host.pointee.view_gesture_at?(host, handle, index) ?? 0)
      }
    }
    set {
      for recognizer in gestureRecognizers ?? [] { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Whether `gestureRecognizer`, attached to this view, may leave `.possible` (true).
  /// Mirrors `gestureRecognizerShouldBegin(_:)`: the host asks the recognizer's view
  /// first, then the recognizer's delegate; false makes it fail.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  // MARK: Hit-testing

  /// The deepest view that takes a touch at `point` (in this view's coordinates): this
  /// one, one of its subviews, or nil. Mirrors `UIView.hitTest(_:with:)`: by default
  /// nil when ``point(inside:with:)`` says no, or the view is hidden, has alpha below
  /// 0.01, has user interaction off or moves in an animation that does not allow user
  /// interaction; else the first subview, front to back, whose `hitTest` answers; else
  /// this view (the host's rule, ABI 1.7 `view_hit_test`). When a touch comes down, the
  /// host asks an override of it (a view of an app's class: a pass-through overlay that
  /// answers nil lets the touch reach the views below), with an empty touch event.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let inside = self.point(inside: point, with: event)
    guard let hitTest = session.newer(\.view_hit_test, "UIView.hitTest(_:with:)", minor: 7)
    else { return nil }
    var hit: UInt64 = 0
    _ = hitTest(host, handle, point.cValue, inside, &hit)
    return session.view(hit)
  }

  /// Whether `point` (in this view's coordinates) counts as inside the view for touches:
  /// by default, inside its bounds (the maximum edges outside). Mirrors
  /// `UIView.point(inside:with:)`; ``hitTest(_:with:)`` asks it first, so an override
  /// can enlarge or shrink the area that takes touches.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    Self.touchArea(bounds, contains: point)
  }

  // MARK: The responder chain

  /// The controller whose root view this is, else the superview. Mirrors `UIView.next`
  /// (an ABI 1.6 host cannot tell a controller's view: the superview, reported once).
  open override var next: UIResponder? {
    if let controller = session.controller(ofRootView: handle) { return controller }
    return superview
  }

  override var responderSession: PluginSession? { session }

  // MARK: NSObject

  /// Whether `object` is a view of the same host view (each has one wrapper, so this is
  /// identity but for the placeholder of a missing view). Mirrors `NSObject.isEqual(_:)`,
  /// which `==` calls.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let view = object as? UIView else { return false }
    return view === self || view.handle == handle
  }

  /// Mirrors `NSObject.hash`, consistent with ``isEqual(_:)``.
  open override var hash: Int { handle.hashValue }
}
