import Testing

@testable import TransitionScript

/// The syntax of issue 12 through the parser's text interface alone: plugin controller
/// classes, delegates on transitions, and checks of every animatable property. Bad forms
/// are refused at the line and column with what to do.
@Suite struct ScriptParserObjectSyntaxTests {
  @Test(
    "the parser accepts",
    arguments: [
      "controller detail class org.example.detail",
      "controller detail class detail(tint: red) color white alpha 0.5",
      "present detail from home style custom with delegate org.example.sheet(height: 0.5)",
      "dismiss detail with delegate sheet",
      "push detail on nav with delegate nav-delegate",
      "select main 1 instant with delegate tabs",
      "interactive dismiss detail with delegate dragging",
      "expect detail bounds 0,0,390,844",
      "expect detail center 195,422 at 0.2",
      "expect detail transform identity after transition",
      "expect detail transform 1,0,0,1,0,-10",
      "expect detail radius 8",
      "expect detail color #FF9500",
      "expect detail color none",
      "expect detail isHidden false",
      "expect detail clipsToBounds true at 0",
      "expect window.dimming alpha 0.5 at 0.2",
    ])
  func accepts(_ line: String) {
    #expect(ScriptTesting.parseDiagnostic(ScriptTesting.text([line])) == nil)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let line: String
    let rendered: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a class without its id", line: "controller detail class",
      rendered: """
        test.transhost:1:24: error: expected a view controller class such as org.example.detail at the end of the line
         1 | controller detail class
           |                        ^

        """),
    Case(
      name: "with delegate without its id", line: "present detail from home with delegate",
      rendered: """
        test.transhost:1:39: error: expected a delegate such as org.example.sheet(height: 0.5) after 'with delegate' at the end of the line
         1 | present detail from home with delegate
           |                                       ^

        """),
    Case(
      name: "an animator and a delegate", line: "dismiss detail with fade with delegate sheet",
      rendered: """
        test.transhost:1:40: error: a transition takes an animator or a delegate, not both
         1 | dismiss detail with fade with delegate sheet
           |                                        ^
        hint: the delegate chooses the animator; drop one of the two 'with'

        """),
    Case(
      name: "a boolean check with another word", line: "expect detail isHidden maybe",
      rendered: """
        test.transhost:1:24: error: unknown value of isHidden 'maybe'
         1 | expect detail isHidden maybe
           |                        ^
        hint: expected one of: true, false

        """),
    Case(
      name: "a transform with five numbers", line: "expect detail transform 1,0,0,1,0",
      rendered: """
        test.transhost:1:34: error: expected ',' at the end of the line
         1 | expect detail transform 1,0,0,1,0
           |                                  ^

        """),
    Case(
      name: "a center without a comma", line: "expect detail center 1 2",
      rendered: """
        test.transhost:1:24: error: expected ',' between the numbers of a point (x,y)
         1 | expect detail center 1 2
           |                        ^

        """),
    Case(
      name: "a colour check with a bad colour", line: "expect detail color rde",
      rendered: """
        test.transhost:1:21: error: 'rde' is not a colour
         1 | expect detail color rde
           |                     ^
        hint: did you mean 'red'?

        """),
  ]

  @Test("the parser reports", arguments: cases)
  func diagnostic(_ testCase: Case) throws {
    let diagnostic = try #require(
      ScriptTesting.parseDiagnostic(ScriptTesting.text([testCase.line])))
    #expect(diagnostic.rendered == testCase.rendered)
  }
}
