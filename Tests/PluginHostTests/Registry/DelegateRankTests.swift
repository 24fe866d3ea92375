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

/// Objects by name: the lookups, parameters checked as an animator's, mappings and rank
/// overrides that name a delegate, and the resolver's typed decision for one.
@Suite(.serialized) struct ObjectRegistryTests {
  /// The full `objects.c` plugin (its animator `org.fixture.fade` and four objects).
  static func rig(mappings: StyleMappings = StyleMappings()) throws -> PluginRig {
    let directory = try TestDirectory.make("object-registry")
    try FixtureCompiler.compile("objects", into: directory)
    return PluginRig(directories: [directory], mappings: mappings)
  }

  static func mappings(_ lines: [String], ranks: [String] = []) -> StyleMappings {
    var mappings = StyleMappings()
    for line in lines { _ = mappings.add(line, origin: .commandLine) }
    for rank in ranks { _ = mappings.rankOverrides.add(rank, origin: .rankOption) }
    return mappings
  }

  @Test("objects are found by id or short name; an animator's name says what it is")
  func lookups() throws {
    let registry = try Self.rig().registry
    #expect(try registry.object(named: "sheet").get().descriptor.id == "org.fixture.sheet")
    #expect(try registry.item(named: "detail").get().kindName == "view controller")
    #expect(try registry.item(named: "fade").get().kindName == "animator")
    #expect(
      registry.object(named: "sheat").failureDescription
        == "unknown delegate or view controller 'sheat'; did you mean 'sheet'?")
    #expect(
      registry.object(named: "fade").failureDescription
        == "'fade' is the animator 'org.fixture.fade', not a delegate or view controller")
    #expect(
      registry.entry(named: "sheet").failureDescription
        == "'sheet' is the transitioning delegate 'org.fixture.sheet', not an animator; choose it "
        + "with 'with delegate org.fixture.sheet' or map a style to it")
    #expect(
      registry.item(named: "tabz").failureDescription
        == "unknown animator 'tabz'; did you mean 'tabs'?")
  }

  @Test("an object's parameters are checked as an animator's, worded with its kind")
  func parameters() throws {
    let registry = try Self.rig().registry
    let resolved = try registry.resolveObject(
      AnimatorChoice.parse("sheet(height: 0.25)").get()
    ).get()
    #expect(resolved.description == "org.fixture.sheet(height: 0.25)")
    #expect(
      try registry.resolveObject(AnimatorChoice(name: "sheet")).get().description
        == "org.fixture.sheet(height: 0.5)")
    #expect(
      registry.resolveObject(try AnimatorChoice.parse("sheet(heigth: 1)").get()).failureDescription
        == "transitioning delegate 'org.fixture.sheet' has no parameter 'heigth'; did you mean 'height'?"
    )
    #expect(
      registry.resolveObject(try AnimatorChoice.parse("sheet(height: 2)").get()).failureDescription?
        .hasPrefix("transitioning delegate 'org.fixture.sheet': ") == true)
    #expect(
      registry.resolveTarget(AnimatorChoice(name: "detail")).failureDescription
        == "'detail' is the view controller 'org.fixture.detail', not an animator; make it with "
        + "'controller NAME class org.fixture.detail'")
  }

  @Test(
    "a mapping may name a delegate: the decision says delegate and the mapping; one its plugin cannot make leaves the system animator, saying why"
  )
  func mappingToDelegate() throws {
    let rig = try Self.rig(mappings: Self.mappings(["fullScreen=sheet(height: 0.3)"]))
    let decision = rig.resolver.chainDecision(
      for: .present, style: .fullScreen, controller: rig.detail)
    guard case .delegate(let delegate) = decision.target else {
      Issue.record("not a delegate: \(String(describing: decision.target))")
      return
    }
    #expect(delegate.description == "org.fixture.sheet(height: 0.3)")
    #expect("\(decision.link)" == "mapped by --use")
    #expect(rig.resolver.mappings.unresolved(in: rig.registry).isEmpty)
    rig.presentAndSettle(style: .fullScreen)
    #expect(
      rig.resolver.resolutions.map(\.reason) == [
        "plugin object 'org.fixture.sheet' could not be created: create_object returned -2 "
          + "(TRANSHOST_E_UNSUPPORTED): system animator"
      ])
  }

  @Test("--rank applies to a delegate's id; a navigation delegate competes for push")
  func rankOverride() throws {
    let rig = try Self.rig(mappings: Self.mappings([], ranks: ["navigator=primary"]))
    let push = rig.resolver.chainDecision(for: .push, style: .none, controller: rig.detail)
    #expect(push.target?.id == "org.fixture.navigator")
    #expect(
      "\(push.link)"
        == "highest rank (primary) declaring push; tied with 'system animator', first in search order"
    )
    let defaults = rig.registry.defaultAnimators(overrides: rig.resolver.mappings.rankOverrides)
    let custom = try #require(defaults.first { $0.operation == .present && $0.style == .custom })
    #expect(custom.candidates.map(\.item.id) == ["org.fixture.fade", "org.fixture.sheet"])
    #expect(custom.winner?.item.id == "org.fixture.fade")
    #expect(custom.tiedWith == ["org.fixture.sheet"])
    let tab = try #require(defaults.first { $0.operation == .tab })
    #expect(tab.winner?.item.id == "org.fixture.tabs")
  }
}

extension Result {
  /// The failure's text, or nil for a success.
  fileprivate var failureDescription: String? {
    guard case .failure(let error) = self else { return nil }
    return "\(error)"
  }
}
