import Testing
import TransitionEngine

@testable import PluginHost

/// The JSON reader the scan reports and the cache are read with.
@Suite struct JSONReaderTests {
  @Test(
    "values parse to what they say",
    arguments: [
      ("0", JSONValue.integer(0)),
      ("-42", .integer(-42)),
      ("999999999999999999", .integer(999_999_999_999_999_999)),
      ("-999999999999999999", .integer(-999_999_999_999_999_999)),
      ("9223372036854775807", .integer(Int.max)),
      ("-9223372036854775808", .integer(Int.min)),
      // Past Int's range a whole number is a Double.
      ("99999999999999999999", .number(1e20)),
      ("1.5", .number(1.5)),
      ("-2e3", .number(-2000)),
      (" true ", .bool(true)),
      ("false", .bool(false)),
      ("null", .null),
      (#""a\"b\\c\n\u00e9\ud83d\ude00""#, .string("a\"b\\c\né😀")),
      (
        #"{"b":[1,2],"a":{}}"#,
        .object([("b", .array([.integer(1), .integer(2)])), ("a", .object([]))])
      ),
    ])
  func parses(text: String, expected: JSONValue) throws {
    #expect(try JSONReader.parse(text).get() == expected)
  }

  @Test(
    "errors name what was expected and the byte",
    arguments: [
      ("", "expected a value, found the end at byte 1"),
      ("tru", "expected 'true' at byte 1"),
      ("nul", "expected 'null' at byte 1"),
      ("[1,]", "expected a value at byte 4"),
      ("{\"a\" 1}", "expected ':' at byte 6"),
      ("1 2", "unexpected text after the value at byte 3"),
      ("-", "expected digits at byte 2"),
    ])
  func errors(text: String, message: String) {
    guard case .failure(let error) = JSONReader.parse(text) else {
      Issue.record("'\(text)' parsed")
      return
    }
    #expect(error.description == message)
  }

  @Test("a range of a larger text parses alone, offsets counted from its start")
  func ranges() throws {
    let bytes = Array("{\"a\":1}\n[true]\nnul\n".utf8)
    #expect(try JSONReader.parse(bytes, in: 0..<7).get() == .object([("a", .integer(1))]))
    #expect(try JSONReader.parse(bytes, in: 8..<14).get() == .array([.bool(true)]))
    guard case .failure(let error) = JSONReader.parse(bytes, in: 15..<18) else {
      Issue.record("'nul' parsed")
      return
    }
    #expect(error.description == "expected 'null' at byte 1")
  }
}
