import CTransitionABI
import TransitionEngine

/// What the wrappers of plugin delegates share: the plugin's struct (`CStruct`, one of
/// the ABI's delegate structs, which all start with struct_size, reserved and the
/// plugin's data), the plugin that reports name, the chain link that chose the
/// delegate, and the calls that turn what a delegate returns into engine objects.
///
/// A member past the struct's `struct_size`, or NULL, is UIKit's default.
public class PluginDelegate<CStruct> {
  /// The plugin's struct.
  let pointer: UnsafeMutablePointer<CStruct>
  /// The id reports name: the object's id, or the plugin that set the delegate.
  public var plugin: String { name.id }
  /// ``plugin`` as the bridge names the code it runs (``PluginName``), made once for the
  /// delegate and shared with what it returns.
  let name: PluginName
  /// The link that chose this delegate; nil: the controller's own delegate
  /// (``ChoiceLink/ownDelegate(_:controller:)``).
  public let chosenBy: ChoiceLink?
  let link: BridgeLink

  init(
    _ pointer: UnsafeMutablePointer<CStruct>, plugin: String, bridge: HostBridge,
    chosenBy: ChoiceLink? = nil
  ) {
    self.pointer = pointer
    self.name = PluginName(plugin)
    self.chosenBy = chosenBy
    self.link = bridge.link
  }

  /// The size the plugin wrote first in its struct.
  private var structSize: UInt32 { UnsafeRawPointer(pointer).load(as: UInt32.self) }

  /// The member at `keyPath` when the struct has it and it is set.
  /// Always inlined, so the key path is a literal at each use and the optimizer reads the
  /// field at its offset (through the key path, a read cost about 500 instructions).
  @inline(__always)
  func member<F>(_ keyPath: KeyPath<CStruct, F?>) -> F? {
    guard fieldIsPresent(keyPath, size: structSize) else { return nil }
    return pointer.pointee[keyPath: keyPath]
  }

  /// The link an answer about `controller` carries: ``chosenBy``, or the controller's
  /// own delegate of `role`.
  func chain(_ role: AnimatorReason.DelegateRole, _ controller: ViewController) -> ChoiceLink {
    chosenBy ?? .ownDelegate(role, controller: controller.name)
  }

  /// The answer of a delegate method that returns an animator (`ask`, nil when the
  /// member is absent: no animator), called as `call`; the animator becomes a
  /// ``PluginAnimator`` with no descriptor, and the decision names `chain`.
  func answer(
    _ chain: ChoiceLink, _ call: String,
    _ ask: ((HostBridge) -> UnsafeMutablePointer<transhost_animator_t>?)?
  ) -> AnimatorAnswer {
    guard let ask else { return AnimatorAnswer(nil, decision: AnimatorDecision(chain)) }
    return answer(chain, call, asking: ask)
  }

  /// ``answer(_:_:_:)`` for a member that is present: `ask` is not escaping, so a
  /// transition's call makes no closure on the heap.
  func answer(
    _ chain: ChoiceLink, _ call: String,
    asking ask: (HostBridge) -> UnsafeMutablePointer<transhost_animator_t>?
  ) -> AnimatorAnswer {
    guard let bridge = link.bridge else {
      return AnimatorAnswer(nil, decision: AnimatorDecision(chain))
    }
    let returned = bridge.calling(name, call: call) { ask(bridge) }
    let animator = bridge.adoptAnimator(
      returned, plugin: name, call: call, delegate: chain)
    return AnimatorAnswer(
      animator, decision: AnimatorDecision(chain, animator: animator?.animatorName))
  }

  /// The interaction controller a delegate method (`ask`, given the C struct of the
  /// animator when it is a plugin's) returns, called as `call`.
  func interaction(
    _ call: String, _ animator: any AnimatedTransitioning,
    _ ask: (
      (HostBridge, UnsafeMutablePointer<transhost_animator_t>?)
        -> UnsafeMutablePointer<transhost_interaction_controller_t>?
    )?
  ) -> (any InteractiveTransitioning)? {
    guard let ask else { return nil }
    return interaction(call, animator, asking: ask)
  }

  /// ``interaction(_:_:_:)`` for a member that is present, without a closure on the heap.
  func interaction(
    _ call: String, _ animator: any AnimatedTransitioning,
    asking ask: (HostBridge, UnsafeMutablePointer<transhost_animator_t>?)
      -> UnsafeMutablePointer<transhost_interaction_controller_t>?
  ) -> (any InteractiveTransitioning)? {
    guard let bridge = link.bridge else { return nil }
    let instance = (animator as? PluginAnimator)?.instancePointer
    let returned = bridge.calling(name, call: call) { ask(bridge, instance) }
    return PluginInteraction.wrap(returned, plugin: name, call: call, bridge: bridge)
  }

  /// Calls a delegate method that returns nothing (`body`, nil when the member is
  /// absent), as `call`.
  func tell(_ call: String, _ body: ((HostBridge) -> Void)?) {
    guard let bridge = link.bridge, let body else { return }
    bridge.calling(name, call: call) { body(bridge) }
  }
}

extension HostBridge {
  /// The engine animator for an animator struct plugin object `plugin` returned from
  /// `call` (a delegate method), or nil for NULL, or (reported) for a struct too small
  /// or without transition_duration and animate_transition.
  func adoptAnimator(
    _ returned: UnsafeMutablePointer<transhost_animator_t>?, plugin: PluginName, call: String,
    delegate: ChoiceLink
  ) -> PluginAnimator? {
    guard let returned else { return nil }
    let needed = bytesNeeded(through: \transhost_animator_t.destroy)
    guard Int(returned.pointee.struct_size) >= needed, returned.pointee.animate_transition != nil,
      returned.pointee.transition_duration != nil
    else {
      engine?.reportViolation(
        .pluginCall(
          plugin: plugin.id, call: call,
          reason:
            "it returned an animator of \(returned.pointee.struct_size) bytes without "
            + "transition_duration and animate_transition; transhost_animator_t needs \(needed); "
            + "the system animator runs instead"))
      return nil
    }
    return PluginAnimator(
      origin: .returned(plugin: plugin, delegate: delegate), bridge: self, instance: returned)
  }
}
