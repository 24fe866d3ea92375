import CTransitionABI
import TransitionEngine

/// What the host does with an interaction controller a plugin delegate returned: a
/// percent-driven one becomes a ``PluginPercentDrivenInteraction``, any other a
/// ``PluginInteractionController``. The host owns the struct from then on and destroys it
/// once its transition ended (or at the end of the run).
enum PluginInteraction {
  typealias CStruct = transhost_interaction_controller_t

  /// The engine object for `pointer`, returned by plugin object `plugin` from `call`; nil
  /// (reported) for a struct too small to say what it is, or a non-percent-driven one
  /// without start_interactive_transition.
  static func wrap(
    _ pointer: UnsafeMutablePointer<CStruct>?, plugin: PluginName, call: String,
    bridge: HostBridge
  ) -> (any InteractiveTransitioning)? {
    guard let pointer else { return nil }
    let size = pointer.pointee.struct_size
    let needed = bytesNeeded(through: \CStruct.interaction_data)
    guard Int(size) >= needed else {
      reportUnusable(
        bridge, plugin, call,
        "it returned an interaction controller of \(size) bytes; transhost_interaction_controller_t "
          + "needs at least \(needed); the transition runs without one")
      return nil
    }
    let callbacks = PluginInteractionCallbacks(pointer, plugin: plugin, bridge: bridge)
    if pointer.pointee.percent_driven {
      return PluginPercentDrivenInteraction(callbacks)
    }
    guard callbacks.start != nil else {
      reportUnusable(
        bridge, plugin, call,
        "it returned an interaction controller that is not percent_driven and has no "
          + "start_interactive_transition; the transition runs without one")
      return nil
    }
    return PluginInteractionController(callbacks)
  }

  private static func reportUnusable(
    _ bridge: HostBridge, _ plugin: PluginName, _ call: String, _ reason: String
  ) {
    bridge.engine?.reportViolation(.pluginCall(plugin: plugin.id, call: call, reason: reason))
  }
}

/// The plugin's interaction struct and the calls into it, shared by both wrappers: it
/// destroys the struct when the wrapper goes (its transition ended) or the run ends.
final class PluginInteractionCallbacks {
  typealias CStruct = transhost_interaction_controller_t
  private var pointer: UnsafeMutablePointer<CStruct>?
  /// The plugin object whose delegate returned it, shared with the delegate.
  let plugin: PluginName
  private let link: BridgeLink

  init(_ pointer: UnsafeMutablePointer<CStruct>, plugin: PluginName, bridge: HostBridge) {
    self.pointer = pointer
    self.plugin = plugin
    self.link = bridge.link
    // Not a weak reference, which would give the object a side table and every retain
    // and release of it the runtime's slow path: the bridge can run this only while the
    // object lives, since its `deinit` destroys it and destroying disowns it (or the
    // bridge, and with it what it owns, is already gone).
    let unretained = Unmanaged.passUnretained(self)
    bridge.objects.own(self) { unretained.takeUnretainedValue().destroy() }
  }

  deinit { destroy() }

  /// Always inlined, so the key path is a literal at each use and the optimizer reads the
  /// field at its offset (through the key path, a read cost about 500 instructions).
  @inline(__always)
  private func member<F>(_ keyPath: KeyPath<CStruct, F?>) -> F? {
    guard let pointer, fieldIsPresent(keyPath, size: pointer.pointee.struct_size) else {
      return nil
    }
    return pointer.pointee[keyPath: keyPath]
  }

  /// `start_interactive_transition`, when set. The C function pointer as it is: made a
  /// Swift closure, it would be a heap allocation per transition.
  var start: (@convention(c) (UnsafeMutablePointer<CStruct>?, transhost_context_t) -> Void)? {
    member(\.start_interactive_transition)
  }

  /// Calls `start_interactive_transition` with `context`'s handle, if it is set.
  func startInteractiveTransition(_ context: TransitionContext) {
    guard let function = start, let bridge = link.bridge, let pointer else { return }
    let handle = bridge.handle(for: context)
    bridge.calling(plugin, call: "start_interactive_transition") { function(pointer, handle) }
  }

  /// `wants_interactive_start`; NULL: true.
  var wantsInteractiveStart: Bool {
    guard let function = member(\.wants_interactive_start), let bridge = link.bridge, let pointer
    else { return true }
    return bridge.calling(plugin, call: "wants_interactive_start") { function(pointer) }
  }

  /// `completion_speed`; NULL, or a value that is not finite and positive: 1 (UIKit
  /// treats a speed <= 0 as 1).
  var completionSpeed: Double {
    guard let function = member(\.completion_speed), let bridge = link.bridge, let pointer
    else { return 1 }
    let speed = bridge.calling(plugin, call: "completion_speed") { function(pointer) }
    return speed.isFinite && speed > 0 ? speed : 1
  }

  /// `completion_curve`; NULL or an unknown value: ease in-out.
  var completionCurve: AnimationCurve {
    guard let function = member(\.completion_curve), let bridge = link.bridge, let pointer
    else { return .easeInOut }
    let raw = bridge.calling(plugin, call: "completion_curve") { function(pointer) }
    return AnimationCurve(rawValue: Int(raw)) ?? .easeInOut
  }

  /// Calls the plugin's `destroy` once, when no plugin code is running.
  func destroy() {
    guard let pointer else { return }
    self.pointer = nil
    guard let bridge = link.bridge else { return }
    bridge.objects.disown(self)
    guard fieldIsPresent(\CStruct.destroy, size: pointer.pointee.struct_size),
      let function = pointer.pointee.destroy
    else { return }
    let (plugin, link) = (self.plugin, self.link)
    bridge.whenPluginCodeReturns {
      link.bridge?.calling(plugin, call: "destroy") { function(pointer) }
    }
  }
}

/// A plugin's `UIPercentDrivenInteractiveTransition`: the engine's own percent-driven
/// driving (a script's `update`, `finish` and `cancel` reach it), then the plugin's
/// start_interactive_transition, if set, with the context.
final class PluginPercentDrivenInteraction: PercentDrivenInteractiveTransition {
  let callbacks: PluginInteractionCallbacks

  init(_ callbacks: PluginInteractionCallbacks) {
    self.callbacks = callbacks
    super.init()
    wantsInteractiveStart = callbacks.wantsInteractiveStart
    completionSpeed = callbacks.completionSpeed
    completionCurve = callbacks.completionCurve
  }

  override func startInteractiveTransition(_ context: TransitionContext) {
    super.startInteractiveTransition(context)
    callbacks.startInteractiveTransition(context)
  }
}

/// A plugin's own `UIViewControllerInteractiveTransitioning`: every member forwarded.
final class PluginInteractionController: InteractiveTransitioning {
  let callbacks: PluginInteractionCallbacks

  init(_ callbacks: PluginInteractionCallbacks) { self.callbacks = callbacks }

  func startInteractiveTransition(_ context: TransitionContext) {
    callbacks.startInteractiveTransition(context)
  }
  var completionSpeed: Double { callbacks.completionSpeed }
  var completionCurve: AnimationCurve { callbacks.completionCurve }
  var wantsInteractiveStart: Bool { callbacks.wantsInteractiveStart }
}
