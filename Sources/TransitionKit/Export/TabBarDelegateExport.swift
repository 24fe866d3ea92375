import CTransitionABI
import Foundation

/// A Swift `UITabBarControllerDelegate` as a `transhost_tab_bar_delegate_t`.
enum TabBarDelegateExport {
  typealias Table = transhost_tab_bar_delegate_t
  typealias Delegate = any UITabBarControllerDelegate

  /// The tables this copy of TransitionKit made.
  static let live = ExportedPointers()

  /// `delegate` as a table. `owned`: the host owns it (a registered delegate it made),
  /// and its destroy releases `delegate`. Else it is for a tab bar controller's `delegate`, which UIKit holds
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
    table.animator_for_transition = { raw, tabBar, from, to in
      let call = "tabBarController(_:animationControllerForTransitionFrom:to:)"
      return ExportBox.call(raw?.pointee.delegate_data, as: Delegate.self, call, nil) {
        delegate, session in
        guard let tabBarController = session.tabBarController(tabBar) else { return nil }
        return delegate.tabBarController(
          tabBarController,
          animationControllerForTransitionFrom: session.requiredController(from, call),
          to: session.requiredController(to, call)
        ).map { AnimatorInstance.export($0, session: PluginSession(host: session.host)) }
      }
    }
    table.interaction_for = { raw, tabBar, animator in
      let call = "tabBarController(_:interactionControllerFor:)"
      return ExportBox.call(raw?.pointee.delegate_data, as: Delegate.self, call, nil) {
        delegate, session in
        guard let tabBarController = session.tabBarController(tabBar) else { return nil }
        return InteractionControllerExport.answer(for: animator, session: session, call) {
          delegate.tabBarController(tabBarController, interactionControllerFor: $0)
        }
      }
    }
    table.should_select = { raw, tabBar, selected in
      let call = "tabBarController(_:shouldSelect:)"
      return ExportBox.call(raw?.pointee.delegate_data, as: Delegate.self, call, true) {
        delegate, session in
        guard let tabBarController = session.tabBarController(tabBar) else { return true }
        return delegate.tabBarController(
          tabBarController, shouldSelect: session.requiredController(selected, call))
      }
    }
    table.did_select = { raw, tabBar, selected in
      let call = "tabBarController(_:didSelect:)"
      ExportBox.call(raw?.pointee.delegate_data, as: Delegate.self, call, ()) {
        delegate, session in
        guard let tabBarController = session.tabBarController(tabBar) else { return }
        delegate.tabBarController(
          tabBarController, didSelect: session.requiredController(selected, call))
      }
    }
    if owned {
      table.destroy = { raw in
        ExportBox.free(raw, data: \.delegate_data, in: TabBarDelegateExport.live)
      }
    }
    return ExportBox.allocate(table, in: TabBarDelegateExport.live)
  }
}
