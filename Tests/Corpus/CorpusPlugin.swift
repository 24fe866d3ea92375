import TransitionKit

// The corpus's registration: every animator, delegate and view controller of the app
// files in the group folders beside this one, exported so that `transhost validate` and
// the corpus scripts can run them. The app files themselves know nothing of transhost.
// Every object ranks none: the corpus serves only where a test names it.

/// The corpus objects, one definition each, in the order `transhost list` shows them.
let corpusExports: [any TransitionKitExport] = [
  AnimatorDefinition(
    id: "dev.corpus.slide-in", name: "Slide in", vendor: "corpus",
    summary: "Slides the presented view in from an edge (Modal/SlideInPresentationAnimator).",
    styles: [.custom, .overFullScreen], supportsInteractive: true, defaultDuration: 0.3,
    parameters: [
      .choice(
        "direction", ["left", "top", "right", "bottom"], default: "bottom",
        "The edge the view comes from and goes back to.")
    ], rank: .none
  ) { request in
    let direction: PresentationDirection =
      switch request.string("direction") {
      case "left": .left
      case "top": .top
      case "right": .right
      default: .bottom
      }
    return SlideInPresentationAnimator(direction: direction, isPresentation: request.isPresenting)
  },
  AnimatorDefinition(
    id: "dev.corpus.pop-scale", name: "Pop scale", vendor: "corpus",
    summary: "Springs the presented view out of the middle (Modal/PopScaleAnimator).",
    styles: [.custom, .overFullScreen], supportsInteractive: true, defaultDuration: 0.45,
    rank: .none
  ) { request in
    let animator = PopScaleAnimator()
    animator.mode = request.isPresenting ? .present : .dismiss
    return animator
  },
  AnimatorDefinition(
    id: "dev.corpus.drop-in-alert", name: "Drop-in alert", vendor: "corpus",
    summary:
      "Drops the presented view in from the top and tips it away (Modal/DropInAlertAnimator).",
    styles: [.custom, .overFullScreen], supportsInteractive: true, defaultDuration: 0.6,
    rank: .none
  ) { request in DropInAlertAnimator(isPresenting: request.isPresenting) },
  AnimatorDefinition(
    id: "dev.corpus.curtain", name: "Curtain", vendor: "corpus",
    summary: "Lowers the presented view with a property animator (Modal/CurtainPropertyAnimator).",
    styles: [.custom, .overFullScreen], supportsInteractive: false, defaultDuration: 0.5,
    rank: .none
  ) { request in CurtainPropertyAnimator(presenting: request.isPresenting) },
  AnimatorDefinition(
    id: "dev.corpus.parallax-push", name: "Parallax push", vendor: "corpus",
    summary: "Pushes over a screen that slides a third as far (Navigation/ParallaxPushAnimator).",
    styles: [], operations: [.push, .pop], supportsInteractive: true, defaultDuration: 0.35,
    rank: .none
  ) { request in ParallaxPushAnimator(operation: request.isPresenting ? .push : .pop) },
  AnimatorDefinition(
    id: "dev.corpus.shake-away", name: "Shake away", vendor: "corpus",
    summary: "Fades in; shakes and drops out (Modal/ShakeAwayKeyframeAnimator).",
    styles: [.custom, .overFullScreen], supportsInteractive: true, defaultDuration: 0.7,
    rank: .none
  ) { request in
    let animator = ShakeAwayKeyframeAnimator()
    animator.isDismissing = !request.isPresenting
    return animator
  },
  AnimatorDefinition(
    id: "dev.corpus.slide-over", name: "Slide over", vendor: "corpus",
    summary: "Slides over on a custom cubic curve (Modal/BezierCurvePropertyAnimator).",
    styles: [.custom, .overFullScreen], supportsInteractive: false, defaultDuration: 0.45,
    rank: .none
  ) { request in SlideOverAnimator(isPresenting: request.isPresenting) },
  AnimatorDefinition(
    id: "dev.corpus.interruptible-slide", name: "Interruptible slide", vendor: "corpus",
    summary:
      "A property animator handed over by interruptibleAnimator(using:) (Interactive/InterruptibleSlideAnimator).",
    styles: [.custom, .overFullScreen], supportsInteractive: true, defaultDuration: 0.4,
    rank: .none
  ) { request in InterruptibleSlideAnimator(isPresenting: request.isPresenting) },
  AnimatorDefinition(
    id: "dev.corpus.auto-layout-sheet", name: "Auto Layout sheet", vendor: "corpus",
    summary:
      "Pins a sheet with constraints and animates its bottom constraint (Modal/AutoLayoutSheetAnimator).",
    styles: [.custom, .overFullScreen], supportsInteractive: true, defaultDuration: 0.35,
    rank: .none
  ) { request in AutoLayoutSheetAnimator(presenting: request.isPresenting) },
  AnimatorDefinition(
    id: "dev.corpus.flip-card", name: "Flip card", vendor: "corpus",
    summary:
      "Flips from one screen to the other with UIView.transition(from:to:) (Modal/FlipCardTransitionAnimator).",
    styles: [.fullScreen], supportsInteractive: false, defaultDuration: 0.6, rank: .none
  ) { request in FlipCardTransitionAnimator(isPresenting: request.isPresenting) },
  AnimatorDefinition(
    id: "dev.corpus.snapshot-flip", name: "Snapshot flip", vendor: "corpus",
    summary:
      "Turns snapshots of both screens about the vertical axis in perspective, hiding the far faces (Modal/SnapshotFlipAnimator).",
    styles: [.fullScreen], supportsInteractive: false, defaultDuration: 0.6, rank: .none
  ) { request in
    let animator = SnapshotFlipAnimator()
    animator.presenting = request.isPresenting
    return animator
  },
  AnimatorDefinition(
    id: "dev.corpus.bounce-pop", name: "Bounce pop", vendor: "corpus",
    summary:
      "A keyframed Core Animation bounce grouped with a fade, ended by animationDidStop (Modal/BouncePopAnimator).",
    styles: [.custom, .overFullScreen], supportsInteractive: true, defaultDuration: 0.5,
    rank: .none
  ) { request in BouncePopAnimator(isPresenting: request.isPresenting) },
  AnimatorDefinition(
    id: "dev.corpus.cube", name: "Cube", vendor: "corpus",
    summary:
      "Turns the stack like the faces of a cube, in perspective (Navigation/CubeNavigationAnimator).",
    styles: [], operations: [.push, .pop], supportsInteractive: true, defaultDuration: 0.55,
    rank: .none
  ) { request in
    let animator = CubeNavigationAnimator()
    animator.operation = request.isPresenting ? .push : .pop
    return animator
  },
  AnimatorDefinition(
    id: "dev.corpus.shadow-spring-card", name: "Shadow spring card", vendor: "corpus",
    summary:
      "A card springs up with a shadow, completed by a CATransaction completion block (Modal/ShadowSpringCardAnimator).",
    styles: [.custom, .overFullScreen], supportsInteractive: false, defaultDuration: 0.7,
    rank: .none
  ) { request in
    let animator = ShadowSpringCardAnimator()
    animator.presenting = request.isPresenting
    return animator
  },
  ObjectDefinition.transitioningDelegate(
    id: "dev.corpus.fade-delegate", name: "Fade delegate", vendor: "corpus",
    summary: "One fade animator for both directions (Modal/FadeTransitionAnimator).",
    rank: .none
  ) { _ in FadeTransitioningDelegate() },
  ObjectDefinition.transitioningDelegate(
    id: "dev.corpus.half-sheet", name: "Half sheet", vendor: "corpus",
    summary: "A dimmed half-height sheet (Presentation/HalfSheetPresentationController).",
    rank: .none
  ) { _ in HalfSheetTransitioningDelegate() },
  ObjectDefinition.transitioningDelegate(
    id: "dev.corpus.centered-card", name: "Centered card", vendor: "corpus",
    summary: "A dimmed card in the middle (Presentation/CenteredCardPresentation).",
    rank: .none
  ) { _ in CenteredCardTransitioningDelegate() },
  ObjectDefinition.transitioningDelegate(
    id: "dev.corpus.side-menu", name: "Side menu", vendor: "corpus",
    summary: "A menu from the left edge over a dimming view (Presentation/SideMenuTransition).",
    rank: .none
  ) { _ in SideMenuTransitionManager() },
  ObjectDefinition.transitioningDelegate(
    id: "dev.corpus.swipe-down", name: "Swipe down", vendor: "corpus",
    summary: "Slides up; dismissal by a downward swipe (Interactive/SwipeDownToDismiss).",
    rank: .none
  ) { _ in SwipeDownTransitioningDelegate() },
  ObjectDefinition.transitioningDelegate(
    id: "dev.corpus.snapshot-zoom", name: "Snapshot zoom", vendor: "corpus",
    summary: "Zooms a snapshot out of the tapped tile (Modal/SnapshotZoomAnimator).",
    rank: .none
  ) { _ in GalleryZoomTransitioningDelegate() },
  ObjectDefinition.transitioningDelegate(
    id: "dev.corpus.cover-full-screen", name: "Cover full screen", vendor: "corpus",
    summary:
      "A cover that removes the presenter's view (Presentation/CoverFullScreenPresentationController).",
    rank: .none
  ) { _ in CoverTransitioningDelegate() },
  ObjectDefinition.transitioningDelegate(
    id: "dev.corpus.fling-dismiss", name: "Fling dismiss", vendor: "corpus",
    summary:
      "Dismissal run by an interaction controller of its own (Interactive/SpringBackInteractiveTransition).",
    rank: .none
  ) { _ in FlingDismissTransitioningDelegate() },
  ObjectDefinition.navigationDelegate(
    id: "dev.corpus.cover-navigation", name: "Cover navigation", vendor: "corpus",
    summary: "Covering pushes, uncovering pops (Navigation/InteractivePopNavigationDelegate).",
    rank: .none
  ) { _ in InteractivePopNavigationDelegate() },
  ObjectDefinition.transitioningDelegate(
    id: "dev.corpus.grabbable-dismiss", name: "Grabbable dismiss", vendor: "corpus",
    summary:
      "A dismissal with its interaction controller kept ready (Interactive/GrabbableDismissDelegate).",
    rank: .none
  ) { _ in GrabbableDismissDelegate() },
  ObjectDefinition.transitioningDelegate(
    id: "dev.corpus.form-sheet", name: "Form sheet", vendor: "corpus",
    summary:
      "A centred sheet in a wrapper view (Presentation/FormSheetPresentationController).",
    rank: .none
  ) { _ in FormSheetTransitioningDelegate() },
  ObjectDefinition.navigationDelegate(
    id: "dev.corpus.crossfade-navigation", name: "Crossfade navigation", vendor: "corpus",
    summary: "Staggered crossfades (Navigation/CrossfadeNavigationAnimator).", rank: .none
  ) { _ in CrossfadeNavigationDelegate() },
  ObjectDefinition.tabBarDelegate(
    id: "dev.corpus.bounce-tabs", name: "Bounce tabs", vendor: "corpus",
    summary: "Tabs spring up from behind (TabBar/BounceScaleTabAnimator).", rank: .none
  ) { _ in BounceScaleTabBarDelegate() },
  ObjectDefinition.navigationDelegate(
    id: "dev.corpus.parallax-navigation", name: "Parallax navigation", vendor: "corpus",
    summary: "Parallax pushes and pops (Navigation/ParallaxPushAnimator).", rank: .none
  ) { _ in ParallaxNavigationDelegate() },
  ObjectDefinition.navigationDelegate(
    id: "dev.corpus.flip-navigation", name: "Flip navigation", vendor: "corpus",
    summary: "Keyframed card turns (Navigation/KeyframeFlipNavigationAnimator).", rank: .none
  ) { _ in FlipNavigationControllerDelegate() },
  ObjectDefinition.navigationDelegate(
    id: "dev.corpus.zoom-fade-navigation", name: "Zoom fade navigation", vendor: "corpus",
    summary: "Fading, growing pushes (Navigation/ZoomFadeNavigationAnimator).", rank: .none
  ) { _ in ZoomFadeNavigationDelegate() },
  ObjectDefinition.tabBarDelegate(
    id: "dev.corpus.sliding-tabs", name: "Sliding tabs", vendor: "corpus",
    summary: "Tabs slide towards their side (TabBar/SlidingTabBarTransition).", rank: .none
  ) { _ in SlidingTabBarControllerDelegate() },
  ObjectDefinition.tabBarDelegate(
    id: "dev.corpus.staggered-tabs", name: "Staggered tabs", vendor: "corpus",
    summary:
      "The new tab fades in, its subviews rising one after another (TabBar/StaggeredFadeTabAnimator).",
    rank: .none
  ) { _ in StaggeredTabBarDelegate() },
  ObjectDefinition.tabBarDelegate(
    id: "dev.corpus.cross-fade-tabs", name: "Cross-fade tabs", vendor: "corpus",
    summary:
      "Tabs cross-dissolve with UIView.transition(with:) under a tagged overlay (TabBar/CrossFadeTabAnimator).",
    rank: .none
  ) { _ in CrossFadeTabBarDelegate() },
  ObjectDefinition.transitioningDelegate(
    id: "dev.corpus.dimming-view", name: "Dimming view", vendor: "corpus",
    summary:
      "A three-quarter sheet over a dimming view subclass (Presentation/DimmingViewPresentationController).",
    rank: .none
  ) { _ in DimmingViewTransitioningDelegate() },
  ObjectDefinition.transitioningDelegate(
    id: "dev.corpus.blurred-backdrop", name: "Blurred backdrop", vendor: "corpus",
    summary:
      "A lower sheet over a blur that fades in alongside the transition (Presentation/BlurredBackdropPresentationController).",
    rank: .none
  ) { _ in BlurredBackdropTransitioningDelegate() },
  ObjectDefinition.transitioningDelegate(
    id: "dev.corpus.photo-zoom", name: "Photo zoom", vendor: "corpus",
    summary: "Zooms an image view out of its thumbnail (Modal/PhotoZoomAnimator).", rank: .none
  ) { _ in PhotoZoomTransitioningDelegate() },
  ObjectDefinition.transitioningDelegate(
    id: "dev.corpus.floating-card", name: "Floating card", vendor: "corpus",
    summary:
      "A bordered card over a dimming view and a shadow view (Presentation/FloatingCardPresentationController).",
    rank: .none
  ) { _ in FloatingCardTransitioningDelegate() },
  ObjectDefinition.viewController(
    id: "dev.corpus.side-menu-screen", name: "Side menu screen", vendor: "corpus",
    summary: "A menu that sets its own style and delegate (Presentation/SideMenuTransition)."
  ) { _ in SideMenuViewController(nibName: nil, bundle: nil) },
  ObjectDefinition.viewController(
    id: "dev.corpus.pull-down-card", name: "Pull-down card", vendor: "corpus",
    summary: "A card that is its own delegate (Interactive/PullDownCardViewController)."
  ) { _ in PullDownCardViewController() },
  ObjectDefinition.viewController(
    id: "dev.corpus.pannable-sheet", name: "Pannable sheet", vendor: "corpus",
    summary:
      "A sheet dragged down by its pan recognizer (Gestures/PanToDismissInteractionController)."
  ) { _ in PannableSheetViewController() },
  ObjectDefinition.viewController(
    id: "dev.corpus.swipe-back-detail", name: "Swipe-back detail", vendor: "corpus",
    summary:
      "A detail screen popped by an edge swipe (Gestures/EdgeSwipeBackNavigationDelegate)."
  ) { _ in SwipeBackDetailViewController() },
  ObjectDefinition.viewController(
    id: "dev.corpus.gallery", name: "Gallery", vendor: "corpus",
    summary: "The screen a snapshot zoom starts from (Modal/SnapshotZoomAnimator)."
  ) { _ in GalleryViewController() },
  ObjectDefinition.viewController(
    id: "dev.corpus.alongside-header", name: "Alongside header", vendor: "corpus",
    summary:
      "Fades its header alongside its transitions (Presentation/AlongsideHeaderViewController)."
  ) { _ in AlongsideHeaderViewController() },
  ObjectDefinition.viewController(
    id: "dev.corpus.photo-grid", name: "Photo grid", vendor: "corpus",
    summary: "The thumbnail a photo zoom starts from (Modal/PhotoZoomAnimator)."
  ) { _ in PhotoGridViewController() },
]

// Files that hold a presentation controller or an animator but not the delegate that vends
// it get the smallest delegate an app would write, here, so that validate can reach them.

/// Vends the floating card presentation controller, with UIKit's own animation.
final class FloatingCardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    FloatingCardPresentationController(presentedViewController: presented, presenting: presenting)
  }
}

/// Vends the dimming view presentation controller, with UIKit's own animation.
final class DimmingViewTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    DimmingViewPresentationController(presentedViewController: presented, presenting: presenting)
  }
}

/// Vends the photo zoom, its source the controller the photo was tapped in; from any other
/// controller, UIKit's own animation (nil), as apps do.
final class PhotoZoomTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    zoom(from: presenting as? PhotoZoomTransitionSource, presenting: true)
  }

  func animationController(
    forDismissed dismissed: UIViewController
  )
    -> UIViewControllerAnimatedTransitioning?
  {
    zoom(from: dismissed.presentingViewController as? PhotoZoomTransitionSource, presenting: false)
  }

  private func zoom(
    from source: PhotoZoomTransitionSource?, presenting: Bool
  )
    -> PhotoZoomAnimator?
  {
    guard let source else { return nil }
    let animator = PhotoZoomAnimator(image: source.imageViewForZoomTransition()?.image)
    animator.source = source
    animator.isPresenting = presenting
    return animator
  }
}

@_cdecl("transhost_entry_v1")
public func transhostEntry() -> UnsafeRawPointer? {
  TransitionKitPlugin.entry(corpusExports)
}
