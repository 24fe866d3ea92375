import TransitionEngine

/// A navigation delegate that hands out fixed objects and records what it was asked.
final class NavigationDelegateStub: NavigationControllerDelegate {
  var animator: (any AnimatedTransitioning)?
  var interactor: (any InteractiveTransitioning)?
  private(set) var askedOperations: [NavigationOperation] = []
  private(set) var interactorRequests = 0
  /// willShow, didShow and the animator request, in order: `willShow(child, true)`.
  private(set) var calls: [String] = []

  func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationOperation, from: ViewController,
    to: ViewController
  ) -> (any AnimatedTransitioning)? {
    askedOperations.append(operation)
    calls.append("animationController")
    return animator
  }

  func navigationController(
    _ navigationController: NavigationController, willShow shown: ViewController, animated: Bool
  ) {
    calls.append("willShow(\(shown), \(animated))")
  }

  func navigationController(
    _ navigationController: NavigationController, didShow shown: ViewController, animated: Bool
  ) {
    calls.append("didShow(\(shown), \(animated))")
  }

  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    interactorRequests += 1
    return interactor
  }
}

/// A tab bar delegate that hands out fixed objects and records every call by name.
final class TabDelegateStub: TabBarControllerDelegate {
  var animator: (any AnimatedTransitioning)?
  var interactor: (any InteractiveTransitioning)?
  var allowsSelection = true
  private(set) var calls: [String] = []

  func tabBarController(_ tabBarController: TabBarController, shouldSelect: ViewController) -> Bool
  {
    calls.append("shouldSelect(\(shouldSelect))")
    return allowsSelection
  }

  func tabBarController(_ tabBarController: TabBarController, didSelect: ViewController) {
    calls.append("didSelect(\(didSelect))")
  }

  func tabBarController(
    _ tabBarController: TabBarController,
    animationControllerForTransitionFrom from: ViewController, to: ViewController
  ) -> (any AnimatedTransitioning)? {
    calls.append("animationController(\(from)->\(to))")
    return animator
  }

  func tabBarController(
    _ tabBarController: TabBarController,
    interactionControllerFor animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    calls.append("interactionController")
    return interactor
  }
}
