#if canImport(Glibc)
  import Glibc
#endif

/// The configuration file: per-style animator mappings, one `STYLE = ANIMATOR(params)`
/// a line, rank overrides, one `rank ID = RANK` a line (RANK: none, marginal,
/// secondary, primary, or a number >= 0), and settings (`strict = true`: `run` and
/// `validate` fail on warnings unless given `--no-strict`); `#` starts a comment.
///
/// It lives at `$XDG_CONFIG_HOME/transhost/config` (`~/.config/transhost/config` when
/// `XDG_CONFIG_HOME` is unset); `--config FILE` names another. A missing default file
/// is fine; a missing `--config` file is an error.
public enum ConfigurationFile {
  /// The variables ``defaultPath(environment:)`` reads.
  public static let defaultPathVariables = ["XDG_CONFIG_HOME", "HOME"]

  /// The default location, from the environment.
  public static func defaultPath(environment: [String: String]) -> String? {
    if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") {
      return base + "/transhost/config"
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/.config/transhost/config"
  }

  /// Adds the mappings in `text` (read from `path`) to `mappings` and its settings to
  /// `settings`; returns one error per bad line.
  public static func parse(
    _ text: String, path: String, into mappings: inout StyleMappings,
    settings: inout ConfigurationSettings
  ) -> [ConfigurationError] {
    var errors: [ConfigurationError] = []
    // Split on every line break: "\r\n" is one Character in Swift, so splitting on "\n"
    // alone would leave Windows-style files as one line.
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, rawLine) in lines.enumerated() {
      var line = Substring(rawLine)
      if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
      let leading = line.prefix(while: { $0 == " " || $0 == "\t" }).count
      let content = line.trimmingSpaces()
      guard !content.isEmpty else { continue }
      if let setting = ConfigurationSettings.Key.allCases.first(where: {
        content.hasPrefix($0.rawValue)
          && content.dropFirst($0.rawValue.count).drop(while: { $0 == " " || $0 == "\t" })
            .hasPrefix("=")
      }) {
        if let error = settings.set(setting, content) {
          errors.append(
            ConfigurationError(path: path, line: index + 1, column: leading + 1, message: error))
        }
        continue
      }
      if content.hasPrefix("rank ") || content.hasPrefix("rank\t") {
        // `rank ID = RANK`: columns count from the line's start.
        let skipped = 4 + content.dropFirst(4).prefix(while: { $0 == " " || $0 == "\t" }).count
        let origin = MappingOrigin.configuration(path: path, line: index + 1)
        if case .failure(let error) = mappings.rankOverrides.add(
          String(content.dropFirst(skipped)), origin: origin)
        {
          errors.append(
            ConfigurationError(
              path: path, line: index + 1, column: leading + skipped + error.column,
              message: error.message))
        }
        continue
      }
      let compact = content.replacingFirstSpacedEquals()
      if case .failure(let error) = mappings.add(
        compact.text, origin: .configuration(path: path, line: index + 1))
      {
        errors.append(
          ConfigurationError(
            path: path, line: index + 1, column: leading + compact.originalColumn(error.column),
            message: error.message))
      }
    }
    return errors
  }

  /// Reads a whole file as text, or nil when it cannot be read.
  public static func read(_ path: String) -> String? {
    readBytes(path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Reads a whole regular file, or nil when it cannot be read or is no regular file.
  ///
  /// The file is opened without blocking and checked on the descriptor it is read
  /// from, so a FIFO, a device or a file swapped after a check is never waited on. In a
  /// set-user-ID or set-group-ID process it is opened with the real user's rights
  /// (``ProcessPrivilege``): a file only the privileged user may read is unreadable.
  public static func readBytes(_ path: String) -> [UInt8]? {
    try? read(path).get()
  }

  /// Why a file could not be read: the system's text (`No such file or directory`), or
  /// that it is not a regular file.
  public struct ReadFailure: Error, Sendable, CustomStringConvertible {
    /// The reason, as `cannot read 'x': REASON` ends.
    public let description: String
  }

  /// ``readBytes(_:)`` saying why it failed.
  public static func read(_ path: String) -> Result<[UInt8], ReadFailure> {
    let opened = ProcessPrivilege.withRealUserRights(reading: path) {
      open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    }
    guard let descriptor = opened, descriptor >= 0 else {
      return .failure(ReadFailure(description: systemText(opened == nil ? EACCES : errno)))
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      return .failure(ReadFailure(description: systemText(errno)))
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      let kind = info.st_mode & S_IFMT == S_IFDIR ? "a directory" : "not a regular file"
      return .failure(ReadFailure(description: "it is \(kind)"))
    }
    return readAll(descriptor)
  }

  /// Everything `descriptor` holds until its end (standard input for `transhost run -`).
  public static func readAll(_ descriptor: Int32) -> Result<[UInt8], ReadFailure> {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = Glibc.read(descriptor, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      if count < 0 && errno == EAGAIN {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&ready, 1, -1)
        continue
      }
      if count < 0 { return .failure(ReadFailure(description: systemText(errno))) }
      if count == 0 { return .success(bytes) }
      bytes += buffer[0..<count]
    }
  }

  private static func systemText(_ error: Int32) -> String { String(cString: strerror(error)) }
}

extension String {
  /// `key = value` as `key=value`, keeping a map back to original columns.
  fileprivate func replacingFirstSpacedEquals() -> (text: String, originalColumn: (Int) -> Int) {
    guard let equals = firstIndex(of: "=") else { return (self, { $0 }) }
    let key = self[..<equals].trimmingSpaces()
    let afterEquals = self[index(after: equals)...]
    let valueOffset = afterEquals.prefix(while: { $0 == " " }).count
    let value = String(afterEquals.dropFirst(valueOffset))
    let keyEnd = key.count + 1
    let originalValueStart = distance(from: startIndex, to: equals) + 2 + valueOffset
    return (
      key + "=" + value,
      { column in column <= keyEnd ? column : originalValueStart + (column - keyEnd - 1) }
    )
  }
}
