import CTransitionABI
// `import UIKit` gives an app Foundation's types (CGRect, TimeInterval, NSObject);
// `import TransitionKit` does the same.
@_exported import Foundation
import Glibc
import Synchronization

/// The host one plugin object talks to, and the Swift wrappers it handed out.
///
/// Every entry from the host into plugin code (animate, a completion, an animator,
/// delegate, presentation or view controller callback) goes through TransitionKit, which
/// binds the object's session for the duration of the call; static UIKit-style APIs such
/// as `UIView.animate` and initializers such as `UIViewController()` use the bound one.
/// The ABI calls plugins from one thread only, which is what makes the unchecked
/// `Sendable` sound.
final class PluginSession: @unchecked Sendable {
  /// The host's callback table.
  let host: UnsafePointer<transhost_host_t>
  private var views: [UInt64: UIView] = [:]
  private var controllers: [UInt64: UIViewController] = [:]
  /// The constraints made or met, by handle (see NSLayoutConstraint.swift).
  private var constraints: [UInt64: NSLayoutConstraint] = [:]
  /// The gesture recognizer wrappers, by handle; not retained (a view retains its own).
  private var gestures: [UInt64: WeakGestureRecognizer] = [:]
  /// The session's first responder (UIResponder.swift), held weakly: one per session,
  /// as UIKit keeps one per window. Recorded only; nothing routes key events to it.
  weak var firstResponder: UIResponder?

  init(host: UnsafePointer<transhost_host_t>) { self.host = host }

  /// A session with a host whose every callback is absent: what objects made outside
  /// a transition talk to, so they do nothing instead of crashing.
  static let detached: PluginSession = {
    let table = UnsafeMutablePointer<transhost_host_t>.allocate(capacity: 1)
    table.initialize(to: transhost_host_t())
    return PluginSession(host: UnsafePointer(table))
  }()

  /// The session bound to the running code.
  @TaskLocal static var current: PluginSession?

  /// Runs `body` with this session bound.
  func run<T>(_ body: () -> T) -> T {
    Self.$current.withValue(self, operation: body)
  }

  /// The bound session; without one (UIKit-style code called outside a transition) the
  /// call is reported on standard error and does nothing.
  static func require(_ call: String) -> PluginSession? {
    if let current { return current }
    let message = "TransitionKit: \(call) called outside a transition; the call was ignored\n"
    _ = message.withCString { write(2, $0, strlen($0)) }
    return nil
  }

  /// The one wrapper for a view handle (so `===` works as in UIKit), or nil for 0.
  func view(_ handle: UInt64) -> UIView? {
    guard handle != 0 else { return nil }
    if let view = views[handle] { return view }
    let view = UIView(session: self, handle: handle)
    views[handle] = view
    return view
  }

  /// Registers a wrapper made for a new view.
  func adopt(_ view: UIView) {
    // The detached session keeps nothing: views made outside a transition are not hosted.
    guard self !== Self.detached else { return }
    views[view.handle] = view
  }

  /// Registers a gesture recognizer's wrapper.
  func adopt(_ recognizer: UIGestureRecognizer) {
    guard self !== Self.detached, recognizer.handle != 0 else { return }
    gestures[recognizer.handle] = WeakGestureRecognizer(recognizer: recognizer)
  }

  /// The one wrapper for a recognizer handle: the plugin's own object when it made it,
  /// else a wrapper of another's (a plain `UIGestureRecognizer`).
  func gestureRecognizer(_ handle: UInt64) -> UIGestureRecognizer {
    if let known = gestures[handle]?.recognizer { return known }
    return UIGestureRecognizer(session: self, foreign: handle)
  }

  /// Registers a constraint made in the plugin.
  func adopt(_ constraint: NSLayoutConstraint) { constraints[constraint.handle] = constraint }

  /// The one wrapper for a constraint handle, made from the host's description when the
  /// plugin did not make it.
  func constraint(_ handle: UInt64) -> NSLayoutConstraint {
    if let constraint = constraints[handle] { return constraint }
    let constraint = NSLayoutConstraint(session: self, handle: handle)
    constraints[handle] = constraint
    return constraint
  }

  /// The controller behind a handle, or nil for 0: the plugin's own Swift object when
  /// this copy of TransitionKit made it (`controller_instance`), so casts to the app's
  /// classes work and every call gives the same object; else one proxy per handle.
  func controller(_ handle: UInt64) -> UIViewController? {
    controller(handle, as: UIViewController.self) { UIViewController(session: $0, handle: $1) }
  }

  /// `controller(_:)` for a navigation controller's handle.
  func navigationController(_ handle: UInt64) -> UINavigationController? {
    controller(handle, as: UINavigationController.self) {
      UINavigationController(session: $0, handle: $1)
    }
  }

  /// `controller(_:)` for a tab bar controller's handle.
  func tabBarController(_ handle: UInt64) -> UITabBarController? {
    controller(handle, as: UITabBarController.self) {
      UITabBarController(session: $0, handle: $1)
    }
  }

  /// A controller UIKit's signature promises (never nil): the one behind `handle`, or a
  /// proxy of no controller (handle 0) whose every call does nothing, reported.
  func requiredController(_ handle: UInt64, _ call: String) -> UIViewController {
    if let controller = controller(handle) { return controller }
    log(Int32(TRANSHOST_LOG_ERROR), "TransitionKit: \(call) got no controller from the host")
    return UIViewController(session: self, handle: 0)
  }

  private func controller<C: UIViewController>(
    _ handle: UInt64, as type: C.Type, proxy: (PluginSession, UInt64) -> C
  ) -> C? {
    guard handle != 0 else { return nil }
    if let own = ownController(handle) as? C { return own }
    if let known = controllers[handle] as? C { return known }
    let made = proxy(self, handle)
    controllers[handle] = made
    return made
  }

  /// The Swift controller this copy of TransitionKit exported for `handle`, if any.
  private func ownController(_ handle: UInt64) -> UIViewController? {
    guard let instance = newer(\.controller_instance, "a controller's class")
    else { return nil }
    return ViewControllerExport.controller(instance(host, handle))
  }

  /// The controller whose root view the view `handle` is, nil for none (ABI 1.7
  /// `view_controller`; an older host knows none, which is reported once).
  func controller(ofRootView handle: UInt64) -> UIViewController? {
    guard handle != 0, let get = newer(\.view_controller, "UIView.next", minor: 7) else {
      return nil
    }
    let controller = get(host, handle)
    return controller == 0 ? nil : self.controller(controller)
  }

  /// Sends `message` to the host's log.
  func log(_ level: Int32, _ message: String) {
    host.pointee.log?(host, level, message)
  }

  /// Whether the host's table reaches `member` (the Swift form of `TRANSHOST_HOST_HAS`).
  func has<T>(_ member: KeyPath<transhost_host_t, T>) -> Bool {
    guard let offset = MemoryLayout<transhost_host_t>.offset(of: member) else { return false }
    return Int(host.pointee.struct_size) >= offset + MemoryLayout<T>.size
  }

  /// A callback added in ABI 1.`minor` (1.3 unless said), or nil when the host's table
  /// ends before it (an older host), which is reported once per process and minor, naming
  /// what `call` could not do.
  func newer<T>(
    _ member: KeyPath<transhost_host_t, T?>, _ call: String, minor: UInt32 = 3
  )
    -> T?
  {
    guard has(member) else {
      reportOlderHost(than: minor, call)
      return nil
    }
    return host.pointee[keyPath: member]
  }

  /// Whether the host has ABI 1.`minor`, for a value added to an older callback (a new
  /// flag); an older host is reported as ``newer(_:_:minor:)`` reports it.
  func supports(minor: UInt32, _ call: String) -> Bool {
    guard host.pointee.abi_minor < minor else { return true }
    reportOlderHost(than: minor, call)
    return false
  }

  private func reportOlderHost(than minor: UInt32, _ call: String) {
    let first = Self.olderHostReported.withLock { reported in reported.insert(minor).inserted }
    guard first else { return }
    log(
      Int32(TRANSHOST_LOG_WARNING),
      "TransitionKit: this host's ABI is 1.\(host.pointee.abi_minor), older than "
        + "1.\(minor): \(call) and every other call that needs 1.\(minor) "
        + "(\(Self.minorFeatures[minor] ?? "newer members")) do nothing; update "
        + "transhost to use them")
  }

  /// What each minor brought, for the older-host warning.
  static let minorFeatures: [UInt32: String] = [
    3: "view controllers, delegates, presentation controllers, the coordinator",
    4: "layers, Core Animation, layout, tags, images and view transitions",
    5: "shape and gradient layers, shadow paths, the presentation layer, transaction completions",
    6: "gesture recognizers",
    7: "what a touch tells a gesture recognizer's delegate (its view, time, tap count), "
      + "accessibilityIdentifier as a view's name, a property animator's "
      + "isUserInteractionEnabled, long press and rotation recognizers, a root view's "
      + "controller as its next responder, hitTest(_:with:) overrides",
  ]

  /// The minors whose older-host warning was logged (once per process each).
  static let olderHostReported = Mutex(Set<UInt32>())
}

/// A gesture recognizer wrapper the session knows without keeping it alive.
struct WeakGestureRecognizer {
  weak var recognizer: UIGestureRecognizer?
}
