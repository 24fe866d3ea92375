import Foundation
import Testing
import TranshostTestSupport
import TransitionEngine

/// The black screen end to end, with the built binary and a C animator that commits it
/// (`pitfall_black_screen.c`): `run` prints the id at the dismissal's line with the fix,
/// its `--json` warning carries the pitfall's members, and `validate` names the pitfall
/// under the symptom. The examples' own runs stay free of warnings (RunCommandTests).
@Suite struct PitfallCLITests {
  static func pluginDirectory() throws -> URL {
    let directory = try TestDirectory.make("pitfall")
    _ = try FixtureCompiler.compile(
      "pitfall_black_screen", into: directory, output: "libblackscreen.so")
    return directory
  }

  static let script =
    [
      "controller home color white", "controller detail color blue", "root home",
      "present detail from home style custom with black-screen",
      "dismiss detail",  // 5
    ].joined(separator: "\n") + "\n"

  @Test("run: warning[TK-BLACK-SCREEN] at the dismissal's line, the cause and the fix")
  func run() throws {
    let directory = try Self.pluginDirectory()
    let file = try RunCommandTests.temporaryFile("black.transhost", Self.script)
    let result = try CLITests.transhost(["run", "--plugin-path", directory.path, file.path])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let index = try #require(lines.firstIndex { $0.hasPrefix("  warning[") }, "\(result.stdout)")
    #expect(
      lines[index].hasPrefix(
        "  warning[TK-BLACK-SCREEN] line 5 (transition 2): animator 'org.fixture.black-screen' "
          + "(plugin libblackscreen.so) added 'home#"))
    #expect(lines[index + 1] == "    cause: \(Pitfall.blackScreen.cause)")
    #expect(
      lines[index + 2] == "    fix: \(Pitfall.blackScreen.fix) (docs/pitfalls/TK-BLACK-SCREEN.md)")
  }

  @Test("run --json: the warning line carries id, line, transition, plugin, animator, fix, docs")
  func json() throws {
    let directory = try Self.pluginDirectory()
    let file = try RunCommandTests.temporaryFile("black.transhost", Self.script)
    let result = try CLITests.transhost([
      "run", "--json", "--plugin-path", directory.path, file.path,
    ])
    let line = try #require(
      result.stdout.split(separator: "\n").first { $0.contains("\"id\":\"TK-BLACK-SCREEN\"") })
    #expect(line.hasPrefix("{\"type\":\"warning\",\"t\":0.25,\"message\":\"added 'home#"))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    #expect(object["line"] as? Int == 5)
    #expect(object["transition"] as? Int == 2)
    #expect(object["animator"] as? String == "org.fixture.black-screen")
    #expect(
      object["plugin"] as? String
        == directory.appendingPathComponent("libblackscreen.so").path)
    #expect(object["cause"] as? String == Pitfall.blackScreen.cause)
    #expect(object["fix"] as? String == Pitfall.blackScreen.fix)
    #expect(object["docs"] as? String == "docs/pitfalls/TK-BLACK-SCREEN.md")
  }

  @Test(
    "validate: the failed custom dismissal names the pitfall, its cause and fix, after the symptom")
  func validate() throws {
    let directory = try Self.pluginDirectory()
    let library = directory.appendingPathComponent("libblackscreen.so").path
    let result = try ValidateCommandTests.transhost(["validate", "--json", library])
    #expect(result.status == 1)
    let lines = try ValidateCommandTests.jsonLines(result.stdout)
    let test = try #require(
      lines.first { $0["test"] as? String == "custom/present-dismiss/animated" })
    #expect(test["status"] as? String == "failed")
    let message = try #require(test["message"] as? String)
    #expect(
      message.hasPrefix(
        "'home.view#2' is no longer in the window after dismiss detail to home (custom)\n"))
    #expect(
      message.contains(
        "org.fixture.black-screen: added 'home.view#2', the view of viewController(forKey: .to), "
          + "to the container of dismiss detail to home (custom), although view(forKey: .to) is nil\n"
          + "warning[TK-BLACK-SCREEN] cause: \(Pitfall.blackScreen.cause)\n"
          + "fix: \(Pitfall.blackScreen.fix) (docs/pitfalls/TK-BLACK-SCREEN.md)"))
  }
}
