import Foundation
import Testing
import TranshostTestSupport

/// `transhost run --record` and the comparison with golden files, end to end with the
/// bundled cross-dissolve animator.
@Suite(.serialized) struct GoldenCLITests {
  /// A card faded in by cross-dissolve taking `duration` seconds, then dismissed.
  static func script(
    duration: String = "0.3", presented: String = "card", labelY: String = "100"
  ) -> String {
    [
      "controller home color #F2F2F7",
      "controller \(presented) color #FF9500",
      "view \(presented).label frame 20,\(labelY),200,40 color white",
      "root home",
      "fps 30",
      "present \(presented) from home style custom with cross-dissolve(duration: \(duration))",
      "expect \(presented) alpha 1 after transition",
      "dismiss \(presented)",
    ].joined(separator: "\n") + "\n"
  }

  /// A directory holding `cards.transhost` with `text`.
  static func project(_ text: String) throws -> (directory: URL, script: String) {
    let directory = try TestDirectory.make("recordings")
    let script = directory.appendingPathComponent("cards.transhost")
    try Data(text.utf8).write(to: script)
    return (directory, script.path)
  }

  static func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  /// `transhost ARGUMENTS` outside CI (whatever the test process's environment says).
  static func run(_ arguments: [String], ci: String = "") throws -> Subprocess.Result {
    try CLITests.transhost(arguments, environment: ["CI": ci])
  }

  @Test(
    "a golden mismatch is in the CI reports: a JUnit failure, a GitHub annotation, the summary",
    arguments: [[], ["--isolate"]])
  func ciReports(isolation: [String]) throws {
    let (directory, script) = try Self.project(Self.script(duration: "0.3"))
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(try Self.run(["run", script, "--record"]).status == 0)
    try Self.write(Self.script(duration: "0.4"), to: script)
    let other = directory.appendingPathComponent("other.transhost").path
    try Self.write(Self.script(duration: "0.3"), to: other)
    let junit = directory.appendingPathComponent("report.xml").path
    let result = try Self.run(
      ["run", script, other, "--junit", junit, "--annotate", "github"] + isolation)
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "::error file=\(script),line=6,title=golden mismatch::\(script):6: golden mismatch: "
          + "transition 1 'present card from home (custom)'"))
    #expect(
      result.stdout.contains(
        "summary: 2 scripts, 4 transitions, 2 expectations: 2 passed, 0 failed; "
          + "2 golden mismatches; 0 warnings\n"))
    let report = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(
      report.contains(
        "<testcase name=\"line 6: transition 1 matches its golden\" classname=\"\(script): golden\""
      ))
    #expect(report.contains("<failure message=\"\(script):6: golden mismatch: transition 1"))
    #expect(report.contains("type=\"golden\""))
    #expect(report.contains("<testsuites name=\"transhost run\" tests=\"4\" failures=\"2\""))
  }

  @Test("record, compare, a changed duration fails with a diff page, --record=failed accepts it")
  func cycle() throws {
    let (directory, script) = try Self.project(Self.script(duration: "0.3"))
    defer { try? FileManager.default.removeItem(at: directory) }
    let golden = directory.appendingPathComponent("__goldens__/cards.golden").path
    let diffPage = directory.appendingPathComponent("__goldens__/cards.diff.html").path

    let recorded = try Self.run(["run", script, "--record"])
    #expect(recorded.status == 0, "\(recorded.stderr)")
    #expect(recorded.stdout.hasSuffix("golden: recorded '\(golden)' (2 transitions, new)\n"))
    let text = try String(contentsOfFile: golden, encoding: .utf8)
    #expect(text.hasPrefix("transhost golden 1\n"))
    #expect(text.contains("transition 1: present card from home (custom) [line 6]\n"))

    let compared = try Self.run(["run", script])
    #expect(compared.status == 0, "\(compared.stderr)")
    #expect(compared.stderr == "")
    #expect(compared.stdout.hasSuffix("golden: '\(golden)' matches (2 transitions)\n"))

    try Self.write(Self.script(duration: "0.4"), to: script)
    let changed = try Self.run(["run", script])
    #expect(changed.status == 1)
    let lines = changed.stderr.split(separator: "\n").map(String.init)
    let first = try #require(lines.first)
    #expect(
      first.hasPrefix(
        "\(script):6: golden mismatch: transition 1 'present card from home (custom)' (line 6) "
          + "differs from '\(golden)': frame 3 (t=0.067 s), view 'card', alpha: "))
    #expect(first.hasSuffix("; diff page '\(diffPage)'; re-record it with --record=failed"))
    #expect(changed.stdout.contains("golden: FAILED: \(first)\n"))
    // The golden is untouched; the diff page shows both strips and marks the frame.
    #expect(try String(contentsOfFile: golden, encoding: .utf8) == text)
    let page = try String(contentsOfFile: diffPage, encoding: .utf8)
    #expect(page.contains("<figure id=\"t1-golden\">") && page.contains("<figure id=\"t1-run\">"))
    #expect(page.contains("#t1-golden g.fs-frame[data-time=\"0.067\"] > rect.fs-window"))
    #expect(
      page.contains("cross-dissolve(duration: 0.3)")
        && page.contains("cross-dissolve(duration: 0.4)"))
    #expect(page.contains("card.alpha"))

    let accepted = try Self.run(["run", script, "--record=failed"])
    #expect(accepted.status == 0, "\(accepted.stderr)")
    #expect(
      accepted.stdout.contains(
        "golden: transition 1 'present card from home (custom)' (line 6) differed (frame 3"))
    #expect(!FileManager.default.fileExists(atPath: diffPage))
    let again = try Self.run(["run", script])
    #expect(again.status == 0, "\(again.stderr)")
  }

  @Test("two recordings, from different directories, give the same bytes")
  func byteIdentical() throws {
    let (directory, script) = try Self.project(Self.script())
    defer { try? FileManager.default.removeItem(at: directory) }
    let golden = directory.appendingPathComponent("__goldens__/cards.golden").path
    #expect(try Self.run(["run", script, "--record"]).status == 0)
    let first = try Data(contentsOf: URL(fileURLWithPath: golden))
    let again = try CLITests.transhost(
      ["run", "cards.transhost", "--record=all"], environment: ["CI": ""],
      shell: "cd '\(directory.path)' &&")
    #expect(again.status == 0, "\(again.stderr)")
    #expect(
      again.stdout.hasSuffix(
        "golden: recorded '__goldens__/cards.golden' (2 transitions, unchanged)\n"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == first)
  }

  @Test("a change below the tolerance passes; a tighter --tolerance catches it")
  func tolerance() throws {
    let (directory, script) = try Self.project(Self.script(labelY: "100"))
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(try Self.run(["run", script, "--record"]).status == 0)
    try Self.write(Self.script(labelY: "100.3"), to: script)
    let within = try Self.run(["run", script])
    #expect(within.status == 0, "\(within.stderr)")
    let tight = try Self.run(["run", script, "--tolerance", "position=0.1"])
    #expect(tight.status == 1)
    #expect(
      tight.stderr.contains(
        "view 'label', frame: 20,100,200,40 in the golden, 20,100.3,200,40 now (tolerance 0.1)"))
  }

  @Test("a renamed transition fails, even with --record and --record=failed, until --record=all")
  func renamed() throws {
    let (directory, script) = try Self.project(Self.script())
    defer { try? FileManager.default.removeItem(at: directory) }
    let golden = directory.appendingPathComponent("__goldens__/cards.golden").path
    #expect(try Self.run(["run", script, "--record"]).status == 0)
    let before = try String(contentsOfFile: golden, encoding: .utf8)
    try Self.write(Self.script(presented: "sheet"), to: script)
    for arguments in [[String](), ["--record"], ["--record=failed"]] {
      let result = try Self.run(["run", script] + arguments)
      #expect(result.status == 1)
      #expect(
        result.stderr.hasPrefix(
          "\(script):6: golden mismatch: transition 1 'present sheet from home (custom)' (line 6) "
            + "has no golden; the golden '\(golden)' has 'present card from home (custom)' (line 6) "
            + "as transition 1; run with --record=all to re-record\n"))
      #expect(try String(contentsOfFile: golden, encoding: .utf8) == before)
    }
    #expect(try Self.run(["run", script, "--record=all"]).status == 0)
    #expect(try Self.run(["run", script]).status == 0)
  }

  @Test("a removed and an added transition are reported")
  func addedAndRemoved() throws {
    let (directory, script) = try Self.project(Self.script())
    defer { try? FileManager.default.removeItem(at: directory) }
    let golden = directory.appendingPathComponent("__goldens__/cards.golden").path
    #expect(try Self.run(["run", script, "--record"]).status == 0)
    let shorter = Self.script().replacingOccurrences(of: "dismiss card\n", with: "")
    try Self.write(shorter, to: script)
    let removed = try Self.run(["run", script])
    #expect(removed.status == 1)
    #expect(
      removed.stderr
        == "\(script):8: golden mismatch: the golden's transition 2 'dismiss card to home (custom)' "
        + "(line 8) did not run: the script made 1 transition; run with --record=all to re-record\n"
    )
    try Self.write(
      Self.script() + "present card from home style custom with cross-dissolve\n", to: script)
    let added = try Self.run(["run", script])
    #expect(added.status == 1)
    #expect(
      added.stderr
        == "\(script):9: golden mismatch: transition 3 'present card from home (custom)' (line 9) "
        + "has no golden: '\(golden)' has 2 transitions; run with --record=all to re-record\n")
  }

  @Test("--json: golden lines with file, transition, result and the first difference")
  func json() throws {
    let (directory, script) = try Self.project(Self.script())
    defer { try? FileManager.default.removeItem(at: directory) }
    let golden = directory.appendingPathComponent("__goldens__/cards.golden").path
    let recorded = try Self.run(["run", script, "--record", "--json"])
    #expect(
      recorded.stdout.hasSuffix(
        "{\"type\":\"golden\",\"file\":\"\(script)\",\"golden\":\"\(golden)\",\"transition\":null,"
          + "\"result\":\"recorded\",\"difference\":null,\"diff\":null,\"message\":null}\n"))
    try Self.write(Self.script(duration: "0.5"), to: script)
    let failed = try Self.run(["run", script, "--json"])
    #expect(failed.status == 1)
    let lines = failed.stdout.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }.filter { $0["type"] as? String == "golden" }
    #expect(lines.count == 2)
    let first = try #require(lines.first)
    #expect(first["file"] as? String == script)
    #expect(first["transition"] as? Int == 1)
    #expect(first["result"] as? String == "failed")
    let difference = try #require(first["difference"] as? [String: Any])
    #expect(difference["frame"] as? Int == 2)
    #expect(difference["view"] as? String == "card")
    #expect(difference["property"] as? String == "alpha")
    #expect(difference["tolerance"] as? Double == 0.01)
    #expect((first["diff"] as? String)?.hasSuffix("cards.diff.html") == true)
  }

  @Test("no golden: silent without goldens, a line with a __goldens__ directory, exit 1 in CI")
  func missing() throws {
    let (directory, script) = try Self.project(Self.script())
    defer { try? FileManager.default.removeItem(at: directory) }
    let golden = directory.appendingPathComponent("__goldens__/cards.golden").path
    let plain = try Self.run(["run", script], ci: "true")
    #expect(plain.status == 0)
    #expect(!plain.stdout.contains("golden"))
    let never = try Self.run(["run", script, "--record=never"])
    #expect(never.status == 1)
    #expect(
      never.stderr
        == "\(script): no golden '\(golden)'; record one with 'transhost run --record \(script)' (--record=never)\n"
    )
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("__goldens__"), withIntermediateDirectories: false)
    let noted = try Self.run(["run", script])
    #expect(noted.status == 0)
    #expect(
      noted.stdout.hasSuffix(
        "golden: \(script): no golden '\(golden)'; record one with 'transhost run --record \(script)'\n"
      ))
    let inCI = try Self.run(["run", script], ci: "true")
    #expect(inCI.status == 1)
    #expect(inCI.stderr.hasSuffix(" (CI is set)\n"))
  }

  @Test("--golden-dir keeps goldens elsewhere, standard input's too")
  func goldenDirectory() throws {
    let (directory, script) = try Self.project(Self.script())
    defer { try? FileManager.default.removeItem(at: directory) }
    let goldens = directory.appendingPathComponent("goldens").path
    let recorded = try Self.run(["run", script, "--record", "--golden-dir", goldens])
    #expect(recorded.status == 0, "\(recorded.stderr)")
    #expect(FileManager.default.fileExists(atPath: goldens + "/cards.golden"))
    let fromInput = try CLITests.transhost(
      ["run", "-", "--record", "--golden-dir", goldens], environment: ["CI": ""],
      input: Data(Self.script().utf8))
    #expect(fromInput.status == 0, "\(fromInput.stderr)")
    #expect(
      try String(contentsOfFile: goldens + "/stdin.golden", encoding: .utf8)
        == String(contentsOfFile: goldens + "/cards.golden", encoding: .utf8)
        .replacingOccurrences(of: "script cards.transhost", with: "script <stdin>"))
  }

  @Test("a bad golden file exits 65 naming file:line")
  func badGolden() throws {
    let (directory, script) = try Self.project(Self.script())
    defer { try? FileManager.default.removeItem(at: directory) }
    let golden = directory.appendingPathComponent("__goldens__/cards.golden").path
    #expect(try Self.run(["run", script, "--record"]).status == 0)
    let text = try String(contentsOfFile: golden, encoding: .utf8)
    try Self.write(
      text.replacingOccurrences(of: "  duration 0.3\n", with: "  duration slow\n"), to: golden)
    let result = try Self.run(["run", script])
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "\(golden):9: error: invalid golden file: expected 'duration SECONDS', not 'duration slow'; "
        + "fix the line, or re-record the file with 'transhost run --record=all'\n")
  }

  @Test(
    "bad golden options are usage errors",
    arguments: [
      (
        ["--record=sometimes"],
        "error: --record=sometimes: unknown mode; use one of missing, failed, all, never\n"
      ),
      (
        ["--tolerance", "postion=1"],
        "error: --tolerance 'postion=1': unknown tolerance 'postion'; did you mean 'position'?\n"
      ),
      (["--golden-dir="], "error: --golden-dir needs a directory, not an empty name\n"),
    ])
  func usage(arguments: [String], message: String) throws {
    let (directory, script) = try Self.project(Self.script())
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Self.run(["run", script] + arguments)
    #expect(result.status == 64)
    #expect(result.stderr == message + "hint: run 'transhost help run' for its options\n")
  }

  @Test("a golden that cannot be written exits 73 naming the directory and the reason")
  func unwritable() throws {
    let (directory, script) = try Self.project(Self.script())
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = directory.appendingPathComponent("no/such").path
    let result = try Self.run(["run", script, "--record", "--golden-dir", missing])
    #expect(result.status == 73)
    #expect(
      result.stderr
        == "error: cannot make golden directory '\(missing)': No such file or directory\n")
  }

  @Test("'transhost help run' lists the golden options")
  func help() throws {
    let result = try Self.run(["help", "run"])
    #expect(result.status == 0)
    for option in ["--record[=MODE]", "--golden-dir DIR", "--tolerance NAME=N,..."] {
      #expect(result.stdout.contains("  \(option)"), "\(option)")
    }
  }
}
