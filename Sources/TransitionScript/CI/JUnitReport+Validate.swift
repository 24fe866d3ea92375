import PluginHost

extension JUnitReport {
  /// The report of a `transhost validate`: a suite per animator or delegate (the
  /// plugin file's own tests in a suite named after the file), a case per test, its
  /// class the animator or delegate. Failed is a failure; crashed and timed out are
  /// errors; skipped is skipped; warning passes with the message as its system-out, or
  /// is a failure under `strict`.
  public static func validate(
    _ results: [(path: String, result: ConformanceResult)], strict: Bool
  ) -> JUnitReport {
    var suites: [Suite] = []
    for (path, result) in results {
      let name = result.animator == path ? path : "\(result.animator) (\(path))"
      if suites.last?.name != name { suites.append(Suite(name: name)) }
      let test = "\(result.animator): \(result.test)"
      let outcome: Outcome
      var output: String?
      switch result.status {
      case .passed: outcome = .passed
      case .warning where strict:
        outcome = .failure(
          message: result.message, type: "warning", text: test + ": " + result.message)
      case .warning:
        outcome = .passed
        output = result.message
      case .failed:
        outcome = .failure(
          message: result.message, type: "failed", text: test + ": " + result.message)
      case .crashed, .timedOut:
        outcome = .error(
          message: result.message, type: result.status.rawValue, text: test + ": " + result.message)
      case .skipped: outcome = .skipped(message: result.message)
      }
      suites[suites.count - 1].cases.append(
        Case(className: result.animator, name: result.test, outcome: outcome, output: output))
    }
    return JUnitReport(name: "transhost validate", suites: suites)
  }
}
