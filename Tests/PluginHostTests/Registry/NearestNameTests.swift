import Testing

@testable import PluginHost

/// "Did you mean" suggestions: close typos of words are suggested, and strings too long
/// to be words take no part (the fuzzed descriptor reader spent 5.5 s on one plugin's
/// 3 KB default value checked against its 3 KB list of choices).
@Suite struct NearestNameTests {
  @Test("a typo of a word is suggested, a far-off word is not")
  func typos() {
    #expect(nearestName(to: "zoon", in: ["zoom", "push", "slide-up"]) == "zoom")
    #expect(nearestName(to: "psuh", in: ["zoom", "push"]) == "push")
    #expect(nearestName(to: "xyzzy", in: ["zoom", "push"]) == nil)
  }

  @Test("names longer than the longest suggested name get no suggestion")
  func longNames() {
    let word = String(repeating: "ab", count: 1_500)
    let typo = "x" + word.dropFirst()
    #expect(nearestName(to: typo, in: [word]) == nil)
    #expect(nearestName(to: "short", in: [word, "shirt"]) == "shirt")
    let longest = String(repeating: "a", count: longestSuggestedName)
    #expect(nearestName(to: "b" + longest.dropFirst(), in: [longest]) == longest)
  }
}
