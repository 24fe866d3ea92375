import CTransitionABI
import Foundation
import Testing

@testable import TransitionKit

/// The factory's `create` and the animator table it returns, over a fake host: what a
/// request carries reaches the Swift animator, and the animator's calls reach the host.
@Suite(.serialized) struct AnimatorInstanceTests {
  /// An animator made by `create` for `id` with the probe's parameters set, or the
  /// status `create` returned.
  static func create(
    _ id: String, host: FakeHost, operation: Int32 = Int32(TRANSHOST_OPERATION_POP),
    style: Int32 = Int32(TRANSHOST_STYLE_OVER_FULL_SCREEN), interactive: Bool = true
  ) throws -> (status: Int32, animator: UnsafeMutablePointer<transhost_animator_t>?) {
    let factory = try #require(ProbePlugin.factory).pointee
    let strings = ["duration", "1.5", "reverse", "false", "label", "right", "source", "hero"]
      .map { (text: String) in UnsafePointer(strdup(text)) }
    defer { strings.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
    var values = [
      transhost_parameter_value_t(
        name: strings[0], text: strings[1], number: 1.5, flag: false, view: 0),
      transhost_parameter_value_t(
        name: strings[2], text: strings[3], number: 0, flag: false, view: 0),
      transhost_parameter_value_t(
        name: strings[4], text: strings[5], number: 0, flag: false, view: 0),
      transhost_parameter_value_t(
        name: strings[6], text: strings[7], number: 0, flag: false, view: 42),
    ]
    return values.withUnsafeMutableBufferPointer { buffer in
      var request = transhost_request_t()
      request.struct_size = UInt32(MemoryLayout<transhost_request_t>.size)
      request.operation = operation
      request.style = style
      request.interactive = interactive
      request.parameters = UnsafePointer(buffer.baseAddress)
      request.parameter_count = UInt32(buffer.count)
      var out: UnsafeMutablePointer<transhost_animator_t>?
      let status = factory.create?(id, &request, host.host, &out) ?? Int32.min
      return (status, out)
    }
  }

  static func probe(_ raw: UnsafeMutablePointer<transhost_animator_t>) throws -> ProbeAnimator {
    try #require(AnimatorInstance.from(raw)?.animator as? ProbeAnimator)
  }

  @Test("a request's operation, style, interactivity and parameters reach the Swift animator")
  func requestReachesSwift() throws {
    let host = FakeHost()
    let (status, made) = try Self.create("org.test.probe", host: host)
    #expect(status == Int32(TRANSHOST_OK))
    let raw = try #require(made)
    defer { raw.pointee.destroy?(raw) }
    #expect(raw.pointee.struct_size == UInt32(MemoryLayout<transhost_animator_t>.size))
    let probe = try Self.probe(raw)
    #expect(probe.operation == .pop)
    #expect(probe.style == .overFullScreen)
    #expect(probe.isInteractive)
    #expect(probe.duration == 1.5)
    #expect(probe.reverse == false)
    #expect(probe.label == "right")
    #expect(probe.missing == nil)
    let source = try #require(probe.source)
    #expect(source.handle == 42)
    #expect(raw.pointee.transition_duration?(raw, 0) == 1.5)
    #expect(host.calls == [])
  }

  @Test("an unknown animator id is refused with TRANSHOST_E_INVALID_ARGUMENT and no animator")
  func unknownID() throws {
    let host = FakeHost()
    let (status, made) = try Self.create("org.test.nobody", host: host)
    #expect(status == Int32(TRANSHOST_E_INVALID_ARGUMENT))
    #expect(made == nil)
  }

  @Test("animate_transition drives the host: the to view fades in and the completion completes")
  func animateThroughHost() throws {
    let host = FakeHost()
    let raw = try #require(try Self.create("org.test.probe", host: host).animator)
    defer { raw.pointee.destroy?(raw) }
    raw.pointee.animate_transition?(raw, 9)
    let linear = UInt32(3 << 16)
    #expect(
      host.calls == [
        "add 7 to 100",
        "set 7 property \(TRANSHOST_PROPERTY_ALPHA) to 0.0",
        "begin kind \(TRANSHOST_TIMING_CURVE) duration 1.5 delay 0.05 "
          + "curve \(TRANSHOST_CURVE_LINEAR) options \(linear)",
        "set 7 property \(TRANSHOST_PROPERTY_ALPHA) to 1.0",
        "commit",
      ])
    host.runCompletions(finished: true)
    #expect(host.calls.last == "complete 9 true")
    raw.pointee.animation_ended?(raw, true)
    #expect(try Self.probe(raw).ended == [true])
  }

  @Test("an animation block the host refuses applies at once and its completion runs at once")
  func refusedBlock() throws {
    let host = FakeHost()
    host.beginStatus = Int32(TRANSHOST_E_BAD_STATE)
    let raw = try #require(try Self.create("org.test.probe", host: host).animator)
    defer { raw.pointee.destroy?(raw) }
    raw.pointee.animate_transition?(raw, 3)
    #expect(!host.calls.contains("commit"))
    // UIKit always calls a completion: here at once, with finished true.
    #expect(host.calls.last == "complete 3 true")
    #expect(host.calls.filter { $0.hasPrefix("complete") }.count == 1)
  }
}
