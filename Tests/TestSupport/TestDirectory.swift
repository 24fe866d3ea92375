import Foundation

/// New scratch directories for a test.
public enum TestDirectory {
  /// A new empty directory under the temporary directory, named after `label`.
  public static func make(_ label: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("transhost-tests-\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
