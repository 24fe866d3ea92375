import PluginHost
import TransitionEngine

extension ScriptRunner {
  /// The animator's name and why it was chosen, as the transition's context says: the
  /// delegate's decision when it made the choice, else the engine's rule.
  func animatorDescription(_ transition: TrackedTransition) -> (name: String, reason: String) {
    // A transition whose animator crashed an earlier helper is named by that animator,
    // not by the system animator that completed it in this one.
    if let fault = crashedTransitions[transition.index], let name = fault.animator {
      return (name, fault.animatorReason ?? "as the helper it crashed reported it")
    }
    let context = transition.context
    let reason = context.animatorReason
    return (reason.decision?.animator ?? context.animatorName, reason.explanation)
  }

  func announce(_ transition: TrackedTransition) {
    let context = transition.context
    let (name, reason) = animatorDescription(transition)
    say("transition \(transition.index): \(context.label)")
    say("  animator: \(name) (\(reason))")
    onAnimatorAnnounced?(transition.index, name, reason)
  }

  /// The callbacks of a transition, as `expect callbacks` names them, in order.
  func callbacks(of transition: TrackedTransition) -> [String] {
    let id = transition.context.id
    var names: [String] = []
    for event in engine.trace.events(from: transition.firstEvent) {
      guard let callback = event.callback else { continue }
      if let owner = callback.transition, owner != id { continue }
      switch callback.receiver {
      case .controller(let name): names.append("\(name).\(callback.call)")
      case .animator: names.append("animator.\(callback.call)")
      case .interactor: names.append("interactor.\(callback.call)")
      case .presentation: names.append("presentation.\(callback.call)")
      case .context where callback.ignoredReason == nil: names.append("context.\(callback.call)")
      case .context: break
      case .coordinator where callback.ignoredReason == nil:
        names.append("coordinator.\(callback.call)")
      case .coordinator: break
      }
    }
    return names
  }

  /// Reports `transition`, which has ended; its frames go to the report (or nowhere)
  /// and are not kept after.
  func describe(_ transition: TrackedTransition) {
    defer { transition.frames = [] }
    let context = transition.context
    let (name, reason) = animatorDescription(transition)
    let start = context.startTime ?? engine.now
    let outcome: String
    switch context.phase {
    case .completed: outcome = "completed"
    case .cancelled: outcome = "cancelled"
    default: outcome = "unfinished (\(context.phase.rawValue))"
    }
    let end = context.endTime
    say(
      "  transition \(transition.index) \(outcome) at \(formatNumber(end ?? engine.now)) s "
        + "(started \(formatNumber(start)) s, duration \(formatNumber(context.transitionDuration)) s"
        + (context.isInitiallyInteractive || context.interactor != nil ? ", interactive" : "") + ")"
    )
    say("  callbacks: \(callbacks(of: transition).runsCounted.joined(separator: ", "))")
    say("  window: \(windowOutline())")
    reportLogs(transition: transition.index)
    if keeps.contains(.recordings) {
      let recording = TransitionRecording(
        index: transition.index, label: context.label, animator: name, reason: reason,
        duration: context.transitionDuration, startTime: start, endTime: end ?? engine.now,
        outcome: outcome, frames: transition.frames, series: Self.series(of: transition.frames),
        windowSize: engine.window.size,
        touchMarks: touchMarks(from: start, to: end ?? engine.now), line: transition.line,
        isStartedByApp: transition.startedByApp != nil)
      if let onRecording {
        onRecording(recording)
      } else {
        report.recordings.append(recording)
      }
    }
    guard keeps.contains(.json) else { return }
    var members: [(String, JSONValue)] = [
      ("type", .string("transition")), ("index", .integer(transition.index)),
      ("label", .string(context.label)), ("operation", .string(context.operation.rawValue)),
      ("style", .string(context.presentationStyle.name)), ("animator", .string(name)),
      ("reason", .string(reason)), ("animated", .bool(context.isAnimated)),
      ("interactive", .bool(context.interactor != nil)),
    ]
    if let cause = transition.startedByApp { members.append(("startedBy", .string(cause))) }
    members += [
      ("duration", .number(context.transitionDuration)), ("start", .number(start)),
      ("end", end.map(JSONValue.number) ?? .null), ("outcome", .string(outcome)),
      ("callbacks", .array(callbacks(of: transition).map(JSONValue.string))),
    ]
    emit(.object(members))
    for event in engine.trace.events(from: transition.firstEvent) {
      if let time = end, event.time > time { break }
      var members: [(String, JSONValue)] = [
        ("type", .string("event")), ("transition", .integer(transition.index)),
        ("t", .number(event.time)), ("kind", .string(event.kind.rawValue)),
      ]
      // The engine's own transition id is `context`: `transition` is the run's index.
      members += event.fields.map {
        ($0.name == "transition" ? "context" : $0.name, JSONValue.string($0.value))
      }
      emit(.object(members))
    }
    for frame in transition.frames {
      emit(
        .object([
          ("type", .string("sample")), ("transition", .integer(transition.index)),
          ("t", .number(frame.time)),
          (
            "views",
            .array(
              frame.views.map { view in
                let box = view.frameInWindow
                return .object(
                  [
                    ("name", .string(view.name)), ("x", .number(box.minX)),
                    ("y", .number(box.minY)),
                    ("width", .number(box.width)), ("height", .number(box.height)),
                    ("alpha", .number(view.opacity)),
                  ] + (view.layer?.jsonMembers ?? []))
              })
          ),
        ]))
    }
  }

  /// The window's views to two levels: `home > button; container > detail`.
  func windowOutline() -> String {
    engine.window.rootView.subviews.map { top in
      let children = top.subviews.map(\.name)
      return children.isEmpty ? top.name : "\(top.name) > \(children.joined(separator: ", "))"
    }.joined(separator: "; ")
  }

  /// What the charts can show, in their order: the box, the opacity, and the layer
  /// properties that have a number (a view's without a layer read as their defaults, so
  /// they chart only when they move).
  static let chartedProperties = [
    "x", "y", "width", "height", "alpha", "layer.zPosition", "layer.shadowOpacity",
    "layer.shadowRadius", "layer.borderWidth",
  ]

  /// The properties that moved over the frames, per view, in the order the views were
  /// first drawn. A view is followed by its engine id (by its name and place among the
  /// views of that name in each frame when the frames carry no ids, as a golden file's),
  /// through the frames where it is hidden or fully transparent (alpha 0 there); a view
  /// never drawn gets no chart. Views of one name are labelled by the order they were
  /// first drawn in: `view`, `view#2`, ...
  static func series(of frames: [DrawnFrame]) -> [PropertySeries] {
    /// Which view a point belongs to.
    enum Key: Hashable {
      case view(DrawnViewID)
      case place(name: String, among: Int)
    }
    var order: [Key] = []
    var labels: [Key: String] = [:]
    var namesCharted: [String: Int] = [:]
    var values: [Key: [String: [Point]]] = [:]
    func add(_ view: DrawnView, key: Key, time: Double) {
      let box = view.frameInWindow
      let layer = view.layer ?? DrawnLayer()
      for (property, value) in [
        ("x", box.minX), ("y", box.minY), ("width", box.width), ("height", box.height),
        ("alpha", view.opacity), ("layer.zPosition", layer.zPosition),
        ("layer.shadowOpacity", layer.shadowOpacity), ("layer.shadowRadius", layer.shadowRadius),
        ("layer.borderWidth", layer.borderWidth),
      ] {
        values[key, default: [:]][property, default: []].append(Point(x: time, y: value))
      }
    }
    for frame in frames {
      var seen: [String: Int] = [:]
      for view in frame.views where view.depth > 0 {
        let key: Key
        if let id = view.id {
          key = .view(id)
        } else {
          key = .place(name: view.name, among: seen[view.name, default: 0])
          seen[view.name, default: 0] += 1
        }
        if labels[key] == nil {
          let count = namesCharted[view.name, default: 0]
          namesCharted[view.name] = count + 1
          labels[key] = count == 0 ? view.name : "\(view.name)#\(count + 1)"
          order.append(key)
        }
        add(view, key: key, time: frame.time)
      }
      for view in frame.undrawnViews where view.depth > 0 {
        if let id = view.id { add(view, key: .view(id), time: frame.time) }
      }
    }
    var result: [PropertySeries] = []
    for key in order {
      guard let label = labels[key] else { continue }
      for property in Self.chartedProperties {
        guard let points = values[key]?[property], points.count > 1 else { continue }
        let ys = points.map(\.y)
        if let low = ys.min(), let high = ys.max(), high - low > 1e-9 {
          result.append(PropertySeries(view: label, property: property, points: points))
        }
      }
    }
    return result
  }
}

extension Array where Element == String {
  /// The names with each run of one name written once, counted: `changed x16`.
  var runsCounted: [String] {
    var runs: [(name: String, count: Int)] = []
    for name in self {
      if let last = runs.last, last.name == name {
        runs[runs.count - 1].count += 1
      } else {
        runs.append((name, 1))
      }
    }
    return runs.map { $0.count > 1 ? "\($0.name) x\($0.count)" : $0.name }
  }
}
