/// The headless model of UIKit's transition machinery: it owns the window, every view
/// and view controller, the virtual clock, the animations and the trace.
///
/// Nothing here reads the wall clock. Time moves only when ``advance(by:)``,
/// ``advance(to:)`` or ``runUntilIdle(limit:)`` is called, so the same calls give the
/// same trace, byte for byte. An engine is used from one thread at a time.
public final class Engine {
  /// Settings fixed for the engine's life.
  public struct Configuration: Sendable {
    /// The window's size in points; UIKit's iPhone 15 by default.
    public var windowSize: Size
    /// Whether the trace records events.
    public var isTracing: Bool
    /// The iOS major version whose rules apply where they differ between versions
    /// (`.automatic` is `.formSheet` from iOS 18, `.pageSheet` before).
    public var systemVersion: Int
    /// What one transition's plugin may make at most.
    public var limits: Limits

    /// The defaults: a 390 x 844 window, tracing on, iOS 18 rules, the default limits.
    public init(
      windowSize: Size = Size(width: 390, height: 844), isTracing: Bool = true,
      systemVersion: Int = 18, limits: Limits = Limits()
    ) {
      self.windowSize = windowSize
      self.isTracing = isTracing
      self.systemVersion = systemVersion
      self.limits = limits
    }
  }

  /// The settings.
  public let configuration: Configuration
  /// The virtual time in seconds.
  public private(set) var now: Double = 0
  /// Everything that happened.
  public let trace: Trace
  /// The rules broken so far, oldest first; each is also in the trace as a warning.
  public private(set) var violations: [EngineViolation] = []
  /// The transition each of ``violations`` happened in, at the same index; nil when
  /// none or several were running.
  public private(set) var violationOrigins: [ViolationOrigin?] = []
  /// The animation system.
  public private(set) lazy var animations = AnimationSystem(engine: self)
  /// The window, made the first time it is asked for.
  public var window: Window {
    if let madeWindow { return madeWindow }
    let window = Window(
      engine: self,
      rootView: makeView(name: "window", frame: Rect(origin: .zero, size: configuration.windowSize))
    )
    madeWindow = window
    return window
  }
  /// The window once made; reading it never makes one (nor takes a view id).
  private(set) var madeWindow: Window?
  /// The touches and the gesture recognizers that watch them.
  public private(set) lazy var gestures = GestureSystem(engine: self)
  /// The sampler that reads the view tree.
  public private(set) lazy var sampler = TreeSampler(engine: self)

  private var sequence = 0
  /// Elements the clock and the animation system visited or moved to keep their books
  /// (finding the next event, ending and replacing animations), not counting sampling.
  /// The tests read it to check that this work grows linearly with the animations.
  var bookkeepingSteps = 0
  /// Blocks opened with `beginAnimationBlock` and not yet committed, innermost last.
  /// Only the C ABI's open and commit calls use it, several times a transition:
  /// unchecked, as no access to it is held across a call (each appends, pops or reads
  /// the last and lets go) and the engine runs on one thread, so the dynamic exclusivity
  /// check (about 76 instructions an access) has nothing to find.
  @exclusivity(unchecked) var openBlocks: [OpenBlock] = []
  /// The approximations the trace already named (once per engine each).
  var notedApproximations: Set<String> = []
  /// Open Core Animation transactions, innermost last (see ``beginTransaction()``).
  /// Unchecked, as ``openBlocks``: after every plugin animator's `animate_transition` the
  /// bridge closes the transactions it left open (``closeOpenTransactions()``), a dynamic
  /// exclusivity check for each transition even when none is open; every access reads or
  /// changes the list and lets go before anything else runs (a committed transaction's
  /// completion runs after its removal), and the engine runs on one thread.
  @exclusivity(unchecked) var transactions: [LayerTransaction] = []
  /// Calls waiting for the clock, earliest first.
  private var scheduled = MinHeap<ScheduledCall>()
  /// Calls cancelled while waiting, skipped when they come first.
  private var cancelledCalls: Set<Int> = []
  /// Transitions in flight, by the order they were requested.
  var transitions: [TransitionContext] = []
  /// How many transitions without an interaction controller are in flight or
  /// completing: while any is, the window takes no new touches (``ignoresInteraction``).
  var transitionsIgnoringInteraction = 0
  /// Views added into the window since the last screen update (see View+Snapshot.swift).
  let viewsAwaitingDraw = ScreenUpdateQueue()
  /// Called as each transition is requested, before its first trace event: how a script
  /// runner learns of the transitions app code starts (a gesture action's `dismiss`).
  public var onTransitionScheduled: ((TransitionContext) -> Void)?
  /// Layout's bookkeeping (see Engine+Layout.swift).
  public internal(set) var layoutDriver = LayoutDriver()
  /// Whether a transition in flight went past one of its limits: until it has ended,
  /// the plugin bridge refuses every call quietly. A stored flag, as every callback
  /// reads it. It is kept behind a pointer (``UncheckedFlag``): a stored property of a
  /// class pays a dynamic exclusivity check on every access, about 150 instructions,
  /// and `@exclusivity(unchecked)` does not reach reads from another module.
  public internal(set) var isPastLimit: Bool {
    get { pastLimit.pointer.pointee }
    set { pastLimit.pointer.pointee = newValue }
  }
  private let pastLimit = UncheckedFlag()

  /// Creates an engine.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
    self.trace = Trace(isEnabled: configuration.isTracing)
  }

  /// Creates a view owned by this engine. Mirrors `UIView(frame:)`.
  public func makeView(name: String, frame: Rect = .zero) -> View {
    View(engine: self, id: nextSequenceNumber(), name: name, frame: frame)
  }

  /// A number that increases with every call; orders everything the engine creates.
  func nextSequenceNumber() -> Int {
    sequence += 1
    return sequence
  }

  // MARK: Notifications from views

  func noteModelChange(of view: View) {
    sampler.noteChange(of: view)
  }

  /// A hierarchy operation, for the trace and the sampler.
  enum HierarchyChange { case add, remove }

  func noteHierarchyChange(_ change: HierarchyChange, view: View, superview: View, index: Int?) {
    sampler.noteStructureChange()
    switch change {
    case .add:
      if superview.isInMadeWindow { viewsAwaitingDraw.add(view) }
      if !transitions.isEmpty { checkWithheldView(view, addedTo: superview) }
      trace.record(
        .viewAdded,
        [("view", "\(view)"), ("superview", "\(superview)"), ("index", "\(index ?? 0)")])
    case .remove:
      trace.record(.viewRemoved, [("view", "\(view)"), ("superview", "\(superview)")])
    }
  }

  /// Records a broken rule in ``violations`` and the trace, with the transition it
  /// happened in (``violationOrigins``): `context`, else the one transition running
  /// now, if only one is.
  public func reportViolation(_ violation: EngineViolation, in context: TransitionContext? = nil) {
    violations.append(violation)
    violationOrigins.append((context ?? soleRunningTransition).map(ViolationOrigin.init))
    var details = [("message", violation.description)]
    if let pitfall = violation.pitfall { details.append(("pitfall", pitfall.id)) }
    trace.record(.warning, details)
  }

  // MARK: The clock

  private struct ScheduledCall: Comparable {
    let time: Double
    let sequence: Int
    let label: String
    let action: () -> Void

    static func < (lhs: ScheduledCall, rhs: ScheduledCall) -> Bool {
      (lhs.time, lhs.sequence) < (rhs.time, rhs.sequence)
    }

    static func == (lhs: ScheduledCall, rhs: ScheduledCall) -> Bool {
      lhs.sequence == rhs.sequence
    }
  }

  /// Runs `action` when the clock reaches `time` (at once on the next clock turn when
  /// `time` is now or past). Calls due at the same time run in the order scheduled.
  @discardableResult
  func schedule(at time: Double, _ label: String, _ action: @escaping () -> Void) -> Int {
    let sequence = nextSequenceNumber()
    scheduled.push(
      ScheduledCall(time: max(time, now), sequence: sequence, label: label, action: action))
    bookkeepingSteps += 1
    return sequence
  }

  /// Runs `action` on the next turn of the clock, after everything the current one
  /// does (a transition's completion with its coordinator's completions, say): for host
  /// work that must wait until the code running now, the app's included, is done.
  public func onNextTurn(_ label: String, _ action: @escaping () -> Void) {
    schedule(at: now, label, action)
  }

  /// Forgets a call scheduled with ``schedule(at:_:_:)`` that has not run yet.
  func cancelScheduled(_ sequence: Int) {
    bookkeepingSteps += 1
    if !scheduled.isEmpty { cancelledCalls.insert(sequence) }
  }

  /// Moves the clock forward by `interval` seconds, running everything due on the way.
  public func advance(by interval: Double) {
    advance(to: now + max(interval.isFinite ? interval : 0, 0))
  }

  /// Moves the clock to `time`, running every scheduled call and animation end due by
  /// then in time order. Going backwards is not possible; an earlier time just runs
  /// what is due now.
  public func advance(to time: Double) {
    updateScreen()
    let target = max(time, now)
    var budget = Self.eventBudget
    while let next = nextEvent(), next.time <= target {
      budget -= 1
      if budget == 0 {
        reportViolation(
          .contextCallIgnored(
            call: "advance", transition: "the clock",
            reason:
              "more than \(Self.eventBudget) events at one time; something schedules itself forever"
          ))
        break
      }
      setNow(max(now, next.time))
      run(next)
    }
    setNow(target)
  }

  /// Advances until nothing is scheduled and no animation is moving, or until `limit`
  /// seconds have passed. Returns whether the engine became idle.
  @discardableResult
  public func runUntilIdle(limit: Double = 60) -> Bool {
    let deadline = now + limit
    while let next = nextEvent() {
      if next.time > deadline {
        advance(to: deadline)
        return false
      }
      advance(to: next.time)
    }
    return true
  }

  /// Whether nothing is scheduled and no animation is moving.
  public var isIdle: Bool { nextEvent() == nil }

  /// When the next scheduled call or animation end is due, or nil when idle.
  public var nextEventTime: Double? { nextEvent()?.time }

  /// How many events may run at one advance before the engine calls it a loop.
  static let eventBudget = 1_000_000

  private func setNow(_ time: Double) {
    now = time
    trace.currentTime = time
  }

  /// The next thing due: a value, not a closure, so finding it allocates nothing
  /// (``isIdle`` and every ``advance(to:)`` ask for it each frame).
  private enum DueEvent {
    case call(ScheduledCall)
    case groupEnd(time: Double, group: AnimationGroup)

    var time: Double {
      switch self {
      case .call(let call): call.time
      case .groupEnd(let time, _): time
      }
    }
  }

  private func run(_ event: DueEvent) {
    switch event {
    case .call(let call):
      bookkeepingSteps += 1
      if scheduled.first?.sequence == call.sequence {
        scheduled.popFirst()
        if scheduled.isEmpty { cancelledCalls.removeAll(keepingCapacity: true) }
      } else {
        cancelledCalls.insert(call.sequence)
      }
      call.action()
    case .groupEnd(_, let group):
      animations.groupReachedEnd(group)
    }
    updateScreen()
  }

  private func nextEvent() -> DueEvent? {
    while !cancelledCalls.isEmpty, let top = scheduled.first,
      cancelledCalls.remove(top.sequence) != nil
    {
      bookkeepingSteps += 1
      scheduled.popFirst()
      if scheduled.isEmpty { cancelledCalls.removeAll(keepingCapacity: true) }
    }
    let group = animations.nextGroupEvent()
    if let call = scheduled.first {
      let callFirst = group.map { (call.time, call.sequence) < ($0.time, $0.sequence) } ?? true
      if callFirst { return .call(call) }
    }
    guard let group else { return nil }
    return .groupEnd(time: group.time, group: group.group)
  }
}
