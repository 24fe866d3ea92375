import TransitionEngine

#if canImport(Glibc)
  import Glibc
#endif

/// The plugin metadata cache: what scanning each plugin file gave, so that a warm
/// `transhost list` starts no helper and loads nothing.
///
/// One file, `$XDG_CACHE_HOME/transhost/plugins-v1.jsonl` (`~/.cache/transhost/...`),
/// of JSON Lines: a format line, one line per scanned file version (see
/// ``PluginCacheKey``) with its outcome, and a closing line with the count. Refusals,
/// crashes and time-outs are cached too (GStreamer's blacklist), until the file
/// changes. It is written to a temporary file in the same directory and renamed into
/// place, so readers see the old file or the new one, never a part. A cache that is
/// missing, unreadable or corrupt counts as empty and is rewritten; one that cannot be
/// written is reported, never fatal.
public struct PluginCache: Sendable {
  /// The directory holding the cache file.
  public let directory: String

  /// The cache file's name.
  public static let fileName = "plugins-v1.jsonl"
  /// The first line of the file.
  static let formatLine = #"{"format":"transhost plugin cache","version":1}"#
  /// Files larger than this are not read (and so rebuilt).
  static let maximumSize = 64 << 20

  /// A cache in `directory`.
  public init(directory: String) {
    self.directory = directory
  }

  /// The cache file.
  public var path: String { directory + "/" + Self.fileName }

  /// `$XDG_CACHE_HOME/transhost`, or `~/.cache/transhost` when `XDG_CACHE_HOME` is unset
  /// or relative; nil without a home directory.
  public static func defaultDirectory(environment: [String: String]) -> String? {
    if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
      return base + "/transhost"
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return home + "/.cache/transhost"
  }

  /// The entries, each outcome still as JSON; empty with the reason when the file is
  /// missing, unreadable or corrupt.
  func read() -> (entries: [PluginCacheKey: JSONValue], problem: String?) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let error = errno
      let missing = error == ENOENT || error == ENOTDIR
      return ([:], missing ? nil : "cannot be read: \(String(cString: strerror(error)))")
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = Glibc.read(descriptor, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      if count < 0 { return ([:], "cannot be read: \(String(cString: strerror(errno)))") }
      if count == 0 { break }
      bytes += buffer[0..<count]
      if bytes.count > Self.maximumSize { return ([:], "is larger than 64 MB; ignored") }
    }
    switch Self.parse(bytes) {
    case .success(let entries): return (entries, nil)
    case .failure(let error): return ([:], "is corrupt (\(error.description)); ignored")
    }
  }

  static func parse(
    _ bytes: [UInt8]
  ) -> Result<[PluginCacheKey: JSONValue], JSONValue.DecodingError> {
    // Line ranges, found without copying the lines.
    var lines: [Range<Int>] = []
    var lineStart = 0
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      lines.append(lineStart..<offset)
      lineStart = offset + 1
    }
    lines.append(lineStart..<bytes.count)
    guard lines.count >= 3, lines.last?.isEmpty == true,
      bytes[lines[0]].elementsEqual(formatLine.utf8)
    else {
      return .failure(.init(description: "not a version 1 cache"))
    }
    var entries: [PluginCacheKey: JSONValue] = [:]
    entries.reserveCapacity(lines.count - 3)
    do throws(JSONValue.DecodingError) {
      for (number, line) in lines.dropFirst().dropLast(2).enumerated() {
        let value: JSONValue
        switch JSONReader.parse(bytes, in: line) {
        case .success(let parsed): value = parsed
        case .failure(let error):
          throw .init(description: "line \(number + 2): \(error)")
        }
        let modified = try value.member("modified").arrayValue()
        guard modified.count == 2 else { throw .init(description: "line \(number + 2): bad time") }
        let key = PluginCacheKey(
          realPath: try value.member("path").stringValue(),
          device: UInt64(bitPattern: Int64(try value.member("device").intValue())),
          inode: UInt64(bitPattern: Int64(try value.member("inode").intValue())),
          size: Int64(try value.member("size").intValue()),
          modifiedSeconds: try modified[0].intValue(),
          modifiedNanoseconds: try modified[1].intValue(),
          host: try value.member("host").stringValue(),
          loader: try value.member("loader").stringValue())
        entries[key] = try value.member("outcome")
      }
      let closing = JSONReader.parse(bytes, in: lines[lines.count - 2])
      guard case .success(let end) = closing,
        try end.member("entries").intValue() == lines.count - 3
      else {
        throw .init(description: "the closing line is missing or wrong")
      }
    } catch {
      return .failure(error)
    }
    return .success(entries)
  }

  /// Writes `entries` atomically (a temporary file in the same directory, renamed
  /// over the cache), creating the directory; returns why not when it cannot.
  func write(_ entries: [PluginCacheKey: JSONValue]) -> String? {
    guard makeDirectories(directory) else {
      return "cannot create '\(directory)': \(String(cString: strerror(errno)))"
    }
    var bytes = Array((Self.formatLine + "\n").utf8)
    let sorted = entries.sorted {
      ($0.key.realPath, $0.key.loader) < ($1.key.realPath, $1.key.loader)
    }
    for (key, outcome) in sorted {
      let line: JSONValue = .object([
        ("path", .string(key.realPath)), ("device", .integer(Int(bitPattern: UInt(key.device)))),
        ("inode", .integer(Int(bitPattern: UInt(key.inode)))), ("size", .integer(Int(key.size))),
        ("modified", .array([.integer(key.modifiedSeconds), .integer(key.modifiedNanoseconds)])),
        ("host", .string(key.host)), ("loader", .string(key.loader)), ("outcome", outcome),
      ])
      line.write(to: &bytes)
      bytes.append(UInt8(ascii: "\n"))
    }
    JSONValue.object([("entries", .integer(entries.count))]).write(to: &bytes)
    bytes.append(UInt8(ascii: "\n"))
    var template = Array((directory + "/." + Self.fileName + ".XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    guard descriptor >= 0 else {
      return "cannot write in '\(directory)': \(String(cString: strerror(errno)))"
    }
    let temporary = String(cString: template)
    guard DescriptorIO.writeAll(bytes, to: descriptor) else {
      let problem = "cannot write '\(temporary)': \(String(cString: strerror(errno)))"
      close(descriptor)
      unlink(temporary)
      return problem
    }
    guard close(descriptor) == 0, rename(temporary, path) == 0 else {
      let problem = "cannot replace '\(path)': \(String(cString: strerror(errno)))"
      unlink(temporary)
      return problem
    }
    return nil
  }

  /// `mkdir -p` with mode 0700 for the directories it creates.
  private func makeDirectories(_ path: String) -> Bool {
    var current = ""
    for part in path.split(separator: "/") {
      current += "/" + part
      if mkdir(current, 0o700) != 0 && errno != EEXIST { return false }
    }
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }
}
