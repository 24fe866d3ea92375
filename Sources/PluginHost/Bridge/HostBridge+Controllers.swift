import CTransitionABI
import TransitionEngine

/// The 1.3 view-controller callbacks: plugins make the app's own controllers
/// (`controller_create`), build their views in `load_view`, read and write their
/// settings, walk their relations and present from them. Each refusal names the plugin
/// and the call (``reject(_:_:status:)``).
extension HostBridge {
  func createController(
    _ name: UnsafePointer<CChar>?, _ instance: UnsafeMutablePointer<transhost_view_controller_t>?
  ) -> UInt64 {
    let call = "controller_create"
    guard let engine else {
      _ = reject(call, "no run is on (the host is only loading plugins)", status: Status.badState)
      return 0
    }
    guard let instance else {
      _ = reject(call, "the instance is NULL; pass the plugin's transhost_view_controller_t")
      return 0
    }
    let needed = bytesNeeded(through: \transhost_view_controller_t.controller_data)
    guard Int(instance.pointee.struct_size) >= needed else {
      _ = reject(
        call,
        "the instance's struct_size is \(instance.pointee.struct_size); "
          + "transhost_view_controller_t needs at least \(needed)")
      return 0
    }
    let creation = pluginControllers.creation
    let controllerName = name.map { String(cString: $0) } ?? creation?.objectID ?? "controller"
    let controller = PluginViewController(
      engine: engine, name: controllerName,
      plugin: creation?.object ?? currentCallerName,
      instance: instance, link: link)
    pluginControllers.add(controller)
    return handle(for: controller)
  }

  func controllerInstance(_ handle: UInt64) -> UnsafeMutablePointer<transhost_view_controller_t>? {
    guard let controller = controller(handle, "controller_instance") else { return nil }
    guard let made = controller as? PluginViewController, !made.isDestroyed else { return nil }
    return made.instance
  }

  func setControllerView(_ controllerHandle: UInt64, _ viewHandle: UInt64) -> transhost_status {
    let call = "controller_set_view"
    guard let controller = controller(controllerHandle, call) else { return lastStatus }
    guard let view = view(viewHandle, call) else { return lastStatus }
    guard let made = controller as? PluginViewController, made.isInLoadView else {
      return reject(
        call,
        "'\(controller)' is not loading its view; set the view only from its load_view",
        status: Status.badState)
    }
    made.view = view
    return Status.ok
  }

  func isControllerViewLoaded(_ handle: UInt64) -> Bool {
    controller(handle, "controller_is_view_loaded")?.isViewLoaded ?? false
  }

  func controllerSetting(_ handle: UInt64, _ setting: transhost_controller_setting) -> Int64 {
    let call = "controller_get_setting"
    guard let controller = controller(handle, call) else { return 0 }
    switch setting {
    case transhost_controller_setting(TRANSHOST_CONTROLLER_MODAL_PRESENTATION_STYLE):
      return Int64(controller.modalPresentationStyle.rawValue)
    case transhost_controller_setting(TRANSHOST_CONTROLLER_MODAL_TRANSITION_STYLE):
      return Int64(controller.modalTransitionStyle.rawValue)
    case transhost_controller_setting(TRANSHOST_CONTROLLER_DEFINES_PRESENTATION_CONTEXT):
      return controller.definesPresentationContext ? 1 : 0
    case transhost_controller_setting(TRANSHOST_CONTROLLER_IS_BEING_PRESENTED):
      return isMoving(controller, .present) ? 1 : 0
    case transhost_controller_setting(TRANSHOST_CONTROLLER_IS_BEING_DISMISSED):
      return isMoving(controller, .dismiss) ? 1 : 0
    default:
      _ = reject(call, unknownSetting(setting))
      return 0
    }
  }

  func setControllerSetting(
    _ handle: UInt64, _ setting: transhost_controller_setting, _ value: Int64
  ) -> transhost_status {
    let call = "controller_set_setting"
    guard let controller = controller(handle, call) else { return lastStatus }
    switch setting {
    case transhost_controller_setting(TRANSHOST_CONTROLLER_MODAL_PRESENTATION_STYLE):
      // UIKit's styles as the header names them (blurOverFullScreen is tvOS only).
      guard let style = Int(exactly: value).flatMap(ModalPresentationStyle.init(rawValue:)),
        style != .blurOverFullScreen
      else {
        return reject(
          call, "\(value) is not a TRANSHOST_STYLE_* value (modalPresentationStyle); use -2...7")
      }
      controller.modalPresentationStyle = style
    case transhost_controller_setting(TRANSHOST_CONTROLLER_MODAL_TRANSITION_STYLE):
      guard let style = Int(exactly: value).flatMap(ModalTransitionStyle.init(rawValue:)) else {
        return reject(
          call,
          "\(value) is not a TRANSHOST_MODAL_TRANSITION_* value (modalTransitionStyle); use 0...3")
      }
      controller.modalTransitionStyle = style
    case transhost_controller_setting(TRANSHOST_CONTROLLER_DEFINES_PRESENTATION_CONTEXT):
      guard value == 0 || value == 1 else {
        return reject(call, "definesPresentationContext takes 0 or 1, not \(value)")
      }
      controller.definesPresentationContext = value == 1
    case transhost_controller_setting(TRANSHOST_CONTROLLER_IS_BEING_PRESENTED),
      transhost_controller_setting(TRANSHOST_CONTROLLER_IS_BEING_DISMISSED):
      return reject(
        call, "setting \(setting) (isBeingPresented, isBeingDismissed) is read only")
    default:
      return reject(call, unknownSetting(setting))
    }
    return Status.ok
  }

  private func unknownSetting(_ setting: transhost_controller_setting) -> String {
    "\(setting) is not a TRANSHOST_CONTROLLER_* setting; use 0...4"
  }

  /// Whether a transition doing `operation` with `controller` as the presented one runs.
  private func isMoving(_ controller: ViewController, _ operation: TransitionOperation) -> Bool {
    let key: TransitionContext.Key = operation == .present ? .to : .from
    return engine?.activeTransitions.contains {
      $0.operation == operation && $0.viewController(forKey: key) === controller
    } ?? false
  }

  func preferredSize(
    _ handle: UInt64, _ width: UnsafeMutablePointer<Double>?,
    _ height: UnsafeMutablePointer<Double>?
  ) -> transhost_status {
    let call = "controller_get_preferred_size"
    guard let width, let height else { return reject(call, "an out pointer is NULL") }
    guard let controller = controller(handle, call) else { return lastStatus }
    width.pointee = controller.preferredContentSize.width
    height.pointee = controller.preferredContentSize.height
    return Status.ok
  }

  func setPreferredSize(_ handle: UInt64, _ width: Double, _ height: Double) -> transhost_status {
    let call = "controller_set_preferred_size"
    guard let controller = controller(handle, call) else { return lastStatus }
    guard width.isFinite, height.isFinite, width >= 0, height >= 0 else {
      return reject(
        call, "the size \(width) x \(height) is not finite and non-negative")
    }
    controller.preferredContentSize = Size(width: width, height: height)
    return Status.ok
  }

  func relatedController(_ handle: UInt64, _ relation: transhost_relation) -> UInt64 {
    let call = "controller_related"
    guard let controller = controller(handle, call) else { return 0 }
    let related: ViewController?
    switch relation {
    case transhost_relation(TRANSHOST_RELATION_PRESENTING):
      related = controller.presentingViewController
    case transhost_relation(TRANSHOST_RELATION_PRESENTED):
      related = controller.presentedViewController
    case transhost_relation(TRANSHOST_RELATION_PARENT): related = controller.parent
    case transhost_relation(TRANSHOST_RELATION_NAVIGATION):
      related = controller.navigationController
    case transhost_relation(TRANSHOST_RELATION_TAB_BAR): related = controller.tabBarController
    case transhost_relation(TRANSHOST_RELATION_SELECTED):
      related = (controller as? TabBarController)?.selectedViewController
    default:
      _ = reject(call, "\(relation) is not a TRANSHOST_RELATION_* value; use 0...5")
      return 0
    }
    return related.map { self.handle(for: $0) } ?? 0
  }

  func childCount(_ handle: UInt64) -> Int64 {
    guard let controller = controller(handle, "controller_child_count") else {
      return Int64(TRANSHOST_COUNT_FAILED)
    }
    return Int64(controller.children.count)
  }

  func child(_ handle: UInt64, at index: Int64) -> UInt64 {
    let call = "controller_child_at"
    guard let controller = controller(handle, call) else { return 0 }
    guard index >= 0, index < Int64(controller.children.count) else {
      _ = reject(
        call,
        "index \(index) is out of range; '\(controller)' has \(controller.children.count) children")
      return 0
    }
    return self.handle(for: controller.children[Int(index)])
  }

  func presentController(
    _ presenterHandle: UInt64, _ presentedHandle: UInt64, _ animated: Bool,
    _ completion: transhost_completion_fn?, _ userData: UnsafeMutableRawPointer?
  ) -> transhost_status {
    let call = "controller_present"
    guard let presenter = controller(presenterHandle, call),
      let presented = controller(presentedHandle, call)
    else { return lastStatus }
    let done = completionCalling(completion, userData, call: call)
    guard presenter.present(presented, animated: animated, completion: done) != nil else {
      return reject(
        call, "presenting '\(presented)' from '\(presenter)' was refused (reported above)",
        status: Status.badState)
    }
    return Status.ok
  }

  func dismissController(
    _ handle: UInt64, _ animated: Bool, _ completion: transhost_completion_fn?,
    _ userData: UnsafeMutableRawPointer?
  ) -> transhost_status {
    let call = "controller_dismiss"
    guard let controller = controller(handle, call) else { return lastStatus }
    let done = completionCalling(completion, userData, call: call)
    guard controller.dismiss(animated: animated, completion: done) != nil else {
      return reject(
        call, "dismissing from '\(controller)' was refused (reported above)",
        status: Status.badState)
    }
    return Status.ok
  }

  /// The engine completion that calls the plugin's `completion` with finished true, as
  /// the code of the plugin calling now.
  private func completionCalling(
    _ completion: transhost_completion_fn?, _ userData: UnsafeMutableRawPointer?, call: String
  ) -> (() -> Void)? {
    guard let completion else { return nil }
    let (link, plugin) = (self.link, currentCallerName)
    let completionCall = "\(call) completion"
    return {
      link.bridge?.calling(plugin, call: completionCall) { completion(userData, true) }
    }
  }
}
