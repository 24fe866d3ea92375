import PluginHost
import TransitionEngine

/// Parses the line-oriented script language (see docs/SCRIPT.md) into a ``Script``.
/// Stops at the first error, which names `file:line:column` and suggests the nearest
/// valid word.
public enum ScriptParser {
  /// Every command word.
  public static let commands = [
    "window", "controller", "view", "navigation", "tabs", "root", "context", "use", "fps",
    "present", "dismiss", "push", "pop", "select", "interactive", "update", "drag", "pause",
    "finish", "cancel", "wait", "settle", "expect", "pan", "edge-pan", "pinch", "tap", "swipe",
    "long-press", "rotate",
  ]

  /// Parses `text` read from `file`; a control character anywhere is refused first,
  /// as when the text comes from a file (see ``ScriptText``).
  public static func parse(_ text: String, file: String) -> Result<Script, ScriptDiagnostic> {
    let text = ScriptText(text)
    if let problem = text.firstControlCharacter() {
      return .failure(diagnostic(for: problem, file: file, lines: text.lines))
    }
    return parse(text, file: file)
  }

  /// Parses the lines of `text`, already checked for control characters, read from `file`.
  static func parse(_ text: ScriptText, file: String) -> Result<Script, ScriptDiagnostic> {
    let lines = text.lines
    var commands: [Located<Command>] = []
    for (index, line) in lines.enumerated() {
      let tokens = tokenize(line)
      guard !tokens.isEmpty else { continue }
      var parser = LineParser(tokens: tokens, line: index + 1, text: line, file: file)
      do {
        let command = try parser.command()
        commands.append(Located(value: command, line: index + 1, column: tokens[0].column))
      } catch let error as ScriptDiagnostic {
        return .failure(error)
      } catch {
        return .failure(
          ScriptDiagnostic(
            file: file, line: index + 1, column: 1, message: "\(error)", hint: nil, sourceLine: line
          ))
      }
    }
    return .success(Script(file: file, lines: lines, commands: commands))
  }

  /// The diagnostic for bytes that are not script text.
  static func diagnostic(
    for problem: ScriptText.Problem, file: String, bytes: [UInt8]
  ) -> ScriptDiagnostic {
    // The bytes may not decode: show the line as far as it is text.
    diagnostic(
      for: problem, file: file, lines: ScriptText(String(decoding: bytes, as: UTF8.self)).lines)
  }

  static func diagnostic(
    for problem: ScriptText.Problem, file: String, lines: [String]
  ) -> ScriptDiagnostic {
    let line = problem.line <= lines.count ? lines[problem.line - 1] : ""
    return ScriptDiagnostic(
      file: file, line: problem.line, column: problem.column,
      message: "this is not script text: \(problem.what) here",
      hint: "a script is UTF-8 text, one command a line, lines ending in \\n or \\r\\n"
        + " (see docs/SCRIPT.md)",
      sourceLine: String(
        line.map { ScriptText.refusedName($0) == nil && $0 != "\u{FFFD}" ? $0 : "?" }))
  }
}

/// The parser of one line.
struct LineParser {
  let tokens: [Token]
  let line: Int
  let text: String
  let file: String
  var index = 0

  init(tokens: [Token], line: Int, text: String, file: String) {
    self.tokens = tokens
    self.line = line
    self.text = text
    self.file = file
  }

  // MARK: Helpers

  func fail(_ column: Int, _ message: String, hint: String? = nil) -> ScriptDiagnostic {
    ScriptDiagnostic(
      file: file, line: line, column: column, message: message, hint: hint, sourceLine: text)
  }

  var endColumn: Int {
    guard let last = tokens.last else { return 1 }
    return last.column + last.text.count
  }

  var atEnd: Bool { index >= tokens.count }

  func peek() -> Token? { index < tokens.count ? tokens[index] : nil }

  mutating func next(_ what: String) throws -> Token {
    guard let token = peek() else {
      throw fail(endColumn, "expected \(what) at the end of the line")
    }
    index += 1
    return token
  }

  mutating func keyword(_ word: String) throws {
    let token = try next("'\(word)'")
    guard token.text == word else {
      throw fail(token.column, "expected '\(word)', found '\(token.text)'")
    }
  }

  mutating func accept(_ word: String) -> Bool {
    if peek()?.text == word {
      index += 1
      return true
    }
    return false
  }

  mutating func name(_ what: String) throws -> Located<String> {
    let token = try next(what)
    let valid = token.text.allSatisfy {
      $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "."
    }
    guard valid, token.text.first?.isLetter == true || token.text.first == "_" else {
      throw fail(
        token.column, "'\(token.text)' is not a valid \(what)",
        hint: "names are letters, digits, '-', '_' and '.', starting with a letter or '_'")
    }
    return Located(value: token.text, line: line, column: token.column)
  }

  /// A name that declares a controller: no dots, which separate view paths.
  mutating func controllerName(_ what: String) throws -> Located<String> {
    let name = try self.name(what)
    guard !name.value.contains(".") else {
      throw fail(
        name.column, "controller names cannot contain '.', found '\(name.value)'",
        hint: "dots separate a view path such as home.button")
    }
    return name
  }

  mutating func number(_ what: String) throws -> Double {
    let token = try next(what)
    guard let value = Double(token.text), value.isFinite else {
      throw fail(token.column, "expected \(what) (a number), found '\(token.text)'")
    }
    return value
  }

  mutating func nonNegative(_ what: String) throws -> Double {
    let column = peek()?.column ?? endColumn
    let value = try number(what)
    guard value >= 0 else {
      throw fail(column, "\(what) must not be negative, found \(formatNumber(value))")
    }
    return value
  }

  mutating func rect(_ what: String = "a frame") throws -> Rect {
    let values = try numbers(["x", "y", "width", "height"], what: "\(what) (x,y,width,height)")
    return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  /// `X,Y`.
  mutating func point() throws -> Point {
    let values = try numbers(["x", "y"], what: "a point (x,y)")
    return Point(x: values[0], y: values[1])
  }

  /// `A,B,C,D,TX,TY` or `identity`.
  mutating func transform() throws -> AffineTransform {
    if accept("identity") { return .identity }
    let values = try numbers(["a", "b", "c", "d", "tx", "ty"], what: "a transform (a,b,c,d,tx,ty)")
    return AffineTransform(
      a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
  }

  /// Numbers separated by commas, one for each of `names`.
  mutating func numbers(_ names: [String], what: String) throws -> [Double] {
    var values: [Double] = []
    for (position, name) in names.enumerated() {
      if position > 0 {
        let comma = try next("','")
        guard comma.text == "," else {
          throw fail(comma.column, "expected ',' between the numbers of \(what)")
        }
      }
      values.append(try number(name))
    }
    return values
  }

  /// `true` or `false`.
  mutating func boolean(_ what: String) throws -> Bool {
    try option(["true", "false"], "value of \(what)").text == "true"
  }

  static let colorNames: [String: Color] = [
    "white": .white, "black": .black, "clear": .clear,
    "red": Color(red: 1, green: 0.231, blue: 0.188), "blue": Color(red: 0, green: 0.478, blue: 1),
    "green": Color(red: 0.204, green: 0.78, blue: 0.349),
    "orange": Color(red: 1, green: 0.584, blue: 0),
    "yellow": Color(red: 1, green: 0.8, blue: 0),
    "gray": Color(red: 0.557, green: 0.557, blue: 0.576),
    "purple": Color(red: 0.686, green: 0.322, blue: 0.871),
    "teal": Color(red: 0.188, green: 0.69, blue: 0.78),
  ]

  mutating func color() throws -> Color {
    let token = try next("a colour")
    if let named = Self.colorNames[token.text] { return named }
    if let hex = Color(hex: token.text), token.text.hasPrefix("#") { return hex }
    let hint =
      nearestName(to: token.text, in: Self.colorNames.keys.sorted()).map { "did you mean '\($0)'?" }
      ?? "use #RRGGBB, #RRGGBBAA or one of \(Self.colorNames.keys.sorted().joined(separator: ", "))"
    throw fail(token.column, "'\(token.text)' is not a colour", hint: hint)
  }

  mutating func finishLine() throws {
    if let extra = peek() {
      throw fail(extra.column, "unexpected '\(extra.text)' at the end of the command")
    }
  }

  /// Reads one of `options` (for messages: `what`), suggesting the nearest.
  mutating func option(_ options: [String], _ what: String) throws -> Token {
    let token = try next(what)
    guard options.contains(token.text) else {
      let hint =
        nearestName(to: token.text, in: options).map { "did you mean '\($0)'?" }
        ?? "expected one of: \(options.joined(separator: ", "))"
      throw fail(token.column, "unknown \(what) '\(token.text)'", hint: hint)
    }
    return token
  }

  // MARK: Commands

  mutating func command() throws -> Command {
    let head = tokens[0]
    index = 1
    switch head.text {
    case "window": return try window()
    case "controller": return try controller()
    case "view": return try view()
    case "navigation":
      let name = try controllerName("navigation controller name")
      try keyword("root")
      let root = try self.name("root controller name")
      try finishLine()
      return .navigation(name: name.value, root: root)
    case "tabs":
      let name = try controllerName("tab bar controller name")
      var tabs = [try self.name("controller name")]
      while accept(",") { tabs.append(try self.name("controller name")) }
      try finishLine()
      return .tabs(name: name.value, tabs: tabs)
    case "root":
      let name = try self.name("controller name")
      try finishLine()
      return .root(name)
    case "context":
      let name = try self.name("controller name")
      try finishLine()
      return .context(name)
    case "use":
      guard let first = peek() else {
        throw fail(
          endColumn, "expected STYLE=ANIMATOR after 'use'",
          hint: "e.g. use custom=slide-up(duration: 0.3)")
      }
      let rest = String(text.dropFirst(first.column - 1)).commentStripped()
      index = tokens.count
      return .use(
        rest, column: first.column,
        mapping: StyleMappings.parse(rest, origin: .script(file: file, line: line)))
    case "fps":
      let column = peek()?.column ?? endColumn
      let value = try number("frames per second")
      guard value >= 1, value <= 1000, value == value.rounded() else {
        throw fail(
          column, "fps must be a whole number from 1 to 1000, found \(formatNumber(value))")
      }
      try finishLine()
      return .fps(Int(value))
    case "present", "dismiss", "push", "pop", "select":
      index = 0
      return try transition(interactive: false)
    case "interactive":
      return try transition(interactive: true)
    case "update":
      let column = peek()?.column ?? endColumn
      let value = try number("progress")
      guard (0...1).contains(value) else {
        throw fail(column, "progress must be between 0 and 1, found \(formatNumber(value))")
      }
      try finishLine()
      return .update(value)
    case "drag":
      let fromColumn = peek()?.column ?? endColumn
      let from = try number("start progress")
      try keyword("to")
      let toColumn = peek()?.column ?? endColumn
      let to = try number("end progress")
      try keyword("over")
      let duration = try nonNegative("duration")
      guard (0...1).contains(from) else {
        throw fail(fromColumn, "progress must be between 0 and 1, found \(formatNumber(from))")
      }
      guard (0...1).contains(to) else {
        throw fail(toColumn, "progress must be between 0 and 1, found \(formatNumber(to))")
      }
      try finishLine()
      return .drag(from: from, to: to, over: duration)
    case "pause":
      try finishLine()
      return .pause
    case "finish", "cancel":
      var speed: Double?
      var curve: AnimationCurve?
      while let token = peek() {
        let word = try option(["speed", "curve"], "'\(head.text)' option")
        if word.text == "speed" {
          speed = try number("speed")
        } else {
          let names = AnimationCurve.allCases.map(\.scriptName)
          let value = try option(names, "curve")
          curve = AnimationCurve.allCases.first { $0.scriptName == value.text }
        }
        _ = token
      }
      return .end(cancel: head.text == "cancel", speed: speed, curve: curve)
    case "wait":
      let value = try nonNegative("seconds")
      try finishLine()
      return .wait(value)
    case "settle":
      try finishLine()
      return .settle
    case "expect":
      return try expectation()
    case _ where LineParser.touchWords.contains(head.text):
      return try touch(head.text)
    default:
      let hint =
        nearestName(to: head.text, in: ScriptParser.commands).map { "did you mean '\($0)'?" }
        ?? "commands are: \(ScriptParser.commands.joined(separator: ", "))"
      throw fail(head.column, "unknown command '\(head.text)'", hint: hint)
    }
  }

  mutating func window() throws -> Command {
    let token = try next("a size such as 390x844")
    let parts = token.text.split(separator: "x")
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width > 0,
      height > 0,
      width.isFinite, height.isFinite
    else {
      throw fail(token.column, "expected a window size such as 390x844, found '\(token.text)'")
    }
    try finishLine()
    return .window(Size(width: width, height: height))
  }

  mutating func controller() throws -> Command {
    let name = try controllerName("controller name")
    var color: Color?
    var alpha: Double?
    var classID: Located<String>?
    while !atEnd {
      let word = try option(["color", "alpha", "class"], "controller option")
      switch word.text {
      case "color": color = try self.color()
      case "alpha": alpha = try number("alpha")
      default:
        let choice = try next("a view controller class such as org.example.detail")
        classID = Located(value: choice.text, line: line, column: choice.column)
      }
    }
    return .controller(name: name.value, color: color, alpha: alpha, classID: classID)
  }

  mutating func view() throws -> Command {
    let path = try name("view path such as home.button")
    let parts = path.value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 2, !parts.contains("") else {
      throw fail(
        path.column, "a view needs a path such as 'home.button' (controller, then view names)")
    }
    try keyword("frame")
    let frame = try rect()
    var color: Color?
    var alpha: Double?
    var radius: Double?
    var hidden = false
    while !atEnd {
      let word = try option(["color", "alpha", "radius", "hidden"], "view option")
      switch word.text {
      case "color": color = try self.color()
      case "alpha": alpha = try number("alpha")
      case "radius": radius = try nonNegative("radius")
      default: hidden = true
      }
    }
    return .view(
      path: parts, frame: frame, color: color, alpha: alpha, radius: radius, hidden: hidden)
  }

  mutating func transition(interactive: Bool) throws -> Command {
    let verb = try option(["present", "dismiss", "push", "pop", "select"], "transition")
    let request: TransitionRequest
    switch verb.text {
    case "present":
      let controller = try name("controller name")
      try keyword("from")
      let from = try name("presenting controller name")
      var style: ModalPresentationStyle?
      if accept("style") {
        let names = ModalPresentationStyle.allCases.map(\.name)
        let token = try option(names, "presentation style")
        style = ModalPresentationStyle(name: token.text)
      }
      request = .present(controller: controller, from: from, style: style)
    case "dismiss":
      request = .dismiss(controller: try name("controller name"))
    case "push":
      let controller = try name("controller name")
      try keyword("on")
      request = .push(controller: controller, navigation: try name("navigation controller name"))
    case "pop":
      request = .pop(navigation: try name("navigation controller name"))
    default:
      let tabs = try name("tab bar controller name")
      let column = peek()?.column ?? endColumn
      let index = try number("tab index")
      guard index >= 0, let whole = Int(exactly: index) else {
        throw fail(column, "a tab index is a whole number from 0, found \(formatNumber(index))")
      }
      request = .select(tabs: tabs, index: whole)
    }
    var animation = Animation.animated
    var animator: Located<String>?
    var delegate: Located<String>?
    while let token = peek() {
      let word = try option(["animated", "instant", "with"], "transition option")
      switch word.text {
      case "animated": animation = .animated
      case "instant":
        if interactive { throw fail(word.column, "an interactive transition cannot be instant") }
        animation = .instant
      default:
        let choice = try next("an animator such as slide-up(duration: 0.3)")
        if choice.text == "delegate" {
          let named = try next(
            "a delegate such as org.example.sheet(height: 0.5) after 'with delegate'")
          delegate = Located(value: named.text, line: line, column: named.column)
        } else {
          animator = Located(value: choice.text, line: line, column: choice.column)
        }
      }
      _ = token
    }
    if let animator, let delegate {
      throw fail(
        max(animator.column, delegate.column),
        "a transition takes an animator or a delegate, not both",
        hint: "the delegate chooses the animator; drop one of the two 'with'")
    }
    return .transition(
      request, animation: animation, interactive: interactive, animator: animator,
      delegate: delegate)
  }

  mutating func expectation() throws -> Command {
    guard let first = peek() else {
      throw fail(
        endColumn, "expected what to check after 'expect'",
        hint: "e.g. expect detail frame 0,0,390,844")
    }
    var time = CheckTime.now
    // The time suffix: `at T` or `after transition`, at the end of the line.
    var end = tokens.count
    if tokens.count >= 2, tokens[tokens.count - 2].text == "at" {
      let token = tokens[tokens.count - 1]
      guard let value = Double(token.text), value.isFinite, value >= 0 else {
        throw fail(token.column, "expected seconds after 'at', found '\(token.text)'")
      }
      time = .at(value)
      end -= 2
    } else if tokens.count >= 2, tokens[tokens.count - 2].text == "after",
      tokens[tokens.count - 1].text == "transition"
    {
      time = .afterTransition
      end -= 2
    }
    var body = LineParser(tokens: Array(tokens[..<end]), line: line, text: text, file: file)
    body.index = index
    let expectation: ScriptExpectation
    switch first.text {
    case "cancelled", "completed":
      body.index += 1
      expectation = .outcome(cancelled: first.text == "cancelled")
    case "callbacks":
      body.index += 1
      var names: [Located<String>] = []
      while !body.atEnd {
        names.append(try body.name("callback name such as detail.viewDidAppear"))
      }
      guard !names.isEmpty else {
        throw fail(body.endColumn, "expected callback names after 'callbacks'")
      }
      expectation = .callbacks(names)
    case "animator":
      body.index += 1
      expectation = .animator(try body.name("animator id"))
    default:
      var subject = try body.name("view or controller name")
      // `VIEW.layer.NAME` is `VIEW layer.NAME`.
      var layerWord: Token?
      let parts = subject.value.split(separator: ".", omittingEmptySubsequences: false)
      if parts.count >= 3, parts[parts.count - 2] == "layer" {
        let view = parts.dropLast(2).joined(separator: ".")
        layerWord = Token(
          text: "layer." + parts[parts.count - 1], column: subject.column + view.count + 1)
        subject = Located(value: view, line: subject.line, column: subject.column)
      } else if let word = body.peek(), word.text.hasPrefix("layer.") {
        body.index += 1
        layerWord = word
      }
      if let word = layerWord {
        let property = try body.layerProperty(word)
        expectation = .view(subject, .layer(property, try body.layerValue(for: property)))
        try body.finishLine()
        return .expect(expectation, time: time)
      }
      let word = try body.option(
        [
          "frame", "alpha", "visible", "hidden", "in", "not", "presents", "bounds", "center",
          "transform", "radius", "color", "isHidden", "clipsToBounds",
        ], "check")
      switch word.text {
      case "frame": expectation = .view(subject, .frame(try body.rect()))
      case "bounds": expectation = .view(subject, .bounds(try body.rect("bounds")))
      case "center": expectation = .view(subject, .center(try body.point()))
      case "transform": expectation = .view(subject, .transform(try body.transform()))
      case "radius": expectation = .view(subject, .cornerRadius(try body.number("radius")))
      case "color":
        expectation = .view(subject, .backgroundColor(body.accept("none") ? nil : try body.color()))
      case "isHidden": expectation = .view(subject, .isHidden(try body.boolean("isHidden")))
      case "clipsToBounds":
        expectation = .view(subject, .clipsToBounds(try body.boolean("clipsToBounds")))
      case "alpha": expectation = .view(subject, .alpha(try body.number("alpha")))
      case "visible": expectation = .view(subject, .visible)
      case "hidden": expectation = .view(subject, .hidden)
      case "in":
        try body.keyword("window")
        expectation = .view(subject, .inWindow)
      case "not":
        try body.keyword("in")
        try body.keyword("window")
        expectation = .view(subject, .notInWindow)
      default:
        if body.accept("nothing") {
          expectation = .presents(subject, nil)
        } else {
          expectation = .presents(subject, try body.name("presented controller name"))
        }
      }
    }
    try body.finishLine()
    return .expect(expectation, time: time)
  }
}

extension AnimationCurve {
  /// The name scripts use.
  public var scriptName: String {
    switch self {
    case .easeInOut: "easeInOut"
    case .easeIn: "easeIn"
    case .easeOut: "easeOut"
    case .linear: "linear"
    }
  }
}

extension String {
  /// The text before a comment (`#` after a space that is not a colour).
  func commentStripped() -> String {
    let tokens = tokenize(self)
    guard let last = tokens.last else { return "" }
    return String(prefix(last.column - 1 + last.text.count))
  }
}
