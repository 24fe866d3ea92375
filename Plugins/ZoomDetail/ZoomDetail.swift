import TransitionKit

/// What the zoom animators need of the controller they zoom: the view its image sits in.
protocol ZoomTarget: AnyObject {
  var imageView: UIView? { get }
}

/// A detail screen written as UIKit apps write one: it is its own transitioning delegate
/// (set in `init`), zooms in from its image's frame when presented (a frame it computes
/// and hands to the animator, as apps pass a tapped button's frame) and fades out, with
/// a different animator, when dismissed.
final class DetailViewController: UIViewController, UIViewControllerTransitioningDelegate,
  ZoomTarget
{
  private(set) var imageView: UIView?

  init() {
    super.init(nibName: nil, bundle: nil)
    configure()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    modalPresentationStyle = .overFullScreen
    transitioningDelegate = self
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    let image = UIView(
      frame: CGRect(x: 24, y: 96, width: max(view.bounds.width - 48, 0), height: 240),
      name: "image")
    image.backgroundColor = .blue
    image.layer.cornerRadius = 12
    view.addSubview(image)
    imageView = image
  }

  /// The image's frame in the controller's view, where the zoom starts.
  private var zoomFrame: CGRect {
    loadViewIfNeeded()
    guard let imageView else { return .zero }
    return imageView.convert(imageView.bounds, to: view)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    DetailZoomInAnimator(startFrame: zoomFrame)
  }

  func animationController(
    forDismissed dismissed: UIViewController
  )
    -> UIViewControllerAnimatedTransitioning?
  {
    DetailFadeOutAnimator()
  }
}

/// Grows the presented view out of the frame its controller handed over.
final class DetailZoomInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let startFrame: CGRect

  init(startFrame: CGRect) {
    self.startFrame = startFrame
  }

  func transitionDuration(
    using transitionContext: UIViewControllerContextTransitioning?
  )
    -> TimeInterval
  {
    0.4
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let toView = transitionContext.view(forKey: .to),
      let toController = transitionContext.viewController(forKey: .to)
    else {
      return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    let finalFrame = transitionContext.finalFrame(for: toController)
    toView.frame = startFrame
    toView.alpha = 0
    transitionContext.containerView.addSubview(toView)
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      options: [.curveEaseInOut]
    ) {
      toView.frame = finalFrame
      toView.alpha = 1
    } completion: { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}

/// Fades the dismissed view out while it shrinks towards its image (found by casting the
/// controller to the app's protocol, as UIKit animators do).
final class DetailFadeOutAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(
    using transitionContext: UIViewControllerContextTransitioning?
  )
    -> TimeInterval
  {
    0.25
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let fromView = transitionContext.view(forKey: .from) else {
      return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    let target = (transitionContext.viewController(forKey: .from) as? ZoomTarget)?.imageView
    let endFrame = target.map { $0.convert($0.bounds, to: transitionContext.containerView) }
    UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
      fromView.alpha = 0
      if let endFrame { fromView.frame = endFrame }
    } completion: { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}

@_cdecl("transhost_entry_v1")
public func transhostEntry() -> UnsafeRawPointer? {
  TransitionKitPlugin.entry([
    ObjectDefinition.viewController(
      id: "org.transhost.zoom-detail", name: "Zoom detail", vendor: "transhost",
      summary: "A detail screen that is its own transitioning delegate: zooms in, fades out."
    ) { _ in DetailViewController() }
  ])
}
