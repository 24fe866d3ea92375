import CTransitionABI
import Foundation
import Testing
import TranshostTestSupport
import TransitionEngine

@testable import PluginHost

/// transhost_timing_t.curve is the overall curve of a TRANSHOST_TIMING_KEYFRAMES block
/// (ABI 1.4): a zeroed struct eases in and out, as UIKit's animateKeyframes does.
@Suite(.serialized) struct KeyframeCurveABITests {
  /// Where keyframe_curve.c's dropper is at a quarter of a second with `curve`.
  static func dropperAtQuarter(curve: Int32) throws -> Double {
    let directory = try TestDirectory.make("keyframe-curve-\(curve)")
    try FixtureCompiler.compile(
      "keyframe_curve", into: directory, defines: ["KEYFRAME_CURVE=\(curve)"])
    let rig = PluginRig(directories: [directory])
    rig.detail.modalPresentationStyle = .custom
    _ = try #require(rig.home.present(rig.detail, animated: true))
    rig.engine.advance(to: 0.25)
    let dropper = try #require(
      rig.engine.window.rootView.subtree.first { $0.name == "dropper" })
    return dropper.presentation.center.y
  }

  @Test("a zeroed curve times the keyframes with ease-in-out, as UIKit does")
  func zeroedCurveEases() throws {
    let y = try Self.dropperAtQuarter(curve: Int32(TRANSHOST_CURVE_EASE_IN_OUT))
    expectNear(y, 400 * (1 - TimingCurve.easeInOut.progress(0.25) / 0.25))
  }

  @Test("TRANSHOST_CURVE_LINEAR times the keyframes linearly")
  func linearCurve() throws {
    let y = try Self.dropperAtQuarter(curve: Int32(TRANSHOST_CURVE_LINEAR))
    expectNear(y, 0)
  }

  func expectNear(_ value: Double, _ expected: Double) {
    #expect(abs(value - expected) < 1e-9, "\(value) is not \(expected)")
  }
}
