import CTransitionABI
import Foundation

extension UIViewController {
  /// Mirrors `UIViewController.presentingViewController`.
  public var presentingViewController: UIViewController? {
    session.controller(related(TRANSHOST_RELATION_PRESENTING, "presentingViewController"))
  }

  /// Mirrors `UIViewController.presentedViewController`.
  public var presentedViewController: UIViewController? {
    session.controller(related(TRANSHOST_RELATION_PRESENTED, "presentedViewController"))
  }

  /// Mirrors `UIViewController.parent`.
  public var parent: UIViewController? {
    session.controller(related(TRANSHOST_RELATION_PARENT, "parent"))
  }

  /// Mirrors `UIViewController.navigationController`.
  public var navigationController: UINavigationController? {
    session.navigationController(related(TRANSHOST_RELATION_NAVIGATION, "navigationController"))
  }

  /// Mirrors `UIViewController.tabBarController`.
  public var tabBarController: UITabBarController? {
    session.tabBarController(related(TRANSHOST_RELATION_TAB_BAR, "tabBarController"))
  }

  /// Mirrors `UIViewController.children`.
  public var children: [UIViewController] {
    guard handle != 0, let count = session.newer(\.controller_child_count, "children"),
      let child = session.newer(\.controller_child_at, "children")
    else { return [] }
    let total = count(host, handle)
    guard total > 0 else { return [] }
    return (0..<total).compactMap { session.controller(child(host, handle, $0)) }
  }

  /// The presentation controller made to present this controller, when the plugin made
  /// one (a transitioning delegate's). Mirrors `UIViewController.presentationController`;
  /// UIKit makes one for every presentation, the host's own are not visible here.
  public var presentationController: UIPresentationController? {
    attachedPresentationController
  }

  /// The coordinator of the transition this controller takes part in, or nil when none
  /// runs. Mirrors `UIViewController.transitionCoordinator`.
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    guard handle != 0,
      let get = session.newer(\.controller_transition_coordinator, "transitionCoordinator")
    else { return nil }
    let coordinator = get(host, handle)
    return coordinator == 0 ? nil : HostTransitionCoordinator(session: session, handle: coordinator)
  }

  /// Presents `viewControllerToPresent` from this controller; `completion` runs once the
  /// presentation completed (not when the host refuses it, which it reports). Mirrors
  /// `UIViewController.present(_:animated:completion:)`.
  public func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    guard let present = session.newer(\.controller_present, "present(_:animated:completion:)")
    else { return }
    hostCall(completion) { trampoline, box in
      present(host, handle, viewControllerToPresent.handle, flag, trampoline, box)
    }
  }

  /// Dismisses the controller this one presented and every one above it (or this one);
  /// `completion` as for `present`. Mirrors `UIViewController.dismiss(animated:completion:)`:
  /// lower in a presentation stack, only the top-most controller's dismissal animates.
  public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    guard let dismiss = session.newer(\.controller_dismiss, "dismiss(animated:completion:)")
    else { return }
    hostCall(completion) { trampoline, box in dismiss(host, handle, flag, trampoline, box) }
  }

  /// Calls the host with `completion` boxed; a refused call frees the box unrun.
  private func hostCall(
    _ completion: (() -> Void)?,
    _ call: (transhost_completion_fn?, UnsafeMutableRawPointer?) -> Int32
  ) {
    let box = completion.map { body in
      Unmanaged.passRetained(CompletionBox(session: session) { _ in body() }).toOpaque()
    }
    let status = call(box == nil ? nil : completionTrampoline, box)
    if status != Int32(TRANSHOST_OK), let box {
      Unmanaged<CompletionBox>.fromOpaque(box).release()
    }
  }

  /// The handle of the controller in `relation` to this one (`controller_related`), or 0.
  func related(_ relation: Int, _ call: String) -> UInt64 {
    guard handle != 0, let get = session.newer(\.controller_related, call) else { return 0 }
    return get(host, handle, Int32(relation))
  }
}
