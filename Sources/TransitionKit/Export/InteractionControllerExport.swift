import CTransitionABI
import Foundation

/// A Swift `UIViewControllerInteractiveTransitioning` as a
/// `transhost_interaction_controller_t` the host owns.
enum InteractionControllerExport {
  typealias Table = transhost_interaction_controller_t
  typealias Interaction = any UIViewControllerInteractiveTransitioning

  /// The tables this copy of TransitionKit made and the host holds.
  static let live = ExportedPointers()

  /// What a delegate's interaction method answers for the animator the host passes
  /// back (one this delegate returned): `ask` gets the Swift animator, and its answer is
  /// exported; an animator that is not ours is reported and answers nil.
  static func answer(
    for animator: UnsafeMutablePointer<transhost_animator_t>?, session: PluginSession,
    _ call: String, _ ask: (any UIViewControllerAnimatedTransitioning) -> Interaction?
  ) -> UnsafeMutablePointer<Table>? {
    guard let swift = AnimatorInstance.from(animator)?.animator else {
      session.log(
        Int32(TRANSHOST_LOG_ERROR),
        "TransitionKit: \(call) was given an animator this plugin did not return; "
          + "answered nil (no interaction)")
      return nil
    }
    return ask(swift).map { export($0, animator: swift, session: session) }
  }

  /// `interaction` as a table; a `UIPercentDrivenInteractiveTransition` is marked
  /// percent driven (the host scrubs the animator) and learns its animator's duration.
  static func export(
    _ interaction: Interaction, animator: (any UIViewControllerAnimatedTransitioning)?,
    session: PluginSession
  ) -> UnsafeMutablePointer<Table> {
    let percentDriven = interaction as? UIPercentDrivenInteractiveTransition
    percentDriven?.animator = animator
    if percentDriven?.timingCurve != nil {
      session.log(
        Int32(TRANSHOST_LOG_WARNING),
        "TransitionKit: \(type(of: interaction)).timingCurve is not modelled (the ABI has no "
          + "timing curve for a finishing interaction); its completionCurve applies")
    }
    var table = Table()
    table.struct_size = UInt32(MemoryLayout<Table>.size)
    table.percent_driven = percentDriven != nil
    table.interaction_data = ExportBox.retained(
      session: PluginSession(host: session.host), object: interaction, owned: true)
    table.start_interactive_transition = { raw, ctx in
      let data = raw?.pointee.interaction_data
      ExportBox.call(data, as: Interaction.self, "startInteractiveTransition(_:)", ()) {
        interaction, session in
        let context = HostTransitionContext(session: session, handle: ctx)
        // UIKit keeps the context alive while the interaction drives it.
        ExportBox.from(data)?.kept.append(context)
        interaction.startInteractiveTransition(context)
      }
    }
    table.wants_interactive_start = { raw in
      ExportBox.call(
        raw?.pointee.interaction_data, as: Interaction.self, "wantsInteractiveStart", true
      ) { interaction, _ in interaction.wantsInteractiveStart }
    }
    table.completion_speed = { raw in
      ExportBox.call(raw?.pointee.interaction_data, as: Interaction.self, "completionSpeed", 1.0) {
        interaction, _ in Double(interaction.completionSpeed)
      }
    }
    table.completion_curve = { raw in
      ExportBox.call(
        raw?.pointee.interaction_data, as: Interaction.self, "completionCurve",
        Int32(TRANSHOST_CURVE_EASE_IN_OUT)
      ) { interaction, _ in Int32(interaction.completionCurve.rawValue) }
    }
    table.destroy = { raw in
      ExportBox.free(raw, data: \.interaction_data, in: InteractionControllerExport.live)
    }
    return ExportBox.allocate(table, in: InteractionControllerExport.live)
  }
}
