import PluginHost
import Synchronization
import TransitionEngine

#if canImport(Glibc)
  import Glibc
#endif

/// Writes to the host's standard output and standard error (``HostDescriptors``),
/// unbuffered by Swift, and remembers the first write that failed on each, so that the
/// command ends with status 74 and a message naming the stream and the error. Before
/// each write it checks that the descriptor is still the host's
/// (``PluginHost/HostDescriptors/isReplaced(_:)``): one that plugin code replaced with
/// `dup2` is not written to, and the command ends with status 74 saying so.
enum Output {
  /// A stream the host writes to.
  enum Stream: Int, CaseIterable {
    case standardOutput, standardError

    var descriptor: Int32 {
      self == .standardOutput ? HostDescriptors.standardOutput : HostDescriptors.standardError
    }

    var name: String { self == .standardOutput ? "standard output" : "standard error" }
  }

  private static let failures = Mutex<[SystemError?]>([nil, nil])
  private static let replaced = Mutex<[Bool]>([false, false])

  static func out(_ text: String) { write(text, to: .standardOutput) }
  static func error(_ text: String) { write(text, to: .standardError) }

  /// Writes `text`, lines of text that may hold strings from plugins, to standard
  /// output with each line escaped (``Swift/String/escapedForTerminal``).
  static func lines(_ text: String) { out(escapingLines(text)) }

  /// Writes `text` to standard error with each line escaped.
  static func errorLines(_ text: String) { error(escapingLines(text)) }

  private static func escapingLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0).escapedForTerminal
    }.joined(separator: "\n")
  }

  /// Whether each stream is coloured (``TerminalColour``), decided once.
  private static let colours: [Bool] = {
    let environment = ProcessEnvironment.current(named: TerminalColour.variables)
    return Stream.allCases.map {
      TerminalColour.isEnabled(descriptor: $0.descriptor, environment: environment)
    }
  }()

  /// `text` as it is written to `stream`: its status words painted when the stream is
  /// coloured.
  static func painted(_ text: String, for stream: Stream) -> String {
    colours[stream.rawValue] ? TerminalColour.paint(text) : text
  }

  private static func write(_ text: String, to stream: Stream) {
    guard isIntact(stream) else { return }
    // Written from the string's own UTF-8 storage, not from a copy of it.
    var text = painted(text, for: stream)
    let result = text.withUTF8 {
      DescriptorIO.write(UnsafeRawBufferPointer($0), to: stream.descriptor)
    }
    if case .failure(let error) = result { note(error, on: stream) }
  }

  /// A buffered writer to `stream`; hand it to ``note(_:on:)`` when done.
  static func buffered(_ stream: Stream) -> BufferedWriter {
    BufferedWriter(descriptor: stream.descriptor, check: { isIntact(stream) })
  }

  /// Whether `stream`'s descriptor is still the host's; remembers when it is not.
  private static func isIntact(_ stream: Stream) -> Bool {
    if replaced.withLock({ $0[stream.rawValue] }) { return false }
    guard HostDescriptors.isReplaced(stream.descriptor) else { return true }
    replaced.withLock { $0[stream.rawValue] = true }
    return false
  }

  /// Flushes `writer` and remembers its failure, if any, as one of `stream`.
  static func finish(_ writer: BufferedWriter, on stream: Stream) {
    writer.flush()
    if let error = writer.failure { note(error, on: stream) }
  }

  /// Remembers `error` as the failure of `stream` unless one is already known.
  static func note(_ error: SystemError, on stream: Stream) {
    failures.withLock { if $0[stream.rawValue] == nil { $0[stream.rawValue] = error } }
  }

  /// `status`, or 74 with a message on standard error when a write to either stream
  /// failed.
  static func exitStatus(_ status: ExitCode) -> ExitCode {
    let known = failures.withLock { $0 }
    for stream in Stream.allCases { _ = isIntact(stream) }
    let lost = replaced.withLock { $0 }
    guard known.contains(where: { $0 != nil }) || lost.contains(true) else { return status }
    for stream in Stream.allCases where lost[stream.rawValue] {
      error(
        "error: the host's \(stream.name) (descriptor \(stream.descriptor)) was replaced "
          + "while plugin code ran, so output was lost; a plugin must not dup2 over "
          + "descriptors \(HostDescriptors.minimum) and above\n")
    }
    if let failure = known[Stream.standardOutput.rawValue] {
      error("error: cannot write \(Stream.standardOutput.name): \(failure)\n")
    }
    return max(status, .ioError)
  }
}

/// Lays out rows in columns separated by two spaces, each cell escaped
/// (``Swift/String/escapedForTerminal``): a name from a plugin stays in its cell.
func table(_ rawRows: [[String]]) -> String {
  guard let first = rawRows.first else { return "" }
  // Every cell escaped and measured once, row after row in one flat array (no array of
  // rows made again); a cell's width in characters, an ASCII cell's its byte count (no
  // grapheme walk).
  var cells: [(text: String, count: Int)] = []
  cells.reserveCapacity(rawRows.count * first.count)
  var widths = [Int](repeating: 0, count: first.count)
  for row in rawRows {
    for (index, raw) in row.enumerated() {
      let cell = raw.escapedForTerminal
      let isASCII = cell.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } }
      let count = isASCII ?? cell.utf8.allSatisfy { $0 < 0x80 } ? cell.utf8.count : cell.count
      if index < widths.count { widths[index] = max(widths[index], count) }
      cells.append((cell, count))
    }
  }
  // Laid out straight into the string's own storage, whose size is known: each cell's
  // bytes copied in one piece, its padding set in one (no byte array to copy into a
  // string afterwards, a peak of 46 KB less for 200 rows).
  var size = 0
  var next = 0
  for row in rawRows {
    for index in row.indices {
      size += cells[next].text.utf8.count
      if index < row.count - 1 { size += widths[index] - cells[next].count + 2 }
      next += 1
    }
    size += 1
  }
  next = 0
  return String(unsafeUninitializedCapacity: size) { buffer in
    var offset = 0
    for row in rawRows {
      for index in row.indices {
        var (cell, count) = cells[next]
        next += 1
        cell.withUTF8 { utf8 in
          offset += buffer[offset...].initialize(fromContentsOf: utf8) - offset
        }
        if index < row.count - 1 {
          let padding = widths[index] - count + 2
          buffer[offset..<offset + padding].initialize(repeating: UInt8(ascii: " "))
          offset += padding
        }
      }
      buffer[offset] = UInt8(ascii: "\n")
      offset += 1
    }
    return offset
  }
}

/// The width the output must fit, in columns: `COLUMNS` when it is a number (0: no
/// limit), else the terminal's when standard output is one, else nil (piped output is
/// never cut, so what scripts read does not depend on a window).
func terminalWidth(
  environment: [String: String] = ProcessEnvironment.current(named: ["COLUMNS"])
) -> Int? {
  if let text = environment["COLUMNS"], let columns = Int(text), columns >= 0 {
    return columns > 0 ? columns : nil
  }
  guard isatty(1) != 0 else { return nil }
  var size = winsize()
  guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
  return Int(size.ws_col)
}

/// `rows` (the first the header) laid out as ``table(_:)`` does, within `width` columns
/// when given: the columns named in `droppable` go, in that order, until the table
/// fits; the last column's cells are then cut with `…`. The header names of the columns
/// left out.
func table(
  _ rows: [[String]], fitting width: Int?, droppable: [String]
) -> (
  text: String, hidden: [String]
) {
  guard let width, !rows.isEmpty else { return (table(rows), []) }
  var kept = rows
  var hidden: [String] = []
  func widest(_ rows: [[String]]) -> Int {
    table(rows).split(separator: "\n").map(\.count).max() ?? 0
  }
  for name in droppable where widest(kept) > width {
    guard let column = kept[0].firstIndex(of: name) else { continue }
    kept = kept.map { row in
      var row = row
      row.remove(at: column)
      return row
    }
    hidden.append(name)
  }
  var lines = table(kept).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  for index in lines.indices where lines[index].count > width && width > 1 {
    lines[index] = String(lines[index].prefix(width - 1)) + "…"
  }
  return (lines.joined(separator: "\n"), hidden)
}
