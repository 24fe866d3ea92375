/// The style mappings a command starts with: its `--use` and `--rank` options, each
/// parsed once here, and the configuration file's lines (`--config FILE`, or the default file when
/// there is one). A `run` adds the script's `use` lines between the two.
public struct MappingSources: Sendable {
  /// The `--use` options, in the order given.
  public let commandLine: StyleMappings
  /// The configuration file's mappings, in line order.
  public let configuration: StyleMappings
  /// The configuration file's settings (`strict = true`).
  public var settings = ConfigurationSettings()

  /// The `--use` options, then the configuration file.
  public var all: StyleMappings {
    var mappings = commandLine
    mappings.append(contentsOf: configuration)
    return mappings
  }

  /// Parses `uses` and reads the configuration file at `configurationPath`, or the
  /// default one for `environment` (which may be missing; a named one may not).
  public static func load(
    uses: [String], ranks: [String] = [], configurationPath: String?,
    environment: [String: String]
  ) -> Result<MappingSources, MappingLoadError> {
    var commandLine = StyleMappings()
    for use in uses {
      switch StyleMappings.parse(use, origin: .commandLine) {
      case .success(let mapping): commandLine.append(mapping)
      case .failure(let error): return .failure(.malformedUse(use, error))
      }
    }
    for rank in ranks {
      if case .failure(let error) = commandLine.rankOverrides.add(rank, origin: .rankOption) {
        return .failure(.malformedRank(rank, error))
      }
    }
    var configuration = StyleMappings()
    guard let path = configurationPath ?? ConfigurationFile.defaultPath(environment: environment)
    else {
      return .success(MappingSources(commandLine: commandLine, configuration: configuration))
    }
    let bytes: [UInt8]
    switch ConfigurationFile.read(path) as Result<[UInt8], ConfigurationFile.ReadFailure> {
    case .success(let read): bytes = read
    case .failure(let failure):
      guard configurationPath == nil else {
        return .failure(.unreadableConfiguration(path: path, reason: failure.description))
      }
      return .success(MappingSources(commandLine: commandLine, configuration: configuration))
    }
    let text = String(decoding: bytes, as: UTF8.self)
    var settings = ConfigurationSettings()
    let errors = ConfigurationFile.parse(
      text, path: path, into: &configuration, settings: &settings)
    guard errors.isEmpty else { return .failure(.invalidConfiguration(errors)) }
    var sources = MappingSources(commandLine: commandLine, configuration: configuration)
    sources.settings = settings
    return .success(sources)
  }
}

/// Why a command's style mappings could not be loaded.
public enum MappingLoadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A `--use` value that is no mapping (a usage error).
  case malformedUse(String, MappingSyntaxError)
  /// A `--rank` value that is no rank override (a usage error).
  case malformedRank(String, MappingSyntaxError)
  /// The `--config` file cannot be read.
  case unreadableConfiguration(path: String, reason: String)
  /// Lines of the configuration file that are no mappings or settings.
  case invalidConfiguration([ConfigurationError])

  /// `--use 'x': column 1: expected STYLE=ANIMATOR, ...`, `cannot read configuration
  /// file 'f': REASON`, or the bad lines, one a line.
  public var description: String {
    switch self {
    case .malformedUse(let use, let error):
      "--use '\(use)': column \(error.column): \(error.message)"
    case .malformedRank(let rank, let error):
      "--rank '\(rank)': column \(error.column): \(error.message)"
    case .unreadableConfiguration(let path, let reason):
      "cannot read configuration file '\(path)': \(reason)"
    case .invalidConfiguration(let errors): errors.map(\.description).joined(separator: "\n")
    }
  }
}
