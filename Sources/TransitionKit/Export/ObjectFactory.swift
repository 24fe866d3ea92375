import CTransitionABI
import Foundation

/// The object factory's `create_object` and `create_controller`: a registered delegate
/// as the kind's struct (owned by the host), a registered view controller as its host
/// controller.
enum ObjectFactory {
  /// `create_object`: the delegate `definition` (the one asked for by id) makes for `request`, in `*out`.
  static func createObject(
    _ definition: ObjectDefinition?, _ request: UnsafePointer<transhost_request_t>?,
    _ host: UnsafePointer<transhost_host_t>?, _ out: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
  ) -> Int32 {
    guard let definition, let request, let host, let out
    else { return Int32(TRANSHOST_E_INVALID_ARGUMENT) }
    let session = PluginSession(host: host)
    let swiftRequest = AnimatorRequest(request, session: session)
    switch definition.maker {
    case .transitioningDelegate(let make):
      let delegate = session.run { make(swiftRequest) }
      out.pointee = UnsafeMutableRawPointer(
        TransitioningDelegateExport.export(delegate, session: session, owned: true))
    case .navigationDelegate(let make):
      let delegate = session.run { make(swiftRequest) }
      out.pointee = UnsafeMutableRawPointer(
        NavigationDelegateExport.export(delegate, session: session, owned: true))
    case .tabBarDelegate(let make):
      let delegate = session.run { make(swiftRequest) }
      out.pointee = UnsafeMutableRawPointer(
        TabBarDelegateExport.export(delegate, session: session, owned: true))
    case .viewController:
      return Int32(TRANSHOST_E_INVALID_ARGUMENT)
    }
    return Int32(TRANSHOST_OK)
  }

  /// `create_controller`: the view controller `definition` makes for `request`, named `name`, as
  /// its host controller in `*out`.
  static func createController(
    _ definition: ObjectDefinition?, _ name: UnsafePointer<CChar>?,
    _ request: UnsafePointer<transhost_request_t>?, _ host: UnsafePointer<transhost_host_t>?,
    _ out: UnsafeMutablePointer<UInt64>?
  ) -> Int32 {
    guard let definition, let request, let host, let out,
      case .viewController(let make) = definition.maker
    else { return Int32(TRANSHOST_E_INVALID_ARGUMENT) }
    let session = PluginSession(host: host)
    let swiftRequest = AnimatorRequest(request, session: session)
    let pending = ViewControllerExport.PendingName(name.map { String(cString: $0) })
    let controller = ViewControllerExport.$pendingName.withValue(pending) {
      session.run { make(swiftRequest) }
    }
    guard controller.handle != 0 else {
      session.log(
        Int32(TRANSHOST_LOG_ERROR),
        "TransitionKit: view controller '\(definition.id)' made no host controller (see the "
          + "message before); a definition's make must create its controller, as "
          + "`DetailViewController()` does")
      return Int32(TRANSHOST_E_BAD_STATE)
    }
    out.pointee = controller.handle
    return Int32(TRANSHOST_OK)
  }
}
