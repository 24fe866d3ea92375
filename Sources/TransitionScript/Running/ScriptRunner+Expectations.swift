import TransitionEngine

extension ScriptRunner {
  func check(_ expectation: ScriptExpectation, time: CheckTime, line: Int) {
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
    switch expectation {
    case .view(let name, let check):
      guard let view = views[name.value] else { return }
      let state = view.presentation
      switch check {
      case .frame(let expected):
        let actual = state.frame
        let close =
          abs(actual.minX - expected.minX) < 0.01 && abs(actual.minY - expected.minY) < 0.01
          && abs(actual.width - expected.width) < 0.01
          && abs(actual.height - expected.height) < 0.01
        record(line, passed: close, text, detail: "frame is \(actual)")
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
      guard let last = tracked.last?.context else {
        return record(line, passed: false, text, detail: "no transition has run")
      }
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
      guard let last = tracked.last?.context else {
        return record(line, passed: false, text, detail: "no transition has run")
      }
      let actual = animatorDescription(last).name
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
    if passed {
      report.passed += 1
      say("  line \(line): ok: expect \(text)")
    } else {
      let message = "\(script.file):\(line): expectation failed: expect \(text): \(detail)"
      report.failures.append(message)
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
