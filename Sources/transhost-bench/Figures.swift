import TransitionEngine

/// The unit a figure's value is in.
enum FigureUnit: String {
  /// Seconds (shown as ms or s).
  case seconds = "s"
  /// Events per second.
  case perSecond = "/s"
  /// Kibibytes (shown as MiB).
  case kibibytes = "KiB"
  /// A plain number.
  case count = ""
}

/// What a figure should reach.
enum Goal {
  /// The ratio to the comparison must be at most this.
  case ratioAtMost(Double)
  /// The value must be at least this.
  case valueAtLeast(Double)
  /// The value must be at most this.
  case valueAtMost(Double)

  /// `ratioAtMost`, `valueAtLeast` or `valueAtMost`, for the JSON.
  var kind: String {
    switch self {
    case .ratioAtMost: "ratioAtMost"
    case .valueAtLeast: "valueAtLeast"
    case .valueAtMost: "valueAtMost"
    }
  }

  /// The number the goal names (a ratio, or a value in the figure's unit).
  var limit: Double {
    switch self {
    case .ratioAtMost(let limit), .valueAtLeast(let limit), .valueAtMost(let limit): limit
    }
  }

  func text(unit: FigureUnit) -> String {
    switch self {
    case .ratioAtMost(let limit): "<= \(formatRatio(limit))"
    case .valueAtLeast(let limit): ">= \(formatValue(limit, unit))"
    case .valueAtMost(let limit): "<= \(formatValue(limit, unit))"
    }
  }
}

/// Whether a figure met its goal.
enum FigureStatus: String {
  case met, missed
  /// No goal: shown for context.
  case info
  /// Could not be measured here (the note says why).
  case unavailable
}

/// One measured figure, with what it was compared with in the same run.
struct Figure {
  /// Stable name, e.g. `scan.cold`; the test checks every one is printed.
  let name: String
  /// What was measured, in words.
  let summary: String
  /// The median, or nil when unavailable.
  let value: Double?
  let unit: FigureUnit
  /// What it was compared with, measured in the same run.
  let comparisonName: String?
  let comparisonValue: Double?
  /// `value / comparisonValue` (for throughputs, how many times slower: see `summary`).
  let ratio: Double?
  let goal: Goal?
  /// Extra facts: counts, fallbacks, why it is unavailable.
  let note: String

  init(
    name: String, summary: String, value: Double?, unit: FigureUnit,
    comparison: (name: String, value: Double?)? = nil, ratio: Double? = nil, goal: Goal? = nil,
    note: String = ""
  ) {
    self.name = name
    self.summary = summary
    self.value = value
    self.unit = unit
    self.comparisonName = comparison?.name
    self.comparisonValue = comparison?.value
    if let ratio {
      self.ratio = ratio
    } else if let value, let other = comparison?.value, other > 0 {
      self.ratio = value / other
    } else {
      self.ratio = nil
    }
    self.goal = goal
    self.note = note
  }

  /// A figure that could not be measured.
  static func unavailable(
    _ name: String, summary: String, unit: FigureUnit, goal: Goal? = nil, reason: String
  ) -> Figure {
    Figure(name: name, summary: summary, value: nil, unit: unit, goal: goal, note: reason)
  }

  var status: FigureStatus {
    guard let value, value.isFinite else { return .unavailable }
    guard let goal else { return .info }
    switch goal {
    case .ratioAtMost(let limit):
      guard let ratio, ratio.isFinite else { return .unavailable }
      return ratio <= limit ? .met : .missed
    case .valueAtLeast(let limit): return value >= limit ? .met : .missed
    case .valueAtMost(let limit): return value <= limit ? .met : .missed
    }
  }
}

/// The run's settings, for the header and the JSON.
struct RunDescription {
  let configuration: String
  let buildMode: String
  let cores: Int
  let repeats: Int
  let transhost: String
  let workspace: String
}

// MARK: Formatting

/// `value` with `digits` decimals (no Foundation).
func fixed(_ value: Double, _ digits: Int) -> String {
  guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let scaled = (abs(value) * scale).rounded()
  let whole = Int(scaled / scale)
  let fraction = Int(scaled - Double(whole) * scale)
  var text = value < 0 && scaled != 0 ? "-" : ""
  text += grouped(whole)
  if digits > 0 {
    var digitsText = String(fraction)
    while digitsText.count < digits { digitsText = "0" + digitsText }
    text += "." + digitsText
  }
  return text
}

/// `1234567` as `1,234,567`.
func grouped(_ value: Int) -> String {
  let digits = Array(String(value))
  var result = ""
  for (index, digit) in digits.enumerated() {
    if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
    result.append(digit)
  }
  return result
}

func formatRatio(_ ratio: Double) -> String {
  ratio >= 100 ? fixed(ratio, 0) + "x" : fixed(ratio, ratio < 10 ? 2 : 1) + "x"
}

func formatValue(_ value: Double?, _ unit: FigureUnit) -> String {
  guard let value, value.isFinite else { return "-" }
  switch unit {
  case .seconds:
    if value < 1e-3 { return fixed(value * 1e6, 1) + " us" }
    if value < 1 { return fixed(value * 1e3, value < 0.01 ? 2 : 1) + " ms" }
    return fixed(value, 2) + " s"
  case .perSecond:
    return fixed(value, 0) + " /s"
  case .kibibytes:
    return fixed(value / 1024, 1) + " MiB"
  case .count:
    return fixed(value, value == value.rounded() ? 0 : 2)
  }
}

// MARK: Table

/// The figures as an aligned text table, then the notes.
func renderTable(_ figures: [Figure], run: RunDescription) -> String {
  var text = "transhost-bench: \(run.configuration) configuration, \(run.buildMode) build, "
  text += "\(run.cores) cores, medians of \(run.repeats) runs\n"
  if run.configuration == "quick" {
    text +=
      "(quick: sizes far too small for the figures to mean anything; met and missed only show the format)\n"
  }
  text += "transhost: \(run.transhost)\n\n"
  var rows = [["FIGURE", "VALUE", "COMPARED WITH (same run)", "RATIO", "GOAL", "STATUS"]]
  for figure in figures {
    let comparison =
      figure.comparisonName.map { name in
        figure.comparisonValue.map { "\(name) \(formatValue($0, figure.unit))" } ?? "\(name) -"
      } ?? ""
    rows.append([
      figure.name, formatValue(figure.value, figure.unit), comparison,
      figure.ratio.map(formatRatio) ?? "", figure.goal?.text(unit: figure.unit) ?? "",
      figure.status.rawValue,
    ])
  }
  var widths = [Int](repeating: 0, count: rows[0].count)
  for row in rows {
    for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
  }
  for row in rows {
    var line = ""
    for (index, cell) in row.enumerated() {
      let padded =
        index == row.count - 1
        ? cell : cell + String(repeating: " ", count: widths[index] - cell.count + 2)
      line += padded
    }
    while line.hasSuffix(" ") { line.removeLast() }
    text += line + "\n"
  }
  text += "\nwhat each figure is:\n"
  for figure in figures {
    text += "  \(figure.name): \(figure.summary)"
    if !figure.note.isEmpty { text += " [\(figure.note)]" }
    text += "\n"
  }
  let tally = GoalTally(figures)
  text += "\ngoals: \(tally.met) met, \(tally.missed) missed, \(tally.unavailable) unavailable\n"
  return text
}

/// How many figures with a goal met it, missed it, or could not be measured.
struct GoalTally {
  let met: Int
  let missed: Int
  let unavailable: Int

  init(_ figures: [Figure]) {
    met = figures.filter { $0.status == .met }.count
    missed = figures.filter { $0.status == .missed }.count
    unavailable = figures.filter { $0.status == .unavailable && $0.goal != nil }.count
  }
}

// MARK: JSON

/// `text` as a JSON string literal (the engine's JSON writer escapes it).
func jsonString(_ text: String) -> String { JSONValue.string(text).text }

func jsonNumber(_ value: Double?) -> String {
  guard let value, value.isFinite else { return "null" }
  if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
  return "\(value)"
}

/// The figures as one JSON object.
func renderJSON(_ figures: [Figure], run: RunDescription) -> String {
  var text = "{\n"
  text += "  \"tool\": \"transhost-bench\",\n"
  text += "  \"configuration\": \(jsonString(run.configuration)),\n"
  text += "  \"build\": \(jsonString(run.buildMode)),\n"
  text += "  \"cores\": \(run.cores),\n"
  text += "  \"repeats\": \(run.repeats),\n"
  text += "  \"transhost\": \(jsonString(run.transhost)),\n"
  text += "  \"figures\": [\n"
  for (index, figure) in figures.enumerated() {
    var fields: [String] = []
    fields.append("\"name\": \(jsonString(figure.name))")
    fields.append("\"summary\": \(jsonString(figure.summary))")
    fields.append("\"value\": \(jsonNumber(figure.value))")
    fields.append("\"unit\": \(jsonString(figure.unit.rawValue))")
    if let name = figure.comparisonName {
      fields.append(
        "\"comparison\": {\"name\": \(jsonString(name)), \"value\": \(jsonNumber(figure.comparisonValue))}"
      )
    } else {
      fields.append("\"comparison\": null")
    }
    fields.append("\"ratio\": \(jsonNumber(figure.ratio))")
    fields.append(
      "\"goal\": \(figure.goal.map { jsonString($0.text(unit: figure.unit)) } ?? "null")")
    fields.append("\"goalKind\": \(figure.goal.map { jsonString($0.kind) } ?? "null")")
    fields.append("\"goalLimit\": \(jsonNumber(figure.goal?.limit))")
    fields.append("\"status\": \(jsonString(figure.status.rawValue))")
    fields.append("\"note\": \(jsonString(figure.note))")
    text += "    {" + fields.joined(separator: ", ") + "}"
    text += index == figures.count - 1 ? "\n" : ",\n"
  }
  let tally = GoalTally(figures)
  text += "  ],\n"
  text +=
    "  \"goals\": {\"met\": \(tally.met), \"missed\": \(tally.missed), \"unavailable\": \(tally.unavailable)}\n"
  text += "}\n"
  return text
}
