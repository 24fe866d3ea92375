import CTransitionABI
import TransitionEngine

/// The ABI 1.6 section on gesture recognizers (transhost.h, GESTURES): plugins make the
/// engine's recognizers by kind, attach them to views, and hear their actions and
/// delegate questions through C callbacks, each called as the plugin that registered it.
extension HostBridge {
  func createGesture(_ kind: transhost_gesture_kind) -> UInt64 {
    let call = "gesture_create"
    guard let engine else {
      _ = reject(call, "no run is attached", status: Status.badState)
      return 0
    }
    let recognizer: GestureRecognizer
    switch Int(kind) {
    case TRANSHOST_GESTURE_PLAIN: recognizer = GestureRecognizer(engine: engine)
    case TRANSHOST_GESTURE_TAP: recognizer = TapGestureRecognizer(engine: engine)
    case TRANSHOST_GESTURE_PINCH: recognizer = PinchGestureRecognizer(engine: engine)
    case TRANSHOST_GESTURE_PAN: recognizer = PanGestureRecognizer(engine: engine)
    case TRANSHOST_GESTURE_SWIPE: recognizer = SwipeGestureRecognizer(engine: engine)
    case TRANSHOST_GESTURE_SCREEN_EDGE_PAN:
      recognizer = ScreenEdgePanGestureRecognizer(engine: engine)
    case TRANSHOST_GESTURE_LONG_PRESS: recognizer = LongPressGestureRecognizer(engine: engine)
    case TRANSHOST_GESTURE_ROTATION: recognizer = RotationGestureRecognizer(engine: engine)
    default:
      _ = reject(call, "kind \(kind) is not a TRANSHOST_GESTURE_* kind")
      return 0
    }
    return handle(for: recognizer)
  }

  func destroyGesture(_ handle: UInt64) -> transhost_status {
    guard let recognizer = gesture(handle, "gesture_destroy") else { return Status.invalidHandle }
    recognizer.view?.removeGestureRecognizer(recognizer)
    recognizer.removeTarget(nil)
    gestureActions[handle] = nil
    Self.clearDelegate(of: recognizer)
    gestures.remove(handle)
    return Status.ok
  }

  func attachGesture(_ handle: UInt64, to viewHandle: UInt64) -> transhost_status {
    let call = "gesture_attach"
    guard let recognizer = gesture(handle, call) else { return Status.invalidHandle }
    guard viewHandle != 0 else {
      recognizer.view?.removeGestureRecognizer(recognizer)
      return Status.ok
    }
    guard let view = view(viewHandle, call) else { return Status.invalidHandle }
    view.addGestureRecognizer(recognizer)
    return Status.ok
  }

  func gestureView(_ handle: UInt64) -> UInt64 {
    guard let recognizer = gesture(handle, "gesture_view") else { return 0 }
    return self.handle(for: recognizer.view)
  }

  func addGestureAction(
    _ handle: UInt64, _ action: transhost_gesture_fn?, _ userData: UnsafeMutableRawPointer?,
    _ name: UnsafePointer<CChar>?
  ) -> transhost_status {
    let call = "gesture_add_action"
    guard let action else { return reject(call, "action is NULL") }
    guard let recognizer = gesture(handle, call) else { return Status.invalidHandle }
    let key = GestureAction.Key(action: action, userData: userData)
    if gestureActions[handle, default: []].contains(where: { $0.key == key }) { return Status.ok }
    let plugin = currentCallerName
    let link = self.link
    let label = name.map { String(cString: $0) } ?? "action"
    // Made once: the action runs on every touch move of a gesture.
    let actionCall = "gesture action \(label)"
    let target = recognizer.addTarget(name: "\(plugin.id): \(label)") { _ in
      link.bridge?.calling(plugin, call: actionCall) { action(userData, handle) }
    }
    gestureActions[handle, default: []].append(GestureAction(key: key, target: target))
    return Status.ok
  }

  func removeGestureAction(
    _ handle: UInt64, _ action: transhost_gesture_fn?, _ userData: UnsafeMutableRawPointer?
  ) -> transhost_status {
    guard let recognizer = gesture(handle, "gesture_remove_action") else {
      return Status.invalidHandle
    }
    let removed = gestureActions[handle, default: []].filter { registered in
      if let action {
        return registered.key == GestureAction.Key(action: action, userData: userData)
      }
      return userData == nil || registered.key.userData == userData
    }
    for registered in removed { recognizer.removeTarget(registered.target) }
    gestureActions[handle]?.removeAll { registered in
      removed.contains { $0.target == registered.target }
    }
    return Status.ok
  }

  func setGestureDelegate(
    _ handle: UInt64, _ delegate: UnsafePointer<transhost_gesture_delegate_t>?
  ) -> transhost_status {
    let call = "gesture_set_delegate"
    guard let recognizer = gesture(handle, call) else { return Status.invalidHandle }
    guard let delegate else {
      Self.clearDelegate(of: recognizer)
      return Status.ok
    }
    let size = Int(delegate.pointee.struct_size)
    guard size >= Int(TRANSHOST_GESTURE_DELEGATE_SIZE_1_6) else {
      return reject(
        call,
        "delegate->struct_size is \(size); set it to sizeof(transhost_gesture_delegate_t)")
    }
    let table = delegate.pointee
    let plugin = currentCallerName
    let link = self.link
    let userData = table.user_data
    /// The delegate method `function`, asked of the plugin about `recognizer` and another.
    func pair(
      _ function: (@convention(c) (UnsafeMutableRawPointer?, UInt64, UInt64) -> Bool)?,
      _ name: String
    ) -> ((GestureRecognizer, GestureRecognizer) -> Bool)? {
      function.map { function in
        { recognizer, other in
          guard let bridge = link.bridge else { return false }
          let mine = bridge.handle(for: recognizer)
          let theirs = bridge.handle(for: other)
          return bridge.calling(plugin, call: "gesture delegate \(name)") {
            function(userData, mine, theirs)
          }
        }
      }
    }
    recognizer.shouldBegin = table.should_begin.map { function in
      { recognizer in
        guard let bridge = link.bridge else { return true }
        let mine = bridge.handle(for: recognizer)
        return bridge.calling(plugin, call: "gesture delegate should_begin") {
          function(userData, mine)
        }
      }
    }
    recognizer.shouldRecognizeSimultaneously = pair(
      table.should_recognize_simultaneously, "should_recognize_simultaneously")
    recognizer.shouldRequireFailure = pair(
      table.should_require_failure_of, "should_require_failure_of")
    recognizer.shouldBeRequiredToFail = pair(
      table.should_be_required_to_fail_by, "should_be_required_to_fail_by")
    recognizer.shouldReceiveTouch = table.should_receive_touch.map { function in
      { recognizer, touch in
        guard let bridge = link.bridge else { return true }
        let mine = bridge.handle(for: recognizer)
        let point = transhost_point_t(x: touch.location.x, y: touch.location.y)
        return bridge.receiving(touch, by: mine) {
          bridge.calling(plugin, call: "gesture delegate should_receive_touch") {
            function(userData, mine, point)
          }
        }
      }
    }
    return Status.ok
  }

  func gestureValue(
    _ handle: UInt64, _ value: transhost_gesture_value, _ out: UnsafeMutablePointer<Double>?
  ) -> transhost_status {
    let call = "gesture_get_value"
    guard let out else { return reject(call, "out is NULL") }
    return withGesture(handle, call, or: Status.invalidHandle) { recognizer in
      guard let read = GestureValue(rawValue: Int(value))?.read(recognizer) else {
        return reject(call, Self.noSuchValue(value, recognizer))
      }
      out.pointee = read
      return Status.ok
    }
  }

  func setGestureValue(
    _ handle: UInt64, _ value: transhost_gesture_value, _ number: Double
  ) -> transhost_status {
    let call = "gesture_set_value"
    guard let recognizer = gesture(handle, call) else { return Status.invalidHandle }
    guard let id = GestureValue(rawValue: Int(value)), id.read(recognizer) != nil else {
      return reject(call, Self.noSuchValue(value, recognizer))
    }
    switch id.write(number, to: recognizer) {
    case .written: return Status.ok
    case .readOnly: return reject(call, "\(id) of '\(recognizer)' cannot be set")
    case .refused(let why): return reject(call, "\(id) of '\(recognizer)': \(why)")
    }
  }

  func gestureLocation(
    _ handle: UInt64, _ index: Int32, _ viewHandle: UInt64,
    _ out: UnsafeMutablePointer<transhost_point_t>?
  ) -> transhost_status {
    let call = "gesture_location"
    guard let out else { return reject(call, "out is NULL") }
    return withGesture(handle, call, or: Status.invalidHandle) { recognizer in
      withOptionalView(viewHandle, call, or: Status.invalidHandle) { view in
        let point: Point
        if index < 0 {
          point = recognizer.location(in: view)
        } else {
          guard Int(index) < recognizer.numberOfTouches else {
            return reject(
              call,
              "touch \(index) of '\(recognizer)', which has \(recognizer.numberOfTouches) touches")
          }
          point = recognizer.location(ofTouch: Int(index), in: view)
        }
        out.pointee = transhost_point_t(x: point.x, y: point.y)
        return Status.ok
      }
    }
  }

  func panVector(
    _ handle: UInt64, _ viewHandle: UInt64, _ out: UnsafeMutablePointer<transhost_point_t>?,
    velocity: Bool
  ) -> transhost_status {
    let call = velocity ? "gesture_velocity" : "gesture_translation"
    guard let out else { return reject(call, "out is NULL") }
    return withGesture(handle, call, or: Status.invalidHandle) { recognizer in
      guard let pan = recognizer as? PanGestureRecognizer else {
        return reject(call, "'\(recognizer)' is not a pan gesture recognizer")
      }
      return withOptionalView(viewHandle, call, or: Status.invalidHandle) { view in
        let point = velocity ? pan.velocity(in: view) : pan.translation(in: view)
        out.pointee = transhost_point_t(x: point.x, y: point.y)
        return Status.ok
      }
    }
  }

  func setPanTranslation(
    _ handle: UInt64, _ translation: transhost_point_t, _ viewHandle: UInt64
  ) -> transhost_status {
    let call = "gesture_set_translation"
    guard let pan = panGesture(handle, call) else { return lastStatus }
    guard allFinite(translation.x, translation.y) else {
      return reject(call, "the translation is not a finite point")
    }
    guard let view = optionalView(viewHandle, call) else { return Status.invalidHandle }
    pan.setTranslation(Point(x: translation.x, y: translation.y), in: view.view)
    return Status.ok
  }

  func requireGestureFailure(_ handle: UInt64, _ otherHandle: UInt64) -> transhost_status {
    let call = "gesture_require_failure"
    guard let recognizer = gesture(handle, call), let other = gesture(otherHandle, call) else {
      return Status.invalidHandle
    }
    guard recognizer !== other else {
      return reject(call, "'\(recognizer)' cannot be required to wait for its own failure")
    }
    recognizer.require(toFail: other)
    return Status.ok
  }

  func setGestureName(_ handle: UInt64, _ name: UnsafePointer<CChar>?) -> transhost_status {
    guard let recognizer = gesture(handle, "gesture_set_name") else { return Status.invalidHandle }
    recognizer.name = name.map { String(cString: $0) }
    return Status.ok
  }

  func viewGesture(_ viewHandle: UInt64, at index: UInt32) -> UInt64 {
    let call = "view_gesture_at"
    guard let view = view(viewHandle, call) else { return 0 }
    guard Int(index) < view.gestureRecognizers.count else {
      _ = reject(
        call, "index \(index) of '\(view)', which has \(view.gestureRecognizers.count) recognizers")
      return 0
    }
    return handle(for: view.gestureRecognizers[Int(index)])
  }

  func viewGestureCount(_ viewHandle: UInt64) -> Int64 {
    guard let view = view(viewHandle, "view_gesture_count") else {
      return Int64(TRANSHOST_COUNT_FAILED)
    }
    return Int64(view.gestureRecognizers.count)
  }

  // MARK: Handles

  func handle(for recognizer: GestureRecognizer) -> UInt64 {
    let handle = UInt64(recognizer.id)
    if gestures[handle] !== recognizer { gestures.insert(recognizer, for: handle) }
    return handle
  }

  /// `body` with the recognizer `handle` names, lent, or `failed` with the call rejected
  /// as ``gesture(_:_:)`` rejects it. Only for calls that read the recognizer and run no
  /// plugin code (its actions, its delegate): `gesture_destroy` removes a recognizer's
  /// handle at once, so a call that can reach plugin code takes a reference of its own
  /// (see ``lending(_:_:_:kind:or:_:)``).
  @inline(__always)
  func withGesture<R>(
    _ handle: UInt64, _ call: String, or failed: R, _ body: (GestureRecognizer) -> R
  ) -> R {
    lending(gestures, handle, call, kind: "gesture recognizer", or: failed, body)
  }

  /// `body` with the view `handle` names, lent (nil for handle 0, the window's
  /// coordinates), or `failed` with the call rejected as ``view(_:_:)`` rejects it.
  @inline(__always)
  private func withOptionalView<R>(
    _ handle: UInt64, _ call: String, or failed: R, _ body: (View?) -> R
  ) -> R {
    guard handle != 0 else { return body(nil) }
    return withView(handle, call, or: failed) { body($0) }
  }

  func gesture(_ handle: UInt64, _ call: String) -> GestureRecognizer? {
    if let recognizer = gestures[handle] { return recognizer }
    _ = reject(call, "\(handle) is not a gesture recognizer handle", status: Status.invalidHandle)
    return nil
  }

  /// The pan behind `handle`, or nil with the call rejected (as a stale handle or as a
  /// recognizer of another kind).
  private func panGesture(_ handle: UInt64, _ call: String) -> PanGestureRecognizer? {
    guard let recognizer = gesture(handle, call) else { return nil }
    guard let pan = recognizer as? PanGestureRecognizer else {
      _ = reject(call, "'\(recognizer)' is not a pan gesture recognizer")
      return nil
    }
    return pan
  }

  /// A view argument that may be 0 (the window's coordinates): nil only for a bad handle.
  private func optionalView(_ handle: UInt64, _ call: String) -> OptionalView? {
    guard handle != 0 else { return OptionalView(view: nil) }
    return view(handle, call).map { OptionalView(view: $0) }
  }

  private struct OptionalView {
    let view: View?
  }

  private static func clearDelegate(of recognizer: GestureRecognizer) {
    recognizer.shouldBegin = nil
    recognizer.shouldRecognizeSimultaneously = nil
    recognizer.shouldRequireFailure = nil
    recognizer.shouldBeRequiredToFail = nil
    recognizer.shouldReceiveTouch = nil
  }

  private static func noSuchValue(
    _ value: transhost_gesture_value, _ recognizer: GestureRecognizer
  ) -> String {
    if let id = GestureValue(rawValue: Int(value)) {
      return "'\(recognizer)' has no \(id) (a \(recognizer.kindName) recognizer)"
    }
    return "value \(value) is not a TRANSHOST_GESTURE_VALUE_* id"
  }
}

/// One action a plugin registered on a recognizer: the C function and its user data (the
/// pair that names it, as UIKit's target and action do) and the engine target it became.
struct GestureAction {
  struct Key: Equatable {
    let action: transhost_gesture_fn
    let userData: UnsafeMutableRawPointer?

    static func == (lhs: Key, rhs: Key) -> Bool {
      unsafeBitCast(lhs.action, to: UnsafeRawPointer.self)
        == unsafeBitCast(rhs.action, to: UnsafeRawPointer.self) && lhs.userData == rhs.userData
    }
  }

  let key: Key
  let target: Int
}

/// The ABI 1.6 navigation calls: what an interactive pop's gesture action starts.
extension HostBridge {
  func push(_ navigationHandle: UInt64, _ handle: UInt64, _ animated: Bool) -> transhost_status {
    let call = "navigation_push"
    guard let navigation = navigationController(navigationHandle, call),
      let pushed = controller(handle, call)
    else { return lastStatus }
    guard navigation.pushViewController(pushed, animated: animated) != nil else {
      return reject(
        call, "pushing '\(pushed)' on '\(navigation)' was refused (reported above)",
        status: Status.badState)
    }
    return Status.ok
  }

  func pop(_ navigationHandle: UInt64, _ animated: Bool) -> UInt64 {
    let call = "navigation_pop"
    guard let navigation = navigationController(navigationHandle, call) else { return 0 }
    guard navigation.viewControllers.count > 1 else { return 0 }
    guard let popped = navigation.popViewController(animated: animated) else {
      _ = reject(
        call, "popping '\(navigation)' was refused (reported above)", status: Status.badState)
      return 0
    }
    return handle(for: popped)
  }

  /// The navigation controller behind `handle`, or nil with the call rejected.
  private func navigationController(_ handle: UInt64, _ call: String) -> NavigationController? {
    guard let controller = controller(handle, call) else { return nil }
    guard let navigation = controller as? NavigationController else {
      _ = reject(call, "'\(controller)' is not a navigation controller")
      return nil
    }
    return navigation
  }
}
