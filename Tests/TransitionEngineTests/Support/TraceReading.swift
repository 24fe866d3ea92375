import TransitionEngine

extension Engine {
  /// Every appearance callback in the trace, as `controller.call`.
  var appearanceLog: [String] {
    trace.events(of: .appearance).compactMap { event in
      guard let controller = event[field: "controller"], let call = event[field: "call"] else {
        return nil
      }
      return "\(controller).\(call)"
    }
  }

  /// The appearance callbacks `controller` received, by name, oldest first.
  func appearanceCalls(of controller: ViewController) -> [String] {
    trace.events(of: .appearance)
      .filter { $0[field: "controller"] == controller.name }
      .compactMap { $0[field: "call"] }
  }

  /// The violations' messages, oldest first.
  var reportedViolations: [String] { violations.map { "\($0)" } }

  /// The trace events of `kind` for `context`'s transition whose `call` field is `call`.
  func events(
    _ kind: TraceEvent.Kind, call: String, of context: TransitionContext
  ) -> [TraceEvent] {
    trace.events(of: kind).filter {
      $0[field: "transition"] == "\(context.id)" && $0[field: "call"] == call
    }
  }

  /// The virtual time of `context`'s `completeTransition`, or nil when it was not called.
  func completeTransitionTime(of context: TransitionContext) -> Double? {
    events(.contextCall, call: "completeTransition", of: context).first?.time
  }

  /// What `completeTransition` ran for `context`, in order: each completion step, the
  /// presentation controller's `didEnd` hook, the phase it ended in and `animationEnded`.
  func completionChain(of context: TransitionContext) -> [String] {
    let id = "\(context.id)"
    var chain: [String] = []
    var started = false
    for event in trace.events where event[field: "transition"] == id {
      switch event.kind {
      case .contextCall where event[field: "call"] == "completeTransition":
        started = true
      case .completionStep where started:
        chain.append(event[field: "step"] ?? "?")
      case .presentationCall where started:
        chain.append(event[field: "call"] ?? "?")
      case .transitionPhase where started:
        chain.append("phase:" + (event[field: "to"] ?? "?"))
      case .animatorCall where started && event[field: "call"] == "animationEnded":
        chain.append("animationEnded")
      default:
        break
      }
    }
    return chain
  }
}

/// `view` and its subtree as nested names: `window[home.view[button]]`.
func viewOutline(_ view: View) -> String {
  view.subviews.isEmpty
    ? view.name : view.name + "[" + view.subviews.map(viewOutline).joined(separator: ",") + "]"
}

/// Whether two times are the same up to rounding.
func isNearly(_ a: Double?, _ b: Double, tolerance: Double = 1e-9) -> Bool {
  guard let a else { return false }
  return abs(a - b) <= tolerance
}
