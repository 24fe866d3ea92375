/// Manages one presented controller while it is on screen: where its view goes, and
/// whether the presenter's view leaves the window. Mirrors `UIPresentationController`;
/// subclass it and return it from a transitioning delegate for `.custom` presentations.
open class PresentationController {
  /// The presented controller. Mirrors `presentedViewController`.
  public unowned let presentedViewController: ViewController
  /// The controller presenting it. Mirrors `presentingViewController`.
  public unowned let presentingViewController: ViewController
  /// The view the transitions happen in, while there is one. Mirrors `containerView`.
  public internal(set) var containerView: View?
  /// Where the presenter's view was before the presentation took it into the
  /// container, so it can go back to the same superview and index.
  var presenterViewOrigin: (superview: View, index: Int)?

  /// Creates a presentation controller. Mirrors `init(presentedViewController:presenting:)`.
  public init(presentedViewController: ViewController, presenting: ViewController) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presenting
  }

  /// The style this controller implements. Mirrors `presentationStyle` (`.custom` here).
  open var presentationStyle: ModalPresentationStyle { .custom }

  /// The view to animate for the presented controller: its view or an ancestor of it.
  /// Mirrors `presentedView`.
  open var presentedView: View? { presentedViewController.view }

  /// The presented view's frame once presented. Mirrors
  /// `frameOfPresentedViewInContainerView` (default: the container's bounds).
  open var frameOfPresentedViewInContainerView: Rect { containerView?.bounds ?? .zero }

  /// Whether the presentation covers the whole window (true) or the presentation
  /// context. Mirrors `shouldPresentInFullscreen` (default true).
  open var shouldPresentInFullscreen: Bool { true }

  /// Whether the presenter's view leaves the window once presented. Mirrors
  /// `shouldRemovePresentersView` (default false, as the header and UIKit's code say).
  open var shouldRemovePresentersView: Bool { false }

  /// Called before the presentation transition starts. Mirrors
  /// `presentationTransitionWillBegin()`.
  open func presentationTransitionWillBegin() {}
  /// Called after it ended. Mirrors `presentationTransitionDidEnd(_:)`.
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// Called before the dismissal transition starts. Mirrors `dismissalTransitionWillBegin()`.
  open func dismissalTransitionWillBegin() {}
  /// Called after it ended. Mirrors `dismissalTransitionDidEnd(_:)`.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
}
