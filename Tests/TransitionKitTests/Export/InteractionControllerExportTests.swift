import CTransitionABI
import Foundation
import Testing

@testable import TransitionKit

/// Interaction controllers over `transhost_interaction_controller_t`: a percent-driven
/// one is marked so and keeps its settings; one of the app's own gets UIKit's defaults.
@Suite(.serialized) struct InteractionControllerExportTests {
  @Test("a UIPercentDrivenInteractiveTransition: percent driven, its settings, its duration")
  func percentDriven() throws {
    let host = FakeHost()
    let session = PluginSession(host: host.host)
    let interaction = SamplePercentDrivenInteraction()
    let table = InteractionControllerExport.export(
      interaction, animator: SampleAnimator(name: "a"), session: session)
    defer { table.pointee.destroy?(table) }
    #expect(table.pointee.percent_driven)
    #expect(table.pointee.completion_speed?(table) == 0.5)
    #expect(table.pointee.completion_curve?(table) == Int32(TRANSHOST_CURVE_LINEAR))
    #expect(table.pointee.wants_interactive_start?(table) == false)
    #expect(interaction.duration == 0.3)
    table.pointee.start_interactive_transition?(table, 9)
    interaction.update(0.4)
    #expect(interaction.percentComplete == 0.4)
    #expect(host.calls == ["update 9 0.4"])
  }

  @Test("an interaction of the app's own: not percent driven, UIKit's defaults, started")
  func custom() throws {
    let host = FakeHost()
    let interaction = SampleCustomInteraction()
    let table = InteractionControllerExport.export(
      interaction, animator: nil, session: PluginSession(host: host.host))
    defer { table.pointee.destroy?(table) }
    #expect(!table.pointee.percent_driven)
    #expect(table.pointee.completion_speed?(table) == 1)
    #expect(table.pointee.completion_curve?(table) == Int32(TRANSHOST_CURVE_EASE_IN_OUT))
    #expect(table.pointee.wants_interactive_start?(table) == true)
    table.pointee.start_interactive_transition?(table, 12)
    #expect(interaction.started != nil)
    #expect(host.calls == ["update 12 0.5"])
  }

  @Test("a timing curve, which the ABI cannot carry, is reported when the interaction is used")
  func timingCurveReported() throws {
    let host = FakeHost()
    let interaction = SamplePercentDrivenInteraction()
    interaction.timingCurve = UICubicTimingParameters(animationCurve: .easeIn)
    let table = InteractionControllerExport.export(
      interaction, animator: nil, session: PluginSession(host: host.host))
    defer { table.pointee.destroy?(table) }
    let expected: String =
      "log \(TRANSHOST_LOG_WARNING) TransitionKit: SamplePercentDrivenInteraction.timingCurve "
      + "is not modelled (the ABI has no timing curve for a finishing interaction); its "
      + "completionCurve applies"
    #expect(host.calls == [expected])
  }
}
