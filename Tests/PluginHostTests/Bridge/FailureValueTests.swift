import CTransitionABI
import Foundation
import PluginHost
import Testing
import TranshostTestSupport
import TransitionEngine

/// A failure is distinguishable from an answer: a callback whose failure value is also a
/// real answer (`context_presentation_style` fails with TRANSHOST_STYLE_NONE, the
/// `bool` getters with false) answers as ABI 1.0 did, and `last_status` (ABI 1.1) says
/// whether it failed. A plugin built against the 1.0 header, which cannot ask, still loads
/// and runs, and sees the 1.0 answers unchanged.
@Suite(.serialized) struct FailureValueTests {
  /// What `failure_values.c` logs, when built against `header`, presenting full screen.
  static func probe(_ label: String, header: URL) throws -> (log: [String], rig: PluginRig) {
    let directory = try TestDirectory.make("failure-values-\(label)")
    try FixtureCompiler.compile("failure_values", into: directory, header: header)
    // Mapped: at the rank old plugins get (secondary) the system cover serves fullScreen.
    var mappings = StyleMappings()
    _ = mappings.add("fullScreen=failure-values", origin: .commandLine)
    let rig = PluginRig(directories: [directory], mappings: mappings)
    rig.presentAndSettle(style: .fullScreen)
    let log = rig.bridge.messages.filter { $0.plugin == "org.fixture.failure-values" }
    return (log.map(\.text), rig)
  }

  /// What the fixture prints of the host it runs in: this host's minor and table size.
  static let hostVersion =
    "1.\(TRANSHOST_ABI_MINOR) size \(MemoryLayout<transhost_host_t>.size)"

  @Test("a bad handle's answer equal to a real one is told apart by last_status")
  func lastStatusTellsFailures() throws {
    let (log, rig) = try Self.probe("1.1", header: TestPaths.abiInclude)
    #expect(
      log == [
        "host \(Self.hostVersion); style 0 status 0; bad style -1 status -5; "
          + "interactive 0 status 0; bad interactive 0 status -5"
      ])
    #expect(rig.home.presentedViewController === rig.detail)
    #expect(rig.engine.violations.count == 2)
  }

  @Test("a plugin built against the ABI 1.0 header loads, runs and sees the 1.0 answers")
  func minorZeroPluginRuns() throws {
    let (log, rig) = try Self.probe("1.0", header: TestPaths.abi10Include)
    #expect(
      log == [
        "host \(Self.hostVersion); style 0 status 99; bad style -1 status 99; "
          + "interactive 0 status 99; bad interactive 0 status 99"
      ])
    #expect(rig.chosenAnimators == ["org.fixture.failure-values"])
    #expect(rig.home.presentedViewController === rig.detail)
    #expect(rig.detail.view.alpha == 1)
  }

  /// Each call that answers with a value, the way it fails, and what `last_status` says
  /// right after; a good call between them resets it to OK.
  @Test("last_status names the failure of each value-answering call, and OK after a good one")
  func lastStatusAfterEachFailure() throws {
    let bridge = HostBridge(engine: Engine())
    let host = bridge.hostForTesting
    let last = try #require(host.pointee.last_status)
    let failures: [(String, () -> Void, transhost_status)] = [
      ("bad animator", { _ = host.pointee.property_animator_fraction?(host, 77) }, -5),
      ("bad view", { _ = host.pointee.view_superview?(host, 77) }, -5),
      ("NULL name", { _ = host.pointee.view_find?(host, 77, nil) }, -1),
      ("bad context", { _ = host.pointee.context_transition_was_cancelled?(host, 77) }, -5),
    ]
    for (label, call, expected) in failures {
      call()
      #expect(last(host) == expected, "\(label)")
      _ = host.pointee.view_subview_count?(host, 0)
      #expect(last(host) == -5, "\(label): a new failing call replaces the status")
      _ = host.pointee.view_create?(host, "probe", transhost_rect_t())
      #expect(last(host) == 0, "\(label): a good call resets it")
    }
    #expect(last(nil) == -1, "a NULL host")
    #expect(host.pointee.abi_minor == UInt32(TRANSHOST_ABI_MINOR))
    #expect(Int(host.pointee.struct_size) == MemoryLayout<transhost_host_t>.size)
  }
}
