import CTransitionABI
import Foundation

/// The object that manages a `.custom` presentation around its animator: extra views
/// (a dimming view), the presented view's frame, whether the presenter's view leaves
/// the window. Subclass it and return it from a transitioning delegate's
/// `presentationController(forPresented:presenting:source:)`; the host calls its members
/// in UIKit's order, for completed and cancelled presentations and dismissals. Mirrors
/// `UIPresentationController` (an `NSObject`, as in UIKit); the defaults are UIKit's.
open class UIPresentationController: NSObject {
  let session: PluginSession
  /// The host side of this presentation, known from the host's first call; 0 before.
  var presentation: UInt64 = 0
  private let presented: UIViewController
  private let presenting: UIViewController?

  /// Mirrors `UIPresentationController.init(presentedViewController:presenting:)`.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    session = PluginSession.current ?? presentedViewController.session
    presented = presentedViewController
    presenting = presentingViewController
    super.init()
    presentedViewController.attachedPresentationController = self
  }

  private var host: UnsafePointer<transhost_host_t> { session.host }

  /// Mirrors `UIPresentationController.presentedViewController`.
  open var presentedViewController: UIViewController { presented }

  /// The controller presenting: the one given to `init`, else the host's. Mirrors
  /// `UIPresentationController.presentingViewController`.
  open var presentingViewController: UIViewController {
    if let presenting { return presenting }
    let handle =
      session.newer(\.presentation_presenting_controller, "presentingViewController").map {
        $0(host, presentation)
      } ?? 0
    return session.requiredController(handle, "presentingViewController")
  }

  /// The presentation's container; nil before the presentation begins and after it
  /// ended. Mirrors `UIPresentationController.containerView`.
  open var containerView: UIView? {
    guard presentation != 0,
      let get = session.newer(\.presentation_container_view, "containerView")
    else { return nil }
    return session.view(get(host, presentation))
  }

  /// The view the animator animates; by default the presented controller's. Mirrors
  /// `UIPresentationController.presentedView`.
  open var presentedView: UIView? { presentedViewController.view }

  /// Where the presented view ends; by default the container's bounds. Mirrors
  /// `UIPresentationController.frameOfPresentedViewInContainerView`.
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

  /// Whether the presenter's view leaves the window once presented; by default false.
  /// Mirrors `UIPresentationController.shouldRemovePresentersView`.
  open var shouldRemovePresentersView: Bool { false }

  /// Whether the presentation covers the whole screen; by default true. Mirrors
  /// `UIPresentationController.shouldPresentInFullscreen`.
  open var shouldPresentInFullscreen: Bool { true }

  /// The style of the presentation: the presented controller's. Mirrors
  /// `UIPresentationController.presentationStyle`.
  open var presentationStyle: UIModalPresentationStyle {
    presentedViewController.modalPresentationStyle
  }

  /// Called before the presentation's animator starts. Mirrors
  /// `presentationTransitionWillBegin()`.
  open func presentationTransitionWillBegin() {}

  /// Called after the presentation ended, `completed` false when it was cancelled.
  /// Mirrors `presentationTransitionDidEnd(_:)`.
  open func presentationTransitionDidEnd(_ completed: Bool) {}

  /// Called before the dismissal's animator starts. Mirrors
  /// `dismissalTransitionWillBegin()`.
  open func dismissalTransitionWillBegin() {}

  /// Called after the dismissal ended, `completed` false when it was cancelled. Mirrors
  /// `dismissalTransitionDidEnd(_:)`.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}

  /// Mirrors `containerViewWillLayoutSubviews()`.
  open func containerViewWillLayoutSubviews() {}

  /// Mirrors `containerViewDidLayoutSubviews()`.
  open func containerViewDidLayoutSubviews() {}
}
