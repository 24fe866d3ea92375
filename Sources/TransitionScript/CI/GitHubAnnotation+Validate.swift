import PluginHost

extension GitHubAnnotation {
  /// The annotations of a `validate`: an error on the plugin file for each test that
  /// failed, crashed or timed out, a warning for each that ended `warning` (an error
  /// under `strict`); titled with the animator and the test.
  public static func validate(
    _ results: [(path: String, result: ConformanceResult)], strict: Bool
  ) -> [GitHubAnnotation] {
    results.compactMap { path, result in
      let level: Level
      switch result.status {
      case .failed, .crashed, .timedOut: level = .error
      case .warning: level = strict ? .error : .warning
      case .passed, .skipped: return nil
      }
      return GitHubAnnotation(
        level, file: path, line: nil,
        title: "\(result.animator): \(result.test) \(result.status.label)",
        message: result.message)
    }
  }
}
