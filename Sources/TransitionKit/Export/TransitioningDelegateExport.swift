import CTransitionABI
import Foundation

/// A Swift `UIViewControllerTransitioningDelegate` as a `transhost_transitioning_delegate_t`.
enum TransitioningDelegateExport {
  typealias Table = transhost_transitioning_delegate_t
  typealias Delegate = any UIViewControllerTransitioningDelegate

  /// The tables this copy of TransitionKit made.
  static let live = ExportedPointers()

  /// The Swift delegate behind a table this copy of TransitionKit made, else nil.
  static func delegate(_ raw: UnsafeMutablePointer<Table>?) -> Delegate? {
    guard live.contains(raw.map { UnsafeMutableRawPointer($0) }) else { return nil }
    return ExportBox.from(raw?.pointee.delegate_data)?.object as? Delegate
  }

  /// `delegate` as a table. `owned`: the host owns it (a registered delegate it made),
  /// and its destroy releases `delegate`. Else it is for a controller's `transitioningDelegate`, which UIKit holds
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
    table.animator_for_presented = { raw, presented, presenting, source in
      ExportBox.call(
        raw?.pointee.delegate_data, as: Delegate.self,
        "animationController(forPresented:presenting:source:)", nil
      ) { delegate, session in
        let call = "animationController(forPresented:presenting:source:)"
        return delegate.animationController(
          forPresented: session.requiredController(presented, call),
          presenting: session.requiredController(presenting, call),
          source: session.requiredController(source, call)
        ).map { AnimatorInstance.export($0, session: PluginSession(host: session.host)) }
      }
    }
    table.animator_for_dismissed = { raw, dismissed in
      ExportBox.call(
        raw?.pointee.delegate_data, as: Delegate.self, "animationController(forDismissed:)", nil
      ) { delegate, session in
        delegate.animationController(
          forDismissed: session.requiredController(dismissed, "animationController(forDismissed:)")
        ).map { AnimatorInstance.export($0, session: PluginSession(host: session.host)) }
      }
    }
    table.interaction_for_presentation = { raw, animator in
      ExportBox.call(
        raw?.pointee.delegate_data, as: Delegate.self,
        "interactionControllerForPresentation(using:)", nil
      ) { delegate, session in
        InteractionControllerExport.answer(
          for: animator, session: session, "interactionControllerForPresentation(using:)"
        ) { delegate.interactionControllerForPresentation(using: $0) }
      }
    }
    table.interaction_for_dismissal = { raw, animator in
      ExportBox.call(
        raw?.pointee.delegate_data, as: Delegate.self,
        "interactionControllerForDismissal(using:)", nil
      ) { delegate, session in
        InteractionControllerExport.answer(
          for: animator, session: session, "interactionControllerForDismissal(using:)"
        ) { delegate.interactionControllerForDismissal(using: $0) }
      }
    }
    table.presentation_controller_for = { raw, presented, presenting, source in
      ExportBox.call(
        raw?.pointee.delegate_data, as: Delegate.self,
        "presentationController(forPresented:presenting:source:)", nil
      ) { delegate, session in
        let call = "presentationController(forPresented:presenting:source:)"
        return delegate.presentationController(
          forPresented: session.requiredController(presented, call),
          presenting: session.controller(presenting),
          source: session.requiredController(source, call)
        ).map { PresentationControllerExport.export($0) }
      }
    }
    if owned {
      table.destroy = { raw in
        ExportBox.free(raw, data: \.delegate_data, in: TransitioningDelegateExport.live)
      }
    }
    return ExportBox.allocate(table, in: TransitioningDelegateExport.live)
  }
}
