import Foundation
import Testing
import TranshostTestSupport
import TransitionEngine

@testable import PluginHost

/// The resolver's precedence chain: explicit choice, then mappings (`--use` before the
/// configuration file, specific keys before general ones), then the plugin of highest
/// rank that declares the style (the system animator ranks primary where UIKit animates),
/// then the system animator.
@Suite(.serialized) struct ResolverTests {
  static let styles: [ModalPresentationStyle] = [
    .custom, .fullScreen, .overFullScreen, .currentContext, .overCurrentContext,
  ]

  /// Two fixture animators, `alpha` and `beta`, both declaring custom and fullScreen.
  static func directory() throws -> URL {
    let directory = try TestDirectory.make("resolver")
    try FixtureCompiler.compile(
      "good", into: directory, output: "liba.so", defines: ["FIXTURE_ID=\"org.fixture.alpha\""])
    try FixtureCompiler.compile(
      "good", into: directory, output: "libb.so", defines: ["FIXTURE_ID=\"org.fixture.beta\""])
    return directory
  }

  static func declares(_ style: ModalPresentationStyle) -> Bool {
    style == .custom || style == .fullScreen
  }

  @Test(
    "with no choice and no mapping, the first of two secondary plugins serves custom; UIKit's own animation the rest",
    arguments: styles)
  func declaredPlugin(style: ModalPresentationStyle) throws {
    let rig = PluginRig(directories: [try Self.directory()])
    let (choice, reason) = rig.resolver.choice(for: .present, style: style, controller: rig.detail)
    if style == .custom {
      #expect(choice?.entry.descriptor.id == "org.fixture.alpha")
      #expect(
        reason
          == "highest rank (secondary) declaring custom; tied with 'org.fixture.beta', first in "
          + "search order")
    } else if Self.declares(style) {
      #expect(choice == nil)
      #expect(
        reason
          == "no plugin serving present in \(style.name) outranks the system animator (primary); "
          + "passed over 'org.fixture.alpha' (secondary), 'org.fixture.beta' (secondary): "
          + "system animator")
    } else {
      #expect(choice == nil)
      #expect(reason == "no plugin serves present in \(style.name): system animator")
    }
  }

  @Test("a --use mapping wins over the declaring plugin", arguments: styles)
  func mappingWins(style: ModalPresentationStyle) throws {
    var mappings = StyleMappings()
    _ = mappings.add("\(style.name)=beta", origin: .commandLine)
    let rig = PluginRig(directories: [try Self.directory()], mappings: mappings)
    let (choice, reason) = rig.resolver.choice(for: .present, style: style, controller: rig.detail)
    if Self.declares(style) {
      #expect(choice?.entry.descriptor.id == "org.fixture.beta")
      #expect(reason == "mapped by --use")
    } else {
      #expect(choice == nil)
      #expect(
        reason
          == "--use maps to 'org.fixture.beta', which does not serve present in \(style.name): system animator"
      )
    }
  }

  @Test("an explicit choice wins over mappings", arguments: styles)
  func explicitWins(style: ModalPresentationStyle) throws {
    var mappings = StyleMappings()
    _ = mappings.add("\(style.name)=beta", origin: .commandLine)
    let rig = PluginRig(directories: [try Self.directory()], mappings: mappings)
    let alpha = try rig.registry.resolve(AnimatorChoice(name: "alpha")).get()
    rig.resolver.setExplicitChoice(alpha, for: rig.detail)
    let (choice, reason) = rig.resolver.choice(for: .present, style: style, controller: rig.detail)
    if Self.declares(style) {
      #expect(choice?.entry.descriptor.id == "org.fixture.alpha")
      #expect(reason == "explicit choice for 'detail'")
    } else {
      #expect(choice == nil)
      #expect(
        reason
          == "explicit choice 'org.fixture.alpha' does not serve present in \(style.name): system animator"
      )
    }
  }

  @Test(
    "sheet and popover styles are animated by the system whatever the resolver says",
    arguments: [ModalPresentationStyle.pageSheet, .formSheet])
  func systemStyles(style: ModalPresentationStyle) throws {
    var mappings = StyleMappings()
    _ = mappings.add("custom=alpha", origin: .commandLine)
    let rig = PluginRig(directories: [try Self.directory()], mappings: mappings)
    rig.presentAndSettle(style: style)
    #expect(rig.chosenAnimators == ["system.sheet"])
    #expect(rig.resolver.resolutions.isEmpty)
  }

  @Test(
    "the resolver keeps its latest decisions, not one per transition for ever, and no routing for a controller the system animates"
  )
  func decisionsAreBounded() throws {
    var mappings = StyleMappings()
    _ = mappings.add("fullScreen=system", origin: .commandLine)
    let rig = PluginRig(directories: [try Self.directory()], mappings: mappings)
    let kept = AnimatorResolver.resolutionsKept
    // Past the first drop, short of the second.
    let transitions = kept + kept / 2 - 10
    for index in 0..<transitions {
      let controller = ViewController(engine: rig.engine, name: "detail \(index)")
      controller.modalPresentationStyle = .fullScreen
      controller.transitioningDelegate = rig.resolver
      if index.isMultiple(of: 2) {
        rig.home.present(controller, animated: true)
      } else {
        rig.home.presentedViewController?.dismiss(animated: true)
      }
      rig.engine.runUntilIdle()
      #expect(rig.resolver.resolutions.count <= kept)
    }
    // Full at `kept`, the oldest half was dropped, then the rest were added.
    #expect(rig.resolver.resolutions.count == transitions - kept / 2)
    #expect(
      rig.resolver.resolutions.allSatisfy { $0.reason == "mapped to the system animator by --use" })
    #expect(
      rig.resolver.resolutions.last?.operation
        == (transitions.isMultiple(of: 2) ? .dismiss : .present))
    #expect(rig.resolver.routedControllerCount == 0)
    #expect(rig.engine.violations.isEmpty)
  }

  @Test("the first mapping for a key wins, and a style.operation key beats a style key")
  func mappingOrder() throws {
    var mappings = StyleMappings()
    _ = mappings.add("custom=alpha", origin: .commandLine)
    _ = mappings.add("custom=beta", origin: .configuration(path: "config", line: 1))
    _ = mappings.add("custom.dismiss=beta", origin: .configuration(path: "config", line: 2))
    #expect(mappings.choice(for: .present, style: .custom)?.choice.name == "alpha")
    #expect(
      mappings.choice(for: .dismiss, style: .custom)?.origin
        == .configuration(path: "config", line: 2))
    #expect(mappings.choice(for: .present, style: .fullScreen) == nil)
  }

  @Test("a mapped animator runs the transition and the trace says why")
  func mappedRun() throws {
    var mappings = StyleMappings()
    _ = mappings.add("fullScreen=beta(duration: 0.5)", origin: .commandLine)
    let rig = PluginRig(directories: [try Self.directory()], mappings: mappings)
    rig.presentAndSettle(style: .fullScreen)
    #expect(rig.chosenAnimators == ["org.fixture.beta"])
    #expect(rig.resolver.resolutions.map(\.reason) == ["mapped by --use"])
    #expect(rig.resolver.resolutions.map(\.animatorID) == ["org.fixture.beta(duration: 0.5)"])
    #expect(!rig.home.view.isInWindow)
  }

  @Test(
    "unknown animators and parameters suggest the nearest valid name",
    arguments: [
      ("alpah", "unknown animator 'alpah'; did you mean 'alpha'?"),
      (
        "alpha(duraton: 1)",
        "animator 'org.fixture.alpha' has no parameter 'duraton'; did you mean 'duration'?"
      ),
      (
        "alpha(duration: fast)",
        "animator 'org.fixture.alpha': 'duration' must be a number, not 'fast'"
      ),
      ("alpha(duration: 9)", "animator 'org.fixture.alpha': 'duration' must be in 0...5, not 9"),
    ])
  func choiceErrors(text: String, message: String) throws {
    let rig = PluginRig(directories: [try Self.directory()])
    let choice = try AnimatorChoice.parse(text).get()
    guard case .failure(let error) = rig.registry.resolve(choice) else {
      Issue.record("'\(text)' resolved")
      return
    }
    #expect("\(error)" == message)
  }

  @Test(
    "mapping syntax errors name the column",
    arguments: [
      (
        "sheet=alpha", 1,
        "unknown style 'sheet' (styles: fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, push, pop, navigation, tab)"
      ),
      (
        "custm=alpha", 1,
        "unknown style 'custm'; did you mean 'custom'? (styles: fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, push, pop, navigation, tab)"
      ),
      ("custom.present=alpha(duration 1)", 31, "expected ':' after parameter 'duration'"),
      ("custom", 1, "expected STYLE=ANIMATOR, e.g. custom=slide-up(duration: 0.3)"),
    ])
  func mappingErrors(text: String, column: Int, message: String) {
    var mappings = StyleMappings()
    guard case .failure(let error) = mappings.add(text, origin: .commandLine) else {
      Issue.record("'\(text)' parsed")
      return
    }
    #expect(error.message == message)
    #expect(error.column == column)
  }
}
