import Glibc
import Testing

@testable import PluginHost

/// What a file is refused as when its scan helper ended while loading it, by the helper's
/// wait status and by whether the file's time limit had run out when the host looked.
struct HelperEndTests {
  static let path = "/plugins/slow.so"

  /// The outcome's reason, for a helper that ended with `status`.
  static func reason(_ status: Int32, isPastDeadline: Bool) -> String? {
    let outcome = HelperScan.ended(
      status, remainder: [], path: path, isPastDeadline: isPastDeadline, timeout: 1)
    guard case .refused(let error) = outcome else { return nil }
    return error.reason
  }

  @Test("the helper's own watchdog ending a file past its time limit is a time-out")
  func watchdogPastDeadline() {
    #expect(
      Self.reason(SIGALRM, isPastDeadline: true) == "did not finish loading within 1 s (killed)")
  }

  @Test("SIGALRM before the time limit ran out is the plugin's own crash")
  func alarmBeforeDeadline() {
    #expect(
      Self.reason(SIGALRM, isPastDeadline: false)
        == "crashed while loading: SIGALRM (alarm clock)")
  }

  @Test(
    "other signals stay crashes, and exits stay exits, past the time limit too",
    arguments: [false, true])
  func otherEnds(isPastDeadline: Bool) {
    #expect(
      Self.reason(SIGSEGV, isPastDeadline: isPastDeadline)
        == "crashed while loading: SIGSEGV (segmentation fault)")
    #expect(
      Self.reason(74 << 8, isPastDeadline: isPastDeadline) == "exited with status 74 while loading")
  }
}
