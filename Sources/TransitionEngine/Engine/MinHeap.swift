/// A binary min-heap: the smallest element first, pushes and pops in O(log n).
///
/// The clock keeps its scheduled calls and the animation system its groups' ends in
/// heaps, so finding the next event does not visit everything pending. Equal elements
/// come out in no particular order; callers order by a unique sequence number.
struct MinHeap<Element: Comparable> {
  private(set) var elements: [Element] = []

  /// Builds a heap of `elements` in O(n).
  init(_ elements: [Element] = []) {
    self.elements = elements
    var index = self.elements.count / 2
    while index > 0 {
      index -= 1
      siftDown(from: index)
    }
  }

  var isEmpty: Bool { elements.isEmpty }
  var count: Int { elements.count }
  /// The smallest element.
  var first: Element? { elements.first }

  mutating func push(_ element: Element) {
    elements.append(element)
    var child = elements.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard elements[child] < elements[parent] else { break }
      elements.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the smallest element.
  @discardableResult
  mutating func popFirst() -> Element? {
    guard !elements.isEmpty else { return nil }
    elements.swapAt(0, elements.count - 1)
    let smallest = elements.removeLast()
    siftDown(from: 0)
    return smallest
  }

  mutating func removeAll() { elements.removeAll(keepingCapacity: true) }

  private mutating func siftDown(from start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      guard left < elements.count else { return }
      var smaller = left
      if left + 1 < elements.count && elements[left + 1] < elements[left] { smaller = left + 1 }
      guard elements[smaller] < elements[parent] else { return }
      elements.swapAt(smaller, parent)
      parent = smaller
    }
  }
}
