import UIKit

/// Anything that can tell the zoom where its tapped item sits.
protocol ZoomTransitionProviding: AnyObject {
    var zoomSourceView: UIView? { get }
}

/// Zooms a snapshot of the presented screen out of the tapped item, then swaps the real
/// view in. Dismissal shrinks a snapshot back into the item.
final class SnapshotZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    enum Operation {
        case present
        case dismiss
    }

    private let operation: Operation
    private weak var provider: ZoomTransitionProviding?

    init(operation: Operation, provider: ZoomTransitionProviding?) {
        self.operation = operation
        self.provider = provider
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.38
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let sourceFrame: CGRect
        if let sourceView = provider?.zoomSourceView {
            sourceFrame = sourceView.convert(sourceView.bounds, to: container)
        } else {
            sourceFrame = CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)
        }

        switch operation {
        case .present:
            guard let toVC = transitionContext.viewController(forKey: .to),
                  let toView = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            let finalFrame = transitionContext.finalFrame(for: toVC)
            toView.frame = finalFrame
            container.addSubview(toView)

            guard let snapshot = toView.snapshotView(afterScreenUpdates: true) else {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                return
            }
            toView.isHidden = true
            snapshot.frame = sourceFrame
            snapshot.layer.cornerRadius = 8
            snapshot.clipsToBounds = true
            container.addSubview(snapshot)

            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseInOut, animations: {
                snapshot.frame = finalFrame
                snapshot.layer.cornerRadius = 0
            }, completion: { _ in
                toView.isHidden = false
                snapshot.removeFromSuperview()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })

        case .dismiss:
            guard let fromView = transitionContext.view(forKey: .from),
                  let snapshot = fromView.snapshotView(afterScreenUpdates: false) else {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                return
            }
            snapshot.frame = fromView.frame
            snapshot.clipsToBounds = true
            container.addSubview(snapshot)
            fromView.isHidden = true

            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseInOut, animations: {
                snapshot.frame = sourceFrame
                snapshot.layer.cornerRadius = 8
                snapshot.alpha = 0
            }, completion: { _ in
                snapshot.removeFromSuperview()
                fromView.isHidden = false
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}

class GalleryViewController: UIViewController, ZoomTransitionProviding {
    private(set) var zoomSourceView: UIView?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.96, alpha: 1)

        let tile = UIView(frame: CGRect(x: 20, y: 160, width: 160, height: 160))
        tile.backgroundColor = .blue
        tile.layer.cornerRadius = 8
        view.addSubview(tile)
        zoomSourceView = tile
    }
}

class GalleryZoomTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    weak var gallery: GalleryViewController?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let provider = gallery ?? (source as? ZoomTransitionProviding) ?? (presenting as? ZoomTransitionProviding)
        return SnapshotZoomAnimator(operation: .present, provider: provider)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let provider = gallery ?? (dismissed.presentingViewController as? ZoomTransitionProviding)
        return SnapshotZoomAnimator(operation: .dismiss, provider: provider)
    }
}
