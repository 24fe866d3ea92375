import UIKit

final class BrokenCard: UIViewController {
  @objc func handlePan(_ sender: Any) {
    let distance: CGFloat = "far"
  }
}
