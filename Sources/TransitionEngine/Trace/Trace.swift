/// The ordered record of everything the engine did, with virtual timestamps.
///
/// Names are stable and values formatted the same way everywhere, so the same input
/// gives the same trace, byte for byte.
public final class Trace {
  /// Whether events are recorded; turning it off makes recording free.
  public var isEnabled: Bool
  /// The events so far, oldest first (less those forgotten), kept in chunks that
  /// recording never copies.
  public private(set) var events = TraceEvents()
  /// How many of the oldest events have been forgotten: the position of `events[0]`
  /// in the whole trace.
  public private(set) var forgottenCount = 0
  /// The virtual time stamped on new events; the engine keeps it current.
  var currentTime = 0.0

  init(isEnabled: Bool) {
    self.isEnabled = isEnabled
  }

  /// Records an event at the current virtual time. The fields are only built when the
  /// trace is enabled.
  public func record(
    _ kind: TraceEvent.Kind, _ fields: @autoclosure () -> [(String, String)] = []
  ) {
    guard isEnabled else { return }
    events.append(TraceEvent(time: currentTime, kind: kind, fields: TraceFields(fields())))
  }

  /// Records a callback at the current virtual time: the event's kind and first fields
  /// come from `callback` (``TraceCallback/fields(_:)``), which the event keeps typed;
  /// `details` follow. Only the details are packed: the rest is read from the callback.
  /// Nothing is built when the trace is disabled.
  public func record(
    _ callback: @autoclosure () -> TraceCallback,
    details: @autoclosure () -> [(String, String)] = []
  ) {
    guard isEnabled else { return }
    let callback = callback()
    events.append(
      TraceEvent(
        time: currentTime, kind: callback.kind, fields: TraceFields(details()),
        payload: .callback(callback)))
  }

  /// Records a touch or recognizer event at the current virtual time, kept typed; its
  /// kind and fields come from `gesture`, the fields when they are read. Nothing is
  /// built when the trace is disabled.
  public func record(_ gesture: @autoclosure () -> TraceGesture) {
    guard isEnabled else { return }
    let gesture = gesture()
    events.append(
      TraceEvent(
        time: currentTime, kind: gesture.kind, fields: TraceFields([]),
        payload: .gesture(gesture)))
  }

  /// Forgets every event recorded so far.
  public func removeAll() { forgetEvents(before: endPosition) }

  /// The position the next event will have in the whole trace.
  public var endPosition: Int { forgottenCount + events.count }

  /// The events kept from `position` (in the whole trace) on, indexed from 0.
  public func events(from position: Int) -> TraceEvents {
    events.dropping(first: position - forgottenCount)
  }

  /// Forgets the events before `position` (in the whole trace), so that a long run
  /// that has reported them keeps only what it still needs. Positions stay valid; the
  /// memory of forgotten events goes a chunk at a time.
  public func forgetEvents(before position: Int) {
    let count = min(max(position - forgottenCount, 0), events.count)
    events.removeFirst(upTo: count)
    forgottenCount += count
  }

  /// The events of one kind, oldest first.
  public func events(of kind: TraceEvent.Kind) -> [TraceEvent] {
    events.filter { $0.kind == kind }
  }

  /// The whole trace, one event a line.
  public var text: String { events.map { $0.description + "\n" }.joined() }
}
