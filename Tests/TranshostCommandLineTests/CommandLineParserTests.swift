import Testing
import TransitionEngine

@testable import TranshostCommandLine

/// The command line read by the option table: each row a command line and what it
/// gives, or the usage error word for word.
@Suite struct CommandLineParserTests {
  struct Good: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let command: String?
    let operands: [String]
    let options: [String]
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let good: [Good] = [
    Good(arguments: [], command: nil, operands: [], options: []),
    Good(
      arguments: ["list", "--json", "-v"], command: "list", operands: [],
      options: ["--json", "--verbose"]),
    Good(
      arguments: ["run", "a.transhost", "--fps", "30", "b.transhost"], command: "run",
      operands: ["a.transhost", "b.transhost"], options: ["--fps 30"]),
    Good(
      arguments: ["run", "--svg=out.svg", "--use=custom=zoom", "x"], command: "run",
      operands: ["x"], options: ["--svg out.svg", "--use custom=zoom"]),
    Good(
      arguments: ["run", "--", "--json", "-"], command: "run", operands: ["--json", "-"],
      options: []),
    Good(arguments: ["-", "x"], command: "-", operands: ["x"], options: []),
    Good(
      arguments: ["run", "--config", "--json", "s"], command: "run", operands: ["s"],
      options: ["--config --json"]),
    Good(
      arguments: ["validate", "--timeout", "2.5", "zoom", "-h"], command: "validate",
      operands: ["zoom"], options: ["--timeout 2.5", "--help"]),
  ]

  @Test("good command lines", arguments: good)
  func parsesGood(row: Good) throws {
    let parsed = try CommandLineParser.parse(row.arguments).get()
    #expect(parsed.command == row.command)
    #expect(parsed.operands == row.operands)
    #expect(parsed.given.map { $0.arguments.joined(separator: " ") } == row.options)
  }

  struct Bad: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let bad: [Bad] = [
    Bad(arguments: ["run", "--jsno"], message: "unknown option '--jsno'; did you mean '--json'?"),
    Bad(
      arguments: ["run", "--frobnicate-everything"],
      message: "unknown option '--frobnicate-everything'"),
    Bad(arguments: ["run", "x", "--svg"], message: "option '--svg' needs a value"),
    Bad(arguments: ["run", "--fps"], message: "option '--fps' needs a value"),
    Bad(
      arguments: ["run", "--fps=0"], message: "--fps needs a whole number from 1 to 1000, not '0'"),
    Bad(
      arguments: ["run", "--timeout", "-1"],
      message: "--timeout needs a positive number of seconds, not '-1'"),
    Bad(arguments: ["run", "--crashed", "x"], message: "--crashed needs N=REASON"),
    Bad(arguments: ["-x"], message: "unknown option '-x'; did you mean '-h'?"),
    Bad(arguments: ["run", "-v=1"], message: "unknown option '-v=1'"),
  ]

  @Test("bad command lines give the usage error", arguments: bad)
  func refusesBad(row: Bad) {
    #expect(CommandLineParser.parse(row.arguments).failure == UsageError(row.message))
  }

  @Test(
    "an option a command does not take is found by the table",
    arguments: [
      (["info", "zoom", "--fps", "3"], CommandName.info, "--fps"),
      (["list", "--svg", "x"], .list, "--svg"),
      (["validate", "--use", "custom=zoom"], .validate, "--use"),
      (["help", "--json"], .help, "--json"),
    ])
  func misplaced(arguments: [String], command: CommandName, option: String) throws {
    let parsed = try CommandLineParser.parse(arguments).get()
    #expect(parsed.misplacedOption(for: command)?.name == option)
  }

  @Test("--help and --version are taken by every command; run takes all its own")
  func taken() throws {
    for command in CommandName.allCases {
      let parsed = try CommandLineParser.parse(["--help", "--version"]).get()
      #expect(parsed.misplacedOption(for: command) == nil)
    }
    let run = try CommandLineParser.parse([
      "run", "--json", "--fps", "5", "--svg", "a", "--html", "b", "--use", "u=v", "--config", "c",
      "--isolate", "--timeout", "1", "--limit", "views=3", "--plugin-path", "p",
      "--no-default-path", "--no-cache", "-v",
    ]).get()
    #expect(run.misplacedOption(for: .run) == nil)
    #expect(run.limits.views == 3)
  }

  @Test("a later value wins; repeated options keep every value in order")
  func values() throws {
    let parsed = try CommandLineParser.parse([
      "run", "--fps", "5", "--fps=7", "--use", "a=b", "--use", "c=d", "--crashed", "2=boom",
      "--crashed", "2=again", "--svg", "one", "--svg", "two",
    ]).get()
    #expect(parsed.fps == 7)
    #expect(parsed.uses == ["a=b", "c=d"])
    #expect(parsed.crashed == [2: "again"])
    #expect(parsed.svgPath == "two")
  }

  @Test("an isolated helper is given the options the table passes on, as written, in order")
  func passedToHelpers() throws {
    let parsed = try CommandLineParser.parse([
      "run", "--isolate", "--timeout", "3", "-v", "--json", "--fps", "030", "--use=a=b",
      "--limit", "views=3", "s", "--config", "c", "--no-cache",
    ]).get()
    #expect(
      parsed.passedToHelpers == [
        "--json", "--fps", "030", "--use", "a=b", "--limit", "views=3", "--config", "c",
        "--no-cache",
      ])
  }

  @Test(
    "the help's OPTIONS section puts each help at its column, wrapped to 80, long labels on their own line"
  )
  func rendering() {
    let text = OptionTable.render(OptionTable.page(.run), width: 18)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.first == "  --json          Print JSON Lines (events, samples, expectations; schema in")
    #expect(lines.contains("  --use STYLE=ANIMATOR"))
    #expect(
      lines.contains("  --limit NAME=N  Raise or lower one limit on what a plugin may make in one"))
    let main = OptionTable.render(OptionTable.mainPage, width: 24)
    #expect(
      main.contains(
        "  -v, --verbose         Show what plugins print while they are scanned; 'list'\n"
          + "                        also shows .so files that are not transhost plugins"))
  }

  @Test("each command reads its own options from the line")
  func commandOptions() throws {
    let parsed = try CommandLineParser.parse([
      "run", "s.transhost", "--no-cache", "--plugin-path", "a:b", "--isolated-child",
      "--crashed", "3=SIGSEGV", "--html", "h.html", "--use", "custom=zoom",
    ]).get()
    let run = RunOptions(parsed)
    #expect(run.files == ["s.transhost"])
    #expect(run.plugins.pluginPaths == ["a:b"])
    #expect(!run.plugins.usesCache && run.plugins.includesDefaultPath && !run.plugins.verbose)
    #expect(run.isIsolatedChild && !run.isolate)
    #expect(run.crashed == [3: "SIGSEGV"])
    #expect(run.htmlPath == "h.html" && run.svgPath == nil && run.fps == nil)
    #expect(MappingOptions(parsed).uses == ["custom=zoom"])
    let validate = InspectOptions(
      try CommandLineParser.parse(["validate", "zoom", "x.so", "--timeout=4"]).get())
    #expect(validate.targets == ["zoom", "x.so"] && validate.timeout == 4)
  }

  @Test("every spelling belongs to one option")
  func spellingsUnique() {
    #expect(Set(OptionTable.spellings).count == OptionTable.spellings.count)
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
