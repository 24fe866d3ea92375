/// The outcome in a scan helper's report (``PluginScanHelper``): the cache's binary form
/// (``CachedOutcome/write(to:)``, after a string table of its own) as hexadecimal text,
/// so the report stays one line of JSON and the host reads it with ``CacheReader``
/// instead of building a ``JSONValue`` tree of every descriptor.
extension CachedOutcome {
  /// The outcome as hexadecimal text: the string table, then the outcome.
  var reportText: String {
    var text: [UInt8] = []
    appendReportText(to: &text)
    return String(decoding: text, as: UTF8.self)
  }

  /// Appends ``reportText``'s bytes to `text`; with `opened`, the identity of the file
  /// the helper opened and checked itself follows the outcome (``report(digits:)``).
  func appendReportText(to text: inout [UInt8], opened: FileIdentity? = nil) {
    // Each string once per reference: a report is one outcome, read once.
    var writer = CacheWriter(sharesStrings: false)
    write(to: &writer)
    if let opened { writer.append(opened) }
    var binary: [UInt8] = []
    binary.reserveCapacity(writer.body.count + 512)
    writer.appendTable(to: &binary)
    binary += writer.body
    let start = text.count
    text.append(contentsOf: repeatElement(0, count: 2 * binary.count))
    text.withUnsafeMutableBufferPointer { digits in
      Self.hexDigits.withUnsafeBufferPointer { hex in
        binary.withUnsafeBufferPointer { bytes in
          var at = start
          for byte in bytes {
            digits[at] = hex[Int(byte >> 4)]
            digits[at + 1] = hex[Int(byte & 0xF)]
            at += 2
          }
        }
      }
    }
  }

  /// The digits of ``reportText``, by value.
  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

  /// Reads what ``reportText`` wrote.
  init(reportText: String) throws(ScanOutcome.DecodingError) {
    self = try Self.report(text: reportText).outcome
  }

  /// Reads what ``appendReportText(to:opened:)`` wrote, as text.
  static func report(
    text: String
  ) throws(ScanOutcome.DecodingError) -> (outcome: CachedOutcome, opened: FileIdentity?) {
    typealias Read = Result<
      (outcome: CachedOutcome, opened: FileIdentity?), ScanOutcome.DecodingError
    >
    var text = text
    let read = text.withUTF8 { digits -> Read in
      do throws(ScanOutcome.DecodingError) {
        return .success(try report(digits: digits))
      } catch {
        return .failure(error)
      }
    }
    return try read.get()
  }

  /// Reads what ``appendReportText(to:opened:)`` wrote, as `digits`: the outcome, and the
  /// identity of the file the helper opened when it wrote one.
  static func report(
    digits: UnsafeBufferPointer<UInt8>
  ) throws(ScanOutcome.DecodingError) -> (outcome: CachedOutcome, opened: FileIdentity?) {
    guard let bytes = Self.bytes(fromHexadecimal: digits) else {
      throw ScanOutcome.DecodingError(description: "the outcome is not hexadecimal")
    }
    var reader = CacheReader(bytes, in: bytes.indices)
    try reader.readTable()
    let outcome = try CachedOutcome(from: &reader)
    guard !reader.isAtEnd else { return (outcome, nil) }
    // What follows the outcome is the file's identity and nothing else, or an error.
    guard let opened = try? reader.identity(), reader.isAtEnd else {
      throw ScanOutcome.DecodingError(description: "unexpected bytes after the outcome")
    }
    return (outcome, opened)
  }

  /// The bytes whose hexadecimal text is `digits` (two digits a byte, high first), or
  /// nil when it is not that.
  private static func bytes(fromHexadecimal digits: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    guard digits.count % 2 == 0 else { return nil }
    var isHexadecimal = true
    let bytes = [UInt8](unsafeUninitializedCapacity: digits.count / 2) { buffer, count in
      hexValues.withUnsafeBufferPointer { values in
        for index in 0..<digits.count / 2 {
          let high = values[Int(digits[2 * index])]
          let low = values[Int(digits[2 * index + 1])]
          guard high | low < 0x10 else {
            isHexadecimal = false
            break
          }
          buffer[index] = high << 4 | low
          count = index + 1
        }
      }
    }
    return isHexadecimal ? bytes : nil
  }

  /// Each byte's value as a digit of ``reportText``, 0xFF for a byte that is not one.
  private static let hexValues: [UInt8] = (0...255).map { hexValue(UInt8($0)) ?? 0xFF }

  private static func hexValue(_ digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
    default: nil
    }
  }
}
