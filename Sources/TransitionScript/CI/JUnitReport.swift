import TransitionEngine

/// A JUnit XML report, as Jenkins, GitLab, GitHub test reporters and Ant read it (the
/// `junit-10.xsd` shape: `testsuites` > `testsuite` > `testcase` > `skipped`, `error`,
/// `failure`, `system-out`). Times are the runs' virtual seconds, so a report is the
/// same byte for byte on every run.
public struct JUnitReport: Hashable, Sendable {
  /// How one test case ended.
  public enum Outcome: Hashable, Sendable {
    /// It passed.
    case passed
    /// A check failed: `message` in one line, `type`, and the full text.
    case failure(message: String, type: String, text: String)
    /// It could not run as it should (an invalid script, a crash).
    case error(message: String, type: String, text: String)
    /// It did not apply, for `message`.
    case skipped(message: String)
  }

  /// One `testcase`.
  public struct Case: Hashable, Sendable {
    /// `classname`: what it belongs to (a script's transition, an animator).
    public let className: String
    /// `name`.
    public let name: String
    /// How it ended.
    public let outcome: Outcome
    /// `system-out`, when there is something to add.
    public let output: String?

    /// A test case of `className` called `name`.
    public init(className: String, name: String, outcome: Outcome, output: String? = nil) {
      self.className = className
      self.name = name
      self.outcome = outcome
      self.output = output
    }
  }

  /// One `testsuite`.
  public struct Suite: Hashable, Sendable {
    /// `name`.
    public let name: String
    /// `time`, in (virtual) seconds.
    public let time: Double
    /// Its cases, in order.
    public var cases: [Case]
    /// `system-out`, when there is something to add.
    public var output: String?

    /// A suite called `name`.
    public init(name: String, time: Double = 0, cases: [Case] = [], output: String? = nil) {
      self.name = name
      self.time = time
      self.cases = cases
      self.output = output
    }

    /// How many cases ended each way.
    var counts: (failures: Int, errors: Int, skipped: Int) {
      var counts = (failures: 0, errors: 0, skipped: 0)
      for test in cases {
        switch test.outcome {
        case .passed: break
        case .failure: counts.failures += 1
        case .error: counts.errors += 1
        case .skipped: counts.skipped += 1
        }
      }
      return counts
    }
  }

  /// `testsuites`' `name`.
  public let name: String
  /// The suites, in order.
  public var suites: [Suite]

  /// A report called `name`.
  public init(name: String, suites: [Suite] = []) {
    self.name = name
    self.suites = suites
  }

  /// The document: UTF-8, two-space indents, every text escaped (``XMLText``).
  public var xml: String {
    var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
    let totals = suites.map(\.counts).reduce((failures: 0, errors: 0, skipped: 0)) {
      ($0.failures + $1.failures, $0.errors + $1.errors, $0.skipped + $1.skipped)
    }
    lines.append(
      "<testsuites"
        + attributes([
          ("name", name), ("tests", "\(suites.map(\.cases.count).reduce(0, +))"),
          ("failures", "\(totals.failures)"), ("errors", "\(totals.errors)"),
          ("time", formatNumber(suites.map(\.time).reduce(0, +))),
        ]) + ">")
    for suite in suites {
      let counts = suite.counts
      lines.append(
        "  <testsuite"
          + attributes([
            ("name", suite.name), ("tests", "\(suite.cases.count)"),
            ("failures", "\(counts.failures)"), ("errors", "\(counts.errors)"),
            ("skipped", "\(counts.skipped)"), ("time", formatNumber(suite.time)),
          ]) + ">")
      for test in suite.cases { lines += Self.lines(of: test) }
      if let output = suite.output {
        lines.append("    <system-out>\(XMLText.escape(output))</system-out>")
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func lines(of test: Case) -> [String] {
    let open =
      "    <testcase"
      + attributes([("name", test.name), ("classname", test.className), ("time", "0")])
    var body: [String] = []
    switch test.outcome {
    case .passed: break
    case .skipped(let message):
      body.append("      <skipped" + attributes([("message", message)]) + "/>")
    case .failure(let message, let type, let text), .error(let message, let type, let text):
      let element = { if case .failure = test.outcome { "failure" } else { "error" } }()
      body.append(
        "      <\(element)" + attributes([("message", message), ("type", type)]) + ">"
          + XMLText.escape(text) + "</\(element)>")
    }
    if let output = test.output {
      body.append("      <system-out>\(XMLText.escape(output))</system-out>")
    }
    guard !body.isEmpty else { return [open + "/>"] }
    return [open + ">"] + body + ["    </testcase>"]
  }

  private static func attributes(_ pairs: [(String, String)]) -> String {
    pairs.map { " \($0.0)=\"\(XMLText.escapeAttribute($0.1))\"" }.joined()
  }

  private func attributes(_ pairs: [(String, String)]) -> String { Self.attributes(pairs) }
}
