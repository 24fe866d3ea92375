/// A word of a script line, with its 1-based column.
struct Token: Equatable {
  let text: String
  let column: Int
}

/// Splits a script line into tokens: words (a parenthesised group stays part of its
/// word, so `slide(direction: up)` is one token), commas, and nothing after a comment.
/// A `#` starts a comment at the start of the line or after a space, unless it is a
/// colour (`#RRGGBB` or `#RRGGBBAA`).
func tokenize(_ line: String) -> [Token] {
  let characters = Array(line)
  var tokens: [Token] = []
  var index = 0
  while index < characters.count {
    let character = characters[index]
    if character == " " || character == "\t" {
      index += 1
      continue
    }
    if character == "#" && !isColor(characters, at: index) { break }
    if character == "," {
      tokens.append(Token(text: ",", column: index + 1))
      index += 1
      continue
    }
    let start = index
    var depth = 0
    while index < characters.count {
      let c = characters[index]
      if c == "(" { depth += 1 }
      if c == ")" { depth = max(depth - 1, 0) }
      if depth == 0 && (c == " " || c == "\t" || c == ",") { break }
      index += 1
    }
    tokens.append(Token(text: String(characters[start..<index]), column: start + 1))
  }
  return tokens
}

private func isColor(_ characters: [Character], at index: Int) -> Bool {
  var end = index + 1
  while end < characters.count && characters[end].isHexDigit { end += 1 }
  let digits = end - index - 1
  let terminated =
    end == characters.count || characters[end] == " " || characters[end] == "\t"
    || characters[end] == ","
  return (digits == 6 || digits == 8) && terminated
}
