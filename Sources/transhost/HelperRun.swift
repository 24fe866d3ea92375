import PluginHost
import TransitionEngine
import TransitionScript

#if canImport(Glibc)
  import Glibc
#endif

/// One isolated helper's run of a script, as its parent saw it: the account and
/// messages it sent, the transition it had started and not ended, how it ended and why.
struct HelperRun {
  /// Why the parent ended the helper, when it did.
  enum Fault {
    /// It spent `seconds` inside `call` (or sent nothing for `seconds` outside plugin
    /// code) and was killed.
    case killed(call: SupervisedChild.PluginCall?, seconds: Double)
    /// A plugin forked it in `call`; the copy and the helper were killed.
    case forked(call: SupervisedChild.PluginCall?)
    /// A plugin left a process running in its own session after `call`; it and the
    /// helper were killed.
    case leftProcess(call: SupervisedChild.PluginCall?)
  }

  /// The account (standard output) it sent.
  var account = ""
  /// The messages (standard error) it sent.
  var messages = ""
  /// The transition started and not ended.
  var openTransition: Int?
  /// The script it was running (0-based), once it started one.
  var script: Int?
  /// Its status as its `done` record gave it: nil when it never finished the script.
  var doneStatus: ExitCode?
  /// Why the parent ended it, if it did.
  var fault: Fault?
  /// How it ended.
  var termination = ChildTermination.exited(0)
  /// The plugin call it was in when it ended.
  var call: SupervisedChild.PluginCall?
  /// What its plugins printed, labelled.
  var pluginOutput = ""
  /// What the plugin call it was in when it ended printed, unescaped.
  var lastCallOutput = ""
  /// The animator of each transition it started, as it announced it, and why it was
  /// chosen.
  var animators: [Int: (name: String, reason: String)] = [:]
  /// The results it sent, one a script it finished, in order.
  var results: [ScriptResult] = []

  /// Runs the helper to its end, with `standardInput` as its standard input when given
  /// (read from the start), else `/dev/null`.
  static func run(
    executable: String, arguments: [String], limits: SupervisedChild.Limits,
    standardInput: SpoolFile? = nil
  ) -> Result<HelperRun, SupervisedChild.SpawnError> {
    let child: SupervisedChild
    if let standardInput { _ = lseek(standardInput.descriptor, 0, SEEK_SET) }
    switch SupervisedChild.spawn(
      executable: executable, arguments: arguments,
      environment: ProcessEnvironment.forPluginHelper(),
      standardInput: standardInput?.descriptor)
    {
    case .success(let started): child = started
    case .failure(let error): return .failure(error)
    }
    var helper = HelperRun()
    reading: while true {
      switch child.next(limits: limits) {
      case .record(let members):
        helper.take(members)
      case .forked(let call, let scope):
        helper.fault = .forked(call: call)
        // The transition the copy was made in: the helper may have gone on to another.
        if case .integer(let index)? = scope.first(where: { $0.0 == "transition" })?.1 {
          helper.openTransition = index
        }
      case .killed(let call, let seconds):
        helper.fault = .killed(call: call, seconds: seconds)
      case .leftProcess(let call):
        helper.fault = .leftProcess(call: call)
      case .ended(let termination):
        helper.termination = termination
        break reading
      }
    }
    helper.call = child.pluginCall
    helper.pluginOutput = child.outputReport
    helper.lastCallOutput = child.lastCallOutput
    return .success(helper)
  }

  /// Takes one record.
  private mutating func take(_ members: [(String, JSONValue)]) {
    func member(_ name: String) -> JSONValue? { members.first { $0.0 == name }?.1 }
    guard case .string(let event)? = member("event") else { return }
    switch (event, member("transition"), member("text"), member("status")) {
    case ("animator", .integer(let index)?, _, _):
      if case .string(let name)? = member("animator"), case .string(let reason)? = member("reason")
      {
        animators[index] = (name, reason)
      }
    case ("script", _, _, _):
      if case .integer(let index)? = member("index") { script = index }
    case ("out", _, .string(let text)?, _): account += text
    case ("err", _, .string(let text)?, _): messages += text
    case ("start", .integer(let index)?, _, _): openTransition = index
    case ("end", .integer(let index)?, _, _) where openTransition == index: openTransition = nil
    case ("result", _, _, _):
      if let result = member("result").flatMap(ScriptResult.init(record:)) {
        results.append(result)
      }
    case ("done", _, _, .integer(let status)?):
      doneStatus = ExitCode(rawValue: Int32(clamping: status))
    default: break
    }
  }

  /// Prints the account, the messages and what plugins printed.
  func printOutput() {
    Output.out(account)
    Output.error(messages)
    Output.error(pluginOutput)
  }

  /// Why the helper did not finish, naming the plugin and the call when one was
  /// running (`'org.x.fade' exited with status 0 in animate_transition`), with the
  /// animator of the transition it was in and what that call printed.
  var pluginFault: PluginFault {
    let plugin = call.map { "'\($0.plugin.escapedForTerminal)'" }
    let place = call.map { " in \($0.call.escapedForTerminal)" } ?? ""
    func who(_ what: String) -> String { plugin.map { "\($0) \(what)" } ?? what }
    var fault: PluginFault
    switch self.fault {
    case .killed(let stuck?, let seconds):
      fault = PluginFault(
        kind: .timeout,
        reason: "'\(stuck.plugin.escapedForTerminal)' did not return from "
          + "\(stuck.call.escapedForTerminal) within \(formatNumber(seconds)) s (killed)",
        seconds: seconds)
    case .killed(nil, let seconds):
      fault = PluginFault(
        kind: .silence,
        reason: "sent nothing for \(formatNumber(seconds)) s outside plugin code (killed)",
        seconds: seconds)
    case .forked(let forking):
      let name = forking.map { "'\($0.plugin.escapedForTerminal)'" } ?? "a plugin"
      let forkPlace = forking.map { " in \($0.call.escapedForTerminal)" } ?? ""
      fault = PluginFault(
        kind: .fork, reason: "\(name) forked the helper process\(forkPlace) (both were killed)")
    case .leftProcess(let leaving):
      let name = leaving.map { "'\($0.plugin.escapedForTerminal)'" } ?? "a plugin"
      let after = leaving.map { " after \($0.call.escapedForTerminal)" } ?? ""
      fault = PluginFault(
        kind: .leftProcess,
        reason: "\(name) left a process running in its own session\(after) (it was killed)")
    case nil:
      switch termination {
      case .signalled(let signal):
        fault = PluginFault(
          kind: .signal, reason: who("crashed\(place): \(signalName(signal))"),
          signal: signalAbbreviation(signal))
      case .exited(ReportChannel.lostStatus):
        fault = PluginFault(
          kind: .lostChannel,
          reason: who("closed or replaced the helper's report channel\(place)")
            + " (the helper exited with status \(ReportChannel.lostStatus))")
      case .exited(let status):
        fault = PluginFault(
          kind: .exit, reason: who("exited with status \(status)\(place)"),
          exitStatus: Int(status))
      }
    }
    let faulting: SupervisedChild.PluginCall?
    switch self.fault {
    case .killed(let stuck, _): faulting = stuck
    case .forked(let forking): faulting = forking
    case .leftProcess(let leaving): faulting = leaving
    case nil: faulting = call
    }
    fault.plugin = faulting?.plugin
    fault.call = faulting?.call
    if let index = openTransition, let animator = animators[index] {
      fault.animator = animator.name
      fault.animatorReason = animator.reason
    }
    if faulting != nil { fault.output = lastCallOutput }
    return fault
  }
}
