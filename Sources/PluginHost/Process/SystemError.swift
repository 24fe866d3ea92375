#if canImport(Glibc)
  import Glibc
#endif

/// An `errno` value from a failed system call, worded by the C library
/// (`No space left on device`).
public struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The `errno` code.
  public let code: Int32

  /// Wraps `code`.
  public init(code: Int32) { self.code = code }

  /// The current `errno`.
  public static var current: SystemError { SystemError(code: errno) }

  /// The C library's text for the code, as `strerror` gives it.
  public var description: String { String(cString: strerror(code)) }
}
