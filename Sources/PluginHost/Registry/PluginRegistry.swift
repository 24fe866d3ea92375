import TransitionEngine

/// Every animator found in the plugin directories, indexed by id and by what it
/// serves, with the files that were refused, skipped or shadowed and why.
///
/// A value built once from what the scan found (``scan(directories:scanner:cache:host:)``,
/// in `Scanning/`); it reads no file itself. Its plugins share one host: the
/// ``HostBridge`` their `init` was given is the one their animators call back.
public struct PluginRegistry {
  /// An animator that passed every check.
  public struct Entry: Sendable {
    /// What it says about itself.
    public let descriptor: AnimatorDescriptor
    /// The library serving it: its metadata, loaded into this process when an animator
    /// is first made from it.
    public let plugin: LoadedPlugin
  }

  /// An animator hidden by an earlier one with the same id.
  public struct Shadowed: Hashable, Sendable {
    /// The id both declare.
    public let id: String
    /// The file whose animator was hidden.
    public let path: String
    /// The file that won (earlier in the search path).
    public let winnerPath: String

    /// Creates a record.
    public init(id: String, path: String, winnerPath: String) {
      self.id = id
      self.path = path
      self.winnerPath = winnerPath
    }

    /// The reason, for `list`.
    public var reason: String {
      "shadowed by '\(winnerPath)', which comes first in the search path"
    }
  }

  /// What the scan found in one file, in search order.
  struct Finding {
    /// The file, as found in its directory.
    let path: String
    /// What it is.
    let outcome: ScanOutcome
    /// The version of the file the outcome is about (as this process opened it); nil
    /// for files refused before that.
    let identity: FileIdentity?
  }

  /// The directories searched, in order.
  public let directories: [PluginDirectory]
  /// The host every plugin of the registry is initialised with and calls back, one for
  /// the process: runs attach their engine to it (``HostBridge/attach(_:)``).
  public let host: HostBridge
  /// Usable animators in search order (file order within a directory, then the
  /// plugin's own order).
  public private(set) var entries: [Entry] = []
  /// Files or descriptors refused, with the reason.
  public private(set) var refused: [PluginLoadError] = []
  /// `.so` files that are not transhost plugins.
  public private(set) var skipped: [String] = []
  /// Animators hidden by an earlier one with the same id.
  public private(set) var shadowed: [Shadowed] = []
  /// Warnings: unreadable directories, compiler mismatches.
  public private(set) var warnings: [RegistryWarning]
  /// How the plugins were scanned: files, cache hits, helpers started.
  public let statistics: ScanStatistics
  private var byID: [String: Int] = [:]

  /// A registry of `findings` (in search order) over `directories`, whose plugins were
  /// and will be initialised with `host`.
  init(
    directories: [PluginDirectory], findings: [Finding], warnings: [RegistryWarning] = [],
    statistics: ScanStatistics = ScanStatistics(), host: HostBridge = HostBridge(engine: nil)
  ) {
    self.directories = directories
    self.host = host
    self.warnings = warnings
    self.statistics = statistics
    for finding in findings { add(finding) }
  }

  /// An empty registry: no directories, no animators.
  public init() {
    self.init(directories: [], findings: [])
  }

  private mutating func add(_ finding: Finding) {
    let path = finding.path
    switch finding.outcome {
    case .notAPlugin:
      skipped.append(path)
    case .refused(let error):
      refused.append(error)
    case .plugin(let scanned):
      let plugin = scanned.makePlugin(path: path, identity: finding.identity)
      if let warning = plugin.compilerWarning {
        warnings.append(.otherCompiler(path: path, warning: warning))
      }
      refused += scanned.refusedDescriptors
      for descriptor in scanned.descriptors {
        if let winner = byID[descriptor.id] {
          shadowed.append(
            Shadowed(id: descriptor.id, path: path, winnerPath: entries[winner].plugin.path))
          continue
        }
        byID[descriptor.id] = entries.count
        entries.append(Entry(descriptor: descriptor, plugin: plugin))
      }
    }
  }

  /// The animator with this id, or whose short name (the id's last part) is `name`
  /// when that is unique.
  public func entry(named name: String) -> Result<Entry, RegistryLookupError> {
    if let index = byID[name] { return .success(entries[index]) }
    let matches = entries.filter { shortName(of: $0.descriptor.id) == name }
    if matches.count == 1 { return .success(matches[0]) }
    if matches.count > 1 {
      return .failure(.ambiguous(name: name, ids: matches.map(\.descriptor.id)))
    }
    let candidates = entries.flatMap { [$0.descriptor.id, shortName(of: $0.descriptor.id)] }
    return .failure(.unknown(name: name, suggestion: nearestName(to: name, in: candidates)))
  }

  /// The animators that declare `style` for `operation`, in search order.
  public func entries(
    serving operation: TransitionOperation, style: ModalPresentationStyle
  ) -> [Entry] {
    entries.filter { $0.descriptor.serves(operation, style: style) }
  }
}

/// The last dot-separated part of an id: `org.transhost.slide` -> `slide`.
public func shortName(of id: String) -> String {
  String(id.split(separator: ".").last ?? Substring(id))
}

/// Why an animator name did not resolve.
public enum RegistryLookupError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No animator has that id or short name.
  case unknown(name: String, suggestion: String?)
  /// Several animators share that short name.
  case ambiguous(name: String, ids: [String])

  /// The message.
  public var description: String {
    switch self {
    case .unknown(let name, let suggestion):
      "unknown animator '\(name)'"
        + (suggestion.map { "; did you mean '\($0)'?" }
          ?? "; run 'transhost list' to see the installed animators")
    case .ambiguous(let name, let ids):
      "animator name '\(name)' is ambiguous: \(ids.joined(separator: ", ")); use the full id"
    }
  }
}
