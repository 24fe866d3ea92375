import TransitionEngine

/// How one conformance test ended; the statuses clap-validator and pluginval report.
public enum ConformanceStatus: String, Hashable, Sendable, CaseIterable {
  /// Every check held.
  case passed
  /// A check did not hold; the message says which and why.
  case failed
  /// The process running the test died (a signal, or the plugin ended it).
  case crashed
  /// The test did not end within the wall-clock limit; its process was killed.
  case timedOut = "timed-out"
  /// The test does not apply to this animator; the message says why.
  case skipped
  /// Every check held, but something deserves a look (a plugin logged a warning).
  case warning

  /// Whether the status makes `validate` fail: failed, crashed or timed out.
  public var isFailure: Bool { self == .failed || self == .crashed || self == .timedOut }

  /// The status as the report prints it: `timed out` with a space.
  public var label: String { self == .timedOut ? "timed out" : rawValue }
}

/// The outcome of one conformance test of one animator.
public struct ConformanceResult: Hashable, Sendable {
  /// The animator id, or the plugin's path for tests of the file itself.
  public let animator: String
  /// The test's name, e.g. `fullScreen/present-dismiss/animated`.
  public let test: String
  /// How it ended.
  public let status: ConformanceStatus
  /// What was verified, or what went wrong (one finding a line).
  public let message: String
  /// The kind of plugin object tested when it is not an animator (`transitioning
  /// delegate`); nil for animators and for tests of the file itself.
  public let kind: ObjectDescriptor.Kind?

  /// Creates a result; `kind` names the object tested when it is not an animator.
  public init(
    animator: String, test: String, status: ConformanceStatus, message: String,
    kind: ObjectDescriptor.Kind? = nil
  ) {
    self.animator = animator
    self.test = test
    self.status = status
    self.message = message
    self.kind = kind
  }

  /// The result as `validate --json` prints it.
  public var json: JSONValue {
    .object([
      ("animator", .string(animator)), ("test", .string(test)),
      ("status", .string(status.rawValue)), ("message", .string(message)),
    ])
  }
}

/// The counts of a run, per status.
public struct ConformanceTotals: Hashable, Sendable {
  /// How many results had each status.
  public private(set) var counts: [ConformanceStatus: Int] = [:]

  /// Counts `results`.
  public init(_ results: [ConformanceResult] = []) {
    for result in results { add(result) }
  }

  /// Counts one more result.
  public mutating func add(_ result: ConformanceResult) {
    counts[result.status, default: 0] += 1
  }

  /// How many results had `status`.
  public subscript(status: ConformanceStatus) -> Int { counts[status] ?? 0 }

  /// How many results in all.
  public var total: Int { counts.values.reduce(0, +) }

  /// Whether nothing failed, crashed or timed out.
  public var succeeded: Bool {
    !ConformanceStatus.allCases.contains { $0.isFailure && self[$0] > 0 }
  }

  /// `12 passed, 1 failed, 0 crashed, 0 timed out, 3 skipped, 0 warnings`.
  public var summary: String {
    "\(self[.passed]) passed, \(self[.failed]) failed, \(self[.crashed]) crashed, "
      + "\(self[.timedOut]) timed out, \(self[.skipped]) skipped, "
      + "\(self[.warning]) warning\(self[.warning] == 1 ? "" : "s")"
  }
}
