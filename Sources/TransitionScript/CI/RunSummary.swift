import TransitionEngine

/// The closing account of a run of several scripts: how many scripts ran (and did not),
/// transitions, expectations passed and failed, crashes and warnings.
public struct RunSummary: Hashable, Sendable {
  /// Scripts named.
  public var scripts = 0
  /// Scripts that could not be read or were invalid.
  public var invalidScripts = 0
  /// Transitions that ran.
  public var transitions = 0
  /// Expectations that held.
  public var passed = 0
  /// Expectations that failed.
  public var failed = 0
  /// Transitions that crashed an isolated helper.
  public var crashed = 0
  /// Warnings.
  public var warnings = 0
  /// Transitions (or whole scripts) that did not match their golden recording.
  public var goldenFailures = 0

  /// The summary of `results`.
  public init(_ results: [ScriptResult]) {
    for result in results {
      scripts += 1
      if result.diagnostic != nil { invalidScripts += 1 }
      transitions += result.transitions
      passed += result.expectations.count { $0.passed }
      failed += result.expectations.count { !$0.passed }
      crashed += result.crashes.count
      warnings += result.warnings.count
      goldenFailures += result.goldens.count { !$0.passed }
    }
  }

  /// `summary: 3 scripts (1 invalid), 5 transitions, 12 expectations: 11 passed, 1
  /// failed; 2 warnings` (the invalid scripts, crashes and golden mismatches only when
  /// there are some).
  public var text: String {
    var text = "summary: " + counted(scripts, "script")
    if invalidScripts > 0 { text += " (\(invalidScripts) not run)" }
    text += ", " + counted(transitions, "transition")
    if crashed > 0 { text += " (\(crashed) crashed)" }
    text += ", " + counted(passed + failed, "expectation") + ": \(passed) passed, \(failed) failed"
    if goldenFailures > 0 {
      text += "; \(goldenFailures) golden mismatch" + (goldenFailures == 1 ? "" : "es")
    }
    text += "; " + counted(warnings, "warning")
    return text
  }

  /// The `summary` JSON line of the whole run: it carries `scripts` (a script's own
  /// summary line carries `file` instead).
  public var json: JSONValue {
    .object([
      ("type", .string("summary")), ("scripts", .integer(scripts)),
      ("invalidScripts", .integer(invalidScripts)), ("transitions", .integer(transitions)),
      ("expectations", .integer(passed + failed)), ("passed", .integer(passed)),
      ("failed", .integer(failed)), ("crashed", .integer(crashed)),
      ("warnings", .integer(warnings)), ("goldenFailures", .integer(goldenFailures)),
    ])
  }
}

/// `1 script`, `3 scripts`.
func counted(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}

/// What `--strict` says when warnings fail a run: `strict: 3 warnings fail this run:`
/// and each as `file:line: warning: message`; nil when there are none.
public func strictAccount(_ results: [ScriptResult]) -> String? {
  strictAccount(
    warnings: results.flatMap { result in result.warnings.map { $0.located(in: result.file) } })
}

/// What `--strict` says when `warnings` (each a line, its place first) fail a run; nil
/// when there are none.
public func strictAccount(warnings: [String]) -> String? {
  guard !warnings.isEmpty else { return nil }
  let count = warnings.count == 1 ? "1 warning fails" : "\(warnings.count) warnings fail"
  return "strict: \(count) this run:\n" + warnings.map { "  \($0)\n" }.joined()
}
