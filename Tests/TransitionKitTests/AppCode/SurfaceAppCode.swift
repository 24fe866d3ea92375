// Written as UIKit app code is written (issue 13's geometry, screen, views, colours,
// images, view transitions and timing objects): that it compiles is the test that
// TransitionKit declares these as UIKit does. Views/SurfaceTests.swift runs it.
import TransitionKit

/// A card view made the way app code makes one: no frame, then laid out.
final class SampleCardView: UIView {
  let avatar = UIImageView(image: UIImage(named: "avatar"))

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    tag = 42
    isUserInteractionEnabled = false
    avatar.contentMode = .scaleAspectFill
    avatar.tintColor = UIColor.systemBlue.withAlphaComponent(0.5)
    addSubview(avatar)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// An app's own timing curve provider, as UIKit lets apps write.
final class SampleSnappyTiming: NSObject, UITimingCurveProvider {
  var timingCurveType: UITimingCurveType { .spring }
  var cubicTimingParameters: UICubicTimingParameters? { nil }
  var springTimingParameters: UISpringTimingParameters? {
    UISpringTimingParameters(mass: 1, stiffness: 200, damping: 20, initialVelocity: .zero)
  }
}

/// A flip-style animator written with the UIKit API this issue adds.
final class SampleCardFlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  private var animator: UIViewImplicitlyAnimating?

  func transitionDuration(
    using transitionContext: UIViewControllerContextTransitioning?
  )
    -> TimeInterval
  { 0.4 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    interruptibleAnimator(using: transitionContext).startAnimation()
  }

  func interruptibleAnimator(
    using transitionContext: UIViewControllerContextTransitioning
  )
    -> UIViewImplicitlyAnimating
  {
    if let animator { return animator }
    let container = transitionContext.containerView
    let screen = UIScreen.main.bounds
    let card = SampleCardView()
    card.frame = screen.inset(by: UIEdgeInsets(top: 40, left: 20, bottom: 40, right: 20))
    container.addSubview(card)
    let propertyAnimator = UIViewPropertyAnimator(
      duration: transitionDuration(using: transitionContext),
      timingParameters: SampleSnappyTiming())
    propertyAnimator.addAnimations {
      card.alpha = 0
    }
    propertyAnimator.addCompletion { position in
      card.removeFromSuperview()
      transitionContext.completeTransition(position == .end)
    }
    animator = propertyAnimator
    return propertyAnimator
  }

  /// Swaps two views with the UIKit flip, as app code does outside transitions.
  func flip(_ front: UIView, to back: UIView) {
    UIView.transition(
      from: front, to: back, duration: 0.3,
      options: [.transitionFlipFromLeft, .showHideTransitionViews, .curveEaseOut])
  }

  /// Cross-dissolves a view's content.
  func refresh(_ container: UIView) {
    UIView.transition(
      with: container, duration: 0.25, options: .transitionCrossDissolve,
      animations: { container.viewWithTag(42)?.isHidden = true }, completion: nil)
  }
}

/// Geometry values app code builds.
enum SampleGeometry {
  static let edges: UIRectEdge = [.left, .right]
  static let corners: UIRectCorner = [.topLeft, .topRight]
  static let velocity = CGVector.zero
  static let insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
  static let dim = UIColor(white: 0, alpha: 0.4)
  static let accent = UIColor(hue: 0.6, saturation: 0.8, brightness: 0.9, alpha: 1)
}
