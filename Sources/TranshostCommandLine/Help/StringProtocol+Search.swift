/// The two searches the help and completion texts need, written here because the standard
/// library's `firstRange(of:)` and `replacing(_:with:)` come from `_StringProcessing`,
/// which the `transhost` executable does not link (its loading costs every process about
/// 1 M instructions at start; docs/PERFORMANCE.md, "Issue 16, third session").
extension StringProtocol {
  /// The range of the first occurrence of `text`, compared character by character, or nil.
  func firstRange(ofText text: String) -> Range<Index>? {
    guard let first = text.first else { return startIndex..<startIndex }
    var index = startIndex
    while let found = self[index...].firstIndex(of: first) {
      if self[found...].starts(with: text) {
        return found..<self.index(found, offsetBy: text.count)
      }
      index = self.index(after: found)
    }
    return nil
  }

  /// This text with every `character` replaced by `replacement`.
  func replacingEvery(_ character: Character, with replacement: String) -> String {
    var result = ""
    result.reserveCapacity(utf8.count)
    for each in self {
      if each == character { result += replacement } else { result.append(each) }
    }
    return result
  }
}
