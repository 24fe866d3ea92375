import PluginHost
import TranshostCommandLine
import TransitionEngine
import TransitionScript

#if canImport(Glibc)
  import Glibc
#endif

/// `transhost validate PLUGIN...`: the conformance suite of each animator and delegate,
/// run in child processes, as a report or JSON Lines.
enum ValidateCommand {
  /// Wall-clock seconds one test may take before its process is killed.
  static let defaultTimeout = 30.0

  /// What to validate: a plugin file (every animator and delegate in it) or one of them.
  private struct Target {
    let path: String
    let animator: String?
  }

  static func run(_ options: InspectOptions) -> ExitCode {
    guard !options.targets.isEmpty else {
      return Transhost.usage(
        "'validate' needs at least one plugin file or animator, e.g. transhost validate zoom",
        command: .validate)
    }
    var targets: [Target] = []
    var registry: PluginRegistry?
    for argument in options.targets {
      if argument.contains("/") || argument.hasSuffix(".so") {
        let path = ValidationSupervisor.pluginPath(
          argument, currentDirectory: PluginSearchPath.currentDirectory())
        if let reason = unreadableReason(path) {
          Output.error("error: cannot read plugin '\(argument)': \(reason)\n")
          if options.json {
            let diagnostic = FileDiagnostic(
              file: argument, line: nil, column: nil, message: "cannot read plugin: \(reason)")
            Output.out(diagnostic.json.text + "\n")
          }
          return .unreadableInput
        }
        targets.append(Target(path: path, animator: nil))
        continue
      }
      let loaded = registry ?? Transhost.loadRegistry(options.plugins)
      registry = loaded
      switch loaded.entry(named: argument) {
      case .success(let entry):
        targets.append(Target(path: entry.plugin.path, animator: entry.descriptor.id))
      case .failure(.notAnAnimator) where isDelegate(argument, in: loaded):
        guard case .success(let object) = loaded.object(named: argument) else { continue }
        targets.append(Target(path: object.plugin.path, animator: object.descriptor.id))
      case .failure(.notAnAnimator(_, let id, .viewController)):
        Output.error(
          "error: '\(argument)' is the view controller '\(id)'; view controllers are not "
            + "validated by themselves: validate the delegates and animators it uses\n")
        return .unreadableInput
      case .failure(let error):
        Output.error("error: \(error)\n")
        return .unreadableInput
      }
    }
    // Only the configuration file's `strict` setting concerns validate.
    var strict = options.ci.strict ?? false
    if options.ci.strict == nil {
      let read = Transhost.configurationSettings(path: options.configPath, json: options.json)
      if let failure = read.failure { return failure }
      strict = read.settings.strict ?? false
    }
    var collected: [(path: String, result: ConformanceResult)] = []
    // What a plugin leaves running in a session of its own comes here to be killed.
    ProcessTree.becomeSubreaper()
    let supervisor = ValidationSupervisor(timeout: options.timeout ?? defaultTimeout)
    var totals = ConformanceTotals()
    var animators: [String] = []
    var delegates: [String] = []
    var heading: String?
    for target in targets {
      supervisor.validate(
        path: target.path, animator: target.animator, output: { Output.error($0) }
      ) { result in
        totals.add(result)
        collected.append((target.path, result))
        if result.kind != nil {
          if !delegates.contains(result.animator) { delegates.append(result.animator) }
        } else if result.animator != target.path && !animators.contains(result.animator) {
          animators.append(result.animator)
        }
        if options.json {
          Output.out(json(result, path: target.path).text + "\n")
          return
        }
        if heading != result.animator {
          let owner = result.kind.map { "\($0), " } ?? ""
          let title =
            result.animator == target.path
            ? target.path : "\(result.animator) (\(owner)\(target.path))"
          Output.out((heading == nil ? "" : "\n") + title + "\n")
          heading = result.animator
        }
        Output.out(line(result))
      }
    }
    // A delegate named by id owns its load test too, which carries no kind.
    animators.removeAll { delegates.contains($0) }
    // The delegates are counted only when there are some: animator runs read as before.
    var count = "\(animators.count) animator\(animators.count == 1 ? "" : "s")"
    if !delegates.isEmpty {
      count += ", \(delegates.count) delegate\(delegates.count == 1 ? "" : "s")"
    }
    if options.json {
      var members: [(String, JSONValue)] = [("animators", .integer(animators.count))]
      if !delegates.isEmpty { members.append(("delegates", .integer(delegates.count))) }
      members.append(("tests", .integer(totals.total)))
      for status in ConformanceStatus.allCases {
        members.append(
          (status == .timedOut ? "timedOut" : status.rawValue, .integer(totals[status])))
      }
      Output.out(
        JSONValue.object([("type", .string("summary")), ("summary", .object(members))]).text
          + "\n")
    } else {
      Output.out("\n\(count), \(totals.total) tests: \(totals.summary)\n")
    }
    var status: ExitCode = totals.succeeded ? .success : .failure
    if options.ci.annotatesForGitHub(environment: ProcessEnvironment.current()) {
      let text = GitHubAnnotation.validate(collected, strict: strict).map(\.command).joined()
      if options.json { Output.error(text) } else { Output.out(text) }
    }
    if let path = options.ci.junitPath {
      status = max(
        status, CIReporting.write(JUnitReport.validate(collected, strict: strict), to: path))
    }
    let warnings = collected.filter { $0.result.status == .warning }.map {
      "\($0.path): warning: \($0.result.animator): \($0.result.test): \($0.result.message)"
        .escapedForTerminal
    }
    if strict, let account = strictAccount(warnings: warnings) {
      Output.error(account)
      status = max(status, .failure)
    }
    return status
  }

  /// `  passed     descriptor/id: message`, later lines of the message indented.
  private static func line(_ result: ConformanceResult) -> String {
    let status = result.status.label
    let lead = "  " + status + String(repeating: " ", count: max(1, 11 - status.count))
    let lines = result.message.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0).escapedForTerminal
    }
    var text =
      lead + result.test.escapedForTerminal + (lines.first.map { ": " + $0 } ?? "") + "\n"
    for more in lines.dropFirst() {
      text += String(repeating: " ", count: lead.count + 2) + more + "\n"
    }
    return text
  }

  /// One `--json` line: `type` `test`, then animator (or, for a delegate, object and
  /// kind), path, test, status, message.
  private static func json(_ result: ConformanceResult, path: String) -> JSONValue {
    let subject: [(String, JSONValue)] =
      result.kind.map { [("object", .string(result.animator)), ("kind", .string("\($0)"))] }
      ?? [("animator", .string(result.animator))]
    return .object(
      [("type", .string("test"))] + subject + [
        ("path", .string(path)), ("file", .string(path)),
        ("test", .string(result.test)), ("status", .string(result.status.rawValue)),
        ("message", .string(result.message)),
      ])
  }

  /// Whether `name` names a delegate (not a view controller) of `registry`.
  private static func isDelegate(_ name: String, in registry: PluginRegistry) -> Bool {
    guard case .success(let object) = registry.object(named: name) else { return false }
    return object.descriptor.kind.isDelegate
  }

  /// Why `path` is no readable regular file (the system's text, or what it is), or nil.
  private static func unreadableReason(_ path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return String(cString: strerror(errno)) }
    guard info.st_mode & S_IFMT == S_IFREG else {
      return info.st_mode & S_IFMT == S_IFDIR ? "it is a directory" : "it is not a regular file"
    }
    guard access(path, R_OK) == 0 else { return String(cString: strerror(errno)) }
    return nil
  }
}
