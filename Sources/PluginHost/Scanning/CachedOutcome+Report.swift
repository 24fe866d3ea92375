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

  /// Appends ``reportText``'s bytes to `text`.
  func appendReportText(to text: inout [UInt8]) {
    var writer = CacheWriter()
    write(to: &writer)
    let table = writer.table
    text.reserveCapacity(text.count + 2 * (table.count + writer.body.count) + 4)
    for bytes in [table, writer.body] {
      for byte in bytes {
        text.append(Self.hexDigit(byte >> 4))
        text.append(Self.hexDigit(byte & 0xF))
      }
    }
  }

  /// Reads what ``reportText`` wrote.
  init(reportText: String) throws(ScanOutcome.DecodingError) {
    var text = reportText
    let read = text.withUTF8 { digits -> Result<CachedOutcome, ScanOutcome.DecodingError> in
      do throws(ScanOutcome.DecodingError) {
        return .success(try CachedOutcome(reportDigits: digits))
      } catch {
        return .failure(error)
      }
    }
    self = try read.get()
  }

  /// Reads what ``appendReportText(to:)`` wrote, as `digits`.
  init(reportDigits digits: UnsafeBufferPointer<UInt8>) throws(ScanOutcome.DecodingError) {
    guard let bytes = Self.bytes(fromHexadecimal: digits) else {
      throw ScanOutcome.DecodingError(description: "the outcome is not hexadecimal")
    }
    var reader = CacheReader(bytes, in: bytes.indices)
    try reader.readTable()
    try self.init(from: &reader)
    guard reader.isAtEnd else {
      throw ScanOutcome.DecodingError(description: "unexpected bytes after the outcome")
    }
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

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }

  private static func hexValue(_ digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
    default: nil
    }
  }
}
