import PluginHost
import TransitionEngine

/// Shows on the host's standard error what plugin code running in the process printed
/// (``PluginOutputCapture``), labelled with the stream and when, each line escaped and
/// indented; never in the account or the JSON Lines.
enum PluginOutput {
  /// Shows `captured`, written `when` (`while transition 2 ran (animator 'x')`), and
  /// returns each warning's headline (`plugin code wrote 5 bytes to standard output
  /// ...`), which `--strict` counts.
  @discardableResult
  static func show(_ captured: [PluginOutputCapture.Captured], when: String) -> [String] {
    var headlines: [String] = []
    for entry in captured {
      let count = entry.total == 1 ? "1 byte" : "\(entry.total) bytes"
      headlines.append("plugin code wrote \(count) to \(entry.stream) \(when)")
      var text = "warning: plugin code wrote \(count) to \(entry.stream) \(when)"
      text += entry.shown.isEmpty ? "" : ":"
      if entry.shown.count < entry.total {
        text +=
          " (\(entry.total - entry.shown.count) not shown: at most "
          + "\(PluginOutputCapture.limit) bytes of each stream are shown a run)"
      }
      text += "\n"
      var lines = String(decoding: entry.shown, as: UTF8.self).split(
        separator: "\n", omittingEmptySubsequences: false)
      if lines.last == "" { lines.removeLast() }
      for line in lines { text += "  | " + String(line).escapedForTerminal + "\n" }
      Output.error(text)
    }
    return headlines
  }
}
