import TransitionEngine

/// A golden file that cannot be read as one, naming the file and line.
public struct GoldenFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The golden file.
  public let path: String
  /// The line at fault (from 1).
  public let line: Int
  /// What is wrong with it.
  public let message: String

  /// `__goldens__/a.golden:7: error: ...; fix the line or re-record ...`.
  public var description: String {
    "\(path):\(line): error: invalid golden file: \(message); fix the line, or re-record the "
      + "file with 'transhost run --record=all'"
  }
}

extension GoldenFile {
  /// Reads the text of the golden file `path`, or the error naming its line.
  public static func parse(_ text: String, path: String) -> Result<GoldenFile, GoldenFileError> {
    var parser = GoldenParser(path: path)
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if let error = parser.read(line, number: offset + 1) { return .failure(error) }
    }
    return parser.finish()
  }
}

/// Reads a golden file a line at a time.
private struct GoldenParser {
  let path: String
  var script: String?
  var transitions: [GoldenTransition] = []
  var hasHeader = false
  var lineNumber = 0

  init(path: String) { self.path = path }

  func error(_ message: String) -> GoldenFileError {
    GoldenFileError(path: path, line: lineNumber, message: message)
  }

  mutating func read(_ raw: Substring, number: Int) -> GoldenFileError? {
    lineNumber = number
    let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
    let indent = line.prefix { $0 == " " }.count
    let content = line.dropFirst(indent)
    guard hasHeader else {
      let words = line.split(separator: " ")
      guard words.count == 3, words[0] == "transhost", words[1] == "golden" else {
        return error(
          "the first line must be 'transhost golden \(GoldenFile.formatVersion)', not '\(line)'")
      }
      guard words[2] == "\(GoldenFile.formatVersion)" else {
        return error(
          "format version '\(words[2])' is not one this transhost reads (it reads version "
            + "\(GoldenFile.formatVersion))")
      }
      hasHeader = true
      return nil
    }
    if content.isEmpty || content.hasPrefix("#") { return nil }
    switch indent {
    case 0: return readTopLevel(content)
    case 2: return readTransitionLine(content)
    default:
      guard indent % 2 == 0 else {
        return error("a view line is indented by an even number of spaces (4 and 2 a level)")
      }
      return readView(content, depth: (indent - 4) / 2)
    }
  }

  mutating func readTopLevel(_ content: Substring) -> GoldenFileError? {
    if content.hasPrefix("script ") {
      guard let name = GoldenText.unescaped(content.dropFirst("script ".count)) else {
        return error("the script's name has a malformed escape")
      }
      script = name
      return nil
    }
    guard content.hasPrefix("transition ") else {
      return error("expected 'script NAME' or 'transition N: LABEL', not '\(content)'")
    }
    guard script != nil else {
      return error("expected a 'script NAME' line before the first transition")
    }
    let rest = content.dropFirst("transition ".count)
    guard let colon = rest.firstIndex(of: ":"), let index = Int(rest[..<colon]),
      index == transitions.count + 1
    else {
      return error(
        "expected 'transition \(transitions.count + 1): LABEL' (transitions are numbered from 1 "
          + "in order)")
    }
    guard let heading = GoldenText.unescaped(rest[rest.index(after: colon)...].drop { $0 == " " })
    else { return error("the transition's label has a malformed escape") }
    var (label, line, isApp) = (heading, Int?.none, false)
    if heading.hasSuffix("]"), let open = heading.lastIndex(of: "["), open > heading.startIndex,
      heading[heading.index(before: open)] == " "
    {
      let origin = heading[heading.index(after: open)..<heading.index(before: heading.endIndex)]
      var parsed = true
      for part in origin.split(separator: ",").map({ $0.drop { $0 == " " } }) {
        if part == "app" {
          isApp = true
        } else if part.hasPrefix("line "), let number = Int(part.dropFirst(5)) {
          line = number
        } else {
          parsed = false
        }
      }
      if parsed {
        label = String(heading[..<heading.index(before: open)])
      } else {
        (line, isApp) = (nil, false)
      }
    }
    transitions.append(
      GoldenTransition(
        index: index, label: label, line: line, isStartedByApp: isApp, animator: "",
        duration: 0, outcome: "", windowSize: Size(width: 0, height: 0), frames: []))
    return nil
  }

  mutating func readTransitionLine(_ content: Substring) -> GoldenFileError? {
    guard var transition = transitions.popLast() else {
      return error("'\(content)' comes before the first 'transition N: LABEL' line")
    }
    defer { transitions.append(transition) }
    let space = content.firstIndex(of: " ") ?? content.endIndex
    let word = content[..<space]
    let value = content[space...].dropFirst()
    switch word {
    case "animator", "outcome":
      guard let text = GoldenText.unescaped(value) else {
        return error("the \(word) has a malformed escape")
      }
      if word == "animator" { transition.animator = text } else { transition.outcome = text }
    case "duration":
      guard let seconds = Double(value) else {
        return error("expected 'duration SECONDS', not '\(content)'")
      }
      transition.duration = seconds
    case "window":
      let sides = value.split(separator: "x")
      guard sides.count == 2, let width = Double(sides[0]), let height = Double(sides[1]) else {
        return error("expected 'window WIDTHxHEIGHT', not '\(content)'")
      }
      transition.windowSize = Size(width: width, height: height)
    case "frame":
      let parts = value.split(separator: " ")
      guard parts.count == 2, Int(parts[0]) == transition.frames.count + 1,
        parts[1].hasPrefix("t="), let time = Double(parts[1].dropFirst(2))
      else {
        return error(
          "expected 'frame \(transition.frames.count + 1) t=SECONDS' (frames are numbered from 1 "
            + "in order), not '\(content)'")
      }
      transition.frames.append(GoldenFrame(time: time, views: []))
    default:
      return error(
        "unknown line '\(word)' in a transition (animator, duration, outcome, window, frame)")
    }
    return nil
  }

  mutating func readView(_ content: Substring, depth: Int) -> GoldenFileError? {
    guard var transition = transitions.popLast() else {
      return error("a view line comes before the first 'transition N: LABEL' line")
    }
    defer { transitions.append(transition) }
    guard var frame = transition.frames.popLast() else {
      return error("a view line comes before the transition's first 'frame N t=SECONDS' line")
    }
    defer { transition.frames.append(frame) }
    let deepest = frame.views.last.map { $0.depth + 1 } ?? 0
    guard depth <= deepest else {
      return error(
        "the view is indented \(depth - deepest) level\(depth - deepest == 1 ? "" : "s") deeper "
          + "than a subview of the view before it can be")
    }
    guard case .success(let words) = GoldenParser.words(content) else {
      return error("an unclosed quote or a malformed escape")
    }
    guard let name = words.first else { return error("a view line without a name") }
    var properties: [GoldenProperty] = []
    for word in words.dropFirst() {
      switch property(word) {
      case .success(let property):
        if properties.contains(where: { $0.key == property.key }) {
          return error("'\(property.key)' is given twice for view '\(name)'")
        }
        properties.append(property)
      case .failure(let message): return error("view '\(name)': \(message.text)")
      }
    }
    guard properties.contains(where: { $0.key == "frame" }) else {
      return error("view '\(name)' has no 'frame=X,Y,WIDTH,HEIGHT'")
    }
    frame.views.append(GoldenView(name: name, depth: depth, properties: properties))
    return nil
  }

  /// The property `word` writes (`key=value` or a flag), or what is wrong with it.
  func property(_ word: String) -> Result<GoldenProperty, GoldenMessage> {
    let equals = word.firstIndex(of: "=")
    let key = String(word[..<(equals ?? word.endIndex)])
    let value = equals.map { word[word.index(after: $0)...] }
    if GoldenKey.flags.contains(key) {
      guard value == nil else {
        return .failure(GoldenMessage("'\(key)' is a flag; it takes no value"))
      }
      return .success(GoldenProperty(key, .flag))
    }
    guard let value else { return .failure(GoldenMessage("'\(key)' needs a value: \(key)=VALUE")) }
    if GoldenKey.colors.contains(key) {
      if value == "none" { return .success(GoldenProperty(key, .color(nil))) }
      guard value.hasPrefix("#"), value.count == 9, let color = Color(hex: String(value)) else {
        return .failure(
          GoldenMessage("'\(key)' needs a colour #RRGGBBAA or 'none', not '\(value)'"))
      }
      return .success(GoldenProperty(key, .color(color)))
    }
    if GoldenKey.texts.contains(key) { return .success(GoldenProperty(key, .text(String(value)))) }
    guard let count = GoldenKey.counts[key] else {
      return .failure(GoldenMessage("unknown property '\(key)'"))
    }
    let numbers = value.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
    guard numbers.count == count, numbers.allSatisfy({ $0 != nil }) else {
      return .failure(
        GoldenMessage("'\(key)' needs \(count) number\(count == 1 ? "" : "s"), not '\(value)'"))
    }
    return .success(GoldenProperty(key, .numbers(numbers.compactMap { $0 })))
  }

  /// The words of a view line: a quoted word (the name, or a text value after `key=`)
  /// unescaped, its quotes dropped.
  static func words(_ content: Substring) -> Result<[String], GoldenMessage> {
    var words: [String] = []
    var current = ""
    var raw = ""
    var inQuotes = false
    var escaping = false
    func flush() -> Bool {
      defer { (current, raw) = ("", "") }
      guard !raw.isEmpty else { return true }
      guard let text = GoldenText.unescaped(Substring(current)) else { return false }
      words.append(text)
      return true
    }
    for character in content {
      raw.append(character)
      if escaping {
        current.append(character)
        escaping = false
      } else if character == "\\" {
        current.append(character)
        escaping = true
      } else if character == "\"" {
        inQuotes.toggle()
      } else if character == " " && !inQuotes {
        raw.removeLast()
        guard flush() else { return .failure(GoldenMessage("malformed escape")) }
      } else {
        current.append(character)
      }
    }
    guard !inQuotes, !escaping, flush() else { return .failure(GoldenMessage("malformed")) }
    return .success(words)
  }

  func finish() -> Result<GoldenFile, GoldenFileError> {
    guard hasHeader else {
      return .failure(
        GoldenFileError(
          path: path, line: 1,
          message: "the file is empty; its first line must be 'transhost golden "
            + "\(GoldenFile.formatVersion)'"))
    }
    guard let script else {
      return .failure(
        GoldenFileError(path: path, line: lineNumber, message: "it has no 'script NAME' line"))
    }
    return .success(GoldenFile(script: script, transitions: transitions))
  }
}

/// A message about a part of a line, made into a ``GoldenFileError`` by the line's reader.
struct GoldenMessage: Error {
  let text: String
  init(_ text: String) { self.text = text }
}
