import UIKit

/// A sheet laid out with constraints: the animator pins it to the bottom of the container
/// and animates its bottom constraint, the way layout-driven apps do.
final class AutoLayoutSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    private let presenting: Bool
    private let sheetHeight: CGFloat

    init(presenting: Bool, sheetHeight: CGFloat = 320) {
        self.presenting = presenting
        self.sheetHeight = sheetHeight
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView

        if presenting {
            guard let sheet = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            sheet.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(sheet)

            let bottom = sheet.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: sheetHeight)
            NSLayoutConstraint.activate([
                sheet.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                sheet.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                sheet.heightAnchor.constraint(equalToConstant: sheetHeight),
                bottom,
            ])
            container.layoutIfNeeded()

            bottom.constant = 0
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseOut, animations: {
                container.layoutIfNeeded()
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let sheet = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(false)
                return
            }
            let pinned = container.constraints.first { constraint in
                constraint.firstItem === sheet && constraint.firstAttribute == .bottom
            }
            pinned?.constant = sheetHeight
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseIn, animations: {
                container.layoutIfNeeded()
            }, completion: { _ in
                if transitionContext.transitionWasCancelled {
                    pinned?.constant = 0
                    container.layoutIfNeeded()
                }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}
