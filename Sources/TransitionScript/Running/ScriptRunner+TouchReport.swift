import TransitionEngine

extension ScriptRunner {
  /// Reports the touch and recognizer events the trace gained since the last call: a
  /// `touch`, `gesture-state` or `gesture-action` line each in the JSON Lines, and the
  /// fingers coming down and lifting kept for the recordings.
  func reportGestures() {
    for event in engine.trace.events(from: firstUnreportedGesture) {
      guard let gesture = event.gesture else { continue }
      let line: JSONValue = runningTouchLine.map(JSONValue.integer) ?? .null
      switch gesture {
      case .touch(let finger, let phase, let location, let view):
        if phase != .move && keeps.contains(.recordings) {
          touchMarks.append(
            TouchMark(time: event.time, finger: finger, isDown: phase == .down, location: location))
        }
        emit(
          .object([
            ("type", .string("touch")), ("line", line), ("t", .number(event.time)),
            ("finger", .integer(finger)), ("phase", .string(phase.rawValue)),
            ("x", .number(location.x)), ("y", .number(location.y)),
            ("view", view.map(JSONValue.string) ?? .null),
          ]))
      case .state(let recognizer, let from, let to):
        emit(
          .object(
            [("type", .string("gesture-state")), ("line", line), ("t", .number(event.time))]
              + Self.members(of: recognizer) + [
                ("from", .string("\(from)")), ("to", .string("\(to)")),
              ]))
      case .action(let recognizer, let state, let action):
        emit(
          .object([
            ("type", .string("gesture-action")), ("line", line), ("t", .number(event.time)),
            ("recognizer", .string("\(recognizer)")), ("state", .string("\(state)")),
            ("action", .string(action)),
          ]))
      }
    }
    firstUnreportedGesture = engine.trace.endPosition
  }

  /// `recognizer`, `kind`, `id`, `name`, `view` of a `gesture-state` line.
  private static func members(of recognizer: TraceGesture.Recognizer) -> [(String, JSONValue)] {
    [
      ("recognizer", .string("\(recognizer)")), ("kind", .string(recognizer.kind)),
      ("id", .integer(recognizer.id)), ("name", recognizer.name.map(JSONValue.string) ?? .null),
      ("view", recognizer.view.map(JSONValue.string) ?? .null),
    ]
  }

  /// The fingers that came down or lifted from `start` to `end` (run times), and the
  /// touch-down of a finger still down at `start`, with times counted from `start`.
  func touchMarks(from start: Double, to end: Double) -> [TouchMark] {
    var marks: [TouchMark] = []
    for (position, mark) in touchMarks.enumerated() {
      let during = mark.time >= start && mark.time <= end
      let downAtStart =
        mark.isDown && mark.time < start
        && (touchMarks[(position + 1)...].first { !$0.isDown && $0.finger == mark.finger })
          .map { $0.time >= start } ?? true
      guard during || downAtStart else { continue }
      marks.append(
        TouchMark(
          time: mark.time - start, finger: mark.finger, isDown: mark.isDown,
          location: mark.location))
    }
    return marks
  }

  /// Forgets the marks before `time` that no transition starting then can need: all but
  /// the touch-downs of fingers still down.
  func forgetTouchMarks(before time: Double) {
    var kept: [TouchMark] = []
    for (position, mark) in touchMarks.enumerated() {
      let stillDown =
        mark.isDown
        && !touchMarks[(position + 1)...].contains { !$0.isDown && $0.finger == mark.finger }
      if mark.time >= time || stillDown { kept.append(mark) }
    }
    touchMarks = kept
  }
}
