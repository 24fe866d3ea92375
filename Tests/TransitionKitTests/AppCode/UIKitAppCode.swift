// Written as UIKit app code is written, with `import TransitionKit` where the app says
// `import UIKit`: that this file compiles is the test that TransitionKit declares what
// UIKit declares. The tests in Controllers/, Export/ and Coordinator/ run it.
import TransitionKit

/// An app's protocol that animators cast controllers to.
protocol SampleZoomSource: AnyObject {
  var imageView: UIView? { get }
}

/// A detail screen that is its own transitioning delegate, set up in `init`.
final class SampleDetailViewController: UIViewController, UIViewControllerTransitioningDelegate,
  SampleZoomSource
{
  private(set) var imageView: UIView?
  private(set) var events: [String] = []

  init() {
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .custom
    transitioningDelegate = self
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func loadView() {
    events.append("loadView")
    view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    events.append("viewDidLoad")
    let imageView = UIView(frame: CGRect(x: 20, y: 100, width: 360, height: 200))
    view.addSubview(imageView)
    self.imageView = imageView
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    events.append("viewWillAppear \(animated)")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    events.append("viewDidAppear \(animated)")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    events.append("viewWillDisappear \(animated)")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    events.append("viewDidDisappear \(animated)")
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    SampleAnimator(name: "present")
  }

  func animationController(
    forDismissed dismissed: UIViewController
  )
    -> UIViewControllerAnimatedTransitioning?
  {
    SampleAnimator(name: "dismiss")
  }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    SamplePresentationController(presentedViewController: presented, presenting: presenting)
  }

  func interactionControllerForDismissal(
    using animator: UIViewControllerAnimatedTransitioning
  )
    -> UIViewControllerInteractiveTransitioning?
  {
    SamplePercentDrivenInteraction()
  }
}

/// An animator that names itself.
final class SampleAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let name: String

  init(name: String) {
    self.name = name
  }

  func transitionDuration(
    using transitionContext: UIViewControllerContextTransitioning?
  )
    -> TimeInterval
  {
    0.3
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
  }
}

/// A bottom-half presentation controller that overrides every member and records calls.
final class SamplePresentationController: UIPresentationController {
  private(set) var events: [String] = []
  private var dimmingView: UIView?

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let containerView else { return .zero }
    let bounds = containerView.bounds
    return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
  }

  override var shouldRemovePresentersView: Bool { true }

  override var shouldPresentInFullscreen: Bool { false }

  override var presentedView: UIView? { dimmingView ?? super.presentedView }

  override func presentationTransitionWillBegin() {
    events.append("presentationTransitionWillBegin")
    guard let containerView else { return }
    let dimmingView = UIView(frame: containerView.bounds)
    dimmingView.alpha = 0
    containerView.insertSubview(dimmingView, at: 0)
    self.dimmingView = dimmingView
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { [weak self] context in
        dimmingView.alpha = 1
        self?.events.append("alongside \(context.percentComplete)")
      },
      completion: { [weak self] context in
        self?.events.append("alongside completion cancelled \(context.isCancelled)")
      })
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    events.append("presentationTransitionDidEnd \(completed)")
  }

  override func dismissalTransitionWillBegin() { events.append("dismissalTransitionWillBegin") }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    events.append("dismissalTransitionDidEnd \(completed)")
    if completed { dimmingView?.removeFromSuperview() }
  }

  override func containerViewWillLayoutSubviews() {
    events.append("containerViewWillLayoutSubviews")
  }

  override func containerViewDidLayoutSubviews() {
    events.append("containerViewDidLayoutSubviews")
  }
}

/// A percent-driven interaction set up as apps set one up.
final class SamplePercentDrivenInteraction: UIPercentDrivenInteractiveTransition {
  override init() {
    super.init()
    completionSpeed = 0.5
    completionCurve = .linear
    wantsInteractiveStart = false
  }
}

/// An interaction controller of its own, with UIKit's defaults for the optional members.
final class SampleCustomInteraction: NSObject, UIViewControllerInteractiveTransitioning {
  private(set) var started: UIViewControllerContextTransitioning?

  func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
    started = transitionContext
    transitionContext.updateInteractiveTransition(0.5)
  }
}

/// A navigation controller delegate with different animators for push and pop.
final class SampleNavigationDelegate: NSObject, UINavigationControllerDelegate {
  private(set) var events: [String] = []

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    SampleAnimator(name: operation == .push ? "push" : "pop")
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    (animationController as? SampleAnimator)?.name == "pop" ? SampleCustomInteraction() : nil
  }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    events.append("willShow \(viewController.title ?? "?") \(animated)")
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    events.append("didShow \(animated)")
  }
}

/// A tab bar controller delegate that refuses selections and animates tab changes.
final class SampleTabBarDelegate: NSObject, UITabBarControllerDelegate {
  private(set) var events: [String] = []

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    false
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    events.append("didSelect")
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    SampleAnimator(name: "tab")
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    SamplePercentDrivenInteraction()
  }
}

/// A transitioning delegate that serves a sheet, as a registered object.
final class SampleSheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    SampleAnimator(name: "sheet")
  }
}

/// Delegates that implement nothing: every answer is UIKit's default.
final class EmptyTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {}
final class EmptyNavigationDelegate: NSObject, UINavigationControllerDelegate {}
final class EmptyTabBarDelegate: NSObject, UITabBarControllerDelegate {}
