/// The two figures comparing one scenario through the ABI with the same scenario built
/// in: `name`, the plugin side's transitions per second (goal >= 10,000/s), and
/// `name.vs-builtin`, the plugin side's time against the built-in's (goal <= 1.10x).
struct ABIComparison {
  let name: String
  /// What the rate figure is.
  let rateSummary: String
  /// What the ratio figure is.
  let ratioSummary: String
  /// What the built-in side is called in the comparison column.
  let builtinLabel: String

  var ratioName: String { name + ".vs-builtin" }

  /// Both figures, unavailable for `reason`.
  func unavailable(_ reason: String) -> [Figure] {
    [
      .unavailable(
        name, summary: rateSummary, unit: .perSecond, goal: .valueAtLeast(10_000), reason: reason),
      .unavailable(
        ratioName, summary: ratioSummary, unit: .seconds, goal: .ratioAtMost(1.10), reason: reason),
    ]
  }

  /// Both figures from the timed runs of each side (run alternately, the same number of
  /// transitions, `transitions`, in each run): medians, and each run's own ratio in the
  /// ratio figure's note (their spread shows layout effects).
  func figures(
    pluginTimes: [Double], builtinTimes: [Double], transitions: Double, rateNote: String
  ) -> [Figure] {
    let runRatios = zip(pluginTimes, builtinTimes).map { $0 / $1 }.sorted()
    let spread =
      runRatios.first.map { low in
        "ratios of single runs \(formatRatio(low))-\(formatRatio(runRatios.last ?? low))"
      } ?? ""
    return [
      Figure(
        name: name, summary: rateSummary, value: transitions / median(pluginTimes),
        unit: .perSecond, comparison: (builtinLabel, transitions / median(builtinTimes)),
        goal: .valueAtLeast(10_000), note: rateNote),
      Figure(
        name: ratioName, summary: ratioSummary, value: median(pluginTimes), unit: .seconds,
        comparison: (builtinLabel, median(builtinTimes)), goal: .ratioAtMost(1.10), note: spread),
    ]
  }
}
