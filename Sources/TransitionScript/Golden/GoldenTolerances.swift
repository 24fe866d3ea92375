import PluginHost
import TransitionEngine

/// How far a run may be from its golden and still match it, per kind of number
/// (`transhost run --tolerance position=0.5,alpha=0.01`).
public struct GoldenTolerances: Hashable, Sendable, CustomStringConvertible {
  /// Points, for frames, bounds, corner radii, offsets and projected corners (default 0.5).
  public var position = 0.5
  /// Opacities, 0 to 1 (default 0.01).
  public var alpha = 0.01
  /// Each colour channel, 0 to 1 (default 0.01, about 2.5 of 255).
  public var color = 0.01
  /// Unitless matrix entries and anchor points (default 0.002).
  public var transform = 0.002
  /// Seconds, for frame times and durations (default 0.001).
  public var time = 0.001

  /// The names `--tolerance` takes, in order.
  public static let names = ["position", "alpha", "color", "transform", "time"]

  /// The defaults.
  public init() {}

  /// The tolerance of `kind` (none for exact values).
  func value(for kind: GoldenKey.Kind) -> Double {
    switch kind {
    case .position: position
    case .alpha: alpha
    case .color: color
    case .transform: transform
    case .exact: 0
    }
  }

  /// Sets the tolerances `text` names (`position=0.5,alpha=0.01`), or says what is wrong
  /// with it.
  public mutating func set(_ text: String) -> String? {
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let list = Self.names.joined(separator: ", ")
      guard pair.count == 2 else {
        return "'\(part)' is not NAME=NUMBER (names: \(list))"
      }
      guard let value = Double(pair[1]), value.isFinite, value >= 0 else {
        return "'\(part)' needs a number 0 or above, not '\(pair[1])'"
      }
      switch pair[0] {
      case "position": position = value
      case "alpha": alpha = value
      case "color", "colour": color = value
      case "transform": transform = value
      case "time": time = value
      default:
        let hint = nearestName(to: String(pair[0]), in: Self.names).map {
          "; did you mean '\($0)'?"
        }
        return "unknown tolerance '\(pair[0])'" + (hint ?? " (names: \(list))")
      }
    }
    return nil
  }

  /// `position=0.5,alpha=0.01,color=0.01,transform=0.002,time=0.001`.
  public var description: String {
    zip(Self.names, [position, alpha, color, transform, time]).map { "\($0)=\(formatNumber($1))" }
      .joined(separator: ",")
  }
}

/// What `transhost run` does with golden files (`--record[=MODE]`), after
/// swift-snapshot-testing's record modes.
public enum GoldenRecordMode: String, Sendable, CaseIterable {
  /// No `--record`: a script with a golden is compared with it; one without is noted
  /// when the project keeps goldens (the golden directory exists, or `--golden-dir` was
  /// given), and fails when the `CI` environment variable is set.
  case compare
  /// `--record=never`: every script must have a golden; a missing one fails.
  case never
  /// `--record` or `--record=missing`: goldens that do not exist are recorded; the
  /// others are compared.
  case missing
  /// `--record=failed`: as `missing`, and a golden whose frames differ is recorded
  /// again (transitions added, removed or renamed still fail: that takes `all`).
  case failed
  /// `--record=all`: every golden is recorded again.
  case all

  /// The mode `--record=WORD` names (`--record` alone: ``missing``), nil for none.
  public init?(word: String?) {
    guard let word else {
      self = .missing
      return
    }
    guard let mode = GoldenRecordMode(rawValue: word), mode != .compare else { return nil }
    self = mode
  }

  /// The words `--record=` takes.
  public static let words = ["missing", "failed", "all", "never"]
}
