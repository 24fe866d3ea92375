import CTransitionABI
import TransitionEngine

/// A plugin's `UIViewControllerTransitioningDelegate`, seen by the engine as a
/// ``TransitioningDelegate``: each member calls the plugin's
/// `transhost_transitioning_delegate_t`; a NULL member (or one past its `struct_size`)
/// answers nil, UIKit's default. What it returns becomes engine objects: animators
/// ``PluginAnimator`` (with no descriptor), interaction controllers
/// ``PluginPercentDrivenInteraction`` or ``PluginInteractionController``, presentation
/// controllers ``PluginPresentationController``.
///
/// Its answers carry an ``AnimatorDecision`` of ``ChoiceLink/ownDelegate(_:controller:)``
/// (`transitioning delegate of 'detail'`) unless it was made for another link of the
/// chain (`chosenBy`, e.g. a script's `with delegate`).
public final class PluginTransitioningDelegate: TransitioningDelegate {
  typealias CStruct = transhost_transitioning_delegate_t

  /// The plugin's struct.
  let pointer: UnsafeMutablePointer<CStruct>
  /// The id reports name: the object's id, or the plugin that set it.
  public let plugin: String
  /// The link that chose this delegate; nil: the controller's own delegate.
  public let chosenBy: ChoiceLink?
  fileprivate let link: BridgeLink

  init(
    _ pointer: UnsafeMutablePointer<CStruct>, plugin: String, bridge: HostBridge,
    chosenBy: ChoiceLink? = nil
  ) {
    self.pointer = pointer
    self.plugin = plugin
    self.chosenBy = chosenBy
    self.link = bridge.link
  }

  /// The plugin's struct, as the C side knows it.
  public var objectPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

  fileprivate func member<F>(_ keyPath: KeyPath<CStruct, F?>) -> F? {
    guard fieldIsPresent(keyPath, size: pointer.pointee.struct_size) else { return nil }
    return pointer.pointee[keyPath: keyPath]
  }

  private func decision(
    for controller: ViewController, animator: PluginAnimator?
  )
    -> AnimatorDecision
  {
    AnimatorDecision(
      chosenBy ?? .ownDelegate(.transitioning, controller: controller.name),
      animator: animator?.animatorName)
  }

  public func animatorAnswer(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> AnimatorAnswer {
    guard let bridge = link.bridge, let function = member(\.animator_for_presented) else {
      return AnimatorAnswer(nil, decision: decision(for: presented, animator: nil))
    }
    let handles = (
      bridge.handle(for: presented), bridge.handle(for: presenting), bridge.handle(for: source)
    )
    let returned = bridge.calling(plugin, call: "animator_for_presented") {
      function(pointer, handles.0, handles.1, handles.2)
    }
    let animator = bridge.adoptAnimator(
      returned, plugin: plugin, call: "animator_for_presented",
      delegate: "\(decision(for: presented, animator: nil).link)")
    return AnimatorAnswer(animator, decision: decision(for: presented, animator: animator))
  }

  public func animatorAnswer(forDismissed dismissed: ViewController) -> AnimatorAnswer {
    guard let bridge = link.bridge, let function = member(\.animator_for_dismissed) else {
      return AnimatorAnswer(nil, decision: decision(for: dismissed, animator: nil))
    }
    let handle = bridge.handle(for: dismissed)
    let returned = bridge.calling(plugin, call: "animator_for_dismissed") {
      function(pointer, handle)
    }
    let animator = bridge.adoptAnimator(
      returned, plugin: plugin, call: "animator_for_dismissed",
      delegate: "\(decision(for: dismissed, animator: nil).link)")
    return AnimatorAnswer(animator, decision: decision(for: dismissed, animator: animator))
  }

  public func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? {
    animatorAnswer(forPresented: presented, presenting: presenting, source: source).animator
  }

  public func animationController(
    forDismissed dismissed: ViewController
  )
    -> (any AnimatedTransitioning)?
  {
    animatorAnswer(forDismissed: dismissed).animator
  }

  public func interactionControllerForPresentation(
    using animator: any AnimatedTransitioning
  )
    -> (any InteractiveTransitioning)?
  {
    interaction(\.interaction_for_presentation, "interaction_for_presentation", animator)
  }

  public func interactionControllerForDismissal(
    using animator: any AnimatedTransitioning
  )
    -> (any InteractiveTransitioning)?
  {
    interaction(\.interaction_for_dismissal, "interaction_for_dismissal", animator)
  }

  private func interaction(
    _ keyPath: KeyPath<
      CStruct,
      (
        @convention(c) (
          UnsafeMutablePointer<CStruct>?, UnsafeMutablePointer<transhost_animator_t>?
        ) -> UnsafeMutablePointer<transhost_interaction_controller_t>?
      )?
    >, _ call: String, _ animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    guard let bridge = link.bridge, let function = member(keyPath) else { return nil }
    let instance = (animator as? PluginAnimator)?.instancePointer
    let returned = bridge.calling(plugin, call: call) { function(pointer, instance) }
    return PluginInteraction.wrap(returned, plugin: plugin, call: call, bridge: bridge)
  }

  public func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? {
    guard let bridge = link.bridge, let presenting,
      let function = member(\.presentation_controller_for)
    else { return nil }
    let handles = (
      bridge.handle(for: presented), bridge.handle(for: presenting), bridge.handle(for: source)
    )
    let call = "presentation_controller_for"
    guard
      let returned = bridge.calling(
        plugin, call: call, { function(pointer, handles.0, handles.1, handles.2) })
    else { return nil }
    let needed = bytesNeeded(through: \transhost_presentation_controller_t.presentation_data)
    guard Int(returned.pointee.struct_size) >= needed else {
      bridge.engine?.reportViolation(
        .pluginCall(
          plugin: plugin, call: call,
          reason:
            "it returned a presentation controller of \(returned.pointee.struct_size) bytes; "
            + "transhost_presentation_controller_t needs at least \(needed); the base "
            + "presentation controller is used"))
      return nil
    }
    return PluginPresentationController(
      returned, plugin: plugin, bridge: bridge, presented: presented, presenting: presenting)
  }
}

extension HostBridge {
  /// The engine animator for an animator struct plugin object `plugin` returned from
  /// `call` (a delegate method), or nil for NULL, or (reported) for a struct too small
  /// or without transition_duration and animate_transition.
  func adoptAnimator(
    _ returned: UnsafeMutablePointer<transhost_animator_t>?, plugin: String, call: String,
    delegate: String
  ) -> PluginAnimator? {
    guard let returned else { return nil }
    let needed = bytesNeeded(through: \transhost_animator_t.destroy)
    guard Int(returned.pointee.struct_size) >= needed, returned.pointee.animate_transition != nil,
      returned.pointee.transition_duration != nil
    else {
      engine?.reportViolation(
        .pluginCall(
          plugin: plugin, call: call,
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

extension PluginTransitioningDelegate: HostOwnedDelegate {
  /// Calls the struct's `destroy`: only for a delegate the host made.
  func destroyObject() {
    guard let bridge = link.bridge, let function = member(\.destroy) else { return }
    bridge.calling(plugin, call: "destroy") { function(pointer) }
  }
}
