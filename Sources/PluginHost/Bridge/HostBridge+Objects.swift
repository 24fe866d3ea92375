import CTransitionABI
import TransitionEngine

/// The host side of delegates, coordinators and presentation controllers (ABI 1.3).
extension HostBridge {
  // MARK: Delegates

  /// The header every delegate struct starts with: struct_size, reserved, the plugin's
  /// data pointer.
  private static let delegateHeaderSize = 16

  func setTransitioningDelegate(
    _ handle: UInt64, _ delegate: UnsafeMutablePointer<transhost_transitioning_delegate_t>?
  ) -> transhost_status {
    setDelegate(
      handle, delegate, "controller_set_transitioning_delegate", of: ViewController.self,
      kind: "view controller", wrap: PluginTransitioningDelegate.init
    ) { $0.transitioningDelegate = $1 }
  }

  func transitioningDelegate(
    _ handle: UInt64
  )
    -> UnsafeMutablePointer<transhost_transitioning_delegate_t>?
  {
    guard let controller = controller(handle, "controller_transitioning_delegate") else {
      return nil
    }
    return (controller.transitioningDelegate as? PluginTransitioningDelegate)?.pointer
  }

  func setNavigationDelegate(
    _ handle: UInt64, _ delegate: UnsafeMutablePointer<transhost_navigation_delegate_t>?
  ) -> transhost_status {
    setDelegate(
      handle, delegate, "controller_set_navigation_delegate", of: NavigationController.self,
      kind: "navigation controller", wrap: PluginNavigationDelegate.init
    ) { $0.delegate = $1 }
  }

  func setTabBarDelegate(
    _ handle: UInt64, _ delegate: UnsafeMutablePointer<transhost_tab_bar_delegate_t>?
  ) -> transhost_status {
    setDelegate(
      handle, delegate, "controller_set_tab_bar_delegate", of: TabBarController.self,
      kind: "tab bar controller", wrap: PluginTabBarDelegate.init
    ) { $0.delegate = $1 }
  }

  /// Sets (or, for NULL, clears) the delegate of the `Controller` that `handle` names,
  /// as `call`: the plugin's struct gets one wrapper for the run (UIKit holds delegates
  /// weakly; the bridge keeps the wrapper, and never destroys the struct).
  private func setDelegate<Controller: ViewController, CStruct, Wrapper: PluginDelegate<CStruct>>(
    _ handle: UInt64, _ delegate: UnsafeMutablePointer<CStruct>?, _ call: String,
    of type: Controller.Type, kind: String,
    wrap: (UnsafeMutablePointer<CStruct>, String, HostBridge, ChoiceLink?) -> Wrapper,
    assign: (Controller, Wrapper?) -> Void
  ) -> transhost_status {
    guard let found = controller(handle, call) else { return Status.invalidHandle }
    guard let controller = found as? Controller else {
      return reject(call, "'\(found)' is not a \(kind)")
    }
    guard let delegate else {
      assign(controller, nil)
      return Status.ok
    }
    let size = UnsafeRawPointer(delegate).load(as: UInt32.self)
    guard Int(size) >= Self.delegateHeaderSize else {
      return reject(
        call,
        "the delegate's struct_size is \(size); a delegate struct needs at least "
          + "\(Self.delegateHeaderSize) bytes (set struct_size to sizeof the struct)")
    }
    let key = UnsafeMutableRawPointer(delegate)
    let wrapper =
      objects.setDelegates[key] as? Wrapper ?? wrap(delegate, currentCaller, self, nil)
    objects.setDelegates[key] = wrapper
    assign(controller, wrapper)
    return Status.ok
  }

  // MARK: Coordinator

  func transitionCoordinator(_ handle: UInt64) -> UInt64 {
    guard let controller = controller(handle, "controller_transition_coordinator"),
      let coordinator = controller.transitionCoordinator
    else { return 0 }
    return objects.coordinatorHandle(for: coordinator.context)
  }

  /// The transition whose coordinator `handle` is, or nil (rejected as an invalid handle)
  /// for a handle that names none or whose transition has ended.
  private func coordinated(_ handle: UInt64, _ call: String) -> TransitionContext? {
    if let context = objects.coordinators[handle] {
      if context.phase != .completed && context.phase != .cancelled { return context }
      objects.forgetCoordinator(of: context)
    }
    _ = reject(
      call, "\(handle) is not the handle of a running transition's coordinator",
      status: Status.invalidHandle)
    return nil
  }

  func animateAlongside(
    _ handle: UInt64, _ animation: transhost_coordinator_fn?,
    _ completion: transhost_coordinator_fn?, _ userData: UnsafeMutableRawPointer?
  ) -> transhost_status {
    let call = "coordinator_animate_alongside"
    guard let context = coordinated(handle, call) else { return Status.invalidHandle }
    let plugin = currentCallerName
    let link = self.link
    let queued = context.coordinator.animate(
      alongsideTransition: animation.map { function in
        { _ in
          link.bridge?.calling(plugin, call: "coordinator animation") { function(userData, handle) }
        }
      },
      completion: completion.map { function in
        { _ in
          link.bridge?.calling(plugin, call: "coordinator completion") {
            function(userData, handle)
          }
        }
      })
    guard queued else {
      return reject(
        call,
        "the transition's animations have started (or it is ending); queue alongside "
          + "animations before or inside animate_transition, e.g. in presentation_will_begin",
        status: Status.badState)
    }
    return Status.ok
  }

  func notifyInteractionChanges(
    _ handle: UInt64, _ handler: transhost_coordinator_fn?, _ userData: UnsafeMutableRawPointer?
  ) -> transhost_status {
    let call = "coordinator_notify_interaction_changes"
    guard let handler else { return reject(call, "handler is NULL") }
    guard let context = coordinated(handle, call) else { return Status.invalidHandle }
    let plugin = currentCallerName
    let link = self.link
    context.coordinator.notifyWhenInteractionChanges { _ in
      link.bridge?.calling(plugin, call: "coordinator interaction handler") {
        handler(userData, handle)
      }
    }
    return Status.ok
  }

  func coordinatorState(
    _ handle: UInt64, _ out: UnsafeMutablePointer<transhost_coordinator_state_t>?
  ) -> transhost_status {
    let call = "coordinator_get_state"
    guard let out else { return reject(call, "out_state is NULL") }
    let size = Int(out.pointee.struct_size)
    let least = bytesNeeded(through: \transhost_coordinator_state_t.presentation_style)
    guard size >= least else {
      return reject(
        call, "out_state->struct_size is \(size); set it to sizeof(transhost_coordinator_state_t)")
    }
    guard let context = coordinated(handle, call) else { return Status.invalidHandle }
    let coordinator = context.coordinator
    var state = transhost_coordinator_state_t()
    state.struct_size = UInt32(min(size, MemoryLayout<transhost_coordinator_state_t>.size))
    state.presentation_style = transhost_style(coordinator.presentationStyle.rawValue)
    state.is_animated = coordinator.isAnimated
    state.is_interactive = coordinator.isInteractive
    state.initially_interactive = coordinator.initiallyInteractive
    state.is_cancelled = coordinator.isCancelled
    state.is_interruptible = coordinator.isInterruptible
    state.completion_curve = transhost_curve(coordinator.completionCurve.rawValue)
    state.transition_duration = coordinator.transitionDuration
    state.percent_complete = coordinator.percentComplete
    state.completion_velocity = coordinator.completionVelocity
    state.target_transform = cTransform(coordinator.targetTransform)
    // Only what both sides know: the caller's struct may be older (smaller).
    let count = Int(state.struct_size)
    withUnsafeBytes(of: &state) { bytes in
      guard let base = bytes.baseAddress else { return }
      UnsafeMutableRawPointer(out).copyMemory(from: base, byteCount: count)
    }
    return Status.ok
  }

  func coordinatorContainerView(_ handle: UInt64) -> UInt64 {
    guard let context = coordinated(handle, "coordinator_container_view") else { return 0 }
    return self.handle(for: context.containerView)
  }

  func coordinatorViewController(_ handle: UInt64, _ key: transhost_key) -> UInt64 {
    let call = "coordinator_view_controller"
    guard let context = coordinated(handle, call), let key = contextKey(key, call) else {
      return 0
    }
    return self.handle(for: context.viewController(forKey: key))
  }

  func coordinatorView(_ handle: UInt64, _ key: transhost_key) -> UInt64 {
    let call = "coordinator_view"
    guard let context = coordinated(handle, call), let key = contextKey(key, call) else {
      return 0
    }
    return self.handle(for: context.view(forKey: key))
  }

  // MARK: Presentation controllers

  private func presentation(_ handle: UInt64, _ call: String) -> PluginPresentationController? {
    if let controller = objects.presentations[handle] { return controller }
    _ = reject(
      call, "\(handle) is not a presentation handle (or its controller was destroyed)",
      status: Status.invalidHandle)
    return nil
  }

  func presentationContainerView(_ handle: UInt64) -> UInt64 {
    guard let controller = presentation(handle, "presentation_container_view") else { return 0 }
    return self.handle(for: controller.containerView)
  }

  func presentationController(_ handle: UInt64, _ call: String, presented: Bool) -> UInt64 {
    guard let controller = presentation(handle, call) else { return 0 }
    return self.handle(
      for: presented ? controller.presentedViewController : controller.presentingViewController)
  }
}
