import PluginHost
import TranshostCommandLine
import TransitionScript

/// What the commands start from: the style mappings and the plugin registry, loaded by
/// the libraries and their problems printed here.
extension Transhost {
  /// Runs `body` with the style mappings of `--use`, `--rank` and the configuration
  /// file, or prints why they cannot be had: 64 for a bad `--use` or `--rank`, 66 for an unreadable
  /// `--config`, 65 for a bad configuration line.
  /// With `json`, a configuration file that cannot be read or is invalid also
  /// appears on standard output as `diagnostic` JSON lines.
  static func withMappings(
    _ options: MappingOptions, json: Bool = false, _ body: (MappingSources) -> ExitCode
  ) -> ExitCode {
    let loaded = MappingSources.load(
      uses: options.uses, ranks: options.ranks, configurationPath: options.configPath,
      environment: ProcessEnvironment.current(named: ConfigurationFile.defaultPathVariables))
    switch loaded {
    case .success(let mappings): return body(mappings)
    case .failure(let error):
      switch error {
      case .malformedUse, .malformedRank:
        return usage(error.description)
      case .unreadableConfiguration(let path, let reason):
        Output.error("error: \(error.description)\n")
        if json {
          let diagnostic = FileDiagnostic(
            file: path, line: nil, column: nil,
            message: "cannot read configuration file: \(reason)")
          Output.out(diagnostic.json.text + "\n")
        }
        return .unreadableInput
      case .invalidConfiguration(let errors):
        Output.error(error.description + "\n")
        if json {
          for bad in errors {
            let diagnostic = FileDiagnostic(
              file: bad.path, line: bad.line, column: bad.column, message: bad.message)
            Output.out(diagnostic.json.text + "\n")
          }
        }
        return .invalidInput
      }
    }
  }

  /// The configuration file's settings (`--config FILE`, else the default file), or
  /// (failure) the status after its problem is printed as ``withMappings(_:json:_:)``
  /// prints it.
  static func configurationSettings(
    path: String?, json: Bool
  ) -> (settings: ConfigurationSettings, failure: ExitCode?) {
    var settings = ConfigurationSettings()
    let status = withMappings(
      MappingOptions(uses: [], ranks: [], configPath: path), json: json
    ) { mappings in
      settings = mappings.settings
      return .success
    }
    return (settings, status == .success ? nil : status)
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
