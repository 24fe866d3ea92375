import Testing

@testable import TransitionEngine

/// `ViewIDSet` against a `Set<Int>` doing the same inserts and removes.
@Suite struct ViewIDSetTests {
  /// Applies `operations` (a positive number inserts it, a negative one removes its
  /// negation minus one) to both sets and checks they agree after each.
  private func check(_ operations: [Int]) {
    var bits = ViewIDSet()
    var reference: Set<Int> = []
    for operation in operations {
      if operation >= 0 {
        bits.insert(operation)
        reference.insert(operation)
      } else {
        bits.remove(-operation - 1)
        reference.remove(-operation - 1)
      }
      #expect(Array(bits) == reference.sorted())
      #expect(bits.count == reference.count)
      #expect(bits.isEmpty == reference.isEmpty)
      for id in [0, 1, 63, 64, 65, 127, 128, 200, 1_000, 5_000] {
        #expect(bits.contains(id) == reference.contains(id), "id \(id)")
      }
    }
  }

  @Test(arguments: [
    // Ascending, then taken out in strides, as a transition piling views does.
    [5, 6, 70, 71, 200, -6, -72, -7, -71, -201],
    // Below the span's first word, then above its last.
    [1_000, 64, 0, 5_000, -1, -1_001, 63, -64, -65, -5_001],
    // Emptied, then started again at another word; twice the same id.
    [128, 128, -129, 1, 1, -2, -2, 127, 200, -128, -201],
    // Removing what is not there.
    [-1, -5_001, 3, -4, -4],
  ])
  func agreesWithAHashSet(_ operations: [Int]) {
    check(operations)
  }

  @Test func manyIDsComeOutLowestFirst() {
    var bits = ViewIDSet()
    for id in stride(from: 9_999, through: 0, by: -3) { bits.insert(id) }
    #expect(Array(bits) == Array(stride(from: 0, through: 9_999, by: 3)))
    for id in stride(from: 0, through: 9_999, by: 6) { bits.remove(id) }
    #expect(Array(bits) == Array(stride(from: 3, through: 9_999, by: 6)))
    #expect(bits.count == 1_667)
  }
}
