import CTransitionABI
import Foundation
import PluginHost
import Testing
import TranshostTestSupport
import TransitionEngine

/// Ranks: the installed animator of highest rank serves where no choice and no mapping
/// decides; the system animator is a candidate of its own rank, last in search order.
@Suite(.serialized) struct DefaultAnimatorTests {
  /// `alpha` then `beta` (search order), both declaring custom and fullScreen, with the
  /// given ranks (C expressions).
  static func rig(
    alpha: String, beta: String, mappings: StyleMappings = StyleMappings()
  ) throws -> PluginRig {
    let directory = try TestDirectory.make("ranks")
    try FixtureCompiler.compile(
      "good", into: directory, output: "liba.so",
      defines: ["FIXTURE_ID=\"org.fixture.alpha\"", "FIXTURE_RANK=\(alpha)"])
    try FixtureCompiler.compile(
      "good", into: directory, output: "libb.so",
      defines: ["FIXTURE_ID=\"org.fixture.beta\"", "FIXTURE_RANK=\(beta)"])
    return PluginRig(directories: [directory], mappings: mappings)
  }

  static func resolve(_ rig: PluginRig, _ style: ModalPresentationStyle) -> (String?, String) {
    let (choice, reason) = rig.resolver.choice(for: .present, style: style, controller: rig.detail)
    return (choice?.entry.descriptor.id, reason)
  }

  @Test("the engine's named ranks are the header's TRANSHOST_RANK_* values")
  func ranksAreTheHeaders() {
    #expect(AnimatorRank.none.value == Int(TRANSHOST_RANK_NONE))
    #expect(AnimatorRank.marginal.value == Int(TRANSHOST_RANK_MARGINAL))
    #expect(AnimatorRank.secondary.value == Int(TRANSHOST_RANK_SECONDARY))
    #expect(AnimatorRank.primary.value == Int(TRANSHOST_RANK_PRIMARY))
    #expect(AnimatorRank(parsing: "Primary") == .primary)
    #expect(AnimatorRank(parsing: "257") == AnimatorRank(257))
    #expect(AnimatorRank(parsing: "-1") == nil)
    #expect("\(AnimatorRank(257))" == "257")
  }

  @Test("a descriptor reads its declared rank, any value >= 0")
  func declaredRank() throws {
    let rig = try Self.rig(alpha: "TRANSHOST_RANK_MARGINAL", beta: "300")
    #expect(rig.registry.entries.map(\.descriptor.rank) == [.marginal, AnimatorRank(300)])
  }

  @Test("a descriptor whose struct_size ends before rank gets secondary, not what lies past it")
  func oldShapeGetsDefault() throws {
    let directory = try TestDirectory.make("ranks-old")
    try FixtureCompiler.compile(
      "good", into: directory, output: "libold.so",
      defines: [
        "FIXTURE_DESCRIPTOR_SIZE=TRANSHOST_DESCRIPTOR_SIZE_1_0",
        "FIXTURE_RANK=TRANSHOST_RANK_PRIMARY",
      ])
    try FixtureCompiler.compile(
      "good", into: directory, output: "libv10.so", defines: ["FIXTURE_ID=\"org.fixture.v10\""],
      header: TestPaths.abi10Include)
    let rig = PluginRig(directories: [directory])
    #expect(rig.registry.refused.isEmpty)
    #expect(rig.registry.entries.map(\.descriptor.rank) == [.secondary, .secondary])
    #expect(AnimatorRank.unstated == .secondary)
  }

  @Test("a negative rank refuses the descriptor, naming it")
  func negativeRank() throws {
    let directory = try TestDirectory.make("ranks-negative")
    let path = try FixtureCompiler.compile(
      "good", into: directory, output: "libneg.so", defines: ["FIXTURE_RANK=-1"])
    let rig = PluginRig(directories: [directory])
    #expect(rig.registry.entries.isEmpty)
    #expect(
      rig.registry.refused.map(\.description) == [
        "'\(path.path)': descriptor 0 is invalid: 'org.fixture.fade' declares rank -1; a rank "
          + "is TRANSHOST_RANK_NONE (0) or more"
      ])
  }

  @Test("the highest rank serves, whatever the search order")
  func highestRankWins() throws {
    let rig = try Self.rig(alpha: "TRANSHOST_RANK_MARGINAL", beta: "TRANSHOST_RANK_SECONDARY")
    let (id, reason) = Self.resolve(rig, .custom)
    #expect(id == "org.fixture.beta")
    #expect(reason == "highest rank (secondary) declaring custom")
  }

  @Test("a tie at the top rank goes to the first in search order, and is reported")
  func tieReported() throws {
    let rig = try Self.rig(alpha: "TRANSHOST_RANK_SECONDARY", beta: "TRANSHOST_RANK_SECONDARY")
    let (id, reason) = Self.resolve(rig, .custom)
    #expect(id == "org.fixture.alpha")
    #expect(
      reason
        == "highest rank (secondary) declaring custom; tied with 'org.fixture.beta', first in search order"
    )
  }

  @Test("rank none never serves by default, but serves when mapped")
  func noneNeverByDefault() throws {
    let rig = try Self.rig(alpha: "TRANSHOST_RANK_NONE", beta: "TRANSHOST_RANK_NONE")
    let (id, reason) = Self.resolve(rig, .custom)
    #expect(id == nil)
    #expect(
      reason
        == "no plugin serving present in custom outranks the system animator (none); passed over "
        + "'org.fixture.alpha' (none), 'org.fixture.beta' (none): system animator")
    var mappings = StyleMappings()
    _ = mappings.add("custom=beta", origin: .commandLine)
    let mapped = try Self.rig(alpha: "0", beta: "0", mappings: mappings)
    #expect(Self.resolve(mapped, .custom).0 == "org.fixture.beta")
  }

  @Test("fullScreen: the system cover outranks secondary plugins; primary ties and comes first")
  func systemRanksPrimaryWhereUIKitAnimates() throws {
    let secondary = try Self.rig(
      alpha: "TRANSHOST_RANK_SECONDARY", beta: "TRANSHOST_RANK_SECONDARY")
    let (id, reason) = Self.resolve(secondary, .fullScreen)
    #expect(id == nil)
    #expect(
      reason
        == "no plugin serving present in fullScreen outranks the system animator (primary); "
        + "passed over 'org.fixture.alpha' (secondary), 'org.fixture.beta' (secondary): "
        + "system animator")
    let primary = try Self.rig(alpha: "TRANSHOST_RANK_SECONDARY", beta: "TRANSHOST_RANK_PRIMARY")
    let (winner, why) = Self.resolve(primary, .fullScreen)
    #expect(winner == "org.fixture.beta")
    #expect(
      why
        == "highest rank (primary) declaring fullScreen; tied with 'system animator', first in "
        + "search order")
  }

  @Test("the system animator's rank: primary where UIKit animates, none for custom and tab")
  func systemRanks() {
    #expect(AnimatorRank.system(for: .present, style: .fullScreen) == .primary)
    #expect(AnimatorRank.system(for: .dismiss, style: .pageSheet) == .primary)
    #expect(AnimatorRank.system(for: .present, style: .custom) == .none)
    #expect(AnimatorRank.system(for: .push, style: .none) == .primary)
    #expect(AnimatorRank.system(for: .tab, style: .none) == .none)
  }

  @Test("a configuration 'rank' line overrides the declared rank; --rank wins over it")
  func overrides() throws {
    let directory = try TestDirectory.make("ranks-config")
    let config = directory.appendingPathComponent("config")
    try "rank org.fixture.beta = primary\n  rank alpha=64\n".write(
      to: config, atomically: true, encoding: .utf8)
    let fromFile = try MappingSources.load(
      uses: [], configurationPath: config.path, environment: [:]
    ).get()
    let rig = try Self.rig(alpha: "128", beta: "128", mappings: fromFile.all)
    #expect(Self.resolve(rig, .fullScreen).0 == "org.fixture.beta")
    #expect(
      rig.registry.defaultAnimator(
        for: .present, style: .custom, overrides: fromFile.all.rankOverrides
      ).candidates.map { "\($0.rank) \($0.override.map { "\($0)" } ?? "-")" } == [
        "marginal \(config.path):2", "primary \(config.path):1",
      ])
    let both = try MappingSources.load(
      uses: [], ranks: ["beta=none"], configurationPath: config.path, environment: [:]
    ).get()
    let overridden = try Self.rig(alpha: "128", beta: "128", mappings: both.all)
    #expect(Self.resolve(overridden, .custom).0 == "org.fixture.alpha")
  }

  @Test("a bad rank name: did-you-mean, line:column in the file, the column for --rank")
  func badRankNames() throws {
    let directory = try TestDirectory.make("ranks-bad")
    let config = directory.appendingPathComponent("config")
    try "custom = system\n  rank org.x.zoom =  primery\nrank org.x.y\n".write(
      to: config, atomically: true, encoding: .utf8)
    let loaded = MappingSources.load(uses: [], configurationPath: config.path, environment: [:])
    #expect(throws: MappingLoadError.self) { try loaded.get() }
    if case .failure(let error) = loaded {
      #expect(
        "\(error)"
          == "\(config.path):2:22: error: unknown rank 'primery'; did you mean 'primary'?\n"
          + "\(config.path):3:6: error: expected ID=RANK, e.g. org.transhost.zoom=primary")
    }
    let option = MappingSources.load(
      uses: [], ranks: ["zoom=loud"], configurationPath: nil, environment: [:])
    if case .failure(let error) = option {
      #expect(
        "\(error)"
          == "--rank 'zoom=loud': column 6: unknown rank 'loud' (ranks: none, marginal, "
          + "secondary, primary, or a number >= 0)")
    } else {
      Issue.record("--rank 'zoom=loud' was accepted")
    }
  }
}
