#if canImport(Glibc)
  import Glibc
#endif

/// The checks of the directories above plugin files, made once per directory for a
/// scan of many files: each directory up to `/` owned by the current user or root and
/// writable by nobody else (root-owned sticky directories such as `/tmp` excepted), and
/// each plugin directory's real path (for the cache keys of the files in it).
///
/// A scan checks every file on every run; the directories above the files of one
/// directory are the same for all of them, so their answers are kept for the scan (a
/// new ``DirectoryChecks`` asks again).
final class DirectoryChecks {
  /// What the checked directories hold, for the wording of a refusal.
  enum Guarded {
    /// Plugin libraries.
    case plugins
    /// The plugin cache.
    case cache

    /// Who may own the file and the directories above it.
    var trustedOwners: String {
      switch self {
      case .plugins: "only your own or root's plugins are loaded"
      case .cache: "only a cache of your own or root's is read"
      }
    }

    /// What someone else could replace.
    var whatIsReplaced: String {
      switch self {
      case .plugins: "the plugin"
      case .cache: "the cache"
      }
    }
  }

  /// What the directories hold.
  private let guarded: Guarded
  /// This process's effective user, whose files and directories are trusted (with
  /// root's): asked once, not once a file.
  let user = geteuid()
  /// The problem found in a directory or above it; nil when there is none.
  private var problems: [String: DynamicLibraryError?] = [:]
  /// The directory last asked about in ``problem(inOrAbove:)``, and the answer: the
  /// files of one directory are checked one after the other.
  private var lastChecked: (directory: String, problem: DynamicLibraryError?)?
  /// The real path of each directory asked about; nil when it has none.
  private var realPaths: [String: String?] = [:]
  /// The directory last asked about in ``realPath(of:in:)``, and its real path: the
  /// files of one directory are asked about one after the other.
  private var lastDirectory: (directory: String, realPath: String?)?

  /// Checks that start afresh, of directories holding `guarded`.
  init(guarding guarded: Guarded = .plugins) {
    self.guarded = guarded
  }

  /// Why plugins in `directory` (absolute) may not be loaded because of it or a
  /// directory above it; nil when they may. A directory that cannot be `stat`ed ends
  /// the walk, as do `/`.
  func problem(inOrAbove directory: String) -> DynamicLibraryError? {
    if let last = lastChecked, last.directory == directory { return last.problem }
    if let known = problems[directory] {
      lastChecked = (directory, known)
      return known
    }
    var info = stat()
    var found: DynamicLibraryError?
    if stat(directory, &info) == 0 {
      found = PluginFile.ownershipProblem(
        info, path: directory, isDirectory: true, user: user, guarding: guarded)
      if found == nil, directory != "/" {
        found = problem(inOrAbove: Self.parent(of: directory))
      }
    }
    problems[directory] = .some(found)
    lastChecked = (directory, found)
    return found
  }

  /// The real path of the file `name` in `directory` (absolute): the directory's real
  /// path and the name (a plugin file is opened without following links, so its own
  /// name is never a link); nil when the directory has no real path.
  func realPath(of name: String, in directory: String) -> String? {
    let resolved: String?
    if let last = lastDirectory, last.directory == directory {
      resolved = last.realPath
    } else if let known = realPaths[directory] {
      resolved = known
    } else {
      resolved = PluginSearchPath.realPath(directory)
      realPaths[directory] = .some(resolved)
    }
    lastDirectory = (directory, resolved)
    guard let resolved else { return nil }
    return resolved == "/" ? "/" + name : resolved + "/" + name
  }

  /// The directory above the absolute `path`: `/a/b` for `/a/b/c`, `/` for `/a`
  /// (repeated and trailing slashes count as one).
  static func parent(of path: String) -> String {
    // One pass over the UTF-8 bytes in place: the last slash, unless a slash is repeated
    // or trailing (then the general way below); the parent made from the bytes before
    // it (no substring, whose bounds are checked for grapheme boundaries).
    var path = path
    let slash = UInt8(ascii: "/")
    let fast = path.withUTF8 { bytes -> String? in
      guard let final = bytes.last, final != slash else { return nil }
      var previous: UInt8 = 0
      var last: Int?
      for (index, byte) in bytes.enumerated() {
        if byte == slash {
          if previous == slash { return nil }
          last = index
        }
        previous = byte
      }
      guard let last else { return nil }
      return last == 0
        ? "/" : String(decoding: UnsafeBufferPointer(rebasing: bytes[..<last]), as: UTF8.self)
    }
    if let fast { return fast }
    let parts = path.split(separator: "/").dropLast()
    return "/" + parts.joined(separator: "/")
  }
}
