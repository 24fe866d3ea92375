import UIKit

protocol PhotoZoomTransitionSource: AnyObject {
    /// The image view the zoom starts from (presenting) or returns to (dismissing).
    func imageViewForZoomTransition() -> UIImageView?
}

final class PhotoZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    var isPresenting = true
    weak var source: PhotoZoomTransitionSource?
    private let image: UIImage?

    init(image: UIImage?) {
        self.image = image
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let sourceImageView = source?.imageViewForZoomTransition() else {
            if isPresenting, let toView = transitionContext.view(forKey: .to),
               let toVC = transitionContext.viewController(forKey: .to) {
                toView.frame = transitionContext.finalFrame(for: toVC)
                containerView.addSubview(toView)
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }

        let screenBounds = UIScreen.main.bounds
        let sourceFrame = sourceImageView.convert(sourceImageView.bounds, to: containerView)
        let aspect = (image?.size.height ?? 1) / max(image?.size.width ?? 1, 1)
        let fullHeight = screenBounds.width * aspect
        let fullFrame = CGRect(x: 0, y: (screenBounds.height - fullHeight) / 2, width: screenBounds.width, height: fullHeight)

        let zoomingImageView = UIImageView(image: image)
        zoomingImageView.contentMode = .scaleAspectFill
        zoomingImageView.clipsToBounds = true
        zoomingImageView.frame = isPresenting ? sourceFrame : fullFrame

        let backdrop = UIView(frame: containerView.bounds)
        backdrop.backgroundColor = .black
        backdrop.alpha = isPresenting ? 0 : 1

        if isPresenting {
            guard let toView = transitionContext.view(forKey: .to) else { return }
            toView.alpha = 0
            containerView.addSubview(toView)
        }
        containerView.addSubview(backdrop)
        containerView.addSubview(zoomingImageView)
        sourceImageView.isHidden = true

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0, options: [], animations: {
            zoomingImageView.frame = self.isPresenting ? fullFrame : sourceFrame
            backdrop.alpha = self.isPresenting ? 1 : 0
            if !self.isPresenting {
                transitionContext.view(forKey: .from)?.alpha = 0
            }
        }) { _ in
            sourceImageView.isHidden = false
            zoomingImageView.removeFromSuperview()
            backdrop.removeFromSuperview()
            transitionContext.view(forKey: .to)?.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

class PhotoGridViewController: UIViewController, PhotoZoomTransitionSource {
    let thumbnailView = UIImageView(frame: CGRect(x: 16, y: 140, width: 110, height: 110))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        thumbnailView.image = UIImage(named: "beach")
        thumbnailView.contentMode = .scaleAspectFill
        thumbnailView.layer.cornerRadius = 6
        thumbnailView.clipsToBounds = true
        view.addSubview(thumbnailView)
    }

    func imageViewForZoomTransition() -> UIImageView? {
        return thumbnailView
    }
}
