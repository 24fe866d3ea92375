import TransitionEngine

#if canImport(Glibc)
  import Glibc
#endif

/// A forked scan helper's report line, as bytes: the JSON object
/// `{"report":1,"host":"…","path":"…","outcome":"<hexadecimal>"}` and a newline, the
/// bytes ``JSONValue/write(to:)`` gives for it. The helper writes it without making the
/// JSON value, and the host reads a line of exactly this form without parsing JSON: it
/// compares the line's start with the one expected for the file (``head(path:)``) and
/// decodes the hexadecimal outcome that follows. Any other line (an executed helper's
/// JSON outcome, a plugin's bytes) is read by the JSON parser as before, so a line reads
/// the same either way.
enum ScanReportLine {
  /// The line's bytes up to the outcome's text: `{"report":1,"host":"…","path":"…","outcome":"`.
  static func head(path: String) -> [UInt8] {
    var bytes = start
    bytes.reserveCapacity(start.count + path.utf8.count + 16)
    JSONValue.string(path).write(to: &bytes)
    bytes += #","outcome":""#.utf8
    return bytes
  }

  /// What every line starts with, up to the path: `{"report":1,"host":"…","path":`.
  private static let start: [UInt8] = {
    var bytes: [UInt8] = []
    JSONValue.object([
      ("report", .integer(PluginScanHelper.reportVersion)),
      ("host", .string(PluginCacheKey.currentHost)), ("path", .null),
    ]).write(to: &bytes)
    // Without the null and the object's closing brace.
    bytes.removeLast(5)
    return bytes
  }()

  /// What ends a line after the outcome's text.
  static let tail: [UInt8] = Array(#""}"#.utf8) + [UInt8(ascii: "\n")]

  /// The whole line of `outcome`'s report on the file whose line starts with `head`, with
  /// the identity of the file when the helper `opened` it itself.
  static func line(
    head: [UInt8], outcome: CachedOutcome, opened: FileIdentity? = nil
  ) -> [UInt8] {
    var bytes = head
    outcome.appendReportText(to: &bytes, opened: opened)
    bytes += tail
    return bytes
  }

  /// The outcome of `line` (its newline dropped), when it is `head` then the outcome's
  /// hexadecimal text then `"}`; nil when the line has any other form, or its text does
  /// not read as an outcome, to be read as JSON (which gives the same outcome, or says
  /// why there is none).
  static func outcome(
    of line: ArraySlice<UInt8>, head: [UInt8]
  ) -> (outcome: CachedOutcome, opened: FileIdentity?)? {
    let end = tail.count - 1
    guard line.count >= head.count + end else { return nil }
    return line.withUnsafeBufferPointer {
      buffer -> (outcome: CachedOutcome, opened: FileIdentity?)? in
      guard let base = buffer.baseAddress,
        head.withUnsafeBufferPointer({ $0.baseAddress.map { memcmp(base, $0, head.count) == 0 } })
          == true,
        buffer[buffer.count - 2] == UInt8(ascii: "\""),
        buffer[buffer.count - 1] == UInt8(ascii: "}")
      else { return nil }
      // Digits only when it reads: then no quote or backslash makes it another JSON string.
      return try? CachedOutcome.report(
        digits: UnsafeBufferPointer(rebasing: buffer[head.count..<buffer.count - end]))
    }
  }
}
