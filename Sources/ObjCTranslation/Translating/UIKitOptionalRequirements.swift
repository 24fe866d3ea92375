/// UIKit's (and Core Animation's) optional requirements of its `@objc` protocols that
/// TransitionKit declares as ordinary requirements, with UIKit's answers as defaults in
/// a protocol extension (`Sources/TransitionKit/Gestures/UIGestureRecognizerDelegate.swift`,
/// `Interaction/UIViewControllerInteractiveTransitioning.swift`, `Delegates/`,
/// `Controllers/UIViewControllerTransitioning.swift`, `QuartzCore/CAAnimation.swift`). A
/// call written for iOS with `?` (`delegate?.gestureRecognizerShouldBegin?(g)`) becomes
/// the plain call, and a property read as optional goes through a twin that wraps the
/// answer. TransitionKit declares no `UIAdaptivePresentationControllerDelegate`.
enum UIKitOptionalRequirements {
  /// The optional methods, by base name: their protocol.
  static let methods: [String: String] = [
    // gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:), (_:shouldRequireFailureOf:),
    // (_:shouldBeRequiredToFailBy:), and (_:shouldReceive:) for touches, presses, events.
    "gestureRecognizerShouldBegin": "UIGestureRecognizerDelegate",
    "gestureRecognizer": "UIGestureRecognizerDelegate",
    // animationController(forPresented:presenting:source:), (forDismissed:).
    "animationController": "UIViewControllerTransitioningDelegate",
    "interactionControllerForPresentation": "UIViewControllerTransitioningDelegate",
    "interactionControllerForDismissal": "UIViewControllerTransitioningDelegate",
    "presentationController": "UIViewControllerTransitioningDelegate",
    // (_:willShow:animated:), (_:didShow:animated:), (_:interactionControllerFor:),
    // (_:animationControllerFor:from:to:).
    "navigationController": "UINavigationControllerDelegate",
    // (_:shouldSelect:), (_:didSelect:), (_:interactionControllerFor:),
    // (_:animationControllerForTransitionFrom:to:).
    "tabBarController": "UITabBarControllerDelegate",
    "animationEnded": "UIViewControllerAnimatedTransitioning",
    "interruptibleAnimator": "UIViewControllerAnimatedTransitioning",
    "animationDidStart": "CAAnimationDelegate",
    "animationDidStop": "CAAnimationDelegate",
  ]

  /// The optional properties, by name: their protocol and type, as TransitionKit declares
  /// them (a generated twin names the type).
  static let properties: [String: (protocolName: String, type: String)] = [
    "completionSpeed": ("UIViewControllerInteractiveTransitioning", "CGFloat"),
    "completionCurve": ("UIViewControllerInteractiveTransitioning", "UIView.AnimationCurve"),
    "wantsInteractiveStart": ("UIViewControllerInteractiveTransitioning", "Bool"),
  ]
}
