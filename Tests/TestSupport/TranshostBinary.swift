import Foundation

/// The built `transhost` executable beside the test binary.
public enum TranshostBinary {
  /// Its path.
  public static var path: String { TestPaths.products.appendingPathComponent("transhost").path }

  /// Runs it with `arguments`, away from the user's setup (no `TRANSHOST_PLUGIN_PATH`,
  /// no configuration file, no `GITHUB_ACTIONS`) and with the environment then changed by `environment` (nil
  /// removes a variable), killing it after `timeout` seconds (nil: no limit). With
  /// `shell`, it runs through `/bin/sh -c 'SHELL exec transhost ARGUMENTS'`, so the
  /// shell can redirect or close descriptors or set limits first.
  public static func run(
    _ arguments: [String], environment: [String: String?] = [:], shell: String? = nil,
    input: Data? = nil, timeout: Double? = 60, standardOutput: FileHandle? = nil
  ) throws -> Subprocess.Result {
    var changes: [String: String?] = [
      "TRANSHOST_PLUGIN_PATH": .none, "XDG_CONFIG_HOME": "/nonexistent",
      // Run by GitHub Actions, the tests see the output of a run anywhere else.
      "GITHUB_ACTIONS": .none,
    ]
    for (key, value) in environment { changes[key] = value }
    let (executable, fullArguments) =
      shell.map { ("/bin/sh", ["-c", $0 + " exec \"$0\" \"$@\"", path] + arguments) }
      ?? (path, arguments)
    return try Subprocess.run(
      executable, fullArguments, environment: changes, input: input, timeout: timeout,
      standardOutput: standardOutput)
  }
}
