import CTransitionABI
import TransitionEngine

/// A plugin's `UINavigationControllerDelegate`, seen by the engine as a
/// ``NavigationControllerDelegate``: each member calls the plugin's
/// `transhost_navigation_delegate_t` (NULL, or past its `struct_size`: UIKit's default).
/// Returned animators become ``PluginAnimator`` instances with no descriptor; its
/// answers carry ``ChoiceLink/ownDelegate(_:controller:)`` (`delegate of navigation
/// controller 'nav'`) unless made for another link (`chosenBy`).
public final class PluginNavigationDelegate: NavigationControllerDelegate {
  typealias CStruct = transhost_navigation_delegate_t

  let pointer: UnsafeMutablePointer<CStruct>
  /// The id reports name: the object's id, or the plugin that set it.
  public let plugin: String
  /// The link that chose this delegate; nil: the navigation controller's own delegate.
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

  public func navigationController(
    _ navigationController: NavigationController,
    animatorAnswerFor operation: NavigationOperation, from: ViewController, to: ViewController
  ) -> AnimatorAnswer {
    let chain = chosenBy ?? .ownDelegate(.navigation, controller: navigationController.name)
    guard let bridge = link.bridge, let function = member(\.animator_for_operation) else {
      return AnimatorAnswer(nil, decision: AnimatorDecision(chain))
    }
    let handles = (
      bridge.handle(for: navigationController), bridge.handle(for: from), bridge.handle(for: to)
    )
    let raw = transhost_operation(
      operation == .push ? TRANSHOST_OPERATION_PUSH : TRANSHOST_OPERATION_POP)
    let call = "animator_for_operation"
    let returned = bridge.calling(plugin, call: call) {
      function(pointer, handles.0, raw, handles.1, handles.2)
    }
    let animator = bridge.adoptAnimator(
      returned, plugin: plugin, call: call, delegate: "\(chain)")
    return AnimatorAnswer(
      animator, decision: AnimatorDecision(chain, animator: animator?.animatorName))
  }

  public func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationOperation, from: ViewController,
    to: ViewController
  ) -> (any AnimatedTransitioning)? {
    self.navigationController(
      navigationController, animatorAnswerFor: operation, from: from, to: to
    ).animator
  }

  public func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    guard let bridge = link.bridge, let function = member(\.interaction_for) else { return nil }
    let handle = bridge.handle(for: navigationController)
    let instance = (animator as? PluginAnimator)?.instancePointer
    let returned = bridge.calling(plugin, call: "interaction_for") {
      function(pointer, handle, instance)
    }
    return PluginInteraction.wrap(returned, plugin: plugin, call: "interaction_for", bridge: bridge)
  }

  public func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {
    show(\.will_show, "will_show", navigationController, viewController, animated)
  }

  public func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    show(\.did_show, "did_show", navigationController, viewController, animated)
  }

  private func show(
    _ keyPath: KeyPath<
      CStruct,
      (
        @convention(c) (
          UnsafeMutablePointer<CStruct>?, transhost_controller_t, transhost_controller_t, Bool
        ) -> Void
      )?
    >, _ call: String, _ navigation: NavigationController, _ shown: ViewController,
    _ animated: Bool
  ) {
    guard let bridge = link.bridge, let function = member(keyPath) else { return }
    let handles = (bridge.handle(for: navigation), bridge.handle(for: shown))
    bridge.calling(plugin, call: call) { function(pointer, handles.0, handles.1, animated) }
  }
}

extension PluginNavigationDelegate: HostOwnedDelegate {
  /// Calls the struct's `destroy`: only for a delegate the host made.
  func destroyObject() {
    guard let bridge = link.bridge, let function = member(\.destroy) else { return }
    bridge.calling(plugin, call: "destroy") { function(pointer) }
  }
}
