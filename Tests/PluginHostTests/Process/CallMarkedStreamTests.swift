import Testing

@testable import PluginHost

/// A helper's output cut at its call markers: each run of text is the call's that was
/// running, however the bytes were split when they were read; the markers are dropped.
@Suite struct CallMarkedStreamTests {
  /// The runs `chunks` give, as `call:text`, adjacent runs of one call joined.
  static func runs(_ chunks: [[UInt8]]) -> [String] {
    var stream = CallMarkedStream()
    var runs: [(Int, [UInt8])] = []
    let keep: (Int, ArraySlice<UInt8>) -> Void = { call, text in
      if let last = runs.last, last.0 == call {
        runs[runs.count - 1].1 += text
      } else {
        runs.append((call, Array(text)))
      }
    }
    for chunk in chunks { stream.take(chunk[...], keep) }
    stream.finish(keep)
    return runs.map { "\($0.0):\(String(decoding: $0.1, as: UTF8.self))" }
  }

  static let marker = CallMarkedStream.marker

  @Test("text before the first marker is no call's; each marker starts the next call")
  func calls() {
    let bytes =
      Array("load".utf8) + Self.marker + Array("one".utf8) + Self.marker
      + Self.marker + Array("three".utf8)
    #expect(Self.runs([bytes]) == ["0:load", "1:one", "3:three"])
  }

  @Test("a marker cut anywhere between two reads is still a marker", arguments: 1..<17)
  func cutMarker(at cut: Int) {
    let bytes = Array("a".utf8) + Self.marker + Array("b".utf8)
    #expect(Self.runs([Array(bytes[..<cut]), Array(bytes[cut...])]) == ["0:a", "1:b"])
  }

  @Test("other escapes, and a marker's start at the very end, are text")
  func otherEscapes() {
    let clear = Array("\u{1B}[2Jx\u{1B}]other\u{07}".utf8)
    #expect(Self.runs([clear]) == ["0:\u{1B}[2Jx\u{1B}]other\u{07}"])
    let dangling = Array("y".utf8) + Self.marker.prefix(5)
    #expect(Self.runs([dangling]) == ["0:y\u{1B}]tra"])
  }
}
