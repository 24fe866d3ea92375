import PluginHost

#if canImport(Glibc)
  import Glibc
#endif

/// The whole contents of the file at `path` as text, or nil.
func readFile(_ path: String) -> String? {
  guard let bytes = readBytes(path) else { return nil }
  return String(decoding: bytes, as: UTF8.self)
}

/// The whole contents of the file at `path`, or nil.
func readBytes(_ path: String) -> [UInt8]? {
  let descriptor = open(path, O_RDONLY)
  guard descriptor >= 0 else { return nil }
  defer { close(descriptor) }
  var result: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count < 0 && errno == EINTR { continue }
    guard count >= 0 else { return nil }
    if count == 0 { break }
    result += buffer[0..<count]
  }
  return result
}

/// Writes `bytes` to `path` (created with `mode`, replaced if it exists).
@discardableResult
func writeBytes(_ bytes: [UInt8], to path: String, mode: mode_t = 0o644) -> Bool {
  unlink(path)
  let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, mode)
  guard descriptor >= 0 else { return false }
  defer { close(descriptor) }
  guard DescriptorIO.writeAll(bytes, to: descriptor) else { return false }
  // open() applies the umask; plugins must not be group- or other-writable anyway.
  return fchmod(descriptor, mode) == 0
}

/// Writes `text` to `path`.
@discardableResult
func writeText(_ text: String, to path: String, mode: mode_t = 0o644) -> Bool {
  writeBytes(Array(text.utf8), to: path, mode: mode)
}

/// Whether something exists at `path`.
func fileExists(_ path: String) -> Bool {
  var info = stat()
  return stat(path, &info) == 0
}

/// The size in bytes of the file at `path`; nil when there is none.
func fileSize(_ path: String) -> Int? {
  var info = stat()
  return stat(path, &info) == 0 ? Int(info.st_size) : nil
}

/// The names in directory `path` (without `.` and `..`), sorted; empty when unreadable.
func directoryEntries(_ path: String) -> [String] {
  guard let directory = opendir(path) else { return [] }
  defer { closedir(directory) }
  var names: [String] = []
  while let entry = readdir(directory) {
    let name = withUnsafePointer(to: entry.pointee.d_name) {
      $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
    }
    if name != "." && name != ".." { names.append(name) }
  }
  return names.sorted()
}

/// The directory of shared TransitionKit libraries beside the bundled Swift plugins
/// (Plugins/swift-plugin-link.sh), which a copy of one of them needs beside it.
let sharedTransitionKitDirectory = "transitionkit"

/// Copies the shared TransitionKit libraries that the plugin whose bytes are `plugin` names
/// from plugin directory `source` into plugin directory `destination`, as
/// `scripts/install.sh` does (an earlier build's libraries stay behind); false when one
/// cannot be copied.
func copySharedTransitionKit(
  neededBy plugin: [UInt8], from source: String, to destination: String
)
  -> Bool
{
  let prefix = Array("libTransitionKit-".utf8)
  let length = prefix.count + 16 + 3
  let names = Set(
    occurrences(of: prefix, in: plugin).compactMap { start -> String? in
      guard start + length <= plugin.count else { return nil }
      let name = String(decoding: plugin[start..<start + length], as: UTF8.self)
      return name.hasSuffix(".so") ? name : nil
    })
  guard !names.isEmpty else { return true }
  let target = destination + "/" + sharedTransitionKitDirectory
  guard makeDirectory(target) else { return false }
  return names.sorted().allSatisfy { name in
    if fileExists(target + "/" + name) { return true }
    let bytes = readBytes(source + "/" + sharedTransitionKitDirectory + "/" + name)
    return bytes.map { writeBytes($0, to: target + "/" + name, mode: 0o755) } ?? false
  }
}

/// Creates directory `path` (mode 0700) and its missing parents.
@discardableResult
func makeDirectory(_ path: String) -> Bool {
  var current = ""
  for part in path.split(separator: "/") {
    current += "/" + part
    if !fileExists(current) && mkdir(current, 0o700) != 0 && errno != EEXIST { return false }
  }
  return true
}

/// The directory part of `path`.
func parentDirectory(of path: String) -> String {
  guard let slash = path.lastIndex(of: "/") else { return "." }
  let parent = String(path[..<slash])
  return parent.isEmpty ? "/" : parent
}

/// The first executable called `name` on `PATH`, or nil.
func findExecutable(_ name: String) -> String? {
  if name.hasPrefix("/") { return access(name, X_OK) == 0 ? name : nil }
  let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
  for directory in path.split(separator: ":") {
    let candidate = "\(directory)/\(name)"
    if access(candidate, X_OK) == 0 { return candidate }
  }
  return nil
}

/// The running executable's path.
func currentExecutablePath() -> String {
  PluginSearchPath.executablePath() ?? CommandLine.arguments[0]
}

/// How many processors this process may run on.
func processorCount() -> Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

/// A temporary directory the harness creates everything in, removed at the end.
final class Workspace {
  /// Its absolute path.
  let path: String
  let runner: ProcessRunner

  /// Creates a fresh directory under `$TMPDIR` (or `/tmp`).
  init?() {
    let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array("\(base)/transhost-bench-XXXXXX".utf8CString)
    let created = template.withUnsafeMutableBufferPointer { buffer -> String? in
      guard let start = buffer.baseAddress, let made = mkdtemp(start) else { return nil }
      return String(cString: made)
    }
    guard let raw = created else { return nil }
    // Plugin directories are checked up to the root: use the real path.
    if let real = realpath(raw, nil) {
      path = String(cString: real)
      free(real)
    } else {
      path = raw
    }
    runner = ProcessRunner(configHome: path + "/no-config")
  }

  /// `name` inside the workspace.
  func file(_ name: String) -> String { path + "/" + name }

  /// Creates (if needed) and returns directory `name` inside the workspace.
  func directory(_ name: String) -> String {
    let result = file(name)
    makeDirectory(result)
    return result
  }

  /// Removes `target` (inside the workspace) and everything in it.
  func remove(_ target: String) {
    guard target.hasPrefix(path + "/") || target == path else { return }
    _ = runner.run(["/bin/rm", "-rf", target])
  }

  /// Removes the whole workspace.
  func removeAll() { remove(path) }
}

/// Compiles C and Swift sources for the measurements; every failure is returned as text.
struct Toolchain {
  let gcc: String?
  let swiftc: String?

  init() {
    gcc = findExecutable("gcc") ?? findExecutable("cc")
    swiftc = findExecutable("swiftc")
  }

  /// Compiles `sources` with gcc and `flags` into `output`.
  func compileC(
    _ sources: [String], flags: [String], output: String, runner: ProcessRunner,
    scratch: String
  ) -> Failure? {
    guard let gcc else { return "gcc not found on PATH" }
    let result = runner.output([gcc] + flags + ["-o", output] + sources, scratch: scratch)
    guard result.run.succeeded else {
      return "gcc failed (\(result.run.status)): \(String(result.stderr.prefix(400)))"
    }
    return nil
  }

  /// Compiles one Swift file with `swiftc -O` into `output`.
  func compileSwift(
    _ source: String, output: String, runner: ProcessRunner, scratch: String
  )
    -> Failure?
  {
    guard let swiftc else { return "swiftc not found on PATH" }
    let result = runner.output([swiftc, "-O", source, "-o", output], scratch: scratch)
    guard result.run.succeeded else {
      return "swiftc failed (\(result.run.status)): \(String(result.stderr.prefix(400)))"
    }
    return nil
  }
}
