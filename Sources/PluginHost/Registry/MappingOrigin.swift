/// Where a style mapping was given: the precedence it has and how messages name it.
public enum MappingOrigin: Sendable, Hashable, CustomStringConvertible {
  /// A `--use` option.
  case commandLine
  /// A `--rank` option.
  case rankOption
  /// A script's `use` line.
  case script(file: String, line: Int)
  /// A line of the configuration file.
  case configuration(path: String, line: Int)

  /// `--use`, or `file:line`.
  public var description: String {
    switch self {
    case .commandLine: "--use"
    case .rankOption: "--rank"
    case .script(let file, let line): "\(file):\(line)"
    case .configuration(let path, let line): "\(path):\(line)"
    }
  }
}
