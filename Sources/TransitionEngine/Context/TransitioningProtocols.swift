/// An object that animates one transition. Mirrors `UIViewControllerAnimatedTransitioning`.
public protocol AnimatedTransitioning: AnyObject {
  /// The transition's length in seconds. UIKit calls it once at the start and keeps the
  /// value for percent-driven interaction. Mirrors `transitionDuration(using:)`.
  func transitionDuration(using context: TransitionContext?) -> Double
  /// Installs and animates the views; must end with `completeTransition`.
  /// Mirrors `animateTransition(using:)`.
  func animateTransition(using context: TransitionContext)
  /// The one property animator driving the transition, or nil when the animator is not
  /// interruptible. Asked more than once, it must return the same object.
  /// Mirrors `interruptibleAnimator(using:)`.
  func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator?
  /// Called last, after the transition completed or was cancelled.
  /// Mirrors `animationEnded(_:)`.
  func animationEnded(_ transitionCompleted: Bool)
}

extension AnimatedTransitioning {
  /// Not interruptible by default.
  public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? { nil }
  /// Nothing to do by default.
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition from user input.
/// Mirrors `UIViewControllerInteractiveTransitioning`.
public protocol InteractiveTransitioning: AnyObject {
  /// Starts driving the transition. Mirrors `startInteractiveTransition(_:)`.
  func startInteractiveTransition(_ context: TransitionContext)
  /// The speed of the finishing or cancelling animation; 1 by default.
  /// Mirrors `completionSpeed`.
  var completionSpeed: Double { get }
  /// The curve of the finishing or cancelling animation; `.easeInOut` by default.
  /// Mirrors `completionCurve`.
  var completionCurve: AnimationCurve { get }
  /// Whether the transition starts interactive; true by default.
  /// Mirrors `wantsInteractiveStart`.
  var wantsInteractiveStart: Bool { get }
}

extension InteractiveTransitioning {
  /// 1, UIKit's default.
  public var completionSpeed: Double { 1 }
  /// `.easeInOut`, UIKit's default.
  public var completionCurve: AnimationCurve { .easeInOut }
  /// True, UIKit's default.
  public var wantsInteractiveStart: Bool { true }
}

/// Supplies the objects for a controller's presentation and dismissal.
/// Mirrors `UIViewControllerTransitioningDelegate`; every method may return nil, which
/// means "use the system's".
public protocol TransitioningDelegate: AnyObject {
  /// Mirrors `animationController(forPresented:presenting:source:)`.
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)?
  /// Mirrors `animationController(forDismissed:)`.
  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)?
  /// Mirrors `interactionControllerForPresentation(using:)`.
  func interactionControllerForPresentation(
    using animator: any AnimatedTransitioning
  )
    -> (any InteractiveTransitioning)?
  /// Mirrors `interactionControllerForDismissal(using:)`.
  func interactionControllerForDismissal(
    using animator: any AnimatedTransitioning
  )
    -> (any InteractiveTransitioning)?
  /// Mirrors `presentationController(forPresented:presenting:source:)`; used only for
  /// `.custom` presentations.
  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController?
  /// The animator for presenting `presented` with how it was chosen: what the engine
  /// asks. By default, ``animationController(forPresented:presenting:source:)``'s answer
  /// with no decision.
  func animatorAnswer(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> AnimatorAnswer
  /// The animator for dismissing `dismissed` with how it was chosen: what the engine
  /// asks. By default, ``animationController(forDismissed:)``'s answer with no decision.
  func animatorAnswer(forDismissed dismissed: ViewController) -> AnimatorAnswer
}

extension TransitioningDelegate {
  /// No animator: the system's.
  public func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? { nil }
  /// No animator: the system's.
  public func animationController(
    forDismissed dismissed: ViewController
  )
    -> (any AnimatedTransitioning)?
  { nil }
  /// Not interactive.
  public func interactionControllerForPresentation(
    using animator: any AnimatedTransitioning
  )
    -> (any InteractiveTransitioning)?
  { nil }
  /// Not interactive.
  public func interactionControllerForDismissal(
    using animator: any AnimatedTransitioning
  )
    -> (any InteractiveTransitioning)?
  { nil }
  /// The base presentation controller.
  public func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? { nil }
  /// ``animationController(forPresented:presenting:source:)``, with no decision.
  public func animatorAnswer(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> AnimatorAnswer {
    AnimatorAnswer(
      animationController(forPresented: presented, presenting: presenting, source: source))
  }
  /// ``animationController(forDismissed:)``, with no decision.
  public func animatorAnswer(forDismissed dismissed: ViewController) -> AnimatorAnswer {
    AnimatorAnswer(animationController(forDismissed: dismissed))
  }
}

/// A navigation controller's delegate. Mirrors `UINavigationControllerDelegate`.
public protocol NavigationControllerDelegate: AnyObject {
  /// Mirrors `navigationController(_:animationControllerFor:from:to:)`.
  func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationOperation, from: ViewController,
    to: ViewController
  ) -> (any AnimatedTransitioning)?
  /// Mirrors `navigationController(_:interactionControllerFor:)`.
  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)?
  /// Called before the navigation controller shows `viewController` (the pushed one, or
  /// the one a pop uncovers), before it asks for an animator. Mirrors
  /// `navigationController(_:willShow:animated:)`.
  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool)
  /// Called once `viewController` is shown: after the push or pop completed (a cancelled
  /// interactive pop is told willShow and never didShow, as UIKit does). Mirrors
  /// `navigationController(_:didShow:animated:)`.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool)
  /// The animator for a push or pop with how it was chosen: what the engine asks. By
  /// default, ``navigationController(_:animationControllerFor:from:to:)``'s answer with
  /// no decision.
  func navigationController(
    _ navigationController: NavigationController,
    animatorAnswerFor operation: NavigationOperation, from: ViewController, to: ViewController
  ) -> AnimatorAnswer
}

extension NavigationControllerDelegate {
  /// No animator: the system push or pop.
  public func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationOperation, from: ViewController,
    to: ViewController
  ) -> (any AnimatedTransitioning)? { nil }
  /// Not interactive.
  public func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? { nil }
  /// Nothing to do.
  public func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {}
  /// Nothing to do.
  public func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {}
  /// ``navigationController(_:animationControllerFor:from:to:)``, with no decision.
  public func navigationController(
    _ navigationController: NavigationController,
    animatorAnswerFor operation: NavigationOperation, from: ViewController, to: ViewController
  ) -> AnimatorAnswer {
    AnimatorAnswer(
      self.navigationController(
        navigationController, animationControllerFor: operation, from: from, to: to))
  }
}

/// A tab bar controller's delegate. Mirrors `UITabBarControllerDelegate`.
public protocol TabBarControllerDelegate: AnyObject {
  /// Mirrors `tabBarController(_:shouldSelect:)`; asked for user selections only.
  func tabBarController(_ tabBarController: TabBarController, shouldSelect: ViewController) -> Bool
  /// Mirrors `tabBarController(_:didSelect:)`; told of user selections only.
  func tabBarController(_ tabBarController: TabBarController, didSelect: ViewController)
  /// Mirrors `tabBarController(_:animationControllerForTransitionFrom:to:)`.
  func tabBarController(
    _ tabBarController: TabBarController,
    animationControllerForTransitionFrom from: ViewController, to: ViewController
  ) -> (any AnimatedTransitioning)?
  /// Mirrors `tabBarController(_:interactionControllerFor:)`.
  func tabBarController(
    _ tabBarController: TabBarController,
    interactionControllerFor animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)?
  /// The animator for a tab switch with how it was chosen: what the engine asks. By
  /// default, ``tabBarController(_:animationControllerForTransitionFrom:to:)``'s answer
  /// with no decision.
  func tabBarController(
    _ tabBarController: TabBarController,
    animatorAnswerForTransitionFrom from: ViewController, to: ViewController
  ) -> AnimatorAnswer
}

extension TabBarControllerDelegate {
  /// Allow every selection.
  public func tabBarController(
    _ tabBarController: TabBarController, shouldSelect: ViewController
  )
    -> Bool
  { true }
  /// Nothing to do.
  public func tabBarController(_ tabBarController: TabBarController, didSelect: ViewController) {}
  /// No animator: the tab switches at once.
  public func tabBarController(
    _ tabBarController: TabBarController,
    animationControllerForTransitionFrom from: ViewController, to: ViewController
  ) -> (any AnimatedTransitioning)? { nil }
  /// Not interactive.
  public func tabBarController(
    _ tabBarController: TabBarController,
    interactionControllerFor animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? { nil }
  /// ``tabBarController(_:animationControllerForTransitionFrom:to:)``, with no decision.
  public func tabBarController(
    _ tabBarController: TabBarController,
    animatorAnswerForTransitionFrom from: ViewController, to: ViewController
  ) -> AnimatorAnswer {
    AnimatorAnswer(
      self.tabBarController(tabBarController, animationControllerForTransitionFrom: from, to: to))
  }
}

/// Mirrors `UINavigationController.Operation`.
public enum NavigationOperation: Int, Sendable {
  /// No operation (0).
  case none = 0
  /// A push (1).
  case push = 1
  /// A pop (2).
  case pop = 2
}
