import TransitionEngine

/// What a helper's plugins wrote on one of its standard streams: the first ``limit``
/// bytes kept, the rest only counted, so a plugin that floods its output costs the
/// host neither memory nor a flood of its own.
public struct CappedCapture: Sendable {
  /// How many bytes are kept: 64 KiB.
  public static let defaultLimit = 64 << 10

  /// The most bytes kept.
  public let limit: Int
  /// The bytes kept, the first written.
  public private(set) var bytes: [UInt8] = []
  /// How many bytes were written beyond ``limit``.
  public private(set) var omitted = 0

  /// An empty capture keeping at most `limit` bytes.
  public init(limit: Int = defaultLimit) {
    self.limit = limit
  }

  /// Whether nothing was written.
  public var isEmpty: Bool { bytes.isEmpty && omitted == 0 }

  /// Takes what arrived.
  mutating func append(_ more: ArraySlice<UInt8>) {
    let room = max(0, limit - bytes.count)
    bytes += more.prefix(room)
    omitted += max(0, more.count - room)
  }

  /// `plugin 'org.x.y' wrote to standard error: text\n`: the text escaped with
  /// ``PrintableText/escaped(_:)`` (one line, whatever the plugin wrote), followed by
  /// ` ... (N more bytes not shown)` when there was more. Empty when nothing was
  /// written. `writers` are the plugins whose code ran in the helper.
  public func report(stream: String, writers: [String]) -> String {
    guard !isEmpty else { return "" }
    let who =
      switch writers.count {
      case 0: "a plugin"
      case 1: "plugin '\(writers[0].escapedForTerminal)'"
      default: "plugins " + writers.map { "'\($0.escapedForTerminal)'" }.joined(separator: ", ")
      }
    let text = (String(decoding: bytes, as: UTF8.self)).escapedForTerminal
    let more = omitted > 0 ? " ... (\(omitted) more bytes not shown)" : ""
    return "\(who) wrote to \(stream): \(text)\(more)\n"
  }
}
