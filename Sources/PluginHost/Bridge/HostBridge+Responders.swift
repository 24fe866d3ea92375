import CTransitionABI
import TransitionEngine

/// The ABI 1.7 members on the responder chain: the controller of a root view
/// (`UIView.next`).
extension HostBridge {
  func viewController(_ handle: UInt64) -> UInt64 {
    guard let view = view(handle, "view_controller") else { return 0 }
    guard let controller = view.viewController else { return 0 }
    return self.handle(for: controller)
  }
}
