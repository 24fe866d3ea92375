import CTransitionABI
import TransitionEngine

/// A plugin's `UINavigationControllerDelegate`, seen by the engine as a
/// ``NavigationControllerDelegate``: each member calls the plugin's
/// `transhost_navigation_delegate_t` (NULL, or past its `struct_size`: UIKit's default).
/// Returned animators become ``PluginAnimator`` instances with no descriptor; its
/// answers carry ``ChoiceLink/ownDelegate(_:controller:)`` (`delegate of navigation
/// controller 'nav'`) unless made for another link (``PluginDelegate/chosenBy``).
public final class PluginNavigationDelegate: PluginDelegate<transhost_navigation_delegate_t>,
  NavigationControllerDelegate
{
  public func navigationController(
    _ navigationController: NavigationController,
    animatorAnswerFor operation: NavigationOperation, from: ViewController, to: ViewController
  ) -> AnimatorAnswer {
    let raw = transhost_operation(
      operation == .push ? TRANSHOST_OPERATION_PUSH : TRANSHOST_OPERATION_POP)
    let pointer = self.pointer
    return answer(
      chain(.navigation, navigationController), "animator_for_operation",
      member(\.animator_for_operation).map { function in
        { bridge in
          function(
            pointer, bridge.handle(for: navigationController), raw, bridge.handle(for: from),
            bridge.handle(for: to))
        }
      })
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
    let pointer = self.pointer
    return interaction(
      "interaction_for", animator,
      member(\.interaction_for).map { function in
        { bridge, instance in function(pointer, bridge.handle(for: navigationController), instance)
        }
      })
  }

  public func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {
    let pointer = self.pointer
    tell(
      "will_show",
      member(\.will_show).map { function in
        { bridge in
          function(
            pointer, bridge.handle(for: navigationController), bridge.handle(for: viewController),
            animated)
        }
      })
  }

  public func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    let pointer = self.pointer
    tell(
      "did_show",
      member(\.did_show).map { function in
        { bridge in
          function(
            pointer, bridge.handle(for: navigationController), bridge.handle(for: viewController),
            animated)
        }
      })
  }
}

extension PluginNavigationDelegate: HostOwnedDelegate {
  /// Calls the struct's `destroy`: only for a delegate the host made.
  func destroyObject() {
    let pointer = self.pointer
    tell("destroy", member(\.destroy).map { function in { _ in function(pointer) } })
  }
}
