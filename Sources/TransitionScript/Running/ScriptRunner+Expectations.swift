import TransitionEngine

extension ScriptRunner {
  /// Checks `expectation` of `line` at `time`; `path` is how its view is reached, as the
  /// checker resolved it (nil: not a view expectation).
  func check(_ expectation: ScriptExpectation, time: CheckTime, line: Int, path: ViewPath?) {
    switch time {
    case .now:
      break
    case .afterTransition:
      settle()
    case .at(let offset):
      let base = tracked.last?.context.startTime ?? engine.now
      let target = base + offset
      if target + 1e-9 < engine.now {
        return record(
          line, passed: false, "\(describe(expectation)) at \(formatNumber(offset)) s",
          detail:
            "that time has passed (the clock is at \(formatNumber(engine.now - base)) s into the transition); "
            + "put the expectation before later waits")
      }
      advance(to: target)
    }
    let text = describe(expectation)
    if let last = tracked.last, let fault = crashedTransitions[last.index] {
      let who = fault.animator.map { "its animator '\($0)'" } ?? "plugin code"
      return record(
        line, passed: false, text,
        detail:
          "not checked: transition \(last.index) failed (\(who) crashed or hung an earlier "
          + "helper), so the state it left is the system animator's, not its own")
    }
    switch expectation {
    case .view(let name, let check):
      let view: View
      switch self.view(at: path ?? .declared(name.value), written: name.value) {
      case .success(let found): view = found
      case .failure(let why): return record(line, passed: false, text, detail: why.description)
      }
      let state = view.presentation
      switch check {
      case .bounds(let expected):
        record(
          line, passed: state.bounds.isClose(to: expected), text,
          detail: "bounds is \(state.bounds)")
      case .center(let expected):
        let close =
          abs(state.center.x - expected.x) < 0.01 && abs(state.center.y - expected.y) < 0.01
        record(line, passed: close, text, detail: "center is \(state.center)")
      case .transform(let expected):
        let (a, e) = (state.transform, expected)
        let close =
          [(a.a, e.a), (a.b, e.b), (a.c, e.c), (a.d, e.d)].allSatisfy { abs($0 - $1) < 0.001 }
          && abs(a.tx - e.tx) < 0.01 && abs(a.ty - e.ty) < 0.01
        record(line, passed: close, text, detail: "transform is \(a)")
      case .cornerRadius(let expected):
        record(
          line, passed: abs(state.cornerRadius - expected) < 0.01, text,
          detail: "radius is \(formatNumber(state.cornerRadius))")
      case .backgroundColor(let expected):
        let actual = state.backgroundColor
        let close: Bool
        if let actual, let expected {
          close = [
            (actual.red, expected.red), (actual.green, expected.green),
            (actual.blue, expected.blue), (actual.alpha, expected.alpha),
          ].allSatisfy { abs($0 - $1) < 0.002 }
        } else {
          close = actual == nil && expected == nil
        }
        record(line, passed: close, text, detail: "color is \(actual?.hexString ?? "none")")
      case .isHidden(let expected):
        record(
          line, passed: state.isHidden == expected, text, detail: "isHidden is \(state.isHidden)")
      case .clipsToBounds(let expected):
        record(
          line, passed: state.clipsToBounds == expected, text,
          detail: "clipsToBounds is \(state.clipsToBounds)")
      case .layer(let property, let expected):
        let actual = property.value(in: state)
        record(
          line, passed: actual.isClose(to: expected), text,
          detail: "\(property.pathName) is \(actual)")
      case .frame(let expected):
        let actual = state.frame
        record(line, passed: actual.isClose(to: expected), text, detail: "frame is \(actual)")
      case .alpha(let expected):
        record(
          line, passed: abs(state.alpha - expected) < 0.001, text,
          detail: "alpha is \(formatNumber(state.alpha))")
      case .visible, .hidden:
        let visible = view.isInWindow && !state.isHidden && state.alpha > 0
        let wanted = { if case .visible = check { return true } else { return false } }()
        record(
          line, passed: visible == wanted, text,
          detail: visible
            ? "it is visible"
            : (view.isInWindow ? "it is hidden or transparent" : "it is not in the window"))
      case .inWindow, .notInWindow:
        let wanted = { if case .inWindow = check { return true } else { return false } }()
        record(
          line, passed: view.isInWindow == wanted, text,
          detail: view.isInWindow ? "it is in the window" : "it is not in the window")
      }
    case .presents(let presenter, let presented):
      let actual = controllers[presenter.value]?.presentedViewController
      let passed = presented == nil ? actual == nil : actual === controllers[presented?.value ?? ""]
      record(line, passed: passed, text, detail: "it presents \(actual?.name ?? "nothing")")
    case .outcome(let cancelled):
      guard let lastTransition = tracked.last else {
        return record(line, passed: false, text, detail: "no transition has run")
      }
      let last = lastTransition.context
      let actual =
        last.phase == .cancelled
        ? "cancelled" : last.phase == .completed ? "completed" : "still \(last.phase.rawValue)"
      record(
        line, passed: actual == (cancelled ? "cancelled" : "completed"), text,
        detail: "the last transition was \(actual)")
    case .callbacks(let names):
      guard let last = tracked.last else {
        return record(line, passed: false, text, detail: "no transition has run")
      }
      let actual = callbacks(of: last)
      var position = actual.startIndex
      var missing: String?
      for name in names {
        guard let found = actual[position...].firstIndex(of: name.value) else {
          missing = name.value
          break
        }
        position = actual.index(after: found)
      }
      record(
        line, passed: missing == nil, text,
        detail: missing.map {
          "'\($0)' is missing or out of order; the callbacks were: \(actual.joined(separator: ", "))"
        } ?? "")
    case .animator(let name):
      guard let lastTransition = tracked.last else {
        return record(line, passed: false, text, detail: "no transition has run")
      }
      let last = lastTransition.context
      let actual = animatorDescription(lastTransition).name
      let id = last.animatorName
      // `system` names every animator of the engine's own, as `with system` chooses one.
      let passed =
        id == name.value || id.split(separator: ".").last.map(String.init) == name.value
        || (name.value == "system" && id.hasPrefix("system."))
      record(line, passed: passed, text, detail: "the animator was \(actual)")
    }
  }

  private func record(_ line: Int, passed: Bool, _ text: String, detail: String) {
    emit(
      .object([
        ("type", .string("expectation")), ("line", .integer(line)), ("t", .number(engine.now)),
        ("expect", .string(text)), ("passed", .bool(passed)), ("actual", .string(detail)),
      ]))
    report.result.expectations.append(
      ExpectationResult(
        line: line, column: runningCommand?.column ?? 1, transition: lastTransitionName,
        text: text, passed: passed, actual: detail))
    if passed {
      report.passed += 1
      say("  line \(line): ok: expect \(text)")
    } else {
      let message = "\(script.file):\(line): expectation failed: expect \(text): \(detail)"
      report.failures.append(message)
      report.failedExpectations += 1
      say("  \(message)")
    }
  }

  func describe(_ expectation: ScriptExpectation) -> String {
    switch expectation {
    case .view(let name, let check):
      switch check {
      case .frame(let rect): return "\(name.value) frame \(rect)"
      case .alpha(let alpha): return "\(name.value) alpha \(formatNumber(alpha))"
      case .visible: return "\(name.value) visible"
      case .hidden: return "\(name.value) hidden"
      case .inWindow: return "\(name.value) in window"
      case .notInWindow: return "\(name.value) not in window"
      case .bounds(let rect): return "\(name.value) bounds \(rect)"
      case .center(let point): return "\(name.value) center \(point)"
      case .transform(let transform): return "\(name.value) transform \(transform)"
      case .cornerRadius(let radius): return "\(name.value) radius \(formatNumber(radius))"
      case .backgroundColor(let color): return "\(name.value) color \(color?.hexString ?? "none")"
      case .isHidden(let hidden): return "\(name.value) isHidden \(hidden)"
      case .clipsToBounds(let clips): return "\(name.value) clipsToBounds \(clips)"
      case .layer(let property, let value): return "\(name.value) \(property.pathName) \(value)"
      }
    case .presents(let presenter, let presented):
      return "\(presenter.value) presents \(presented?.value ?? "nothing")"
    case .outcome(let cancelled):
      return cancelled ? "cancelled" : "completed"
    case .callbacks(let names):
      return "callbacks " + names.map(\.value).joined(separator: " ")
    case .animator(let name):
      return "animator \(name.value)"
    }
  }
}

extension Rect {
  /// Whether each of origin and size is within 0.01 of `other`'s: how expectations
  /// compare frames and bounds.
  func isClose(to other: Rect) -> Bool {
    abs(minX - other.minX) < 0.01 && abs(minY - other.minY) < 0.01
      && abs(width - other.width) < 0.01 && abs(height - other.height) < 0.01
  }
}
