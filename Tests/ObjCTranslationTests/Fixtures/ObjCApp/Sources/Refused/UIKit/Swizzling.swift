import UIKit

extension UIViewController {
  static func swizzleAppearance() {
    method_exchangeImplementations(original, replacement)
  }
}
