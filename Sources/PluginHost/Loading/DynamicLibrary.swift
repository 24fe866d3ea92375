import CHostSupport
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A shared library opened with `dlopen`: the only place transhost calls `dlopen`,
/// `dlsym` and `dlerror`.
///
/// A library is opened safely: ``PluginFile`` opens it from an absolute path with
/// `O_NOFOLLOW` and checks the open descriptor and every directory above it, then it is
/// loaded through `/proc/self/fd/N` so that the file checked is the file loaded; when the
/// caller knows which version was scanned (``FileIdentity``), the descriptor's `fstat`
/// must match it, so the file loaded is also the file scanned. Flags
/// are `RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE`, and a library is never closed: one with
/// Swift in it cannot be unloaded safely, and hot reload means a new process.
struct DynamicLibrary: @unchecked Sendable {
  let path: String
  private let handle: UnsafeMutableRawPointer

  /// Opens the library at the absolute `path`, or says why not; `directories` answers
  /// for the directories above it. With `identity`, the file opened must be that
  /// version (checked with `fstat` on the descriptor that is then loaded), or it is
  /// refused unloaded. With `inherited`, the descriptor of the file a forked scan
  /// helper's host opened and checked (with `identity`): it is loaded through that
  /// descriptor (``PluginFile/inherited(descriptor:path:expecting:)``), which it keeps,
  /// instead of the path being opened and checked again.
  static func open(
    absolutePath path: String, directories: DirectoryChecks = DirectoryChecks(),
    expecting identity: FileIdentity? = nil, inherited: Int32? = nil
  ) -> Result<DynamicLibrary, DynamicLibraryError> {
    let opening =
      if let inherited, let identity {
        PluginFile.inherited(descriptor: inherited, path: path, expecting: identity)
      } else {
        PluginFile.open(absolutePath: path, directories: directories, expecting: identity)
      }
    switch opening {
    case .success(let opened): return open(checked: opened, directories: directories)
    case .failure(let error): return .failure(error)
    }
  }

  /// Loads the library open on `file`, which ``PluginFile`` opened and checked (the
  /// descriptor is kept when it loads, closed when it does not); `directories` answers
  /// for the shared libraries it needs beside it (``SharedTransitionKit``).
  static func open(
    checked file: PluginFile, directories: DirectoryChecks
  ) -> Result<DynamicLibrary, DynamicLibraryError> {
    let path = file.path
    FoundationPreload.ifNeeded(by: file)
    // A loaded library keeps its descriptor: glibc knows libraries by name, so a later
    // load through a reused /proc/self/fd/N would be mistaken for this one.
    let procPath = "/proc/self/fd/\(file.descriptor)"
    loadedPlugins.store(true, ordering: .releasing)
    SharedTransitionKit.loadIfNeeded(by: file, directories: directories)
    _ = dlerror()
    guard let handle = dlopen(procPath, RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE) else {
      let message = lastError() ?? "unknown dlopen error"
      file.close()
      return .failure(
        .loader(
          message: SharedTransitionKit.explain(
            message.replacingProcPath(procPath, with: path),
            pluginDirectory: DirectoryChecks.parent(of: path))))
    }
    return .success(DynamicLibrary(path: path, handle: handle))
  }

  /// Loads the checked library open on `file` through its descriptor, which it keeps,
  /// with the flags of a plugin; nil (and the descriptor closed) when the loader refuses it.
  static func load(_ file: PluginFile) -> DynamicLibrary? {
    _ = dlerror()
    guard
      let handle = dlopen("/proc/self/fd/\(file.descriptor)", RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE)
    else {
      _ = dlerror()
      file.close()
      return nil
    }
    return DynamicLibrary(path: file.path, handle: handle)
  }

  /// Whether this process has loaded (or tried to load) a plugin: a helper forked from
  /// it would hold those libraries, under `/proc/self/fd/N` names that a file it loads
  /// through a reused descriptor would be taken for, so helpers are then executed
  /// (``HelperFork/isSafe``).
  static var hasLoadedPlugins: Bool { loadedPlugins.load(ordering: .acquiring) }
  private static let loadedPlugins = Atomic<Bool>(false)

  /// The address of the symbol `name`, or nil when the library does not export it.
  func symbol(named name: String) -> UnsafeMutableRawPointer? {
    _ = dlerror()
    return dlsym(handle, name)
  }

  /// Loads a library of the Swift toolchain (``FoundationPreload``) by its absolute path,
  /// with lazy binding, as a program linked with it would; nil when it cannot be loaded.
  static func openToolchainLibrary(absolutePath path: String) -> DynamicLibrary? {
    guard path.hasPrefix("/"),
      let handle = dlopen(path, RTLD_LAZY | RTLD_LOCAL | RTLD_NODELETE)
    else {
      _ = dlerror()
      return nil
    }
    return DynamicLibrary(path: path, handle: handle)
  }

  /// The file of the library (or executable) that defines `symbol` in this process.
  static func pathOfLibrary(defining symbol: String) -> String? {
    guard let address = dlsym(nil, symbol) else {
      _ = dlerror()
      return nil
    }
    return transhost_object_file(address).map { String(cString: $0) }
  }

  private static func lastError() -> String? {
    guard let message = dlerror() else { return nil }
    return String(cString: message)
  }
}

/// Why a library could not be opened.
enum DynamicLibraryError: Error, Equatable {
  /// The path was not absolute; `dlopen` would search the library path.
  case relativePath
  /// The dynamic loader refused it, with its message.
  case loader(message: String)
  /// The file or a directory above it fails the ownership and permission checks.
  case insecure(culprit: String, reason: String)
  /// It is an ELF file for another machine (or word size, or byte order).
  case wrongMachine(found: String)
  /// It is an ELF file shorter than its own headers say.
  case truncated(size: Int, needed: Int)
  /// The file opened is not the version that was scanned.
  case changed(scanned: FileIdentity, found: FileIdentity)
}

extension String {
  /// The loader's message with the `/proc/self/fd/N` name replaced by the real path.
  func replacingProcPath(_ procPath: String, with path: String) -> String {
    var result = ""
    var rest = Substring(self)
    while let start = rest.firstIndex(of: procPath.first ?? "/") {
      if rest[start...].hasPrefix(procPath) {
        result += rest[..<start] + path
        rest = rest[rest.index(start, offsetBy: procPath.count)...]
      } else {
        result += rest[...start]
        rest = rest[rest.index(after: start)...]
      }
    }
    return result + rest
  }
}
