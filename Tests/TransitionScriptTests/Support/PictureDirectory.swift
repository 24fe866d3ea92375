import Foundation

/// Where a browser test writes its pictures: a fresh directory removed afterwards, or
/// the directory `TRANSHOST_KEEP_PICTURES` names, kept for a person to look at.
enum PictureDirectory {
  /// Makes the directory; remove it after when `isKept` is false.
  static func make() throws -> (url: URL, isKept: Bool) {
    let kept = ProcessInfo.processInfo.environment["TRANSHOST_KEEP_PICTURES"].flatMap {
      $0.isEmpty ? nil : URL(fileURLWithPath: $0)
    }
    let directory =
      kept
      ?? FileManager.default.temporaryDirectory
      .appendingPathComponent("transhost-pictures-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return (directory, kept != nil)
  }
}
