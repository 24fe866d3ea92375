import Testing

@testable import TransitionEngine

/// A track's end values, kept as four lanes when the rest are zero bits, read back with
/// the same bits they were made with.
@Suite struct TrackEndsTests {
  /// A pair of end values and whether they fit in four lanes.
  struct Case: CustomTestStringConvertible {
    let name: String
    let from: AnimatableVector
    let to: AnimatableVector
    let isNarrow: Bool
    var testDescription: String { name }
  }

  static func vector(_ lanes: [Double]) -> AnimatableVector {
    var vector = AnimatableVector()
    for (index, lane) in lanes.enumerated() { vector[index] = lane }
    return vector
  }

  static let cases: [Case] = [
    Case(name: "alpha", from: vector([0]), to: vector([1]), isNarrow: true),
    Case(
      name: "a colour, four lanes", from: vector([0.1, 0.2, 0.3, 1]),
      to: vector([1, 0.5, -0.25, 0.5]), isNarrow: true),
    Case(
      name: "a transform, sixteen lanes",
      from: vector([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]),
      to: vector([2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1, 0, 10, 20, 0, 1]), isNarrow: false),
    Case(
      name: "a negative zero past the fourth lane", from: vector([0, 0, 0, 0, -0.0]),
      to: vector([1]), isNarrow: false),
    Case(
      name: "a NaN past the fourth lane in the end value", from: vector([0.5]),
      to: vector([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, .nan]), isNarrow: false),
    Case(
      name: "a negative zero and a NaN within four lanes", from: vector([-0.0, .nan]),
      to: vector([.infinity, 0, 0, -1]), isNarrow: true),
  ]

  static func bits(_ vector: AnimatableVector) -> [UInt64] {
    (0..<AnimatableVector.scalarCount).map { vector[$0].bitPattern }
  }

  @Test(arguments: cases)
  func endsReadBackBitForBit(_ testCase: Case) {
    let ends = TrackEnds(from: testCase.from, to: testCase.to)
    #expect(Self.bits(ends.from) == Self.bits(testCase.from))
    #expect(Self.bits(ends.to) == Self.bits(testCase.to))
    #expect(ends.isNarrow == testCase.isNarrow)
  }
}
