import TransitionEngine

/// What a script run produced: a readable account, JSON Lines, the recordings for
/// pictures, and the expectations' results.
public struct RunReport: Sendable {
  /// The readable account, one line per entry (no trailing newlines).
  public internal(set) var lines: [String] = []
  /// The JSON Lines, in order.
  public internal(set) var json: [JSONValue] = []
  /// One recording per transition, in order.
  public internal(set) var recordings: [TransitionRecording] = []
  /// Expectations that held.
  public internal(set) var passed = 0
  /// Expectations that failed (those that could not be checked because their
  /// transition crashed among them).
  public internal(set) var failedExpectations = 0
  /// Transitions whose plugin code crashed or hung an earlier helper.
  public internal(set) var crashedTransitions = 0
  /// What failed, as `file:line: message`: failed expectations and crashed
  /// transitions, in the order they happened.
  public internal(set) var failures: [String] = []
  /// The typed results (expectations, warnings, crashed transitions, counts) that CI
  /// reports and `--strict` are made from.
  public internal(set) var result = ScriptResult(file: "")

  /// Whether every expectation held and no transition crashed.
  public var succeeded: Bool { failures.isEmpty }
}

/// Where a run is: told to a supervising process (``ScriptRunner/progress``).
public enum TransitionProgress: Hashable, Sendable {
  /// Transition N (1-based) is about to be requested.
  case started(Int)
  /// Transition N has ended and been reported.
  case ended(Int)
}

/// The parts of a ``RunReport`` a run fills in.
public struct ReportContents: OptionSet, Sendable {
  public let rawValue: Int

  /// Creates a set from its raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The readable account (``RunReport/lines``).
  public static let lines = ReportContents(rawValue: 1 << 0)
  /// The JSON Lines, samples included (``RunReport/json``).
  public static let json = ReportContents(rawValue: 1 << 1)
  /// A recording per transition, with its drawn frames, for pictures
  /// (``RunReport/recordings``).
  public static let recordings = ReportContents(rawValue: 1 << 2)
  /// Everything.
  public static let all: ReportContents = [.lines, .json, .recordings]
}
