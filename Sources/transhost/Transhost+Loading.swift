import PluginHost
import TranshostCommandLine

/// What the commands start from: the style mappings and the plugin registry, loaded by
/// the libraries and their problems printed here.
extension Transhost {
  /// Runs `body` with the style mappings of `--use`, `--rank` and the configuration
  /// file, or prints why they cannot be had: 64 for a bad `--use` or `--rank`, 66 for an unreadable
  /// `--config`, 65 for a bad configuration line.
  static func withMappings(
    _ options: MappingOptions, _ body: (MappingSources) -> ExitCode
  ) -> ExitCode {
    let loaded = MappingSources.load(
      uses: options.uses, ranks: options.ranks, configurationPath: options.configPath,
      environment: ProcessEnvironment.current())
    switch loaded {
    case .success(let mappings): return body(mappings)
    case .failure(let error):
      switch error {
      case .malformedUse, .malformedRank:
        return usage(error.description)
      case .unreadableConfiguration:
        Output.error("error: \(error.description)\n")
        return .unreadableInput
      case .invalidConfiguration:
        Output.error(error.description + "\n")
        return .invalidInput
      }
    }
  }

  /// The registry for the options' plugin path, with warnings on standard error (or
  /// handed to `warn`); a cache that cannot be written is warned of only with `--verbose`.
  static func loadRegistry(
    _ options: PluginSearchOptions, warn: (String) -> Void = { Output.error($0) }
  ) -> PluginRegistry {
    let registry = PluginRegistry.searching(
      pluginPaths: options.pluginPaths, includesDefaultPath: options.includesDefaultPath,
      scanner: ScanSettings.scanner(options), cache: ScanSettings.cache(options))
    // Warnings name files and plugins: printed escaped, whoever prints them.
    for warning in registry.warnings {
      warn("warning: \(warning.description.escapedForTerminal)\n")
    }
    // The cache is quiet: one that cannot be written is said only under --verbose.
    if options.verbose, let problem = registry.statistics.cacheWriteProblem {
      warn(
        "warning: plugin cache not written (the scan is kept): \(problem.escapedForTerminal)\n")
    }
    return registry
  }
}
