import PluginHost

#if canImport(Glibc)
  import Glibc
#endif

/// Writes to standard output and standard error, unbuffered by Swift.
enum Output {
  static func out(_ text: String) { DescriptorIO.writeAll(text, to: 1) }
  static func error(_ text: String) { DescriptorIO.writeAll(text, to: 2) }
}

/// Collects text and writes it to a descriptor in large pieces: for output made a
/// line at a time (a run's account), one `write` per 64 KiB instead of per line.
final class BufferedOutput {
  private let descriptor: Int32
  private var bytes: [UInt8] = []
  private static let capacity = 1 << 16

  init(descriptor: Int32) {
    self.descriptor = descriptor
    bytes.reserveCapacity(Self.capacity)
  }

  func write(_ text: String) {
    bytes.append(contentsOf: text.utf8)
    if bytes.count >= Self.capacity { flush() }
  }

  /// Writes what is held.
  func flush() {
    guard !bytes.isEmpty else { return }
    DescriptorIO.writeAll(bytes, to: descriptor)
    bytes.removeAll(keepingCapacity: true)
  }
}

/// Lays out rows in columns separated by two spaces.
func table(_ rows: [[String]]) -> String {
  guard let first = rows.first else { return "" }
  var widths = [Int](repeating: 0, count: first.count)
  for row in rows {
    for (index, cell) in row.enumerated() where index < widths.count {
      widths[index] = max(widths[index], cell.count)
    }
  }
  return rows.map { row in
    var line = ""
    for (index, cell) in row.enumerated() {
      line += cell
      if index < row.count - 1 {
        line += String(repeating: " ", count: widths[index] - cell.count + 2)
      }
    }
    return line + "\n"
  }.joined()
}
