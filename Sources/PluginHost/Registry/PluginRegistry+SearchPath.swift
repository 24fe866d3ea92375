extension PluginRegistry {
  /// The registry of the plugins a command finds: in `pluginPaths` (`--plugin-path`),
  /// then `$TRANSHOST_PLUGIN_PATH`, then, unless `includesDefaultPath` is false
  /// (`--no-default-path`), beside the executable; scanned by `scanner`, through
  /// `cache` when there is one. Its ``warnings`` and a cache it could not write are
  /// for the caller to show.
  public static func searching(
    pluginPaths: [String], includesDefaultPath: Bool, scanner: PluginScanner,
    cache: PluginCache?
  ) -> PluginRegistry {
    let directories = PluginSearchPath.directories(
      option: pluginPaths, environmentValue: PluginSearchPath.environmentValue(),
      executablePath: includesDefaultPath ? PluginSearchPath.executablePath() : nil,
      currentDirectory: PluginSearchPath.currentDirectory())
    return PluginRegistry.scan(directories: directories, scanner: scanner, cache: cache)
  }
}
