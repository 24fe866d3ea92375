#if canImport(Glibc)
  import Glibc
#endif

/// A file found in a plugin directory.
struct DirectoryEntry: Hashable {
  /// The absolute path.
  let path: String
  /// The directory it was found in, as searched.
  let directory: String
  /// Its name in that directory.
  let name: String
  /// Nil for a regular file (after following links), else what it is.
  let irregularKind: String?
}

/// Lists the `.so` files of a directory, sorted by name so that scans are deterministic.
/// Returns nil when the directory cannot be read.
func listSharedLibraries(in directory: String) -> [DirectoryEntry]? {
  guard let stream = opendir(directory) else { return nil }
  defer { closedir(stream) }
  var found: [(name: String, isRegular: Bool)] = []
  while let entry = readdir(stream) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> String in
      let bytes = raw.prefix(while: { $0 != 0 })
      return String(decoding: bytes, as: UTF8.self)
    }
    if name.hasSuffix(".so") { found.append((name, entry.pointee.d_type == UInt8(DT_REG))) }
  }
  // The directory and its slash made once: each path is then one string made, not two.
  let prefix = directory.hasSuffix("/") ? directory : directory + "/"
  return found.sorted { $0.name < $1.name }.map { name, isRegular in
    let path = prefix + name
    // A directory entry that says "regular file" is one (no link to follow); other
    // kinds, and file systems that do not say, are asked with stat.
    return DirectoryEntry(
      path: path, directory: directory, name: name,
      irregularKind: isRegular ? nil : fileKind(path))
  }
}

/// Nil for a regular file (following links), else a phrase for what it is.
func fileKind(_ path: String) -> String? {
  var info = stat()
  guard stat(path, &info) == 0 else {
    var linkInfo = stat()
    return lstat(path, &linkInfo) == 0 ? "a dangling symbolic link" : "missing"
  }
  switch info.st_mode & S_IFMT {
  case S_IFREG: return nil
  case S_IFDIR: return "a directory"
  case S_IFLNK: return "a symbolic link"
  case S_IFIFO: return "a FIFO"
  case S_IFSOCK: return "a socket"
  case S_IFCHR, S_IFBLK: return "a device"
  default: return "not a regular file"
  }
}
