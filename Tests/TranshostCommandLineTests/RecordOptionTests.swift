import Testing
import TransitionEngine

@testable import TranshostCommandLine

/// `--record[=MODE]`: a flag alone, a mode only after `=`, handed on to helpers whole.
@Suite struct RecordOptionTests {
  static func parse(_ arguments: [String]) throws -> ParsedCommandLine {
    try CommandLineParser.parse(arguments).get()
  }

  @Test("--record alone is a flag; the next word stays an operand")
  func alone() throws {
    let parsed = try Self.parse(["run", "--record", "all", "b.transhost"])
    #expect(parsed.operands == ["all", "b.transhost"])
    let options = RunOptions(parsed)
    #expect(options.isRecording)
    #expect(options.recordMode == nil)
    #expect(parsed.passedToHelpers == ["--record"])
  }

  @Test("--record=MODE gives the mode, the last one winning, and helpers get it whole")
  func mode() throws {
    let parsed = try Self.parse(["run", "a.transhost", "--record=failed", "--record=all"])
    let options = RunOptions(parsed)
    #expect(options.isRecording)
    #expect(options.recordMode == "all")
    #expect(parsed.operands == ["a.transhost"])
    #expect(parsed.passedToHelpers == ["--record=failed", "--record=all"])
  }

  @Test("without --record nothing is recorded; --golden-dir and --tolerance are read")
  func others() throws {
    let parsed = try Self.parse([
      "run", "a.transhost", "--golden-dir", "g", "--tolerance", "alpha=0.1",
      "--tolerance=time=0.01",
    ])
    let options = RunOptions(parsed)
    #expect(!options.isRecording)
    #expect(options.goldenDirectory == "g")
    #expect(options.tolerances == ["alpha=0.1", "time=0.01"])
    #expect(
      parsed.passedToHelpers == [
        "--golden-dir", "g", "--tolerance", "alpha=0.1", "--tolerance", "time=0.01",
      ])
  }

  @Test("help shows the optional value as --record[=MODE]")
  func label() {
    #expect(OptionTable.record.label == "--record[=MODE]")
    #expect(OptionTable.goldenDirectory.label == "--golden-dir DIR")
  }

  @Test("--record is refused by other commands")
  func misplaced() throws {
    let parsed = try Self.parse(["list", "--record"])
    #expect(parsed.misplacedOption(for: .list) == OptionTable.record)
  }
}
