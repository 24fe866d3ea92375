import PluginHost
import TranshostCommandLine
import TransitionEngine
import TransitionScript

#if canImport(Glibc)
  import Glibc
#endif

/// `transhost run --isolate`: each script runs in a helper process (transhost itself,
/// watched as a ``SupervisedChild``). The helper sends its account, its messages, the
/// transitions it starts and ends and every plugin call on its report channel, and a
/// last `done` record with its exit status; plugins' standard output and standard
/// error are captured apart and shown labelled on standard error, never in the account.
///
/// When a plugin ends the helper before `done` (a crash, `exit`, a lost report channel),
/// stays inside one plugin call past `--timeout` seconds (the helper is killed), or
/// forks it, the transition it was running is marked as failed, naming the plugin and
/// the call, and the script is run again from the start in a new helper, which
/// completes that transition without animation and goes on; runs are deterministic, so
/// everything before it comes out the same. The last helper's complete output is
/// printed. A helper that ends early outside any transition fails the script (exit 1).
enum IsolatedRun {
  /// Wall-clock seconds a helper may go without sending anything while outside plugin
  /// code (the host's own work).
  static let silenceLimit = 120.0
  /// Wall-clock seconds one plugin call may take unless `--timeout` says otherwise.
  static let defaultCallLimit = 30.0

  static func run(_ options: RunOptions, mappings: MappingSources) -> ExitCode {
    guard let executable = PluginSearchPath.executablePath() else {
      Output.error("error: cannot find the transhost executable to run isolated helpers\n")
      return .failure
    }
    let limits = SupervisedChild.Limits(
      pluginCall: options.timeout ?? defaultCallLimit, silence: silenceLimit)
    // What a plugin leaves running in a session of its own comes here to be killed.
    ProcessTree.becomeSubreaper()
    var status = ExitCode.success
    var results: [ScriptResult] = []
    for file in options.files {
      let (fileStatus, result) = run(file, options, executable: executable, limits: limits)
      status = max(status, fileStatus)
      results.append(result)
    }
    return CIReporting.finish(
      results, options, strict: options.ci.strict ?? mappings.settings.strict ?? false,
      status: status)
  }

  /// Runs `file` in helpers until one finishes it: its status and results (a
  /// diagnostic when no helper could finish it).
  private static func run(
    _ file: String, _ options: RunOptions, executable: String,
    limits: SupervisedChild.Limits
  ) -> (ExitCode, ScriptResult) {
    func lost(_ message: String) -> ScriptResult {
      ScriptResult(diagnostic: FileDiagnostic(file: file, line: nil, column: nil, message: message))
    }
    var crashed: [Int: String] = [:]
    while true {
      var arguments = ["run", OptionTable.isolatedChild.name] + options.passedToHelpers
      for (index, reason) in crashed.sorted(by: { $0.key < $1.key }) {
        arguments += [OptionTable.crashed.name, "\(index)=\(reason)"]
      }
      arguments += ["--", file]
      let helper: HelperRun
      switch HelperRun.run(executable: executable, arguments: arguments, limits: limits) {
      case .success(let ended): helper = ended
      case .failure(let error):
        Output.error("error: cannot start an isolated helper for '\(file)': \(error)\n")
        return (.failure, lost("cannot start an isolated helper: \(error)"))
      }
      if let status = helper.doneStatus, helper.fault == nil {
        helper.printOutput()
        return (
          crashed.isEmpty ? status : max(status, .failure),
          helper.result ?? lost("the isolated helper sent no results")
        )
      }
      let reason = helper.failureReason
      guard let current = helper.openTransition, crashed[current] == nil else {
        helper.printOutput()
        let message =
          "the isolated helper ended before finishing the script, outside any transition: \(reason)"
        Output.error("error: '\(file.escapedForTerminal)': \(message)\n")
        return (.failure, lost(message))
      }
      crashed[current] = reason
    }
  }

  // MARK: The helper's side

  /// Runs `body` as the helper (`run --isolated-child`) with its output going to the
  /// report channel the parent left on descriptor 3, sends `done` with the status and
  /// leaves at once (no plugin destructor runs after `done`).
  static func child(_ body: (RunCommand.Sink) -> ExitCode) -> ExitCode {
    guard let channel = ReportChannel.adopt(SupervisedChild.reportDescriptor) else {
      Output.error("error: --isolated-child is for 'run --isolate' only (no report channel)\n")
      return .usage
    }
    let account = ChannelText(channel: channel, event: "out")
    let sink = RunCommand.Sink(
      out: account.write,
      error: { text in
        account.flush()
        channel.send("err", [("text", .string(text))])
      },
      progress: { line in
        let parts = line.split(separator: " ")
        guard parts.count == 2, let index = Int(parts[1]) else { return }
        if parts[0] == "start" { channel.setScope([("transition", .integer(index))]) }
        channel.send(String(parts[0]), [("transition", .integer(index))])
      },
      result: { result in
        account.flush()
        channel.send("result", [("result", result.record)])
      })
    let status = PluginCalls.$observer.withValue(channel) { body(sink) }
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
