import PluginHost

/// The plugins built and shipped with transhost (the package's dynamic products), which
/// `run` trusts to run in its own process: what decides whether a run needs helper
/// processes (``IsolatedRun/runUnlessBundled(_:_:)``).
enum BundledPlugins {
  /// Their library file names: `lib` + each dynamic product of Package.swift + `.so`
  /// (BundledPluginsTests compares the two).
  static let fileNames: Set<String> = [
    "libSlideUpAnimator.so", "libZoomAnimator.so", "libCrossDissolveAnimator.so",
    "libPushAnimator.so", "libSpringCardAnimator.so", "libCFadeAnimator.so",
    "libCSheetDelegate.so", "libBottomSheetPlugin.so", "libZoomDetailPlugin.so",
    "libTransitionCorpus.so",
  ]

  /// Whether every plugin of `registry` is one of them, found where transhost's own
  /// plugins live (the executable's directory, `<prefix>/lib/transhost/plugins`): then
  /// no code from elsewhere can run in a script. A library of another name dropped into
  /// those directories is not bundled.
  static func holdsOnlyBundled(_ registry: PluginRegistry) -> Bool {
    let own = Set(
      registry.directories.filter { $0.origin == .executable || $0.origin == .installed }
        .map(\.path))
    return registry.items.allSatisfy { item in
      let path = item.plugin.path
      guard let slash = path.lastIndex(of: "/") else { return false }
      let directory = slash == path.startIndex ? "/" : String(path[..<slash])
      return own.contains(directory)
        && fileNames.contains(String(path[path.index(after: slash)...]))
    }
  }
}
