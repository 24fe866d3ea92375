import CTransitionABI
import Foundation
import Testing

@testable import TransitionKit

/// What the host reads from a TransitionKit plugin: the entry, the factory and each
/// definition as a `transhost_descriptor_t`.
@Suite struct DescriptorExportTests {
  static func text(_ pointer: UnsafePointer<CChar>?) -> String? {
    pointer.map { String(cString: $0) }
  }

  @Test("the entry speaks this header's ABI, names its compiler and hands out only the factory")
  func entry() throws {
    let entry = try #require(ProbePlugin.entry).pointee
    #expect(entry.struct_size == UInt32(MemoryLayout<transhost_entry_t>.size))
    #expect(entry.abi_major == UInt32(TRANSHOST_ABI_MAJOR))
    #expect(entry.abi_minor == UInt32(TRANSHOST_ABI_MINOR))
    #expect(Self.text(entry.built_with)?.hasPrefix("Swift ") == true)
    #expect(entry.get_factory?("org.transhost.other/1") == nil)
    #expect(ProbePlugin.factory != nil)
    // A second export in the same process returns the first one's entry.
    let again = TransitionKitPlugin.entry([])?.assumingMemoryBound(to: transhost_entry_t.self)
    #expect(again == ProbePlugin.entry)
  }

  @Test("a definition becomes its descriptor: texts, style numbers, operation bits, duration")
  func descriptor() throws {
    let factory = try #require(ProbePlugin.factory).pointee
    #expect(factory.count?() == 2)
    #expect(factory.descriptor?(2) == nil)
    let probe = try #require(factory.descriptor?(0)).pointee
    #expect(probe.struct_size == UInt32(MemoryLayout<transhost_descriptor_t>.size))
    #expect(Self.text(probe.id) == "org.test.probe")
    #expect(Self.text(probe.name) == "Probe")
    #expect(Self.text(probe.version) == "2.1.0")
    #expect(Self.text(probe.vendor) == "Tests")
    #expect(Self.text(probe.summary) == "Keeps its request.")
    let styles = (0..<Int(probe.style_count)).map { probe.styles[$0] }
    #expect(styles == [Int32(TRANSHOST_STYLE_CUSTOM), Int32(TRANSHOST_STYLE_OVER_FULL_SCREEN)])
    #expect(
      probe.operations
        == (1 << UInt32(TRANSHOST_OPERATION_PRESENT)) | (1 << UInt32(TRANSHOST_OPERATION_POP)))
    #expect(probe.supports_interactive)
    #expect(probe.default_duration == 0.4)
    #expect(probe.rank == Int32(TRANSHOST_RANK_PRIMARY))
    // The defaults of AnimatorDefinition, as the host sees them.
    let plain = try #require(factory.descriptor?(1)).pointee
    #expect(Self.text(plain.version) == "1.0.0")
    #expect(Self.text(plain.vendor) == "")
    #expect(
      (0..<Int(plain.style_count)).map { plain.styles[$0] } == [
        Int32(TRANSHOST_STYLE_CUSTOM), Int32(TRANSHOST_STYLE_FULL_SCREEN),
        Int32(TRANSHOST_STYLE_OVER_FULL_SCREEN),
      ])
    #expect(
      plain.operations
        == (1 << UInt32(TRANSHOST_OPERATION_PRESENT)) | (1 << UInt32(TRANSHOST_OPERATION_DISMISS)))
    #expect(!plain.supports_interactive)
    #expect(plain.default_duration == 0.35)
    #expect(plain.rank == Int32(TRANSHOST_RANK_SECONDARY))
    #expect(plain.parameter_count == 0)
  }

  /// One parameter as the host reads it.
  struct Parameter: Equatable {
    let type: Int32
    let name: String?
    let defaultValue: String?
    let summary: String?
    let choices: String?
    let minimum: Double
    let maximum: Double
  }

  @Test("each parameter kind becomes its C type, its default's text, its choices and its range")
  func parameters() throws {
    let probe = try #require(ProbePlugin.factory?.pointee.descriptor?(0)).pointee
    #expect(probe.parameter_count == 6)
    let parameters = (0..<Int(probe.parameter_count)).map { index in
      let raw = probe.parameters[index]
      #expect(raw.struct_size == UInt32(MemoryLayout<transhost_parameter_t>.size))
      return Parameter(
        type: raw.type, name: Self.text(raw.name), defaultValue: Self.text(raw.default_value),
        summary: Self.text(raw.description), choices: Self.text(raw.choices),
        minimum: raw.minimum, maximum: raw.maximum)
    }
    let number = Int32(TRANSHOST_PARAMETER_NUMBER)
    #expect(
      parameters == [
        Parameter(
          type: number, name: "duration", defaultValue: "0.25",
          summary: "How long the fade takes.", choices: nil, minimum: 0, maximum: 5),
        // A whole number's default is written without a fraction; no range is min > max.
        Parameter(
          type: number, name: "count", defaultValue: "3", summary: "How many.", choices: nil,
          minimum: 1, maximum: 0),
        Parameter(
          type: Int32(TRANSHOST_PARAMETER_BOOL), name: "reverse", defaultValue: "true",
          summary: "Whether it runs backwards.", choices: nil, minimum: 1, maximum: 0),
        Parameter(
          type: Int32(TRANSHOST_PARAMETER_STRING), name: "label", defaultValue: "left",
          summary: "A word.", choices: nil, minimum: 1, maximum: 0),
        Parameter(
          type: Int32(TRANSHOST_PARAMETER_CHOICE), name: "curve", defaultValue: "ease",
          summary: "The curve.", choices: "linear|ease", minimum: 1, maximum: 0),
        Parameter(
          type: Int32(TRANSHOST_PARAMETER_VIEW), name: "source", defaultValue: nil,
          summary: "The view it starts from.", choices: nil, minimum: 1, maximum: 0),
      ])
  }
}
