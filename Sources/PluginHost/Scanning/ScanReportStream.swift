import TransitionEngine

#if canImport(Glibc)
  import Glibc
#endif

/// Splits what a batch scan helper writes on its report channel into one report per
/// file, in the order the helper was given the files.
///
/// The helper writes one line per file once it has loaded it. A plugin can write on the
/// channel too (its descriptors are the helper's), so the bytes for a file are the lines
/// up to and including the first line that is a sound report for that file: anything
/// before it is the plugin's, and makes the file's report unreadable ("more than one
/// line"), as when each file had a helper of its own. A line that is a report for a
/// later file of the batch ends the current file's bytes without a report of its own
/// (its report was mangled). Where the bytes end depends only on what was written, never
/// on how it arrived, so the outcomes are the same however the pipe is read.
struct ScanReportStream {
  /// One file's report, complete.
  struct Report {
    /// The file's index in the batch.
    let index: Int
    /// What its report said, or why it is unreadable.
    let outcome: Result<PluginScanHelper.Report, ScanOutcome.DecodingError>
  }

  /// The files of the batch, in the order the helper scans them.
  let paths: ArraySlice<String>
  /// The index (in ``paths``) of the file the helper is scanning now: the first without
  /// a report.
  private(set) var current: Int
  /// Complete lines received for the current file that were not its report.
  private var segment: [UInt8] = []
  /// A line not yet ended.
  private var partial: [UInt8] = []
  /// ``ScanReportLine/head(path:)`` of the current file, once asked for.
  private var currentHead: (index: Int, bytes: [UInt8])?
  /// The file whose report was unreadable, which stopped the stream.
  private(set) var unreadableIndex: Int?

  /// A stream for a helper scanning `paths` in order.
  init(paths: ArraySlice<String>) {
    self.paths = paths
    self.current = paths.startIndex
  }

  /// Whether every file has its report.
  var isComplete: Bool { current == paths.endIndex }

  /// How many files have no report yet.
  var remainingCount: Int { paths.endIndex - current }

  /// How many bytes are held for the current file.
  var pendingCount: Int { segment.count + partial.count }

  /// Takes bytes as they arrive and returns the reports they complete. After a report
  /// that is unreadable, the helper may be anywhere: the caller stops reading it (a
  /// later call returns nothing more).
  mutating func append(_ bytes: some Collection<UInt8>) -> [Report] {
    var reports: [Report] = []
    partial += bytes
    var lineStart = partial.startIndex
    while !isComplete, let newline = Self.newline(in: partial, from: lineStart) {
      let line = partial[lineStart...newline]
      lineStart = newline + 1
      let path = paths[current]
      if case .success(let outcome) = PluginScanHelper.readReport(
        line, path: path, head: head(of: current))
      {
        let whole = segment.isEmpty ? .success(outcome) : readSegment(line)
        reports.append(Report(index: current, outcome: whole))
        segment.removeAll()
        stop(unless: whole.isSuccess)
        continue
      }
      if isReportForLaterFile(line) {
        reports.append(Report(index: current, outcome: readSegment([])))
        segment.removeAll()
        stop(unless: false)
        continue
      }
      segment += line
    }
    partial.removeSubrange(partial.startIndex..<lineStart)
    if isComplete { partial.removeAll() }
    return reports
  }

  /// The index of the first newline in `bytes` at or after `start` (`memchr`: reports
  /// are a kilobyte or so each).
  private static func newline(in bytes: [UInt8], from start: Int) -> Int? {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, start < buffer.count,
        let found = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start)
      else { return nil }
      return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }
  }

  /// The start of a forked helper's report line on the file at `index` (made once).
  private mutating func head(of index: Int) -> [UInt8] {
    if let known = currentHead, known.index == index { return known.bytes }
    let bytes = ScanReportLine.head(path: paths[index])
    currentHead = (index, bytes)
    return bytes
  }

  /// Moves on to the next file after a sound report, or stops after an unreadable one.
  private mutating func stop(unless isSound: Bool) {
    if isSound {
      current += 1
    } else {
      unreadableIndex = current
      current = paths.endIndex
    }
  }

  /// The bytes received for the current file once the helper has ended without its
  /// report (an unended last line included), as when it had a helper of its own.
  var remainder: [UInt8] { segment + partial }

  /// The current file's report from everything received for it, `last` included.
  private func readSegment(
    _ last: ArraySlice<UInt8>
  ) -> Result<PluginScanHelper.Report, ScanOutcome.DecodingError> {
    PluginScanHelper.readReport((segment + last)[...], path: paths[current])
  }

  /// Whether `line` is a helper's report on a file after the current one.
  private func isReportForLaterFile(_ line: ArraySlice<UInt8>) -> Bool {
    guard case .success(let json) = JSONReader.parse(Array(line)) else { return false }
    do throws(JSONValue.DecodingError) {
      _ = try json.member("report")
      return paths[(current + 1)...].contains(try json.member("path").stringValue())
    } catch {
      return false
    }
  }
}

extension Result {
  fileprivate var isSuccess: Bool {
    if case .success = self { return true }
    return false
  }
}
