/// What the commands read from a parsed command line, each by its option in the table;
/// a later value wins over an earlier one.
extension ParsedCommandLine {
  /// `--json`.
  public var json: Bool { has(OptionTable.json) }
  /// `--verbose`, `-v`.
  public var verbose: Bool { has(OptionTable.verbose) }
  /// `--help`, `-h`.
  public var help: Bool { has(OptionTable.showHelp) }
  /// `--version`.
  public var version: Bool { has(OptionTable.version) }
  /// `--no-default-path`.
  public var noDefaultPath: Bool { has(OptionTable.noDefaultPath) }
  /// `--no-cache`.
  public var noCache: Bool { has(OptionTable.noCache) }
  /// `--isolate`.
  public var isolate: Bool { has(OptionTable.isolate) }
  /// `--isolated-child`.
  public var isolatedChild: Bool { has(OptionTable.isolatedChild) }
  /// Every `--plugin-path`, in order.
  public var pluginPaths: [String] { texts(OptionTable.pluginPath) }
  /// Every `--use`, in order.
  public var uses: [String] { texts(OptionTable.use) }
  /// `--config`.
  public var configPath: String? { text(OptionTable.config) }
  /// `--svg`.
  public var svgPath: String? { text(OptionTable.svg) }
  /// `--html`.
  public var htmlPath: String? { text(OptionTable.html) }
  /// `--fps`.
  public var fps: Int? {
    values(OptionTable.fps).compactMap { if case .frameRate(let rate) = $0 { rate } else { nil } }
      .last
  }
  /// `--timeout`.
  public var timeout: Double? {
    values(OptionTable.timeout).compactMap {
      if case .seconds(let seconds) = $0 { seconds } else { nil }
    }.last
  }
  /// Every `--crashed N=REASON`, by transition.
  public var crashed: [Int: String] {
    var crashed: [Int: String] = [:]
    for case .crashedTransition(let index, let reason) in values(OptionTable.crashed) {
      crashed[index] = reason
    }
    return crashed
  }
}
