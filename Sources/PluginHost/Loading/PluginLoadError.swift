import TransitionEngine

/// Why a file in a plugin directory was refused. Each case names the file; the
/// wording lives in ``description``.
public enum PluginLoadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The dynamic loader could not load it (missing dependency, not ELF, wrong machine).
  case notLoadable(path: String, loaderMessage: String)
  /// It is an ELF file built for another machine.
  case wrongMachine(path: String, found: String)
  /// It is an ELF file shorter than its own headers say (cut short while copied).
  case truncated(path: String, size: Int, needed: Int)
  /// It is not a regular file (a directory, a device, a dangling link).
  case notARegularFile(path: String, kind: String)
  /// The file or a directory above it fails the ownership and permission checks.
  case insecure(path: String, culprit: String, reason: String)
  /// It exports no `transhost_entry_v1`: not a transhost plugin (skipped quietly).
  case notAPlugin(path: String)
  /// `transhost_entry_v1` returned NULL.
  case entryReturnedNothing(path: String)
  /// The entry speaks another ABI major.
  case wrongMajor(path: String, found: UInt32)
  /// The entry needs a newer host minor than this host's.
  case minorTooNew(path: String, required: UInt32, host: UInt32)
  /// A struct is smaller than the fields this host must read.
  case structTooSmall(path: String, structName: String, size: UInt32, needed: Int)
  /// `init` returned an error status.
  case initFailed(path: String, status: Int32)
  /// The plugin has neither an animator factory nor an object factory.
  case noFactory(path: String)
  /// A descriptor is unusable.
  case badDescriptor(path: String, index: UInt32, reason: String)
  /// The object factory is smaller than ABI 1.3's, or lacks `count` or `descriptor`.
  case objectFactoryTooSmall(path: String, size: UInt32, needed: Int)
  /// An object descriptor (of the object factory) is unusable.
  case badObjectDescriptor(path: String, index: UInt32, reason: String)
  /// The scan helper loading it was ended by a signal (a crash in a constructor, the
  /// entry function or `init`).
  case crashedWhileLoading(path: String, signal: Int32)
  /// The scan helper loading it exited before reporting (the plugin called `exit`).
  case exitedWhileLoading(path: String, status: Int32)
  /// The scan helper loading it ran past the time limit and was killed.
  case timedOutWhileLoading(path: String, seconds: Double)
  /// The scan helper could not be started, or its report could not be read.
  case scanFailed(path: String, reason: String)
  /// The file opened to be loaded is not the version the scan checked (it was replaced,
  /// rewritten, or a directory above it was swapped): it is not loaded.
  case changedSinceScan(path: String, scanned: FileIdentity, found: FileIdentity)

  /// The file at fault.
  public var path: String {
    switch self {
    case .notLoadable(let path, _), .notAPlugin(let path), .notARegularFile(let path, _),
      .wrongMachine(let path, _), .truncated(let path, _, _),
      .insecure(let path, _, _),
      .entryReturnedNothing(let path),
      .wrongMajor(let path, _), .minorTooNew(let path, _, _), .structTooSmall(let path, _, _, _),
      .initFailed(let path, _), .noFactory(let path), .badDescriptor(let path, _, _),
      .objectFactoryTooSmall(let path, _, _), .badObjectDescriptor(let path, _, _),
      .crashedWhileLoading(let path, _), .exitedWhileLoading(let path, _),
      .timedOutWhileLoading(let path, _), .scanFailed(let path, _),
      .changedSinceScan(let path, _, _):
      path
    }
  }

  /// The reason alone, without the path: what `list` prints in its reason column.
  public var reason: String {
    switch self {
    case .notLoadable(_, let message):
      "cannot be loaded: \(message)"
    case .wrongMachine(_, let found):
      "is built for \(found), but this host runs on \(ELFMachine.host?.name ?? "another machine"); "
        + "rebuild it for this machine"
    case .truncated(_, let size, let needed):
      "is truncated: it has \(size) bytes, but its ELF headers describe \(needed) bytes; copy or build it again"
    case .notARegularFile(_, let kind):
      "is \(kind), not a regular file; only shared library files are loaded"
    case .insecure(let path, let culprit, let reason):
      culprit == path ? "refused: it \(reason)" : "refused: '\(culprit)' \(reason)"
    case .notAPlugin:
      "not a transhost plugin (it exports no transhost_entry_v1)"
    case .entryReturnedNothing:
      "transhost_entry_v1 returned NULL; the plugin must return its entry struct"
    case .wrongMajor(_, let found):
      "built for ABI major \(found), but this host speaks major \(hostABIMajor); "
        + "rebuild it against this transhost.h"
    case .minorTooNew(_, let required, let host):
      "needs ABI 1.\(required) or newer, but this host provides 1.\(host); update transhost"
    case .structTooSmall(_, let name, let size, let needed):
      "its \(name) is \(size) bytes, smaller than the \(needed) bytes ABI 1.0 requires; "
        + "set struct_size to sizeof(\(name))"
    case .initFailed(_, let status):
      "its init returned \(status) (\(statusName(status))); the plugin refused to load"
    case .noFactory:
      "get_factory returned NULL for \"\(animatorFactoryID)\" and \"\(objectFactoryID)\"; "
        + "the plugin serves no animators and no objects"
    case .badDescriptor(_, let index, let reason):
      "descriptor \(index) is invalid: \(reason)"
    case .objectFactoryTooSmall(_, let size, let needed):
      "its transhost_object_factory_t is \(size) bytes or lacks count or descriptor, but ABI "
        + "1.3 requires \(needed) bytes and both; set struct_size to "
        + "sizeof(transhost_object_factory_t) and fill count and descriptor"
    case .badObjectDescriptor(_, let index, let reason):
      "object descriptor \(index) is invalid: \(reason)"
    case .crashedWhileLoading(_, let signal):
      "crashed while loading: \(signalDescription(signal))"
    case .exitedWhileLoading(_, let status):
      "exited with status \(status) while loading"
    case .timedOutWhileLoading(_, let seconds):
      "did not finish loading within \(formatNumber(seconds)) s (killed)"
    case .scanFailed(_, let reason):
      "could not be scanned: \(reason)"
    case .changedSinceScan(_, let scanned, let found):
      "changed since it was scanned (scanned: \(scanned); now: \(found)), so it is not "
        + "loaded; run the command again to scan the new file"
    }
  }

  /// `'path': reason`.
  public var description: String { "'\(path)': \(reason)" }
}
