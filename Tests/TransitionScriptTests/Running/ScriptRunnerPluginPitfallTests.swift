import Foundation
import PluginHost
import Testing
import TranshostTestSupport
import TransitionEngine

@testable import TransitionScript

/// A C plugin that commits the black screen (`pitfall_black_screen.c`): the warning names
/// the plugin's animator and its file, at the line of the dismissal, with the fix; the
/// well-behaved C fade in the same script commits nothing.
@Suite struct ScriptRunnerPluginPitfallTests {
  static let plugins: Result<String, ScriptFixturePlugins.BuildFailure> = {
    do {
      let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("transhost-pitfall-fixtures-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      _ = try FixtureCompiler.compile(
        "pitfall_black_screen", into: directory, output: "libblackscreen.so")
      _ = try FixtureCompiler.compile("good", into: directory, output: "libfade.so")
      return .success(directory.path)
    } catch {
      return .failure(ScriptFixturePlugins.BuildFailure(message: "\(error)"))
    }
  }()

  static func run(animator: String) throws -> RunReport {
    let registry = PluginRegistry.scan(directories: [
      PluginDirectory(path: try plugins.get(), origin: .option)
    ])
    return try #require(
      ScriptTesting.run(
        ScriptTesting.text([
          "controller home color white", "controller detail color blue", "root home",
          "present detail from home style custom with \(animator)",
          "dismiss detail",  // 5
          "expect home in window after transition",
        ]), registry: registry))
  }

  @Test("the black screen of a C animator: id, line, animator, plugin file, cause and fix")
  func blackScreen() throws {
    let report = try Self.run(animator: "black-screen")
    let index = try #require(report.lines.firstIndex { $0.hasPrefix("  warning[") })
    #expect(
      report.lines[index].hasPrefix(
        "  warning[TK-BLACK-SCREEN] line 5 (transition 2): animator 'org.fixture.black-screen' "
          + "(plugin libblackscreen.so) added 'home#"))
    #expect(report.lines[index + 1] == "    cause: \(Pitfall.blackScreen.cause)")
    #expect(
      report.lines[index + 2]
        == "    fix: \(Pitfall.blackScreen.fix) (docs/pitfalls/TK-BLACK-SCREEN.md)")
    // The symptom follows: the presenter's view left the window with the container.
    #expect(report.failures.count == 1)
    let json = try #require(report.json.map(\.text).first { $0.contains("TK-BLACK-SCREEN") })
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["line"] as? Int == 5)
    #expect(object["transition"] as? Int == 2)
    #expect(object["animator"] as? String == "org.fixture.black-screen")
    #expect((object["plugin"] as? String)?.hasSuffix("/libblackscreen.so") == true)
  }

  @Test("the well-behaved C fade in the same script commits no pitfall")
  func correct() throws {
    let report = try Self.run(animator: "fade")
    #expect(report.lines.filter { $0.contains("warning") } == [])
    #expect(report.failures == [])
  }
}
