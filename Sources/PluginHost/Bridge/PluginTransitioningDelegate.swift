import CTransitionABI
import TransitionEngine

/// A plugin's `UIViewControllerTransitioningDelegate`, seen by the engine as a
/// ``TransitioningDelegate``: each member calls the plugin's
/// `transhost_transitioning_delegate_t`; a NULL member (or one past its `struct_size`)
/// answers nil, UIKit's default. What it returns becomes engine objects: animators
/// ``PluginAnimator`` (with no descriptor), interaction controllers (percent-driven ones a
/// ``PercentDrivenInteractiveTransition``), presentation controllers
/// ``PluginPresentationController`` (asked for `.custom` only, as UIKit does).
///
/// Its answers carry an ``AnimatorDecision`` of ``ChoiceLink/ownDelegate(_:controller:)``
/// (`transitioning delegate of 'detail'`) unless it was made for another link of the
/// chain (``PluginDelegate/chosenBy``, e.g. a script's `with delegate`).
public final class PluginTransitioningDelegate:
  PluginDelegate<transhost_transitioning_delegate_t>, TransitioningDelegate
{
  public func animatorAnswer(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> AnimatorAnswer {
    let pointer = self.pointer
    let chosen = chain(.transitioning, presented)
    guard let function = member(\.animator_for_presented) else {
      return AnimatorAnswer(nil, decision: AnimatorDecision(chosen))
    }
    return answer(chosen, "animator_for_presented") { bridge in
      function(
        pointer, bridge.handle(for: presented), bridge.handle(for: presenting),
        bridge.handle(for: source))
    }
  }

  public func animatorAnswer(forDismissed dismissed: ViewController) -> AnimatorAnswer {
    let pointer = self.pointer
    let chosen = chain(.transitioning, dismissed)
    guard let function = member(\.animator_for_dismissed) else {
      return AnimatorAnswer(nil, decision: AnimatorDecision(chosen))
    }
    return answer(chosen, "animator_for_dismissed") { bridge in
      function(pointer, bridge.handle(for: dismissed))
    }
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
    let pointer = self.pointer
    guard let function = member(\.interaction_for_presentation) else { return nil }
    return interaction("interaction_for_presentation", animator) { _, instance in
      function(pointer, instance)
    }
  }

  public func interactionControllerForDismissal(
    using animator: any AnimatedTransitioning
  )
    -> (any InteractiveTransitioning)?
  {
    let pointer = self.pointer
    guard let function = member(\.interaction_for_dismissal) else { return nil }
    return interaction("interaction_for_dismissal", animator) { _, instance in
      function(pointer, instance)
    }
  }

  public func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? {
    guard let bridge = link.bridge, let presenting,
      let function = member(\.presentation_controller_for)
    else { return nil }
    let call = "presentation_controller_for"
    let pointer = self.pointer
    let returned = bridge.calling(name, call: call) {
      function(
        pointer, bridge.handle(for: presented), bridge.handle(for: presenting),
        bridge.handle(for: source))
    }
    guard let returned else { return nil }
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
      returned, plugin: name, bridge: bridge, presented: presented, presenting: presenting)
  }
}

extension PluginTransitioningDelegate: HostOwnedDelegate {
  /// Calls the struct's `destroy`: only for a delegate the host made.
  func destroyObject() {
    let pointer = self.pointer
    tell("destroy", member(\.destroy).map { function in { _ in function(pointer) } })
  }
}
