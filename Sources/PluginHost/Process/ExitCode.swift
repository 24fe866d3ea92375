/// The exit statuses transhost and its helper processes end with (sysexits' numbers
/// where one fits), documented in `transhost --help`.
public struct ExitCode: RawRepresentable, Hashable, Comparable, Sendable,
  CustomStringConvertible
{
  /// The status as the process returns it.
  public let rawValue: Int32

  /// Wraps a status (a helper's, as its `done` record or `waitpid` gave it).
  public init(rawValue: Int32) { self.rawValue = rawValue }

  /// 0: the command did what was asked.
  public static let success = ExitCode(rawValue: 0)
  /// 1: the command ran and failed (an expectation, a validation, an unknown animator).
  public static let failure = ExitCode(rawValue: 1)
  /// 64 (`EX_USAGE`): the command line is wrong.
  public static let usage = ExitCode(rawValue: 64)
  /// 65 (`EX_DATAERR`): a script or the configuration file is invalid.
  public static let invalidInput = ExitCode(rawValue: 65)
  /// 66 (`EX_NOINPUT`): a named file cannot be read.
  public static let unreadableInput = ExitCode(rawValue: 66)
  /// 71 (`EX_OSERR`): the system refused something the process needs (a helper's setup).
  public static let systemError = ExitCode(rawValue: 71)
  /// 73 (`EX_CANTCREAT`): an output file cannot be written.
  public static let cannotCreate = ExitCode(rawValue: 73)
  /// 74 (`EX_IOERR`): standard output or a report channel cannot be written.
  public static let ioError = ExitCode(rawValue: 74)

  /// Orders by number: of several failures a command reports the highest.
  public static func < (left: ExitCode, right: ExitCode) -> Bool {
    left.rawValue < right.rawValue
  }

  /// The number.
  public var description: String { String(rawValue) }
}
