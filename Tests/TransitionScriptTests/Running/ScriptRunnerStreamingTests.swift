import PluginHost
import Testing
import TransitionEngine

@testable import TransitionScript

/// A run that streams its output, or keeps only part of its report, says the same
/// thing byte for byte, and a long script does not keep every trace event.
@Suite struct ScriptRunnerStreamingTests {
  static let script = ScriptTesting.text(
    [
      "controller home color white",
      "controller detail",
      "root home",
    ]
      + Array(
        repeating: [
          "present detail from home style custom with fade",
          "expect detail alpha 1 after transition",
          "expect callbacks detail.viewWillAppear detail.viewDidAppear",
          "dismiss detail",
        ], count: 20
      ).flatMap { $0 } + ["expect home presents nothing after transition"])

  /// Runs `script`, set up by `configure`, and returns the runner and its report.
  static func run(_ configure: (ScriptRunner) -> Void) throws -> (ScriptRunner, RunReport) {
    let registry = try ScriptFixturePlugins.registry()
    guard
      case .success(let prepared) = ScriptFile.prepare(
        script, file: ScriptTesting.file, registry: registry)
    else {
      Issue.record("the script did not prepare")
      throw CancellationError()
    }
    let runner = ScriptRunner(
      script: prepared, registry: registry, commandLineMappings: StyleMappings(),
      fileMappings: StyleMappings(),
      fps: nil)
    configure(runner)
    return (runner, runner.run())
  }

  @Test("streamed lines are the kept report's lines, account and JSON alike")
  func streamingMatchesReport() throws {
    let (_, kept) = try Self.run { _ in }
    #expect(kept.succeeded, "\(kept.failures)")
    var account = ""
    let (_, streamedAccount) = try Self.run { runner in
      runner.keeps = .lines
      runner.writeLine = { account += $0 }
    }
    #expect(account == kept.lines.map { $0 + "\n" }.joined())
    #expect(streamedAccount.lines.isEmpty)
    #expect(streamedAccount.json.isEmpty)
    #expect(streamedAccount.recordings.isEmpty)
    #expect(streamedAccount.passed == kept.passed)
    var json = ""
    let (_, streamedJSON) = try Self.run { runner in
      runner.keeps = .json
      runner.writeLine = { json += $0 }
    }
    #expect(json == kept.json.map { $0.text + "\n" }.joined())
    #expect(streamedJSON.lines.isEmpty)
  }

  @Test("each recording is handed over when its transition is reported, none kept")
  func recordingsAreHandedOverAtOnce() throws {
    var order: [String] = []
    let (_, report) = try Self.run { runner in
      runner.keeps = [.lines, .recordings]
      // Progress is typed now (TransitionProgress); written as the words it was sent as.
      runner.progress = { progress in
        switch progress {
        case .started(let index): order.append("start \(index)")
        case .ended(let index): order.append("end \(index)")
        }
      }
      runner.onRecording = { order.append("recording \($0.index) of \($0.frames.count) frames") }
    }
    #expect(report.recordings.isEmpty)
    #expect(order.count == 3 * 40)
    for index in 1...40 {
      let start = try #require(order.firstIndex(of: "start \(index)"))
      #expect(order[start + 1] == "recording \(index) of 16 frames")
      #expect(order[start + 2] == "end \(index)")
    }
  }

  @Test("a run keeps only the parts asked for")
  func keepsOnlyWhatIsAsked() throws {
    let (_, report) = try Self.run { $0.keeps = [.lines, .recordings] }
    #expect(report.json.isEmpty)
    #expect(report.recordings.count == 40)
    #expect(report.lines.last == "ok: 41 expectations held")
    // Without JSON or pictures no frames are drawn.
    let (_, bare) = try Self.run { $0.keeps = .lines }
    #expect(bare.recordings.isEmpty)
    #expect(bare.lines == report.lines)
  }

  @Test("reported transitions' trace events are forgotten, the last one's kept")
  func traceIsBounded() throws {
    let (runner, report) = try Self.run { _ in }
    #expect(report.succeeded, "\(report.failures)")
    let trace = runner.engine.trace
    #expect(trace.forgottenCount > 0)
    // Only the last transition's events (and what followed) remain.
    let last = try #require(runner.tracked.last)
    #expect(trace.forgottenCount == last.firstEvent)
    #expect(trace.endPosition == trace.forgottenCount + trace.events.count)
    #expect(trace.events.count < trace.forgottenCount / 10)
  }
}
