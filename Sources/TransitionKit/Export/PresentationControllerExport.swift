import CTransitionABI
import Foundation

/// A Swift `UIPresentationController` as a `transhost_presentation_controller_t` the host
/// owns (its destroy releases the Swift object).
enum PresentationControllerExport {
  typealias Table = transhost_presentation_controller_t

  /// The tables this copy of TransitionKit made and the host holds.
  static let live = ExportedPointers()

  /// Runs `body` on the Swift controller behind `raw`, which learns its host side.
  private static func call<Answer>(
    _ raw: UnsafeMutablePointer<Table>?, _ presentation: UInt64, _ name: String,
    _ fallback: Answer, _ body: (UIPresentationController) -> Answer
  ) -> Answer {
    ExportBox.call(
      raw?.pointee.presentation_data, as: UIPresentationController.self, name, fallback
    ) { controller, _ in
      controller.presentation = presentation
      return body(controller)
    }
  }

  /// `controller` as a table.
  static func export(_ controller: UIPresentationController) -> UnsafeMutablePointer<Table> {
    var table = Table()
    table.struct_size = UInt32(MemoryLayout<Table>.size)
    table.presentation_data = ExportBox.retained(
      session: controller.session, object: controller, owned: true)
    table.frame_of_presented_view = { raw, presentation, out in
      guard let out else { return Int32(TRANSHOST_E_INVALID_ARGUMENT) }
      return PresentationControllerExport.call(
        raw, presentation, "frameOfPresentedViewInContainerView", Int32(TRANSHOST_E_INTERNAL)
      ) {
        out.pointee = $0.frameOfPresentedViewInContainerView.cValue
        return Int32(TRANSHOST_OK)
      }
    }
    table.should_remove_presenters_view = { raw, presentation in
      PresentationControllerExport.call(raw, presentation, "shouldRemovePresentersView", false) {
        $0.shouldRemovePresentersView
      }
    }
    table.should_present_in_fullscreen = { raw, presentation in
      PresentationControllerExport.call(raw, presentation, "shouldPresentInFullscreen", true) {
        $0.shouldPresentInFullscreen
      }
    }
    table.presented_view = { raw, presentation in
      PresentationControllerExport.call(raw, presentation, "presentedView", 0) {
        $0.presentedView?.handle ?? 0
      }
    }
    table.presentation_will_begin = { raw, presentation in
      PresentationControllerExport.call(raw, presentation, "presentationTransitionWillBegin()", ())
      {
        $0.presentationTransitionWillBegin()
      }
    }
    table.presentation_did_end = { raw, presentation, completed in
      PresentationControllerExport.call(raw, presentation, "presentationTransitionDidEnd(_:)", ()) {
        $0.presentationTransitionDidEnd(completed)
      }
    }
    table.dismissal_will_begin = { raw, presentation in
      PresentationControllerExport.call(raw, presentation, "dismissalTransitionWillBegin()", ()) {
        $0.dismissalTransitionWillBegin()
      }
    }
    table.dismissal_did_end = { raw, presentation, completed in
      PresentationControllerExport.call(raw, presentation, "dismissalTransitionDidEnd(_:)", ()) {
        $0.dismissalTransitionDidEnd(completed)
      }
    }
    table.container_will_layout = { raw, presentation in
      PresentationControllerExport.call(raw, presentation, "containerViewWillLayoutSubviews()", ())
      {
        $0.containerViewWillLayoutSubviews()
      }
    }
    table.container_did_layout = { raw, presentation in
      PresentationControllerExport.call(raw, presentation, "containerViewDidLayoutSubviews()", ()) {
        $0.containerViewDidLayoutSubviews()
      }
    }
    table.destroy = { raw in
      ExportBox.free(raw, data: \.presentation_data, in: PresentationControllerExport.live)
    }
    return ExportBox.allocate(table, in: PresentationControllerExport.live)
  }
}
