import CTransitionABI
import TransitionEngine

/// A plugin's `UITabBarControllerDelegate`, seen by the engine as a
/// ``TabBarControllerDelegate``: each member calls the plugin's
/// `transhost_tab_bar_delegate_t` (NULL, or past its `struct_size`: UIKit's default).
/// Returned animators become ``PluginAnimator`` instances with no descriptor; its answers
/// carry ``ChoiceLink/ownDelegate(_:controller:)`` (`delegate of tab bar controller
/// 'tabs'`) unless made for another link (``PluginDelegate/chosenBy``).
public final class PluginTabBarDelegate: PluginDelegate<transhost_tab_bar_delegate_t>,
  TabBarControllerDelegate
{
  public func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool {
    guard let bridge = link.bridge, let function = member(\.should_select) else { return true }
    let pointer = self.pointer
    return bridge.calling(name, call: "should_select") {
      function(pointer, bridge.handle(for: tabBarController), bridge.handle(for: viewController))
    }
  }

  public func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController
  ) {
    let pointer = self.pointer
    tell(
      "did_select",
      member(\.did_select).map { function in
        { bridge in
          function(
            pointer, bridge.handle(for: tabBarController), bridge.handle(for: viewController))
        }
      })
  }

  public func tabBarController(
    _ tabBarController: TabBarController,
    animatorAnswerForTransitionFrom from: ViewController, to: ViewController
  ) -> AnimatorAnswer {
    let pointer = self.pointer
    return answer(
      chain(.tabBar, tabBarController), "animator_for_transition",
      member(\.animator_for_transition).map { function in
        { bridge in
          function(
            pointer, bridge.handle(for: tabBarController), bridge.handle(for: from),
            bridge.handle(for: to))
        }
      })
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
    let pointer = self.pointer
    return interaction(
      "interaction_for", animator,
      member(\.interaction_for).map { function in
        { bridge, instance in function(pointer, bridge.handle(for: tabBarController), instance) }
      })
  }
}

extension PluginTabBarDelegate: HostOwnedDelegate {
  /// Calls the struct's `destroy`: only for a delegate the host made.
  func destroyObject() {
    let pointer = self.pointer
    tell("destroy", member(\.destroy).map { function in { _ in function(pointer) } })
  }
}
