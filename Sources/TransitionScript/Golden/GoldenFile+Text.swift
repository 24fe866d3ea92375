import TransitionEngine

extension GoldenFile {
  /// The file's text: a header with the format version, then a section per transition
  /// (its heading, animator, duration, outcome and window size), then per frame its
  /// number and time and every view drawn, back to front, indented under its superview.
  /// Numbers as ``formatNumber(_:)`` writes them, colours as `#RRGGBBAA`: the same golden
  /// is the same bytes on every machine.
  public var text: String {
    var lines = [
      "transhost golden \(Self.formatVersion)",
      "# Written by 'transhost run --record'; 'transhost run' compares a run with it.",
      "# Per frame: 'frame N t=SECONDS', then each view drawn, back to front,",
      "# indented under its superview (docs/GOLDEN.md).",
      "script " + GoldenText.escaped(script),
    ]
    for transition in transitions {
      lines += [
        "",
        "transition \(transition.index): " + GoldenText.escaped(transition.heading),
        "  animator " + GoldenText.escaped(transition.animator),
        "  duration " + formatNumber(transition.duration),
        "  outcome " + GoldenText.escaped(transition.outcome),
        "  window " + formatNumber(transition.windowSize.width) + "x"
          + formatNumber(transition.windowSize.height),
      ]
      for (number, frame) in transition.frames.enumerated() {
        lines.append("  frame \(number + 1) t=" + formatNumber(frame.time))
        for view in frame.views { lines.append(view.line) }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension GoldenView {
  /// `    card frame=0,844,390,844 alpha=1 color=#FFFFFFFF`: indented by its depth.
  var line: String {
    let indent = String(repeating: " ", count: 4 + 2 * depth)
    return indent + ([GoldenText.word(name)] + properties.map(\.text)).joined(separator: " ")
  }
}

extension GoldenProperty {
  /// `key=value`, or the key alone for a flag.
  var text: String {
    switch value {
    case .flag: key
    default: key + "=" + value.text
    }
  }
}

extension GoldenValue {
  /// The value as the file writes it after `key=`.
  var text: String {
    switch self {
    case .numbers(let values): values.map(formatNumber).joined(separator: ",")
    case .color(let color): color?.hexString ?? "none"
    case .text(let text): GoldenText.quoted(text)
    case .flag: ""
    }
  }
}

/// How a golden file writes text: escaped so that one value stays on one line, and a
/// view's name quoted only when it would not read as one word.
enum GoldenText {
  /// `text` with `\` as `\\`, control characters as `\n`, `\t`, `\r` or `\u{XX}`, and
  /// with `quotes` `"` as `\"`.
  static func escaped(_ text: String, quotes: Bool = false) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": output += "\\\\"
      case "\"" where quotes: output += "\\\""
      case "\n": output += "\\n"
      case "\t": output += "\\t"
      case "\r": output += "\\r"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// `text` between double quotes, escaped (`"` as `\"`).
  static func quoted(_ text: String) -> String {
    "\"" + escaped(text, quotes: true) + "\""
  }

  /// `text` as one word: as it is when it is one, quoted otherwise.
  static func word(_ text: String) -> String {
    let plain =
      !text.isEmpty && !text.hasPrefix("\"")
      && !text.unicodeScalars.contains {
        $0 == " " || $0 == "=" || $0 == "\\" || $0.value < 0x21 || $0.value == 0x7F
      }
    return plain ? text : quoted(text)
  }

  /// Reverses ``escaped(_:)`` (and the quotes' `\"`); nil when an escape is malformed.
  static func unescaped(_ text: Substring) -> String? {
    var output = ""
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\\" else {
        output.unicodeScalars.append(scalar)
        continue
      }
      switch scalars.next() {
      case "\\": output += "\\"
      case "\"": output += "\""
      case "n": output += "\n"
      case "t": output += "\t"
      case "r": output += "\r"
      case "u":
        guard scalars.next() == "{" else { return nil }
        var digits = ""
        while let next = scalars.next(), next != "}" { digits.unicodeScalars.append(next) }
        guard let value = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(value) else {
          return nil
        }
        output.unicodeScalars.append(decoded)
      default: return nil
      }
    }
    return output
  }
}
