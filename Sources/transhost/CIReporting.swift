import PluginHost
import TranshostCommandLine
import TransitionEngine
import TransitionScript

/// What `run` and `validate` print and write for CI after the last script or plugin:
/// the run's summary, GitHub annotations, the `--junit` file and, under `--strict`, the
/// warnings that fail the run. Each is made from typed results, in the libraries.
enum CIReporting {
  /// Finishes a run of `results` and returns its status: `status`, 1 when `strict` and
  /// there are warnings, 73 when the `--junit` file cannot be written.
  ///
  /// With several scripts the summary closes the account (a `summary` JSON line with
  /// `--json`). Annotations go to standard output after the account, or to standard
  /// error with `--json` (GitHub reads workflow commands on both; standard output then
  /// holds only JSON Lines).
  static func finish(
    _ results: [ScriptResult], _ options: RunOptions, strict: Bool, status: ExitCode
  ) -> ExitCode {
    var status = status
    if results.count > 1 {
      let summary = RunSummary(results)
      Output.out((options.json ? summary.json.text : summary.text) + "\n")
    }
    if options.ci.annotatesForGitHub(environment: ProcessEnvironment.current()) {
      let text = GitHubAnnotation.run(results, strict: strict).map(\.command).joined()
      if options.json { Output.error(text) } else { Output.out(text) }
    }
    if let path = options.ci.junitPath {
      status = max(status, write(JUnitReport.run(results, strict: strict), to: path))
    }
    // Each warning escaped as a whole: a newline from a plugin stays in its line.
    let warnings = results.flatMap { result in
      result.warnings.map { $0.located(in: result.file).escapedForTerminal }
    }
    if strict, let account = strictAccount(warnings: warnings) {
      Output.error(account)
      status = max(status, .failure)
    }
    return status
  }

  /// Writes `report` to `path`: success, or 73 with the reason on standard error.
  static func write(_ report: JUnitReport, to path: String) -> ExitCode {
    if case .failure(let error) = AtomicFile.write(Array(report.xml.utf8), to: path) {
      Output.error("error: cannot write --junit file '\(path.escapedForTerminal)': \(error)\n")
      return .cannotCreate
    }
    return .success
  }
}
