/// One thing that happened in the engine, at a virtual time.
///
/// A traced run keeps every event, so an event is kept small: the callback or gesture it
/// records, which most events do not, out of line, and of its fields only those the
/// callback or gesture does not give, packed into one buffer (``TraceFields``).
public struct TraceEvent: Hashable, Sendable {
  /// The virtual time in seconds.
  public let time: Double
  /// What happened.
  public let kind: Kind
  /// The fields the payload does not give, packed: every field of an event without a
  /// payload, a callback's details, nothing for a gesture.
  let packedFields: TraceFields
  /// The callback or gesture the event records, typed.
  let payload: Payload?

  /// Details as ordered name/value pairs.
  public var fields: [Field] {
    switch payload {
    case nil: Array(packedFields)
    case .callback(let callback)?: callback.fields(packedFields.pairs).map(Field.init)
    case .gesture(let gesture)?: gesture.fields.map(Field.init)
    }
  }

  /// The value of the field called `name`, or nil.
  public subscript(field name: String) -> String? {
    guard payload == nil else { return fields.first(where: { $0.name == name })?.value }
    return packedFields.first(where: { $0.name == name })?.value
  }

  /// The callback the event records, typed; nil for an event that records none.
  public var callback: TraceCallback? {
    guard case .callback(let callback) = payload else { return nil }
    return callback
  }

  /// The touch or recognizer event it records, typed; nil for any other event.
  public var gesture: TraceGesture? {
    guard case .gesture(let gesture) = payload else { return nil }
    return gesture
  }

  init(time: Double, kind: Kind, fields: TraceFields, payload: Payload? = nil) {
    self.time = time
    self.kind = kind
    self.packedFields = fields
    self.payload = payload
  }

  /// What an event records besides its fields, when it records more; stored out of
  /// line (a single reference in the event) since few events have one.
  indirect enum Payload: Hashable, Sendable {
    /// A callback.
    case callback(TraceCallback)
    /// A touch or recognizer event.
    case gesture(TraceGesture)
  }

  /// One detail of an event.
  public struct Field: Hashable, Sendable {
    /// The detail's stable name.
    public let name: String
    /// Its value, formatted the same way on every run.
    public let value: String

    init(name: String, value: String) {
      self.name = name
      self.value = value
    }

    init(_ pair: (String, String)) { self.init(name: pair.0, value: pair.1) }
  }

  /// The kinds of event, with the stable names traces print.
  public enum Kind: String, Sendable, CaseIterable {
    /// A view was added to or moved within a superview.
    case viewAdded = "view.add"
    /// A view left its superview.
    case viewRemoved = "view.remove"
    /// A snapshot view was made.
    case snapshot = "view.snapshot"
    /// A transition was requested and scheduled for the next clock turn.
    case transitionScheduled = "transition.scheduled"
    /// A transition's phase changed.
    case transitionPhase = "transition.phase"
    /// The animator was chosen, with the reason.
    case animatorResolved = "transition.animator"
    /// The container view was set up.
    case containerReady = "transition.container"
    /// A transitioning, navigation or tab delegate was asked for something.
    case delegateCall = "delegate.call"
    /// The animator was called.
    case animatorCall = "animator.call"
    /// The interaction controller was called.
    case interactorCall = "interactor.call"
    /// A call on the transition context.
    case contextCall = "context.call"
    /// A step of `completeTransition`'s chain.
    case completionStep = "context.completion"
    /// A call on a transition coordinator, or a block it ran.
    case coordinatorCall = "coordinator.call"
    /// A presentation controller callback.
    case presentationCall = "presentation.call"
    /// An appearance callback on a view controller.
    case appearance = "appearance"
    /// An animation (one `animate` call, keyframes, or a property animator's block) began.
    case animationBegan = "animation.begin"
    /// An animation group ended.
    case animationEnded = "animation.end"
    /// A property animator changed state.
    case propertyAnimator = "property-animator"
    /// A presentation relationship changed.
    case presentationState = "presentation.state"
    /// A navigation stack or tab selection changed.
    case containerState = "container.state"
    /// A finger came down, moved or lifted.
    case touch = "touch"
    /// A gesture recognizer changed state.
    case gestureState = "gesture.state"
    /// A gesture recognizer sent an action to a target.
    case gestureAction = "gesture.action"
    /// A rule was broken; the engine carried on.
    case warning = "warning"
  }
}

extension TraceEvent: CustomStringConvertible {
  /// `0.25 kind name=value ...`, with values containing spaces quoted.
  public var description: String {
    var line = formatNumber(time) + " " + kind.rawValue
    for field in fields {
      line += " " + field.name + "=" + quoteIfNeeded(field.value)
    }
    return line
  }
}

private func quoteIfNeeded(_ value: String) -> String {
  guard value.isEmpty || value.contains(where: { $0 == " " || $0 == "\"" || $0 == "=" }) else {
    return value
  }
  return "\"" + value.replacingAll("\"", with: "\\\"") + "\""
}

extension String {
  /// The string with every `target` replaced by `replacement` (no Foundation needed).
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
