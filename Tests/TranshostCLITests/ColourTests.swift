import Foundation
import Testing
import TranshostTestSupport

/// Colour: the status words painted on a terminal or with `CLICOLOR_FORCE`, never when
/// piped, never with `NO_COLOR`, never in JSON Lines.
@Suite struct ColourTests {
  static let escape = "\u{1B}["

  /// A script whose two expectations fail, after a warning.
  static func failingScript() throws -> URL {
    let directory = try TestDirectory.make("colour")
    let script = directory.appendingPathComponent("fails.transhost")
    try """
    controller home
    controller card
    root home
    present card from home style fullScreen
    present card from home style fullScreen
    expect home in window
    expect card alpha 0.5

    """.write(to: script, atomically: true, encoding: .utf8)
    return script
  }

  static func run(
    _ arguments: [String], _ environment: [String: String?]
  ) throws
    -> Subprocess.Result
  {
    try TranshostBinary.run(
      arguments,
      environment: environment.merging(["XDG_CACHE_HOME": CLITests.cacheHome]) {
        first, _ in first
      })
  }

  @Test("CLICOLOR_FORCE paints the account's status words, and only those")
  func forced() throws {
    let script = try Self.failingScript()
    let result = try Self.run(["run", script.path], ["CLICOLOR_FORCE": "1"])
    #expect(result.status == 1)
    #expect(result.stdout.contains("\u{1B}[1;31mFAILED\u{1B}[0m: 2 of 2 expectations failed"))
    #expect(result.stdout.contains(":6: \u{1B}[31mexpectation failed\u{1B}[0m: expect home in"))
    #expect(
      result.stdout.contains(
        "  \u{1B}[1;33mwarning\u{1B}[0m[TK-DOUBLE-PRESENT] line 5: attempt to present"))
    #expect(result.stdout.contains("    \u{1B}[36mfix\u{1B}[0m: present from the top-most"))
    #expect(result.stderr.contains(":7: \u{1B}[31mexpectation failed\u{1B}[0m: expect card alpha"))
    #expect(result.stdout.contains("transition 1: present card from home"))
    let plain = try Self.run(["run", script.path], [:])
    #expect(
      result.stdout.replacing(/\x{1B}\[[0-9;]*m/, with: "") == plain.stdout,
      "colour changes nothing but the escapes")
  }

  @Test(
    "no colour when piped, with NO_COLOR (even forced), or with CLICOLOR_FORCE=0",
    arguments: [
      [:], ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], ["CLICOLOR_FORCE": "0"],
    ] as [[String: String?]])
  func plain(environment: [String: String?]) throws {
    let script = try Self.failingScript()
    let result = try Self.run(["run", script.path], environment)
    #expect(result.status == 1)
    #expect(!result.stdout.contains(Self.escape))
    #expect(!result.stderr.contains(Self.escape))
  }

  @Test("JSON Lines are never painted; the messages on standard error are")
  func json() throws {
    let script = try Self.failingScript()
    let result = try Self.run(["run", "--json", script.path], ["CLICOLOR_FORCE": "1"])
    #expect(result.status == 1)
    #expect(result.stdout.contains("\"type\":\"expectation\""))
    #expect(!result.stdout.contains(Self.escape))
    #expect(result.stderr.contains("\u{1B}[31mexpectation failed\u{1B}[0m"))
  }

  @Test("on a terminal errors and hints are painted; NO_COLOR turns it off")
  func terminal() throws {
    let directory = try TestDirectory.make("colour-tty")
    let script = directory.appendingPathComponent("bad.transhost")
    try "root grid\n".write(to: script, atomically: true, encoding: .utf8)
    // script(1) runs the command on a pseudo-terminal: standard output and error are ttys.
    let command = "'\(TranshostBinary.path)' run '\(script.path)'"
    let painted = try Subprocess.run(
      "/usr/bin/script", ["-qec", command, "/dev/null"],
      environment: ["NO_COLOR": nil, "CLICOLOR_FORCE": nil, "TERM": "xterm"], timeout: 60)
    #expect(painted.stdout.contains(":1:6: \u{1B}[1;31merror\u{1B}[0m: unknown controller 'grid'"))
    #expect(painted.stdout.contains("\u{1B}[36mhint\u{1B}[0m: declare it first"))
    let off = try Subprocess.run(
      "/usr/bin/script", ["-qec", command, "/dev/null"],
      environment: ["NO_COLOR": "1", "CLICOLOR_FORCE": nil, "TERM": "xterm"], timeout: 60)
    #expect(off.stdout.contains(":1:6: error: unknown controller 'grid'"))
    #expect(!off.stdout.contains(Self.escape))
  }

  @Test("validate's status column is painted")
  func validateColumn() throws {
    let result = try Self.run(["validate", "slide-up"], ["CLICOLOR_FORCE": "1"])
    #expect(result.stdout.contains("  \u{1B}[32mpassed\u{1B}[0m     load: "))
  }
}
