/// The `UIView.animate` completions of one animation group, in the order added.
///
/// Nearly every group has one completion or none; the first is kept inline, so a group
/// with one completion holds no array (an array of one closure is an allocation a group,
/// kept until the group ends).
struct CompletionList: Sequence {
  private var first: ((Bool) -> Void)?
  private var others: [(Bool) -> Void] = []

  /// Whether no completion was added.
  var isEmpty: Bool { first == nil }

  mutating func append(_ completion: @escaping (Bool) -> Void) {
    if first == nil { first = completion } else { others.append(completion) }
  }

  /// The completions, leaving the list empty: what they hold is let go once they ran.
  mutating func take() -> CompletionList {
    let taken = self
    self = CompletionList()
    return taken
  }

  func makeIterator() -> Iterator { Iterator(list: self) }

  /// The completions, first added first.
  struct Iterator: IteratorProtocol {
    let list: CompletionList
    var index = -1

    mutating func next() -> ((Bool) -> Void)? {
      defer { index += 1 }
      if index < 0 { return list.first }
      return index < list.others.count ? list.others[index] : nil
    }
  }
}
