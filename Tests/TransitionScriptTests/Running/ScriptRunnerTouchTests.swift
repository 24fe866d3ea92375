import PluginHost
import Testing
import TransitionEngine

@testable import TransitionScript

/// Touch commands: fingers sampled once a frame, delivered to the engine's gesture
/// recognizers, with what the recognizers made of them in the account.
@Suite struct ScriptRunnerTouchTests {
  static let setup = [
    "controller home color white", "root home", "view home.card frame 0,400,390,444",
  ]

  /// Runs `lines` after the set-up with a pan recognizer on the window's root view; the
  /// recognizer's velocity and translation at its end are returned with the report.
  static func run(_ lines: [String]) throws -> (RunReport, ended: [(Point, Point)]) {
    let runner = try ScriptTesting.runner(setup + lines)
    let pan = PanGestureRecognizer(engine: runner.engine)
    var ended: [(Point, Point)] = []
    pan.addTarget(name: "handlePan:") { _ in
      if pan.state == .ended { ended.append((pan.velocity(in: nil), pan.translation(in: nil))) }
    }
    runner.engine.window.rootView.addGestureRecognizer(pan)
    return (runner.run(), ended)
  }

  @Test(
    "a transition the app's gesture action starts is tracked, reported and checked like the script's own"
  )
  func transitionStartedByAction() throws {
    let lines = [
      "controller home color white", "controller sheet color #EEEEEE", "root home",
      "present sheet from home style fullScreen", "settle",
      "pan sheet from 100,300 to 100,500 over 0.2",
      "expect completed after transition", "expect home presents nothing",
    ]
    let runner = try ScriptTesting.runner(lines)
    let pan = PanGestureRecognizer(engine: runner.engine)
    pan.addTarget(name: "handlePan:") { [unowned runner] _ in
      if pan.state == .began { runner.controllers["sheet"]?.dismiss(animated: true) }
    }
    runner.engine.window.rootView.addGestureRecognizer(pan)
    let report = runner.run()
    #expect(report.failures.isEmpty, "\(report.lines)")
    #expect(report.passed == 2)
    let account = report.lines.joined(separator: "\n")
    #expect(account.contains("transition 2: dismiss sheet"), "\(account)")
    #expect(account.contains("  started by the app's code, during line 6: pan"))
    #expect(account.contains("line 6: pan: pan#"))
    #expect(account.contains("began, changed x11, ended (13 actions)"), "\(account)")
    let transition = report.json.map(\.text).first {
      $0.contains("\"type\":\"transition\",\"index\":2,")
    }
    #expect(
      transition?.contains("\"interactive\":false,\"startedBy\":\"app, during line 6: pan\",")
        == true, "\(transition ?? "no transition 2")")
  }

  @Test("a pan released with a velocity ends moving at exactly it, where it was told to")
  func releaseVelocity() throws {
    let (report, ended) = try Self.run([
      "pan home.card from 100,500 to 100,700 over 0.3 release velocity 0,1500"
    ])
    #expect(ended.count == 1)
    #expect(abs(ended[0].0.y - 1500) < 1e-6 && abs(ended[0].0.x) < 1e-9)
    #expect(ended[0].1 == Point(x: 0, y: 200))
    #expect(
      report.lines.contains {
        $0.hasPrefix("line 4: pan: pan#") && $0.contains("began, changed x16, ended (18 actions)")
      }, "\(report.lines)")
  }

  @Test("a pan that stops before lifting has no velocity; an even one keeps its speed")
  func stopAndEven() throws {
    let (_, stopped) = try Self.run(["pan home.card from 100,500 to 100,700 over 0.2 stop 0.1"])
    #expect(stopped.first?.0 == Point(x: 0, y: 0))
    let (_, even) = try Self.run(["pan home.card from 100,500 to 300,500 over 0.2"])
    #expect(abs((even.first?.0.x ?? 0) - 1000) < 1e-6)
  }

  @Test("a finger that lands outside the named view is reported; the gesture still runs")
  func landing() throws {
    let (report, ended) = try Self.run(["pan home.card from 100,100 to 100,300 over 0.2"])
    #expect(ended.count == 1)
    #expect(
      report.lines.contains(
        "line 4: the touch at 100,100 lands on 'home', not on 'home.card' (hidden, "
          + "transparent, disabled or covered views take no touches)"))
  }

  @Test("a view an animation moves takes no new touch until the animation ends, and says why")
  func animatingView() throws {
    let lines = [
      "controller home color white", "view home.card frame 0,400,390,444", "root home",
      "tap home at 100,100", "tap home.card", "wait 1", "tap home.card",
    ]
    let runner = try ScriptTesting.runner(lines)
    let tap = TapGestureRecognizer(engine: runner.engine)
    tap.addTarget(name: "fade:") { [unowned runner] _ in
      guard let card = runner.views["home.card"], card.alpha == 1 else { return }
      runner.engine.animate(withDuration: 0.5) { card.alpha = 0.5 }
    }
    runner.engine.window.rootView.addGestureRecognizer(tap)
    let report = runner.run()
    #expect(
      report.lines.contains(
        "line 5: the touch at 195,622 lands on 'home', not on 'home.card': 'card' is being "
          + "animated without .allowUserInteraction, and UIKit gives the views an animation "
          + "moves no new touches until it ends (touch after the transition, or animate with "
          + ".allowUserInteraction)"), "\(report.lines)")
    #expect(
      report.lines.contains { $0.hasPrefix("line 5: tap: finger 0 down at 195,622 on home#") })
    #expect(
      report.lines.contains { $0.hasPrefix("line 7: tap: finger 0 down at 195,622 on card#") })
    #expect(!report.lines.contains { $0.hasPrefix("line 7: the touch") })
  }

  @Test(
    "the window takes no touch while a transition without an interaction controller runs")
  func nonInteractiveTransition() throws {
    let lines = [
      "controller home color white", "view home.button frame 20,100,100,44",
      "controller sheet color #EEEEEE", "root home", "present sheet from home style fullScreen",
      "tap home.button", "settle", "dismiss sheet", "settle", "tap home.button",
    ]
    let runner = try ScriptTesting.runner(lines)
    let tap = TapGestureRecognizer(engine: runner.engine)
    var taps = 0
    tap.addTarget(name: "handleTap:") { _ in taps += 1 }
    runner.engine.window.rootView.addGestureRecognizer(tap)
    let report = runner.run()
    #expect(
      report.lines.contains(
        "line 6: the touch at 70,122 comes while a transition without an interaction "
          + "controller runs, and UIKit's window takes no touches until it completes (touch "
          + "after 'settle', or drive the transition with an interaction controller)"),
      "\(report.lines)")
    #expect(
      report.lines.contains(
        "line 6: tap: finger 0 down at 70,122 on no view, up at 70,122 after 0.017 s, still"))
    #expect(taps == 1)
  }

  @Test("a finger on a view's centre outside the window is said to be outside it")
  func outsideWindow() throws {
    let (report, _) = try Self.run(["view home.below frame 0,900,100,100", "tap home.below"])
    #expect(
      report.lines.contains(
        "line 5: the touch at 50,950 is outside the 390x844 window, so no view takes it "
          + "(positions are window coordinates)"), "\(report.lines)")
  }

  @Test(
    "a point the script gives outside the window is refused before the run, at its column",
    arguments: [
      ("tap home at 500,900", 13, "the tap point 500,900 is outside the 390x844 window"),
      ("tap home at -1,10", 13, "the tap point -1,10 is outside the 390x844 window"),
      ("pan home from 10,10 to 10,844 over 1", 24, "the end 10,844 is outside the 390x844"),
      ("pan home from 390,10 to 10,10 over 1", 15, "the start 390,10 is outside the 390x844"),
      ("edge-pan left by 389 over 1", 18, "an edge pan of 389 points leaves the 390x844 window"),
      ("edge-pan top by 843 over 1", 17, "an edge pan of 843 points leaves the 390x844 window"),
      ("edge-pan left by 100 over 1 at 1000", 32, "position 1000 is off the edge, which runs "),
      ("edge-pan bottom by 100 over 1 at 390", 34, "position 390 is off the edge, which runs "),
      ("long-press home at 400,10 for 1", 20, "the press point 400,10 is outside the 390x844"),
      (
        "long-press home for 1 then to 10,900 over 1", 31,
        "the drag end 10,900 is outside the 390x844 window"
      ),
    ] as [(String, Int, String)])
  func outsideWindowRefused(line: String, column: Int, message: String) throws {
    let diagnostic = try #require(
      ScriptTesting.diagnostic(
        ScriptTesting.text(["controller home color white", "root home", line]),
        registry: ScriptTesting.emptyRegistry()))
    #expect(diagnostic.line == 3)
    #expect(diagnostic.column == column)
    #expect(diagnostic.message.hasPrefix(message), "\(diagnostic.message)")
    let inside = ScriptTesting.diagnostic(
      ScriptTesting.text([
        "window 2000x2000", "controller home color white", "root home", line,
      ]), registry: ScriptTesting.emptyRegistry())
    #expect(inside == nil || line.contains("-1"), "\(inside?.message ?? "")")
  }

  @Test("a tap is too short for a pan: it fails and sends nothing")
  func tap() throws {
    let (report, ended) = try Self.run(["tap home.card"])
    #expect(ended.isEmpty)
    #expect(
      report.lines.contains {
        $0.hasPrefix("line 4: tap: pan#") && $0.hasSuffix("failed (0 actions)")
      })
  }

  @Test(
    "touch commands refuse what they cannot do, naming the column",
    arguments: [
      ("pan home from 1,2 to 3 over 1", 24, "expected ',' between the numbers of a point (x,y)"),
      ("pan home from 1,2 to 3,4 over 0", 31, "duration must be more than 0, found 0"),
      ("pan home from 1,2 to 3,4 over 1 release speed 3", 41, "expected 'velocity'"),
      ("pan home from 1,2 to 3,4 over 1 hold 2", 33, "unknown pan ending 'hold'"),
      ("edge-pan middle by 10 over 1", 10, "unknown edge 'middle'"),
      ("swipe home sideways", 12, "unknown swipe direction 'sideways'"),
      ("pinch home from 0 to 2 over 1", 17, "start scale must be more than 0, found 0"),
      (
        "pan home from 1,2 to 3,4 over 1 release velocity 0,1 stop 2", 54,
        "a pan ends with 'release velocity VX,VY' or with 'stop SECONDS', not both"
      ),
      ("pan home from 1,2 to 3,4 over 1 stop 2 release velocity 0,1", 40, "a pan ends with"),
      (
        "long-press home 0.6", 17,
        "expected 'for SECONDS' (how long the finger stays down), found '0.6'"
      ),
      (
        "long-press home at 1,2", 23,
        "expected 'for SECONDS' (how long the finger stays down) at the end of the line"
      ),
      ("long-press home for 0", 21, "press duration must be more than 0, found 0"),
      ("long-press home for 1 to 3,4 over 1", 23, "unexpected 'to' after the press duration"),
      ("long-press home for 1 then 3,4 over 1", 28, "expected 'to', found '3'"),
      ("long-press home for 1 then to 3,4", 34, "expected 'over' at the end of the line"),
      ("rotate home 90 over 1", 13, "expected 'by', found '90'"),
      (
        "rotate home by ninety over 1", 16,
        "expected angle in degrees (a number), found 'ninety'"
      ),
      ("rotate home by 90 over 0", 24, "duration must be more than 0, found 0"),
    ] as [(String, Int, String)])
  func errors(line: String, column: Int, message: String) throws {
    let diagnostic = try #require(ScriptTesting.parseDiagnostic(line + "\n"))
    #expect(diagnostic.column == column)
    #expect(diagnostic.message.hasPrefix(message), "\(diagnostic.message)")
  }
}
