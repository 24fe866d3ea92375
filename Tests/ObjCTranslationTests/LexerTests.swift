import Testing

@testable import ObjCTranslation

@Suite struct LexerTests {
  @Test(
    "strings and comments are whole tokens, and the tokens give the source back",
    arguments: [
      #"let a = "@objc #selector(x)""#,
      "let b = \"\"\"\n  @objc \\(value(\"#selector(y)\"))\n  \"\"\"",
      ##"let c = #"raw \(not) "quoted" @objc"#"##,
      ##"let d = #"raw \#(interpolated("@objc")) done"#"##,
      "/* outer /* @objc */ still comment */ let e = 1",
      "// @objc func f()\nlet g = 2",
    ])
  func wholeTokens(source: String) {
    let tokens = Lexer.tokens(of: source)
    #expect(tokens.map(\.text).joined() == source)
    #expect(!tokens.contains { $0.kind == .attribute || $0.kind == .pound })
  }

  @Test("attributes, pound keywords and positions")
  func kindsAndPositions() {
    let tokens = Lexer.tokens(of: "class A {\n  @objc func b() { #selector(b) }\n}").filter(
      \.isSignificant)
    let objc = tokens.first { $0.text == "@objc" }
    #expect(objc?.kind == .attribute)
    #expect(objc?.line == 2)
    #expect(objc?.column == 3)
    #expect(tokens.first { $0.text == "#selector" }?.kind == .pound)
    #expect(tokens.filter { $0.kind == .string }.isEmpty)
  }
}
