#if canImport(Glibc)
  import Glibc
#endif

/// A plugin file opened for loading and checked: the security rules every plugin
/// passes before anything reads it, and the `stat` the scan cache is keyed on.
///
/// It is opened from an absolute path only, with `O_NOFOLLOW` (a symbolic link is
/// refused), and checked with `fstat` on that open descriptor: a regular file, owned by
/// the current user or root, writable by nobody else, and every directory above it the
/// same (root-owned sticky directories such as `/tmp` excepted). The caller owns the
/// descriptor: ``DynamicLibrary`` loads through it, the scanner closes it.
struct PluginFile {
  /// The absolute path it was opened from.
  let path: String
  /// The open descriptor (`O_RDONLY | O_CLOEXEC`).
  let descriptor: Int32
  /// `fstat` of ``descriptor``.
  let info: stat

  /// Opens and checks the file at the absolute `path`, or says why it may not be loaded.
  static func open(absolutePath path: String) -> Result<PluginFile, DynamicLibraryError> {
    guard path.hasPrefix("/") else { return .failure(.relativePath) }
    let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    guard descriptor >= 0 else {
      let error = errno
      if error == ELOOP {
        return .failure(
          .insecure(
            culprit: path,
            reason:
              "is a symbolic link; plugins are opened without following links, so put the file itself in the plugin directory"
          ))
      }
      return .failure(.loader(message: "cannot open: \(String(cString: strerror(error)))"))
    }
    var keepOpen = false
    defer { if !keepOpen { Glibc.close(descriptor) } }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      return .failure(.loader(message: "cannot stat: \(String(cString: strerror(errno)))"))
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      return .failure(.insecure(culprit: path, reason: "is not a regular file"))
    }
    if let problem = ownershipProblem(info, path: path, isDirectory: false) {
      return .failure(problem)
    }
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
    keepOpen = true
    return .success(PluginFile(path: path, descriptor: descriptor, info: info))
  }

  /// Closes the descriptor (when the file is not loaded after all).
  func close() { Glibc.close(descriptor) }

  /// Why a file or directory may not hold a plugin: owned by another user, or writable
  /// by group or others (root-owned sticky directories such as `/tmp` are allowed).
  private static func ownershipProblem(
    _ info: stat, path: String, isDirectory: Bool
  ) -> DynamicLibraryError? {
    let user = geteuid()
    if info.st_uid != user && info.st_uid != 0 {
      return .insecure(
        culprit: path,
        reason:
          "is owned by user \(info.st_uid), neither you (\(user)) nor root; only your own or root's plugins are loaded"
      )
    }
    let writableByOthers = info.st_mode & (S_IWGRP | S_IWOTH) != 0
    let stickyRootDirectory = isDirectory && info.st_uid == 0 && info.st_mode & S_ISVTX != 0
    if writableByOthers && !stickyRootDirectory {
      let who = info.st_mode & S_IWOTH != 0 ? "everyone" : "its group"
      return .insecure(
        culprit: path,
        reason:
          "is writable by \(who), so someone else could replace the plugin; run chmod go-w '\(path)'"
      )
    }
    return nil
  }

  private static func parentDirectory(of path: String) -> String {
    let parts = path.split(separator: "/").dropLast()
    return "/" + parts.joined(separator: "/")
  }
}
