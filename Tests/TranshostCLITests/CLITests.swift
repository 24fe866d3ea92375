import Foundation
import Testing
import TranshostTestSupport

/// End-to-end runs of the built `transhost` binary: stdout, stderr and exit status.
@Suite(.serialized) struct CLITests {
  /// A cache directory of the test run's own, so the tests never touch the user's cache.
  static let cacheHome = FileManager.default.temporaryDirectory
    .appendingPathComponent("transhost-cli-cache-\(UUID().uuidString)").path

  /// Runs the binary with `arguments` and this run's own cache, with no time limit;
  /// `shell` as `TranshostBinary.run` takes it.
  static func transhost(
    _ arguments: [String], environment: [String: String] = [:], shell: String? = nil,
    input: Data? = nil
  ) throws -> Subprocess.Result {
    var changes: [String: String?] = ["XDG_CACHE_HOME": cacheHome]
    for (key, value) in environment { changes[key] = value }
    return try TranshostBinary.run(
      arguments, environment: changes, shell: shell, input: input, timeout: nil)
  }

  /// A directory holding the good C fixture and one with a wrong ABI major.
  static func pluginDirectory() throws -> URL {
    let directory = try TestDirectory.make("cli")
    try FixtureCompiler.compile("good", into: directory, output: "libgood.so")
    try FixtureCompiler.compile("wrong_major", into: directory, output: "libwrong.so")
    return directory
  }

  @Test("list fits COLUMNS: columns left out in order, long cells cut, and it says so")
  func listFitsWidth() throws {
    let directory = try Self.pluginDirectory()
    let result = try Self.transhost(
      ["list", "--no-default-path", "--plugin-path", directory.path],
      environment: ["COLUMNS": "80"])
    #expect(result.status == 0)
    let table = result.stdout.components(separatedBy: "\n\nby default")[0]
    let lines = table.split(separator: "\n")
    #expect(lines.first == "ID                KIND      RANK       SERVES")
    #expect(lines.dropLast().allSatisfy { $0.count <= 80 }, "\(table)")
    let note =
      "(PATH, VERSION, INTERACTIVE, NAME left out to fit 80 columns; 'transhost info ID' "
      + "shows everything, COLUMNS=0 or a pipe the whole table)"
    #expect(lines.last.map(String.init) == note)
    #expect(result.stdout.hasSuffix("\n1 installed: 1 animator; 1 refused\n"))
  }

  @Test("list prints the table, then refused files with their reasons")
  func listTable() throws {
    let directory = try Self.pluginDirectory()
    let result = try Self.transhost(["list", "--no-default-path", "--plugin-path", directory.path])
    let good = directory.appendingPathComponent("libgood.so").path
    let wrong = directory.appendingPathComponent("libwrong.so").path
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        ID                NAME          VERSION  KIND      RANK       SERVES                                INTERACTIVE  PATH
        org.fixture.fade  Fixture Fade  1.0.0    animator  secondary  present,dismiss in custom,fullScreen  yes          \(good)

        by default (no choice, no mapping), by rank:
          OPERATION  STYLE       SERVED BY         RANK       TIED WITH (FIRST IN SEARCH ORDER WINS)
          present    fullScreen  system            primary    -
          dismiss    fullScreen  system            primary    -
          present    custom      org.fixture.fade  secondary  -
          dismiss    custom      org.fixture.fade  secondary  -

        refused:
          \(wrong): built for ABI major 2, but this host speaks major 1; rebuild it against this transhost.h

        1 installed: 1 animator; 1 refused

        """)
  }

  @Test("list --json prints one object a line with the documented fields")
  func listJSON() throws {
    let directory = try Self.pluginDirectory()
    let result = try Self.transhost(
      ["list", "--json", "--no-default-path"],
      environment: ["TRANSHOST_PLUGIN_PATH": directory.path])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 6)
    let first = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(first["id"] as? String == "org.fixture.fade")
    #expect(first["styles"] as? [String] == ["custom", "fullScreen"])
    #expect(first["operations"] as? [String] == ["present", "dismiss"])
    #expect(first["interactive"] as? Bool == true)
    #expect(first["rank"] as? String == "secondary")
    #expect((first["parameters"] as? [[String: Any]])?.first?["name"] as? String == "duration")
    #expect(
      lines[0].hasPrefix(
        "{\"status\":\"ok\",\"kind\":\"animator\",\"id\":\"org.fixture.fade\",\"name\":\"Fixture Fade\",\"version\":\"1.0.0\",\"vendor\":\"tests\""
      ))
    let second = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
    #expect(second["status"] as? String == "refused")
    #expect((second["reason"] as? String)?.hasPrefix("built for ABI major 2") == true)
  }

  @Test("the bundled plugins are found beside the binary with no setup")
  func bundledPlugins() throws {
    let result = try Self.transhost(["list", "--json"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("\"id\":\"org.transhost.slide-up\""))
  }

  @Test("info shows one animator in full")
  func info() throws {
    let directory = try Self.pluginDirectory()
    let result = try Self.transhost([
      "info", "fade", "--no-default-path", "--plugin-path", directory.path,
    ])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Fixture Fade (org.fixture.fade) 1.0.0\n"))
    #expect(
      result.stdout.contains(
        "    duration: number in 0...5, default 0.25: Seconds the fade takes.\n"))
  }

  @Test(
    "an unknown animator exits 66 in every command: info, validate, and run's --use and --rank"
  )
  func unknownAnimatorEverywhere() throws {
    let directory = try Self.pluginDirectory()
    let script = directory.appendingPathComponent("plain.transhost")
    try "controller home\nroot home\n".write(to: script, atomically: true, encoding: .utf8)
    let plugins = ["--no-default-path", "--plugin-path", directory.path]
    let commands = [
      ["info", "fdae"], ["validate", "fdae"], ["run", script.path, "--use", "fullScreen=fdae"],
      ["run", script.path, "--rank", "fdae=primary"],
    ]
    for command in commands {
      let result = try Self.transhost(command + plugins)
      #expect(result.status == 66, "\(command): \(result.stderr)")
      #expect(result.stderr.contains("unknown animator 'fdae'; did you mean 'fade'?"))
    }
  }

  @Test("an unknown animator exits 66 with the nearest name")
  func infoUnknown() throws {
    let directory = try Self.pluginDirectory()
    let result = try Self.transhost([
      "info", "fdae", "--no-default-path", "--plugin-path", directory.path,
    ])
    #expect(result.status == 66)
    #expect(result.stdout == "")
    #expect(result.stderr == "error: unknown animator 'fdae'; did you mean 'fade'?\n")
  }

  @Test("transhost with no arguments prints the help and exits 0, as --help does")
  func noArguments() throws {
    let bare = try Self.transhost([])
    let help = try Self.transhost(["--help"])
    #expect(bare.status == 0)
    #expect(bare.stderr == "")
    #expect(bare.stdout.hasPrefix("transhost: a plugin host"))
    #expect(bare.stdout == help.stdout)
  }

  @Test(
    "usage errors exit 64 with a hint",
    arguments: [
      (
        ["lst"],
        "error: unknown command 'lst'; did you mean 'list'?\nhint: run 'transhost --help' for usage\n"
      ),
      (
        ["list", "--jsno"],
        "error: unknown option '--jsno'; did you mean '--json'?\nhint: run 'transhost help list' for its options\n"
      ),
      (
        ["list", "--plugin-path"],
        "error: option '--plugin-path' needs a value\nhint: run 'transhost help list' for its options\n"
      ),
      (["--no-cache"], "error: no command given\nhint: run 'transhost --help' for usage\n"),
      (
        ["rnu", "x.transhost"],
        "error: unknown command 'rnu'; did you mean 'run'?\nhint: run 'transhost --help' for usage\n"
      ),
      (
        ["run", "x.transhost", "--limit", "views=lots"],
        "error: --limit needs NAME=N with NAME one of views, animations, property-animators, log-messages, log-bytes and N a whole number of at least 1, not 'views=lots'\nhint: run 'transhost help run' for its options\n"
      ),
      (
        ["list", "--limit", "views=5"],
        "error: 'list' does not take --limit\nhint: run 'transhost help list' for its options\n"
      ),
      (
        ["list", "--fps", "30"],
        "error: 'list' does not take --fps\nhint: run 'transhost help list' for its options\n"
      ),
      (
        ["run", "x.transhost", "--svg", ""],
        "error: --svg needs a file name, not an empty one\nhint: run 'transhost help run' for its options\n"
      ),
      (
        ["run", "x.transhost", "--html=-"],
        "error: --html needs a file name, not '-' (it writes no picture to standard output; name a file, or ./- for a file called '-')\nhint: run 'transhost help run' for its options\n"
      ),
      (
        ["run", "x.transhost", "--svg", "out.svg", "--html", "out.svg"],
        "error: --svg and --html name the same file 'out.svg'; give each its own\nhint: run 'transhost help run' for its options\n"
      ),
      (
        ["info", "fade", "--svg=out.svg"],
        "error: 'info' does not take --svg\nhint: run 'transhost help info' for its options\n"
      ),
      (
        ["validate", "fade", "--isolate"],
        "error: 'validate' does not take --isolate\nhint: run 'transhost help validate' for its options\n"
      ),
      (
        ["run", "x.transhost", "--in-process", "--timeout", "3"],
        "error: 'run' takes --timeout only without --in-process: a plugin call in the transhost process cannot be stopped\nhint: run 'transhost help run' for its options\n"
      ),
      (
        ["run", "x.transhost", "--in-process", "--isolate"],
        "error: 'run' takes --isolate or --in-process, not both\nhint: run 'transhost help run' for its options\n"
      ),
      (
        ["help", "-v"],
        "error: 'help' takes no options, only a command name\nhint: run 'transhost --help' for usage\n"
      ),
      (
        ["info"],
        "error: 'info' needs exactly one animator id, e.g. transhost info slide-up\nhint: run 'transhost help info' for its options\n"
      ),
      (
        ["completions", "tcsh"],
        "error: 'completions' needs one shell: bash, zsh or fish (not 'tcsh')\nhint: run 'transhost help completions' for its options\n"
      ),
      (
        ["completions"],
        "error: 'completions' needs one shell: bash, zsh or fish (none given)\nhint: run 'transhost help completions' for its options\n"
      ),
      (
        ["manual", "run"],
        "error: 'manual' takes no arguments\nhint: run 'transhost help manual' for its options\n"
      ),
      (
        ["manual", "--json"],
        "error: 'manual' does not take --json\nhint: run 'transhost help manual' for its options\n"
      ),
    ])
  func usageErrors(arguments: [String], stderr: String) throws {
    let result = try Self.transhost(arguments)
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(result.stderr == stderr)
  }

  @Test(
    "help is printed for the tool and each command",
    arguments: [
      ["--help"], ["help"], ["help", "list"], ["list", "--help"], ["info", "-h"],
      ["help", "completions"], ["manual", "--help"],
    ])
  func help(arguments: [String]) throws {
    let result = try Self.transhost(arguments)
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE: transhost"))
    #expect(result.stderr == "")
  }

  @Test("a bad configuration line is reported as file:line:column and exits 65")
  func badConfiguration() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "transhost-\(UUID().uuidString).conf")
    try Data("# mappings\ncustom = slide-up\n  sheet = zoom\n".utf8).write(to: file)
    let result = try Self.transhost(["list", "--config", file.path])
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "\(file.path):3:3: error: unknown style 'sheet' (styles: fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, push, pop, navigation, tab)\n"
    )
  }

  @Test("a configuration file that cannot be read exits 66")
  func missingConfiguration() throws {
    let result = try Self.transhost(["list", "--config", "/nonexistent/transhost.conf"])
    #expect(result.status == 66)
    #expect(
      result.stderr
        == "error: cannot read configuration file '/nonexistent/transhost.conf': "
        + "No such file or directory\n")
  }

  @Test("a malformed --use is a usage error naming the column")
  func badUse() throws {
    let result = try Self.transhost(["list", "--use", "custom=slide-up(duration 1)"])
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "error: --use 'custom=slide-up(duration 1)': column 26: expected ':' after parameter 'duration'\nhint: run 'transhost --help' for usage\n"
    )
  }

  @Test("a mapping to an unknown animator warns with the nearest name")
  func unknownMappedAnimator() throws {
    let directory = try Self.pluginDirectory()
    let result = try Self.transhost([
      "list", "--no-default-path", "--plugin-path", directory.path, "--use", "custom=fdae",
    ])
    #expect(result.status == 0)
    #expect(result.stderr == "warning: --use: unknown animator 'fdae'; did you mean 'fade'?\n")
  }
}
