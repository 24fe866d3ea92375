import PluginHost
import TransitionEngine

/// Runs a checked script through the engine, with the plugins of a registry, and
/// reports what happened.
public final class ScriptRunner {
  let script: Script
  /// The explicit choice of each transition command that has one, by command index, as
  /// the checker resolved it.
  let choices: [Int: ExplicitChoice]
  /// The plugin object of each command that names one, and how each view expectation's
  /// path reaches its view, by command index, as the checker resolved them.
  let objects: [Int: ScriptObject]
  let viewPaths: [Int: ViewPath]
  /// Makes the plugin objects the script names (view controller classes, delegates).
  let objectMaker: any ScriptObjectMaking
  /// The delegates made for `with delegate`: UIKit holds delegates weakly, so the run
  /// keeps them until it ends.
  var madeDelegates: [AnyObject] = []
  /// The view each searched path found last (by the path as written): a path keeps
  /// naming its view once the view has left the tree.
  var foundViews: [String: View] = [:]
  let registry: PluginRegistry
  var fps: Int
  let engine: Engine
  let bridge: HostBridge
  let resolver: AnimatorResolver
  var report = RunReport()
  var controllers: [String: ViewController] = [:]
  var views: [String: View] = [:]
  var tracked: [TrackedTransition] = []
  /// Every transition before this index in `tracked` is reported (so ended, or the run
  /// is over): the loops over transitions in flight start here, so that a script of
  /// many transitions does not walk all the earlier ones at every step.
  var firstUnreported = 0
  var interactor: PercentDrivenInteractiveTransition?
  /// Whether a script command is asking the engine for a transition now; a transition
  /// requested at any other time was started by the app's code (``trackStartedByApp(_:)``).
  var isRequestingTransition = false
  /// The touch command running now (`line 12: pan`), named when app code it drives
  /// starts a transition.
  var runningTouch: String?
  /// Where in the trace the running touch command's events begin (kept until it ends).
  var runningTouchFirstEvent: Int?
  /// The script line of the running touch command, for the JSON Lines of its touches.
  var runningTouchLine: Int?
  /// Where in the trace the touch and recognizer events not yet reported begin.
  var firstUnreportedGesture = 0
  /// The fingers that came down or lifted, at run times, for the recordings of the
  /// transitions they overlap (``touchMarks(from:to:)``).
  var touchMarks: [TouchMark] = []
  var reportedViolations = 0
  /// The command running now: where a warning of the engine happened; nil after the
  /// last (what the settling at the end reports under).
  var runningCommand: Located<Command>?
  let fpsOverride: Int?
  /// Transitions (1-based) whose plugin code ended or stopped an earlier helper, with
  /// how: each runs without animation by the system animator and fails the run (it is
  /// named by the animator it had, with the plugin and the call), and the expectations
  /// checked while it is the last transition are not checked: they fail.
  public var crashedTransitions: [Int: PluginFault] = [:]
  /// Told before transition N runs and once it has ended, so a supervising process
  /// knows which transition a crash happened in.
  public var progress: ((TransitionProgress) -> Void)?
  /// Told each transition's animator as the account names it, and why it was chosen, as
  /// soon as the transition is requested (before any of the animator's own calls).
  public var onAnimatorAnnounced: ((_ index: Int, _ animator: String, _ reason: String) -> Void)?
  /// When set, each line of the account or of the JSON Lines (as ``keeps`` says) is
  /// handed here, with its newline, as soon as it is made, and not kept in the report:
  /// the output streams, and memory stays flat however long the script.
  public var writeLine: ((String) -> Void)?
  /// What the report keeps: a run that prints only the account need not hold every
  /// event as JSON, nor a recording per transition (all by default).
  public var keeps: ReportContents = .all
  /// When set (and ``keeps`` has recordings), each transition's recording is handed
  /// here as soon as the transition is reported, and not kept in the report: pictures
  /// are drawn as the run goes on, and memory holds one transition's frames at a time.
  public var onRecording: ((TransitionRecording) -> Void)?
  /// Called after each transition is reported, with its index (1-based) and its
  /// animator's name: where the command line shows what plugin code printed meanwhile.
  public var afterTransition: ((_ index: Int, _ animator: String) -> Void)?
  /// Messages plugins logged (the host's `log` callback) since the last transition was
  /// reported, at most ``logLimit``; how many more came is in ``unshownLogs``.
  var pendingLogs: [PluginMessage] = []
  var unshownLogs = 0
  /// How many log messages are shown for one transition; the rest are counted.
  public static let logLimit = 100

  /// Whether frames are drawn: only the JSON samples and the pictures need them; without
  /// them a run keeps no frames and moves the clock only to its events.
  var drawsFrames: Bool { !keeps.isDisjoint(with: [.json, .recordings]) }

  /// A transition being recorded.
  final class TrackedTransition {
    let index: Int
    let context: TransitionContext
    var frames: [DrawnFrame] = []
    var nextSample = 0
    var isReported = false
    var isCapped = false
    let firstEvent: Int
    /// For a transition the app's code started: `app` or `app, during line 12: pan`.
    var startedByApp: String?
    /// The script line of the command that started it (a touch command's for one the
    /// app's code started during it), nil when none did.
    var line: Int?

    init(index: Int, context: TransitionContext, firstEvent: Int) {
      self.index = index
      self.context = context
      self.firstEvent = firstEvent
    }
  }

  /// Prepares a run of `script`, as the checker passed it. Style mappings are taken in this order, the first for a
  /// key winning: the command line's `--use`, the script's `use` lines, then the
  /// configuration file's, each parsed where it was written. `fps` overrides the
  /// script's `fps` line (default 60). `objects` makes the plugin objects the script
  /// names (`controller NAME class ID`, `with delegate ID`).
  public init(
    script: CheckedScript, registry: PluginRegistry, commandLineMappings: StyleMappings,
    fileMappings: StyleMappings,
    fps: Int?, limits: Limits = Limits(), objects: any ScriptObjectMaking = NoPluginObjects()
  ) {
    self.script = script.script
    report.result = ScriptResult(file: script.script.file)
    self.choices = script.choices
    self.objects = script.objects
    self.viewPaths = script.viewPaths
    self.objectMaker = objects
    self.registry = registry
    self.fpsOverride = fps
    self.fps = fps ?? 60
    var size = Size(width: 390, height: 844)
    var mappings = commandLineMappings
    for command in script.commands {
      switch command.value {
      case .window(let windowSize): size = windowSize
      // A checked script has no malformed `use` line.
      case .use(_, _, mapping: .success(let mapping)): mappings.append(mapping)
      default: break
      }
    }
    mappings.append(contentsOf: fileMappings)
    engine = Engine(configuration: Engine.Configuration(windowSize: size, limits: limits))
    bridge = registry.host
    bridge.attach(engine)
    resolver = AnimatorResolver(registry: registry, mappings: mappings)
    bridge.onMessage = { [unowned self] message in
      if pendingLogs.count < Self.logLimit {
        pendingLogs.append(message)
      } else {
        unshownLogs += 1
      }
    }
    engine.onTransitionScheduled = { [unowned self] context in trackStartedByApp(context) }
  }

  /// Runs every command and returns the report.
  public func run() -> RunReport {
    say("run \(script.file)")
    emit(.object([("type", .string("run")), ("file", .string(script.file))]))
    for (index, command) in script.commands.enumerated() {
      runningCommand = command
      execute(command, index: index)
      reportGestures()
      reportViolations()
    }
    runningCommand = nil
    settle()
    reportViolations()
    finishRecordings()
    reportLogs(transition: nil)
    report.result.transitions = tracked.count
    report.result.virtualTime = engine.now
    let total = report.passed + report.failedExpectations
    let plural = total == 1 ? "" : "s"
    let expectations =
      report.failedExpectations == 0
      ? "\(total) expectation\(plural) held"
      : "\(report.failedExpectations) of \(total) expectation\(plural) failed"
    let crashes = report.crashedTransitions
    // Failures that are neither (a controller class that could not be made, ...).
    let others = report.failures.count - report.failedExpectations - crashes
    var problems: [String] = []
    if crashes > 0 { problems.append("\(crashes) transition\(crashes == 1 ? "" : "s") crashed") }
    if others > 0 { problems.append("\(others) other failure\(others == 1 ? "" : "s")") }
    if report.failures.isEmpty {
      say("ok: \(expectations)")
    } else {
      say("FAILED: " + (problems + [expectations]).joined(separator: "; "))
    }
    emit(
      .object([
        ("type", .string("summary")), ("file", .string(script.file)),
        ("transitions", .integer(tracked.count)), ("passed", .integer(report.passed)),
        ("failed", .integer(report.failedExpectations)), ("crashed", .integer(crashes)),
        ("otherFailures", .integer(others)),
      ]))
    return report
  }

  // MARK: Output

  /// Adds `line` to the account; built only when it is kept. Every line is escaped
  /// (``Swift/String/escapedForTerminal``): a name or message from a plugin cannot add
  /// a line of its own or send terminal controls.
  func say(_ line: @autoclosure () -> String) {
    guard keeps.contains(.lines) else { return }
    if let writeLine {
      writeLine(line().escapedForTerminal + "\n")
    } else {
      report.lines.append(line().escapedForTerminal)
    }
  }

  /// Reports the log messages plugins sent since the last report, under transition
  /// `transition` (1-based; nil after the last one): `  log from 'id' (error): text`
  /// lines in the account, `log` records in the JSON Lines, and a count of the messages
  /// past ``logLimit``.
  func reportLogs(transition: Int?) {
    for message in pendingLogs {
      if message.level == .warning || message.level == .error {
        report.result.warnings.append(
          RunWarning(
            source: .plugin, line: runningCommand?.line, transition: lastTransitionName,
            message: "log from '\(message.plugin)' (\(message.level.rawValue)): \(message.text)"))
      }
      say("  log from '\(message.plugin)' (\(message.level.rawValue)): \(message.text)")
      emit(
        .object([
          ("type", .string("log")), ("transition", transition.map(JSONValue.integer) ?? .null),
          ("plugin", .string(message.plugin)), ("level", .string(message.level.rawValue)),
          ("message", .string(message.text)),
        ]))
    }
    if unshownLogs > 0 {
      say(
        "  \(unshownLogs) more log message\(unshownLogs == 1 ? "" : "s") not shown "
          + "(at most \(Self.logLimit) a transition)")
      emit(
        .object([
          ("type", .string("logs-not-shown")),
          ("transition", transition.map(JSONValue.integer) ?? .null),
          ("count", .integer(unshownLogs)),
        ]))
    }
    pendingLogs = []
    unshownLogs = 0
  }

  /// Adds `value` to the JSON Lines, with the script's `file` last when it has none;
  /// built only when they are kept.
  func emit(_ value: @autoclosure () -> JSONValue) {
    guard keeps.contains(.json) else { return }
    var line = value()
    if case .object(let members) = line, !members.contains(where: { $0.0 == "file" }) {
      line = .object(members + [("file", .string(script.file))])
    }
    if let writeLine {
      writeLine(line.text + "\n")
    } else {
      report.json.append(line)
    }
  }

  /// The transition that started last, as results name it.
  var lastTransitionName: TransitionName? {
    tracked.last.map { TransitionName(index: $0.index, label: $0.context.label) }
  }

  /// Reports a warning, whatever its kind: `  warning: message` in the account, a
  /// `warning` JSON line (t, message, line, source, id when it has one) and a
  /// ``RunWarning`` in the report, which `--strict` and the CI reports read. Every
  /// warning of a run comes through here.
  func warn(_ message: String, source: RunWarning.Source, id: String? = nil) {
    let warning = RunWarning(
      source: source, id: id, line: runningCommand?.line, transition: lastTransitionName,
      message: message)
    report.result.warnings.append(warning)
    say("  warning: " + (id.map { "\($0): " } ?? "") + message)
    var members: [(String, JSONValue)] = [
      ("type", .string("warning")), ("t", .number(engine.now)), ("message", .string(message)),
      ("line", warning.line.map(JSONValue.integer) ?? .null),
      ("source", .string(source.rawValue)),
    ]
    if let id { members.append(("id", .string(id))) }
    emit(.object(members))
  }

  func reportViolations() {
    let violations = engine.violations
    while reportedViolations < violations.count {
      if let pitfall = violations[reportedViolations].pitfall {
        reportPitfall(pitfall, violation: violations[reportedViolations], index: reportedViolations)
      } else {
        warn("\(violations[reportedViolations])", source: .engine)
      }
      reportedViolations += 1
    }
  }
}
