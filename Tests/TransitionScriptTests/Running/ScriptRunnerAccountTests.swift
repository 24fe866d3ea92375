import Foundation
import PluginHost
import Testing
import TransitionEngine

@testable import TransitionScript

/// What a run reports: the readable account, the JSON Lines and their schema, how the
/// clock moves, and that two runs of one script are the same, byte for byte.
@Suite struct ScriptRunnerAccountTests {
  static let fadeScript = ScriptTesting.text([
    "controller home color white",
    "controller detail",
    "root home",
    "present detail from home style custom with fade",
    "expect detail alpha 0.5 at 0.125",
    "dismiss detail instant",
    "expect detail not in window",
    "expect animator system",
  ])

  @Test("the account of a small script, line for line")
  func account() throws {
    let report = try #require(
      ScriptTesting.run(Self.fadeScript, registry: try ScriptFixturePlugins.registry()))
    #expect(
      report.lines == [
        "run test.transhost",
        "transition 1: present detail from home (custom)",
        "  animator: org.fixture.fade(duration: 0.25) (explicit choice for 'detail')",
        "  line 5: ok: expect detail alpha 0.5",
        "  transition 1 completed at 0.25 s (started 0 s, duration 0.25 s)",
        "  callbacks: presentation.presentationTransitionWillBegin, detail.viewWillAppear, "
          + "animator.transitionDuration, animator.animateTransition, context.completeTransition, "
          + "presentation.presentationTransitionDidEnd, detail.viewDidAppear, animator.animationEnded",
        "  window: home; container > detail",
        "transition 2: dismiss detail to home (custom)",
        "  animator: org.fixture.fade(duration: 0.25) (explicit choice for 'detail')",
        "  transition 2 completed at 0.25 s (started 0.25 s, duration 0.25 s)",
        "  callbacks: presentation.dismissalTransitionWillBegin, detail.viewWillDisappear, "
          + "animator.transitionDuration, animator.animateTransition, context.completeTransition, "
          + "presentation.dismissalTransitionDidEnd, detail.viewDidDisappear, animator.animationEnded",
        "  window: home",
        "  line 7: ok: expect detail not in window",
        "  test.transhost:8: expectation failed: expect animator system: the animator was org.fixture.fade(duration: 0.25)",
        "FAILED: 1 of 3 expectations failed",
      ])
    #expect(
      report.failures == [
        "test.transhost:8: expectation failed: expect animator system: the animator was org.fixture.fade(duration: 0.25)"
      ])
    #expect(
      report.recordings.map(\.label) == [
        "present detail from home (custom)", "dismiss detail to home (custom)",
      ])
  }

  @Test("a run with nothing to check says so")
  func emptyRun() {
    let report = ScriptTesting.run(
      "controller home\nroot home\n", registry: ScriptTesting.emptyRegistry())
    #expect(report?.lines == ["run test.transhost", "ok: 0 expectations held"])
    #expect(
      report?.json.map(\.text) == [
        "{\"type\":\"run\",\"file\":\"test.transhost\"}",
        "{\"type\":\"summary\",\"file\":\"test.transhost\",\"transitions\":0,\"passed\":0,\"failed\":0,\"crashed\":0,\"otherFailures\":0}",
      ])
  }

  @Test("one expectation held is singular")
  func singular() {
    let report = ScriptTesting.run(
      "controller home\nroot home\nexpect home visible\n", registry: ScriptTesting.emptyRegistry())
    #expect(report?.lines.last == "ok: 1 expectation held")
  }

  static let interactiveScript = ScriptTesting.text([
    "fps 30",
    "controller home color #F2F2F7",
    "view home.button frame 20,700,100,44 color blue radius 8",
    "controller detail color white",
    "view detail.title frame 16,80,358,40 color gray",
    "root home",
    "present detail from home style custom with slide(duration: 0.3)",
    "expect detail alpha 0.5 at 0.125",
    "settle",
    "interactive dismiss detail",
    "drag 0 to 0.6 over 0.2",
    "pause",
    "cancel speed 2 curve easeOut",
    "expect cancelled after transition",
    "interactive dismiss detail",
    "update 0.3",
    "wait 0.1",
    "finish curve linear",
    "expect completed after transition",
    "expect home presents nothing",
  ])

  @Test("two runs of one script give the same JSON Lines and the same account")
  func deterministic() throws {
    let registry = try ScriptFixturePlugins.registry()
    let first = try #require(ScriptTesting.run(Self.interactiveScript, registry: registry))
    let second = try #require(ScriptTesting.run(Self.interactiveScript, registry: registry))
    #expect(first.json.count > 50)
    #expect(first.json.map(\.text) == second.json.map(\.text))
    #expect(first.lines == second.lines)
    #expect(first.succeeded, "\(first.failures)")
  }

  @Test("every JSON line is an object whose members come in the documented order")
  func schema() throws {
    let report = try #require(
      ScriptTesting.run(Self.interactiveScript, registry: try ScriptFixturePlugins.registry()))
    var types: [String] = []
    for value in report.json {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(value.text.utf8)) as? [String: Any])
      let keys = try #require(keyOrder(value))
      let type = try #require(object["type"] as? String)
      if types.last != type { types.append(type) }
      #expect(Set(keys).count == keys.count, "a key repeats in \(value.text)")
      switch type {
      case "run": #expect(keys == ["type", "file"])
      case "transition":
        #expect(
          keys == [
            "type", "index", "label", "operation", "style", "animator", "reason", "animated",
            "interactive",
            "duration", "start", "end", "outcome", "callbacks", "file",
          ])
      case "event":
        #expect(Array(keys.prefix(4)) == ["type", "transition", "t", "kind"])
        #expect(object["transition"] is Int)
        #expect(keys.last == "file")
      case "sample":
        #expect(keys == ["type", "transition", "t", "views", "file"])
        let views = try #require(object["views"] as? [[String: Any]])
        #expect(views.first?["name"] as? String == "window")
      case "expectation":
        #expect(keys == ["type", "line", "t", "expect", "passed", "actual", "file"])
      case "warning": #expect(keys == ["type", "t", "message", "line", "source", "file"])
      case "summary":
        #expect(
          keys == ["type", "file", "transitions", "passed", "failed", "crashed", "otherFailures"])
      default: Issue.record("unknown type \(type)")
      }
    }
    #expect(
      types == [
        "run", "expectation", "transition", "event", "sample", "transition", "event", "sample",
        "expectation",
        "transition", "event", "sample", "expectation", "summary",
      ])
  }

  @Test("event lines call the engine's own transition id 'context'")
  func eventContext() throws {
    let report = try #require(
      ScriptTesting.run(Self.fadeScript, registry: try ScriptFixturePlugins.registry()))
    let phase = try #require(
      report.json.map(\.text).first { $0.contains("\"kind\":\"transition.phase\"") })
    #expect(
      phase.hasPrefix(
        "{\"type\":\"event\",\"transition\":1,\"t\":0,\"kind\":\"transition.phase\",\"context\":\"")
    )
  }

  @Test("an engine warning is reported in the account and as a JSON line")
  func warning() throws {
    let report = try #require(
      ScriptTesting.run(
        "controller home\ncontroller detail\nroot home\ndismiss detail\n",
        registry: ScriptTesting.emptyRegistry()))
    #expect(
      report.lines == [
        "run test.transhost",
        "line 4: the transition did not start",
        "  warning: 'detail' presents nothing and is not presented; nothing to dismiss",
        "ok: 0 expectations held",
      ])
    #expect(
      report.json.map(\.text).contains(
        "{\"type\":\"warning\",\"t\":0,\"message\":\"'detail' presents nothing and is not presented; nothing to dismiss\",\"line\":4,\"source\":\"engine\",\"file\":\"test.transhost\"}"
      ))
    #expect(
      report.result.warnings == [
        RunWarning(
          source: .engine, line: 4, transition: nil,
          message: "'detail' presents nothing and is not presented; nothing to dismiss")
      ])
  }

  @Test("an interactive transition the script leaves open is reported unfinished")
  func unfinished() throws {
    let report = try #require(
      ScriptTesting.run(
        ScriptTesting.text([
          "controller home", "controller detail", "root home",
          "present detail from home style custom with fade", "settle", "interactive dismiss detail",
          "update 0.5",
        ]), registry: try ScriptFixturePlugins.registry()))
    #expect(
      report.lines.contains(
        "  transition 2 unfinished (inFlight) at 0.25 s (started 0.25 s, duration 0.25 s, interactive)"
      ))
    let transition = try #require(
      report.json.map(\.text).last { $0.hasPrefix("{\"type\":\"transition\",\"index\":2") })
    #expect(transition.contains("\"end\":null,\"outcome\":\"unfinished (inFlight)\""))
  }
}

/// The keys of a JSON object line, in the order written.
private func keyOrder(_ value: JSONValue) -> [String]? {
  guard case .object(let members) = value else { return nil }
  return members.map(\.0)
}

/// How the clock moves: nothing moves until the script waits, settles, drags or checks at
/// a time; a new transition first settles the one before; the run settles at the end.
@Suite struct ScriptRunnerClockTests {
  static let setup = [
    "controller home", "controller detail", "root home",
    "present detail from home style custom with fade",
  ]

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let lines: [String]
    var testDescription: String { name }
  }

  /// Each case's expectations must all hold.
  static let cases: [Case] = [
    Case(
      name: "nothing moves by itself", lines: ["expect detail alpha 0", "expect detail alpha 0"]),
    Case(name: "wait moves the clock", lines: ["wait 0.1", "expect detail alpha 0.4"]),
    Case(name: "waits add up", lines: ["wait 0.1", "wait 0.05", "expect detail alpha 0.6"]),
    Case(
      name: "settle runs to the end",
      lines: ["settle", "expect detail alpha 1", "expect completed"]),
    Case(
      name: "at moves the clock to that time",
      lines: ["expect detail alpha 0.2 at 0.05", "expect detail alpha 0.2"]),
    Case(
      name: "at counts from the start of the last transition",
      lines: ["settle", "dismiss detail", "expect detail alpha 0.6 at 0.1"]),
    Case(
      name: "after transition settles",
      lines: ["expect completed after transition", "expect detail alpha 1"]),
    Case(
      name: "a new transition first settles the one before",
      lines: ["dismiss detail", "expect detail alpha 1", "expect detail alpha 0 after transition"]),
    Case(
      name: "update moves the transition but not the clock",
      lines: [
        "settle", "interactive dismiss detail", "update 0.25", "expect detail alpha 0.75",
        "update 0.5",
        "expect detail alpha 0.5", "finish", "expect completed after transition",
      ]),
    Case(
      name: "drag moves both",
      lines: [
        "settle", "interactive dismiss detail", "drag 0 to 0.4 over 0.5", "expect detail alpha 0.6",
        "cancel", "expect cancelled after transition", "expect detail alpha 1",
      ]),
  ]

  @Test("the clock", arguments: cases)
  func clock(_ testCase: Case) throws {
    let report = try #require(
      ScriptTesting.run(
        ScriptTesting.text(Self.setup + testCase.lines),
        registry: try ScriptFixturePlugins.registry()))
    #expect(report.failures == [])
    #expect(report.passed == testCase.lines.filter { $0.hasPrefix("expect") }.count)
  }

  @Test("the run settles at the end: a transition left running completes")
  func settlesAtTheEnd() throws {
    let report = try #require(
      ScriptTesting.run(
        ScriptTesting.text(Self.setup), registry: try ScriptFixturePlugins.registry()))
    #expect(
      report.lines.contains("  transition 1 completed at 0.25 s (started 0 s, duration 0.25 s)"))
  }

  @Test("samples are taken every 1/fps seconds; --fps wins over the script's fps line")
  func sampling() throws {
    let registry = try ScriptFixturePlugins.registry()
    func sampleTimes(_ lines: [String], fps: Int? = nil) throws -> [String] {
      let report = try #require(
        ScriptTesting.run(ScriptTesting.text(lines), registry: registry, fps: fps))
      return report.json.map(\.text).filter { $0.hasPrefix("{\"type\":\"sample\"") }.map { line in
        String(line.split(separator: ",")[2])
      }
    }
    #expect(try sampleTimes(Self.setup).count == 16)
    #expect(try sampleTimes(["fps 8"] + Self.setup) == ["\"t\":0", "\"t\":0.125", "\"t\":0.25"])
    #expect(try sampleTimes(["fps 8"] + Self.setup, fps: 4) == ["\"t\":0", "\"t\":0.25"])
  }

  @Test("--use wins over the script's use lines, and the first use line for a style wins")
  func mappings() throws {
    let registry = try ScriptFixturePlugins.registry()
    let text = ScriptTesting.text([
      "use custom=slide", "use custom=fade", "controller home", "controller detail", "root home",
      "present detail from home style custom",
    ])
    let scripted = try #require(ScriptTesting.run(text, registry: registry))
    #expect(
      scripted.lines[2]
        == "  animator: org.fixture.slide(duration: 0.25) (mapped by test.transhost:1)")
    let overridden = try #require(
      ScriptTesting.run(text, registry: registry, uses: ["custom=fade(duration: 0.5)"]))
    #expect(overridden.lines[2] == "  animator: org.fixture.fade(duration: 0.5) (mapped by --use)")
  }
}
