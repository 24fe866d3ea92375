/// A JSON value with object keys in insertion order, written the same way on every run.
public enum JSONValue: Hashable, Sendable {
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
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        // DEL, C1 controls, the line and paragraph separators and the bidirectional
        // controls are escaped too, as the text account escapes them: a JSON line from
        // a plugin's strings stays one line and cannot drive a terminal it is shown on.
        let escapedScalar = Self.escapedScalar(in: bytes, at: index)
        guard
          byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
            || escapedScalar != nil
        else {
          index += 1
          continue
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"):
          output.append(UInt8(ascii: "\\"))
          output.append(byte)
          index += 1
        case UInt8(ascii: "\n"):
          output.append(contentsOf: "\\n".utf8)
          index += 1
        case UInt8(ascii: "\r"):
          output.append(contentsOf: "\\r".utf8)
          index += 1
        case UInt8(ascii: "\t"):
          output.append(contentsOf: "\\t".utf8)
          index += 1
        default:
          let (scalar, length) = escapedScalar ?? (UInt32(byte), 1)
          let digits = Array("0123456789abcdef".utf8)
          output.append(contentsOf: "\\u".utf8)
          for shift in stride(from: 12, through: 0, by: -4) {
            output.append(digits[Int((scalar >> UInt32(shift)) & 0xF)])
          }
          index += length
        }
        runStart = index
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }
    output.append(UInt8(ascii: "\""))
  }

  /// The code point and UTF-8 length of DEL, a C1 control, U+2028, U+2029 or a
  /// bidirectional control starting at `index`, or nil for anything else.
  private static func escapedScalar(
    in bytes: UnsafeBufferPointer<UInt8>, at index: Int
  ) -> (UInt32, Int)? {
    let byte = bytes[index]
    if byte == 0x7F { return (0x7F, 1) }
    if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
      return (UInt32(bytes[index + 1]), 2)
    }
    guard byte == 0xE2, index + 2 < bytes.count else { return nil }
    let scalar = 0x2000 | (UInt32(bytes[index + 1] & 0x3F) << 6) | UInt32(bytes[index + 2] & 0x3F)
    switch (bytes[index + 1], scalar) {
    case (0x80, 0x200E...0x200F), (0x80, 0x2028...0x202E), (0x81, 0x2066...0x2069):
      return (scalar, 3)
    default: return nil
    }
  }
}
