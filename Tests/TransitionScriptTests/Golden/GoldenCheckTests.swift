import Foundation
import PluginHost
import Testing
import TransitionEngine

@testable import TransitionScript

/// The golden check of one script on disk: where goldens go, and each record mode.
@Suite struct GoldenCheckTests {
  /// A fresh directory holding `cards.transhost`'s path (the script itself is not read).
  static func directory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("transhost-golden-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func settings(_ mode: GoldenRecordMode, isCI: Bool = false) -> GoldenSettings {
    var settings = GoldenSettings()
    settings.mode = mode
    settings.isCI = isCI
    return settings
  }

  @Test("goldens go to __goldens__ beside the script, or to --golden-dir")
  func paths() {
    #expect(
      GoldenCheck.goldenPath(script: "a/b/cards.transhost", directory: nil)
        == "a/b/__goldens__/cards.golden")
    #expect(
      GoldenCheck.goldenPath(script: "cards.transhost", directory: nil)
        == "__goldens__/cards.golden")
    #expect(
      GoldenCheck.goldenPath(script: "/x/run.script", directory: nil)
        == "/x/__goldens__/run.script.golden")
    #expect(GoldenCheck.goldenPath(script: "a/cards.transhost", directory: "g") == "g/cards.golden")
    #expect(GoldenCheck.goldenPath(script: "-", directory: "g/") == "g/stdin.golden")
    #expect(GoldenCheck.goldenPath(script: "-", directory: nil) == nil)
    #expect(GoldenCheck.diffPagePath(goldenPath: "g/cards.golden") == "g/cards.diff.html")
  }

  @Test("record, compare, fail with a diff page, re-record with 'failed', compare again")
  func cycle() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("cards.transhost").path
    let golden = directory.appendingPathComponent("__goldens__/cards.golden").path
    let diffPage = directory.appendingPathComponent("__goldens__/cards.diff.html").path
    let original = try GoldenFileTests.golden(GoldenFileTests.script(cardY: 100))
    let moved = try GoldenFileTests.golden(GoldenFileTests.script(cardY: 140))

    // Without --record and without a __goldens__ directory: nothing at all.
    let silent = GoldenCheck.check(
      script: script, actual: original, settings: Self.settings(.compare))
    #expect(silent.lines.isEmpty && silent.json.isEmpty && silent.status == .passed)
    #expect(!GoldenCheck.needsRecordings(script: script, settings: Self.settings(.compare)))

    let recorded = GoldenCheck.check(
      script: script, actual: original, settings: Self.settings(.missing))
    #expect(recorded.status == .passed)
    #expect(recorded.lines == ["golden: recorded '\(golden)' (2 transitions, new)"])
    #expect(try String(contentsOfFile: golden, encoding: .utf8) == original.text)
    #expect(GoldenCheck.needsRecordings(script: script, settings: Self.settings(.compare)))

    let compared = GoldenCheck.check(
      script: script, actual: original, settings: Self.settings(.compare))
    #expect(compared.status == .passed)
    #expect(compared.lines == ["golden: '\(golden)' matches (2 transitions)"])
    #expect(compared.errors.isEmpty)

    // 'missing' does not touch an existing golden: it compares.
    let notRecorded = GoldenCheck.check(
      script: script, actual: moved, settings: Self.settings(.missing))
    #expect(notRecorded.status == .failed)
    #expect(try String(contentsOfFile: golden, encoding: .utf8) == original.text)
    #expect(FileManager.default.fileExists(atPath: diffPage))

    let failed = GoldenCheck.check(script: script, actual: moved, settings: Self.settings(.compare))
    #expect(failed.status == .failed)
    #expect(failed.errors.count == 2)
    let first = try #require(failed.errors.first)
    #expect(
      first.hasPrefix(
        "\(script):8: golden mismatch: transition 1 'present card from home (pageSheet)' (line 8) differs from '\(golden)': frame 1 (t=0 s), view 'panel', frame: "
      ))
    #expect(first.hasSuffix("; diff page '\(diffPage)'; re-record it with --record=failed"))
    let page = try String(contentsOfFile: diffPage, encoding: .utf8)
    #expect(page.contains("<figure id=\"t1-golden\">") && page.contains("<figure id=\"t1-run\">"))

    let rerecorded = GoldenCheck.check(
      script: script, actual: moved, settings: Self.settings(.failed))
    #expect(rerecorded.status == .passed)
    #expect(rerecorded.lines.count == 3)
    #expect(
      rerecorded.lines[0].hasPrefix(
        "golden: transition 1 'present card from home (pageSheet)' (line 8) differed (frame 1"))
    #expect(rerecorded.lines.last == "golden: recorded '\(golden)' (2 transitions)")
    #expect(try String(contentsOfFile: golden, encoding: .utf8) == moved.text)
    #expect(!FileManager.default.fileExists(atPath: diffPage))

    let again = GoldenCheck.check(script: script, actual: moved, settings: Self.settings(.compare))
    #expect(again.status == .passed)
    let all = GoldenCheck.check(script: script, actual: moved, settings: Self.settings(.all))
    #expect(all.lines == ["golden: recorded '\(golden)' (2 transitions, unchanged)"])
  }

  @Test("renamed transitions fail in every mode but 'all', and the golden stays as it was")
  func renamedNeverRecorded() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("cards.transhost").path
    let golden = directory.appendingPathComponent("__goldens__/cards.golden").path
    let original = try GoldenFileTests.golden(GoldenFileTests.script())
    let renamed = try GoldenFileTests.golden(GoldenFileTests.script(presented: "sheet"))
    _ = GoldenCheck.check(script: script, actual: original, settings: Self.settings(.missing))
    for mode in [GoldenRecordMode.compare, .never, .missing, .failed] {
      let outcome = GoldenCheck.check(
        script: script, actual: renamed, settings: Self.settings(mode))
      #expect(outcome.status == .failed, "\(mode)")
      #expect(
        outcome.errors.first
          == "\(script):8: golden mismatch: transition 1 'present sheet from home (pageSheet)' (line 8) "
          + "has no golden; the golden '\(golden)' has 'present card from home (pageSheet)' (line 8) "
          + "as transition 1; run with --record=all to re-record")
      #expect(try String(contentsOfFile: golden, encoding: .utf8) == original.text)
    }
    var fewer = original
    fewer.transitions.removeLast()
    let removed = GoldenCheck.check(
      script: script, actual: fewer, settings: Self.settings(.compare))
    #expect(
      removed.errors == [
        "\(script):9: golden mismatch: the golden's transition 2 'dismiss card to home (pageSheet)' "
          + "(line 9) did not run: the script made 1 transition; run with --record=all to re-record"
      ])
    let recorded = GoldenCheck.check(script: script, actual: renamed, settings: Self.settings(.all))
    #expect(recorded.status == .passed)
    #expect(try String(contentsOfFile: golden, encoding: .utf8) == renamed.text)
  }

  @Test("a missing golden: a line where goldens are kept, a failure in CI or with 'never'")
  func missing() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("cards.transhost").path
    let golden = directory.appendingPathComponent("__goldens__/cards.golden").path
    let actual = try GoldenFileTests.golden(GoldenFileTests.script())
    let never = GoldenCheck.check(script: script, actual: actual, settings: Self.settings(.never))
    #expect(never.status == .failed)
    #expect(
      never.errors == [
        "\(script): no golden '\(golden)'; record one with 'transhost run --record \(script)' (--record=never)"
      ])
    // CI alone does not fail a project that keeps no goldens.
    let noGoldens = GoldenCheck.check(
      script: script, actual: actual, settings: Self.settings(.compare, isCI: true))
    #expect(noGoldens.status == .passed && noGoldens.lines.isEmpty)
    try FileManager.default.createDirectory(
      atPath: directory.appendingPathComponent("__goldens__").path,
      withIntermediateDirectories: false)
    let noted = GoldenCheck.check(script: script, actual: actual, settings: Self.settings(.compare))
    #expect(noted.status == .passed)
    #expect(GoldenCheck.needsRecordings(script: script, settings: Self.settings(.compare)))
    #expect(
      noted.lines == [
        "golden: \(script): no golden '\(golden)'; record one with 'transhost run --record \(script)'"
      ])
    let inCI = GoldenCheck.check(
      script: script, actual: actual, settings: Self.settings(.compare, isCI: true))
    #expect(inCI.status == .failed)
    #expect(inCI.errors.first?.hasSuffix(" (CI is set)") == true)
    #expect(!FileManager.default.fileExists(atPath: golden))
    #expect(GoldenSettings.isCI("true") && GoldenSettings.isCI("1"))
    #expect(!GoldenSettings.isCI(nil) && !GoldenSettings.isCI("") && !GoldenSettings.isCI("false"))
  }

  @Test("a bad golden file is an invalid-golden error naming file:line, with a JSON line")
  func invalid() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("cards.transhost").path
    let goldens = directory.appendingPathComponent("__goldens__")
    try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: false)
    let golden = goldens.appendingPathComponent("cards.golden").path
    try "transhost golden 1\nscript cards.transhost\nbogus\n".write(
      toFile: golden, atomically: true, encoding: .utf8)
    let actual = try GoldenFileTests.golden(GoldenFileTests.script())
    let outcome = GoldenCheck.check(
      script: script, actual: actual, settings: Self.settings(.compare))
    #expect(outcome.status == .invalidGolden)
    #expect(
      outcome.errors == [
        "\(golden):3: error: invalid golden file: expected 'script NAME' or 'transition N: LABEL', "
          + "not 'bogus'; fix the line, or re-record the file with 'transhost run --record=all'"
      ])
    #expect(outcome.json.first?.text.contains("\"result\":\"invalid\"") == true)
  }
}
