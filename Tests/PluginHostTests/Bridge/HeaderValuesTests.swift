import CTransitionABI
import PluginHost
import Testing
import TransitionEngine

/// Where the host hands an engine value to a plugin by its raw value (a presentation
/// style is UIKit's `UIModalPresentationStyle` raw value on both sides), the header's
/// constants and the engine's raw values agree, so nothing restates the header silently.
@Suite struct HeaderValuesTests {
  static let styles: [(ModalPresentationStyle, Int32)] = [
    (.automatic, Int32(TRANSHOST_STYLE_AUTOMATIC)),
    (.none, Int32(TRANSHOST_STYLE_NONE)),
    (.fullScreen, Int32(TRANSHOST_STYLE_FULL_SCREEN)),
    (.pageSheet, Int32(TRANSHOST_STYLE_PAGE_SHEET)),
    (.formSheet, Int32(TRANSHOST_STYLE_FORM_SHEET)),
    (.currentContext, Int32(TRANSHOST_STYLE_CURRENT_CONTEXT)),
    (.custom, Int32(TRANSHOST_STYLE_CUSTOM)),
    (.overFullScreen, Int32(TRANSHOST_STYLE_OVER_FULL_SCREEN)),
    (.overCurrentContext, Int32(TRANSHOST_STYLE_OVER_CURRENT_CONTEXT)),
    (.popover, Int32(TRANSHOST_STYLE_POPOVER)),
  ]

  @Test("every TRANSHOST_STYLE_* is the raw value of the engine's style", arguments: styles)
  func styleValues(style: ModalPresentationStyle, header: Int32) {
    #expect(Int32(style.rawValue) == header)
  }

  @Test("the host announces the header's ABI version")
  func versions() {
    #expect(hostABIMajor == UInt32(TRANSHOST_ABI_MAJOR))
    #expect(hostABIMinor == UInt32(TRANSHOST_ABI_MINOR))
    #expect(animatorFactoryID == TRANSHOST_ANIMATOR_FACTORY_ID)
  }
}
