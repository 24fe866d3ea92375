import TransitionEngine

extension JUnitReport {
  /// The report of a `transhost run`: a suite per script; a case per expectation, its
  /// class the script and the transition that ran last (`slide-up.transhost: transition 1
  /// (present detail from home)`), its name `line 13: expect TEXT`; an error case for a
  /// script that did not run and for each transition that crashed; a case per
  /// transition compared with the script's golden (class `SCRIPT: golden`); under `strict` a
  /// failure case per warning (otherwise the warnings are the suite's system-out).
  public static func run(_ results: [ScriptResult], strict: Bool) -> JUnitReport {
    JUnitReport(name: "transhost run", suites: results.map { suite(of: $0, strict: strict) })
  }

  private static func suite(of result: ScriptResult, strict: Bool) -> Suite {
    var suite = Suite(name: result.file, time: result.virtualTime)
    if let diagnostic = result.diagnostic {
      suite.cases.append(
        Case(
          className: result.file, name: "script",
          outcome: .error(
            message: diagnostic.oneLine, type: "invalid-script",
            text: diagnostic.oneLine + (diagnostic.hint.map { "\nhint: \($0)" } ?? ""))))
      return suite
    }
    for expectation in result.expectations {
      let where_ = "\(result.file):\(expectation.line)"
      let outcome: Outcome =
        expectation.passed
        ? .passed
        : .failure(
          message: "expect \(expectation.text): \(expectation.actual)", type: "expectation",
          text: "\(where_): expectation failed: expect \(expectation.text): \(expectation.actual)")
      suite.cases.append(
        Case(
          className: className(result.file, expectation.transition),
          name: "line \(expectation.line): expect \(expectation.text)", outcome: outcome))
    }
    for crash in result.crashes {
      let text =
        "\(result.file):\(crash.line): transition \(crash.transition.index) failed: \(crash.reason)"
      suite.cases.append(
        Case(
          className: className(result.file, crash.transition),
          name: "line \(crash.line): transition \(crash.transition.index) ran to its end",
          outcome: .error(message: crash.reason, type: "crash", text: text)))
    }
    for golden in result.goldens {
      let name =
        golden.transition.map { "transition \($0) matches its golden" } ?? "the golden recording"
      suite.cases.append(
        Case(
          className: "\(result.file): golden",
          name: (golden.line.map { "line \($0): " } ?? "") + name,
          outcome: golden.passed
            ? .passed : .failure(message: golden.message, type: "golden", text: golden.message)))
    }
    let warnings = result.warnings.map { $0.located(in: result.file) }
    if strict {
      for (warning, text) in zip(result.warnings, warnings) {
        suite.cases.append(
          Case(
            className: className(result.file, warning.transition),
            name: (warning.line.map { "line \($0): " } ?? "") + "warning: " + warning.fullMessage,
            outcome: .failure(message: warning.fullMessage, type: "warning", text: text)))
      }
    } else if !warnings.isEmpty {
      suite.output = warnings.joined(separator: "\n")
    }
    return suite
  }

  private static func className(_ file: String, _ transition: TransitionName?) -> String {
    guard let transition else { return "\(file): before any transition" }
    return "\(file): transition \(transition.index) (\(transition.label))"
  }
}

extension FileDiagnostic {
  /// `file:line:column: message` (the place as far as it is known).
  public var oneLine: String {
    file + (line.map { ":\($0)" } ?? "") + (column.map { ":\($0)" } ?? "") + ": " + message
  }
}

extension RunWarning {
  /// The message with its id first when it has one: `TK-BLACK-SCREEN: ...`.
  public var fullMessage: String { (id.map { "\($0): " } ?? "") + message }

  /// `file:line: warning: message` (`file: warning: ...` when no line was running).
  public func located(in file: String) -> String {
    file + (line.map { ":\($0)" } ?? "") + ": warning: " + fullMessage
  }
}
