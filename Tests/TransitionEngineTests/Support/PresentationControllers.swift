import TransitionEngine

/// A `.custom` presentation controller that shows the presented view in a card inset
/// from the container's edges, inside a wrapper view it hands out as `presentedView`,
/// and records its hooks.
final class CardPresentationController: PresentationController {
  let wrapper: View
  private(set) var hooks: [String] = []

  override init(presentedViewController: ViewController, presenting: ViewController) {
    wrapper = presentedViewController.engine.makeView(
      name: "card", frame: presentedViewController.view.frame)
    super.init(presentedViewController: presentedViewController, presenting: presenting)
    wrapper.addSubview(presentedViewController.view)
  }

  override var presentedView: View? { wrapper }

  override var frameOfPresentedViewInContainerView: Rect {
    guard let containerView else { return .zero }
    return containerView.bounds.insetBy(dx: 20, dy: 100)
  }

  override func presentationTransitionWillBegin() {
    hooks.append("presentationTransitionWillBegin")
  }
  override func presentationTransitionDidEnd(_ completed: Bool) {
    hooks.append("presentationTransitionDidEnd(\(completed))")
  }
  override func dismissalTransitionWillBegin() { hooks.append("dismissalTransitionWillBegin") }
  override func dismissalTransitionDidEnd(_ completed: Bool) {
    hooks.append("dismissalTransitionDidEnd(\(completed))")
  }
}
