import CTransitionABI
import Foundation

/// A transition coordinator over the host's `coordinator_*` callbacks.
final class HostTransitionCoordinator: UIViewControllerTransitionCoordinator {
  let session: PluginSession
  let handle: UInt64

  init(session: PluginSession, handle: UInt64) {
    self.session = session
    self.handle = handle
  }

  private var host: UnsafePointer<transhost_host_t> { session.host }

  /// The context's values now; zeros (UIKit's "nothing running") when the host refuses.
  private var state: transhost_coordinator_state_t {
    var state = transhost_coordinator_state_t()
    state.struct_size = UInt32(MemoryLayout<transhost_coordinator_state_t>.size)
    state.target_transform = transhost_transform_t(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    if let get = session.newer(\.coordinator_get_state, "a transition coordinator's state") {
      _ = get(host, handle, &state)
    }
    return state
  }

  var isAnimated: Bool { state.is_animated }
  var presentationStyle: UIModalPresentationStyle {
    UIModalPresentationStyle(rawValue: Int(state.presentation_style)) ?? .none
  }
  var initiallyInteractive: Bool { state.initially_interactive }
  var isInterruptible: Bool { state.is_interruptible }
  var isInteractive: Bool { state.is_interactive }
  var isCancelled: Bool { state.is_cancelled }
  var transitionDuration: TimeInterval { state.transition_duration }
  var percentComplete: CGFloat { CGFloat(state.percent_complete) }
  var completionVelocity: CGFloat { CGFloat(state.completion_velocity) }
  var completionCurve: UIView.AnimationCurve {
    UIView.AnimationCurve(rawValue: Int(state.completion_curve)) ?? .easeInOut
  }
  var targetTransform: CGAffineTransform { CGAffineTransform(state.target_transform) }

  var containerView: UIView {
    let handle =
      session.newer(\.coordinator_container_view, "containerView").map { $0(host, self.handle) }
      ?? 0
    return session.view(handle) ?? UIView(session: session, handle: 0)
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    session.controller(
      session.newer(\.coordinator_view_controller, "viewController(forKey:)").map {
        $0(host, handle, key.raw)
      } ?? 0)
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    session.view(
      session.newer(\.coordinator_view, "view(forKey:)").map { $0(host, handle, key.raw) } ?? 0)
  }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard
      let alongside = session.newer(
        \.coordinator_animate_alongside, "animate(alongsideTransition:completion:)")
    else { return false }
    let box = Unmanaged.passRetained(
      CoordinatorBox(session: session, first: animation, last: completion)
    ).toOpaque()
    let status = alongside(
      host, handle, CoordinatorBox.runFirst, CoordinatorBox.runLastAndRelease, box)
    guard status == Int32(TRANSHOST_OK) else {
      Unmanaged<CoordinatorBox>.fromOpaque(box).release()
      return false
    }
    return true
  }

  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    guard
      let notify = session.newer(
        \.coordinator_notify_interaction_changes, "notifyWhenInteractionChanges(_:)")
    else { return }
    let box = Unmanaged.passRetained(
      CoordinatorBox(session: session, first: nil, last: handler)
    ).toOpaque()
    if notify(host, handle, CoordinatorBox.runLastAndRelease, box) != Int32(TRANSHOST_OK) {
      Unmanaged<CoordinatorBox>.fromOpaque(box).release()
    }
  }
}

/// The blocks given to one coordinator call: `first` may run many times (an alongside
/// animation), `last` runs once and frees the box (a completion, a handler).
final class CoordinatorBox {
  typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void
  let session: PluginSession
  let first: Block?
  let last: Block?

  init(session: PluginSession, first: Block?, last: Block?) {
    self.session = session
    self.first = first
    self.last = last
  }

  static let runFirst: transhost_coordinator_fn = { data, coordinator in
    guard let data else { return }
    let box = Unmanaged<CoordinatorBox>.fromOpaque(data).takeUnretainedValue()
    box.session.run {
      box.first?(HostTransitionCoordinator(session: box.session, handle: coordinator))
    }
  }

  static let runLastAndRelease: transhost_coordinator_fn = { data, coordinator in
    guard let data else { return }
    let box = Unmanaged<CoordinatorBox>.fromOpaque(data).takeRetainedValue()
    box.session.run {
      box.last?(HostTransitionCoordinator(session: box.session, handle: coordinator))
    }
  }
}
