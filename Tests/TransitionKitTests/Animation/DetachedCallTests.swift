import Foundation
import Testing
import TransitionKit

/// UIKit-style code run outside a transition (no host bound) does nothing harmful.
@Suite struct DetachedCallTests {
  @Test("outside a transition a view is made on no host and UIView.animate applies at once")
  func outsideTransition() {
    let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(view.frame == .zero)
    var ran = false
    var finished: Bool?
    UIView.animate(withDuration: 1) {
      ran = true
    } completion: {
      finished = $0
    }
    #expect(ran)
    #expect(finished == nil)
  }
}
