import Foundation
import Testing
import TransitionKit

/// The UIKit-shaped values animators compute with, checked without a host.
@Suite struct CGAffineTransformTests {
  @Test("translatedBy applies the translation before self, as Core Graphics does")
  func compositionOrder() {
    let scaled = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 20)
    #expect(scaled == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 60))
    #expect(
      scaled
        == CGAffineTransform(translationX: 10, y: 20).concatenating(
          CGAffineTransform(scaleX: 2, y: 3)))
    let translated = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
    #expect(translated == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
  }

  @Test("a quarter turn maps the x axis onto the y axis")
  func rotation() {
    let turn = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(abs(turn.a) < 1e-12)
    #expect(abs(turn.b - 1) < 1e-12)
    #expect(abs(turn.c + 1) < 1e-12)
    #expect(abs(turn.d) < 1e-12)
    #expect(!turn.isIdentity)
  }

  @Test("inverted undoes a transform; a singular one comes back unchanged")
  func inverse() {
    let t = CGAffineTransform(rotationAngle: 0.5).scaledBy(x: 2, y: 4).translatedBy(x: 3, y: -1)
    let product = t.concatenating(t.inverted())
    for (value, expected) in [
      (product.a, 1.0), (product.b, 0), (product.c, 0), (product.d, 1), (product.tx, 0),
      (product.ty, 0),
    ] {
      #expect(abs(Double(value) - expected) < 1e-12)
    }
    let singular = CGAffineTransform(scaleX: 0, y: 1).translatedBy(x: 5, y: 5)
    #expect(singular.inverted() == singular)
  }

  @Test("a colour with another alpha keeps its components, and equal components are equal")
  func colors() {
    let faded = UIColor.red.withAlphaComponent(0.25)
    #expect(faded == UIColor(red: 1, green: 0, blue: 0, alpha: 0.25))
    #expect(faded != UIColor.red)
    #expect(UIColor(white: 0.5, alpha: 1) == .gray)
    #expect(Set([UIColor(white: 0, alpha: 0), .clear, .black]).count == 2)
  }
}
