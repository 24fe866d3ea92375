import Foundation
import PluginHost
import Testing
import TransitionEngine

@testable import TransitionScript

/// `long-press` and `rotate`: a finger held still on the clock, two fingers turning about
/// a view's centre, and what the account and the JSON lines say of them.
@Suite struct ScriptRunnerPressRotateTests {
  static let setup = [
    "controller home color white", "root home", "view home.card frame 0,400,390,444",
  ]

  /// Runs `lines` after the set-up with a long press and a rotation on the window's root
  /// view; what each action read (state, time, location or rotation) is returned with
  /// the report.
  static func run(_ lines: [String]) throws -> (RunReport, log: [String]) {
    let runner = try ScriptTesting.runner(setup + lines)
    let root = runner.engine.window.rootView
    let press = LongPressGestureRecognizer(engine: runner.engine)
    press.name = "hold"
    let rotation = RotationGestureRecognizer(engine: runner.engine)
    var log: [String] = []
    press.addTarget(name: "handleHold:") { [unowned runner] _ in
      let at = press.location(in: nil)
      log.append(
        "hold \(press.state) t \(formatNumber(runner.engine.now)) at "
          + "\(formatNumber(at.x)),\(formatNumber(at.y))")
    }
    rotation.addTarget(name: "handleTurn:") { _ in
      let degrees = (rotation.rotation * 180 / Double.pi).rounded()
      log.append("turn \(rotation.state) \(formatNumber(degrees))")
    }
    root.addGestureRecognizer(press)
    root.addGestureRecognizer(rotation)
    return (runner.run(), log)
  }

  @Test("a long press held past 0.5 s begins on the clock and ends on the lift, still")
  func longPress() throws {
    let (report, log) = try Self.run(["long-press home.card at 100,500 for 0.6"])
    #expect(log == ["hold began t 0.5 at 100,500", "hold ended t 0.6 at 100,500"])
    #expect(
      report.lines.contains(
        "line 4: long-press: finger 0 down at 100,500 on card#6, up at 100,500 after "
          + "0.6 s, still"), "\(report.lines)")
    #expect(
      report.lines.contains {
        $0.hasPrefix("line 4: long-press: long-press#") && $0.contains("(hold) on ")
          && $0.contains(": began, ended (2 actions)")
      }, "\(report.lines)")
    let states = ScriptRunnerTouchOutputTests.lines("gesture-state", in: report)
    #expect(states.contains { $0.contains("\"kind\":\"long-press\"") }, "\(states)")
    // Still: down and up, no move.
    let touches = ScriptRunnerTouchOutputTests.lines("touch", in: report)
    #expect(touches.count == 2, "\(touches)")
  }

  @Test("a short press fails; a press that drags after it changes as it goes")
  func shortAndDrag() throws {
    let (short, shortLog) = try Self.run(["long-press home.card for 0.3"])
    #expect(shortLog.isEmpty)
    #expect(
      short.lines.contains {
        $0.hasPrefix("line 4: long-press: long-press#") && $0.hasSuffix("failed (0 actions)")
      }, "\(short.lines)")
    let (_, log) = try Self.run(["long-press home.card at 100,500 for 0.5 then to 200,500 over 0.1"]
    )
    // 6 frames of 1/60 s after the 0.5 s hold.
    #expect(log.first == "hold began t 0.5 at 100,500")
    #expect(log.filter { $0.hasPrefix("hold changed") }.count == 6, "\(log)")
    #expect(log.last == "hold ended t 0.6 at 200,500")
  }

  @Test("rotate turns two fingers about the view's centre; the rotation reads the angle")
  func rotate() throws {
    let (report, log) = try Self.run(["rotate home.card by 90 over 0.25"])
    // 6 degrees a frame; finger 0 moves first, turning the line 3 degrees (0.052 rad).
    #expect(log.first == "turn began 3", "\(log)")
    #expect(log.last == "turn ended 90", "\(log)")
    #expect(
      report.lines.contains(
        "line 4: rotate: finger 0 down at 145,622 on card#6, up at 195,572 after 0.25 s, "
          + "moving at 313.585,-16.434 points/s"), "\(report.lines)")
    #expect(
      report.lines.contains {
        $0.hasPrefix("line 4: rotate: ")
          && $0.contains("; rotation#3 on window#1: began, changed x29, ended (31 actions)")
      }, "\(report.lines)")
    let states = ScriptRunnerTouchOutputTests.lines("gesture-state", in: report)
    #expect(states.contains { $0.contains("\"kind\":\"rotation\"") }, "\(states)")
  }
}
