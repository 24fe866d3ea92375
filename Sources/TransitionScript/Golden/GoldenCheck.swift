import PluginHost
import TransitionEngine

#if canImport(Glibc)
  import Glibc
#endif

/// How `transhost run` treats golden files: the mode, where they are, the tolerances.
public struct GoldenSettings: Sendable {
  /// `--record[=MODE]`; ``GoldenRecordMode/compare`` without it.
  public var mode = GoldenRecordMode.compare
  /// `--golden-dir`: where every script's golden is, instead of a `__goldens__`
  /// directory beside each script.
  public var directory: String?
  /// `--tolerance`.
  public var tolerances = GoldenTolerances()
  /// Whether the run is in CI (the `CI` environment variable is set, and not to `false`
  /// or `0`): a missing golden then fails a comparing run.
  public var isCI = false

  /// No `--record`, goldens beside the scripts, the default tolerances, not in CI.
  public init() {}

  /// Whether `CI` has the value `value` means CI (set, not empty, `false` or `0`).
  public static func isCI(_ value: String?) -> Bool {
    guard let value else { return false }
    return !["", "0", "false", "FALSE", "False", "no"].contains(value)
  }
}

/// What a golden check found for one script: lines for the account, JSON Lines, the
/// messages for standard error, and how it ended.
public struct GoldenOutcome: Sendable {
  /// How the check ended, the worst first.
  public enum Status: Int, Sendable, Comparable {
    /// Every transition matched, a golden was recorded, or there was nothing to do.
    case passed
    /// The run differs from its golden, or a golden that must exist does not.
    case failed
    /// The golden file cannot be read as one.
    case invalidGolden
    /// The golden file or the diff page cannot be written, or the golden not read.
    case cannotWrite

    /// Orders by the number: the worse one is later.
    public static func < (left: Status, right: Status) -> Bool { left.rawValue < right.rawValue }
  }

  /// `golden: ...` lines for the account.
  public internal(set) var lines: [String] = []
  /// The `golden` JSON Lines.
  public internal(set) var json: [JSONValue] = []
  /// Messages for standard error (without `error:` for mismatches, as expectation
  /// failures are written).
  public internal(set) var errors: [String] = []
  /// How it ended.
  public internal(set) var status = Status.passed
  /// Each transition compared (and each failure of the whole check), for the CI reports.
  public internal(set) var results: [GoldenResult] = []
}

/// Compares a script's run with its golden file, or records it, as the settings say
/// (docs/GOLDEN.md).
public enum GoldenCheck {
  /// The directory beside a script that holds its golden.
  public static let directoryName = "__goldens__"

  /// Where the golden of `script` is: `DIR/__goldens__/NAME.golden` beside it (`NAME`
  /// its file name without `.transhost`), or `NAME.golden` in `directory`; nil for a
  /// script read from standard input without a directory.
  public static func goldenPath(script: String, directory: String?) -> String? {
    let isStandardInput = script == "-" || script == ScriptFile.standardInputName
    let slash = script.lastIndex(of: "/")
    var name = String(slash.map { script[script.index(after: $0)...] } ?? script[...])
    if name.hasSuffix(".transhost") { name.removeLast(".transhost".count) }
    if isStandardInput { name = "stdin" }
    if let directory { return directory + (directory.hasSuffix("/") ? "" : "/") + name + ".golden" }
    guard !isStandardInput else { return nil }
    let folder = slash.map { String(script[...$0]) } ?? ""
    return folder + directoryName + "/" + name + ".golden"
  }

  /// The diff page written beside `goldenPath` on a mismatch: `NAME.diff.html`.
  public static func diffPagePath(goldenPath: String) -> String {
    (goldenPath.hasSuffix(".golden") ? String(goldenPath.dropLast(".golden".count)) : goldenPath)
      + ".diff.html"
  }

  /// Whether a run of `script` is checked, and so needs its recordings kept: always but
  /// when it compares, has no golden, and the project keeps none.
  public static func needsRecordings(script: String, settings: GoldenSettings) -> Bool {
    guard settings.mode == .compare else { return true }
    guard let path = goldenPath(script: script, directory: settings.directory) else { return false }
    return exists(path) || isKeepingGoldens(path, settings)
  }

  /// Checks the run of `script`, whose transitions make `actual`, against its golden.
  public static func check(
    script: String, actual: GoldenFile, settings: GoldenSettings
  ) -> GoldenOutcome {
    var outcome = GoldenOutcome()
    let file = script == "-" ? ScriptFile.standardInputName : script
    guard let path = goldenPath(script: script, directory: settings.directory) else {
      if settings.mode != .compare {
        outcome.fail(
          file: file, golden: nil, result: "missing",
          "\(file): a script read from standard input has no golden beside it; give "
            + "--golden-dir DIR to keep its golden there (DIR/stdin.golden)")
      }
      return outcome
    }
    let text = actual.text
    guard exists(path) else {
      switch settings.mode {
      case .compare, .never:
        guard settings.mode == .never || isKeepingGoldens(path, settings) else { return outcome }
        let message =
          "\(file): no golden '\(path)'; record one with 'transhost run --record \(file)'"
        if settings.mode == .never || settings.isCI {
          outcome.fail(
            file: file, golden: path, result: "missing",
            message + (settings.mode == .never ? " (--record=never)" : " (CI is set)"))
        } else {
          outcome.note(file: file, golden: path, result: "missing", message)
        }
      case .missing, .failed, .all:
        outcome.record(text, to: path, file: file, count: actual.transitions.count, made: true)
      }
      return outcome
    }
    let existing: [UInt8]
    let read: Result<[UInt8], ConfigurationFile.ReadFailure> = ConfigurationFile.read(path)
    switch read {
    case .success(let bytes): existing = bytes
    case .failure(let reason):
      outcome.error(file: file, golden: path, "error: cannot read golden '\(path)': \(reason)")
      return outcome
    }
    if settings.mode == .all {
      let unchanged = existing == Array(text.utf8)
      outcome.record(
        text, to: path, file: file, count: actual.transitions.count, made: false,
        unchanged: unchanged)
      return outcome
    }
    let expected: GoldenFile
    switch GoldenFile.parse(String(decoding: existing, as: UTF8.self), path: path) {
    case .success(let parsed): expected = parsed
    case .failure(let error):
      outcome.errors.append("\(error)")
      outcome.results.append(
        GoldenResult(line: nil, transition: nil, passed: false, message: "\(error)"))
      outcome.lines.append("golden: \(error)")
      outcome.json.append(
        line(file: file, golden: path, transition: nil, result: "invalid", message: "\(error)"))
      outcome.status = .invalidGolden
      return outcome
    }
    let comparison = GoldenComparison(
      expected: expected, actual: actual, tolerances: settings.tolerances)
    let diffPage = diffPagePath(goldenPath: path)
    if comparison.matches {
      unlink(diffPage)
      let count = actual.transitions.count
      outcome.lines.append(
        "golden: '\(path)' matches (\(count) transition\(count == 1 ? "" : "s"))")
      for entry in comparison.entries {
        outcome.pass(entry)
        outcome.json.append(
          line(file: file, golden: path, transition: entry.index, result: "passed"))
      }
      return outcome
    }
    if settings.mode == .failed && !comparison.changesTransitions {
      for entry in comparison.entries {
        guard case .differs(let difference) = entry.result, let run = entry.actual else { continue }
        outcome.lines.append(
          "golden: transition \(entry.index) \(run.quotedName) differed (\(difference)); "
            + "re-recorded")
        outcome.json.append(
          line(
            file: file, golden: path, transition: entry.index, result: "rerecorded",
            difference: difference))
      }
      outcome.record(text, to: path, file: file, count: actual.transitions.count, made: false)
      unlink(diffPage)
      return outcome
    }
    let hasDifferences = comparison.entries.contains {
      if case .differs = $0.result { true } else { false }
    }
    var pageError: String?
    if hasDifferences {
      let page = GoldenDiffPage.render(
        comparison, script: file, goldenPath: path, tolerances: settings.tolerances)
      if case .failure(let error) = AtomicFile.write(Array(page.utf8), to: diffPage) {
        pageError = "error: cannot write diff page '\(diffPage)': \(describe(error))"
      }
    }
    for entry in comparison.entries {
      let where_ = "\(file)\(entry.line.map { ":\($0)" } ?? "")"
      switch entry.result {
      case .matches:
        outcome.pass(entry)
        outcome.json.append(
          line(file: file, golden: path, transition: entry.index, result: "passed"))
      case .differs(let difference):
        let name = entry.actual?.quotedName ?? ""
        outcome.fail(
          file: file, golden: path, transition: entry.index, line: entry.line, result: "failed",
          difference: difference, diffPage: pageError == nil ? diffPage : nil,
          "\(where_): golden mismatch: transition \(entry.index) \(name) differs from '\(path)': "
            + "\(difference)"
            + (pageError == nil ? "; diff page '\(diffPage)'" : "")
            + "; re-record it with --record=failed")
      case .renamed:
        outcome.fail(
          file: file, golden: path, transition: entry.index, line: entry.line, result: "renamed",
          "\(where_): golden mismatch: transition \(entry.index) \(entry.actual?.quotedName ?? "") "
            + "has no golden; the golden '\(path)' has \(entry.expected?.quotedName ?? "") as "
            + "transition \(entry.index); run with --record=all to re-record")
      case .added:
        outcome.fail(
          file: file, golden: path, transition: entry.index, line: entry.line, result: "added",
          "\(where_): golden mismatch: transition \(entry.index) \(entry.actual?.quotedName ?? "") "
            + "has no golden: '\(path)' has \(expected.transitions.count) transition"
            + "\(expected.transitions.count == 1 ? "" : "s"); run with --record=all to re-record")
      case .removed:
        outcome.fail(
          file: file, golden: path, transition: entry.index, line: entry.line, result: "removed",
          "\(where_): golden mismatch: the golden's transition \(entry.index) "
            + "\(entry.expected?.quotedName ?? "") did not run: the script made "
            + "\(actual.transitions.count) transition\(actual.transitions.count == 1 ? "" : "s"); "
            + "run with --record=all to re-record")
      }
    }
    if let pageError { outcome.error(file: file, golden: path, pageError) }
    return outcome
  }

  /// Whether the project keeps goldens for the script whose golden is `path`:
  /// `--golden-dir` was given, or the `__goldens__` directory beside it exists.
  static func isKeepingGoldens(_ path: String, _ settings: GoldenSettings) -> Bool {
    settings.directory != nil || exists(AtomicFile.directoryName(of: path))
  }

  static func exists(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0
  }

  /// A golden JSON line.
  static func line(
    file: String, golden: String?, transition: Int?, result: String,
    difference: GoldenDifference? = nil, diffPage: String? = nil, message: String? = nil
  ) -> JSONValue {
    .object([
      ("type", .string("golden")), ("file", .string(file)),
      ("golden", golden.map(JSONValue.string) ?? .null),
      ("transition", transition.map(JSONValue.integer) ?? .null), ("result", .string(result)),
      ("difference", difference?.json ?? .null), ("diff", diffPage.map(JSONValue.string) ?? .null),
      ("message", message.map(JSONValue.string) ?? .null),
    ])
  }

  static func describe(_ error: AtomicFileError<SystemError>) -> String {
    switch error {
    case .create(let directory, let error): "cannot make a file in '\(directory)': \(error)"
    case .write(_, let error), .finish(_, let error): "\(error)"
    case .rename(let temporary, let error): "cannot rename '\(temporary)': \(error)"
    }
  }
}

extension GoldenOutcome {
  /// Notes that `entry`'s transition matched its golden.
  mutating func pass(_ entry: GoldenComparison.Entry) {
    results.append(
      GoldenResult(line: entry.line, transition: entry.index, passed: true, message: ""))
  }

  /// Notes `message` (the run does not fail).
  mutating func note(file: String, golden: String?, result: String, _ message: String) {
    lines.append("golden: " + message)
    json.append(
      GoldenCheck.line(
        file: file, golden: golden, transition: nil, result: result, message: message))
  }

  /// Fails the check with `message`.
  mutating func fail(
    file: String, golden: String?, transition: Int? = nil, line: Int? = nil, result: String,
    difference: GoldenDifference? = nil, diffPage: String? = nil, _ message: String
  ) {
    lines.append("golden: FAILED: " + message)
    errors.append(message)
    results.append(
      GoldenResult(line: line, transition: transition, passed: false, message: message))
    json.append(
      GoldenCheck.line(
        file: file, golden: golden, transition: transition, result: result,
        difference: difference, diffPage: diffPage, message: message))
    status = Swift.max(status, .failed)
  }

  /// Ends the check with the error `message` (a file that cannot be read or written).
  mutating func error(file: String, golden: String?, _ message: String) {
    lines.append("golden: " + message)
    errors.append(message)
    results.append(GoldenResult(line: nil, transition: nil, passed: false, message: message))
    json.append(
      GoldenCheck.line(
        file: file, golden: golden, transition: nil, result: "error", message: message))
    status = Swift.max(status, .cannotWrite)
  }

  /// Writes `text` to `path` (making its directory when it is missing).
  mutating func record(
    _ text: String, to path: String, file: String, count: Int, made: Bool,
    unchanged: Bool = false
  ) {
    let directory = AtomicFile.directoryName(of: path)
    if !GoldenCheck.exists(directory), mkdir(directory, 0o777) != 0 {
      error(
        file: file, golden: path,
        "error: cannot make golden directory '\(directory)': \(SystemError.current)")
      return
    }
    if case .failure(let failure) = AtomicFile.write(Array(text.utf8), to: path) {
      error(
        file: file, golden: path,
        "error: cannot write golden '\(path)': \(GoldenCheck.describe(failure))")
      return
    }
    let transitions = "\(count) transition\(count == 1 ? "" : "s")"
    lines.append(
      "golden: recorded '\(path)' (\(transitions)\(made ? ", new" : unchanged ? ", unchanged" : ""))"
    )
    json.append(GoldenCheck.line(file: file, golden: path, transition: nil, result: "recorded"))
  }
}
