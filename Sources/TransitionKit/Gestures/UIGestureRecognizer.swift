import CTransitionABI
import Foundation

/// A recognizer of touches on a view, kept by the host, which feeds it the touches of a
/// script (`pan`, `edge-pan`, `pinch`, `tap`, `swipe`) and moves it through UIKit's
/// states. Mirrors `UIGestureRecognizer`: actions are sent to each target for began,
/// changed, ended (recognized) and cancelled, never for possible or failed; the targets
/// are not retained (a target that is gone gets nothing, reported); the view retains the
/// recognizers attached to it. A plain `UIGestureRecognizer` takes touches and never
/// recognizes; a subclass that recognizes on its own (overriding `touchesBegan`) is not
/// modelled.
open class UIGestureRecognizer: NSObject {
  /// Mirrors `UIGestureRecognizer.State`, with UIKit's raw values.
  public enum State: Int, Sendable {
    /// Mirrors `.possible`.
    case possible = 0
    /// Mirrors `.began`.
    case began = 1
    /// Mirrors `.changed`.
    case changed = 2
    /// Mirrors `.ended`.
    case ended = 3
    /// Mirrors `.cancelled`.
    case cancelled = 4
    /// Mirrors `.failed`.
    case failed = 5
    /// Mirrors `.recognized` (the same as `.ended`).
    public static var recognized: State { .ended }
  }

  let session: PluginSession
  /// The host's recognizer; 0 when made with no plugin session bound, or against a host
  /// older than ABI 1.6 (every call then does nothing).
  let handle: UInt64
  /// Whether this wrapper made the host's recognizer (and destroys it when it goes).
  private let owns: Bool
  private var targetActions: [TargetAction] = []
  /// Whether the host holds a delegate table for this recognizer (its `user_data` is
  /// this object, which forwards each question to ``delegate``).
  private var hasDelegate = false

  /// Makes a recognizer that sends `action` to `target` (none when either is nil).
  /// Mirrors `UIGestureRecognizer.init(target:action:)`.
  public init(target: Any?, action: Selector?) {
    session = PluginSession.current ?? .detached
    handle = Self.make(session, kind: Self.hostKind)
    owns = true
    super.init()
    session.adopt(self)
    if let target, let action { addTarget(target, action: action) }
  }

  /// Makes a recognizer with no target. Mirrors `UIGestureRecognizer.init()`.
  public override convenience init() { self.init(target: nil, action: nil) }

  /// Mirrors `init?(coder:)`: nothing is read from an archive headlessly.
  public convenience init?(coder: NSCoder) { self.init(target: nil, action: nil) }

  /// A wrapper of a recognizer the plugin did not make (another plugin's, met as a
  /// delegate's `other`).
  init(session: PluginSession, foreign handle: UInt64) {
    self.session = session
    self.handle = handle
    owns = false
    super.init()
    session.adopt(self)
  }

  deinit {
    guard owns, handle != 0 else { return }
    _ = host.pointee.gesture_destroy?(host, handle)
  }

  /// The kind the host makes for this class.
  class var hostKind: Int32 { Int32(TRANSHOST_GESTURE_PLAIN) }

  var host: UnsafePointer<transhost_host_t> { session.host }

  private static func make(_ session: PluginSession, kind: Int32) -> UInt64 {
    guard PluginSession.current != nil else {
      _ = PluginSession.require("UIGestureRecognizer(target:action:)")
      return 0
    }
    guard
      let create = session.newer(\.gesture_create, "UIGestureRecognizer(target:action:)", minor: 6)
    else { return 0 }
    return create(session.host, kind)
  }

  // MARK: Target-action

  /// Adds a target-action pair (once: adding it again does nothing). Mirrors
  /// `addTarget(_:action:)`.
  open func addTarget(_ target: Any, action: Selector) {
    let object = target as AnyObject
    guard !targetActions.contains(where: { $0.target === object && $0.action == action }) else {
      return
    }
    let pair = TargetAction(target: object, action: action, recognizer: self)
    targetActions.append(pair)
    guard handle != 0 else { return }
    _ = host.pointee.gesture_add_action?(
      host, handle, TargetAction.fire, Unmanaged.passUnretained(pair).toOpaque(), action.name)
  }

  /// Removes the pairs of `target` (all targets when nil) with `action` (all actions
  /// when nil). Mirrors `removeTarget(_:action:)`.
  open func removeTarget(_ target: Any?, action: Selector?) {
    let object = target.map { $0 as AnyObject }
    let removed = targetActions.filter { pair in
      (object == nil || pair.target === object) && (action == nil || pair.action == action)
    }
    for pair in removed where handle != 0 {
      _ = host.pointee.gesture_remove_action?(
        host, handle, TargetAction.fire, Unmanaged.passUnretained(pair).toOpaque())
    }
    targetActions.removeAll { pair in removed.contains { $0 === pair } }
  }

  // MARK: State and settings

  /// Mirrors `state`. Setting it is how a custom subclass recognizes, which the host does
  /// not model: the call is reported and changes nothing.
  open var state: State {
    get { State(rawValue: Int(value(TRANSHOST_GESTURE_VALUE_STATE, "state"))) ?? .possible }
    set {
      session.logOnce(
        "gesture state",
        "TransitionKit: UIGestureRecognizer.state was set to \(newValue) on a "
          + "\(type(of: self)); custom recognizers are not modelled (the host's recognizers "
          + "decide their states from the touches), so nothing changed")
    }
  }

  /// Mirrors `isEnabled`; turning it off cancels a gesture in progress.
  open var isEnabled: Bool {
    get { value(TRANSHOST_GESTURE_VALUE_ENABLED, "isEnabled") != 0 }
    set { setValue(TRANSHOST_GESTURE_VALUE_ENABLED, "isEnabled", newValue ? 1 : 0) }
  }

  /// Mirrors `cancelsTouchesInView` (true by default).
  open var cancelsTouchesInView: Bool {
    get { value(TRANSHOST_GESTURE_VALUE_CANCELS_TOUCHES_IN_VIEW, "cancelsTouchesInView") != 0 }
    set {
      setValue(
        TRANSHOST_GESTURE_VALUE_CANCELS_TOUCHES_IN_VIEW, "cancelsTouchesInView", newValue ? 1 : 0)
    }
  }

  /// Mirrors `delaysTouchesBegan` (false by default).
  open var delaysTouchesBegan: Bool {
    get { value(TRANSHOST_GESTURE_VALUE_DELAYS_TOUCHES_BEGAN, "delaysTouchesBegan") != 0 }
    set {
      setValue(
        TRANSHOST_GESTURE_VALUE_DELAYS_TOUCHES_BEGAN, "delaysTouchesBegan", newValue ? 1 : 0)
    }
  }

  /// Mirrors `delaysTouchesEnded` (true by default).
  open var delaysTouchesEnded: Bool {
    get { value(TRANSHOST_GESTURE_VALUE_DELAYS_TOUCHES_ENDED, "delaysTouchesEnded") != 0 }
    set {
      setValue(
        TRANSHOST_GESTURE_VALUE_DELAYS_TOUCHES_ENDED, "delaysTouchesEnded", newValue ? 1 : 0)
    }
  }

  /// Mirrors `requiresExclusiveTouchType`; stored: the host's touches are all fingers.
  open var requiresExclusiveTouchType = true

  /// Mirrors `allowedTouchTypes`; stored: the host's touches are all fingers.
  open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }

  /// Mirrors `name`, shown in the host's traces and account.
  open var name: String? {
    didSet {
      guard handle != 0 else { return }
      if let name {
        _ = name.withCString { host.pointee.gesture_set_name?(host, handle, $0) }
      } else {
        _ = host.pointee.gesture_set_name?(host, handle, nil)
      }
    }
  }

  /// The view the recognizer is attached to. Mirrors `view`.
  open var view: UIView? {
    guard handle != 0 else { return nil }
    return session.view(host.pointee.gesture_view?(host, handle) ?? 0)
  }

  /// Mirrors `delegate` (weak, as in UIKit).
  open weak var delegate: (any UIGestureRecognizerDelegate)? {
    didSet { installDelegate(delegate != nil) }
  }

  /// Makes this recognizer wait for `other` to fail. Mirrors `require(toFail:)`.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    guard handle != 0 else { return }
    _ = host.pointee.gesture_require_failure?(host, handle, otherGestureRecognizer.handle)
  }

  // MARK: Touches

  /// The centroid of the touches, in `view`'s coordinates (the window's for nil). Mirrors
  /// `location(in:)`.
  open func location(in view: UIView?) -> CGPoint { location(touch: -1, in: view) }

  /// How many touches the recognizer has. Mirrors `numberOfTouches`.
  open var numberOfTouches: Int {
    Int(value(TRANSHOST_GESTURE_VALUE_NUMBER_OF_TOUCHES, "numberOfTouches"))
  }

  /// Where touch `touchIndex` is, in `view`'s coordinates. Mirrors
  /// `location(ofTouch:in:)`.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    location(touch: Int32(clamping: touchIndex), in: view)
  }

  private func location(touch index: Int32, in view: UIView?) -> CGPoint {
    var out = transhost_point_t()
    guard handle != 0 else { return .zero }
    _ = host.pointee.gesture_location?(host, handle, index, view?.handle ?? 0, &out)
    return CGPoint(x: out.x, y: out.y)
  }

  // MARK: The host's values

  /// Value `id` from the host (0 when there is no host recognizer).
  func value(_ id: Int, _ call: String) -> Double {
    guard handle != 0, let get = host.pointee.gesture_get_value else { return 0 }
    var out = 0.0
    _ = get(host, handle, Int32(id), &out)
    return out
  }

  /// Sets value `id` in the host.
  func setValue(_ id: Int, _ call: String, _ number: Double) {
    guard handle != 0 else { return }
    _ = host.pointee.gesture_set_value?(host, handle, Int32(id), number)
  }

  // MARK: The delegate

  private func installDelegate(_ installed: Bool) {
    guard handle != 0, installed != hasDelegate || installed else { return }
    hasDelegate = installed
    guard installed else {
      _ = host.pointee.gesture_set_delegate?(host, handle, nil)
      return
    }
    var table = transhost_gesture_delegate_t()
    table.struct_size = UInt32(MemoryLayout<transhost_gesture_delegate_t>.size)
    table.user_data = Unmanaged.passUnretained(self).toOpaque()
    table.should_begin = { data, _ in
      let recognizer = UIGestureRecognizer.from(data)
      return recognizer.session.run {
        recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
      }
    }
    table.should_recognize_simultaneously = { data, _, other in
      UIGestureRecognizer.ask(data, other) { delegate, recognizer, other in
        delegate.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other)
      } ?? false
    }
    table.should_require_failure_of = { data, _, other in
      UIGestureRecognizer.ask(data, other) { delegate, recognizer, other in
        delegate.gestureRecognizer(recognizer, shouldRequireFailureOf: other)
      } ?? false
    }
    table.should_be_required_to_fail_by = { data, _, other in
      UIGestureRecognizer.ask(data, other) { delegate, recognizer, other in
        delegate.gestureRecognizer(recognizer, shouldBeRequiredToFailBy: other)
      } ?? false
    }
    table.should_receive_touch = { data, gesture, location in
      let recognizer = UIGestureRecognizer.from(data)
      return recognizer.session.run {
        let touch = UITouch.offered(
          to: gesture, at: CGPoint(x: location.x, y: location.y), session: recognizer.session)
        return recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
      }
    }
    _ = host.pointee.gesture_set_delegate?(host, handle, &table)
  }

  private static func from(_ data: UnsafeMutableRawPointer?) -> UIGestureRecognizer {
    Unmanaged<UIGestureRecognizer>.fromOpaque(data!).takeUnretainedValue()
  }

  /// Asks the delegate of the recognizer behind `data` a question about it and `other`.
  private static func ask(
    _ data: UnsafeMutableRawPointer?, _ other: UInt64,
    _ question: (any UIGestureRecognizerDelegate, UIGestureRecognizer, UIGestureRecognizer) ->
      Bool
  ) -> Bool? {
    let recognizer = from(data)
    return recognizer.session.run {
      guard let delegate = recognizer.delegate else { return nil }
      return question(delegate, recognizer, recognizer.session.gestureRecognizer(other))
    }
  }
}

/// One target-action pair: sent by the host through ``fire``, with the plugin's session
/// bound. The target is not retained, as in UIKit.
final class TargetAction {
  weak var target: AnyObject?
  let action: Selector
  unowned let recognizer: UIGestureRecognizer
  private let targetType: String

  init(target: AnyObject, action: Selector, recognizer: UIGestureRecognizer) {
    self.target = target
    self.action = action
    self.recognizer = recognizer
    targetType = String(describing: type(of: target))
  }

  static let fire: transhost_gesture_fn = { data, _ in
    let pair = Unmanaged<TargetAction>.fromOpaque(data!).takeUnretainedValue()
    let recognizer = pair.recognizer
    recognizer.session.run {
      guard let target = pair.target else {
        recognizer.session.logOnce(
          "gesture target gone",
          "TransitionKit: the target of '\(pair.action.name)' (a \(pair.targetType)) was "
            + "released, so the action was not sent; a gesture recognizer does not retain its "
            + "targets: keep the target alive (e.g. as a property of its view controller)")
        return
      }
      pair.action.send(to: target, from: recognizer)
    }
  }
}
