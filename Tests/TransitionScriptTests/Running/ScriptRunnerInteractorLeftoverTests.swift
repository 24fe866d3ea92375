import Testing

@testable import TransitionScript

/// An interactive step whose interaction controller the resolver was never asked for
/// (the system animator served) leaves nothing behind for the controller's next
/// transition, which runs on its own.
@Suite struct ScriptRunnerInteractorLeftoverTests {
  @Test("after an interactive transition the system animator ran, the next one is not interactive")
  func noLeftover() throws {
    let registry = try ScriptFixturePlugins.registry()
    let report = try #require(
      ScriptTesting.run(
        ScriptTesting.text([
          "controller home", "controller detail", "root home",
          "present detail from home style custom with fade", "settle",
          "interactive dismiss detail with system",  // 6: runs on its own
          "finish",
          "expect completed after transition",
          "present detail from home style custom with fade",  // 9
          "expect completed after transition",
          "expect home presents detail",
        ]), registry: registry))
    #expect(report.failures == [])
    #expect(report.passed == 3)
  }
}
