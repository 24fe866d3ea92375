import Foundation
import TranshostTestSupport

/// Facts about PNG screenshots, from `png_stats.py` next to this file (run with `python3`,
/// one run per question so each image is decoded once).
struct PNGStats {
  /// A rectangle of pixels.
  typealias Region = (x: Int, y: Int, width: Int, height: Int)

  /// Distinct colours in the first image.
  let colors: Int
  /// Pixels that differ between the two images, when two were given.
  let differing: Int?
  /// Distinct colours in the region, when one was given.
  let regionColors: Int?
  /// Pixels that differ between the region and its copy at the offset, when given.
  let regionDiffering: Int?
  /// With `color`: how many pixels near it the column three in from its leftmost
  /// column has, and the one three in from its rightmost (nil when none is near it).
  let colorLeft: Int?
  let colorRight: Int?

  /// Looks at `path`, compared with `other`, in `region`, against `region` moved to `offset`.
  init(
    _ path: String, comparedTo other: String? = nil, region: Region? = nil,
    offset: (x: Int, y: Int)? = nil, color: (red: Int, green: Int, blue: Int)? = nil
  ) throws {
    var arguments = [path]
    if let other { arguments.append(other) }
    if let region {
      arguments +=
        ["--region"] + [region.x, region.y, region.width, region.height].map(String.init)
    }
    if let offset { arguments += ["--offset", String(offset.x), String(offset.y)] }
    if let color {
      arguments += ["--color"] + [color.red, color.green, color.blue].map(String.init)
    }
    let result = try Subprocess.run(
      "/usr/bin/env", ["python3", Self.script] + arguments, timeout: 60)
    guard result.status == 0, let data = result.stdout.data(using: .utf8),
      let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let colors = object["colors"] as? Int
    else {
      throw Subprocess.Failure(
        message: "png_stats.py \(arguments.joined(separator: " ")) failed: \(result.stderr)")
    }
    self.colors = colors
    differing = object["differing"] as? Int
    regionColors = object["regionColors"] as? Int
    regionDiffering = object["regionDiffering"] as? Int
    colorLeft = object["colorLeft"] as? Int
    colorRight = object["colorRight"] as? Int
  }

  private static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("png_stats.py").path
}
