import Foundation
import PluginHost
import Testing
import TranshostTestSupport

/// A descriptor's parameter array is walked with the stride of its elements'
/// `struct_size` (transhost.h, ARRAYS), so a later minor can grow
/// `transhost_parameter_t`: a plugin built with today's struct and one built with a
/// grown struct (fields appended, `struct_size` its sizeof) both load with every
/// parameter read right.
@Suite(.serialized) struct ParameterArrayStrideTests {
  /// The three parameters `grown_parameters.c` declares, as the host must read them.
  static let expected = [
    AnimatorParameter(
      name: "distance", kind: .number, defaultValue: "120", summary: "Points it moves.",
      choices: [], range: 0...400),
    AnimatorParameter(
      name: "direction", kind: .choice, defaultValue: "down", summary: "Where it goes.",
      choices: ["up", "down"], range: nil),
    AnimatorParameter(
      name: "bounce", kind: .bool, defaultValue: "true", summary: "Whether it bounces.",
      choices: [], range: -2.5...2.5),
  ]

  @Test(
    "parameters of today's struct and of a grown struct are both read element by element",
    arguments: [("today", [String]()), ("grown", ["FIXTURE_GROWN"])])
  func parametersRead(label: String, defines: [String]) throws {
    let directory = try TestDirectory.make("stride-\(label)")
    try FixtureCompiler.compile("grown_parameters", into: directory, defines: defines)
    let registry = PluginRegistry.scan(directories: [
      PluginDirectory(path: directory.path, origin: .option)
    ])
    #expect(registry.refused.map(\.reason) == [])
    let entry = try #require(registry.entries.first)
    #expect(entry.descriptor.id == "org.fixture.grown")
    #expect(entry.descriptor.parameters == Self.expected)
  }

  @Test("an array whose elements disagree on struct_size is refused, naming the element")
  func mixedSizesRefused() throws {
    let directory = try TestDirectory.make("stride-mixed")
    let library = try FixtureCompiler.compile(
      "grown_parameters", into: directory, defines: ["FIXTURE_GROWN", "FIXTURE_MIXED_SIZES"])
    let registry = PluginRegistry.scan(directories: [
      PluginDirectory(path: directory.path, origin: .option)
    ])
    let refusal = try #require(registry.refused.first)
    #expect(refusal.path == library.path)
    #expect(
      refusal.reason
        == "descriptor 0 is invalid: 'org.fixture.grown' parameter 1: struct_size is 56, but "
        + "parameter 0's is 80; every element of the array must have the same struct_size")
  }

  @Test("a struct_size that is not a multiple of the alignment is refused")
  func misalignedSizeRefused() throws {
    let directory = try TestDirectory.make("stride-misaligned")
    try FixtureCompiler.compile(
      "grown_parameters", into: directory, defines: ["FIXTURE_ELEMENT_SIZE=60"])
    let registry = PluginRegistry.scan(directories: [
      PluginDirectory(path: directory.path, origin: .option)
    ])
    let refusal = try #require(registry.refused.first)
    #expect(
      refusal.reason
        == "descriptor 0 is invalid: 'org.fixture.grown' parameter 0: struct_size is 60; it "
        + "must be sizeof(transhost_parameter_t), a multiple of 8 no larger than 4096")
  }
}
