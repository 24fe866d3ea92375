import CTransitionABI
import TransitionEngine

/// Every animator found in the plugin directories, indexed by id and by what it
/// serves, with the files that were refused, skipped or shadowed and why.
public final class PluginRegistry {
  /// An animator that passed every check.
  public struct Entry: Sendable {
    /// What it says about itself.
    public let descriptor: AnimatorDescriptor
    /// The library serving it.
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

  /// The directories searched, in order.
  public let directories: [PluginDirectory]
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
  public private(set) var warnings: [String] = []
  /// The bridge plugins were initialised with.
  let loadingBridge = HostBridge(engine: nil)
  private var byID: [String: Int] = [:]

  /// Scans `directories` in order and loads every plugin found.
  public init(directories: [PluginDirectory]) {
    self.directories = directories
    let loader = PluginLoader(host: UnsafePointer(loadingBridge.host))
    for directory in directories {
      guard let files = listSharedLibraries(in: directory.path) else {
        if directory.origin == .option || directory.origin == .environment {
          warnings.append(
            "plugin directory '\(directory.path)' (from \(directory.origin.rawValue)) cannot be read; "
              + "check the path")
        }
        continue
      }
      for file in files { load(file, loader: loader) }
    }
  }

  private func load(_ file: DirectoryEntry, loader: PluginLoader) {
    if let kind = file.irregularKind {
      refused.append(.notARegularFile(path: file.path, kind: kind))
      return
    }
    let loaded = loadingBridge.calling(file.path) { loader.load(path: file.path) }
    switch loaded {
    case .failure(.notAPlugin(let path)):
      skipped.append(path)
    case .failure(let error):
      refused.append(error)
    case .success(let result):
      if let warning = result.plugin.compilerWarning {
        warnings.append("'\(result.plugin.path)' was \(warning)")
      }
      refused += result.refusedDescriptors
      for descriptor in result.descriptors {
        if let winner = byID[descriptor.id] {
          shadowed.append(
            Shadowed(id: descriptor.id, path: file.path, winnerPath: entries[winner].plugin.path))
          continue
        }
        byID[descriptor.id] = entries.count
        entries.append(Entry(descriptor: descriptor, plugin: result.plugin))
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
