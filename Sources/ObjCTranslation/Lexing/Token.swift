/// One token of Swift source, with where it starts (line and column count from 1).
public struct Token: Equatable, Sendable {
  /// What kind of token it is.
  public enum Kind: Equatable, Sendable {
    /// An identifier or keyword (`func`, `handlePan`, `` `default` ``).
    case identifier
    /// `@` followed by a name (`@objc`, `@IBAction`): text holds both.
    case attribute
    /// `#` followed by a name (`#selector`, `#sourceLocation`): text holds both.
    case pound
    /// A string literal, whole: quotes, raw `#`s, interpolations and all.
    case string
    /// A number literal.
    case number
    /// A `//` or `/* */` comment (block comments nest).
    case comment
    /// Spaces, tabs and newlines.
    case whitespace
    /// One punctuation character (`(`, `.`, `?`, `:`), or an operator run (`->`, `==`).
    case punctuation
  }

  /// The kind.
  public let kind: Kind
  /// The exact text, as written.
  public let text: String
  /// The line it starts on.
  public let line: Int
  /// The column it starts at (in characters).
  public let column: Int

  /// Whether the token matters to the grammar (is not a comment or whitespace).
  public var isSignificant: Bool { kind != .comment && kind != .whitespace }
}
