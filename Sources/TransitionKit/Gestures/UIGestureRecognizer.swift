import CTransitionABI
import Foundation

/// A recognizer of touches on a view, kept by the host, which feeds it the touches of a
/// script (`pan`, `edge-pan`, `pinch`, `tap`, `swipe`, `long-press`, `rotate`) and moves
/// it through UIKit's states. Mirrors `UIGestureRecognizer`: actions are sent to each target for began,
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
  /// this object, which answers each question from its view, ``delegate`` and its own
  /// overrides, as UIKit asks them).
  private var hasDelegate = false

  /// Makes a recognizer that sends `action` to `target` (none when either is nil).
  /// Mirrors `UIGestureRecognizer.init(target:action:)`.
  public init(target: Any?, action: Selector?) {
    if let proxy = ProxyHandoff.take() {
      // A wrapper of another plugin's recognizer (``init(session:foreign:)``).
      (session, handle, owns) = (proxy.session, proxy.handle, false)
      super.init()
      session.adopt(self)
      return
    }
    session = PluginSession.current ?? .detached
    handle = Self.make(session, kind: Self.hostKind, minor: Self.hostKindMinor)
    owns = true
    super.init()
    session.adopt(self)
    // The view and a subclass answer too, so the table is there with no delegate set.
    installDelegate(true)
    if let target, let action { addTarget(target, action: action) }
  }

  /// Makes a recognizer with no target. Mirrors `UIGestureRecognizer.init()`.
  public override convenience init() { self.init(target: nil, action: nil) }

  /// Mirrors `init?(coder:)`: nothing is read from an archive headlessly.
  public convenience init?(coder: NSCoder) { self.init(target: nil, action: nil) }

  /// A wrapper of a recognizer the plugin did not make (another plugin's, met as a
  /// delegate's `other`). A convenience initializer, handing the recognizer to UIKit's
  /// designated one (``ProxyHandoff``): with no designated initializer an app cannot
  /// see, a subclass in an app module inherits `init()` and `init?(coder:)`, as from
  /// UIKit.
  convenience init(session: PluginSession, foreign handle: UInt64) {
    ProxyHandoff.offer(session, handle)
    self.init(target: nil, action: nil)
  }

  deinit {
    guard owns, handle != 0 else { return }
    _ = host.pointee.gesture_destroy?(host, handle)
  }

  /// The kind the host makes for this class.
  class var hostKind: Int32 { Int32(TRANSHOST_GESTURE_PLAIN) }
  /// The ABI minor that brought ``hostKind`` (1.6 for the first kinds).
  class var hostKindMinor: UInt32 { 6 }

  var host: UnsafePointer<transhost_host_t> { session.host }

  private static func make(_ session: PluginSession, kind: Int32, minor: UInt32) -> UInt64 {
    guard PluginSession.current != nil else {
      _ = PluginSession.require("UIGestureRecognizer(target:action:)")
      return 0
    }
    guard
      let create = session.newer(\.gesture_create, "UIGestureRecognizer(target:action:)", minor: 6)
    else { return 0 }
    // A host older than the kind refuses it as unknown: say why instead.
    guard minor <= 6 || session.supports(minor: minor, "\(Self.self)(target:action:)") else {
      return 0
    }
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

  /// Mirrors `requiresExclusiveTouchType` (true by default); stored: the host's touches
  /// are all fingers, so false changes nothing, and is reported once.
  open var requiresExclusiveTouchType = true {
    didSet {
      guard !requiresExclusiveTouchType else { return }
      reportStoredSetting(
        "requiresExclusiveTouchType", "false",
        "the host's touches are all fingers, so there is no other touch type to exclude")
    }
  }

  /// Mirrors `allowedTouchTypes` (every `UITouch.TouchType` by default); stored: the
  /// host's touches are all fingers, which it delivers whatever the setting, so another
  /// value is reported once.
  open var allowedTouchTypes: [NSNumber] = UIGestureRecognizer.everyTouchType {
    didSet {
      guard Set(allowedTouchTypes.map(\.intValue)) != Set(Self.everyTouchType.map(\.intValue))
      else { return }
      reportStoredSetting(
        "allowedTouchTypes", "\(allowedTouchTypes.map(\.intValue))",
        "the host's touches are all fingers (direct), which it delivers whatever the setting")
    }
  }

  /// Mirrors `allowedPressTypes` (`.select` by default); stored: the host has no buttons
  /// to press, so another value is reported once.
  open var allowedPressTypes: [NSNumber] = [NSNumber(value: UIPress.PressType.select.rawValue)] {
    didSet {
      guard allowedPressTypes.map(\.intValue) != [UIPress.PressType.select.rawValue] else {
        return
      }
      reportStoredSetting(
        "allowedPressTypes", "\(allowedPressTypes.map(\.intValue))",
        "the host has no buttons to press")
    }
  }

  /// The keyboard modifiers held down during the gesture. Mirrors `modifierFlags` (none:
  /// the host has no keyboard).
  open var modifierFlags: UIKeyModifierFlags { [] }

  /// The pointer buttons held down during the gesture. Mirrors `buttonMask` (none: the
  /// host's touches are fingers, not a pointer's buttons).
  open var buttonMask: UIEvent.ButtonMask { [] }

  /// Every `UITouch.TouchType`, as NSNumbers: `allowedTouchTypes`' default.
  static var everyTouchType: [NSNumber] { [0, 1, 2, 3].map { NSNumber(value: $0) } }

  /// Reports, once, that `setting` was set to `value`, which the host stores and does not
  /// act on, because of `why`.
  func reportStoredSetting(_ setting: String, _ value: String, _ why: String) {
    session.logOnce(
      "gesture \(setting)",
      "TransitionKit: \(type(of: self)).\(setting) was set to \(value); \(why), so it is "
        + "stored and changes nothing")
  }

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
    // Another plugin's recognizer answers its owner's way until it is given a delegate.
    didSet { if !owns { installDelegate(delegate != nil) } }
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

  // MARK: Subclassing (UIKit's UIGestureRecognizerSubclass.h)

  /// Fingers came down on the view. Mirrors `touchesBegan(_:with:)`, which a custom
  /// recognizer overrides: the host never calls it (its own recognizers read the
  /// script's touches), and a custom recognizer's setting ``state`` is reported.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Fingers moved. Mirrors `touchesMoved(_:with:)`; never called by the host (see
  /// ``touchesBegan(_:with:)``).
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Fingers lifted. Mirrors `touchesEnded(_:with:)`; never called by the host (see
  /// ``touchesBegan(_:with:)``).
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// The system took the touches away. Mirrors `touchesCancelled(_:with:)`; never called
  /// by the host (see ``touchesBegan(_:with:)``).
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Estimated touch properties became exact. Mirrors
  /// `touchesEstimatedPropertiesUpdated(_:)`; never called by the host, whose touches
  /// have no estimated properties.
  open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

  /// Buttons were pressed. Mirrors `pressesBegan(_:with:)`; never called: the host has no
  /// buttons.
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

  /// Pressed buttons changed. Mirrors `pressesChanged(_:with:)`; never called: the host
  /// has no buttons.
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

  /// Buttons were released. Mirrors `pressesEnded(_:with:)`; never called: the host has
  /// no buttons.
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

  /// The system took the presses away. Mirrors `pressesCancelled(_:with:)`; never
  /// called: the host has no buttons.
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

  /// Clears a custom recognizer's own state once its gesture is over. Mirrors `reset()`;
  /// the host resets its own recognizers and never calls it.
  open func reset() {}

  /// Stops delivering `touch` to this recognizer. Mirrors `ignore(_:for:)`; the host
  /// delivers no touches to a recognizer's methods, so the call is reported once and
  /// changes nothing.
  open func ignore(_ touch: UITouch, for event: UIEvent) {
    reportIgnored("ignore(_:for:) with a touch")
  }

  /// Stops delivering `button` to this recognizer. Mirrors `ignore(_:for:)` for presses;
  /// the host has no buttons, so the call is reported once and changes nothing.
  open func ignore(_ button: UIPress, for event: UIPressesEvent) {
    reportIgnored("ignore(_:for:) with a press")
  }

  /// Whether recognizing this gesture may make `preventedGestureRecognizer` fail (true).
  /// Mirrors `canPrevent(_:)`. The host asks it as whether the two recognize together: a
  /// pair where either cannot prevent the other recognizes simultaneously (UIKit asks it
  /// one way, of the recognizer that recognized first).
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether `preventingGestureRecognizer` recognizing may make this one fail (true).
  /// Mirrors `canBePrevented(by:)`; asked as ``canPrevent(_:)`` is.
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// Whether this recognizer waits for `otherGestureRecognizer` to fail (false). Mirrors
  /// `shouldRequireFailure(of:)`: the host asks it with the delegate's
  /// `gestureRecognizer(_:shouldRequireFailureOf:)`, and either's true makes it wait.
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }

  /// Whether `otherGestureRecognizer` waits for this recognizer to fail (false). Mirrors
  /// `shouldBeRequiredToFail(by:)`: the host asks it with the delegate's
  /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`, and either's true makes it wait.
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }

  /// Whether the recognizer looks at `event` at all (true). Mirrors `shouldReceive(_:)`;
  /// the host delivers no events to plugin code, so it never asks.
  open func shouldReceive(_ event: UIEvent) -> Bool { true }

  /// Reports, once, that a direct subclass of `UIGestureRecognizer` (a custom recognizer,
  /// which can recognize only from its touch methods) was attached to a view: the host
  /// never calls those methods, so it never recognizes. A subclass of a concrete
  /// recognizer (a pan's) recognizes as its superclass does, and is not reported.
  func reportIfCustom() {
    guard type(of: self) != UIGestureRecognizer.self,
      type(of: self).hostKind == Int32(TRANSHOST_GESTURE_PLAIN)
    else { return }
    session.logOnce(
      "gesture custom \(type(of: self))",
      "TransitionKit: a \(type(of: self)), a custom subclass of UIGestureRecognizer, was "
        + "attached to a view; the host never calls a recognizer's touchesBegan, "
        + "touchesMoved, touchesEnded or touchesCancelled (its own recognizers read the "
        + "script's touches), so it never recognizes")
  }

  /// Reports, once, that the subclassing call `call` does nothing headlessly.
  private func reportIgnored(_ call: String) {
    session.logOnce(
      "gesture \(call)",
      "TransitionKit: \(type(of: self)).\(call) was called; the host delivers no touches or "
        + "presses to a recognizer's methods (its own recognizers read the script's "
        + "touches), so nothing changed")
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
        // UIKit asks the view first, then the delegate; either's false makes it fail.
        guard recognizer.view?.gestureRecognizerShouldBegin(recognizer) ?? true else {
          return false
        }
        return recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
      }
    }
    table.should_recognize_simultaneously = { data, _, other in
      UIGestureRecognizer.ask(data, other) { recognizer, other in
        // A pair where one cannot prevent the other does not exclude each other.
        if !recognizer.canPrevent(other) || !recognizer.canBePrevented(by: other) { return true }
        return recognizer.delegate?.gestureRecognizer(
          recognizer, shouldRecognizeSimultaneouslyWith: other) ?? false
      }
    }
    table.should_require_failure_of = { data, _, other in
      UIGestureRecognizer.ask(data, other) { recognizer, other in
        recognizer.shouldRequireFailure(of: other)
          || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other)
            ?? false
      }
    }
    table.should_be_required_to_fail_by = { data, _, other in
      UIGestureRecognizer.ask(data, other) { recognizer, other in
        recognizer.shouldBeRequiredToFail(by: other)
          || recognizer.delegate?.gestureRecognizer(recognizer, shouldBeRequiredToFailBy: other)
            ?? false
      }
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

  /// Asks the recognizer behind `data` (its overrides, then its delegate) a question
  /// about it and `other`, with its session bound.
  private static func ask(
    _ data: UnsafeMutableRawPointer?, _ other: UInt64,
    _ question: (UIGestureRecognizer, UIGestureRecognizer) -> Bool
  ) -> Bool {
    let recognizer = from(data)
    return recognizer.session.run {
      question(recognizer, recognizer.session.gestureRecognizer(other))
    }
  }
}
