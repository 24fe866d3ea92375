/// The values the per-command options (``RunOptions``, ...) are built from, each read
/// by its option in the table; a later value wins over an earlier one.
extension ParsedCommandLine {
  /// `--json`.
  var json: Bool { has(OptionTable.json) }
  /// `--verbose`, `-v`.
  var verbose: Bool { has(OptionTable.verbose) }
  /// `--help`, `-h`.
  public var help: Bool { has(OptionTable.showHelp) }
  /// `--version`.
  public var version: Bool { has(OptionTable.version) }
  /// `--no-default-path`.
  var noDefaultPath: Bool { has(OptionTable.noDefaultPath) }
  /// `--no-cache`.
  var noCache: Bool { has(OptionTable.noCache) }
  /// `--isolate`.
  var isolate: Bool { has(OptionTable.isolate) }
  /// `--in-process`.
  var inProcess: Bool { has(OptionTable.inProcess) }
  /// `--isolated-child`.
  var isolatedChild: Bool { has(OptionTable.isolatedChild) }
  /// Every `--plugin-path`, in order.
  var pluginPaths: [String] { texts(OptionTable.pluginPath) }
  /// Every `--use`, in order.
  var uses: [String] { texts(OptionTable.use) }
  /// Every `--rank`, in order.
  var ranks: [String] { texts(OptionTable.rank) }
  /// `--config`.
  var configPath: String? { text(OptionTable.config) }
  /// `--svg`.
  var svgPath: String? { text(OptionTable.svg) }
  /// `--html`.
  var htmlPath: String? { text(OptionTable.html) }
  /// `--golden-dir`.
  var goldenDirectory: String? { text(OptionTable.goldenDirectory) }
  /// Every `--tolerance`, in order.
  var tolerances: [String] { texts(OptionTable.tolerance) }
  /// Whether `--record` was given, and the mode of the last one (nil for `--record` alone).
  var record: (isGiven: Bool, mode: String?) {
    let given = values(OptionTable.record)
    guard let last = given.last else { return (false, nil) }
    if case .text(let mode) = last { return (true, mode) }
    return (true, nil)
  }
  /// `--fps`.
  var fps: Int? {
    values(OptionTable.fps).compactMap { if case .frameRate(let rate) = $0 { rate } else { nil } }
      .last
  }
  /// `--timeout`.
  var timeout: Double? {
    values(OptionTable.timeout).compactMap {
      if case .seconds(let seconds) = $0 { seconds } else { nil }
    }.last
  }
  /// `--strict` (true) or `--no-strict` (false), the later one winning; nil for neither.
  var strict: Bool? {
    given.last { $0.option == OptionTable.strict || $0.option == OptionTable.noStrict }
      .map { $0.option == OptionTable.strict }
  }
  /// `--junit`.
  var junitPath: String? { text(OptionTable.junit) }
  /// `--annotate`.
  var annotate: AnnotationFormat? { text(OptionTable.annotate).flatMap(AnnotationFormat.init) }
  /// Every `--crashed N=REASON`, by transition.
  var crashed: [Int: String] {
    var crashed: [Int: String] = [:]
    for case .crashedTransition(let index, let reason) in values(OptionTable.crashed) {
      crashed[index] = reason
    }
    return crashed
  }
}
