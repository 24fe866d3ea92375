import Foundation
import PluginHost
import Testing
import TransitionEngine

@testable import TransitionScript

/// What a run shows of its touches: `touch`, `gesture-state` and `gesture-action` lines
/// in the JSON, the finger and the recognizers in the account, and the finger's
/// position and its lift in the scrubber page's data.
@Suite struct ScriptRunnerTouchOutputTests {
  /// A run of a drag on a full-screen sheet whose pan recognizer (`drag`, on the window's
  /// root view) dismisses it when the pan begins, as apps do; `onChange` is the rest of
  /// the pan's action.
  struct Drag {
    let report: RunReport
    let pan: String
    let root: String
    let sheet: String
  }

  static func drag(
    _ pan: String = "pan sheet from 100,300 to 100,500 over 0.2",
    onChange: @escaping (PanGestureRecognizer) -> Void = { _ in }
  ) throws -> Drag {
    let lines = [
      "controller home color white", "controller sheet color #EEEEEE", "root home",
      "present sheet from home style fullScreen", "settle", pan, "settle",
    ]
    let runner = try ScriptTesting.runner(lines)
    let recognizer = PanGestureRecognizer(engine: runner.engine)
    recognizer.name = "drag"
    recognizer.addTarget(name: "handlePan:") { [unowned runner] _ in
      if recognizer.state == .began { runner.controllers["sheet"]?.dismiss(animated: true) }
      onChange(recognizer)
    }
    runner.engine.window.rootView.addGestureRecognizer(recognizer)
    let report = runner.run()
    let sheet = try #require(runner.controllers["sheet"]).view
    return Drag(
      report: report, pan: "\(recognizer)", root: "\(runner.engine.window.rootView)",
      sheet: "\(sheet)")
  }

  /// The JSON lines of `type`, as text.
  static func lines(_ type: String, in report: RunReport) -> [String] {
    report.json.map(\.text).filter { $0.hasPrefix("{\"type\":\"\(type)\",") }
  }

  /// The keys of a JSON object line, in order.
  static func keys(_ value: JSONValue) -> [String] {
    guard case .object(let members) = value else { return [] }
    return members.map(\.0)
  }

  @Test("each touch event is a JSON line: line, time, finger, phase, window point, view")
  func touchLines() throws {
    let drag = try Self.drag()
    let touches = Self.lines("touch", in: drag.report)
    // Down, one move a frame for 0.2 s at 60 fps, up.
    #expect(touches.count == 14, "\(touches)")
    let down = try #require(touches.first)
    #expect(down.hasPrefix("{\"type\":\"touch\",\"line\":6,\"t\":"), "\(down)")
    #expect(
      down.hasSuffix(
        ",\"finger\":0,\"phase\":\"down\",\"x\":100,\"y\":300,\"view\":\"\(drag.sheet)\",\"file\":\"test.transhost\"}"
      ),
      "\(down)")
    #expect(touches[1].contains("\"phase\":\"move\",\"x\":100,\"y\":316.667,"))
    #expect(
      touches.last?.hasSuffix(
        ",\"finger\":0,\"phase\":\"up\",\"x\":100,\"y\":500,\"view\":\"\(drag.sheet)\",\"file\":\"test.transhost\"}"
      )
        == true)
    let first = try #require(drag.report.json.first { $0.text == down })
    #expect(Self.keys(first) == ["type", "line", "t", "finger", "phase", "x", "y", "view", "file"])
  }

  @Test("each recognizer state change is a JSON line naming the recognizer, both states")
  func stateLines() throws {
    let drag = try Self.drag()
    let states = Self.lines("gesture-state", in: drag.report)
    let id = try #require(drag.pan.split(separator: "#").last?.prefix { $0.isNumber })
    #expect(
      states.first?.hasSuffix(
        ",\"recognizer\":\"\(drag.pan)\",\"kind\":\"pan\",\"id\":\(id),\"name\":\"drag\","
          + "\"view\":\"\(drag.root)\",\"from\":\"possible\",\"to\":\"began\",\"file\":\"test.transhost\"}"
      ) == true,
      "\(states)")
    #expect(states.dropFirst().first?.contains("\"from\":\"began\",\"to\":\"changed\"") == true)
    #expect(states.last?.contains("\"from\":\"changed\",\"to\":\"ended\"") == true)
    #expect(states.allSatisfy { $0.contains("\"line\":6,") })
  }

  @Test("each action sent is a JSON line, as many as the account counts")
  func actionLines() throws {
    let drag = try Self.drag()
    let actions = Self.lines("gesture-action", in: drag.report)
    #expect(
      actions.first?.hasSuffix(
        ",\"recognizer\":\"\(drag.pan)\",\"state\":\"began\",\"action\":\"handlePan:\",\"file\":\"test.transhost\"}"
      )
        == true)
    let summary = try #require(drag.report.lines.first { $0.hasPrefix("line 6: pan: \(drag.pan)") })
    #expect(
      summary == "line 6: pan: \(drag.pan) on \(drag.root): began, changed x11, ended "
        + "(\(actions.count) actions)")
    #expect(actions.count == 13)
  }

  @Test("the account names the touch once: where it came down and lifted, how long, how fast")
  func accountTouch() throws {
    let moving = try Self.drag()
    let touchLines = moving.report.lines.filter { $0.hasPrefix("line 6: pan: finger") }
    #expect(
      touchLines == [
        "line 6: pan: finger 0 down at 100,300 on \(moving.sheet), up at 100,500 after 0.2 s, "
          + "moving at 0,1000 points/s"
      ])
    let flick = try Self.drag("pan sheet from 100,300 to 100,400 over 0.1 release velocity 0,1500")
    #expect(
      flick.report.lines.contains {
        $0.hasSuffix("up at 100,400 after 0.1 s, moving at 0,1500 points/s")
      }, "\(flick.report.lines)")
    let stopped = try Self.drag("pan sheet from 100,300 to 100,400 over 0.1 stop 0.1")
    #expect(
      stopped.report.lines.contains { $0.hasSuffix("up at 100,400 after 0.2 s, still") },
      "\(stopped.report.lines)")
  }

  @Test("a recognizer cancelled during the touch is summed up as cancelled, in the JSON too")
  func cancelled() throws {
    let drag = try Self.drag { pan in
      if pan.state == .changed && pan.translation(in: nil).y > 100 { pan.isEnabled = false }
    }
    let summary = try #require(drag.report.lines.first { $0.hasPrefix("line 6: pan: \(drag.pan)") })
    #expect(summary.hasSuffix(": began, changed x6, cancelled (8 actions)"), "\(summary)")
    #expect(
      Self.lines("gesture-state", in: drag.report).last?.contains(
        "\"from\":\"changed\",\"to\":\"cancelled\"") == true)
  }

  @Test("a recognizer that fails is summed up as failed, sending nothing")
  func failed() throws {
    let drag = try Self.drag("tap sheet")
    #expect(
      drag.report.lines.contains("line 6: tap: \(drag.pan) on \(drag.root): failed (0 actions)"))
    let states = Self.lines("gesture-state", in: drag.report)
    #expect(states.count == 1 && states[0].contains("\"from\":\"possible\",\"to\":\"failed\""))
    #expect(Self.lines("gesture-action", in: drag.report).isEmpty)
  }

  /// The dismissal the drag started: transition 2.
  static func dismissal(_ drag: Drag) throws -> TransitionRecording {
    try #require(drag.report.recordings.first { $0.index == 2 })
  }

  @Test(
    "the dismissal's frames hold the finger while it is down; its marks the touch-down and lift")
  func recording() throws {
    let drag = try Self.drag()
    let recording = try Self.dismissal(drag)
    let marks = recording.touchMarks
    #expect(marks.count == 2)
    // The finger came down before the dismissal started (its pan began it).
    let down = try #require(marks.first)
    #expect(down.isDown && down.time < 0 && down.location == Point(x: 100, y: 300))
    let lift = try #require(marks.last)
    #expect(!lift.isDown && lift.location == Point(x: 100, y: 500))
    let liftFrame = try #require(TouchesSVG.frameIndex(of: lift, in: recording.frames))
    #expect(liftFrame > 0 && liftFrame < recording.frames.count - 1)
    // Down in every frame before the lift, in none after; the frame at the lift's time
    // (drawn before the finger lifted at that time) shows it where it lifts.
    for (index, frame) in recording.frames.enumerated() {
      if frame.time < lift.time - 1e-9 {
        #expect(frame.touches.count == 1, "frame \(index)")
      } else if frame.time > lift.time + 1e-9 {
        #expect(frame.touches.isEmpty, "frame \(index)")
      }
    }
    // The finger moves down with the frames, to where it lifts.
    let ys = recording.frames.compactMap { $0.touches.first?.location.y }
    #expect(ys.count >= liftFrame && ys == ys.sorted() && ys.last == 500, "\(ys)")
  }

  @Test("the scrubber's stage draws the finger at each frame and the rings where it lifts")
  func scrubberData() throws {
    let recording = try Self.dismissal(try Self.drag())
    let object = try #require(
      try JSONSerialization.jsonObject(
        with: Data(ScrubberData.json(recording, position: 0).utf8)) as? [String: Any])
    let frames = try #require(object["frames"] as? [[String: Any]])
    let liftMark = try #require(recording.touchMarks.last)
    let liftFrame = try #require(TouchesSVG.frameIndex(of: liftMark, in: recording.frames))
    for (index, frame) in frames.enumerated() {
      let svg = try #require(frame["svg"] as? String)
      let elements = XMLDocumentReader("<svg xmlns=\"http://www.w3.org/2000/svg\">\(svg)</svg>")
        .elements
      let fingers = elements.filter { $0.attributes["class"] == "touch" }
      if let touch = recording.frames[index].touches.first {
        #expect(fingers.count == 1)
        #expect(fingers.first?.attributes["cx"] == formatNumber(touch.location.x))
        #expect(fingers.first?.attributes["cy"] == formatNumber(touch.location.y))
      } else {
        #expect(fingers.isEmpty, "frame \(index)")
      }
      let lifts = elements.filter { $0.attributes["class"] == "touch-lift" }
      #expect(lifts.count == (index == liftFrame ? 1 : 0), "frame \(index)")
      let downs = elements.filter { $0.attributes["class"] == "touch-down" }
      #expect(downs.count == (index == 0 ? 1 : 0), "frame \(index)")
    }
    let lift = try #require(
      XMLDocumentReader(
        "<svg xmlns=\"http://www.w3.org/2000/svg\">\(frames[liftFrame]["svg"] as? String ?? "")</svg>"
      ).elements.first { $0.attributes["class"] == "touch-lift" })
    #expect(lift.attributes["cx"] == "100" && lift.attributes["cy"] == "500")
    let section = ScrubberHTML.section(recording, position: 0)
    #expect(section.contains("class=\"touch-mark lift\" data-frame=\"\(liftFrame)\""), "\(section)")
    #expect(section.contains("class=\"touch-mark down\" data-frame=\"0\""))
  }

  @Test("the recording coder keeps the fingers and the marks")
  func coded() throws {
    let recording = try Self.dismissal(try Self.drag())
    let bytes = RecordingCoder.encode(recording, timeRange: 0...1)
    let decoded = try #require(RecordingCoder.decode(bytes[...])).recording
    #expect(decoded.frames == recording.frames)
    #expect(decoded.touchMarks == recording.touchMarks)
    #expect(RecordingCoder.decode(bytes.dropLast(8)) == nil)
  }

  @Test("two runs give the same JSON, account and page, byte for byte")
  func deterministic() throws {
    let (one, two) = (try Self.drag(), try Self.drag())
    #expect(one.report.json.map(\.text) == two.report.json.map(\.text))
    #expect(one.report.lines == two.report.lines)
    #expect(
      ScrubberHTML.render(one.report.recordings) == ScrubberHTML.render(two.report.recordings))
    #expect(Self.lines("touch", in: one.report).count == 14)
  }
}
