import TransitionEngine

#if canImport(Glibc)
  import Glibc
#endif

/// The child side of `transhost validate`: loads one plugin file in a fresh process and
/// runs the conformance suites of its animators, then of its delegates, announcing each test before it runs
/// and reporting each result on its ``ReportChannel`` (``ValidationEvent`` records),
/// with every plugin call it makes, so the parent can kill it when one never returns.
///
/// Invoked by the parent as `transhost __validate PATH [--animator ID] [--from N]
/// [--report-fd FD]`: tests are numbered over the whole file ("load" is 0), and the
/// parent restarts a child that crashed or hung with `--from` past the test that did.
public enum ValidationChild {
  /// The hidden subcommand the parent re-executes itself with.
  public static let commandName = "__validate"
  /// The descriptor the child reports on unless told otherwise.
  static let defaultReportDescriptor: Int32 = 3
  /// The name of the test that loads the file.
  static let loadTestName = "load"

  /// Runs the child with its arguments (after the subcommand) and returns the exit
  /// status: 0 when every test ran, 64 for bad arguments.
  public static func run(arguments: [String]) -> ExitCode {
    var path: String?
    var animator: String?
    var from = 0
    var descriptor = defaultReportDescriptor
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      let value = index + 1 < arguments.count ? arguments[index + 1] : nil
      switch argument {
      case "--animator", "--from", "--report-fd":
        guard let value else { return usage("'\(argument)' needs a value") }
        index += 2
        if argument == "--animator" {
          animator = value
        } else if let number = Int(value), number >= 0 {
          if argument == "--from" { from = number } else { descriptor = Int32(number) }
        } else {
          return usage("'\(argument)' needs a whole number, not '\(value)'")
        }
      default:
        guard path == nil, argument.hasPrefix("/") else {
          return usage("unexpected argument '\(argument)'")
        }
        path = argument
        index += 1
      }
    }
    guard let path else { return usage("no plugin path given") }
    guard let channel = ReportChannel.adopt(descriptor) else {
      return usage("descriptor \(descriptor) is not open")
    }
    let scanner = PluginScanner.helper(executable: "/proc/self/exe")
    PluginCalls.withObserver(channel) {
      run(path: path, animator: animator, from: from, scanner: scanner) { event in
        if case .start(let index, let animator, let test, _) = event {
          channel.setScope([
            ("index", .integer(index)), ("animator", .string(animator)), ("test", .string(test)),
          ])
        }
        let record = event.record
        channel.send(record.event, record.members)
      }
    }
    return .success
  }

  /// Loads the plugin at `path` (absolute), its directory scanned with `scanner`, and
  /// runs the tests numbered `from` and on, for every animator and delegate it serves
  /// or only `animator` (an animator's or a delegate's id), sending each event to `send`.
  static func run(
    path: String, animator: String?, from: Int, scanner: PluginScanner,
    send: (ValidationEvent) -> Void
  ) {
    let owner = animator ?? path
    if from == 0 { send(.start(index: 0, animator: owner, test: loadTestName)) }
    let load = PluginFileLoad(path: path, animator: animator, scanner: scanner)
    if from == 0 {
      send(
        .result(
          index: 0,
          ConformanceResult(
            animator: owner, test: loadTestName, status: load.status, message: load.message)))
    }
    var index = 1
    let suites =
      load.entries.map { ConformanceSuite(entry: $0, host: load.registry.host) }
      + load.delegates.map { ConformanceSuite(delegate: $0, registry: load.registry) }
    for suite in suites {
      for test in suite.tests {
        defer { index += 1 }
        guard index >= from else { continue }
        send(
          .start(index: index, animator: suite.animatorID, test: test.name, kind: suite.objectKind)
        )
        send(.result(index: index, suite.run(test)))
      }
    }
    send(.done)
  }

  private static func usage(_ message: String) -> ExitCode {
    DescriptorIO.writeAll("error: \(commandName): \(message)\n", to: 2)
    return .usage
  }
}
