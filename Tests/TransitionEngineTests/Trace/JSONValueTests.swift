import Testing
import TransitionEngine

@Suite("JSON text")
struct JSONValueTests {
  /// JSON's escaping spelled out a scalar at a time, to hold the writer to.
  static func reference(_ value: String) -> String {
    var output = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _
      where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        || [0x200E, 0x200F, 0x2028, 0x2029].contains(scalar.value)
        || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value):
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output + "\""
  }

  @Test(
    "strings are quoted and escaped",
    arguments: [
      ("", #""""#),
      ("plain", #""plain""#),
      ("say \"hi\"", #""say \"hi\"""#),
      ("back\\slash", #""back\\slash""#),
      ("line\nbreak\r\ttab", #""line\nbreak\r\ttab""#),
      ("\u{0}\u{1}\u{1F}", #""\u0000\u0001\u001f""#),
      ("é and 👋🏽", "\"é and 👋🏽\""),
      // A combining accent right after an escaped quote: not a Character boundary.
      ("\"\u{301}x", "\"\\\"\u{301}x\""),
    ])
  func escapes(value: String, expected: String) {
    #expect(JSONValue.string(value).text == expected)
    #expect(JSONValue.string(value).text == Self.reference(value))
  }

  @Test(
    "DEL, C1 controls, line separators and bidirectional controls are escaped too",
    arguments: [
      ("del\u{7F}", #""del\u007f""#),
      ("csi\u{9B}2J nel\u{85}", #""csi\u009b2J nel\u0085""#),
      ("line\u{2028}para\u{2029}", #""line\u2028para\u2029""#),
      ("\u{202E}txt\u{2066}\u{200F}", #""\u202etxt\u2066\u200f""#),
      ("\u{2010}\u{2030}\u{A0}", "\"\u{2010}\u{2030}\u{A0}\""),
    ])
  func escapesTerminalControls(value: String, expected: String) {
    #expect(JSONValue.string(value).text == expected)
  }

  @Test("any string is written as the scalar-by-scalar reference writes it")
  func matchesReference() {
    let alphabet: [Unicode.Scalar] = [
      "a", "Z", " ", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{7}", "\u{1F}", "\u{7F}", "é",
      "\u{301}", "€", "😀", "\u{200D}",
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<500 {
      var text = String.UnicodeScalarView()
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      for _ in 0..<Int(state >> 60) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text.append(alphabet[Int(state >> 33) % alphabet.count])
      }
      let value = String(text)
      #expect(
        JSONValue.string(value).text == Self.reference(value), "\(Array(value.unicodeScalars))")
    }
  }

  @Test("objects keep their keys' order and escape the keys")
  func objects() {
    let value = JSONValue.object([
      ("b", .integer(2)), ("a\"", .array([.bool(true), .null, .number(0.5)])),
    ])
    #expect(value.text == #"{"b":2,"a\"":[true,null,0.5]}"#)
  }
}
