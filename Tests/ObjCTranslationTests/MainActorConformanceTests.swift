import Testing

/// What docs/OBJC.md says of Swift 6 and `@MainActor`: an app class the app isolates to
/// the main actor conforms to a UIKit protocol once isolated conformances are on, and
/// not without them (TransitionKit's protocols are not main-actor isolated, UIKit's are).
@Suite struct MainActorConformanceTests {
  static let sheet = """
    import UIKit

    @MainActor final class Sheet: NSObject, UIGestureRecognizerDelegate {
      let pan = UIPanGestureRecognizer()
      func install() { pan.delegate = self }
      func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
      }
    }

    """

  @Test("a @MainActor delegate compiles with InferIsolatedConformances, as docs/OBJC.md says")
  func isolatedConformance() throws {
    let with = try TranslatedCompileTests.typecheck(
      [("App/Sheet.swift", Self.sheet)],
      flags: ["-enable-upcoming-feature", "InferIsolatedConformances"])
    #expect(with.status == 0, "\(with.output)")
    let without = try TranslatedCompileTests.typecheck([("App/Sheet.swift", Self.sheet)])
    #expect(without.status != 0)
    #expect(
      without.output.contains(
        "conformance of 'Sheet' to protocol 'UIGestureRecognizerDelegate' crosses into main "
          + "actor-isolated code"), "\(without.output)")
  }
}
