import Foundation

/// Hands a host object to the public designated initializer that wraps it, so that
/// TransitionKit's classes have no designated initializer but UIKit's: a subclass in an
/// app module that declares none inherits them all (`MyViewController()`,
/// `MyView(frame:)`), as it does from UIKit. A class with a designated initializer the
/// app cannot see would stop that inheritance.
///
/// The handoff is the calling thread's own, set just before the initializer runs and
/// taken by it, so sessions on other threads never see it.
enum ProxyHandoff {
  private static let key = "org.transhost.TransitionKit.proxy"

  /// The object one handoff carries.
  final class Proxy {
    let session: PluginSession
    let handle: UInt64

    init(session: PluginSession, handle: UInt64) {
      self.session = session
      self.handle = handle
    }
  }

  /// Offers `handle` to the next designated initializer on this thread.
  static func offer(_ session: PluginSession, _ handle: UInt64) {
    Thread.current.threadDictionary[key] = Proxy(session: session, handle: handle)
  }

  /// The offered object, if any; taking it ends the offer.
  static func take() -> Proxy? {
    let dictionary = Thread.current.threadDictionary
    guard let proxy = dictionary[key] as? Proxy else { return nil }
    dictionary.removeObject(forKey: key)
    return proxy
  }
}
