import Foundation
import PluginHost
import TranshostTestSupport
import TransitionEngine

@testable import TransitionScript

/// The C fixture plugins of PluginHostTests, built with gcc for the script tests: two
/// fade animators that differ only in their id, and a pair whose short names clash.
enum ScriptFixturePlugins {
  /// Why the fixtures could not be built.
  struct BuildFailure: Error, CustomStringConvertible, Sendable {
    let message: String
    var description: String { "building the fixture plugins failed: \(message)" }
  }

  /// The two directories, built once per test process: `plugins` holds
  /// `org.fixture.slide` and `org.fixture.fade`; `ambiguous` holds `org.fixture.fade`
  /// and `org.other.fade` (both short-named `fade`). Every fixture animator has one
  /// parameter, `duration` (0...5, default 0.25), serves present and dismiss in the
  /// custom and fullScreen styles, and fades the presented view in (or the dismissed
  /// view out) linearly over 0.25 s.
  static let directories: Result<(plugins: String, ambiguous: String), BuildFailure> = {
    do {
      let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("transhost-script-fixtures-\(UUID().uuidString)")
      let plugins = root.appendingPathComponent("plugins")
      let ambiguous = root.appendingPathComponent("ambiguous")
      try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(at: ambiguous, withIntermediateDirectories: true)
      try compile(id: "org.fixture.slide", to: plugins.appendingPathComponent("libslide.so"))
      try compile(id: "org.fixture.fade", to: plugins.appendingPathComponent("libfade.so"))
      try compile(id: "org.fixture.fade", to: ambiguous.appendingPathComponent("libfade.so"))
      try compile(id: "org.other.fade", to: ambiguous.appendingPathComponent("libotherfade.so"))
      return .success((plugins.path, ambiguous.path))
    } catch let failure as BuildFailure {
      return .failure(failure)
    } catch {
      return .failure(BuildFailure(message: "\(error)"))
    }
  }()

  /// A registry over the `plugins` directory (slide and fade).
  static func registry() throws -> PluginRegistry {
    let paths = try directories.get()
    return PluginRegistry.scan(directories: [PluginDirectory(path: paths.plugins, origin: .option)])
  }

  /// A registry over the `ambiguous` directory (two animators short-named `fade`).
  static func ambiguousRegistry() throws -> PluginRegistry {
    let paths = try directories.get()
    return PluginRegistry.scan(directories: [
      PluginDirectory(path: paths.ambiguous, origin: .option)
    ])
  }

  /// Compiles good.c with `FIXTURE_ID` set to `id`.
  private static func compile(id: String, to target: URL) throws {
    try FixtureCompiler.compile(
      "good", into: target.deletingLastPathComponent(), output: target.lastPathComponent,
      defines: ["FIXTURE_ID=\"\(id)\""])
  }
}

/// Parsing, checking and running script text the way `transhost run` does.
enum ScriptTesting {
  /// The file name every test script gets.
  static let file = "test.transhost"

  /// The lines joined with newlines.
  static func text(_ lines: [String]) -> String { lines.joined(separator: "\n") + "\n" }

  /// The parser's diagnostic for `text`, or nil when it parses.
  static func parseDiagnostic(_ text: String) -> ScriptDiagnostic? {
    if case .failure(let diagnostic) = ScriptParser.parse(text, file: file) { return diagnostic }
    return nil
  }

  /// The diagnostic `transhost run` shows for `text` (parser, then checker), or nil.
  static func diagnostic(_ text: String, registry: PluginRegistry) -> ScriptDiagnostic? {
    if case .failure(.invalid(let diagnostic)) = ScriptFile.prepare(
      text, file: file, registry: registry)
    {
      return diagnostic
    }
    return nil
  }

  /// Parses, checks and runs `text`; nil when it is invalid.
  static func run(
    _ text: String, registry: PluginRegistry, uses: [String] = [], fps: Int? = nil
  ) -> RunReport? {
    guard case .success(let script) = ScriptFile.prepare(text, file: file, registry: registry)
    else { return nil }
    let runner = ScriptRunner(
      script: script, registry: registry,
      commandLineMappings: StyleMappings(
        uses.compactMap { try? StyleMappings.parse($0, origin: .commandLine).get() }),
      fileMappings: StyleMappings(),
      fps: fps)
    return runner.run()
  }

  /// A runner of `lines` with no plugins, ready to run (a test may first attach
  /// recognizers to its engine); throws when the lines are invalid.
  static func runner(_ lines: [String]) throws -> ScriptRunner {
    let registry = emptyRegistry()
    guard
      case .success(let prepared) = ScriptFile.prepare(
        text(lines), file: file, registry: registry)
    else { throw CancellationError() }
    return ScriptRunner(
      script: prepared, registry: registry, commandLineMappings: StyleMappings(),
      fileMappings: StyleMappings(), fps: nil)
  }

  /// A registry with no plugins: only the engine's system animators.
  static func emptyRegistry() -> PluginRegistry { PluginRegistry() }
}
