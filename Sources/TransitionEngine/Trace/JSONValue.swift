/// A JSON value with object keys in insertion order, written the same way on every run.
public indirect enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true`/`false`.
  case bool(Bool)
  /// A number, written with ``formatNumber(_:)`` (non-finite numbers as `null`).
  case number(Double)
  /// An integer.
  case integer(Int)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, keys in order.
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.text == rhs.text }
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }

  /// Compact JSON on one line.
  public var text: String {
    var output: [UInt8] = []
    output.reserveCapacity(128)
    write(to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends the compact JSON, as UTF-8, to `output`: a value written a byte at a time
  /// into one buffer, not assembled from many small strings.
  public func write(to output: inout [UInt8]) {
    switch self {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
    case .number(let value):
      output.append(contentsOf: (value.isFinite ? formatNumber(value) : "null").utf8)
    case .integer(let value): output.append(contentsOf: String(value).utf8)
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let values):
      output.append(UInt8(ascii: "["))
      for (index, value) in values.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        value.write(to: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        Self.writeString(key, to: &output)
        output.append(UInt8(ascii: ":"))
        value.write(to: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  /// Writes `value` quoted, escaping what JSON requires: the quote, the backslash and
  /// the control characters (all ASCII, so the rest of the UTF-8 is copied as is, a run
  /// between escapes at a time).
  private static func writeString(_ value: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { bytes in
      var runStart = 0
      for index in bytes.indices {
        let byte = bytes[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
          continue
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        runStart = index + 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"):
          output.append(UInt8(ascii: "\\"))
          output.append(byte)
        case UInt8(ascii: "\n"): output.append(contentsOf: "\\n".utf8)
        case UInt8(ascii: "\r"): output.append(contentsOf: "\\r".utf8)
        case UInt8(ascii: "\t"): output.append(contentsOf: "\\t".utf8)
        default:
          let digits = Array("0123456789abcdef".utf8)
          output.append(contentsOf: "\\u00".utf8)
          output.append(digits[Int(byte >> 4)])
          output.append(digits[Int(byte & 0xF)])
        }
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }
    output.append(UInt8(ascii: "\""))
  }
}
