import Testing

@testable import TransitionScript

/// Every diagnostic of the parser, one case each, compared in full as `transhost run`
/// prints it: `file:line:column: error: message`, the line with a caret under the
/// column, and the hint when there is one. Unknown words get the nearest valid one.
@Suite struct ScriptParserDiagnosticTests {
  /// A script and the diagnostic it must give.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let lines: [String]
    let rendered: String
    init(_ name: String, _ lines: [String], _ rendered: String) {
      self.name = name
      self.lines = lines
      self.rendered = rendered
    }
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      "unknown command, with the nearest command",
      ["presnt detail from home"],
      """
      test.transhost:1:1: error: unknown command 'presnt'
       1 | presnt detail from home
         | ^
      hint: did you mean 'present'?

      """),
    Case(
      "unknown command, with the list of commands",
      ["xyzzy"],
      """
      test.transhost:1:1: error: unknown command 'xyzzy'
       1 | xyzzy
         | ^
      hint: commands are: window, controller, view, navigation, tabs, root, context, use, fps, present, dismiss, push, pop, select, interactive, update, drag, pause, finish, cancel, wait, settle, expect, pan, edge-pan, pinch, tap, swipe, long-press, rotate

      """),
    Case(
      "a long press without its duration",
      ["long-press card at 20,30"],
      """
      test.transhost:1:25: error: expected 'for SECONDS' (how long the finger stays down) at the end of the line
       1 | long-press card at 20,30
         |                         ^
      hint: e.g. 'long-press card for 0.6': UIKit's long press begins after 0.5 s

      """),
    Case(
      "a word missing at the end of the line",
      ["window"],
      """
      test.transhost:1:7: error: expected a size such as 390x844 at the end of the line
       1 | window
         |       ^

      """),
    Case(
      "another keyword where one is expected",
      ["present detail form home"],
      """
      test.transhost:1:16: error: expected 'from', found 'form'
       1 | present detail form home
         |                ^

      """),
    Case(
      "an invalid name",
      ["root 9lives"],
      """
      test.transhost:1:6: error: '9lives' is not a valid controller name
       1 | root 9lives
         |      ^
      hint: names are letters, digits, '-', '_' and '.', starting with a letter or '_'

      """),
    Case(
      "text where a number is expected",
      ["wait soon"],
      """
      test.transhost:1:6: error: expected seconds (a number), found 'soon'
       1 | wait soon
         |      ^

      """),
    Case(
      "a negative duration",
      ["wait -1"],
      """
      test.transhost:1:6: error: seconds must not be negative, found -1
       1 | wait -1
         |      ^

      """),
    Case(
      "a frame without commas",
      ["view home.b frame 1,2 3,4"],
      """
      test.transhost:1:23: error: expected ',' between the numbers of a frame (x,y,width,height)
       1 | view home.b frame 1,2 3,4
         |                       ^

      """),
    Case(
      "an unknown colour, with the nearest name",
      ["controller home color whte"],
      """
      test.transhost:1:23: error: 'whte' is not a colour
       1 | controller home color whte
         |                       ^
      hint: did you mean 'white'?

      """),
    Case(
      "an unknown colour, with the colour forms",
      ["controller home color chartreuse"],
      """
      test.transhost:1:23: error: 'chartreuse' is not a colour
       1 | controller home color chartreuse
         |                       ^
      hint: use #RRGGBB, #RRGGBBAA or one of black, blue, clear, gray, green, orange, purple, red, teal, white, yellow

      """),
    Case(
      "text after a complete command",
      ["root home now"],
      """
      test.transhost:1:11: error: unexpected 'now' at the end of the command
       1 | root home now
         |           ^

      """),
    Case(
      "an unknown controller option, with the nearest option",
      ["controller home colour red"],
      """
      test.transhost:1:17: error: unknown controller option 'colour'
       1 | controller home colour red
         |                 ^
      hint: did you mean 'color'?

      """),
    Case(
      "an unknown view option, with the list of options",
      ["view home.b frame 0,0,1,1 shadow"],
      """
      test.transhost:1:27: error: unknown view option 'shadow'
       1 | view home.b frame 0,0,1,1 shadow
         |                           ^
      hint: expected one of: color, alpha, radius, hidden

      """),
    Case(
      "use without a mapping",
      ["use"],
      """
      test.transhost:1:4: error: expected STYLE=ANIMATOR after 'use'
       1 | use
         |    ^
      hint: e.g. use custom=slide-up(duration: 0.3)

      """),
    Case(
      "fps out of range",
      ["fps 29.97"],
      """
      test.transhost:1:5: error: fps must be a whole number from 1 to 1000, found 29.97
       1 | fps 29.97
         |     ^

      """),
    Case(
      "update beyond 1",
      ["update 1.5"],
      """
      test.transhost:1:8: error: progress must be between 0 and 1, found 1.5
       1 | update 1.5
         |        ^

      """),
    Case(
      "drag from below 0",
      ["drag -0.1 to 1 over 1"],
      """
      test.transhost:1:6: error: progress must be between 0 and 1, found -0.1
       1 | drag -0.1 to 1 over 1
         |      ^

      """),
    Case(
      "drag to beyond 1",
      ["drag 0 to 2 over 1"],
      """
      test.transhost:1:11: error: progress must be between 0 and 1, found 2
       1 | drag 0 to 2 over 1
         |           ^

      """),
    Case(
      "a malformed window size",
      ["window 390by844"],
      """
      test.transhost:1:8: error: expected a window size such as 390x844, found '390by844'
       1 | window 390by844
         |        ^

      """),
    Case(
      "a dot in a controller name",
      ["controller home.main"],
      """
      test.transhost:1:12: error: controller names cannot contain '.', found 'home.main'
       1 | controller home.main
         |            ^
      hint: dots separate a view path such as home.button

      """),
    Case(
      "a view without a controller in its path",
      ["view button frame 0,0,1,1"],
      """
      test.transhost:1:6: error: a view needs a path such as 'home.button' (controller, then view names)
       1 | view button frame 0,0,1,1
         |      ^

      """),
    Case(
      "a view path with an empty part",
      ["controller home", "view home..button frame 0,0,1,1"],
      """
      test.transhost:2:6: error: a view needs a path such as 'home.button' (controller, then view names)
       2 | view home..button frame 0,0,1,1
         |      ^

      """),
    Case(
      "a dot in a navigation controller name",
      ["navigation main.nav root home"],
      """
      test.transhost:1:12: error: controller names cannot contain '.', found 'main.nav'
       1 | navigation main.nav root home
         |            ^
      hint: dots separate a view path such as home.button

      """),

    Case(
      "a fractional tab index",
      ["select main 1.5"],
      """
      test.transhost:1:13: error: a tab index is a whole number from 0, found 1.5
       1 | select main 1.5
         |             ^

      """),
    Case(
      "an interactive transition that is instant",
      ["interactive dismiss detail instant"],
      """
      test.transhost:1:28: error: an interactive transition cannot be instant
       1 | interactive dismiss detail instant
         |                            ^

      """),
    Case(
      "expect without a check",
      ["expect"],
      """
      test.transhost:1:7: error: expected what to check after 'expect'
       1 | expect
         |       ^
      hint: e.g. expect detail frame 0,0,390,844

      """),
    Case(
      "expect at without seconds",
      ["expect home visible at later"],
      """
      test.transhost:1:24: error: expected seconds after 'at', found 'later'
       1 | expect home visible at later
         |                        ^

      """),
    Case(
      "expect callbacks without names",
      ["expect callbacks"],
      """
      test.transhost:1:17: error: expected callback names after 'callbacks'
       1 | expect callbacks
         |                 ^

      """),
    Case(
      "an unknown finish option",
      ["finish sped 2"],
      """
      test.transhost:1:8: error: unknown 'finish' option 'sped'
       1 | finish sped 2
         |        ^
      hint: did you mean 'speed'?

      """),
    Case(
      "an unknown curve",
      ["cancel curve bouncy"],
      """
      test.transhost:1:14: error: unknown curve 'bouncy'
       1 | cancel curve bouncy
         |              ^
      hint: expected one of: easeInOut, easeIn, easeOut, linear

      """),
    Case(
      "an unknown presentation style",
      ["present detail from home style fullscreen"],
      """
      test.transhost:1:32: error: unknown presentation style 'fullscreen'
       1 | present detail from home style fullscreen
         |                                ^
      hint: did you mean 'fullScreen'?

      """),
    Case(
      "an unknown interactive transition",
      ["interactive dismis detail"],
      """
      test.transhost:1:13: error: unknown transition 'dismis'
       1 | interactive dismis detail
         |             ^
      hint: did you mean 'dismiss'?

      """),
    Case(
      "an unknown check",
      ["expect home visibel"],
      """
      test.transhost:1:13: error: unknown check 'visibel'
       1 | expect home visibel
         |             ^
      hint: did you mean 'visible'?

      """),
    Case(
      "an unknown transition option",
      ["dismiss detail quickly"],
      """
      test.transhost:1:16: error: unknown transition option 'quickly'
       1 | dismiss detail quickly
         |                ^
      hint: expected one of: animated, instant, with

      """),
    Case(
      "with without an animator",
      ["present detail from home with"],
      """
      test.transhost:1:30: error: expected an animator such as slide-up(duration: 0.3) at the end of the line
       1 | present detail from home with
         |                              ^

      """),
    Case(
      "an error on a later line, after comments and blank lines",
      ["# setup", "", "controller home", "  root   home  extra # note"],
      """
      test.transhost:4:16: error: unexpected 'extra' at the end of the command
       4 |   root   home  extra # note
         |                ^

      """),
    Case(
      "a caret under a tab-indented word",
      ["\tfps\t0"],
      """
      test.transhost:1:6: error: fps must be a whole number from 1 to 1000, found 0
       1 | \tfps\t0
         | \t   \t^

      """),

    Case(
      "a misspelt layer property, with the nearest",
      ["controller card", "root card", "expect card layer.shadowOpacty 0.3"],
      """
      test.transhost:3:13: error: unknown layer property 'layer.shadowOpacty'
       3 | expect card layer.shadowOpacty 0.3
         |             ^
      hint: did you mean 'layer.shadowOpacity'?

      """),
    Case(
      "an unknown layer property, with the list",
      ["controller card", "root card", "expect card layer.foo 1"],
      """
      test.transhost:3:13: error: unknown layer property 'layer.foo'
       3 | expect card layer.foo 1
         |             ^
      hint: the layer properties are: layer.anchorPoint, layer.borderColor, layer.borderWidth, layer.cornerRadius, layer.maskedCorners, layer.shadowColor, layer.shadowOffset, layer.shadowOpacity, layer.shadowRadius, layer.sublayerTransform, layer.transform, layer.zPosition

      """),
    Case(
      "a rotation without its axis",
      ["controller card", "root card", "expect card layer.transform rotation(q: 90deg)"],
      """
      test.transhost:3:38: error: rotation(…) starts with its axis and angle: x:, y: or z:
       3 | expect card layer.transform rotation(q: 90deg)
         |                                      ^
      hint: write identity, sixteen numbers m11,…,m44, or steps such as rotation(y: 90deg, perspective: 500), perspective(500), translation(x: 0, y: 0, z: 10), scale(x: 2, y: 2, z: 1)

      """),
    Case(
      "a rotation angle that is not a number",
      ["controller card", "root card", "expect card layer.transform rotation(y: ninety)"],
      """
      test.transhost:3:41: error: expected an angle (90deg, or radians) in rotation(…), found 'ninety'
       3 | expect card layer.transform rotation(y: ninety)
         |                                         ^

      """),
    Case(
      "a perspective distance that is not above 0",
      ["controller card", "root card", "expect card layer.transform perspective(-5)"],
      """
      test.transhost:3:41: error: a perspective distance must be above 0, found -5
       3 | expect card layer.transform perspective(-5)
         |                                         ^
      hint: perspective: 500 gives m34 = -1/500

      """),
    Case(
      "an unknown transform step",
      ["controller card", "root card", "expect card layer.transform spin(y: 1)"],
      """
      test.transhost:3:29: error: unknown transform step 'spin'
       3 | expect card layer.transform spin(y: 1)
         |                             ^
      hint: write identity, sixteen numbers m11,…,m44, or steps such as rotation(y: 90deg, perspective: 500), perspective(500), translation(x: 0, y: 0, z: 10), scale(x: 2, y: 2, z: 1)

      """),
    Case(
      "an unknown corner name",
      ["controller card", "root card", "expect card layer.maskedCorners topLeft"],
      """
      test.transhost:3:33: error: unknown corner 'topLeft'
       3 | expect card layer.maskedCorners topLeft
         |                                 ^
      hint: expected one of: minXMinY, maxXMinY, minXMaxY, maxXMaxY

      """),
    Case(
      "sixteen numbers cut short",
      ["controller card", "root card", "expect card layer.transform 1,0,0"],
      """
      test.transhost:3:34: error: expected ',' at the end of the line
       3 | expect card layer.transform 1,0,0
         |                                  ^

      """),
    Case(
      "a scale with an unknown label",
      ["controller card", "root card", "expect card layer.transform scale(x: 2, w: 3)"],
      """
      test.transhost:3:41: error: scale(…) takes x:, y:, z:, found 'w: 3'
       3 | expect card layer.transform scale(x: 2, w: 3)
         |                                         ^
      hint: write identity, sixteen numbers m11,…,m44, or steps such as rotation(y: 90deg, perspective: 500), perspective(500), translation(x: 0, y: 0, z: 10), scale(x: 2, y: 2, z: 1)

      """),
    Case(
      "a shadow offset without its height",
      ["controller card", "root card", "expect card layer.shadowOffset 1"],
      """
      test.transhost:3:33: error: expected ',' at the end of the line
       3 | expect card layer.shadowOffset 1
         |                                 ^

      """),
    Case(
      "a misspelt layer property after a view path",
      ["controller card", "root card", "expect card.layer.shadowOpacty 0.3"],
      """
      test.transhost:3:13: error: unknown layer property 'layer.shadowOpacty'
       3 | expect card.layer.shadowOpacty 0.3
         |             ^
      hint: did you mean 'layer.shadowOpacity'?

      """),
  ]

  @Test("the parser reports", arguments: cases)
  func diagnostic(_ testCase: Case) throws {
    let diagnostic = try #require(ScriptTesting.parseDiagnostic(ScriptTesting.text(testCase.lines)))
    #expect(diagnostic.rendered == testCase.rendered)
  }

  @Test("a diagnostic carries its parts apart from the rendering")
  func parts() throws {
    let diagnostic = try #require(ScriptTesting.parseDiagnostic("controller home\nroot hme now\n"))
    #expect(diagnostic.file == "test.transhost")
    #expect(diagnostic.line == 2)
    #expect(diagnostic.column == 10)
    #expect(diagnostic.message == "unexpected 'now' at the end of the command")
    #expect(diagnostic.hint == nil)
    #expect(diagnostic.sourceLine == "root hme now")
  }

  @Test("a CRLF script is read line by line and shown without the carriage returns")
  func carriageReturns() throws {
    let diagnostic = try #require(
      ScriptTesting.parseDiagnostic("controller home\r\nroot home now\r\n"))
    #expect(
      diagnostic.rendered == """
        test.transhost:2:11: error: unexpected 'now' at the end of the command
         2 | root home now
           |           ^

        """)
  }

  @Test("parsing stops at the first error")
  func firstErrorOnly() throws {
    let diagnostic = try #require(ScriptTesting.parseDiagnostic("wait x\nsettle now\n"))
    #expect(diagnostic.line == 1)
  }

  @Test("the gutter widens with the line number")
  func wideGutter() throws {
    let text = String(repeating: "settle\n", count: 11) + "pause now\n"
    let diagnostic = try #require(ScriptTesting.parseDiagnostic(text))
    #expect(
      diagnostic.rendered == """
        test.transhost:12:7: error: unexpected 'now' at the end of the command
         12 | pause now
            |       ^

        """)
  }
}
