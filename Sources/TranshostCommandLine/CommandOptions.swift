import TransitionEngine

/// Where a command that finds plugins looks, and how it scans them.
public struct PluginSearchOptions: Sendable {
  /// `--plugin-path`, each colon-separated list in order.
  public let pluginPaths: [String]
  /// False with `--no-default-path`.
  public let includesDefaultPath: Bool
  /// False with `--no-cache`.
  public let usesCache: Bool
  /// `--verbose`: what plugins print while scanned is shown.
  public let verbose: Bool

  /// The search options of `parsed`.
  public init(_ parsed: ParsedCommandLine) {
    pluginPaths = parsed.pluginPaths
    includesDefaultPath = !parsed.noDefaultPath
    usesCache = !parsed.noCache
    verbose = parsed.verbose
  }
}

/// Where a command's style mappings come from.
public struct MappingOptions: Sendable {
  /// Every `--use`, as given.
  public let uses: [String]
  /// Every `--rank`, as given.
  public let ranks: [String]
  /// `--config`.
  public let configPath: String?

  /// The mapping options of `parsed`.
  public init(_ parsed: ParsedCommandLine) {
    self.init(uses: parsed.uses, ranks: parsed.ranks, configPath: parsed.configPath)
  }

  /// Mapping options as given.
  public init(uses: [String], ranks: [String], configPath: String?) {
    self.uses = uses
    self.ranks = ranks
    self.configPath = configPath
  }
}

/// How `--annotate` annotates: GitHub Actions workflow commands, or not at all.
public enum AnnotationFormat: String, Sendable, CaseIterable {
  /// `::error file=...,line=...::message` lines.
  case github
  /// No annotations.
  case none
}

/// The CI options of `run` and `validate`: `--strict`/`--no-strict`, `--junit`,
/// `--annotate`.
public struct CIOptions: Sendable {
  /// `--strict` (true), `--no-strict` (false), or neither (nil: the configuration file's
  /// `strict`, else off).
  public let strict: Bool?
  /// `--junit FILE`.
  public let junitPath: String?
  /// `--annotate`, nil when not given (then `GITHUB_ACTIONS=true` means github).
  public let annotate: AnnotationFormat?

  /// The CI options of `parsed`.
  public init(_ parsed: ParsedCommandLine) {
    strict = parsed.strict
    junitPath = parsed.junitPath
    annotate = parsed.annotate
  }

  /// Whether to print GitHub annotations: `--annotate`, else whether `environment` has
  /// `GITHUB_ACTIONS=true`.
  public func annotatesForGitHub(environment: [String: String]) -> Bool {
    (annotate ?? (environment["GITHUB_ACTIONS"] == "true" ? .github : .none)) == .github
  }
}

/// `transhost list`.
public struct ListOptions: Sendable {
  /// Where to look for plugins.
  public let plugins: PluginSearchOptions
  /// `--json`.
  public let json: Bool

  /// The list options of `parsed`.
  public init(_ parsed: ParsedCommandLine) {
    plugins = PluginSearchOptions(parsed)
    json = parsed.json
  }
}

/// `transhost info ANIMATOR` and `transhost validate PLUGIN...`.
public struct InspectOptions: Sendable {
  /// Where to look for plugins.
  public let plugins: PluginSearchOptions
  /// `--json`.
  public let json: Bool
  /// `--timeout` (validate).
  public let timeout: Double?
  /// The animators or plugin files named.
  public let targets: [String]
  /// `--strict`, `--junit`, `--annotate` (validate).
  public let ci: CIOptions
  /// `--config` (validate reads only its `strict` setting).
  public let configPath: String?

  /// The options of `parsed`.
  public init(_ parsed: ParsedCommandLine) {
    plugins = PluginSearchOptions(parsed)
    json = parsed.json
    timeout = parsed.timeout
    targets = parsed.operands
    ci = CIOptions(parsed)
    configPath = parsed.configPath
  }
}

/// `transhost run FILE...`.
public struct RunOptions: Sendable {
  /// Where to look for plugins.
  public let plugins: PluginSearchOptions
  /// `--json`.
  public let json: Bool
  /// `--fps`.
  public let fps: Int?
  /// `--svg`.
  public let svgPath: String?
  /// `--html`.
  public let htmlPath: String?
  /// `--isolate`: a helper process even when every plugin installed is bundled.
  public let isolate: Bool
  /// `--in-process`: plugins run in the transhost process itself.
  public let inProcess: Bool
  /// `--timeout`, for isolated runs.
  public let timeout: Double?
  /// The engine's limits after every `--limit`.
  public let limits: Limits
  /// The scripts.
  public let files: [String]
  /// Internal: this process is a helper of an isolated `run` (`--isolated-child`).
  public let isIsolatedChild: Bool
  /// Internal: the transitions earlier helpers crashed in (`--crashed N=REASON`).
  public let crashed: [Int: String]
  /// The options a helper is started with, as given (``ParsedCommandLine/passedToHelpers``).
  public let passedToHelpers: [String]
  /// Whether `--record` was given.
  public let isRecording: Bool
  /// The last `--record=MODE`'s mode, nil for none or for `--record` alone.
  public let recordMode: String?
  /// `--golden-dir`.
  public let goldenDirectory: String?
  /// Every `--tolerance`, as given.
  public let tolerances: [String]
  /// `--strict`, `--junit`, `--annotate`.
  public let ci: CIOptions

  /// The run options of `parsed`.
  public init(_ parsed: ParsedCommandLine) {
    plugins = PluginSearchOptions(parsed)
    json = parsed.json
    fps = parsed.fps
    svgPath = parsed.svgPath
    htmlPath = parsed.htmlPath
    isolate = parsed.isolate
    inProcess = parsed.inProcess
    timeout = parsed.timeout
    limits = parsed.limits
    files = parsed.operands
    isIsolatedChild = parsed.isolatedChild
    crashed = parsed.crashed
    passedToHelpers = parsed.passedToHelpers
    (isRecording, recordMode) = parsed.record
    goldenDirectory = parsed.goldenDirectory
    tolerances = parsed.tolerances
    ci = CIOptions(parsed)
  }
}
