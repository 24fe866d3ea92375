/// A touch or gesture-recognizer event a trace event records, typed: which finger did
/// what where, or which recognizer changed state or sent an action. The event's fields
/// are made from it, so the trace text says the same.
public enum TraceGesture: Hashable, Sendable {
  /// What a finger did.
  public enum Phase: String, Hashable, Sendable {
    /// It came down.
    case down
    /// It moved.
    case move
    /// It lifted.
    case up
  }

  /// A recognizer, as traces name it: `pan#12(name)`.
  public struct Recognizer: Hashable, Sendable, CustomStringConvertible {
    /// Its kind's name (`pan`, `edge-pan`, `pinch`, `tap`, `swipe`, `long-press`,
    /// `rotation`).
    public let kind: String
    /// Its number, unique within the engine.
    public let id: Int
    /// Its `name`, if it has one.
    public let name: String?
    /// The view it is attached to (`card#4`), nil when none.
    public let view: String?

    /// `pan#12`, or `pan#12(name)` when it has a name.
    public var description: String {
      name.map { "\(kind)#\(id)(\($0))" } ?? "\(kind)#\(id)"
    }
  }

  /// Finger `finger` did `phase` at `location` (window coordinates); `view` is the view
  /// it came down on (`card#4`), nil when it hit none.
  case touch(finger: Int, phase: Phase, location: Point, view: String?)
  /// `recognizer` went from `from` to `to`.
  case state(Recognizer, from: GestureRecognizer.State, to: GestureRecognizer.State)
  /// `recognizer` sent `action` to a target, in `state`.
  case action(Recognizer, state: GestureRecognizer.State, action: String)

  /// The kind of trace event it is.
  public var kind: TraceEvent.Kind {
    switch self {
    case .touch: .touch
    case .state: .gestureState
    case .action: .gestureAction
    }
  }

  /// The trace event's fields.
  var fields: [(String, String)] {
    switch self {
    case .touch(let finger, let phase, let location, let view):
      var fields = [
        ("phase", phase.rawValue), ("finger", "\(finger)"), ("x", formatNumber(location.x)),
        ("y", formatNumber(location.y)),
      ]
      if phase == .down { fields.append(("view", view ?? "none")) }
      return fields
    case .state(let recognizer, let from, let to):
      return [
        ("recognizer", "\(recognizer)"), ("view", recognizer.view ?? "none"),
        ("from", "\(from)"), ("state", "\(to)"),
      ]
    case .action(let recognizer, let state, let action):
      return [("recognizer", "\(recognizer)"), ("state", "\(state)"), ("action", action)]
    }
  }
}

extension GestureRecognizer {
  /// How traces name it.
  var traced: TraceGesture.Recognizer {
    TraceGesture.Recognizer(kind: kindName, id: id, name: name, view: view.map { "\($0)" })
  }
}
