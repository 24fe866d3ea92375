import TransitionEngine

/// Every animator and object (delegates, view controllers) found in the plugin
/// directories, indexed by id (one id space for both) and by what it serves, with the
/// files that were refused, skipped or shadowed and why.
///
/// A value built once from what the scan found (``scan(directories:scanner:cache:host:)``,
/// in `Scanning/`); it reads no file itself. Its plugins share one host: the
/// ``HostBridge`` their `init` was given is the one their animators call back.
public struct PluginRegistry {
  /// An animator that passed every check.
  ///
  /// A class, immutable: an entry is copied into ``items``, into each default's
  /// candidates and into every lookup's result, and a copy of a class is one retain
  /// where a copy of the descriptor's dozen strings and arrays was a dozen.
  public final class Entry: Sendable {
    /// What it says about itself.
    public let descriptor: AnimatorDescriptor
    /// The library serving it: its metadata, loaded into this process when an animator
    /// is first made from it.
    public let plugin: LoadedPlugin

    init(descriptor: AnimatorDescriptor, plugin: LoadedPlugin) {
      self.descriptor = descriptor
      self.plugin = plugin
    }
  }

  /// An object (a delegate or a view controller) that passed every check; a class for
  /// the reason ``Entry`` is one.
  public final class ObjectEntry: Sendable {
    /// What it says about itself.
    public let descriptor: ObjectDescriptor
    /// The library serving it, loaded into this process when it is first made.
    public let plugin: LoadedPlugin

    init(descriptor: ObjectDescriptor, plugin: LoadedPlugin) {
      self.descriptor = descriptor
      self.plugin = plugin
    }
  }

  /// An animator or object hidden by an earlier one with the same id.
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
  /// Usable objects in search order (file order within a directory, then the plugin's
  /// own order).
  public private(set) var objects: [ObjectEntry] = []
  /// Every usable animator and object in search order: a file's animators, then its
  /// objects.
  public private(set) var items: [RegisteredItem] = []
  /// Animators and objects hidden by an earlier one with the same id.
  public private(set) var shadowed: [Shadowed] = []
  /// Warnings: unreadable directories, compiler mismatches.
  public private(set) var warnings: [RegistryWarning]
  /// How the plugins were scanned: files, cache hits, helpers started.
  public let statistics: ScanStatistics
  private var byID: [String: Int] = [:]
  /// The index in ``objects`` of each object id.
  private(set) var objectsByID: [String: Int] = [:]

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
    // Most files hold one animator: room for that many, so the index by id is not
    // rehashed as it grows (9 times for 200 files).
    byID.reserveCapacity(findings.count)
    entries.reserveCapacity(findings.count)
    items.reserveCapacity(findings.count)
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
      for descriptor in scanned.descriptors where claim(descriptor.id, for: path) {
        byID[descriptor.id] = entries.count
        entries.append(Entry(descriptor: descriptor, plugin: plugin))
        items.append(.animator(entries[entries.count - 1]))
      }
      for descriptor in scanned.objectDescriptors where claim(descriptor.id, for: path) {
        objectsByID[descriptor.id] = objects.count
        objects.append(ObjectEntry(descriptor: descriptor, plugin: plugin))
        items.append(.object(objects[objects.count - 1]))
      }
    }
  }

  /// Whether `id` is free for the file at `path` (animators and objects share one id
  /// space); if it is not, the file's one is recorded as shadowed.
  private mutating func claim(_ id: String, for path: String) -> Bool {
    guard let winnerPath = pathHolding(id) else { return true }
    shadowed.append(Shadowed(id: id, path: path, winnerPath: winnerPath))
    return false
  }

  /// The file of the animator or object that has `id`, if any.
  private func pathHolding(_ id: String) -> String? {
    if let index = byID[id] { return entries[index].plugin.path }
    return objectsByID[id].map { objects[$0].plugin.path }
  }

  /// The animator with this id, or whose short name (the id's last part) is `name`
  /// when that is unique. A name that is an object's says so.
  public func entry(named name: String) -> Result<Entry, RegistryLookupError> {
    switch Self.match(name, in: entries, index: byID, id: \.descriptor.id) {
    case .success(let found?): return .success(found)
    case .success(nil): break
    case .failure(let error): return .failure(error)
    }
    if case .success(let object) = self.object(named: name) {
      return .failure(
        .notAnAnimator(name: name, id: object.descriptor.id, kind: object.descriptor.kind))
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

extension PluginRegistry {
  /// The element of `list` whose id (`id`) is `name` (looked up in `index`, when given),
  /// or else whose short name is `name` when that is unique; nil when none is.
  static func match<Element>(
    _ name: String, in list: [Element], index: [String: Int]?, id: (Element) -> String
  ) -> Result<Element?, RegistryLookupError> {
    if let index {
      if let position = index[name] { return .success(list[position]) }
    } else if let exact = list.first(where: { id($0) == name }) {
      return .success(exact)
    }
    let matches = list.filter { shortName(of: id($0)) == name }
    if matches.count > 1 { return .failure(.ambiguous(name: name, ids: matches.map(id))) }
    return .success(matches.first)
  }
}

/// The last dot-separated part of an id: `org.transhost.slide` -> `slide`.
public func shortName(of id: String) -> String {
  String(id.split(separator: ".").last ?? Substring(id))
}

/// Why an animator (or object) name did not resolve.
public enum RegistryLookupError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No animator has that id or short name.
  case unknown(name: String, suggestion: String?)
  /// Several animators (or objects) share that short name.
  case ambiguous(name: String, ids: [String])
  /// The name is an object's (a delegate or a view controller), where an animator is
  /// asked for.
  case notAnAnimator(name: String, id: String, kind: ObjectDescriptor.Kind)
  /// No object has that id or short name.
  case unknownObject(name: String, suggestion: String?)
  /// The name is an animator's, where an object is asked for.
  case notAnObject(name: String, id: String)

  /// The message.
  public var description: String {
    switch self {
    case .unknown(let name, let suggestion):
      "unknown animator '\(name)'"
        + (suggestion.map { "; did you mean '\($0)'?" }
          ?? "; run 'transhost list' to see the installed animators")
    case .ambiguous(let name, let ids):
      "animator name '\(name)' is ambiguous: \(ids.joined(separator: ", ")); use the full id"
    case .notAnAnimator(let name, let id, let kind):
      "'\(name)' is the \(kind) '\(id)', not an animator; "
        + (kind.isDelegate
          ? "choose it with 'with delegate \(id)' or map a style to it"
          : "make it with 'controller NAME class \(id)'")
    case .unknownObject(let name, let suggestion):
      "unknown delegate or view controller '\(name)'"
        + (suggestion.map { "; did you mean '\($0)'?" }
          ?? "; run 'transhost list' to see the installed objects")
    case .notAnObject(let name, let id):
      "'\(name)' is the animator '\(id)', not a delegate or view controller"
    }
  }
}
