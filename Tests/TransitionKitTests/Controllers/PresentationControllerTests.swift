import CTransitionABI
import Foundation
import Testing

@testable import TransitionKit

/// A `UIPresentationController` subclass over `transhost_presentation_controller_t`:
/// every member reaches its override, and the base class answers UIKit's defaults.
@Suite(.serialized) struct PresentationControllerTests {
  static func export(
    _ make: @escaping (UIViewController) -> UIPresentationController
  )
    throws -> (FakeHost, UnsafeMutablePointer<transhost_presentation_controller_t>)
  {
    let host = FakeHost()
    let session = PluginSession(host: host.host)
    let presented = try #require(session.controller(78))
    let controller = session.run { make(presented) }
    return (host, PresentationControllerExport.export(controller))
  }

  @Test("each member reaches the subclass's override, in the host's order")
  func overridesReached() throws {
    let (host, table) = try Self.export {
      SamplePresentationController(presentedViewController: $0, presenting: nil)
    }
    defer { table.pointee.destroy?(table) }
    host.coordinator = 9
    host.coordinatorState.percent_complete = 0.25
    var frame = transhost_rect_t()
    #expect(table.pointee.frame_of_presented_view?(table, 3, &frame) == Int32(TRANSHOST_OK))
    #expect(frame.y == 400 && frame.width == 400 && frame.height == 400)
    #expect(table.pointee.should_remove_presenters_view?(table, 3) == true)
    #expect(table.pointee.should_present_in_fullscreen?(table, 3) == false)
    table.pointee.presentation_will_begin?(table, 3)
    #expect(host.calls.contains("insert 501 in \(FakeHost.container) at 0"))
    #expect(host.calls.last == "alongside 9")
    #expect(table.pointee.presented_view?(table, 3) == 501)
    host.runCoordinatorBlocks()
    table.pointee.presentation_did_end?(table, 3, false)
    table.pointee.dismissal_will_begin?(table, 3)
    table.pointee.dismissal_did_end?(table, 3, true)
    table.pointee.container_will_layout?(table, 3)
    table.pointee.container_did_layout?(table, 3)
    let controller = try #require(
      ExportBox.from(table.pointee.presentation_data)?.object as? SamplePresentationController)
    #expect(
      controller.events == [
        "presentationTransitionWillBegin", "alongside 0.25",
        "alongside completion cancelled false", "presentationTransitionDidEnd false",
        "dismissalTransitionWillBegin", "dismissalTransitionDidEnd true",
        "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews",
      ])
    #expect(host.calls.contains("set 501 property \(TRANSHOST_PROPERTY_ALPHA) to 1.0"))
    #expect(host.calls.last == "remove 501")
  }

  @Test("the base class answers UIKit's defaults: container bounds, false, true, the view")
  func defaults() throws {
    let (host, table) = try Self.export {
      UIPresentationController(presentedViewController: $0, presenting: nil)
    }
    defer { table.pointee.destroy?(table) }
    var frame = transhost_rect_t()
    #expect(table.pointee.frame_of_presented_view?(table, 3, &frame) == Int32(TRANSHOST_OK))
    #expect(frame.x == 0 && frame.y == 0 && frame.width == 400 && frame.height == 800)
    #expect(table.pointee.should_remove_presenters_view?(table, 3) == false)
    #expect(table.pointee.should_present_in_fullscreen?(table, 3) == true)
    #expect(table.pointee.presented_view?(table, 3) == 78 + 1000)
    table.pointee.presentation_will_begin?(table, 3)
    table.pointee.presentation_did_end?(table, 3, true)
    #expect(host.calls == [])
  }
}
