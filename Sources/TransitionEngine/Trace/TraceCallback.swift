/// A callback a trace event records, typed: who was called, what, and in which
/// transition. The event's fields are made from it, so the trace text says the same.
public struct TraceCallback: Hashable, Sendable {
  /// Who was called.
  public enum Receiver: Hashable, Sendable {
    /// A view controller, by name (its appearance callbacks).
    case controller(String)
    /// The animator of the transition with this id.
    case animator(transition: Int)
    /// The interaction controller of the transition with this id.
    case interactor(transition: Int)
    /// The presentation controller of the transition with this id.
    case presentation(transition: Int)
    /// The context of the transition with this id.
    case context(transition: Int)
    /// The transition coordinator of the transition with this id: the blocks it ran and
    /// the calls made on it.
    case coordinator(transition: Int)
  }

  /// Who was called.
  public let receiver: Receiver
  /// The call's name: `viewWillAppear`, `animateTransition`, `completeTransition`.
  public let call: String
  /// Why the engine ignored the call, when it did (only context and coordinator calls
  /// are refused).
  public let ignoredReason: String?

  /// A callback of `call` on `receiver`, ignored for `ignoredReason` when given.
  public init(_ receiver: Receiver, _ call: String, ignoredReason: String? = nil) {
    self.receiver = receiver
    self.call = call
    self.ignoredReason = ignoredReason
  }

  /// The id of the transition the call belongs to; nil for a controller's appearance
  /// callback, which belongs to whichever transition moves the controller.
  public var transition: Int? {
    switch receiver {
    case .controller: nil
    case .animator(let id), .interactor(let id), .presentation(let id), .context(let id),
      .coordinator(let id):
      id
    }
  }

  /// The kind of event that records it.
  public var kind: TraceEvent.Kind {
    switch receiver {
    case .controller: .appearance
    case .animator: .animatorCall
    case .interactor: .interactorCall
    case .presentation: .presentationCall
    case .context: .contextCall
    case .coordinator: .coordinatorCall
    }
  }

  /// The event's fields: who (`controller=` or `transition=`), `call=`, `details`, then
  /// `ignored=` for an ignored call.
  func fields(_ details: [(String, String)]) -> [(String, String)] {
    var fields: [(String, String)] = []
    fields.reserveCapacity(details.count + 3)
    switch receiver {
    case .controller(let name): fields.append(("controller", name))
    default: fields.append(("transition", transition.map { "\($0)" } ?? ""))
    }
    fields.append(("call", call))
    fields.append(contentsOf: details)
    if let ignoredReason { fields.append(("ignored", ignoredReason)) }
    return fields
  }
}
