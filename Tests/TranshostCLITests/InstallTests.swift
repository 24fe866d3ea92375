import Foundation
import Testing
import TranshostTestSupport

/// `scripts/install.sh`: the built products installed under a temporary prefix, the
/// installed binary run from another directory, its manual page and completions, and
/// the uninstall.
@Suite(.serialized) struct InstallTests {
  static let script = TestPaths.packageRoot.appendingPathComponent("scripts/install.sh").path

  /// The bundled plugins: the package's targets under Plugins/, as the products name them.
  static let bundledPlugins = [
    "BottomSheetPlugin", "CFadeAnimator", "CSheetDelegate", "CrossDissolveAnimator",
    "PushAnimator", "SlideUpAnimator", "SpringCardAnimator", "ZoomAnimator", "ZoomDetailPlugin",
  ]

  /// Runs `command` with bash in `directory`, `HOME` and the caches in a scratch folder
  /// and no plugin path from the environment.
  static func shell(_ command: String, in directory: URL) throws -> Subprocess.Result {
    try Subprocess.run(
      "/bin/bash", ["-c", "cd \"$0\" && " + command, directory.path],
      environment: [
        "HOME": directory.path, "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path,
        "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
        "TRANSHOST_PLUGIN_PATH": nil,
      ], timeout: 120)
  }

  /// The path of `program` in /usr/bin or /bin, if it is installed.
  static func installed(_ program: String) -> String? {
    ["/usr/bin/\(program)", "/bin/\(program)"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  static func install(into prefix: URL) throws -> Subprocess.Result {
    try Subprocess.run(
      "/bin/bash", [script, "--prefix", prefix.path, "--products", TestPaths.products.path],
      timeout: 120)
  }

  @Test("the installed binary lists exactly the bundled plugins, run from another directory")
  func installedBinaryListsBundledPlugins() throws {
    let root = try TestDirectory.make("install")
    defer { try? FileManager.default.removeItem(at: root) }
    let prefix = root.appendingPathComponent("prefix")
    let result = try Self.install(into: prefix)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "installed transhost and 9 plugins from \(TestPaths.products.path) under \(prefix.path)"))
    let elsewhere = root.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    let list = try Self.shell("'\(prefix.path)/bin/transhost' list --json", in: elsewhere)
    #expect(list.status == 0, "\(list.stderr)")
    let plugins = prefix.appendingPathComponent("lib/transhost/plugins").path
    let paths = Set(
      list.stdout.split(separator: "\n").compactMap { line -> String? in
        guard line.hasPrefix("{\"status\":\"ok\"") else { return nil }
        guard let range = line.firstRange(of: "\"path\":\"") else { return nil }
        return String(line[range.upperBound...].prefix { $0 != "\"" })
      })
    #expect(paths == Set(Self.bundledPlugins.map { "\(plugins)/lib\($0).so" }))
    // The directory index the install wrote: a first list, its cache empty, starts no helper.
    #expect(FileManager.default.fileExists(atPath: plugins + "/transhost-plugins.index"))
    let first = try Self.shell(
      "XDG_CACHE_HOME=\"$PWD/first-cache\" '\(prefix.path)/bin/transhost' list --verbose",
      in: elsewhere)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(
      first.stdout.contains(
        "  \(Self.bundledPlugins.count) .so files: 0 from the cache, \(Self.bundledPlugins.count) from directory indexes, 0 scanned by helper processes\n"
      ), "\(first.stdout)")
  }

  @Test(
    "the man page renders with man -l without warnings",
    .enabled(
      if: installed("man") != nil,
      "man is not installed: this test is skipped; apt-get install -y man-db (.ci/run does)"))
  func manualRenders() throws {
    let root = try TestDirectory.make("install-man")
    defer { try? FileManager.default.removeItem(at: root) }
    let prefix = root.appendingPathComponent("prefix")
    #expect(try Self.install(into: prefix).status == 0)
    let page = prefix.appendingPathComponent("share/man/man1/transhost.1").path
    let man = try Self.shell(
      "MANWIDTH=80 man --warnings -l '\(page)' 2>&1 >/dev/null | grep . && exit 1; "
        + "MANWIDTH=80 man -l '\(page)'", in: root)
    #expect(man.status == 0, "man warned: \(man.stdout)\(man.stderr)")
    for heading in [
      "TRANSHOST(1)", "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "TRANSHOST RUN",
      "TRANSHOST VALIDATE", "EXIT STATUS", "ENVIRONMENT", "FILES",
    ] {
      #expect(man.stdout.contains(heading), "no \(heading) in the page")
    }
    #expect(man.stdout.contains("--plugin-path DIRS"))
  }

  @Test("the installed bash completion completes commands, options and scripts")
  func bashCompletion() throws {
    let root = try TestDirectory.make("install-bash")
    defer { try? FileManager.default.removeItem(at: root) }
    let prefix = root.appendingPathComponent("prefix")
    #expect(try Self.install(into: prefix).status == 0)
    try Data().write(to: root.appendingPathComponent("card.transhost"))
    try Data().write(to: root.appendingPathComponent("notes.txt"))
    let completion = prefix.appendingPathComponent("share/bash-completion/completions/transhost")
    let result = try Self.shell(
      """
      PATH='\(prefix.path)/bin':$PATH; source '\(completion.path)'
      ask() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=(); _transhost; echo "${COMPREPLY[*]}"; }
      ask transhost va
      ask transhost run --ht
      ask transhost --plugin-path x run ''
      ask transhost info zoom-d
      ask transhost completions f
      """, in: root)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n", omittingEmptySubsequences: false) == [
        "validate", "--html", "card.transhost prefix", "zoom-detail", "fish", "",
      ])
  }

  @Test(
    "the zsh completion is a valid zsh script",
    .enabled(
      if: installed("zsh") != nil,
      "zsh is not installed: this test is skipped; apt-get install -y zsh (.ci/run does)"))
  func zshCompletion() throws {
    try checkSyntax(shell: "zsh", flags: ["-n"], path: "share/zsh/site-functions/_transhost")
  }

  @Test(
    "the fish completion is a valid fish script",
    .enabled(
      if: installed("fish") != nil,
      "fish is not installed: this test is skipped; apt-get install -y fish (.ci/run does)"))
  func fishCompletion() throws {
    try checkSyntax(
      shell: "fish", flags: ["--no-execute"], path: "share/fish/vendor_completions.d/transhost.fish"
    )
  }

  func checkSyntax(shell: String, flags: [String], path: String) throws {
    let root = try TestDirectory.make("install-\(shell)")
    defer { try? FileManager.default.removeItem(at: root) }
    let prefix = root.appendingPathComponent("prefix")
    #expect(try Self.install(into: prefix).status == 0)
    let program = try #require(Self.installed(shell))
    let result = try Subprocess.run(
      program, flags + [prefix.appendingPathComponent(path).path], timeout: 60)
    #expect(result.status == 0, "\(result.stderr)")
  }

  @Test("uninstall removes what was installed and keeps a plugin the user added")
  func uninstall() throws {
    let root = try TestDirectory.make("uninstall")
    defer { try? FileManager.default.removeItem(at: root) }
    let prefix = root.appendingPathComponent("prefix")
    #expect(try Self.install(into: prefix).status == 0)
    let own = prefix.appendingPathComponent("lib/transhost/plugins/libmine.so")
    try Data("mine".utf8).write(to: own)
    let result = try Subprocess.run(
      "/bin/bash", [Self.script, "--uninstall", "--prefix", prefix.path], timeout: 60)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "removed 16 files of transhost from \(prefix.path)\n")
    let left = try FileManager.default.subpathsOfDirectory(atPath: prefix.path).filter {
      var isDirectory: ObjCBool = false
      FileManager.default.fileExists(
        atPath: prefix.appendingPathComponent($0).path, isDirectory: &isDirectory)
      return !isDirectory.boolValue
    }
    #expect(left == ["lib/transhost/plugins/libmine.so"])
    let again = try Subprocess.run(
      "/bin/bash", [Self.script, "--uninstall", "--prefix", prefix.path], timeout: 60)
    #expect(again.status == 1)
    #expect(
      again.stderr
        == "install.sh: error: nothing to uninstall: '\(prefix.path)/lib/transhost/installed-files' "
        + "does not exist (was transhost installed under '\(prefix.path)'?)\n")
  }

  @Test("a bad install command line is refused with the reason")
  func badOptions() throws {
    let result = try Subprocess.run("/bin/bash", [Self.script, "--prefx", "/tmp/x"], timeout: 60)
    #expect(result.status == 1)
    #expect(result.stderr.hasSuffix("install.sh: error: unknown option '--prefx'\n"))
    let missing = try Subprocess.run(
      "/bin/bash",
      [Self.script, "--prefix", "/tmp/never", "--products", "/nonexistent"], timeout: 60)
    #expect(missing.status == 1)
    #expect(
      missing.stderr
        == "install.sh: error: '/nonexistent/transhost' is not built; build it with "
        + "'swift build -c release', or run install.sh without --no-build and --products\n")
  }
}
