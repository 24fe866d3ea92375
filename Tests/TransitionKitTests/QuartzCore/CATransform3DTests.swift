import Foundation
import Testing
import TransitionKit

@Suite struct CATransform3DTests {
  @Test("translate, scale and rotate apply their own step first, as Core Animation's do")
  func composition() {
    let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
    // The translation first, then the scale: x moves 10 then doubles.
    #expect(t.m41 == 20)
    #expect(CATransform3DIsIdentity(CATransform3DIdentity))
    #expect(!CATransform3DIsIdentity(t))
    #expect(CATransform3DIsAffine(t))
  }

  @Test("m34 perspective is not affine; the affine round trip keeps a, b, c, d, tx, ty")
  func affine() {
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 500
    #expect(!CATransform3DIsAffine(perspective))
    let flat = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(flat)) == flat)
  }

  @Test("a transform times its inverse is the identity; a singular one is returned unchanged")
  func invert() {
    let t = CATransform3DRotate(CATransform3DMakeTranslation(3, 4, 5), .pi / 3, 0, 1, 0)
    let product = CATransform3DConcat(t, CATransform3DInvert(t))
    let identity = CATransform3DIdentity
    for (lhs, rhs) in zip(
      [product.m11, product.m22, product.m33, product.m44, product.m41, product.m13],
      [identity.m11, identity.m22, identity.m33, identity.m44, identity.m41, identity.m13])
    {
      #expect(abs(lhs - rhs) < 1e-9)
    }
    let singular = CATransform3DMakeScale(0, 1, 1)
    #expect(CATransform3DInvert(singular) == singular)
  }

  @Test("a quarter turn about z sends x to y")
  func rotation() {
    let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    #expect(abs(r.m12 - 1) < 1e-12)
    #expect(abs(r.m21 + 1) < 1e-12)
    #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
  }

  @Test("the corner mask bits are QuartzCore's")
  func cornerMask() {
    let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    #expect(top.rawValue == 3)
    #expect(CACornerMask.layerMaxXMaxYCorner.rawValue == 8)
  }
}
