/// An error in a script: where, what, and what to do.
public struct ScriptDiagnostic: Error, Hashable, Sendable {
  /// The file name.
  public let file: String
  /// 1-based line.
  public let line: Int
  /// 1-based column.
  public let column: Int
  /// What is wrong.
  public let message: String
  /// What to do, if there is a helpful suggestion.
  public let hint: String?
  /// The offending line's text.
  public let sourceLine: String

  /// Creates a diagnostic.
  public init(
    file: String, line: Int, column: Int, message: String, hint: String?, sourceLine: String
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.hint = hint
    self.sourceLine = sourceLine
  }

  /// `file:line:column: error: message`, the line with a caret under the column, and
  /// the hint.
  public var rendered: String {
    let number = String(line)
    let gutter = String(repeating: " ", count: number.count)
    let caretIndent = String(sourceLine.prefix(max(column - 1, 0)).map { $0 == "\t" ? "\t" : " " })
    var text = "\(file):\(line):\(column): error: \(message)\n"
    text += " \(number) | \(sourceLine)\n"
    text += " \(gutter) | \(caretIndent)^\n"
    if let hint { text += "hint: \(hint)\n" }
    return text
  }
}
