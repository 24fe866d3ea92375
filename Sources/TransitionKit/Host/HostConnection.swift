import CTransitionABI
import Glibc

/// The host one animator instance talks to, and the Swift wrappers it handed out.
///
/// Every entry from the host into plugin code (animate, a completion, an animator
/// callback) goes through TransitionKit, which binds the instance's session for the
/// duration of the call; static UIKit-style APIs such as `UIView.animate` use the bound
/// one. The ABI calls plugins from one thread only, which is what makes the unchecked
/// `Sendable` sound.
final class PluginSession: @unchecked Sendable {
  /// The host's callback table.
  let host: UnsafePointer<transhost_host_t>
  private var views: [UInt64: UIView] = [:]
  private var controllers: [UInt64: UIViewController] = [:]

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
  func adopt(_ view: UIView) { views[view.handle] = view }

  /// The one wrapper for a controller handle, or nil for 0.
  func controller(_ handle: UInt64) -> UIViewController? {
    guard handle != 0 else { return nil }
    if let controller = controllers[handle] { return controller }
    let controller = UIViewController(session: self, handle: handle)
    controllers[handle] = controller
    return controller
  }

  /// Sends `message` to the host's log.
  func log(_ level: Int32, _ message: String) {
    host.pointee.log?(host, level, message)
  }
}
