import Foundation
import Glibc
import PluginHost
import TranshostTestSupport

/// A plugin directory holding good plugins and every kind of broken one, with what
/// `list` must say about each file.
struct BrokenPluginCorpus {
  /// The directory.
  let directory: URL
  /// The animator ids that must be listed, in file order.
  let goodIDs: [String]
  /// The file names that are not plugins (skipped).
  let skippedFiles: [String]
  /// For each refused file name, what its reason must be.
  let refusals: [String: Expectation]

  /// What a refusal's reason must be.
  enum Expectation: CustomStringConvertible {
    /// Word for word.
    case exactly(String)
    /// A message from glibc: a stable prefix of ours and a key phrase of glibc's.
    case loaderMessage(prefix: String, containing: String)

    func matches(_ reason: String) -> Bool {
      switch self {
      case .exactly(let text): reason == text
      case .loaderMessage(let prefix, let phrase):
        reason.hasPrefix(prefix) && reason.contains(phrase)
      }
    }

    var description: String {
      switch self {
      case .exactly(let text): text
      case .loaderMessage(let prefix, let phrase): "\(prefix)...\(phrase)..."
      }
    }
  }

  /// The scan time limit the corpus is listed with: the hanging plugin is killed after it.
  static let timeout = 1.0

  /// The machine a foreign library is patched to, and its name.
  static var foreignMachine: (code: UInt8, name: String, host: String) {
    #if arch(x86_64)
      (0xB7, "AArch64", "x86-64")
    #else
      (0x3E, "x86-64", "AArch64")
    #endif
  }

  /// Builds the corpus in a new directory. `markerPlugin` adds `libmarker.so`, which
  /// appends a line to `$TRANSHOST_FIXTURE_MARKER` whenever it is loaded.
  static func make(_ label: String) throws -> BrokenPluginCorpus {
    let directory = try TestDirectory.make("corpus-\(label)")
    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
    func compile(_ fixture: String) throws {
      try FixtureCompiler.compile(fixture, into: directory)
    }
    for fixture in [
      "good", "noisy", "marker", "abort_in_constructor", "segfault_in_constructor",
      "hang_in_constructor", "exit_in_constructor", "scribble_descriptors", "entry_null",
      "wrong_major", "entry_too_small", "not_a_plugin",
    ] {
      try compile(fixture)
    }
    // A Swift plugin built by this package, copied in.
    try TestPaths.copyBundledPlugin("libSlideUpAnimator.so", into: directory)
    // A missing dependency: link against libfixturedep.so, then delete it.
    let dependencies = try TestDirectory.make("corpus-dependency")
    try FixtureCompiler.compile("dependency", into: dependencies, output: "libfixturedep.so")
    try FixtureCompiler.compile(
      "needs_dependency", into: directory,
      linkerArguments: ["-L", dependencies.path, "-lfixturedep"])
    try FileManager.default.removeItem(at: dependencies)
    // A good library cut to 600 bytes, one patched for another machine, an empty file,
    // a text file, a directory, a dangling link, a world-writable copy.
    let good = try Data(contentsOf: directory.appendingPathComponent("libgood.so"))
    try good.prefix(600).write(to: directory.appendingPathComponent("libtruncated.so"))
    var foreign = good
    foreign[18] = foreignMachine.code
    foreign[19] = 0
    try foreign.write(to: directory.appendingPathComponent("libforeign.so"))
    try Data().write(to: directory.appendingPathComponent("libempty.so"))
    try Data(String(repeating: "not a shared library, just text\n", count: 4).utf8).write(
      to: directory.appendingPathComponent("libtext.so"))
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("libdirectory.so"), withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: path("libdangling.so"), withDestinationPath: path("nothing-here.so"))
    try good.write(to: directory.appendingPathComponent("libworldwritable.so"))
    chmod(path("libworldwritable.so"), 0o666)
    for name in ["libtruncated.so", "libforeign.so", "libempty.so", "libtext.so", "libgood.so"] {
      chmod(path(name), 0o755)
    }
    let refusals: [String: Expectation] = [
      "libabort_in_constructor.so": .exactly("crashed while loading: SIGABRT (aborted)"),
      "libsegfault_in_constructor.so": .exactly(
        "crashed while loading: SIGSEGV (segmentation fault)"),
      "libhang_in_constructor.so": .exactly("did not finish loading within 1 s (killed)"),
      "libexit_in_constructor.so": .exactly("exited with status 3 while loading"),
      "libscribble_descriptors.so": .exactly(
        "could not be scanned: its scan report is unreadable (more than one line)"),
      "libentry_null.so": .exactly(
        "transhost_entry_v1 returned NULL; the plugin must return its entry struct"),
      "libwrong_major.so": .exactly(
        "built for ABI major 2, but this host speaks major 1; rebuild it against this transhost.h"),
      "libentry_too_small.so": .exactly(
        "its transhost_entry_t is 24 bytes, smaller than the 48 bytes ABI 1.0 requires; set struct_size to sizeof(transhost_entry_t)"
      ),
      "libneeds_dependency.so": .loaderMessage(
        prefix: "cannot be loaded: ",
        containing: "libfixturedep.so: cannot open shared object file: No such file or directory"),
      "libtruncated.so": .exactly(
        "is truncated: it has 600 bytes, but its ELF headers describe \(good.count) bytes; copy or build it again"
      ),
      "libforeign.so": .exactly(
        "is built for \(foreignMachine.name), but this host runs on \(foreignMachine.host); rebuild it for this machine"
      ),
      "libempty.so": .loaderMessage(
        prefix: "cannot be loaded: \(path("libempty.so")): ", containing: "file too short"),
      "libtext.so": .loaderMessage(
        prefix: "cannot be loaded: \(path("libtext.so")): ", containing: "invalid ELF header"),
      "libdirectory.so": .exactly(
        "is a directory, not a regular file; only shared library files are loaded"),
      "libdangling.so": .exactly(
        "is a dangling symbolic link, not a regular file; only shared library files are loaded"),
      "libworldwritable.so": .exactly(
        "refused: it is writable by everyone, so someone else could replace the plugin; run chmod go-w '\(path("libworldwritable.so"))'"
      ),
    ]
    return BrokenPluginCorpus(
      directory: directory,
      goodIDs: [
        "org.transhost.slide-up", "org.fixture.fade", "org.fixture.marker", "org.fixture.noisy",
      ],
      skippedFiles: ["libnot_a_plugin.so"], refusals: refusals)
  }
}
