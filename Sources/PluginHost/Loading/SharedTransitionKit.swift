import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The TransitionKit library that the bundled Swift plugins share: linked once by
/// Plugins/swift-plugin-link.sh into `transitionkit/libTransitionKit-HASH.so` beside them
/// (HASH: of its objects), which each of them names as `DT_NEEDED` with an
/// `$ORIGIN/transitionkit` run path.
///
/// A plugin is loaded through `/proc/self/fd/N` (``DynamicLibrary``), so its `$ORIGIN` is
/// not its directory and the loader could not find the library. It is loaded here first,
/// from the plugin's directory, opened and checked as a plugin is (``PluginFile``); the
/// loader then takes it for the plugin's dependency by its `DT_SONAME`. Each library is
/// loaded once per process. The directory is not a plugin directory: a scan lists the
/// `.so` files of a directory and does not enter its subdirectories.
enum SharedTransitionKit {
  /// The subdirectory of a plugin directory that holds the shared libraries.
  static let directoryName = "transitionkit"

  /// The libraries loaded, by file name, and the paths tried.
  private struct State {
    var loaded: Set<String> = []
    var tried: Set<String> = []
    /// Whether each plugin directory seen has a ``directoryName`` subdirectory.
    var hasLibraries: [String: Bool] = [:]
  }
  private static let state = Mutex(State())

  /// Whether `name` is the file name of a shared TransitionKit library:
  /// `libTransitionKit-` and 16 lowercase hexadecimal digits, then `.so`.
  static func isLibraryName(_ name: String) -> Bool {
    let prefix = "libTransitionKit-"
    let suffix = ".so"
    guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return false }
    let digits = name.utf8.dropFirst(prefix.utf8.count).dropLast(suffix.utf8.count)
    return digits.count == 16
      && digits.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }

  /// Loads the shared libraries that the plugin open on `file` names and that are not
  /// loaded yet, from its directory's ``directoryName``. One that is missing or refused is
  /// left to the plugin's own load, which then fails with the loader's message.
  ///
  /// A plugin in a directory without that subdirectory (every C plugin directory) is not
  /// read: one `stat` a directory instead of the plugin's dynamic section each.
  static func loadIfNeeded(by file: PluginFile, directories: DirectoryChecks) {
    let directory = DirectoryChecks.parent(of: file.path)
    let hasLibraries = state.withLock { state in
      if let known = state.hasLibraries[directory] { return known }
      var info = stat()
      let found =
        stat(sharedDirectory(in: directory), &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
      state.hasLibraries[directory] = found
      return found
    }
    guard hasLibraries else { return }
    for name in file.neededLibraries() where isLibraryName(name) {
      let path = sharedDirectory(in: directory) + "/" + name
      let isNew = state.withLock { state in
        !state.loaded.contains(name) && state.tried.insert(path).inserted
      }
      guard isNew,
        case .success(let file) = PluginFile.open(absolutePath: path, directories: directories),
        DynamicLibrary.load(file) != nil
      else { continue }
      _ = state.withLock { $0.loaded.insert(name) }
    }
  }

  /// The loader's message for a plugin in `directory` that could not be loaded, with what
  /// to do when the library it could not find is a shared TransitionKit: a bundled
  /// plugin copied without the `transitionkit` directory built beside it.
  static func explain(_ message: String, pluginDirectory directory: String) -> String {
    // glibc's words: "NAME: cannot open shared object file: No such file or directory".
    let words = message.split(separator: " ")
    guard
      let at = words.indices.first(where: {
        words[$0].hasSuffix(":") && isLibraryName(String(words[$0].dropLast()))
      }),
      words[(at + 1)...].prefix(5).joined(separator: " ") == "cannot open shared object file:"
    else { return message }
    let name = String(words[at].dropLast())
    let expected = sharedDirectory(in: directory) + "/" + name
    var info = stat()
    if stat(expected, &info) == 0 {
      return message
        + "; \(expected) exists but was refused: it must be the library built with this"
        + " plugin, undamaged (copy it again), and pass the checks a plugin file does"
        + " (a regular file, owned by you or root, not writable by others)"
    }
    return message
      + "; this plugin shares the TransitionKit library of the plugins it was built with:"
      + " copy \(name) from the transitionkit directory beside them to \(expected)"
      + " (scripts/install.sh installs both)"
  }

  /// The ``directoryName`` subdirectory of plugin directory `directory`.
  private static func sharedDirectory(in directory: String) -> String {
    (directory.hasSuffix("/") ? directory : directory + "/") + directoryName
  }
}
