/// The settings of the configuration file, beside its mappings: `KEY = VALUE` lines
/// whose key is no style. Nil where the file says nothing.
public struct ConfigurationSettings: Hashable, Sendable {
  /// The keys a configuration file may set.
  public enum Key: String, CaseIterable, Sendable {
    /// `strict = true|false`: whether `run` and `validate` fail on warnings by default.
    case strict
  }

  /// `strict = true|false`.
  public var strict: Bool?

  /// No settings.
  public init() {}

  /// Sets `key` from `line` (`strict = true`), or returns what is wrong with it.
  mutating func set(_ key: Key, _ line: String) -> String? {
    guard let equals = line.firstIndex(of: "=") else { return "'\(key.rawValue)' needs '= VALUE'" }
    let value = line[line.index(after: equals)...].trimmingSpaces()
    switch key {
    case .strict:
      switch value {
      case "true": strict = true
      case "false": strict = false
      default: return "'strict' is true or false, not '\(value)'"
      }
    }
    return nil
  }
}

/// A line of the configuration file that is no mapping or setting: where, and why.
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file.
  public let path: String
  /// 1-based line.
  public let line: Int
  /// 1-based column.
  public let column: Int
  /// What is wrong.
  public let message: String

  /// An error at `path`:`line`:`column`.
  public init(path: String, line: Int, column: Int, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// `path:line:column: error: message`.
  public var description: String { "\(path):\(line):\(column): error: \(message)" }
}
