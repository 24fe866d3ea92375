import TransitionEngine

/// A transition of a run as results name it: its index (1-based) and label.
public struct TransitionName: Hashable, Sendable {
  /// The run's index of the transition, 1-based.
  public let index: Int
  /// `present detail from home (custom)`.
  public let label: String

  /// A transition named `label`, the run's `index`th.
  public init(index: Int, label: String) {
    self.index = index
    self.label = label
  }
}

/// One `expect` line's result.
public struct ExpectationResult: Hashable, Sendable {
  /// The script line, 1-based.
  public let line: Int
  /// The column of the line's command, 1-based.
  public let column: Int
  /// The transition that ran last when it was checked, nil before any.
  public let transition: TransitionName?
  /// What was expected, as `expect` reads: `detail frame (0, 0, 390, 844)`.
  public let text: String
  /// Whether it held.
  public let passed: Bool
  /// What was found: `frame is (0, 10, 390, 844)`.
  public let actual: String

  /// A result of the expectation at `line`:`column`.
  public init(
    line: Int, column: Int, transition: TransitionName?, text: String, passed: Bool,
    actual: String
  ) {
    self.line = line
    self.column = column
    self.transition = transition
    self.text = text
    self.passed = passed
    self.actual = actual
  }
}

/// A warning of a run: an engine violation, a plugin's warning, a pitfall. Every kind
/// of warning reaches the account, the JSON Lines, `--strict` and the CI reports
/// through this one value.
public struct RunWarning: Hashable, Sendable {
  /// Where the warning comes from.
  public enum Source: String, Sendable, CaseIterable {
    /// A rule of UIKit's broken, or a request the engine refused (an unresolved view
    /// parameter among them).
    case engine
    /// The run itself: an animation that never ends.
    case run
    /// A plugin: a `log` message at warning or error level, or output it printed.
    case plugin
    /// A named pitfall (a stable id such as `TK-BLACK-SCREEN`).
    case pitfall
  }

  /// Where it comes from.
  public let source: Source
  /// A stable id, when the warning has one (`TK-BLACK-SCREEN`).
  public let id: String?
  /// The script line that was running, nil when none was (after the last).
  public let line: Int?
  /// The transition that ran, if one did.
  public let transition: TransitionName?
  /// What happened, in one line.
  public let message: String

  /// A warning from `source`.
  public init(
    source: Source, id: String? = nil, line: Int?, transition: TransitionName?, message: String
  ) {
    self.source = source
    self.id = id
    self.line = line
    self.transition = transition
    self.message = message
  }
}

/// A transition whose animator crashed an earlier isolated helper.
public struct CrashedTransition: Hashable, Sendable {
  /// The script line that started it.
  public let line: Int
  /// The transition.
  public let transition: TransitionName
  /// Why it failed, naming the plugin.
  public let reason: String

  /// A transition that crashed, for `reason`.
  public init(line: Int, transition: TransitionName, reason: String) {
    self.line = line
    self.transition = transition
    self.reason = reason
  }
}

/// One transition's comparison with the script's golden recording (or a golden that
/// could not be read, written or found, for the whole script).
public struct GoldenResult: Hashable, Sendable {
  /// The script line of the transition, when it is one transition's.
  public let line: Int?
  /// The transition's index, 1-based, when it is one transition's.
  public let transition: Int?
  /// Whether it matched (or was recorded).
  public let passed: Bool
  /// What differed, or what went wrong; empty when it passed.
  public let message: String

  /// A golden result at `line` for `transition`.
  public init(line: Int?, transition: Int?, passed: Bool, message: String) {
    self.line = line
    self.transition = transition
    self.passed = passed
    self.message = message
  }
}

/// A problem that kept a script (or a file a run reads) from running: unreadable,
/// invalid, or its helper lost. With a place when it has one.
public struct FileDiagnostic: Hashable, Sendable {
  /// The file at fault.
  public let file: String
  /// 1-based line, when the problem is on a line.
  public let line: Int?
  /// 1-based column, when known.
  public let column: Int?
  /// What is wrong.
  public let message: String
  /// What to do, when there is a suggestion.
  public let hint: String?

  /// A diagnostic of `file`.
  public init(file: String, line: Int?, column: Int?, message: String, hint: String? = nil) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.hint = hint
  }

  /// The diagnostic of an invalid script.
  public init(_ diagnostic: ScriptDiagnostic) {
    self.init(
      file: diagnostic.file, line: diagnostic.line, column: diagnostic.column,
      message: diagnostic.message, hint: diagnostic.hint)
  }

  /// Its `diagnostic` JSON line: type, file, line, column (null when unknown), severity
  /// `error`, message and (when there is one) hint.
  public var json: JSONValue {
    var members: [(String, JSONValue)] = [
      ("type", .string("diagnostic")), ("file", .string(file)),
      ("line", line.map(JSONValue.integer) ?? .null),
      ("column", column.map(JSONValue.integer) ?? .null), ("severity", .string("error")),
      ("message", .string(message)),
    ]
    if let hint { members.append(("hint", .string(hint))) }
    return .object(members)
  }
}

/// What one script of a run came to: what CI reports (`--junit`, annotations, the
/// run's summary, `--strict`) are made from.
public struct ScriptResult: Hashable, Sendable {
  /// The script's file, as named on the command line.
  public let file: String
  /// Why it did not run, if it did not.
  public var diagnostic: FileDiagnostic?
  /// How many transitions ran.
  public var transitions = 0
  /// The virtual time the run ended at, in seconds.
  public var virtualTime = 0.0
  /// Every expectation's result, in order.
  public var expectations: [ExpectationResult] = []
  /// Every warning, in order.
  public var warnings: [RunWarning] = []
  /// Transitions that crashed an isolated helper.
  public var crashes: [CrashedTransition] = []
  /// The comparison with the golden recording, when the script has one (or must).
  public var goldens: [GoldenResult] = []

  /// The result of `file`, which has not run yet.
  public init(file: String) { self.file = file }

  /// The result of a script that did not run, for `diagnostic`.
  public init(diagnostic: FileDiagnostic) {
    self.file = diagnostic.file
    self.diagnostic = diagnostic
  }

  /// The expectations that failed.
  public var failedExpectations: [ExpectationResult] { expectations.filter { !$0.passed } }
}
