import Foundation
import Testing
import TranshostTestSupport

/// `run` and `validate` as CI steps: `--strict`, `--junit`, GitHub annotations, the
/// run's summary, `file` on every JSON line and `diagnostic` lines.
@Suite(.serialized) struct CIReportTests {
  /// One expectation fails (line 5), one holds (line 8); the second dismissal warns
  /// (line 7).
  static let failingWithWarning = """
    controller home
    controller detail
    root home
    present detail from home animated
    expect detail frame 0,10,390,844 after transition
    dismiss detail animated
    dismiss detail animated
    expect home visible

    """
  /// Every expectation holds; the second dismissal warns (line 6).
  static let passingWithWarning = """
    controller home
    controller detail
    root home
    present detail from home animated
    dismiss detail animated
    dismiss detail animated
    expect home visible

    """
  static let clean = """
    controller home
    controller detail
    root home
    present detail from home animated
    expect detail presents nothing after transition

    """
  static let warningText = "'detail' presents nothing and is not presented; nothing to dismiss"

  static func script(_ name: String, _ text: String, in directory: URL? = nil) throws -> URL {
    let folder = try directory ?? TestDirectory.make("ci")
    let file = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: file)
    return file
  }

  // MARK: --strict

  @Test("a warning passes without --strict and fails the run with it, listed at the end")
  func strictFailsOnWarning() throws {
    let file = try Self.script("warn.transhost", Self.passingWithWarning)
    let plain = try CLITests.transhost(["run", file.path])
    #expect(plain.status == 0, "\(plain.stderr)")
    #expect(plain.stdout.contains("  warning: \(Self.warningText)\n"))
    #expect(plain.stderr == "")
    let strict = try CLITests.transhost(["run", "--strict", file.path])
    #expect(strict.status == 1)
    #expect(strict.stdout == plain.stdout)
    #expect(
      strict.stderr
        == "strict: 1 warning fails this run:\n  \(file.path):6: warning: \(Self.warningText)\n")
  }

  @Test("strict = true in the configuration file makes --strict the default; --no-strict wins")
  func strictFromConfiguration() throws {
    let file = try Self.script("warn.transhost", Self.passingWithWarning)
    let config = try Self.script("config", "# CI\nstrict = true\n")
    let strict = try CLITests.transhost(["run", "--config", config.path, file.path])
    #expect(strict.status == 1)
    #expect(strict.stderr.hasPrefix("strict: 1 warning fails this run:\n"))
    let overridden = try CLITests.transhost([
      "run", "--config", config.path, "--no-strict", file.path,
    ])
    #expect(overridden.status == 0)
    #expect(overridden.stderr == "")
    let off = try Self.script("config-off", "strict = false\n")
    #expect(try CLITests.transhost(["run", "--config", off.path, file.path]).status == 0)
    #expect(
      try CLITests.transhost(["run", "--config", off.path, "--strict", file.path]).status == 1)
  }

  @Test("a bad strict value is a configuration error at its line and column")
  func badStrictValue() throws {
    let file = try Self.script("ok.transhost", Self.clean)
    let config = try Self.script("config", "custom = system\n  strict = yes\n")
    let result = try CLITests.transhost(["run", "--config", config.path, file.path])
    #expect(result.status == 65)
    #expect(
      result.stderr == "\(config.path):2:3: error: 'strict' is true or false, not 'yes'\n")
  }

  @Test("with several scripts, strict lists the warnings of all of them after the summary")
  func strictAcrossScripts() throws {
    let directory = try TestDirectory.make("ci")
    let first = try Self.script("a.transhost", Self.failingWithWarning, in: directory)
    let second = try Self.script("b.transhost", Self.passingWithWarning, in: directory)
    let result = try CLITests.transhost(["run", "--strict", first.path, second.path])
    #expect(result.status == 1)
    #expect(
      result.stderr.hasSuffix(
        "strict: 2 warnings fail this run:\n  \(first.path):7: warning: \(Self.warningText)\n"
          + "  \(second.path):6: warning: \(Self.warningText)\n"))
  }

  // MARK: The summary

  @Test("several scripts end with a summary line, and a summary JSON line with --json")
  func summary() throws {
    let directory = try TestDirectory.make("ci")
    let first = try Self.script("a.transhost", Self.failingWithWarning, in: directory)
    let second = try Self.script("b.transhost", Self.clean, in: directory)
    let bad = try Self.script("c.transhost", "controller home\nroot nobody\n", in: directory)
    let result = try CLITests.transhost(["run", first.path, second.path, bad.path])
    #expect(result.status == 65)
    #expect(
      result.stdout.hasSuffix(
        "summary: 3 scripts (1 not run), 3 transitions, 3 expectations: 2 passed, 1 failed; "
          + "1 warning\n"))
    let json = try CLITests.transhost(["run", "--json", first.path, second.path, bad.path])
    let last = try #require(json.stdout.split(separator: "\n").last)
    #expect(
      last
        == "{\"type\":\"summary\",\"scripts\":3,\"invalidScripts\":1,\"transitions\":3,"
        + "\"expectations\":3,\"passed\":2,\"failed\":1,\"crashed\":0,\"warnings\":1,"
        + "\"goldenFailures\":0}")
    let one = try CLITests.transhost(["run", second.path])
    #expect(!one.stdout.contains("summary:"))
  }

  // MARK: JSON

  @Test("every JSON line of a script carries its file; warnings their line and source")
  func jsonLinesCarryFile() throws {
    let file = try Self.script("warn.transhost", Self.failingWithWarning)
    let result = try CLITests.transhost(["run", "--json", file.path])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count > 10)
    for line in lines {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(object["file"] as? String == file.path, "\(line)")
    }
    let warning = try #require(lines.first { $0.hasPrefix("{\"type\":\"warning\"") })
    #expect(
      warning
        == "{\"type\":\"warning\",\"t\":1,\"message\":\"\(Self.warningText)\",\"line\":7,"
        + "\"source\":\"engine\",\"file\":\"\(file.path)\"}")
    let expectation = try #require(lines.first { $0.hasPrefix("{\"type\":\"expectation\"") })
    #expect(expectation.hasSuffix(",\"file\":\"\(file.path)\"}"))
  }

  @Test("an invalid script is a diagnostic JSON line with file, line and column")
  func diagnosticForInvalidScript() throws {
    let file = try Self.script(
      "bad.transhost", "controller home\nroot home\npresnt home from home\n")
    let result = try CLITests.transhost(["run", "--json", file.path])
    #expect(result.status == 65)
    #expect(
      result.stdout
        == "{\"type\":\"diagnostic\",\"file\":\"\(file.path)\",\"line\":3,\"column\":1,"
        + "\"severity\":\"error\",\"message\":\"unknown command 'presnt'\","
        + "\"hint\":\"did you mean 'present'?\"}\n")
    #expect(result.stderr.hasPrefix("\(file.path):3:1: error: unknown command 'presnt'\n"))
    let missing = try CLITests.transhost(["run", "--json", file.path + ".missing"])
    #expect(missing.status == 66)
    #expect(
      missing.stdout
        == "{\"type\":\"diagnostic\",\"file\":\"\(file.path).missing\",\"line\":null,"
        + "\"column\":null,\"severity\":\"error\",\"message\":\"cannot read script: "
        + "No such file or directory\"}\n")
  }

  @Test("a bad configuration line is a diagnostic JSON line of the configuration file")
  func diagnosticForConfiguration() throws {
    let file = try Self.script("ok.transhost", Self.clean)
    let config = try Self.script("config", "custom = system\nnostyle = zoom\n")
    let result = try CLITests.transhost(["run", "--json", "--config", config.path, file.path])
    #expect(result.status == 65)
    let line = try #require(result.stdout.split(separator: "\n").first)
    #expect(
      line.hasPrefix(
        "{\"type\":\"diagnostic\",\"file\":\"\(config.path)\",\"line\":2,\"column\":1,"
          + "\"severity\":\"error\",\"message\":\"unknown style 'nostyle'"))
  }

  // MARK: JUnit

  @Test("--junit: a suite per script, a case per expectation, failures and errors, valid")
  func junit() throws {
    let directory = try TestDirectory.make("ci")
    let failing = try Self.script("a.transhost", Self.failingWithWarning, in: directory)
    let bad = try Self.script("b.transhost", "controller home\nroot nobody\n", in: directory)
    let report = directory.appendingPathComponent("report.xml")
    let result = try CLITests.transhost([
      "run", "--junit", report.path, failing.path, bad.path,
    ])
    #expect(result.status == 65)
    let document = try JUnitDocument(Data(contentsOf: report))
    #expect(document.root.attributes["tests"] == "3")
    #expect(document.root.attributes["failures"] == "1")
    #expect(document.root.attributes["errors"] == "1")
    let suites = document.root.all("testsuite")
    #expect(suites.map { $0.attributes["name"] } == [failing.path, bad.path])
    #expect(suites[0].attributes["time"] == "1")
    let cases = suites[0].all("testcase")
    #expect(
      cases.map { $0.attributes["name"] } == [
        "line 5: expect detail frame (0, 10, 390, 844)", "line 8: expect home visible",
      ])
    #expect(
      cases[0].attributes["classname"]
        == "\(failing.path): transition 1 (present detail from home (formSheet))")
    let failure = try #require(cases[0].all("failure").first)
    #expect(failure.attributes["type"] == "expectation")
    #expect(
      failure.attributes["message"]
        == "expect detail frame (0, 10, 390, 844): frame is (0, 64, 390, 780)")
    #expect(
      failure.text
        == "\(failing.path):5: expectation failed: expect detail frame (0, 10, 390, 844): "
        + "frame is (0, 64, 390, 780)")
    #expect(cases[1].children.isEmpty)
    // Not strict: the warning is the suite's output, not a failure.
    #expect(
      suites[0].all("system-out").first?.text == "\(failing.path):7: warning: \(Self.warningText)")
    let error = try #require(suites[1].all("testcase").first?.all("error").first)
    #expect(error.attributes["type"] == "invalid-script")
    #expect(error.attributes["message"]?.hasPrefix("\(bad.path):2:6: ") == true)
    // The same bytes on a second run.
    let again = directory.appendingPathComponent("again.xml")
    _ = try CLITests.transhost(["run", "--junit", again.path, failing.path, bad.path])
    #expect(try Data(contentsOf: again) == Data(contentsOf: report))
  }

  @Test("--junit --strict: each warning is a failing test case")
  func junitStrict() throws {
    let directory = try TestDirectory.make("ci")
    let file = try Self.script("a.transhost", Self.passingWithWarning, in: directory)
    let report = directory.appendingPathComponent("report.xml")
    let result = try CLITests.transhost(["run", "--strict", "--junit", report.path, file.path])
    #expect(result.status == 1)
    let document = try JUnitDocument(Data(contentsOf: report))
    let cases = try #require(document.root.all("testsuite").first).all("testcase")
    #expect(cases.count == 2)
    #expect(cases[1].attributes["name"] == "line 6: warning: \(Self.warningText)")
    #expect(cases[1].all("failure").first?.attributes["type"] == "warning")
    #expect(document.root.attributes["failures"] == "1")
  }

  @Test("--junit escapes every text: quotes, <, &, and control characters XML 1.0 forbids")
  func junitEscaping() throws {
    let directory = try TestDirectory.make("ci")
    let name = "a&b<c>\"d'e\u{1}f\tg.transhost"
    let file = try Self.script(name, Self.failingWithWarning, in: directory)
    let report = directory.appendingPathComponent("report.xml")
    _ = try CLITests.transhost(["run", "--junit", report.path, file.path])
    let text = try String(contentsOf: report, encoding: .utf8)
    #expect(!text.contains("\u{1}"))
    #expect(text.contains("a&amp;b&lt;c&gt;&quot;d&apos;e\u{FFFD}f&#9;g.transhost"))
    let document = try JUnitDocument(Data(text.utf8))
    let suite = try #require(document.root.all("testsuite").first)
    #expect(suite.attributes["name"] == directory.path + "/a&b<c>\"d'e\u{FFFD}f\tg.transhost")
  }

  @Test("a --junit file that cannot be written exits 73 naming it")
  func junitUnwritable() throws {
    let file = try Self.script("ok.transhost", Self.clean)
    let result = try CLITests.transhost([
      "run", "--junit", "/nonexistent/dir/report.xml", file.path,
    ])
    #expect(result.status == 73)
    #expect(
      result.stderr.hasPrefix("error: cannot write --junit file '/nonexistent/dir/report.xml': "))
  }

  @Test("--isolate hands the helper's results up: the same --junit report and strict account")
  func isolatedResults() throws {
    let directory = try TestDirectory.make("ci")
    let file = try Self.script("a.transhost", Self.failingWithWarning, in: directory)
    let direct = directory.appendingPathComponent("direct.xml")
    let isolated = directory.appendingPathComponent("isolated.xml")
    let first = try CLITests.transhost(["run", "--strict", "--junit", direct.path, file.path])
    let second = try CLITests.transhost([
      "run", "--isolate", "--strict", "--junit", isolated.path, file.path,
    ])
    #expect(first.status == 1)
    #expect(second.status == 1)
    #expect(second.stderr == first.stderr)
    #expect(try Data(contentsOf: isolated) == Data(contentsOf: direct))
  }

  // MARK: GitHub annotations

  @Test("GITHUB_ACTIONS=true prints annotations after the account; --annotate none does not")
  func annotations() throws {
    let directory = try TestDirectory.make("ci")
    let file = try Self.script("a.transhost", Self.failingWithWarning, in: directory)
    let bad = try Self.script(
      "b.transhost", "controller home\nroot home\npresnt home from home\n", in: directory)
    let result = try CLITests.transhost(
      ["run", file.path, bad.path], environment: ["GITHUB_ACTIONS": "true"])
    let escaped = { (path: String) in path.replacingOccurrences(of: ":", with: "%3A") }
    let annotations = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
    #expect(
      annotations == [
        "::error file=\(escaped(file.path)),line=5,col=1,title=expectation failed::expect detail frame "
          + "(0, 10, 390, 844): frame is (0, 64, 390, 780)",
        "::warning file=\(escaped(file.path)),line=7,title=warning::\(Self.warningText)",
        "::error file=\(escaped(bad.path)),line=3,col=1,title=invalid script::unknown command "
          + "'presnt'%0Ahint: did you mean 'present'?",
      ])
    #expect(result.stdout.hasSuffix(annotations.joined(separator: "\n") + "\n"))
    let off = try CLITests.transhost(
      ["run", "--annotate", "none", file.path], environment: ["GITHUB_ACTIONS": "true"])
    #expect(!off.stdout.contains("::"))
    let asked = try CLITests.transhost(["run", "--annotate", "github", "--strict", file.path])
    #expect(
      asked.stdout.contains("::error file=\(escaped(file.path)),line=7,title=warning (strict)::"))
    let json = try CLITests.transhost(["run", "--json", "--annotate", "github", file.path])
    #expect(!json.stdout.contains("::error"))
    #expect(json.stderr.contains("::error file=\(escaped(file.path)),line=5,col=1,"))
  }

  @Test("annotation properties escape %, return, newline, : and ,; messages %, return, newline")
  func annotationEscaping() throws {
    let directory = try TestDirectory.make("ci")
    let file = try Self.script(
      "a,b:c%d\re.transhost", "controller home\nroot nobody\n", in: directory)
    let result = try CLITests.transhost(["run", "--annotate", "github", file.path])
    let escapedPath =
      directory.path.replacingOccurrences(of: ":", with: "%3A") + "/a%2Cb%3Ac%25d%0De.transhost"
    let line = try #require(result.stdout.split(separator: "\n").last)
    #expect(line.hasPrefix("::error file=\(escapedPath),line=2,col=6,title=invalid script::"))
  }

  @Test("a bad --annotate value is a usage error")
  func badAnnotate() throws {
    let result = try CLITests.transhost(["run", "--annotate", "gitlab", "x.transhost"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("error: --annotate needs github or none, not 'gitlab'\n"))
  }

  // MARK: validate

  @Test("validate: a warning test passes, fails under --strict; --junit a case per test")
  func validateStrictAndJUnit() throws {
    let plugin = try ValidateCommandTests.fixture("odd_version")
    let directory = try TestDirectory.make("ci")
    let plain = try ValidateCommandTests.transhost(["validate", plugin])
    #expect(plain.status == 0, "\(plain.stdout)")
    let report = directory.appendingPathComponent("validate.xml")
    let strict = try ValidateCommandTests.transhost([
      "validate", "--strict", "--junit", report.path, plugin,
    ])
    #expect(strict.status == 1)
    #expect(
      strict.stderr.hasSuffix(
        "strict: 1 warning fails this run:\n  \(plugin): warning: org.fixture.odd-version: "
          + "descriptor/version: 'beta' is not a version such as 1.2.0; start it with "
          + "MAJOR.MINOR.PATCH numbers\n"))
    let document = try JUnitDocument(Data(contentsOf: report))
    let tests = plain.stdout.split(separator: "\n").filter {
      $0.hasPrefix("  ") && !$0.hasPrefix("   ")
    }
    let cases = document.root.all("testsuite").flatMap { $0.all("testcase") }
    #expect(cases.count == tests.count)
    let version = try #require(cases.first { $0.attributes["name"] == "descriptor/version" })
    #expect(version.attributes["classname"] == "org.fixture.odd-version")
    #expect(version.all("failure").first?.attributes["type"] == "warning")
    #expect(document.root.attributes["failures"] == "1")
    let config = try Self.script("config", "strict = true\n", in: directory)
    let configured = try ValidateCommandTests.transhost([
      "validate", "--config", config.path, plugin,
    ])
    #expect(configured.status == 1)
    #expect(configured.stderr.contains("strict: 1 warning fails this run:\n"))
    let overridden = try ValidateCommandTests.transhost([
      "validate", "--config", config.path, "--no-strict", plugin,
    ])
    #expect(overridden.status == 0)
    let skipped = cases.filter { !$0.all("skipped").isEmpty }.count
    #expect(skipped == tests.filter { $0.hasPrefix("  skipped") }.count)
  }

  @Test("validate --json: test lines carry file; an unreadable plugin is a diagnostic line")
  func validateJSON() throws {
    let plugin = try ValidateCommandTests.fixture("odd_version")
    let result = try ValidateCommandTests.transhost(["validate", "--json", plugin])
    for line in try ValidateCommandTests.jsonLines(result.stdout)
    where line["type"] as? String == "test" {
      #expect(line["file"] as? String == plugin)
    }
    let missing = try ValidateCommandTests.transhost(["validate", "--json", "/nonexistent/lib.so"])
    #expect(missing.status == 66)
    #expect(
      missing.stdout
        == "{\"type\":\"diagnostic\",\"file\":\"/nonexistent/lib.so\",\"line\":null,"
        + "\"column\":null,\"severity\":\"error\","
        + "\"message\":\"cannot read plugin: No such file or directory\"}\n")
    let annotated = try ValidateCommandTests.transhost(["validate", "--annotate", "github", plugin])
    let escaped = plugin.replacingOccurrences(of: ":", with: "%3A")
    #expect(
      annotated.stdout.hasSuffix(
        "::warning file=\(escaped),title=org.fixture.odd-version%3A descriptor/version warning::"
          + "'beta' is not a version such as 1.2.0; start it with MAJOR.MINOR.PATCH numbers\n"))
  }
}
