import CTransitionABI
import Foundation
import Testing

@testable import TransitionKit

/// `transitionCoordinator` over the `coordinator_*` callbacks.
@Suite(.serialized) struct TransitionCoordinatorTests {
  @Test("no coordinator while no transition runs; the context's values while one does")
  func state() throws {
    let host = FakeHost()
    let controller = try #require(PluginSession(host: host.host).controller(77))
    #expect(controller.transitionCoordinator == nil)
    host.coordinator = 9
    host.coordinatorState.presentation_style = Int32(TRANSHOST_STYLE_CUSTOM)
    host.coordinatorState.is_animated = true
    host.coordinatorState.is_interactive = true
    host.coordinatorState.initially_interactive = true
    host.coordinatorState.is_cancelled = true
    host.coordinatorState.transition_duration = 0.35
    host.coordinatorState.percent_complete = 0.5
    host.coordinatorState.completion_velocity = 2
    host.coordinatorState.completion_curve = Int32(TRANSHOST_CURVE_EASE_OUT)
    let coordinator = try #require(controller.transitionCoordinator)
    #expect(coordinator.presentationStyle == .custom)
    #expect(coordinator.isAnimated && coordinator.isInteractive && coordinator.initiallyInteractive)
    #expect(coordinator.isCancelled && !coordinator.isInterruptible)
    #expect(coordinator.transitionDuration == 0.35)
    #expect(coordinator.percentComplete == 0.5)
    #expect(coordinator.completionVelocity == 2)
    #expect(coordinator.completionCurve == .easeOut)
    #expect(coordinator.containerView.handle == FakeHost.container)
  }

  @Test("alongside animations, their completion and interaction handlers run in Swift, once")
  func blocks() throws {
    let host = FakeHost()
    host.coordinator = 9
    let controller = try #require(PluginSession(host: host.host).controller(77))
    let coordinator = try #require(controller.transitionCoordinator)
    var events: [String] = []
    #expect(
      coordinator.animate(
        alongsideTransition: { _ in events.append("animation") },
        completion: { _ in events.append("completion") }))
    coordinator.animate(alongsideTransition: { _ in events.append("second") })
    coordinator.notifyWhenInteractionChanges { context in
      events.append("interaction cancelled \(context.isCancelled)")
    }
    #expect(host.calls == ["alongside 9", "alongside 9", "notify 9"])
    host.runCoordinatorBlocks()
    #expect(events == ["animation", "second", "completion", "interaction cancelled false"])
  }
}
