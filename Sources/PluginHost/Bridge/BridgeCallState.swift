import CTransitionABI
import TransitionEngine

/// The bookkeeping the bridge reads and writes on every callback and every call into
/// plugin code: the engine, who is calling, the status `last_status` answers, what waits until
/// plugin code has returned.
///
/// The bridge keeps it behind a pointer of its own (``Storage``): a stored property of a
/// class pays a dynamic exclusivity check (`swift_beginAccess`, a thread-local lookup)
/// on every access, several times per callback, while memory reached through a pointer
/// is not checked. Everything runs on the host's one thread, and no access to it is held
/// across a call, so there is nothing for the check to find.
struct BridgeCallState {
  /// The engine plugins act on (``HostBridge/engine``).
  var engine: Engine?
  /// The plugin whose code is running (the innermost), or nil. Not retained, as
  /// ``callerInstance`` is not: the caller of ``HostBridge/calling(_:call:for:_:)``
  /// holds the name it passes for the whole call, and `calling` puts the one it replaced
  /// back before it returns.
  var caller: Unmanaged<PluginName>?
  /// The animator instance the plugin code running now works for (the innermost), or
  /// nil: completions it registers hold the instance until they ran or were dropped.
  /// Not retained (a retain and a release per call into plugin code): what keeps it
  /// alive is the caller of ``HostBridge/calling(_:call:for:_:)``, which holds the
  /// instance it passes (the animator's own reference, a completion's capture) for the
  /// whole call, and `calling` puts the one it replaced back before it returns.
  var callerInstance: Unmanaged<PluginInstance>?
  /// What `last_status` answers: how the plugin's latest call on the host's thread went.
  var lastStatus = Status.ok
  /// What must wait until no plugin code is on the stack, oldest first: ending and
  /// destroying animator instances, then forgetting the handles of their transitions
  /// (the plugin code running may still use them, e.g. to complete a second time).
  var deferredWork: [DeferredWork] = []
  /// An empty buffer with the capacity of an earlier batch, which the next run of the
  /// deferred work takes turns with (see ``HostBridge``'s `runDeferredWork`).
  var spareDeferredWork: [DeferredWork] = []
  var isRunningDeferredWork = false
  /// The plugins whose transition ended (complete_transition) during the plugin call
  /// running now: what they begin until that call returns would outlive the context.
  /// An array, not a `Set`: it holds none or one name almost always, and hashing a
  /// `String` on every transition cost more than comparing it with the few held.
  /// Not retained: a name is added only by a ``PluginAnimator`` whose transition ended
  /// while plugin code runs, which then defers its end (the deferred work holds the
  /// animator, and the animator its name), and the list is emptied when the outermost
  /// call returns, before that work runs.
  var finishedCallers: [Unmanaged<PluginName>] = []
  /// The plugin the thread guard was last told runs on the host's thread (its
  /// ``ThreadGuard/bind(plugin:)``), so an outermost call to the same plugin on the same
  /// thread does not take the guard's lock again.
  var boundPlugin: PluginName?
  /// ``boundPlugin``'s identity, compared first: `boundPlugin` holds the name, so no
  /// other object can take its address while it is set here.
  var boundPluginIdentity: ObjectIdentifier?

  /// One piece of work waiting until no plugin code is on the stack. What every plugin
  /// animator's transition defers has a case of its own, so deferring it allocates
  /// nothing (a closure's captures are a heap allocation each).
  enum DeferredWork {
    /// Tell `animator` that its transition ended, then let go of its instance and forget
    /// the transition's handles (``PluginAnimator/finishEnding(_:contextHandle:)``).
    case endAnimator(PluginAnimator, completed: Bool, contextHandle: UInt64)
    /// Call plugin `plugin`'s `destroy` on the animator instance at `pointer`.
    case destroyInstance(
      UnsafeMutablePointer<transhost_animator_t>, plugin: PluginName,
      destroy: @convention(c) (UnsafeMutablePointer<transhost_animator_t>?) -> Void)
    /// Forget the handles of the transition whose context has this handle.
    case forgetTransition(UInt64)
    /// Destroy a plugin presentation controller after its transition
    /// (``PluginPresentationController/destroy()``).
    case destroyPresentation(PluginPresentationController)
    /// Anything else.
    case run(() -> Void)
  }

  /// One state, allocated with its owner and freed in its owner's `deinit`.
  final class Storage {
    let pointer: UnsafeMutablePointer<BridgeCallState>

    init() {
      pointer = .allocate(capacity: 1)
      pointer.initialize(to: BridgeCallState())
    }

    deinit {
      pointer.deinitialize(count: 1)
      pointer.deallocate()
    }
  }
}
