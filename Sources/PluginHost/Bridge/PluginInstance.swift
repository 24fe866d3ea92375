import CTransitionABI

/// The C object a plugin's factory made for one transition, destroyed once nothing
/// holds it: its ``PluginAnimator`` until the transition ended, and every completion the
/// plugin registered while running for it (an animation's or a property animator's), as
/// a UIKit completion block keeps what it captured alive until it has run or is dropped.
///
/// So a plugin may begin an animation and complete its transition at once: the host
/// tells it `animation_ended` as before, and calls `destroy` only after that
/// completion ran (or was discarded with the property animator that held it).
final class PluginInstance {
  /// The plugin's object; valid until `destroy` is called.
  let pointer: UnsafeMutablePointer<transhost_animator_t>
  /// The plugin whose code made it, which runs for it.
  let plugin: PluginName
  /// The way back to the bridge (nil once the bridge is gone), through which its
  /// animator calls it. Not the bridge itself: the bridge's handle table keeps the
  /// contexts of running transitions, which keep their animators, so a strong reference
  /// would keep the bridge and its engine alive for ever. Once the bridge is gone the
  /// instance is never called again (its host pointer would dangle).
  let link: BridgeLink

  init(
    _ pointer: UnsafeMutablePointer<transhost_animator_t>, plugin: PluginName, link: BridgeLink
  ) {
    self.pointer = pointer
    self.plugin = plugin
    self.link = link
  }

  /// Calls the plugin's `destroy` once no plugin code is running; once the bridge is
  /// gone the instance is never called again (its host pointer would dangle).
  deinit {
    guard let function = pointer.pointee.destroy else { return }
    link.lend { $0.destroyWhenPluginCodeReturns(pointer, plugin: plugin, destroy: function) }
  }
}
