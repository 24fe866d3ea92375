import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Foundation, loaded once before the first plugin that needs it (a Swift plugin: the
/// SDK re-exports Foundation, as `import UIKit` does), with lazy binding.
///
/// `transhost` itself does not link Foundation, so that a process that loads no Swift
/// plugin (a warm `list`, a scan helper given C plugins) never maps it and ICU. A plugin
/// is loaded with `RTLD_NOW`, and `RTLD_NOW` binds every symbol of every library the
/// load brings in: loaded as a plugin's dependency, Foundation and ICU would have all
/// their own calls bound at once (measured: 35.2 M instructions to load the 10 bundled
/// plugins, against 21.4 M with Foundation loaded lazily first; docs/PERFORMANCE.md).
/// Loaded first with `RTLD_LAZY`, as a program linked with it loads it, their calls are
/// bound when made. Plugins themselves are still loaded `RTLD_NOW | RTLD_LOCAL`.
///
/// Foundation is the toolchain's: the `libFoundation.so` beside the Swift runtime this
/// process runs on (the one a plugin built by the same toolchain names), opened by its
/// absolute path; when there is none, nothing is loaded here and the plugin's own
/// dependencies are loaded as they would be anyway.
enum FoundationPreload {
  /// The library a Swift plugin needs.
  static let libraryName = "libFoundation.so"

  /// Whether the preload was tried (it is tried once).
  private static let isDone = Atomic<Bool>(false)

  /// Loads Foundation when the plugin open on `file` names it as a dependency and it is
  /// not loaded yet.
  static func ifNeeded(by file: PluginFile) {
    guard !isDone.load(ordering: .acquiring), file.neededLibraries().contains(libraryName)
    else { return }
    guard
      isDone.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
        .exchanged
    else { return }
    guard let path = toolchainPath else { return }
    _ = DynamicLibrary.openToolchainLibrary(absolutePath: path)
  }

  /// `libFoundation.so` beside the Swift runtime this process runs on, when it exists.
  private static var toolchainPath: String? {
    guard let runtime = DynamicLibrary.pathOfLibrary(defining: "swift_retain"),
      let slash = runtime.lastIndex(of: "/")
    else { return nil }
    let path = String(runtime[..<slash]) + "/" + libraryName
    var info = stat()
    guard path.hasPrefix("/"), stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      return nil
    }
    return path
  }
}
