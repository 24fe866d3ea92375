import TransitionEngine

/// The parent side of `transhost validate`: runs the conformance suite of a plugin in
/// child processes, as clap-validator and pluginval do, so that a plugin that crashes
/// or hangs fails its test instead of taking the host down.
///
/// The child (``ValidationChild``, started by re-executing `executable`, watched as a
/// ``SupervisedChild``) announces each test before running it and reports each result
/// and each plugin call on its report channel. When it dies on a signal or exits
/// early, spends ``timeout`` seconds inside one plugin call or reports nothing for as
/// long (it is then killed), or a plugin forks it, the test it announced is reported
/// `crashed` (with the signal or status), `timed out` or `failed`, and a new child runs
/// the tests after it.
public struct ValidationSupervisor: Sendable {
  /// The program re-executed as the child: this one.
  public let executable: String
  /// The arguments before the child's own: the hidden subcommand.
  public let arguments: [String]
  /// Wall-clock seconds a child may spend inside one plugin call, or go without
  /// reporting, before it is killed.
  public let timeout: Double

  /// Creates a supervisor; by default it re-executes the running program with
  /// `__validate` and allows each test 30 seconds.
  public init(
    executable: String = "/proc/self/exe", arguments: [String] = [ValidationChild.commandName],
    timeout: Double = 30
  ) {
    self.executable = executable
    self.arguments = arguments
    self.timeout = timeout
  }

  /// Validates the animators of the plugin at `path` (absolute), or only `animator`
  /// (an id), handing each result to `report` as it arrives, and what the plugins of
  /// each child printed (``SupervisedChild/outputReport``, escaped and capped) to
  /// `output` once that child has ended; returns the results.
  @discardableResult
  public func validate(
    path: String, animator: String? = nil, output: (String) -> Void = { _ in },
    report: (ConformanceResult) -> Void = { _ in }
  ) -> [ConformanceResult] {
    var results: [ConformanceResult] = []
    func add(_ result: ConformanceResult) {
      results.append(result)
      report(result)
    }
    let owner = animator ?? path
    var from = 0
    while true {
      let attempt: Attempt
      switch run(path: path, animator: animator, from: from, add: add, output: output) {
      case .success(let ended): attempt = ended
      case .failure(let error):
        add(
          ConformanceResult(animator: owner, test: "process", status: .crashed, message: "\(error)")
        )
        return results
      }
      if attempt.finished && attempt.fault == nil && attempt.termination == .exited(0) {
        return results
      }
      let (status, cause) = describe(attempt)
      guard let running = attempt.running else {
        let when = attempt.finished ? "after its last test" : "outside any test"
        add(
          ConformanceResult(
            animator: owner, test: "process", status: status, message: "\(cause) \(when)"))
        // Go on only past tests this child did finish; otherwise it would fail again.
        if attempt.finished || attempt.next == from { return results }
        from = attempt.next
        continue
      }
      let message =
        switch attempt.fault {
        case .killed(nil):
          "the test did not end within \(formatNumber(timeout)) s; the process was killed"
        case .some: cause
        case nil: "\(cause) during this test"
        }
      add(
        ConformanceResult(
          animator: running.animator, test: running.test, status: status, message: message,
          kind: running.kind))
      from = running.index + 1
    }
  }

  /// What made the supervisor end a child.
  private enum Fault {
    /// It ran past a limit: stuck in `call`, or silent outside plugin code.
    case killed(call: SupervisedChild.PluginCall?)
    /// A plugin forked it, in `call`.
    case forked(call: SupervisedChild.PluginCall?)
    /// A plugin left a process running in its own session after `call`.
    case leftProcess(call: SupervisedChild.PluginCall?)
  }

  /// How one child ended.
  private struct Attempt {
    /// The test it announced and did not finish, if any.
    var running: (index: Int, animator: String, test: String, kind: ObjectDescriptor.Kind?)?
    /// Whether it said every test ran.
    var finished = false
    /// Why the supervisor ended it, if it did.
    var fault: Fault?
    /// The number of the first test it did not finish.
    var next: Int
    /// How it ended.
    var termination = ChildTermination.exited(0)
  }

  /// Runs one child from test `from`, handing each result to `add`, until it ends, runs
  /// past ``timeout`` (inside one plugin call or without a record; it is then killed)
  /// or forks.
  private func run(
    path: String, animator: String?, from: Int, add: (ConformanceResult) -> Void,
    output: (String) -> Void
  ) -> Result<Attempt, SupervisedChild.SpawnError> {
    var childArguments = arguments + [path]
    if let animator { childArguments += ["--animator", animator] }
    childArguments += [
      "--from", String(from), "--report-fd", String(SupervisedChild.reportDescriptor),
    ]
    let child: SupervisedChild
    switch SupervisedChild.spawn(
      executable: executable, arguments: childArguments,
      environment: ProcessEnvironment.forPluginHelper())
    {
    case .success(let started): child = started
    case .failure(let error): return .failure(error)
    }
    var attempt = Attempt(next: from)
    let limits = SupervisedChild.Limits(pluginCall: timeout, silence: timeout)
    reading: while true {
      switch child.next(limits: limits) {
      case .record(let members):
        guard let event = ValidationEvent(members: members) else { continue }
        switch event {
        case .start(let index, let animator, let test, let kind):
          attempt.running = (index, animator, test, kind)
        case .result(let index, let result):
          attempt.running = nil
          attempt.next = index + 1
          add(result)
        case .done:
          attempt.finished = true
        }
      case .forked(let call, _):
        attempt.fault = .forked(call: call)
      case .killed(let call, _):
        attempt.fault = .killed(call: call)
      case .leftProcess(let call):
        attempt.fault = .leftProcess(call: call)
      case .ended(let termination):
        attempt.termination = termination
        break reading
      }
    }
    let printed = child.outputReport
    if !printed.isEmpty { output(printed) }
    return .success(attempt)
  }

  /// The status and cause of a child's end: `crashed` with the signal or exit status,
  /// `failed` for a fork, or `timed out`.
  private func describe(_ attempt: Attempt) -> (ConformanceStatus, String) {
    let limit = formatNumber(timeout)
    switch attempt.fault {
    case .killed(let call?):
      return (
        .timedOut,
        "'\(call.plugin)' did not return from \(call.call) within \(limit) s; "
          + "the process was killed"
      )
    case .killed(nil):
      return (.timedOut, "no report within \(limit) s; the process was killed")
    case .forked(let call):
      let place = call.map { "'\($0.plugin)' forked the process in \($0.call)" }
      return (
        .failed,
        (place ?? "a plugin forked the process")
          + ", and the copy went on running the host; it was killed"
      )
    case .leftProcess(let call):
      let who = call.map {
        "'\($0.plugin)' left a process running in its own session after \($0.call)"
      }
      return (
        .failed, (who ?? "a plugin left a process running in its own session") + "; it was killed"
      )
    case nil:
      switch attempt.termination {
      case .signalled(let signal):
        return (.crashed, "the process crashed with \(signalName(signal))")
      case .exited(ReportChannel.lostStatus):
        return (
          .crashed,
          "the process lost its report channel (a plugin closed or replaced its descriptor)"
        )
      case .exited(let status):
        return (.crashed, "the process exited with status \(status)")
      }
    }
  }

  /// `argument` as an absolute path without `.` and `..` parts, relative ones taken
  /// from `currentDirectory`.
  public static func pluginPath(_ argument: String, currentDirectory: String) -> String {
    PluginSearchPath.normalized(
      argument.hasPrefix("/") ? argument : currentDirectory + "/" + argument)
  }
}
