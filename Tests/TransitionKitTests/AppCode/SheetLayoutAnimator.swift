// Written as UIKit app code is written: a sheet animator laid out with Auto Layout, the
// pattern real apps use (constraints set up, laid out, a constant changed, laid out
// again inside an animation block). That it compiles with `import TransitionKit` alone
// is half the test; Layout/AutoLayoutTests.swift runs it.
import TransitionKit

/// Slides the presented view up from below the container, pinned by constraints.
final class SampleSheetLayoutAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  private var bottomConstraint: NSLayoutConstraint?

  func transitionDuration(
    using transitionContext: UIViewControllerContextTransitioning?
  )
    -> TimeInterval
  {
    0.3
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    guard let sheet = transitionContext.view(forKey: .to) else {
      transitionContext.completeTransition(false)
      return
    }
    sheet.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(sheet)
    let bottom = sheet.bottomAnchor.constraint(
      equalTo: container.safeAreaLayoutGuide.bottomAnchor, constant: 400)
    bottom.identifier = "sheet.bottom"
    NSLayoutConstraint.activate([
      sheet.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      sheet.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      sheet.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5),
      sheet.widthAnchor.constraint(lessThanOrEqualToConstant: 600),
      bottom,
    ])
    let preferred = sheet.widthAnchor.constraint(equalToConstant: 500)
    preferred.priority = .defaultHigh
    preferred.isActive = true
    container.layoutIfNeeded()
    bottomConstraint = bottom
    bottom.constant = 0
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext),
      animations: { container.layoutIfNeeded() },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

// Apps declare their own priority arithmetic, as UIKit has none: it must compile.
extension UILayoutPriority {
  static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }
}

/// A priority just below required, the way apps spell it.
let sampleAlmostRequired = UILayoutPriority.required + -1
