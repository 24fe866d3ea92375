import CTransitionABI
import Foundation

/// A Swift `UIViewController` subclass instance as the `transhost_view_controller_t` its
/// host controller calls: `loadView`, `viewDidLoad` and the appearance methods reach the
/// Swift overrides, and `controller_instance` leads back to the Swift object.
enum ViewControllerExport {
  typealias Table = transhost_view_controller_t

  /// The tables this copy of TransitionKit made and the host holds.
  static let live = ExportedPointers()

  /// The name the next controller made is given: a factory's `create_controller` sets it
  /// for the controller its definition makes (nested ones get the host's default).
  final class PendingName: @unchecked Sendable {
    var name: String?
    init(_ name: String?) { self.name = name }
  }
  @TaskLocal static var pendingName: PendingName?

  /// Creates `controller`'s host controller, or 0 (the host refused, or is older than 1.3;
  /// both reported). The host keeps the Swift object alive until its destroy.
  static func create(_ controller: UIViewController, session: PluginSession) -> UInt64 {
    guard let create = session.newer(\.controller_create, "UIViewController()") else { return 0 }
    // A controller the app makes itself is named by its class in traces and accounts, as
    // a debugger shows it (a factory's names the script's).
    let name = pendingName?.name ?? String(describing: type(of: controller))
    pendingName?.name = nil
    var table = Table()
    table.struct_size = UInt32(MemoryLayout<Table>.size)
    table.controller_data = Unmanaged.passUnretained(controller).toOpaque()
    table.load_view = { raw, _ in ViewControllerExport.call(raw) { $0.loadView() } }
    table.view_did_load = { raw, _ in ViewControllerExport.call(raw) { $0.viewDidLoad() } }
    table.view_will_appear = { raw, _, animated in
      ViewControllerExport.call(raw) { $0.viewWillAppear(animated) }
    }
    table.view_did_appear = { raw, _, animated in
      ViewControllerExport.call(raw) { $0.viewDidAppear(animated) }
    }
    table.view_will_disappear = { raw, _, animated in
      ViewControllerExport.call(raw) { $0.viewWillDisappear(animated) }
    }
    table.view_did_disappear = { raw, _, animated in
      ViewControllerExport.call(raw) { $0.viewDidDisappear(animated) }
    }
    table.destroy = { raw in
      guard let raw else { return }
      ViewControllerExport.live.remove(UnsafeMutableRawPointer(raw))
      if let data = raw.pointee.controller_data {
        Unmanaged<UIViewController>.fromOpaque(data).release()
      }
      raw.deinitialize(count: 1)
      raw.deallocate()
    }
    let raw = UnsafeMutablePointer<Table>.allocate(capacity: 1)
    raw.initialize(to: table)
    live.insert(UnsafeMutableRawPointer(raw))
    let handle = create(session.host, name, raw)
    guard handle != 0 else {
      ViewControllerExport.live.remove(UnsafeMutableRawPointer(raw))
      raw.deinitialize(count: 1)
      raw.deallocate()
      session.log(
        Int32(TRANSHOST_LOG_ERROR),
        "TransitionKit: the host made no controller for \(type(of: controller)); create "
          + "view controllers while the host runs plugin code (a transition, a delegate, "
          + "a controller's own call)")
      return 0
    }
    // The host holds the controller from now until its destroy, as UIKit's hierarchy does.
    _ = Unmanaged.passUnretained(controller).retain()
    return handle
  }

  /// The Swift controller behind an instance this copy of TransitionKit made, else nil.
  static func controller(_ raw: UnsafeMutablePointer<Table>?) -> UIViewController? {
    guard let raw, live.contains(UnsafeMutableRawPointer(raw)),
      let data = raw.pointee.controller_data
    else { return nil }
    return Unmanaged<UIViewController>.fromOpaque(data).takeUnretainedValue()
  }

  /// Runs `body` on the controller behind `raw` with its session bound.
  private static func call(_ raw: UnsafeMutablePointer<Table>?, _ body: (UIViewController) -> Void)
  {
    guard let controller = controller(raw) else { return }
    controller.session.run { body(controller) }
  }
}
