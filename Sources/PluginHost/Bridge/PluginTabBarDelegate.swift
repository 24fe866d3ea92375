import CTransitionABI
import TransitionEngine

/// A plugin's `UITabBarControllerDelegate`, seen by the engine as a
/// ``TabBarControllerDelegate``: each member calls the plugin's
/// `transhost_tab_bar_delegate_t` (NULL, or past its `struct_size`: UIKit's default).
/// Returned animators become ``PluginAnimator`` instances with no descriptor; its answers
/// carry ``ChoiceLink/ownDelegate(_:controller:)`` (`delegate of tab bar controller
/// 'tabs'`) unless made for another link (`chosenBy`).
public final class PluginTabBarDelegate: TabBarControllerDelegate {
  typealias CStruct = transhost_tab_bar_delegate_t

  let pointer: UnsafeMutablePointer<CStruct>
  /// The id reports name: the object's id, or the plugin that set it.
  public let plugin: String
  /// The link that chose this delegate; nil: the tab bar controller's own delegate.
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

  fileprivate func member<F>(_ keyPath: KeyPath<CStruct, F?>) -> F? {
    guard fieldIsPresent(keyPath, size: pointer.pointee.struct_size) else { return nil }
    return pointer.pointee[keyPath: keyPath]
  }

  public func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool {
    guard let bridge = link.bridge, let function = member(\.should_select) else { return true }
    let handles = (bridge.handle(for: tabBarController), bridge.handle(for: viewController))
    return bridge.calling(plugin, call: "should_select") {
      function(pointer, handles.0, handles.1)
    }
  }

  public func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController
  ) {
    guard let bridge = link.bridge, let function = member(\.did_select) else { return }
    let handles = (bridge.handle(for: tabBarController), bridge.handle(for: viewController))
    bridge.calling(plugin, call: "did_select") { function(pointer, handles.0, handles.1) }
  }

  public func tabBarController(
    _ tabBarController: TabBarController,
    animatorAnswerForTransitionFrom from: ViewController, to: ViewController
  ) -> AnimatorAnswer {
    let chain = chosenBy ?? .ownDelegate(.tabBar, controller: tabBarController.name)
    guard let bridge = link.bridge, let function = member(\.animator_for_transition) else {
      return AnimatorAnswer(nil, decision: AnimatorDecision(chain))
    }
    let handles = (
      bridge.handle(for: tabBarController), bridge.handle(for: from), bridge.handle(for: to)
    )
    let call = "animator_for_transition"
    let returned = bridge.calling(plugin, call: call) {
      function(pointer, handles.0, handles.1, handles.2)
    }
    let animator = bridge.adoptAnimator(
      returned, plugin: plugin, call: call, delegate: "\(chain)")
    return AnimatorAnswer(
      animator, decision: AnimatorDecision(chain, animator: animator?.animatorName))
  }

  public func tabBarController(
    _ tabBarController: TabBarController,
    animationControllerForTransitionFrom from: ViewController, to: ViewController
  ) -> (any AnimatedTransitioning)? {
    self.tabBarController(tabBarController, animatorAnswerForTransitionFrom: from, to: to)
      .animator
  }

  public func tabBarController(
    _ tabBarController: TabBarController,
    interactionControllerFor animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    guard let bridge = link.bridge, let function = member(\.interaction_for) else { return nil }
    let handle = bridge.handle(for: tabBarController)
    let instance = (animator as? PluginAnimator)?.instancePointer
    let returned = bridge.calling(plugin, call: "interaction_for") {
      function(pointer, handle, instance)
    }
    return PluginInteraction.wrap(returned, plugin: plugin, call: "interaction_for", bridge: bridge)
  }
}

extension PluginTabBarDelegate: HostOwnedDelegate {
  /// Calls the struct's `destroy`: only for a delegate the host made.
  func destroyObject() {
    guard let bridge = link.bridge, let function = member(\.destroy) else { return }
    bridge.calling(plugin, call: "destroy") { function(pointer) }
  }
}
