import TransitionEngine

/// The first place a transition's frames differ from its golden's by more than the
/// tolerances allow.
public struct GoldenDifference: Hashable, Sendable, CustomStringConvertible {
  /// The frame (from 1), nil when the difference is not in one frame (the number of
  /// frames, the duration, the outcome).
  public let frame: Int?
  /// The golden's time of that frame.
  public let time: Double?
  /// The view, nil when the difference is not in one view.
  public let view: String?
  /// What differs: a property (`frame`, `alpha`, `layer.shadowOpacity`), or `time`,
  /// `view`, `views`, `frames`, `duration`, `outcome`, `window`.
  public let property: String
  /// The golden's value, as the file writes it.
  public let expected: String
  /// The run's value, as the file would write it.
  public let actual: String
  /// The tolerance that was exceeded, nil for a value compared exactly.
  public let tolerance: Double?

  /// `frame 4 (t=0.05 s), view 'detail', frame: 0,422,390,844 in the golden, 0,380,390,844
  /// now (tolerance 0.5)`.
  public var description: String {
    var place: [String] = []
    if let frame {
      place.append("frame \(frame)" + (time.map { " (t=\(formatNumber($0)) s)" } ?? ""))
    }
    if let view { place.append("view '\(view)'") }
    place.append(property)
    return place.joined(separator: ", ") + ": \(expected) in the golden, \(actual) now"
      + (tolerance.map { " (tolerance \(formatNumber($0)))" } ?? "")
  }

  /// The JSON object of the `golden` line's `difference`.
  var json: JSONValue {
    .object([
      ("frame", frame.map(JSONValue.integer) ?? .null), ("t", time.map(JSONValue.number) ?? .null),
      ("view", view.map(JSONValue.string) ?? .null), ("property", .string(property)),
      ("expected", .string(expected)), ("actual", .string(actual)),
      ("tolerance", tolerance.map(JSONValue.number) ?? .null),
    ])
  }
}

/// How each transition of a run compares with its golden's.
public struct GoldenComparison: Sendable {
  /// One transition number's result.
  public enum Result: Hashable, Sendable {
    /// Within the tolerances.
    case matches
    /// The same transition (the same number and label), different frames.
    case differs(GoldenDifference)
    /// The same number, another label: the script changed.
    case renamed
    /// The run made it; the golden has no transition of its number.
    case added
    /// The golden has it; the run made no transition of its number.
    case removed
  }

  /// A transition number, what the golden and the run have under it, and the result.
  public struct Entry: Sendable {
    /// The number, from 1.
    public let index: Int
    /// The golden's transition, nil when it has none of this number.
    public let expected: GoldenTransition?
    /// The run's transition, nil when it made none of this number.
    public let actual: GoldenTransition?
    /// How they compare.
    public let result: Result

    /// The script line of the run's transition (else the golden's), if known.
    public var line: Int? { (actual ?? expected)?.line }
  }

  /// Every transition number of either, in order.
  public let entries: [Entry]

  /// Whether every transition matches.
  public var matches: Bool { entries.allSatisfy { $0.result == .matches } }
  /// Whether a transition was added, removed or renamed (only `--record=all` records
  /// such a change).
  public var changesTransitions: Bool {
    entries.contains { [.renamed, .added, .removed].contains($0.result) }
  }

  /// Compares `actual` (a run's golden) with `expected` (the file's), transition by
  /// transition number.
  public init(expected: GoldenFile, actual: GoldenFile, tolerances: GoldenTolerances) {
    let count = max(expected.transitions.count, actual.transitions.count)
    entries = (0..<count).map { position in
      let golden = position < expected.transitions.count ? expected.transitions[position] : nil
      let run = position < actual.transitions.count ? actual.transitions[position] : nil
      let result: Result
      switch (golden, run) {
      case (let golden?, let run?) where golden.label != run.label: result = .renamed
      case (let golden?, let run?):
        result =
          GoldenComparison.firstDifference(golden, run, tolerances).map(Result.differs) ?? .matches
      case (nil, _): result = .added
      case (_, nil): result = .removed
      }
      return Entry(index: position + 1, expected: golden, actual: run, result: result)
    }
  }

  /// The first difference between `golden` and `run` beyond `tolerances`: frame by frame
  /// (the time, then each view: its name and depth, then its properties), then the
  /// number of frames, the duration, the outcome and the window.
  static func firstDifference(
    _ golden: GoldenTransition, _ run: GoldenTransition, _ tolerances: GoldenTolerances
  ) -> GoldenDifference? {
    for (number, (expected, actual)) in zip(golden.frames, run.frames).enumerated() {
      func difference(
        _ view: String?, _ property: String, _ expected: String, _ actual: String,
        tolerance: Double? = nil
      ) -> GoldenDifference {
        GoldenDifference(
          frame: number + 1, time: golden.frames[number].time, view: view,
          property: property, expected: expected, actual: actual, tolerance: tolerance)
      }
      if abs(expected.time - actual.time) > tolerances.time {
        return difference(
          nil, "time", formatNumber(expected.time) + " s", formatNumber(actual.time) + " s",
          tolerance: tolerances.time)
      }
      for (goldenView, runView) in zip(expected.views, actual.views) {
        guard goldenView.name == runView.name, goldenView.depth == runView.depth else {
          return difference(
            goldenView.name, "view", describe(goldenView), describe(runView))
        }
        if let found = firstDifference(goldenView, runView, tolerances) {
          return difference(
            goldenView.name, found.key, found.expected, found.actual, tolerance: found.tolerance)
        }
      }
      if expected.views.count != actual.views.count {
        let common = min(expected.views.count, actual.views.count)
        let extra = (expected.views.count > common ? expected.views : actual.views)[common]
        return difference(
          extra.name, "views",
          expected.views.count > common ? describe(extra) : "no view here",
          actual.views.count > common ? describe(extra) : "no view here")
      }
    }
    if golden.frames.count != run.frames.count {
      func frames(_ transition: GoldenTransition) -> String {
        "\(transition.frames.count) frames"
          + (transition.frames.last.map { " (to t=\(formatNumber($0.time)) s)" } ?? "")
      }
      let first = min(golden.frames.count, run.frames.count)
      return GoldenDifference(
        frame: first + 1, time: first < golden.frames.count ? golden.frames[first].time : nil,
        view: nil, property: "frames", expected: frames(golden), actual: frames(run),
        tolerance: nil)
    }
    if abs(golden.duration - run.duration) > tolerances.time {
      return GoldenDifference(
        frame: nil, time: nil, view: nil, property: "duration",
        expected: formatNumber(golden.duration) + " s", actual: formatNumber(run.duration) + " s",
        tolerance: tolerances.time)
    }
    for (property, expected, actual) in [
      ("outcome", golden.outcome, run.outcome),
      (
        "window",
        formatNumber(golden.windowSize.width) + "x" + formatNumber(golden.windowSize.height),
        formatNumber(run.windowSize.width) + "x" + formatNumber(run.windowSize.height)
      ),
    ] where expected != actual {
      return GoldenDifference(
        frame: nil, time: nil, view: nil, property: property, expected: expected, actual: actual,
        tolerance: nil)
    }
    return nil
  }

  /// `'card' at depth 2`.
  private static func describe(_ view: GoldenView) -> String {
    "'\(view.name)' at depth \(view.depth)"
  }

  /// The first property of either view that differs beyond its tolerance, with both
  /// values as written (`none` for one a view does not have).
  private static func firstDifference(
    _ golden: GoldenView, _ run: GoldenView, _ tolerances: GoldenTolerances
  ) -> (key: String, expected: String, actual: String, tolerance: Double?)? {
    var keys = golden.properties.map(\.key)
    keys += run.properties.map(\.key).filter { !keys.contains($0) }
    for key in keys {
      let expected = golden[key]
      let actual = run[key]
      let kind = GoldenKey.kinds[key] ?? .exact
      let tolerance = tolerances.value(for: kind)
      guard !matches(expected, actual, tolerance: tolerance) else { continue }
      return (
        key, expected.map(\.shown) ?? "none", actual.map(\.shown) ?? "none",
        kind == .exact ? nil : tolerance
      )
    }
    return nil
  }

  /// Whether `expected` and `actual` are within `tolerance` of each other, number by
  /// number (channel by channel for colours).
  static func matches(_ expected: GoldenValue?, _ actual: GoldenValue?, tolerance: Double) -> Bool {
    func close(_ left: [Double], _ right: [Double]) -> Bool {
      // A little room for the decimals the file keeps, so a tolerance of 0 means "as written".
      left.count == right.count && zip(left, right).allSatisfy { abs($0 - $1) <= tolerance + 1e-9 }
    }
    switch (expected, actual) {
    case (.numbers(let left)?, .numbers(let right)?): return close(left, right)
    case (.color(let left)?, .color(let right)?):
      guard let left, let right else { return left == nil && right == nil }
      return close(
        [left.red, left.green, left.blue, left.alpha],
        [right.red, right.green, right.blue, right.alpha])
    default: return expected == actual
    }
  }
}

extension GoldenValue {
  /// The value as a message shows it: as the file writes it, a flag as `set`.
  var shown: String {
    switch self {
    case .flag: "set"
    default: text
    }
  }
}
