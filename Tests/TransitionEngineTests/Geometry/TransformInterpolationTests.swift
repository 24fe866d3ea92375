import Foundation
import Testing

@testable import TransitionEngine

/// Transforms move as Core Animation moves them: by their parts (a turn stays rigid), not
/// entry by entry.
@Suite struct TransformInterpolationTests {
  static func close(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-9) -> Bool {
    let (u, v) = (a.vector, b.vector)
    return (0..<16).allSatisfy { abs(u[$0] - v[$0]) <= tolerance }
  }

  static func value(_ from: Transform3D, _ to: Transform3D, _ t: Double) -> Transform3D {
    Transform3D(
      vector: TransformInterpolation.value(from: from.vector, to: to.vector, progress: t))
  }

  /// Transforms to take apart and put back: turns about each axis (half turns about mixed
  /// axes included), scales, mirrors, shears, perspective on either side.
  static let samples: [Transform3D] = {
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    let turn = Transform3D(rotationAngle: 1.1, x: 0.3, y: -0.8, z: 0.5)
    var shear = Transform3D.identity
    shear.m21 = 0.4
    return [
      Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1),
      Transform3D(rotationAngle: .pi, x: 1, y: -1, z: 0),
      Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0),
      Transform3D(rotationAngle: -2.5, x: 1, y: 0, z: 0),
      Transform3D(scaleX: 2, y: 0.5, z: 1).concatenating(turn),
      Transform3D(scaleX: -1, y: 1, z: 1).concatenating(Transform3D(translationX: 10, y: 20, z: 0)),
      shear.concatenating(turn).concatenating(Transform3D(translationX: -5, y: 7, z: 3)),
      Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0).concatenating(perspective),
      perspective.concatenating(Transform3D(rotationAngle: .pi / 4, x: 1, y: 0, z: 0)),
    ]
  }()

  @Test("taking a transform apart and putting it back gives the transform", arguments: samples)
  func roundTrip(transform: Transform3D) throws {
    let parts = try #require(DecomposedTransform(transform.vector))
    #expect(Self.close(Transform3D(vector: parts.vector), transform))
    // The ends of an interpolation are its end points.
    #expect(Self.close(Self.value(.identity, transform, 1), transform, 1e-9))
    #expect(Self.close(Self.value(transform, .identity, 0), transform, 1e-9))
  }

  @Test("half way to a quarter turn is an eighth turn at full size, not a shrunk 45° view")
  func quarterTurn() {
    let quarter = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    let half = Self.value(.identity, quarter, 0.5)
    #expect(Self.close(half, Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)))
    // Entry by entry the midpoint would be 0.5 on the diagonal: a view at 0.71 scale.
    #expect(abs(half.m11 - cos(Double.pi / 4)) < 1e-12)
  }

  @Test("a half turn passes a quarter turn half way instead of collapsing to nothing")
  func halfTurn() {
    let flip = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
    let half = Self.value(.identity, flip, 0.5)
    #expect(Self.close(half, Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)))
  }

  @Test("a flip in perspective keeps its perspective all the way round")
  func perspectiveFlip() {
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    let from = Transform3D.identity.concatenating(perspective)
    let to = Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0).concatenating(perspective)
    for step in 1..<10 {
      let t = Double(step) / 10
      let expected = Transform3D(rotationAngle: -.pi / 2 * t, x: 0, y: 1, z: 0)
        .concatenating(perspective)
      #expect(Self.close(Self.value(from, to, t), expected, 1e-9), "at \(t)")
    }
  }

  @Test("scales and translations still move entry by entry, exactly as before")
  func scaleAndTranslation() {
    let from = Transform3D(scaleX: 0.5, y: 0.25, z: 1)
    let to = Transform3D(translationX: 100, y: -40, z: 0)
    let linear = from.vector + (to.vector - from.vector) * 0.3
    #expect(TransformInterpolation.value(from: from.vector, to: to.vector, progress: 0.3) == linear)
  }

  @Test("a transform that cannot be taken apart (zero scale) moves entry by entry")
  func singular() {
    let from = Transform3D(scaleX: 0, y: 0, z: 1)
    let to = Transform3D(rotationAngle: 1, x: 0, y: 0, z: 1)
    let linear = from.vector + (to.vector - from.vector) * 0.5
    #expect(TransformInterpolation.value(from: from.vector, to: to.vector, progress: 0.5) == linear)
  }

  @Test("UIView.animate turns a view rigidly: its presentation half way is an eighth turn")
  func viewAnimation() {
    let engine = Engine()
    _ = engine.window
    let view = engine.makeWindowView(
      name: "card", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    engine.animate(withDuration: 1, options: .curveLinear) {
      view.transform = AffineTransform(rotationAngle: .pi / 2)
    }
    engine.advance(by: 0.5)
    let shown = view.presentation.transform
    #expect(abs(shown.a - cos(Double.pi / 4)) < 1e-9 && abs(shown.b - sin(Double.pi / 4)) < 1e-9)
  }
}
