import Testing

@testable import PluginHost

/// The environment read without Foundation.
@Suite struct ProcessEnvironmentTests {
  @Test("the entries of some names: what the whole dictionary holds for those names")
  func named() {
    let all = ProcessEnvironment.current()
    let present = Array(all.keys.sorted().prefix(3))
    let names = present + ["TRANSHOST_SURELY_UNSET_VARIABLE", "PATH", "HOME"]
    let expected = all.filter { names.contains($0.key) }
    #expect(ProcessEnvironment.current(named: names) == expected)
    #expect(ProcessEnvironment.current(named: []) == [:])
    #expect(ProcessEnvironment.current(named: ["TRANSHOST_SURELY_UNSET_VARIABLE"]) == [:])
    // A name is matched whole, never as the prefix of a longer one.
    if let first = present.first, first.count > 1 {
      let prefix = String(first.dropLast())
      #expect(ProcessEnvironment.current(named: [prefix]) == all.filter { $0.key == prefix })
    }
  }
}
