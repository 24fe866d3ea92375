#if canImport(Glibc)
  import Glibc
#endif

/// A shared library opened with `dlopen`: the only place transhost calls `dlopen`,
/// `dlsym` and `dlerror`.
///
/// A library is opened safely: from an absolute path only, with `O_NOFOLLOW` (a
/// symbolic link is refused), checked with `fstat` on that open descriptor (a regular
/// file, owned by the current user or root, writable by nobody else, and every
/// directory above it the same, root-owned sticky directories such as `/tmp`
/// excepted), then loaded through `/proc/self/fd/N` so that the file checked is the
/// file loaded. Flags are `RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE`, and a library is never
/// closed: one with Swift in it cannot be unloaded safely, and hot reload means a new
/// process.
struct DynamicLibrary: @unchecked Sendable {
  let path: String
  private let handle: UnsafeMutableRawPointer

  /// Opens the library at the absolute `path`, or says why not.
  static func open(absolutePath path: String) -> Result<DynamicLibrary, DynamicLibraryError> {
    guard path.hasPrefix("/") else { return .failure(.relativePath) }
    let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    guard descriptor >= 0 else {
      let error = errno
      if error == ELOOP { return .failure(.insecure(culprit: path, reason: "is a symbolic link; plugins are opened without following links, so put the file itself in the plugin directory")) }
      return .failure(.loader(message: "cannot open: \(String(cString: strerror(error)))"))
    }
    var keepOpen = false
    // A loaded library keeps its descriptor: glibc knows libraries by name, so a later
    // load through a reused /proc/self/fd/N would be mistaken for this one.
    defer { if !keepOpen { close(descriptor) } }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      return .failure(.loader(message: "cannot stat: \(String(cString: strerror(errno)))"))
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      return .failure(.insecure(culprit: path, reason: "is not a regular file"))
    }
    if let problem = ownershipProblem(info, path: path, isDirectory: false) { return .failure(problem) }
    var directory = parentDirectory(of: path)
    while true {
      var directoryInfo = stat()
      guard stat(directory, &directoryInfo) == 0 else { break }
      if let problem = ownershipProblem(directoryInfo, path: directory, isDirectory: true) {
        return .failure(problem)
      }
      if directory == "/" { break }
      directory = parentDirectory(of: directory)
    }
    _ = dlerror()
    guard let handle = dlopen("/proc/self/fd/\(descriptor)", RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE) else {
      let message = lastError() ?? "unknown dlopen error"
      return .failure(.loader(message: message.replacingProcPath("/proc/self/fd/\(descriptor)", with: path)))
    }
    keepOpen = true
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

  /// Why a file or directory may not hold a plugin: owned by another user, or writable
  /// by group or others (root-owned sticky directories such as `/tmp` are allowed).
  private static func ownershipProblem(_ info: stat, path: String, isDirectory: Bool) -> DynamicLibraryError? {
    let user = geteuid()
    if info.st_uid != user && info.st_uid != 0 {
      return .insecure(
        culprit: path,
        reason: "is owned by user \(info.st_uid), neither you (\(user)) nor root; only your own or root's plugins are loaded")
    }
    let writableByOthers = info.st_mode & (S_IWGRP | S_IWOTH) != 0
    let stickyRootDirectory = isDirectory && info.st_uid == 0 && info.st_mode & S_ISVTX != 0
    if writableByOthers && !stickyRootDirectory {
      let who = info.st_mode & S_IWOTH != 0 ? "everyone" : "its group"
      return .insecure(
        culprit: path,
        reason: "is writable by \(who), so someone else could replace the plugin; run chmod go-w '\(path)'")
    }
    return nil
  }

  private static func parentDirectory(of path: String) -> String {
    let parts = path.split(separator: "/").dropLast()
    return "/" + parts.joined(separator: "/")
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
