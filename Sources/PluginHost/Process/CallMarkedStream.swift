import Glibc

/// A helper's standard output or error, cut where each plugin call began: a helper
/// writes ``marker`` on both streams as each call starts (after its `call` record, with
/// C's buffers flushed first), so what a plugin printed is put down to the call that was
/// running when it printed, whatever order the supervisor reads the pipes in. The
/// markers are taken out; nothing else is changed.
struct CallMarkedStream {
  /// What a helper writes as a plugin call starts: an operating-system-command escape no
  /// plugin output is expected to hold (a plugin that writes it exactly only moves its
  /// text to the next call).
  static let marker: [UInt8] = Array("\u{1B}]transhost-call\u{07}".utf8)

  /// How many markers have gone by: the text after the k-th belongs to the k-th call.
  private(set) var calls = 0
  /// The end of what arrived that may be the start of a marker, held for the next bytes.
  private var held: [UInt8] = []

  /// Splits `bytes` into runs of text, each handed to `text` with the number of calls
  /// that had started before it.
  mutating func take(_ bytes: ArraySlice<UInt8>, _ text: (Int, ArraySlice<UInt8>) -> Void) {
    let data = held.isEmpty ? Array(bytes) : held + bytes
    held.removeAll()
    let marker = Self.marker
    var start = 0
    var index = 0
    while let escape = data[index...].firstIndex(of: marker[0]) {
      let rest = data.count - escape
      if rest < marker.count && data[escape...].elementsEqual(marker.prefix(rest)) {
        // Perhaps a marker cut in two: held until more arrives.
        if start < escape { text(calls, data[start..<escape]) }
        held = Array(data[escape...])
        return
      }
      if data[escape...].starts(with: marker) {
        if start < escape { text(calls, data[start..<escape]) }
        calls += 1
        start = escape + marker.count
        index = start
      } else {
        index = escape + 1
      }
    }
    if start < data.count { text(calls, data[start...]) }
  }

  /// What was held back at the stream's end: text, not a marker.
  mutating func finish(_ text: (Int, ArraySlice<UInt8>) -> Void) {
    guard !held.isEmpty else { return }
    text(calls, held[...])
    held.removeAll()
  }

  /// Writes the marker on standard output and standard error, C's stream buffers
  /// flushed first so that what the previous call printed comes before it. Called in a
  /// helper as a plugin call starts.
  static func writeMarkers() {
    fflush(nil)
    for descriptor: Int32 in [1, 2] {
      _ = DescriptorIO.writeAll(marker, to: descriptor)
    }
  }
}
