import CTransitionABI
import TransitionEngine

/// An animator instance a plugin created, seen by the engine as any
/// `AnimatedTransitioning`: every call goes through the C ABI, as the plugin's code.
public final class PluginAnimator: AnimatedTransitioning, NamedAnimator {
  /// Where an animator instance came from: a registered animator's factory, or a
  /// plugin delegate that returned it (it has no descriptor of its own).
  enum Origin {
    /// Made by the factory for a registered animator, from this request.
    case registered(PreparedRequest)
    /// Returned by a delegate of plugin object `plugin`; `delegate` is the link that
    /// chose the delegate, which says which delegate (`transitioning delegate of
    /// 'detail'`). Kept as the link, not its text: made on every transition, the text
    /// would be formatted each time and read only by reports.
    case returned(plugin: PluginName, delegate: ChoiceLink)
  }

  /// Where the instance came from.
  let origin: Origin
  /// The delegate that returned the instance (`transitioning delegate of 'detail'`), or
  /// nil for a registered animator's.
  public var returnedBy: String? {
    if case .returned(_, let delegate) = origin { return "\(delegate)" }
    return nil
  }
  /// The animator's descriptor; nil for one a delegate returned.
  public var registeredDescriptor: AnimatorDescriptor? {
    if case .registered(let request) = origin { return request.descriptor }
    return nil
  }
  /// The id reports name the instance's code by: the animator's, or the id of the plugin
  /// object whose delegate returned it.
  var pluginID: String { name.id }
  /// ``pluginID`` as the bridge names the code it runs: the request's or the delegate's
  /// name, shared, not copied. Read from ``origin``, which holds it: a stored copy was
  /// one more retain and release a transition.
  private var name: PluginName {
    switch origin {
    case .registered(let request): request.name
    case .returned(let plugin, _): plugin
    }
  }
  /// The duration when the instance cannot be asked: the declared default, or 0 for an
  /// animator a delegate returned (it declares none).
  private let defaultDuration: Double
  /// The plugin's object; the animator lets go of it once the transition ended and the
  /// plugin was told. Completions the plugin registered may hold it longer.
  private var instance: PluginInstance?
  /// Set once the engine said the transition ended: the instance is told when the
  /// plugin code running then has returned, and is not called for anything else.
  private var hasEnded = false
  /// The handle of the transition context it was given (0 before): the bridge forgets
  /// the transition's handles when it ends.
  private var contextHandle: UInt64 = 0

  init(
    origin: Origin, bridge: HostBridge, instance: UnsafeMutablePointer<transhost_animator_t>
  ) {
    self.origin = origin
    let name: PluginName
    switch origin {
    case .registered(let request):
      name = request.name
      defaultDuration = request.descriptor.defaultDuration
    case .returned(let plugin, _):
      name = plugin
      defaultDuration = 0
    }
    self.instance = PluginInstance(instance, plugin: name, link: bridge.link)
  }

  /// The animator's id, or for one a delegate returned the id of the delegate's plugin
  /// object.
  public var animatorName: String { pluginID }

  /// The plugin's own struct, while the host still holds the instance (a delegate's
  /// interaction method is given the animator it returned).
  var instancePointer: UnsafeMutablePointer<transhost_animator_t>? { instance?.pointer }

  /// Asks the plugin; without an instance, the declared default.
  public func transitionDuration(using context: TransitionContext?) -> Double {
    guard !hasEnded, let instance, let function = instance.pointer.pointee.transition_duration
    else {
      return defaultDuration
    }
    // The bridge is lent, not retained (see ``BridgeLink/lend(_:)``).
    return instance.link.lend { bridge in
      let handle = context.map { bridge.handle(for: $0) } ?? 0
      if handle != 0 { contextHandle = handle }
      // The closure captures the plugin's pointer, not the instance: a captured instance
      // was retained for the closure besides the animator's own reference.
      let pointer = instance.pointer
      return bridge.calling(instance.plugin, call: "transition_duration", for: instance) {
        function(pointer, handle)
      }
    } ?? defaultDuration
  }

  /// Calls the plugin's `animate_transition`; animation blocks it left open are closed
  /// and reported.
  public func animateTransition(using context: TransitionContext) {
    guard !hasEnded, let instance, let function = instance.pointer.pointee.animate_transition
    else {
      return
    }
    let called: Void? = instance.link.lend { bridge in
      let handle = bridge.handle(for: context)
      contextHandle = handle
      let pointer = instance.pointer
      bridge.calling(instance.plugin, call: "animate_transition", for: instance) {
        function(pointer, handle)
      }
    }
    guard called != nil else { return }
    // Read once: each read of the context's unowned reference retains the engine.
    let engine = context.engine
    let open = engine.closeOpenAnimationBlocks()
    // A transaction left open would hold its settings over the host's later changes.
    engine.closeOpenTransactions()
    // Past a limit its commits were refused: the limit's report says what happened.
    if open > 0 && !engine.isPastLimit {
      engine.reportViolation(
        .pluginCall(
          plugin: pluginID, call: "animate_transition",
          reason:
            "it left \(open) animation block(s) open; every animation_begin needs an animation_commit"
        ))
    }
  }

  /// The plugin's interruptible animator, if it has one.
  public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
    guard !hasEnded, let instance, let bridge = instance.link.bridge,
      let function = instance.pointer.pointee.interruptible_animator,
      fieldIsPresent(
        \transhost_animator_t.interruptible_animator, size: instance.pointer.pointee.struct_size)
    else { return nil }
    let handle = bridge.handle(for: context)
    let animatorHandle = bridge.calling(
      instance.plugin, call: "interruptible_animator", for: instance
    ) {
      function(instance.pointer, handle)
    }
    guard animatorHandle != 0 else { return nil }
    return bridge.propertyAnimator(animatorHandle, "interruptible_animator")
  }

  /// Tells the plugin, then lets go of the instance, which is destroyed at once unless a
  /// completion the plugin registered still holds it (it is destroyed after the last
  /// such completion ran or was dropped); the bridge then forgets the transition's
  /// handles. When plugin code is running (the plugin completed the transition from
  /// inside one of its own calls), all of it waits until that code has returned.
  public func animationEnded(_ transitionCompleted: Bool) {
    guard !hasEnded, let instance else { return }
    // The bridge is lent (see ``BridgeLink/lend(_:)``); the instance's name is the
    // origin's (``name``), read without the switch.
    instance.link.lend { bridge in
      hasEnded = true
      bridge.transitionFinished(by: instance.plugin)
      let handle = contextHandle
      contextHandle = 0
      bridge.whenPluginCodeReturns(
        .endAnimator(self, completed: transitionCompleted, contextHandle: handle))
    }
  }

  /// The deferred part of ``animationEnded(_:)``: tells the plugin, lets go of the
  /// instance and has the bridge forget the transition of context `handle` (0: none).
  func finishEnding(_ transitionCompleted: Bool, contextHandle handle: UInt64) {
    // Taken out of the property, not copied (a retain and a release): the animator lets
    // go of it here in any case, and every other use of it checks `hasEnded` first.
    guard let instance = self.instance.take() else { return }
    // Read now: `link.bridge` changes only in the bridge's deinit, and the bridge runs
    // this work.
    let bridge = instance.link.bridge
    tellEnded(consume instance, transitionCompleted, bridge: bridge)
    if handle != 0 { bridge?.transitionEnded(handle) }
  }

  /// Calls the plugin's `animation_ended`, if it has one, and lets go of `instance` when
  /// it returns: before the transition's handles are forgotten, as an instance no
  /// completion holds defers its `destroy` first.
  private func tellEnded(
    _ instance: consuming PluginInstance, _ transitionCompleted: Bool, bridge: HostBridge?
  ) {
    guard let bridge, let function = instance.pointer.pointee.animation_ended else { return }
    let pointer = instance.pointer
    bridge.calling(instance.plugin, call: "animation_ended", for: instance) {
      function(pointer, transitionCompleted)
    }
  }
}
