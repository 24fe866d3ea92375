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
  /// Whether the engine made this controller for a style of its own (or for a `.custom`
  /// presentation whose delegate gave none): its layout hooks run untraced, so traces of
  /// the system styles read as they did before the hooks existed.
  var isEngineOwn = false
  /// The transition that last set the container up (its presentation), whose id the
  /// layout hooks are traced under.
  var layoutTransition: Int?
  /// Where the presenter's view was before the presentation took it into the
  /// container, so it can go back to the same superview and index.
  var presenterViewOrigin: (superview: View, index: Int)?
  /// The container subviews the last presentation's `presentationTransitionWillBegin()`
  /// and first container layout added (a dimming view), held weakly.
  var addedToContainer: [WeakView] = []

  /// The views this controller added to the container when its presentation began (in
  /// `presentationTransitionWillBegin()` or the first container layout), other than the
  /// presented and the presenter's views, that still exist. Not UIKit's: the host's
  /// record, so checks can tell the controller's own views (a dimming view) from views
  /// an animator leaves behind.
  public var viewsAddedToContainer: [View] { addedToContainer.compactMap(\.view) }

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
  /// Called before the container view lays out its subviews: once the container is set
  /// up for a presentation (after ``presentationTransitionWillBegin()``, before the
  /// animator runs) and whenever the window changes size while presented. Lay out the
  /// views the controller owns here. Mirrors `containerViewWillLayoutSubviews()`.
  open func containerViewWillLayoutSubviews() {}
  /// Called after the container view laid out its subviews. Mirrors
  /// `containerViewDidLayoutSubviews()`.
  open func containerViewDidLayoutSubviews() {}
}

extension PresentationController {
  /// Lays the container out as UIKit's container view does around `layoutSubviews`:
  /// the will and did hooks, traced as presentation calls of ``layoutTransition`` unless
  /// the controller is the engine's own.
  func layOutContainer() {
    let transition = isEngineOwn ? nil : layoutTransition
    record("containerViewWillLayoutSubviews", transition)
    containerViewWillLayoutSubviews()
    record("containerViewDidLayoutSubviews", transition)
    containerViewDidLayoutSubviews()
  }

  private func record(_ call: String, _ transition: Int?) {
    guard let transition else { return }
    presentedViewController.engine.trace.record(
      TraceCallback(.presentation(transition: transition), call), details: [])
  }
}

/// A weak reference to a view, for records that must not keep views alive.
struct WeakView {
  weak var view: View?
}
