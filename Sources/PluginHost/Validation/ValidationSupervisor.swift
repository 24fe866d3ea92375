import TransitionEngine

/// The parent side of `transhost validate`: runs the conformance suite of a plugin in
/// child processes, as clap-validator and pluginval do, so that a plugin that crashes
/// or hangs fails its test instead of taking the host down.
///
/// The child (``ValidationChild``, started by re-executing `executable`) announces each
/// test before running it and reports each result on a private pipe. When it dies on a
/// signal, or reports nothing for ``timeout`` seconds (it is then killed), the test it
/// announced is reported `crashed` (with the signal) or `timed out`, and a new child
/// runs the tests after it.
public struct ValidationSupervisor: Sendable {
  /// The program re-executed as the child: this one.
  public let executable: String
  /// The arguments before the child's own: the hidden subcommand.
  public let arguments: [String]
  /// Wall-clock seconds a child may go without reporting before it is killed.
  public let timeout: Double

  /// The descriptor the child reports on.
  static let reportDescriptor = ValidationChild.defaultReportDescriptor

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
  /// (an id), handing each result to `report` as it arrives; returns them all.
  @discardableResult
  public func validate(
    path: String, animator: String? = nil, report: (ConformanceResult) -> Void = { _ in }
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
      switch run(path: path, animator: animator, from: from, add: add) {
      case .success(let ended): attempt = ended
      case .failure(let error):
        add(
          ConformanceResult(animator: owner, test: "process", status: .crashed, message: "\(error)")
        )
        return results
      }
      if attempt.finished && !attempt.timedOut && attempt.termination == .exited(0) {
        return results
      }
      let (status, cause) = Self.describe(
        attempt.termination, timedOut: attempt.timedOut, timeout: timeout)
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
      add(
        ConformanceResult(
          animator: running.animator, test: running.test, status: status,
          message: attempt.timedOut
            ? "the test did not end within \(formatNumber(timeout)) s; the process was killed"
            : "\(cause) during this test"))
      from = running.index + 1
    }
  }

  /// How one child ended.
  private struct Attempt {
    /// The test it announced and did not finish, if any.
    var running: (index: Int, animator: String, test: String)?
    /// Whether it said every test ran.
    var finished = false
    /// Whether it was killed for reporting nothing in time.
    var timedOut = false
    /// The number of the first test it did not finish.
    var next: Int
    /// How it ended.
    var termination = ValidationProcess.Termination.exited(0)
  }

  /// Runs one child from test `from`, handing each result to `add`, until it ends or
  /// reports nothing for ``timeout`` seconds (it is then killed).
  private func run(
    path: String, animator: String?, from: Int, add: (ConformanceResult) -> Void
  ) -> Result<Attempt, ValidationProcess.SpawnError> {
    var childArguments = arguments + [path]
    if let animator { childArguments += ["--animator", animator] }
    childArguments += ["--from", String(from), "--report-fd", String(Self.reportDescriptor)]
    let child: ValidationProcess
    switch ValidationProcess.spawn(
      executable: executable, arguments: childArguments,
      environment: ProcessEnvironment.forPluginHelper(),
      reportDescriptor: Self.reportDescriptor)
    {
    case .success(let started): child = started
    case .failure(let error): return .failure(error)
    }
    var attempt = Attempt(next: from)
    var deadline = monotonicSeconds() + timeout
    reading: while true {
      switch child.nextLine(deadline: deadline) {
      case .line(let text):
        guard let event = ValidationEvent(line: text) else { continue }
        deadline = monotonicSeconds() + timeout
        switch event {
        case .start(let index, let animator, let test):
          attempt.running = (index, animator, test)
        case .result(let index, let result):
          attempt.running = nil
          attempt.next = index + 1
          add(result)
        case .done:
          attempt.finished = true
        }
      case .endOfFile:
        break reading
      case .timedOut:
        attempt.timedOut = true
        child.kill()
        break reading
      }
    }
    attempt.termination = child.wait()
    return .success(attempt)
  }

  /// The status and cause of a child's end: `crashed` with the signal or exit status,
  /// or `timed out`.
  static func describe(
    _ termination: ValidationProcess.Termination, timedOut: Bool, timeout: Double
  ) -> (ConformanceStatus, String) {
    if timedOut {
      return (.timedOut, "no report within \(formatNumber(timeout)) s; the process was killed")
    }
    switch termination {
    case .signaled(let signal):
      return (.crashed, "the process crashed with \(signalName(signal))")
    case .exited(let status):
      return (.crashed, "the process exited with status \(status)")
    }
  }

  /// `argument` as an absolute path without `.` and `..` parts, relative ones taken
  /// from `currentDirectory`.
  public static func pluginPath(_ argument: String, currentDirectory: String) -> String {
    PluginSearchPath.normalized(
      argument.hasPrefix("/") ? argument : currentDirectory + "/" + argument)
  }
}
