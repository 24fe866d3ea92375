import Testing

@testable import TranshostCommandLine

/// The completion scripts against the parser: every option they offer for a command is
/// one the parser takes there, and every option a user may type is offered.
@Suite struct CompletionScriptTests {
  let script = CompletionScript(
    tool: "transhost",
    commands: CommandName.allCases.map {
      .init(name: $0, summary: "Does it; really", operands: .none)
    })

  @Test(
    "each option offered for a command is taken by the parser there",
    arguments: CommandName.allCases)
  func offeredOptionsParse(command: CommandName) throws {
    let offered = script.options(for: command)
    #expect(!offered.isEmpty)
    for option in offered {
      let value: [String] =
        switch option.value {
        case .none, .optionalText: []
        case .frameRate: ["30"]
        case .seconds: ["2"]
        case .limit: ["views=5"]
        case .crashedTransition: ["1=SIGSEGV"]
        case .text, .outputFile: ["out.file"]
        case .annotationFormat: ["github"]
        }
      let arguments =
        [command.rawValue] + (command == .run ? ["a.transhost"] : []) + [option.name] + value
      let parsed = try CommandLineParser.parse(arguments).get()
      #expect(parsed.misplacedOption(for: command) == nil, "\(option.name) offered for \(command)")
    }
  }

  @Test("every option with help is offered for each command that takes it")
  func everyOptionOffered() {
    for option in OptionTable.all where !option.help.isEmpty || !option.pages.isEmpty {
      for command in option.commands {
        #expect(script.options(for: command).contains(option), "\(option.name) for \(command)")
      }
    }
  }

  @Test("internal options are never offered")
  func internalOptionsHidden() {
    for shell in CompletionScript.Shell.allCases {
      let text = script.script(for: shell)
      #expect(!text.contains("isolated-child"))
      #expect(!text.contains("crashed"))
    }
  }

  @Test(
    "descriptions keep the first clause",
    arguments: [
      ("Serve STYLE with ANIMATOR, e.g. --use 'a(b: 1)' (repeatable)", "Serve STYLE with ANIMATOR"),
      ("Run each script in a helper process: an animator", "Run each script in a helper process"),
      ("Show help", "Show help"),
      ("Print JSON Lines (events); more", "Print JSON Lines"),
    ])
  func firstClause(text: String, clause: String) {
    #expect(CompletionScript.firstClause(text) == clause)
  }

  @Test("quotes in descriptions are escaped for each shell")
  func quoting() {
    #expect(CompletionScript.zshQuoted("it's") == #"'it'\''s'"#)
    #expect(CompletionScript.zshEscaped("a[b]:c") == #"a\[b\]\:c"#)
    #expect(CompletionScript.fishQuoted(#"it's \ "#) == #"'it\'s \\ '"#)
  }
}
