import PluginHost
import TranshostCommandLine
import TransitionEngine
import TransitionScript

#if canImport(Glibc)
  import Glibc
#endif

/// `transhost run` with plugins in helper processes (the default): the scripts run in a
/// helper process (transhost itself, watched as a ``SupervisedChild``). The helper sends
/// its account, its messages, the scripts and transitions it starts and ends, each
/// transition's animator, every plugin call on its report channel, and a last `done`
/// record with its exit status; plugins' standard output and standard error are
/// captured apart and shown labelled on standard error, never in the account.
///
/// When a plugin ends the helper before `done` (a crash, `exit`, a lost report channel),
/// stays inside one plugin call past `--timeout` seconds (the helper is killed), or
/// forks it, the transition it was running is marked as failed, naming the plugin, the
/// call and the transition's animator, and the run is made again from the start in a
/// new helper, which completes that transition without animation and goes on; runs are
/// deterministic, so everything before it comes out the same. The last helper's
/// complete output is printed. A helper that ends early outside any transition fails
/// the script it was running (exit 1); a new helper runs the scripts after it.
enum IsolatedRun {
  /// Wall-clock seconds a helper may go without sending anything while outside plugin
  /// code (the host's own work).
  static let silenceLimit = 120.0
  /// Wall-clock seconds one plugin call may take unless `--timeout` says otherwise: a
  /// headless plugin call takes milliseconds, so 10 s is a hang even for a debug build
  /// on a loaded CI machine, and short enough not to eat a CI job's time.
  static let defaultCallLimit = 10.0

  /// Runs `inProcess` with the registry when every plugin it holds is bundled with
  /// transhost (or it holds none): nothing from elsewhere can run, and the run saves a
  /// process start. Else runs the scripts isolated; the registry's warnings are then the
  /// helper's to print.
  static func runUnlessBundled(
    _ options: RunOptions, mappings: MappingSources, inProcess: (PluginRegistry) -> ExitCode
  ) -> ExitCode {
    var warnings: [String] = []
    let registry = Transhost.loadRegistry(options.plugins) { warnings.append($0) }
    guard BundledPlugins.holdsOnlyBundled(registry) else {
      return run(options, mappings: mappings)
    }
    for warning in warnings { Output.error(warning) }
    return inProcess(registry)
  }

  static func run(_ options: RunOptions, mappings: MappingSources) -> ExitCode {
    guard let executable = PluginSearchPath.executablePath() else {
      Output.error("error: cannot find the transhost executable to run isolated helpers\n")
      return .failure
    }
    let limits = SupervisedChild.Limits(
      pluginCall: options.timeout ?? defaultCallLimit, silence: silenceLimit)
    // A script read from standard input (`-`) is read once, here: every helper, the
    // ones that replay the run after a crash too, reads the same bytes from the start.
    var standardInput: SpoolFile?
    if options.files.contains("-") {
      switch spoolStandardInput() {
      case .success(let spool): standardInput = spool
      case .failure(let reason):
        Output.error("error: cannot read script '\(ScriptFile.standardInputName)': \(reason)\n")
        return .unreadableInput
      }
    }
    // What a plugin leaves running in a session of its own comes here to be killed.
    ProcessTree.becomeSubreaper()
    var status = ExitCode.success
    var files = options.files[...]
    var results: [ScriptResult] = []
    while !files.isEmpty {
      let (scriptStatus, stoppedIn, finished) = run(
        Array(files), options, executable: executable, limits: limits,
        standardInput: standardInput)
      status = max(status, scriptStatus)
      results += finished
      guard let stoppedIn else { break }
      files = files.dropFirst(stoppedIn + 1)
    }
    return CIReporting.finish(
      results, options, strict: options.ci.strict ?? mappings.settings.strict ?? false,
      status: status)
  }

  /// Runs `files` in helpers until one finishes them; returns its status, for a
  /// helper that ended outside any transition the index in `files` of the script it
  /// was running (the scripts after it are left to a new helper), and the results of
  /// the scripts it finished (a diagnostic for the one it could not).
  /// This process's standard input, all of it, in an unnamed temporary file; or why
  /// it could not be read or set aside.
  private static func spoolStandardInput() -> Result<SpoolFile, StandardInputError> {
    let bytes: [UInt8]
    switch ConfigurationFile.readAll(0) {
    case .success(let read): bytes = read
    case .failure(let failure):
      return .failure(StandardInputError(description: failure.description))
    }
    let spool: SpoolFile
    switch SpoolFile.make() {
    case .success(let made): spool = made
    case .failure(let error): return .failure(StandardInputError(description: "\(error)"))
    }
    bytes.withUnsafeBytes { spool.writer.write($0) }
    guard spool.writer.flush() else {
      return .failure(
        StandardInputError(description: spool.writer.failure.map { "\($0)" } ?? "write failed"))
    }
    return .success(spool)
  }

  /// Why standard input could not be handed to the helpers.
  private struct StandardInputError: Error, CustomStringConvertible {
    let description: String
  }

  private static func run(
    _ files: [String], _ options: RunOptions, executable: String,
    limits: SupervisedChild.Limits, standardInput: SpoolFile?
  ) -> (ExitCode, stoppedIn: Int?, results: [ScriptResult]) {
    func lost(_ file: String, _ message: String) -> ScriptResult {
      ScriptResult(diagnostic: FileDiagnostic(file: file, line: nil, column: nil, message: message))
    }
    var crashed: [Int: PluginFault] = [:]
    while true {
      var arguments = ["run", OptionTable.isolatedChild.name] + options.passedToHelpers
      for (index, fault) in crashed.sorted(by: { $0.key < $1.key }) {
        arguments += [OptionTable.crashed.name, "\(index)=\(fault.json.text)"]
      }
      arguments += ["--"] + files
      let helper: HelperRun
      switch HelperRun.run(
        executable: executable, arguments: arguments, limits: limits,
        standardInput: standardInput)
      {
      case .success(let ended): helper = ended
      case .failure(let error):
        Output.error("error: cannot start an isolated helper: \(error)\n")
        return (
          .failure, nil, files.map { lost($0, "cannot start an isolated helper: \(error)") }
        )
      }
      if let status = helper.doneStatus, helper.fault == nil {
        helper.printOutput()
        let missing = files.dropFirst(helper.results.count).map {
          lost($0, "the isolated helper sent no results")
        }
        return (crashed.isEmpty ? status : max(status, .failure), nil, helper.results + missing)
      }
      let fault = helper.pluginFault
      guard let current = helper.openTransition, crashed[current] == nil else {
        helper.printOutput()
        let script = min(helper.script ?? 0, files.count - 1)
        // A transition the app's code starts (a gesture's dismiss) is not the script's to
        // give to the system animator: it can end the helper again.
        let place =
          helper.openTransition.map {
            "again in transition \($0), which was to be completed without animation"
          } ?? "outside any transition"
        let message =
          "the isolated helper ended before finishing the script, \(place): \(fault.reason)"
        Output.error("error: '\(files[script].escapedForTerminal)': \(message)\n")
        return (
          .failure, script, Array(helper.results.prefix(script)) + [lost(files[script], message)]
        )
      }
      crashed[current] = fault
    }
  }

  // MARK: The helper's side

  /// Runs `body` as the helper (`run --isolated-child`) with its output going to the
  /// report channel the parent left on descriptor 3, sends `done` with the status and
  /// leaves at once (no plugin destructor runs after `done`).
  static func child(_ body: (RunCommand.Sink) -> ExitCode) -> ExitCode {
    guard let channel = ReportChannel.adopt(SupervisedChild.reportDescriptor) else {
      Output.error("error: --isolated-child is for the helpers of 'run' only (no report channel)\n")
      return .usage
    }
    let account = ChannelText(channel: channel, event: "out")
    let sink = RunCommand.Sink(
      out: account.write,
      error: { text in
        account.flush()
        channel.send("err", [("text", .string(text))])
      },
      script: { index in channel.send("script", [("index", .integer(index))]) },
      animator: { index, name, reason in
        channel.send(
          "animator",
          [
            ("transition", .integer(index)), ("animator", .string(name)),
            ("reason", .string(reason)),
          ])
      },
      progress: { progress in
        switch progress {
        case .started(let index):
          channel.setScope([("transition", .integer(index))])
          channel.send("start", [("transition", .integer(index))])
        case .ended(let index): channel.send("end", [("transition", .integer(index))])
        }
      },
      result: { result in
        account.flush()
        channel.send("result", [("result", result.record)])
      })
    let status = PluginCalls.withObserver(channel) { body(sink) }
    account.flush()
    channel.send("done", [("status", .integer(Int(status.rawValue)))])
    _exit(status.rawValue)
  }
}

/// Text sent on a report channel in records of up to 64 KiB, for the account: one
/// record per piece, not per line.
private final class ChannelText {
  private let channel: ReportChannel
  private let event: String
  private var text = ""

  init(channel: ReportChannel, event: String) {
    self.channel = channel
    self.event = event
  }

  func write(_ more: String) {
    text += more
    if text.utf8.count >= 1 << 16 { flush() }
  }

  func flush() {
    guard !text.isEmpty else { return }
    channel.send(event, [("text", .string(text))])
    text = ""
  }
}
