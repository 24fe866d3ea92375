#if canImport(Glibc)
  import Glibc
#endif

/// A shared library opened with `dlopen`: the only place transhost calls `dlopen`,
/// `dlsym` and `dlerror`.
///
/// Libraries are opened with `RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE` from absolute
/// paths only and are never closed: a library with Swift in it cannot be unloaded
/// safely (the Swift runtime keeps pointers into its metadata), and hot reload means a
/// new process.
struct DynamicLibrary: @unchecked Sendable {
  let path: String
  private let handle: UnsafeMutableRawPointer

  /// Opens the library at the absolute `path`, or returns the loader's message.
  static func open(absolutePath path: String) -> Result<DynamicLibrary, DynamicLibraryError> {
    guard path.hasPrefix("/") else { return .failure(.relativePath) }
    _ = dlerror()
    guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE) else {
      return .failure(.loader(message: lastError() ?? "unknown dlopen error"))
    }
    return .success(DynamicLibrary(path: path, handle: handle))
  }

  /// The address of the symbol `name`, or nil when the library does not export it.
  func symbol(named name: String) -> UnsafeMutableRawPointer? {
    _ = dlerror()
    return dlsym(handle, name)
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
}
