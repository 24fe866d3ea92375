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
  /// Expectations that failed, as `file:line: message`.
  public internal(set) var failures: [String] = []

  /// Whether every expectation held.
  public var succeeded: Bool { failures.isEmpty }
}
