import Foundation
import Testing
import TranshostTestSupport

/// The misbehave.h fixtures' `DETACH` pid file, for seeing whether a process they leave
/// behind survives.
enum FixtureBuild {
  /// A new path for `MISBEHAVE_PID_FILE` (misbehave.h's `DETACH`), as a C string literal
  /// definition and as the path.
  static func pidFile() -> (define: String, path: String) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "transhost-detached-\(UUID().uuidString).pid"
    ).path
    return ("MISBEHAVE_PID_FILE=\"\(path)\"", path)
  }

  /// Whether the process whose id the fixture wrote to `path` still runs; a survivor is
  /// killed here so that no test leaves it behind. Nil when the fixture wrote no id.
  static func survives(pidFile path: String) throws -> Bool? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8),
      let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
    else { return nil }
    defer { try? FileManager.default.removeItem(atPath: path) }
    guard kill(pid, 0) == 0 else { return false }
    kill(pid, SIGKILL)
    return true
  }
}
