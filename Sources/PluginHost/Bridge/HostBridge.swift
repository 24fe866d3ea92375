import CTransitionABI
import TransitionEngine

/// The host side of the C ABI: owns the `transhost_host_t` handed to plugins, turns
/// handles into engine objects and back, and rejects bad calls with a report naming the
/// plugin and the call.
///
/// Handles are the engine's ids, so traces and handles agree and runs are
/// deterministic. A plugin only ever holds handles the bridge gave it.
public final class HostBridge {
  /// The engine plugins act on: the run attached (``attach(_:)``); nil while only
  /// loading plugins. Kept in the call state: every callback reads it.
  public var engine: Engine? { state.pointee.engine }
  /// `body` with ``engine`` lent, not retained and released around it; nil when no engine
  /// is attached. Only ``attach(_:)`` replaces the engine, and never from inside a
  /// callback, so the call state's reference keeps it alive for the whole call. The
  /// reference is read as it is stored, as ``HandleTable/withLent(_:_:missing:)`` reads
  /// its objects: bound to a local, it was retained.
  @inline(__always)
  func withEngine<R>(_ body: (Engine) -> R) -> R? {
    let offset = MemoryLayout<BridgeCallState>.offset(of: \BridgeCallState.engine)!
    guard
      let bits = UnsafeRawPointer(state).load(fromByteOffset: offset, as: UnsafeRawPointer?.self)
    else { return nil }
    return Unmanaged<Engine>.fromOpaque(bits)._withUnsafeGuaranteedRef(body)
  }
  /// The C struct plugins call through. Valid for the bridge's life.
  let host: UnsafeMutablePointer<transhost_host_t>
  /// Messages plugins logged, oldest first.
  public private(set) var messages: [PluginMessage] = []
  /// Called for each message as it arrives.
  public var onMessage: ((PluginMessage) -> Void)?
  /// The warnings recorded in this run, by plugin and text: a warning logged again word
  /// for word in the same run is not recorded again (see ``log(level:_:plugin:)``).
  private var recordedWarnings: Set<PluginMessage> = []

  let views = HandleTable<View>()
  let controllers = HandleTable<ViewController>()
  let contexts = HandleTable<TransitionContext>()
  let propertyAnimators = HandleTable<PropertyAnimator>()
  /// The constraints plugins made or were given (ABI 1.4, HostBridge+Layout.swift).
  let constraints = HandleTable<LayoutConstraint>()
  /// The gesture recognizers plugins made or were given (ABI 1.6, HostBridge+Gestures.swift).
  let gestures = HandleTable<GestureRecognizer>()
  /// The actions plugins registered, by recognizer handle.
  var gestureActions: [UInt64: [GestureAction]] = [:]
  /// The touch a plugin's should_receive_touch is being asked about, with the recognizer
  /// asking (ABI 1.7, HostBridge+Touches.swift); nil outside that call.
  var receivingTouch: (gesture: UInt64, touch: Touch)?
  /// The delegates, presentation controllers and coordinators of the run (ABI 1.3).
  let objects = BridgeObjects()
  /// The view controllers plugins made in this run, destroyed when it ends.
  let pluginControllers = PluginControllers()
  /// Who is calling, `last_status`, and the work deferred until plugin code returns,
  /// behind a pointer (see ``BridgeCallState``).
  private let callStorage = BridgeCallState.Storage()
  private var state: UnsafeMutablePointer<BridgeCallState> { callStorage.pointer }
  /// The plugin whose code is running (the innermost), or nil.
  private var caller: PluginName? { state.pointee.caller?.takeUnretainedValue() }
  /// The animator instance the plugin code running now works for (the innermost), or
  /// nil: completions it registers hold the instance until they ran or were dropped.
  var callerInstance: PluginInstance? { state.pointee.callerInstance?.takeUnretainedValue() }
  /// The thread plugins must call back on, and what came from other threads.
  let threads = ThreadGuard()
  /// What `last_status` answers: how the plugin's latest call on the host's thread went.
  var lastStatus: transhost_status {
    get { state.pointee.lastStatus }
    set { state.pointee.lastStatus = newValue }
  }
  /// Storage for strings returned to plugins; valid until the next call.
  var returnedString: [CChar] = [0]
  /// What animator instances and completions reach the bridge through.
  let link = BridgeLink()
  private let hostName: UnsafeMutablePointer<CChar>
  private let hostVersion: UnsafeMutablePointer<CChar>

  /// Creates a bridge for `engine` (nil when only loading plugins).
  public init(engine: Engine?) {
    hostName = duplicateCString("transhost")
    hostVersion = duplicateCString(transhostVersion)
    host = .allocate(capacity: 1)
    host.initialize(to: makeHostCallbacks())
    host.pointee.name = UnsafePointer(hostName)
    host.pointee.version = UnsafePointer(hostVersion)
    host.pointee.host_data = Unmanaged.passUnretained(self).toOpaque()
    link.bridge = self
    state.pointee.engine = engine
  }

  deinit {
    pluginControllers.destroyAll()
    link.bridge = nil
    host.deinitialize(count: 1)
    host.deallocate()
    hostName.deallocate()
    hostVersion.deallocate()
  }

  /// The plugin whose code is running now, for reports.
  var currentCaller: String { caller?.id ?? "unknown plugin" }

  /// The plugin whose code is running now, for what runs its code later (a completion
  /// it registers): ``currentCaller``'s name, shared rather than copied.
  var currentCallerName: PluginName { caller ?? PluginName("unknown plugin") }

  /// Runs `body` as plugin `name`'s code, so reports name it. The outermost call binds
  /// the host's thread (the one plugins must call back on), is told to the helper's
  /// ``PluginCalls/observer`` as `call` (so a supervisor can kill a helper stuck in it
  /// and name both) and, once it returns, runs the work deferred while plugin code was
  /// on the stack. `instance` is the animator instance the code works for, if any.
  /// Neither `name` nor `instance` is retained for the call: the caller holds both
  /// until `calling` returns.
  func calling<T>(
    _ name: PluginName, call: String = "plugin code", for instance: PluginInstance? = nil,
    _ body: () -> T
  ) -> T {
    let state = self.state
    // The caller and its instance are swapped in and back out, not copied: a nested call
    // (a completion run from inside a callback) costs no retain of the outer ones.
    var caller: Unmanaged<PluginName>? = .passUnretained(name)
    var callerInstance = instance.map(Unmanaged.passUnretained)
    guard state.pointee.caller == nil else {
      swap(&state.pointee.caller, &caller)
      swap(&state.pointee.callerInstance, &callerInstance)
      defer {
        swap(&state.pointee.caller, &caller)
        swap(&state.pointee.callerInstance, &callerInstance)
      }
      return body()
    }
    bindHostThread(to: name)
    swap(&state.pointee.caller, &caller)
    swap(&state.pointee.callerInstance, &callerInstance)
    defer {
      swap(&state.pointee.caller, &caller)
      swap(&state.pointee.callerInstance, &callerInstance)
      // Emptied from the end, keeping the storage: `removeAll(keepingCapacity:)` went
      // through the generic `replaceSubrange`, about 170 instructions a transition.
      // Checked first: `popLast` on the empty list (almost always) still paid for its
      // uniqueness check.
      if !state.pointee.finishedCallers.isEmpty {
        while state.pointee.finishedCallers.popLast() != nil {}
      }
      if !state.pointee.deferredWork.isEmpty || threads.hasForeignCalls {
        runDeferredWork()
      }
    }
    guard PluginCalls.mayBeObserved else { return body() }
    return observed(name.id, call: call, body)
  }

  /// ``calling(_:call:for:_:)`` for code that has only the plugin's id as text (loading
  /// a file, tests): a name is made for the call. What calls plugin code for every
  /// transition keeps a ``PluginName`` of its own instead.
  func calling<T>(
    _ id: String, call: String = "plugin code", for instance: PluginInstance? = nil,
    _ body: () -> T
  ) -> T {
    calling(PluginName(id), call: call, for: instance, body)
  }

  /// `body` told to the helper's observer as plugin `id`'s `call`, if one is set. Out of
  /// line: only a supervised helper pays for it.
  @inline(never)
  private func observed<T>(_ id: String, call: String, _ body: () -> T) -> T {
    guard let observer = PluginCalls.current else { return body() }
    observer.pluginCallStarted(plugin: id, call: call)
    defer { observer.pluginCallReturned() }
    return body()
  }

  /// Makes the calling thread the host's, as it calls into plugin `name`'s code. The
  /// guard is told only when the thread or the plugin changed since the last outermost
  /// call: telling it takes its lock.
  private func bindHostThread(to name: PluginName) {
    let state = self.state
    if threads.isHostThread {
      // The same name object as last time (almost always) is known by its identity,
      // without a copy of the bound name (a retain and a release).
      if state.pointee.boundPluginIdentity == ObjectIdentifier(name) { return }
      if let bound = state.pointee.boundPlugin, bound.names(name) { return }
    }
    threads.bind(plugin: name.id)
    state.pointee.boundPlugin = name
    state.pointee.boundPluginIdentity = ObjectIdentifier(name)
  }

  /// Notes that plugin `name`'s transition ended while its code runs (it called
  /// complete_transition): until that call returns, ``isFinished(_:)`` says so. The
  /// caller must keep `name` alive until then (see ``BridgeCallState/finishedCallers``).
  func transitionFinished(by name: PluginName) {
    if caller != nil && !isFinished(name) {
      state.pointee.finishedCallers.append(.passUnretained(name))
    }
  }

  /// Whether plugin `name` completed its transition in the plugin call running now.
  func isFinished(_ name: PluginName) -> Bool {
    // Each held name is lent to the comparison, not retained and released.
    state.pointee.finishedCallers.contains { $0._withUnsafeGuaranteedRef { $0.names(name) } }
  }

  /// Whether the plugin whose code is running now completed its transition in this
  /// call: ``isFinished(_:)`` of the caller (with no plugin code running, no plugin's
  /// transition ended in it: the list is emptied when the outermost call returns).
  var callerIsFinished: Bool {
    guard !state.pointee.finishedCallers.isEmpty, let caller else { return false }
    return isFinished(caller)
  }

  /// Runs `work` now when no plugin code is running, else once the outermost call into
  /// plugin code has returned: the host never ends or frees a plugin object while a
  /// call into plugin code is on the stack (a plugin may complete its transition from
  /// inside `animate_transition` and go on using its instance).
  func whenPluginCodeReturns(_ work: @escaping () -> Void) {
    whenPluginCodeReturns(.run(work))
  }

  /// ``whenPluginCodeReturns(_:)-closure`` for the work every plugin transition defers,
  /// which needs no closure.
  func whenPluginCodeReturns(_ work: BridgeCallState.DeferredWork) {
    if mayRunWorkNow {
      perform(work)
    } else {
      state.pointee.deferredWork.append(work)
    }
  }

  /// Whether work that must wait for plugin code to return may run now: no plugin code
  /// runs, and the deferred work is not running already (it runs in order).
  private var mayRunWorkNow: Bool {
    state.pointee.caller == nil && !state.pointee.isRunningDeferredWork
  }

  /// Calls plugin `plugin`'s `destroy` on the animator instance at `pointer` when no
  /// plugin code is running, else once the outermost call has returned
  /// (``whenPluginCodeReturns(_:)-closure``). Most often nothing runs (the engine let go
  /// of the last completion that held the instance): then it is called at once, without
  /// a piece of deferred work made and taken apart.
  func destroyWhenPluginCodeReturns(
    _ pointer: UnsafeMutablePointer<transhost_animator_t>, plugin: PluginName,
    destroy: @convention(c) (UnsafeMutablePointer<transhost_animator_t>?) -> Void
  ) {
    if mayRunWorkNow {
      callDestroy(pointer, plugin: plugin, destroy: destroy)
    } else {
      state.pointee.deferredWork.append(.destroyInstance(pointer, plugin: plugin, destroy: destroy))
    }
  }

  /// Calls plugin `plugin`'s `destroy` on the animator instance at `pointer`, now or as
  /// deferred work. Inlined into both: out of line, it cost about 20 instructions a
  /// transition.
  @inline(__always)
  private func callDestroy(
    _ pointer: UnsafeMutablePointer<transhost_animator_t>, plugin: PluginName,
    destroy: @convention(c) (UnsafeMutablePointer<transhost_animator_t>?) -> Void
  ) {
    calling(plugin, call: "destroy") { destroy(pointer) }
  }

  private func perform(_ work: BridgeCallState.DeferredWork) {
    switch work {
    case .endAnimator(let animator, let completed, let contextHandle):
      animator.finishEnding(completed, contextHandle: contextHandle)
    case .destroyInstance(let pointer, let plugin, let destroy):
      callDestroy(pointer, plugin: plugin, destroy: destroy)
    case .forgetTransition(let handle):
      forgetTransition(handle)
    case .destroyPresentation(let controller):
      controller.destroy()
    case .run(let work):
      work()
    }
  }

  private func runDeferredWork() {
    let state = self.state
    guard !state.pointee.isRunningDeferredWork else { return }
    state.pointee.isRunningDeferredWork = true
    defer { state.pointee.isRunningDeferredWork = false }
    // Checked here, not only inside: the call itself cost more than the check, three
    // times a transition.
    if threads.hasForeignCalls { reportForeignCalls() }
    // Two buffers take turns, kept between runs: the work a batch defers again goes into
    // the other, and neither is allocated anew for every batch.
    var batch: [BridgeCallState.DeferredWork] = []
    swap(&batch, &state.pointee.spareDeferredWork)
    while !state.pointee.deferredWork.isEmpty {
      swap(&batch, &state.pointee.deferredWork)
      // Reversed, then taken from the end, oldest first: each piece is moved out of the
      // buffer (no copy of its payload) and the buffer is left empty with its storage.
      if batch.count > 1 { batch.reverse() }
      while let work = batch.popLast() { perform(work) }
      if threads.hasForeignCalls { reportForeignCalls() }
    }
    swap(&batch, &state.pointee.spareDeferredWork)
  }

  /// Forgets the handles of the transition whose context is `handle`, which has ended and
  /// whose animator was told and destroyed: at once, or when the plugin code running now
  /// returns. Its container view's handle goes too when the container has left the view
  /// tree (it has no superview).
  func transitionEnded(_ handle: UInt64) {
    whenPluginCodeReturns(.forgetTransition(handle))
  }

  private func forgetTransition(_ handle: UInt64) {
    // Read with the context lent (a context has a side table: a retain and its release
    // take the slow path), then its handle forgotten. The container's handle, when it
    // goes (0: it stays).
    let container = contexts.withLent(handle) { context -> UInt64? in
      objects.forgetCoordinator(of: context)
      let view = context.containerView
      return view.superview == nil ? UInt64(view.id) : 0
    } missing: {
      nil
    }
    guard let container else { return }
    contexts.remove(handle)
    if container != 0 { views.remove(container) }
  }

  /// Records a message from a plugin.
  func log(level: transhost_log_level, _ text: String) {
    log(level: level, text, plugin: currentCaller)
  }

  /// Records a message from plugin `plugin`, unless the transition in flight is past
  /// its limits on log messages, or it is a warning the plugin already logged in this run
  /// (a run: the engine attached, see ``attach(_:)``). A warning is said once per run
  /// however often a plugin logs it (TransitionKit logs its "not modelled" reports on
  /// every use), so a run's messages and trace do not depend on what ran before it in
  /// the process; repeats do not count against the log limits.
  func log(level: transhost_log_level, _ text: String, plugin: String) {
    let message = PluginMessage(
      plugin: plugin, level: PluginMessage.Level(level), text: text)
    let isWarning = message.level == .warning
    if isWarning, recordedWarnings.contains(message) { return }
    if let engine, !(engine.admit(.logMessages) && engine.admit(.logBytes, text.utf8.count)) {
      return
    }
    if isWarning { recordedWarnings.insert(message) }
    messages.append(message)
    onMessage?(message)
    if level >= transhost_log_level(TRANSHOST_LOG_WARNING), let engine {
      engine.trace.record(.warning, [("plugin", message.plugin), ("message", text)])
    }
  }

  /// Rejects a call: reports it to the engine, keeps `status` for `last_status` and
  /// returns it.
  func reject(
    _ call: String, _ reason: String, status: transhost_status = Status.invalidArgument
  )
    -> transhost_status
  {
    engine?.reportViolation(.pluginCall(plugin: currentCaller, call: call, reason: reason))
    lastStatus = status
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
    object(views, handle, call, kind: "view")
  }

  func controller(_ handle: UInt64, _ call: String) -> ViewController? {
    object(controllers, handle, call, kind: "view controller")
  }

  func context(_ handle: UInt64, _ call: String) -> TransitionContext? {
    object(contexts, handle, call, kind: "transition context")
  }

  func propertyAnimator(_ handle: UInt64, _ call: String) -> PropertyAnimator? {
    object(propertyAnimators, handle, call, kind: "property animator")
  }

  /// What `handle` names in `table`, or nil with the call rejected as
  /// `TRANSHOST_E_INVALID_HANDLE` ("`handle` is not a `kind` handle").
  private func object<Object>(
    _ table: HandleTable<Object>, _ handle: UInt64, _ call: String, kind: String
  ) -> Object? {
    if let object = table[handle] { return object }
    rejectHandle(call, handle, kind: kind)
    return nil
  }

  /// Rejects `call` for `handle`, which names no `kind`. Out of line: a plugin that
  /// behaves never gets here, and the message's formatting stays out of the callbacks.
  @inline(never)
  private func rejectHandle(_ call: String, _ handle: UInt64, kind: String) {
    _ = reject(call, "\(handle) is not a \(kind) handle", status: Status.invalidHandle)
  }

  /// `body` with the view `handle` names, or `failed` with the call rejected as
  /// ``view(_:_:)`` rejects it. The view is lent (see ``lending(_:_:_:kind:or:_:)``).
  @inline(__always)
  func withView<R>(_ handle: UInt64, _ call: String, or failed: R, _ body: (View) -> R) -> R {
    lending(views, handle, call, kind: "view", or: failed, body)
  }

  /// `body` with the transition context `handle` names, or `failed` with the call
  /// rejected as ``context(_:_:)`` rejects it. The context is lent (see
  /// ``lending(_:_:_:kind:or:_:)``).
  @inline(__always)
  func withContext<R>(
    _ handle: UInt64, _ call: String, or failed: R, _ body: (TransitionContext) -> R
  ) -> R {
    lending(contexts, handle, call, kind: "transition context", or: failed, body)
  }

  /// `body` with the view controller `handle` names, or `failed` with the call rejected
  /// as ``controller(_:_:)`` rejects it. The controller is lent (see
  /// ``lending(_:_:_:kind:or:_:)``).
  @inline(__always)
  func withController<R>(
    _ handle: UInt64, _ call: String, or failed: R, _ body: (ViewController) -> R
  ) -> R {
    lending(controllers, handle, call, kind: "view controller", or: failed, body)
  }

  /// `body` with the object `handle` names in `table`, or `failed` with the call rejected
  /// as `TRANSHOST_E_INVALID_HANDLE`. The object is lent to `body`, not retained and
  /// released around it (for a view or a context, which have weak references, a retain
  /// and its release take the runtime's slow path), while plugin code is on the stack:
  /// then the table's reference keeps it alive for the whole call. The bridge removes
  /// a handle only in work it defers until the outermost call into plugin code has
  /// returned (``transitionEnded(_:)``; a gesture recognizer's `gesture_destroy` removes
  /// its own handle at once, so only calls that read a recognizer and run no plugin code
  /// come through here for one, ``withGesture(_:_:or:_:)``), and empties its tables only in ``reset()``,
  /// which runs when a run starts (``attach(_:)``), never inside a callback. A callback
  /// with no plugin code on the stack (a test calling the host table directly) runs
  /// deferred work at once, which could drop the table's reference during `body`; then
  /// the object is retained for the call, as before.
  @inline(__always)
  func lending<Object, R>(
    _ table: HandleTable<Object>, _ handle: UInt64, _ call: String, kind: String,
    or failed: R, _ body: (Object) -> R
  ) -> R {
    func missing() -> R {
      rejectHandle(call, handle, kind: kind)
      return failed
    }
    // With plugin code on the stack (every callback a plugin makes), nothing is kept:
    // not even a nil to release.
    guard state.pointee.caller == nil else { return table.withLent(handle, body, missing: missing) }
    return withExtendedLifetime(table[handle]) { table.withLent(handle, body, missing: missing) }
  }

  /// Returns `text` as a C string valid until the next call into the host.
  func returning(_ text: String) -> UnsafePointer<CChar>? {
    returnedString = Array(text.utf8CString)
    return returnedString.withUnsafeBufferPointer { $0.baseAddress }
  }

  /// Forgets the engine objects of a finished run, destroying the view controllers
  /// plugins made in it.
  public func reset() {
    objects.endRun()
    pluginControllers.destroyAll()
    views.removeAll()
    controllers.removeAll()
    contexts.removeAll()
    propertyAnimators.removeAll()
    constraints.removeAll()
    gestures.removeAll()
    gestureActions.removeAll()
  }

  /// Makes `engine` the one plugins act on from now, for a new run: the handles and
  /// messages of the previous run are forgotten (a handle kept from it is refused as
  /// unknown), and ``onMessage`` is cleared. The process keeps one host, so the
  /// `transhost_host_t` a plugin's `init` was given is the one its animators call back.
  public func attach(_ engine: Engine?) {
    if !state.pointee.deferredWork.isEmpty { runDeferredWork() }
    reset()
    messages.removeAll()
    recordedWarnings.removeAll()
    onMessage = nil
    state.pointee.engine = engine
  }
}

/// The way back to a bridge for what may outlive it (animator instances, completions)
/// without keeping it alive: the bridge's handle tables keep contexts, which keep their
/// animators. The bridge sets `bridge` to nil in its `deinit`.
///
/// Not a weak reference: a weakly referenced object pays a slower retain and release
/// every time, and the bridge is retained on every callback.
final class BridgeLink {
  /// The bridge while it exists, not retained. Sound here: only the bridge sets it, and it
  /// clears it before it is freed; everything runs on the host's one thread.
  @exclusivity(unchecked) private var unretained: Unmanaged<HostBridge>?

  /// The bridge while it exists.
  var bridge: HostBridge? {
    get { unretained?.takeUnretainedValue() }
    set { unretained = newValue.map(Unmanaged.passUnretained) }
  }

  /// `body` with the bridge lent, not retained and released around it (nil once the
  /// bridge is gone): what calls into plugin code for every transition (an animator's
  /// calls, a completion, an instance's `destroy`) reads the bridge here. The bridge
  /// outlives the call: it is freed only when the host lets go of it, never from inside
  /// plugin code, as ``withBridge(_:_:readsLastStatus:_:)`` lends it to callbacks.
  @inline(__always)
  func lend<R>(_ body: (HostBridge) -> R) -> R? {
    guard let unretained else { return nil }
    return unretained._withUnsafeGuaranteedRef(body)
  }
}

/// A message a plugin logged through the host.
public struct PluginMessage: Hashable, Sendable, CustomStringConvertible {
  /// Severity.
  public enum Level: String, Sendable {
    case debug, info, warning, error

    /// The level of `TRANSHOST_LOG_*` value `raw`; below DEBUG is debug, above ERROR
    /// is error.
    init(_ raw: transhost_log_level) {
      switch raw {
      case ...transhost_log_level(TRANSHOST_LOG_DEBUG): self = .debug
      case transhost_log_level(TRANSHOST_LOG_INFO): self = .info
      case transhost_log_level(TRANSHOST_LOG_WARNING): self = .warning
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

/// The bridge behind a host pointer a plugin passed back, on any thread.
func anyThreadBridge(_ host: UnsafePointer<transhost_host_t>?) -> HostBridge? {
  guard let data = host?.pointee.host_data else { return nil }
  return Unmanaged<HostBridge>.fromOpaque(data).takeUnretainedValue()
}

/// `body` with the bridge behind a host pointer a plugin passed back to make `call`, when
/// the call comes on the host's thread; nil for a NULL host pointer, nil (with the call
/// queued for a report) for a call from any other thread, and nil while the transition in
/// flight is past one of the engine's limits. A call that gets its bridge starts with a
/// `last_status` of OK (a failure it meets sets another), unless it is `last_status`
/// itself (`readsLastStatus`).
///
/// The bridge is lent to `body`, not retained and released around it (once per callback).
/// What keeps it alive: plugin code runs inside the bridge's own
/// ``HostBridge/calling(_:call:for:_:)``, whose caller holds the bridge until that call
/// returns, so the bridge outlives every callback the code makes; a test calling the host
/// table directly holds the bridge it took the table from.
@inline(__always)
@discardableResult
func withBridge<T>(
  _ host: UnsafePointer<transhost_host_t>?, _ call: StaticString, readsLastStatus: Bool = false,
  _ body: (HostBridge) -> T
) -> T? {
  lendBridge(host, call, readsLastStatus, body)
}

/// ``withBridge(_:_:readsLastStatus:_:)``'s work, under a name of its own so that both
/// overloads reach it unambiguously.
@inline(__always)
private func lendBridge<T>(
  _ host: UnsafePointer<transhost_host_t>?, _ call: StaticString, _ readsLastStatus: Bool,
  _ body: (HostBridge) -> T
) -> T? {
  guard let data = host?.pointee.host_data else { return nil }
  return Unmanaged<HostBridge>.fromOpaque(data)._withUnsafeGuaranteedRef { bridge in
    guard bridge.threads.isHostThread else {
      bridge.threads.refuse(call)
      return nil
    }
    if bridge.threads.hasForeignCalls { bridge.reportForeignCalls() }
    // Past a limit, every call of the transition is refused without a report each.
    if let engine = bridge.engine, engine.isPastLimit { return nil }
    if !readsLastStatus { bridge.lastStatus = Status.ok }
    return body(bridge)
  }
}

/// ``withBridge(_:_:readsLastStatus:_:)`` for a call that answers an optional: nil when
/// the call is refused or `body` answers nil.
@inline(__always)
@discardableResult
func withBridge<T>(
  _ host: UnsafePointer<transhost_host_t>?, _ call: StaticString, readsLastStatus: Bool = false,
  _ body: (HostBridge) -> T?
) -> T? {
  lendBridge(host, call, readsLastStatus, body) ?? nil
}

/// What a status call returns when ``withBridge(_:_:readsLastStatus:_:)`` gave nil: `TRANSHOST_E_BAD_STATE`
/// for a call from another thread or past a limit, `TRANSHOST_E_INVALID_ARGUMENT` for a
/// NULL host.
func refused(_ host: UnsafePointer<transhost_host_t>?) -> transhost_status {
  host?.pointee.host_data == nil ? Status.invalidArgument : Status.badState
}

extension HostBridge {
  /// The host table, for tests that call it the way a plugin does.
  public var hostForTesting: UnsafePointer<transhost_host_t> { UnsafePointer(host) }

  /// The handle a plugin would be given for `view`, for tests that hand views to a
  /// plugin's code.
  public func handleForTesting(_ view: View) -> UInt64 { handle(for: view) }

  /// The handle a plugin would be given for `controller`.
  public func handleForTesting(_ controller: ViewController) -> UInt64 { handle(for: controller) }

  /// The view a plugin's handle names, or nil.
  public func viewForTesting(_ handle: UInt64) -> View? { views[handle] }

  /// The property animator a plugin's handle names, or nil.
  public func propertyAnimatorForTesting(_ handle: UInt64) -> PropertyAnimator? {
    propertyAnimators[handle]
  }
}
