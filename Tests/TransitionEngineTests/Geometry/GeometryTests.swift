import Testing
import TransitionEngine

@Suite("Number formatting")
struct NumberFormattingTests {
  @Test(
    "formatNumber gives at most three decimals and no trailing zeros",
    arguments: [
      (0.0, "0"), (1.0, "1"), (0.5, "0.5"), (-12.125, "-12.125"), (0.1234, "0.123"),
      (0.05, "0.05"), (100.25, "100.25"), (2.0001, "2"), (-0.0001, "0"), (390.0, "390"),
      (-3.0, "-3"),
    ])
  func formatsFinite(value: Double, expected: String) {
    #expect(formatNumber(value) == expected)
  }

  @Test(
    "formatNumber names the non-finite values",
    arguments: [(Double.nan, "nan"), (Double.infinity, "inf"), (-Double.infinity, "-inf")])
  func formatsNonFinite(value: Double, expected: String) {
    #expect(formatNumber(value) == expected)
  }
}

@Suite("Point, Size and Rect")
struct RectTests {
  @Test("descriptions use formatNumber")
  func descriptions() {
    #expect(Point(x: 1, y: 2.5).description == "(1, 2.5)")
    #expect(Size(width: 390, height: 844).description == "390x844")
    #expect(Rect(x: 0.1234, y: -4, width: 10, height: 20.5).description == "(0.123, -4, 10, 20.5)")
  }

  @Test("edges, centre and size of a rectangle with a positive size")
  func edgesPositive() {
    let rect = Rect(x: 10, y: 20, width: 100, height: 50)
    #expect(rect.minX == 10 && rect.maxX == 110 && rect.minY == 20 && rect.maxY == 70)
    #expect(rect.midX == 60 && rect.midY == 45)
    #expect(rect.center == Point(x: 60, y: 45))
    #expect(rect.width == 100 && rect.height == 50)
  }

  @Test("a negative size keeps min below max and reports absolute width and height")
  func edgesNegative() {
    let rect = Rect(x: 10, y: 20, width: -100, height: -50)
    #expect(rect.minX == -90 && rect.maxX == 10)
    #expect(rect.minY == -30 && rect.maxY == 20)
    #expect(rect.width == 100 && rect.height == 50)
  }

  @Test(
    "isEmpty is true exactly when a side is zero",
    arguments: [
      (Rect.zero, true), (Rect(x: 5, y: 5, width: 0, height: 10), true),
      (Rect(x: 5, y: 5, width: 10, height: 0), true),
      (Rect(x: 0, y: 0, width: 1, height: 1), false),
    ])
  func isEmpty(rect: Rect, expected: Bool) {
    #expect(rect.isEmpty == expected)
  }

  @Test("offsetBy moves the origin and keeps the size")
  func offset() {
    #expect(
      Rect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: 10, dy: -20)
        == Rect(x: 11, y: -18, width: 3, height: 4))
  }

  @Test("insetBy shrinks each side by dx and dy")
  func inset() {
    #expect(
      Rect(x: 10, y: 10, width: 100, height: 50).insetBy(dx: 10, dy: 5)
        == Rect(x: 20, y: 15, width: 80, height: 40))
    #expect(
      Rect(x: 10, y: 10, width: 100, height: 50).insetBy(dx: -5, dy: -5)
        == Rect(x: 5, y: 5, width: 110, height: 60))
  }

  @Test(
    "contains includes the minimum edges and excludes the maximum edges",
    arguments: [
      (Point(x: 0, y: 0), true), (Point(x: 99.999, y: 49.999), true), (Point(x: 100, y: 10), false),
      (Point(x: 10, y: 50), false), (Point(x: -0.001, y: 10), false), (Point(x: 50, y: 25), true),
    ])
  func contains(point: Point, expected: Bool) {
    #expect(Rect(x: 0, y: 0, width: 100, height: 50).contains(point) == expected)
  }

  @Test("union is the smallest rectangle holding both")
  func union() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    let b = Rect(x: 20, y: -5, width: 5, height: 5)
    #expect(a.union(b) == Rect(x: 0, y: -5, width: 25, height: 15))
    #expect(b.union(a) == a.union(b))
  }

  @Test("applying the identity returns the rectangle unchanged")
  func applyingIdentity() {
    let rect = Rect(x: 3, y: 4, width: 5, height: 6)
    #expect(rect.applying(.identity) == rect)
  }

  @Test(
    "applying a transform gives the bounding box of the transformed corners",
    arguments: [
      (AffineTransform(translationX: 10, y: -5), Rect(x: 10, y: -5, width: 100, height: 50)),
      (AffineTransform(scaleX: 2, y: 3), Rect(x: 0, y: 0, width: 200, height: 150)),
      (AffineTransform(scaleX: -1, y: 1), Rect(x: -100, y: 0, width: 100, height: 50)),
      (AffineTransform(rotationAngle: .pi / 2), Rect(x: -50, y: 0, width: 50, height: 100)),
    ])
  func applyingTransform(transform: AffineTransform, expected: Rect) {
    #expect(Rect(x: 0, y: 0, width: 100, height: 50).applying(transform) == expected)
  }

  @Test("a 45 degree rotation of a square grows its bounding box by root two")
  func applyingDiagonalRotation() {
    let box = Rect(x: -1, y: -1, width: 2, height: 2).applying(
      AffineTransform(rotationAngle: .pi / 4))
    expectClose(
      box,
      Rect(
        x: -2.0.squareRoot(), y: -2.0.squareRoot(), width: 2 * 2.0.squareRoot(),
        height: 2 * 2.0.squareRoot()), tolerance: 1e-12)
  }

  @Test("Point.applying maps (x, y) to (a x + c y + tx, b x + d y + ty)")
  func pointApplying() {
    let transform = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(Point(x: 1, y: 1).applying(transform) == Point(x: 9, y: 12))
    #expect(Point(x: 2, y: -1).applying(transform) == Point(x: 4, y: 6))
  }
}

@Suite("AffineTransform")
struct AffineTransformTests {
  @Test("the identity describes itself as identity; others list their six entries")
  func descriptions() {
    #expect(AffineTransform.identity.description == "identity")
    #expect(AffineTransform(scaleX: 2, y: 0.5).description == "[2 0 0 0.5 0 0]")
    #expect(AffineTransform(translationX: 10, y: -3.25).description == "[1 0 0 1 10 -3.25]")
  }

  @Test(
    "rotations by multiples of a quarter turn are exact",
    arguments: [
      (0.0, AffineTransform.identity),
      (Double.pi / 2, AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)),
      (Double.pi, AffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)),
      (3 * Double.pi / 2, AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0)),
      (-Double.pi / 2, AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0)),
      (2 * Double.pi, AffineTransform.identity),
    ])
  func quarterTurns(angle: Double, expected: AffineTransform) {
    #expect(AffineTransform(rotationAngle: angle) == expected)
  }

  @Test("a positive rotation turns +x towards +y, clockwise on a y-down screen")
  func rotationDirection() {
    let turned = Point(x: 1, y: 0).applying(AffineTransform(rotationAngle: .pi / 6))
    expectClose(turned, Point(x: 3.0.squareRoot() / 2, y: 0.5), tolerance: 1e-12)
  }

  @Test("concatenating applies self first, then the argument")
  func concatenationOrder() {
    let scale = AffineTransform(scaleX: 2, y: 2)
    let move = AffineTransform(translationX: 10, y: 0)
    #expect(Point(x: 1, y: 1).applying(scale.concatenating(move)) == Point(x: 12, y: 2))
    #expect(Point(x: 1, y: 1).applying(move.concatenating(scale)) == Point(x: 22, y: 2))
  }

  @Test("translatedBy, scaledBy and rotated apply the new step before the transform")
  func prependedSteps() {
    let scale = AffineTransform(scaleX: 2, y: 2)
    #expect(Point.zero.applying(scale.translatedBy(x: 10, y: 5)) == Point(x: 20, y: 10))
    let move = AffineTransform(translationX: 10, y: 0)
    #expect(Point(x: 1, y: 1).applying(move.scaledBy(x: 3, y: 3)) == Point(x: 13, y: 3))
    #expect(Point(x: 1, y: 0).applying(move.rotated(by: .pi / 2)) == Point(x: 10, y: 1))
  }

  @Test(
    "a transform concatenated with its inverse is the identity",
    arguments: [
      AffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 7, ty: -4),
      AffineTransform(rotationAngle: 0.3).translatedBy(x: 5, y: 9),
      AffineTransform(scaleX: 0.5, y: 4),
    ])
  func inverse(transform: AffineTransform) {
    let product = transform.concatenating(transform.inverted())
    for (value, expected) in [
      (product.a, 1.0), (product.b, 0), (product.c, 0), (product.d, 1), (product.tx, 0),
      (product.ty, 0),
    ] {
      expectClose(value, expected, tolerance: 1e-12)
    }
  }

  @Test("a singular transform inverts to itself, as CGAffineTransformInvert does")
  func singularInverse() {
    let singular = AffineTransform(scaleX: 0, y: 2)
    #expect(singular.inverted() == singular)
  }

  @Test("isIdentity is true only for the identity")
  func isIdentity() {
    #expect(AffineTransform.identity.isIdentity)
    #expect(AffineTransform(translationX: 0, y: 0).isIdentity)
    #expect(!AffineTransform(translationX: 0, y: 1).isIdentity)
  }
}

@Suite("Color")
struct ColorTests {
  @Test(
    "hex strings parse into components",
    arguments: [
      ("#FF8000", Color(red: 1, green: 128.0 / 255, blue: 0, alpha: 1)),
      ("FF8000", Color(red: 1, green: 128.0 / 255, blue: 0, alpha: 1)),
      ("#00000080", Color(red: 0, green: 0, blue: 0, alpha: 128.0 / 255)),
      ("#ffffffff", Color.white),
      ("#00000000", Color.clear),
    ])
  func parses(hex: String, expected: Color) throws {
    let color = try #require(Color(hex: hex))
    #expect(color == expected)
  }

  @Test(
    "malformed hex strings give nil",
    arguments: ["", "#", "#FFF", "#FFFFF", "#FFFFFFF", "#GG0000", "#FF 000", "#+12345", "#-00000"])
  func rejects(hex: String) {
    #expect(Color(hex: hex) == nil)
  }

  @Test(
    "hexString rounds each component to 8 bits and clamps it to 0...1",
    arguments: [
      (Color.white, "#FFFFFFFF"), (Color.clear, "#00000000"),
      (Color(red: 0.5, green: 0.25, blue: 1, alpha: 0.5), "#8040FF80"),
      (Color(red: 2, green: -1, blue: 0, alpha: 1), "#FF0000FF"),
    ])
  func hexString(color: Color, expected: String) {
    #expect(color.hexString == expected)
    #expect(color.description == expected)
  }

  @Test("parsing a colour's hex string gives it back")
  func roundTrip() throws {
    let color = try #require(Color(hex: "#12ABCDEF"))
    #expect(color.hexString == "#12ABCDEF")
  }
}
