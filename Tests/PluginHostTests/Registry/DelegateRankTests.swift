import Foundation
import PluginHost
import Testing
import TranshostTestSupport
import TransitionEngine

/// Delegates are candidates of the ranked default at their rank, as animators are.
@Suite(.serialized) struct DelegateRankTests {
  /// A rig over one `objects.c` plugin without animators, its transitioning delegate
  /// (custom, fullScreen) of `rank`.
  static func rig(rank: String, mappings: StyleMappings = StyleMappings()) throws -> PluginRig {
    let directory = try TestDirectory.make("delegate-rank")
    try FixtureCompiler.compile(
      "objects", into: directory,
      defines: [
        "FIXTURE_NO_ANIMATOR_FACTORY=1", "FIXTURE_REQUIRED_MINOR=3", "OBJ0_RANK=\(rank)",
      ])
    return PluginRig(directories: [directory], mappings: mappings)
  }

  @Test("a primary transitioning delegate for fullScreen displaces the system animator")
  func primaryDelegateDisplacesSystem() throws {
    let rig = try Self.rig(rank: "TRANSHOST_RANK_PRIMARY")
    let (choice, reason) = rig.resolver.choice(
      for: .present, style: .fullScreen, controller: rig.detail)
    #expect(choice == nil)
    #expect(
      reason
        == "highest rank (primary) declaring fullScreen; tied with 'system animator', first in search order"
    )
  }

  @Test("a secondary transitioning delegate for fullScreen leaves it to the system animator")
  func secondaryDelegateDoesNot() throws {
    let rig = try Self.rig(rank: "TRANSHOST_RANK_SECONDARY")
    let (_, fullScreen) = rig.resolver.choice(
      for: .present, style: .fullScreen, controller: rig.detail)
    #expect(
      fullScreen
        == "no plugin serving present in fullScreen outranks the system animator (primary); "
        + "passed over 'org.fixture.sheet' (secondary): system animator")
    let (_, custom) = rig.resolver.choice(for: .present, style: .custom, controller: rig.detail)
    #expect(custom == "highest rank (secondary) declaring custom")
  }
}
