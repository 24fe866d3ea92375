import PluginHost
import Testing
import TransitionEngine

@testable import TransitionScript

/// Every command form parses into the right AST: names with their columns, options
/// with their values, defaults where an option is left out.
@Suite struct ScriptParserCommandTests {
  /// One line and the AST it must give, as ``dump(_:)`` writes it.
  struct Case: CustomTestStringConvertible, Sendable {
    let line: String
    let ast: String
    var testDescription: String { line }
  }

  static let cases: [Case] = [
    // Setup.
    Case(line: "window 390x844", ast: "1:1 window 390x844"),
    Case(line: "window 320.5x480", ast: "1:1 window 320.5x480"),
    Case(line: "controller home", ast: "1:1 controller home color=- alpha=-"),
    Case(line: "controller home color #F2F2F7", ast: "1:1 controller home color=#F2F2F7FF alpha=-"),
    Case(
      line: "controller banner color #000000AA alpha 0.5",
      ast: "1:1 controller banner color=#000000AA alpha=0.5"),
    Case(line: "controller detail color red", ast: "1:1 controller detail color=#FF3B30FF alpha=-"),
    Case(
      line: "controller detail alpha 0.5 color blue",
      ast: "1:1 controller detail color=#007AFFFF alpha=0.5"),
    Case(line: "controller café color teal", ast: "1:1 controller café color=#30B0C7FF alpha=-"),
    Case(
      line: "controller detail class org.example.detail(tint: red) alpha 0.5",
      ast: "1:1 controller detail color=- alpha=0.5 class=org.example.detail(tint: red)@25"),
    Case(
      line: "view home.button frame 20,700,100,44",
      ast: "1:1 view home/button frame=(20, 700, 100, 44) color=- alpha=- radius=- hidden=false"),
    Case(
      line: "view home.card.badge frame 1.5,-2,3,4 color #007AFF alpha 0.25 radius 8 hidden",
      ast:
        "1:1 view home/card/badge frame=(1.5, -2, 3, 4) color=#007AFFFF alpha=0.25 radius=8 hidden=true"
    ),
    Case(
      line: "view home.b frame 0 , 0 , 10 , 10 hidden color clear",
      ast: "1:1 view home/b frame=(0, 0, 10, 10) color=#00000000 alpha=- radius=- hidden=true"),
    Case(line: "navigation nav root list", ast: "1:1 navigation nav root=list@21"),
    Case(
      line: "tabs main first, second,third",
      ast: "1:1 tabs main [first@11, second@18, third@25]"),
    Case(line: "tabs solo only", ast: "1:1 tabs solo [only@11]"),
    Case(line: "root home", ast: "1:1 root home@6"),
    Case(line: "context home", ast: "1:1 context home@9"),
    Case(
      line: "use custom=slide-up(duration: 0.3)",
      ast: "1:1 use \"custom=slide-up(duration: 0.3)\"@5"),
    Case(
      line: "use  fullScreen.dismiss = zoom(source: thumb)   # the photo",
      ast: "1:1 use \"fullScreen.dismiss = zoom(source: thumb)\"@6"),
    Case(line: "fps 30", ast: "1:1 fps 30"),
    // Transitions.
    Case(
      line: "present detail from home style custom with delegate sheet(height: 0.5)",
      ast:
        "1:1 present detail@9 from=home@21 style=custom animated with=- delegate=sheet(height: 0.5)@53"
    ),
    Case(
      line: "interactive pop nav with delegate org.x.nav",
      ast: "1:1 interactive pop nav@17 animated with=- delegate=org.x.nav@35"),
    Case(
      line: "expect detail transform 1,0,0,1,0,-10 at 0.2",
      ast: "1:1 expect view detail@8 transform=[1 0 0 1 0 -10] at=0.2"),
    Case(
      line: "expect window.dimming color none after transition",
      ast: "1:1 expect view window.dimming@8 color=none afterTransition"),
    Case(
      line: "expect detail clipsToBounds true",
      ast: "1:1 expect view detail@8 clipsToBounds=true now"),
    Case(
      line: "expect card layer.shadowOpacity 0.3",
      ast: "1:1 expect view card@8 layer.shadowOpacity=0.3 now"),
    Case(
      line: "expect card layer.transform 1,0,0,0,0,1,0,0,0,0,1,-0.002,0,0,0,1 at 0.2",
      ast: "1:1 expect view card@8 layer.transform=[1 0 0 0 0 1 0 0 0 0 1 -0.002 0 0 0 1] at=0.2"),
    Case(
      line: "expect card layer.transform translation(z: 10) scale(x: 2)",
      ast: "1:1 expect view card@8 layer.transform=[2 0 0 0 0 1 0 0 0 0 1 0 0 0 10 1] now"),
    Case(
      line: "expect card layer.transform rotation(z: 1.5707963267948966)",
      ast: "1:1 expect view card@8 layer.transform=[0 1 0 0 -1 0 0 0 0 0 1 0 0 0 0 1] now"),
    Case(
      line: "expect card layer.maskedCorners maxXMaxY, minXMinY after transition",
      ast: "1:1 expect view card@8 layer.maskedCorners=minXMinY,maxXMaxY afterTransition"),
    Case(
      line: "expect home.card.layer.shadowRadius 8 at 0.1",
      ast: "1:1 expect view home.card@8 layer.shadowRadius=8 at=0.1"),
    Case(
      line: "expect card layer.borderColor #FF000080",
      ast: "1:1 expect view card@8 layer.borderColor=#FF000080 now"),
    Case(
      line: "present detail from home",
      ast: "1:1 present detail@9 from=home@21 style=- animated with=-"),
    Case(
      line: "present detail from home style custom with slide-up(duration: 0.4)",
      ast: "1:1 present detail@9 from=home@21 style=custom animated with=slide-up(duration: 0.4)@44"
    ),
    Case(
      line: "present detail from home instant",
      ast: "1:1 present detail@9 from=home@21 style=- instant with=-"),
    Case(
      line: "present banner from home style overFullScreen instant animated with system",
      ast: "1:1 present banner@9 from=home@21 style=overFullScreen animated with=system@69"),
    Case(line: "dismiss detail", ast: "1:1 dismiss detail@9 animated with=-"),
    Case(
      line: "dismiss detail instant with fade", ast: "1:1 dismiss detail@9 instant with=fade@29"),
    Case(line: "push detail on nav", ast: "1:1 push detail@6 on=nav@16 animated with=-"),
    Case(
      line: "push detail on nav with push(direction: left)",
      ast: "1:1 push detail@6 on=nav@16 animated with=push(direction: left)@25"),
    Case(line: "pop nav", ast: "1:1 pop nav@5 animated with=-"),
    Case(line: "pop nav instant", ast: "1:1 pop nav@5 instant with=-"),
    Case(line: "select tabs 1", ast: "1:1 select tabs@8 index=1 animated with=-"),
    Case(
      line: "select tabs 0 with cross-dissolve",
      ast: "1:1 select tabs@8 index=0 animated with=cross-dissolve@20"),
    Case(
      line: "interactive present detail from home style custom with slide-up",
      ast: "1:1 interactive present detail@21 from=home@33 style=custom animated with=slide-up@56"),
    Case(
      line: "interactive dismiss detail", ast: "1:1 interactive dismiss detail@21 animated with=-"),
    Case(
      line: "interactive push detail on nav animated",
      ast: "1:1 interactive push detail@18 on=nav@28 animated with=-"),
    Case(line: "interactive pop nav", ast: "1:1 interactive pop nav@17 animated with=-"),
    Case(
      line: "interactive select tabs 2",
      ast: "1:1 interactive select tabs@20 index=2 animated with=-"),
    // Interaction and time.
    Case(line: "update 0.5", ast: "1:1 update 0.5"),
    Case(line: "update 1", ast: "1:1 update 1"),
    Case(line: "drag 0 to 0.5 over 0.3", ast: "1:1 drag 0 to=0.5 over=0.3"),
    Case(line: "drag 0.8 to 0.1 over 0", ast: "1:1 drag 0.8 to=0.1 over=0"),
    Case(line: "pause", ast: "1:1 pause"),
    Case(line: "finish", ast: "1:1 finish speed=- curve=-"),
    Case(line: "finish speed 2 curve easeOut", ast: "1:1 finish speed=2 curve=easeOut"),
    Case(line: "cancel", ast: "1:1 cancel speed=- curve=-"),
    Case(line: "cancel curve linear speed 0.5", ast: "1:1 cancel speed=0.5 curve=linear"),
    Case(line: "wait 0.25", ast: "1:1 wait 0.25"),
    Case(line: "wait 0", ast: "1:1 wait 0"),
    Case(line: "settle", ast: "1:1 settle"),
    // Expectations.
    Case(
      line: "expect detail frame 0,844,390,844",
      ast: "1:1 expect view detail@8 frame=(0, 844, 390, 844) now"),
    Case(
      line: "expect detail frame 0,0,390,844 at 0.2",
      ast: "1:1 expect view detail@8 frame=(0, 0, 390, 844) at=0.2"),
    Case(
      line: "expect detail alpha 0.5 after transition",
      ast: "1:1 expect view detail@8 alpha=0.5 afterTransition"),
    Case(line: "expect home visible", ast: "1:1 expect view home@8 visible now"),
    Case(line: "expect home hidden at 0", ast: "1:1 expect view home@8 hidden at=0"),
    Case(line: "expect home.button in window", ast: "1:1 expect view home.button@8 inWindow now"),
    Case(line: "expect detail not in window", ast: "1:1 expect view detail@8 notInWindow now"),
    Case(line: "expect home presents detail", ast: "1:1 expect presents home@8 detail@22 now"),
    Case(
      line: "expect home presents nothing after transition",
      ast: "1:1 expect presents home@8 nothing afterTransition"),
    Case(line: "expect cancelled", ast: "1:1 expect outcome cancelled=true now"),
    Case(
      line: "expect completed after transition",
      ast: "1:1 expect outcome cancelled=false afterTransition"),
    Case(
      line: "expect callbacks detail.viewWillAppear animator.animateTransition",
      ast: "1:1 expect callbacks [detail.viewWillAppear@18, animator.animateTransition@40] now"),
    Case(line: "expect animator slide-up", ast: "1:1 expect animator slide-up@17 now"),
    Case(
      line: "expect animator org.transhost.zoom at 0",
      ast: "1:1 expect animator org.transhost.zoom@17 at=0"),
    // Touches.
    Case(
      line: "pan card from 10,600 to 10,800 over 0.3 release velocity 0,1200",
      ast: "1:1 pan card@5 pan(from: (10, 600), to: (10, 800)) over=0.3 release=velocity((0, 1200))"
    ),
    Case(
      line: "edge-pan left by 200 over 0.25 at 300 stop 0.1",
      ast:
        "1:1 edge-pan - edgePan(edge: TransitionScript.TouchCommand.Edge.left, distance: 200.0, position: Optional(300.0)) over=0.25 release=stop(0.1)"
    ),
    Case(
      line: "pinch photo from 1 to 2.5 over 0.4",
      ast: "1:1 pinch photo@7 pinch(from: 1.0, to: 2.5) over=0.4 release=moving"),
    Case(
      line: "tap button at 20,30",
      ast: "1:1 tap button@5 tap(at: Optional((20, 30))) over=0 release=moving"),
    Case(
      line: "swipe card up",
      ast: "1:1 swipe card@7 swipe(TransitionScript.TouchCommand.Edge.top) over=0.1 release=moving"),
    Case(
      line: "long-press card for 0.6",
      ast:
        "1:1 long-press card@12 longPress(at: nil, hold: 0.6, dragTo: nil) over=0 release=moving"),
    Case(
      line: "long-press card at 20,30 for 1 then to 120,30 over 0.25",
      ast:
        "1:1 long-press card@12 longPress(at: Optional((20, 30)), hold: 1.0, dragTo: Optional((120, 30))) over=0.25 release=moving"
    ),
    Case(
      line: "rotate photo by -45 over 0.3",
      ast:
        "1:1 rotate photo@8 rotate(degrees: -45.0) over=0.3 release=moving"),
    // Layout: indentation, tabs, comments.
    Case(line: "   settle   # done", ast: "1:4 settle"),
    Case(line: "\twait\t1", ast: "1:2 wait 1"),
    Case(
      line: "controller home color #FFFFFF # white",
      ast: "1:1 controller home color=#FFFFFFFF alpha=-"),
  ]

  @Test("a command parses into its AST", arguments: cases)
  func command(_ testCase: Case) throws {
    let script = try ScriptParser.parse(testCase.line + "\n", file: "t.transhost").get()
    try #require(script.commands.count == 1)
    #expect(dump(script.commands[0]) == testCase.ast)
  }

  @Test("every command word has a case in the table")
  func everyCommandCovered() {
    let heads = Set(Self.cases.map { $0.line.split(whereSeparator: \.isWhitespace)[0] })
    #expect(Set(ScriptParser.commands.map { Substring($0) }).subtracting(heads).isEmpty)
  }

  @Test("blank lines, comment lines and CRLF endings give no commands and keep line numbers")
  func layout() throws {
    let text =
      "# a comment\r\n\r\ncontroller home\r\n   \r\n  # indented comment\r\nroot home # trailing\r\n"
    let script = try ScriptParser.parse(text, file: "t.transhost").get()
    #expect(
      script.commands.map(dump) == ["3:1 controller home color=- alpha=-", "6:1 root home@6"])
    try #require(script.lines.count == 7)
    #expect(script.lines[2] == "controller home")
    #expect(script.lines[6] == "")
    #expect(script.file == "t.transhost")
  }

  @Test("a 'use' line carries its parsed mapping, with the script's file and line as origin")
  func useLineMapping() throws {
    let text = "controller home\nuse  fullScreen.dismiss = zoom(source: thumb)   # the photo\n"
    let script = try ScriptParser.parse(text, file: "t.transhost").get()
    guard case .use(_, _, .success(let mapping)) = script.commands[1].value else {
      Issue.record("expected a parsed use line, got \(script.commands[1].value)")
      return
    }
    #expect(mapping.origin == .script(file: "t.transhost", line: 2))
    #expect(mapping.style == .fullScreen)
    #expect(mapping.operations == [.dismiss])
    #expect(mapping.choice.name == "zoom")
    #expect(mapping.choice.arguments.map(\.value) == ["thumb"])
  }

  @Test("an empty script parses to no commands")
  func empty() throws {
    #expect(try ScriptParser.parse("", file: "t.transhost").get().commands.isEmpty)
    #expect(
      try ScriptParser.parse("\n\n# only comments\n", file: "t.transhost").get().commands.isEmpty)
  }

  @Test("named colours are the table's")
  func namedColours() {
    #expect(
      LineParser.colorNames.keys.sorted() == [
        "black", "blue", "clear", "gray", "green", "orange", "purple", "red", "teal", "white",
        "yellow",
      ])
  }

  @Test("curves have the script names of UIKit's")
  func curveNames() {
    #expect(
      AnimationCurve.allCases.map(\.scriptName) == ["easeInOut", "easeIn", "easeOut", "linear"])
  }
}

// MARK: - The AST as text

/// A located command as one line of text: `line:column`, then the command with every
/// name's column (`name@column`) and `-` for options left out.
func dump(_ command: Located<Command>) -> String {
  "\(command.line):\(command.column) " + dump(command.value)
}

private func at(_ name: Located<String>) -> String { "\(name.value)@\(name.column)" }
private func number(_ value: Double?) -> String { value.map(formatNumber) ?? "-" }

private func dump(_ command: Command) -> String {
  switch command {
  case .window(let size):
    return "window \(size)"
  case .controller(let name, let color, let alpha, let classID):
    return "controller \(name) color=\(color?.description ?? "-") alpha=\(number(alpha))"
      + (classID.map { " class=\(at($0))" } ?? "")
  case .view(let path, let frame, let color, let alpha, let radius, let hidden):
    return "view \(path.joined(separator: "/")) frame=\(frame) color=\(color?.description ?? "-") "
      + "alpha=\(number(alpha)) radius=\(number(radius)) hidden=\(hidden)"
  case .navigation(let name, let root):
    return "navigation \(name) root=\(at(root))"
  case .tabs(let name, let tabs):
    return "tabs \(name) [\(tabs.map(at).joined(separator: ", "))]"
  case .root(let name):
    return "root \(at(name))"
  case .context(let name):
    return "context \(at(name))"
  case .use(let text, let column, _):
    return "use \"\(text)\"@\(column)"
  case .fps(let value):
    return "fps \(value)"
  case .transition(let request, let animation, let interactive, let animator, let delegate):
    let verb: String
    switch request {
    case .present(let controller, let from, let style):
      verb = "present \(at(controller)) from=\(at(from)) style=\(style?.name ?? "-")"
    case .dismiss(let controller):
      verb = "dismiss \(at(controller))"
    case .push(let controller, let navigation):
      verb = "push \(at(controller)) on=\(at(navigation))"
    case .pop(let navigation):
      verb = "pop \(at(navigation))"
    case .select(let tabs, let index):
      verb = "select \(at(tabs)) index=\(index)"
    }
    return (interactive ? "interactive " : "") + verb
      + " \(animation == .animated ? "animated" : "instant") with=\(animator.map(at) ?? "-")"
      + (delegate.map { " delegate=\(at($0))" } ?? "")
  case .update(let progress):
    return "update \(formatNumber(progress))"
  case .drag(let from, let to, let duration):
    return "drag \(formatNumber(from)) to=\(formatNumber(to)) over=\(formatNumber(duration))"
  case .pause:
    return "pause"
  case .touch(let touch):
    return
      "\(touch.word) \(touch.view.map(at) ?? "-") \(touch.motion) over=\(number(touch.duration)) "
      + "release=\(touch.release)"
  case .end(let cancel, let speed, let curve):
    return
      "\(cancel ? "cancel" : "finish") speed=\(number(speed)) curve=\(curve?.scriptName ?? "-")"
  case .wait(let seconds):
    return "wait \(formatNumber(seconds))"
  case .settle:
    return "settle"
  case .expect(let expectation, let time):
    let when: String
    switch time {
    case .now: when = "now"
    case .at(let seconds): when = "at=\(formatNumber(seconds))"
    case .afterTransition: when = "afterTransition"
    }
    return "expect \(dump(expectation)) \(when)"
  }
}

private func dump(_ expectation: ScriptExpectation) -> String {
  switch expectation {
  case .view(let name, let check):
    let what: String
    switch check {
    case .frame(let rect): what = "frame=\(rect)"
    case .alpha(let alpha): what = "alpha=\(formatNumber(alpha))"
    case .visible: what = "visible"
    case .hidden: what = "hidden"
    case .inWindow: what = "inWindow"
    case .notInWindow: what = "notInWindow"
    case .bounds(let rect): what = "bounds=\(rect)"
    case .center(let point): what = "center=\(point)"
    case .transform(let transform): what = "transform=\(transform)"
    case .cornerRadius(let radius): what = "radius=\(formatNumber(radius))"
    case .backgroundColor(let color): what = "color=\(color?.description ?? "none")"
    case .isHidden(let hidden): what = "isHidden=\(hidden)"
    case .clipsToBounds(let clips): what = "clipsToBounds=\(clips)"
    case .layer(let property, let value): what = "\(property.pathName)=\(value)"
    }
    return "view \(at(name)) \(what)"
  case .presents(let presenter, let presented):
    return "presents \(at(presenter)) \(presented.map(at) ?? "nothing")"
  case .outcome(let cancelled):
    return "outcome cancelled=\(cancelled)"
  case .callbacks(let names):
    return "callbacks [\(names.map(at).joined(separator: ", "))]"
  case .animator(let name):
    return "animator \(at(name))"
  }
}
