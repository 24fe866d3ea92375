import Foundation
import Testing
import TranshostTestSupport

/// Headless Chromium, for screenshots of the pages and pictures `transhost run` writes.
struct Chromium {
  /// The browser's path.
  let path: String

  /// The one line a run without Chromium prints for the skipped browser tests.
  static let skipNote: Comment = """
    Chromium is not installed: the browser tests are skipped; to run them, \
    apt-get install -y chromium (.ci/run does)
    """

  /// The installed browser, or nil.
  static func locate() -> Chromium? {
    var candidates = ["/usr/bin/chromium"]
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      for name in ["chromium", "chromium-browser"] { candidates.append("\(directory)/\(name)") }
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map(Chromium.init)
  }

  /// Loads `url` in a `width` x `height` window and writes what it shows to `output`.
  func screenshot(_ url: String, to output: URL, width: Int = 1200, height: Int = 900) throws {
    let result = try run(
      url,
      ["--hide-scrollbars", "--screenshot=\(output.path)", "--window-size=\(width),\(height)"],
      scratch: output.deletingLastPathComponent())
    guard FileManager.default.fileExists(atPath: output.path) else {
      throw Subprocess.Failure(
        message: "chromium wrote no screenshot of \(url) (exit \(result.status)): \(result.stderr)")
    }
  }

  /// Loads `url` and returns the page's DOM once its scripts have run (`--dump-dom`),
  /// with file pages allowed to read each other (a harness page reading a frame's).
  func dom(_ url: String, scratch directory: URL) throws -> String {
    let result = try run(
      url, ["--allow-file-access-from-files", "--virtual-time-budget=5000", "--dump-dom"],
      scratch: directory)
    guard result.status == 0, !result.stdout.isEmpty else {
      throw Subprocess.Failure(
        message: "chromium gave no DOM of \(url) (exit \(result.status)): \(result.stderr)")
    }
    return result.stdout
  }

  /// Runs headless Chromium on `url` with `flags`, its profile in a fresh folder of
  /// `directory` (removed after), within 60 s.
  private func run(
    _ url: String, _ flags: [String], scratch directory: URL
  ) throws
    -> Subprocess.Result
  {
    let profile = directory.appendingPathComponent("profile-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let result = try Subprocess.run(
      path,
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--no-first-run", "--user-data-dir=\(profile.path)",
      ] + flags + [url], timeout: 60)
    guard !result.timedOut else {
      throw Subprocess.Failure(message: "chromium took more than 60 s for \(url)")
    }
    return result
  }
}
