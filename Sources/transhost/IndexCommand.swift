import PluginHost

/// `transhost __index DIR...`: writes each plugin directory's index
/// (``PluginDirectoryIndex``), scanning its plugins in helper processes; run by
/// `scripts/install.sh` after it installs the bundled plugins. Hidden, as `__scan` is.
enum IndexCommand {
  static func run(_ directories: [String]) -> ExitCode {
    guard !directories.isEmpty else {
      Output.error("error: \(PluginDirectoryIndex.subcommand) needs a plugin directory\n")
      return .usage
    }
    var status = ExitCode.success
    for directory in directories {
      let index = PluginDirectoryIndex(directory: directory)
      switch index.build(
        scanner: .helper(
          executable: "/proc/self/exe", timeout: ScanSettings.timeout(),
          forksWhenSafe: ScanSettings.forksHelpers()))
      {
      case .success(let count): Output.out("\(index.path): \(count) files\n")
      case .failure(let error):
        Output.error("error: \(error)\n")
        status = .cannotCreate
      }
    }
    return status
  }
}
