import Foundation

// The classes an app's own classes derive from answer `responds(to:)` and
// `perform(_:with:)`, as every `NSObject` does in UIKit.

extension NSObject: SelectorResponding {}
extension UIViewPropertyAnimator: SelectorResponding {}
