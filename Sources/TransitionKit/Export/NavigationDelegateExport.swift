import CTransitionABI
import Foundation

/// A Swift `UINavigationControllerDelegate` as a `transhost_navigation_delegate_t`.
enum NavigationDelegateExport {
  typealias Table = transhost_navigation_delegate_t
  typealias Delegate = any UINavigationControllerDelegate

  /// The tables this copy of TransitionKit made.
  static let live = ExportedPointers()

  /// UIKit's operation for the ABI's push or pop.
  static func operation(_ raw: Int32) -> UINavigationController.Operation {
    switch raw {
    case Int32(TRANSHOST_OPERATION_PUSH): .push
    case Int32(TRANSHOST_OPERATION_POP): .pop
    default: .none
    }
  }

  /// `delegate` as a table. `owned`: the host owns it (a registered delegate it made),
  /// and its destroy releases `delegate`. Else it is for a navigation controller's `delegate`, which UIKit holds
  /// weakly: it does not keep `delegate` alive, and is never freed (the host may ask it
  /// until its run ends; a few bytes per assignment).
  static func export(
    _ delegate: Delegate, session: PluginSession, owned: Bool
  )
    -> UnsafeMutablePointer<Table>
  {
    var table = Table()
    table.struct_size = UInt32(MemoryLayout<Table>.size)
    table.delegate_data = ExportBox.retained(session: session, object: delegate, owned: owned)
    table.animator_for_operation = { raw, navigation, operation, from, to in
      let call = "navigationController(_:animationControllerFor:from:to:)"
      return ExportBox.call(raw?.pointee.delegate_data, as: Delegate.self, call, nil) {
        delegate, session in
        guard let navigationController = session.navigationController(navigation) else {
          return nil
        }
        return delegate.navigationController(
          navigationController,
          animationControllerFor: NavigationDelegateExport.operation(operation),
          from: session.requiredController(from, call), to: session.requiredController(to, call)
        ).map { AnimatorInstance.export($0, session: PluginSession(host: session.host)) }
      }
    }
    table.interaction_for = { raw, navigation, animator in
      let call = "navigationController(_:interactionControllerFor:)"
      return ExportBox.call(raw?.pointee.delegate_data, as: Delegate.self, call, nil) {
        delegate, session in
        guard let navigationController = session.navigationController(navigation) else {
          return nil
        }
        return InteractionControllerExport.answer(for: animator, session: session, call) {
          delegate.navigationController(navigationController, interactionControllerFor: $0)
        }
      }
    }
    table.will_show = { raw, navigation, shown, animated in
      let call = "navigationController(_:willShow:animated:)"
      ExportBox.call(raw?.pointee.delegate_data, as: Delegate.self, call, ()) {
        delegate, session in
        guard let navigationController = session.navigationController(navigation) else { return }
        delegate.navigationController(
          navigationController, willShow: session.requiredController(shown, call),
          animated: animated)
      }
    }
    table.did_show = { raw, navigation, shown, animated in
      let call = "navigationController(_:didShow:animated:)"
      ExportBox.call(raw?.pointee.delegate_data, as: Delegate.self, call, ()) {
        delegate, session in
        guard let navigationController = session.navigationController(navigation) else { return }
        delegate.navigationController(
          navigationController, didShow: session.requiredController(shown, call),
          animated: animated)
      }
    }
    if owned {
      table.destroy = { raw in
        ExportBox.free(raw, data: \.delegate_data, in: NavigationDelegateExport.live)
      }
    }
    return ExportBox.allocate(table, in: NavigationDelegateExport.live)
  }
}
