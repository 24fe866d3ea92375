import CTransitionABI
import TransitionEngine

/// The host side of the C ABI: owns the `transhost_host_t` handed to plugins, turns
/// handles into engine objects and back, and rejects bad calls with a report naming the
/// plugin and the call.
///
/// Handles are the engine's ids, so traces and handles agree and runs are
/// deterministic. A plugin only ever holds handles the bridge gave it.
public final class HostBridge {
  /// The engine plugins act on; nil while only loading plugins.
  public let engine: Engine?
  /// The C struct plugins call through. Valid for the bridge's life.
  let host: UnsafeMutablePointer<transhost_host_t>
  /// Messages plugins logged, oldest first.
  public private(set) var messages: [PluginMessage] = []
  /// Called for each message as it arrives.
  public var onMessage: ((PluginMessage) -> Void)?

  let views = HandleTable<View>()
  let controllers = HandleTable<ViewController>()
  let contexts = HandleTable<TransitionContext>()
  let propertyAnimators = HandleTable<PropertyAnimator>()
  /// The id of the plugin whose code is running (the innermost), or nil.
  private var caller: String?
  /// Transitions that ended while plugin code ran: their handles are forgotten once it
  /// has returned (it may still name them, e.g. to complete a second time).
  private var endedTransitions: [UInt64] = []
  /// Storage for strings returned to plugins; valid until the next call.
  var returnedString: [CChar] = [0]
  /// What animator instances and completions reach the bridge through.
  let link = BridgeLink()
  private let hostName: UnsafeMutablePointer<CChar>
  private let hostVersion: UnsafeMutablePointer<CChar>

  /// Creates a bridge for `engine` (nil when only loading plugins).
  public init(engine: Engine?) {
    self.engine = engine
    hostName = duplicateCString("transhost")
    hostVersion = duplicateCString(transhostVersion)
    host = .allocate(capacity: 1)
    host.initialize(to: makeHostCallbacks())
    host.pointee.name = UnsafePointer(hostName)
    host.pointee.version = UnsafePointer(hostVersion)
    host.pointee.host_data = Unmanaged.passUnretained(self).toOpaque()
    link.bridge = self
  }

  deinit {
    link.bridge = nil
    host.deinitialize(count: 1)
    host.deallocate()
    hostName.deallocate()
    hostVersion.deallocate()
  }

  /// The plugin whose code is running now, for reports.
  var currentCaller: String { caller ?? "unknown plugin" }

  /// Runs `body` as plugin `id`'s code, so reports name it; an outermost call is told
  /// to the helper's ``PluginCalls/observer`` as `call`, so a supervisor can kill a
  /// helper stuck in it and name both.
  func calling<T>(_ id: String, call: String = "plugin code", _ body: () -> T) -> T {
    let outer = caller
    caller = id
    let observer = outer == nil ? PluginCalls.observer : nil
    observer?.pluginCallStarted(plugin: id, call: call)
    defer {
      observer?.pluginCallReturned()
      caller = outer
      if outer == nil && !endedTransitions.isEmpty { forgetEndedTransitions() }
    }
    return body()
  }

  /// Forgets the handles of the transition whose context is `handle`, which has ended and whose animator
  /// was told and destroyed: at once, or when the plugin code running now returns. Its
  /// container view's handle goes too when the container has left the view tree (it has
  /// no superview).
  func transitionEnded(_ handle: UInt64) {
    endedTransitions.append(handle)
    if caller == nil { forgetEndedTransitions() }
  }

  private func forgetEndedTransitions() {
    let ended = endedTransitions
    endedTransitions.removeAll()
    for handle in ended {
      guard let context = contexts[handle] else { continue }
      contexts.remove(handle)
      if context.containerView.superview == nil { views.remove(UInt64(context.containerView.id)) }
    }
  }

  /// Records a message from a plugin.
  func log(level: Int32, _ text: String) {
    let message = PluginMessage(
      plugin: currentCaller, level: PluginMessage.Level(level), text: text)
    messages.append(message)
    onMessage?(message)
    if level >= Int32(TRANSHOST_LOG_WARNING), let engine {
      engine.trace.record(.warning, [("plugin", message.plugin), ("message", text)])
    }
  }

  /// Rejects a call: reports it to the engine and returns `status`.
  func reject(
    _ call: String, _ reason: String, status: Int32 = Int32(TRANSHOST_E_INVALID_ARGUMENT)
  )
    -> Int32
  {
    engine?.reportViolation(.pluginCall(plugin: currentCaller, call: call, reason: reason))
    return status
  }

  // MARK: Handles

  func handle(for view: View?) -> UInt64 {
    guard let view else { return 0 }
    let handle = UInt64(view.id)
    // Reading first: most calls hand out a handle the plugin already has.
    if views[handle] !== view { views.insert(view, for: handle) }
    return handle
  }

  func handle(for controller: ViewController) -> UInt64 {
    let handle = UInt64(controller.id)
    if controllers[handle] !== controller { controllers.insert(controller, for: handle) }
    return handle
  }

  func handle(for context: TransitionContext) -> UInt64 {
    let handle = UInt64(context.id)
    if contexts[handle] !== context { contexts.insert(context, for: handle) }
    return handle
  }

  func handle(for animator: PropertyAnimator) -> UInt64 {
    let handle = UInt64(animator.id)
    propertyAnimators.insert(animator, for: handle)
    return handle
  }

  func view(_ handle: UInt64, _ call: String) -> View? {
    if let view = views[handle] { return view }
    _ = reject(call, "\(handle) is not a view handle", status: Int32(TRANSHOST_E_INVALID_HANDLE))
    return nil
  }

  func controller(_ handle: UInt64, _ call: String) -> ViewController? {
    if let controller = controllers[handle] { return controller }
    _ = reject(
      call, "\(handle) is not a view controller handle", status: Int32(TRANSHOST_E_INVALID_HANDLE))
    return nil
  }

  func context(_ handle: UInt64, _ call: String) -> TransitionContext? {
    if let context = contexts[handle] { return context }
    _ = reject(
      call, "\(handle) is not a transition context handle",
      status: Int32(TRANSHOST_E_INVALID_HANDLE))
    return nil
  }

  func propertyAnimator(_ handle: UInt64, _ call: String) -> PropertyAnimator? {
    if let animator = propertyAnimators[handle] { return animator }
    _ = reject(
      call, "\(handle) is not a property animator handle", status: Int32(TRANSHOST_E_INVALID_HANDLE)
    )
    return nil
  }

  /// Returns `text` as a C string valid until the next call into the host.
  func returning(_ text: String) -> UnsafePointer<CChar>? {
    returnedString = Array(text.utf8CString)
    return returnedString.withUnsafeBufferPointer { $0.baseAddress }
  }

  /// Forgets the engine objects of a finished run.
  public func reset() {
    views.removeAll()
    controllers.removeAll()
    contexts.removeAll()
    endedTransitions.removeAll()
    propertyAnimators.removeAll()
  }
}

/// The way back to a bridge for what may outlive it (animator instances, completions)
/// without keeping it alive: the bridge's handle tables keep contexts, which keep their
/// animators. The bridge sets `bridge` to nil in its `deinit`.
///
/// Not a weak reference: a weakly referenced object pays a slower retain and release
/// every time, and the bridge is retained on every callback.
final class BridgeLink {
  /// The bridge while it exists. Unowned(unsafe) is sound here: only the bridge sets it,
  /// and it clears it before it is freed; everything runs on the host's one thread.
  unowned(unsafe) var bridge: HostBridge?
}

/// A message a plugin logged through the host.
public struct PluginMessage: Hashable, Sendable, CustomStringConvertible {
  /// Severity.
  public enum Level: String, Sendable {
    case debug, info, warning, error

    init(_ raw: Int32) {
      switch raw {
      case ...0: self = .debug
      case 1: self = .info
      case 2: self = .warning
      default: self = .error
      }
    }
  }

  /// The plugin id (or path while loading).
  public let plugin: String
  /// Severity.
  public let level: Level
  /// The text.
  public let text: String

  /// `plugin 'id': level: text`.
  public var description: String { "plugin '\(plugin)': \(level.rawValue): \(text)" }
}

/// A malloc'd copy of `text`, for strings the host hands out for its life.
func duplicateCString(_ text: String) -> UnsafeMutablePointer<CChar> {
  let bytes = Array(text.utf8CString)
  let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
  pointer.initialize(from: bytes, count: bytes.count)
  return pointer
}

/// The bridge behind a host pointer a plugin passed back.
func bridge(_ host: UnsafePointer<transhost_host_t>?) -> HostBridge? {
  guard let data = host?.pointee.host_data else { return nil }
  return Unmanaged<HostBridge>.fromOpaque(data).takeUnretainedValue()
}

extension HostBridge {
  /// The host table, for tests that call it the way a plugin does.
  public var hostForTesting: UnsafePointer<transhost_host_t> { UnsafePointer(host) }
}
