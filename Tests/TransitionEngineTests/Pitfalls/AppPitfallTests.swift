import Testing

@testable import TransitionEngine

/// The pitfalls app code commits, seen by the engine as they happen: a presentation from
/// a controller that already presents one, and one while a transition of the same
/// controllers runs. Both are refused, carry their id, and name no animator.
@Suite struct AppPitfallTests {
  static func scene() -> (
    Engine, home: ViewController, detail: ViewController, other: ViewController
  ) {
    let engine = Engine()
    let home = ViewController(engine: engine, name: "home")
    let detail = ViewController(engine: engine, name: "detail")
    let other = ViewController(engine: engine, name: "other")
    detail.modalPresentationStyle = .fullScreen
    other.modalPresentationStyle = .fullScreen
    engine.window.rootViewController = home
    return (engine, home, detail, other)
  }

  @Test("presenting while the presenter's presentation runs is TK-UNBALANCED, refused")
  func unbalanced() throws {
    let (engine, home, detail, other) = Self.scene()
    _ = try #require(engine.present(detail, from: home, animated: true))
    engine.advance(by: 0.1)
    #expect(engine.present(other, from: detail, animated: true) == nil)
    #expect(engine.violations.last?.pitfall == .unbalanced)
    #expect(
      engine.reportedViolations.last
        == "attempt to present 'other' while 'present detail from home (fullScreen)' is in "
        + "progress; present from its completion")
    #expect(Pitfall.unbalanced.isCommittedByAnimator == false)
  }

  @Test("presenting from a controller that presents is TK-DOUBLE-PRESENT, refused")
  func doublePresent() throws {
    let (engine, home, detail, other) = Self.scene()
    _ = try #require(engine.present(detail, from: home, animated: true))
    engine.runUntilIdle()
    #expect(engine.present(other, from: home, animated: true) == nil)
    #expect(engine.violations.last?.pitfall == .doublePresent)
    #expect(engine.violationOrigins.count == engine.violations.count)
  }

  @Test("a correct sequence, presenting from the completion, commits neither")
  func correct() throws {
    let (engine, home, detail, other) = Self.scene()
    _ = engine.present(detail, from: home, animated: true) {
      _ = engine.present(other, from: detail, animated: true)
    }
    engine.runUntilIdle()
    #expect(engine.violations == [])
    #expect(detail.presentedViewController === other)
  }
}
