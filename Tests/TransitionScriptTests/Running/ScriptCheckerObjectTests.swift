import Testing

@testable import TransitionScript

/// The checker resolves `controller NAME class ID` and `with delegate ID` through its
/// ``ScriptObjectResolving`` seam, keeps what it resolved in the checked script, and
/// refuses a name it cannot use at its line and column.
@Suite struct ScriptCheckerObjectTests {
  static func check(_ lines: [String]) throws -> Result<CheckedScript, ScriptFile.Failure> {
    let registry = try ScriptFixturePlugins.registry()
    return ScriptFile.prepare(
      ScriptTesting.text(lines), file: ScriptTesting.file, registry: registry,
      objects: ScriptTestObjects())
  }

  @Test("the checked script holds each command's object, by the command's index")
  func objectsResolved() throws {
    let checked = try Self.check([
      "controller home", "controller detail class detail", "root home",
      "present detail from home with delegate test.sheet(height: 0.3)",
      "expect detail.image visible",
    ]).get()
    #expect(checked.objects.keys.sorted() == [1, 3])
    #expect(checked.objects[1]?.kind == .viewController)
    #expect(checked.objects[3]?.description == "test.sheet(height: 0.3)")
    #expect(checked.viewPaths[4] == .search(root: "detail", names: ["image"]))
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let lines: [String]
    let rendered: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "an unknown class, with the nearest",
      lines: ["controller detail class test.detial"],
      rendered: """
        test.transhost:1:25: error: unknown view controller class 'test.detial'
         1 | controller detail class test.detial
           |                         ^
        hint: did you mean 'test.detail'?

        """),
    Case(
      name: "an unknown class without the registry's objects",
      lines: ["controller detail class org.example.nothing"],
      rendered: """
        test.transhost:1:25: error: unknown view controller class 'org.example.nothing'
         1 | controller detail class org.example.nothing
           |                         ^
        hint: run 'transhost list' to see the installed objects

        """),
    Case(
      name: "a delegate as a class", lines: ["controller detail class sheet"],
      rendered: """
        test.transhost:1:25: error: 'test.sheet' is a transitioning delegate, not a view controller class
         1 | controller detail class sheet
           |                         ^
        hint: a delegate is chosen on a transition: 'with delegate sheet'

        """),
    Case(
      name: "a navigation delegate on a presentation",
      lines: [
        "controller home", "controller detail", "root home",
        "present detail from home with delegate nav",
      ],
      rendered: """
        test.transhost:4:40: error: 'test.nav' is a navigation delegate; 'present' needs a transitioning delegate
         4 | present detail from home with delegate nav
           |                                        ^

        """),
    Case(
      name: "a class as a delegate",
      lines: [
        "controller home", "controller detail", "root home", "dismiss detail with delegate detail",
      ],
      rendered: """
        test.transhost:4:30: error: 'test.detail' is a view controller class; 'dismiss' needs a transitioning delegate
         4 | dismiss detail with delegate detail
           |                              ^
        hint: declare a controller of it with 'controller NAME class detail'

        """),
    Case(
      name: "an unknown parameter, at its column",
      lines: [
        "controller home", "controller detail", "root home",
        "dismiss detail with delegate sheet(hieght: 1)",
      ],
      rendered: """
        test.transhost:4:36: error: delegate 'test.sheet' has no parameter 'hieght'
         4 | dismiss detail with delegate sheet(hieght: 1)
           |                                    ^
        hint: run 'transhost info test.sheet' to see its parameters

        """),
    Case(
      name: "a refused value, at its column",
      lines: [
        "controller home", "controller detail", "root home",
        "dismiss detail with delegate sheet(height: 2)",
      ],
      rendered: """
        test.transhost:4:36: error: height must be in 0...1, found '2'
         4 | dismiss detail with delegate sheet(height: 2)
           |                                    ^

        """),
    Case(
      name: "a malformed class",
      lines: ["controller detail class detail(tint"],
      rendered: """
        test.transhost:1:36: error: expected ':' after parameter 'tint'
         1 | controller detail class detail(tint
           |                                    ^

        """),
  ]

  @Test("the checker reports", arguments: cases)
  func diagnostic(_ testCase: Case) throws {
    guard case .failure(.invalid(let diagnostic)) = try Self.check(testCase.lines) else {
      Issue.record("the checker accepted it")
      return
    }
    #expect(diagnostic.rendered == testCase.rendered)
  }

  @Test("without the registry's objects (until the lead joins them) every class is unknown")
  func noPluginObjects() throws {
    let registry = try ScriptFixturePlugins.registry()
    let diagnostic = try #require(
      ScriptTesting.diagnostic(
        ScriptTesting.text(["controller detail class org.example.detail"]), registry: registry))
    #expect(diagnostic.message == "unknown view controller class 'org.example.detail'")
  }
}
