import TransitionEngine

/// Parses one JSON text into a ``JSONValue``: what the scan helper's report and the cache
/// file are read with (the library avoids Foundation). Whole numbers become
/// `.integer`, other numbers `.number`; object keys keep their order.
struct JSONReader {
  /// Why a text is not JSON, with the 1-based byte offset.
  struct SyntaxError: Error, Hashable, CustomStringConvertible {
    let message: String
    let offset: Int
    var description: String { "\(message) at byte \(offset)" }
  }

  private let bytes: [UInt8]
  /// Where the text ends in ``bytes``.
  private let end: Int
  private var index: Int
  private var depth = 0

  /// Parses `text`, which must hold exactly one value (spaces around it allowed).
  static func parse(_ text: String) -> Result<JSONValue, SyntaxError> {
    parse(Array(text.utf8))
  }

  /// Parses UTF-8 `bytes`, which must hold exactly one value.
  static func parse(_ bytes: [UInt8]) -> Result<JSONValue, SyntaxError> {
    parse(bytes, in: bytes.indices)
  }

  /// Parses the UTF-8 `bytes` in `range` (a line of a larger text, read without a
  /// copy), which must hold exactly one value; offsets in errors count from its start.
  static func parse(_ bytes: [UInt8], in range: Range<Int>) -> Result<JSONValue, SyntaxError> {
    var reader = JSONReader(bytes: bytes, range: range)
    do throws(SyntaxError) {
      let value = try reader.value()
      reader.skipSpaces()
      guard reader.index == reader.end else {
        throw reader.error("unexpected text after the value")
      }
      return .success(value)
    } catch {
      return .failure(error)
    }
  }

  private init(bytes: [UInt8], range: Range<Int>) {
    self.bytes = bytes
    self.index = range.lowerBound
    self.end = range.upperBound
    self.start = range.lowerBound
  }

  /// Where the text starts in ``bytes``.
  private let start: Int

  private func error(_ message: String) -> SyntaxError {
    SyntaxError(message: message, offset: index - start + 1)
  }

  private mutating func skipSpaces() {
    while index < end {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private mutating func value() throws(SyntaxError) -> JSONValue {
    skipSpaces()
    guard index < end else { throw error("expected a value, found the end") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw error("expected a value")
    }
  }

  private mutating func literal(
    _ word: StaticString, _ value: JSONValue
  ) throws(SyntaxError)
    -> JSONValue
  {
    let count = word.utf8CodeUnitCount
    guard end - index >= count,
      (0..<count).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] })
    else { throw error("expected '\(word)'") }
    index += count
    return value
  }

  private mutating func nested<T>(
    _ body: (inout JSONReader) throws(SyntaxError) -> T
  )
    throws(SyntaxError) -> T
  {
    depth += 1
    guard depth <= 64 else { throw error("nested too deeply") }
    defer { depth -= 1 }
    return try body(&self)
  }

  private mutating func object() throws(SyntaxError) -> JSONValue {
    try nested { reader throws(SyntaxError) in
      reader.index += 1
      var members: [(String, JSONValue)] = []
      reader.skipSpaces()
      if reader.index < reader.end, reader.bytes[reader.index] == UInt8(ascii: "}") {
        reader.index += 1
        return .object(members)
      }
      while true {
        reader.skipSpaces()
        guard reader.index < reader.end, reader.bytes[reader.index] == UInt8(ascii: "\"")
        else { throw reader.error("expected a member name") }
        let key = try reader.string()
        reader.skipSpaces()
        guard reader.index < reader.end, reader.bytes[reader.index] == UInt8(ascii: ":")
        else { throw reader.error("expected ':'") }
        reader.index += 1
        members.append((key, try reader.value()))
        reader.skipSpaces()
        guard reader.index < reader.end else { throw reader.error("expected ',' or '}'") }
        if reader.bytes[reader.index] == UInt8(ascii: ",") {
          reader.index += 1
          continue
        }
        guard reader.bytes[reader.index] == UInt8(ascii: "}") else {
          throw reader.error("expected ',' or '}'")
        }
        reader.index += 1
        return .object(members)
      }
    }
  }

  private mutating func array() throws(SyntaxError) -> JSONValue {
    try nested { reader throws(SyntaxError) in
      reader.index += 1
      var values: [JSONValue] = []
      reader.skipSpaces()
      if reader.index < reader.end, reader.bytes[reader.index] == UInt8(ascii: "]") {
        reader.index += 1
        return .array(values)
      }
      while true {
        values.append(try reader.value())
        reader.skipSpaces()
        guard reader.index < reader.end else { throw reader.error("expected ',' or ']'") }
        if reader.bytes[reader.index] == UInt8(ascii: ",") {
          reader.index += 1
          continue
        }
        guard reader.bytes[reader.index] == UInt8(ascii: "]") else {
          throw reader.error("expected ',' or ']'")
        }
        reader.index += 1
        return .array(values)
      }
    }
  }

  private mutating func number() throws(SyntaxError) -> JSONValue {
    let start = index
    var isWhole = true
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    func digits(_ reader: inout JSONReader) -> Int {
      let first = reader.index
      while reader.index < reader.end,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(reader.bytes[reader.index])
      {
        reader.index += 1
      }
      return reader.index - first
    }
    guard digits(&self) > 0 else { throw error("expected digits") }
    if index < end, bytes[index] == UInt8(ascii: ".") {
      isWhole = false
      index += 1
      guard digits(&self) > 0 else { throw error("expected digits after '.'") }
    }
    if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      isWhole = false
      index += 1
      if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard digits(&self) > 0 else { throw error("expected digits in the exponent") }
    }
    if isWhole && index - start <= 18 {
      // Up to 18 digits cannot overflow: read them without making a string.
      var magnitude = 0
      for byte in bytes[start..<index] where byte != UInt8(ascii: "-") {
        magnitude = magnitude * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return .integer(bytes[start] == UInt8(ascii: "-") ? -magnitude : magnitude)
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if isWhole, let integer = Int(text) { return .integer(integer) }
    guard let number = Double(text) else { throw error("number '\(text)' is out of range") }
    return .number(number)
  }

  /// A string's value: its bytes as they are up to the closing quote when it has no
  /// escape (the common case, one copy), else decoded escape by escape.
  private mutating func string() throws(SyntaxError) -> String {
    index += 1
    let start = index
    // The scan for the byte that ends the plain run, over the buffer (no bounds check a
    // byte: a scan report's outcome is one long string).
    index = bytes.withUnsafeBufferPointer { buffer in
      var position = start
      while position < end {
        let byte = buffer[position]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
        position += 1
      }
      return position
    }
    if index < end, bytes[index] == UInt8(ascii: "\"") {
      index += 1
      return String(decoding: bytes[start..<index - 1], as: UTF8.self)
    }
    if index < end, bytes[index] < 0x20 {
      index += 1
      throw error("control character in a string")
    }
    return try escapedString(from: start)
  }

  /// The rest of a string with escapes, from `start` (its first byte); ``index`` is at
  /// the first backslash or the end.
  private mutating func escapedString(from start: Int) throws(SyntaxError) -> String {
    var utf8 = Array(bytes[start..<index])
    while true {
      guard index < end else { throw error("unterminated string") }
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard index < end else { throw error("unterminated string") }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
          var code = try hexQuad()
          if (0xD800..<0xDC00).contains(code) {
            guard end - index >= 6, bytes[index] == UInt8(ascii: "\\"),
              bytes[index + 1] == UInt8(ascii: "u")
            else { throw error("unpaired surrogate") }
            index += 2
            let low = try hexQuad()
            guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
          utf8.append(contentsOf: String(scalar).utf8)
        default: throw error("invalid escape")
        }
      case 0..<0x20:
        throw error("control character in a string")
      default:
        utf8.append(byte)
      }
    }
  }

  private mutating func hexQuad() throws(SyntaxError) -> UInt32 {
    guard end - index >= 4,
      let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { throw error("invalid \\u escape") }
    index += 4
    return code
  }
}
