import UIKit

@objc protocol CardDismissDelegate: AnyObject {
  func cardDidDismiss(_ card: CardViewController)
  @objc optional func cardWillDismiss(_ card: CardViewController)
  @objc optional func dismissTitle(for card: CardViewController) -> String?
  @objc optional func cardShouldDismiss(_ card: CardViewController) -> Bool
  @objc optional var preferredHeight: CGFloat { get }
}

class CardViewController: UIViewController {
  @IBOutlet weak var handle: UIView?
  @objc dynamic var progress: CGFloat = 0
  weak var delegate: CardDismissDelegate?
  var events: [String] = []

  func makeRecognizers() -> [PanGestureRecognizer] {
    let pan = PanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
    let tap = PanGestureRecognizer(target: nil, action: nil)
    tap.addTarget(self, action: #selector(handleTap))
    return [pan, tap]
  }

  @objc func handlePan(_ sender: PanGestureRecognizer) {
    events.append("handlePan \(sender.translation) from \(sender.name)")
    guard sender.translation > 100 else { return }
    guard delegate?.cardShouldDismiss?(self) ?? true else {
      events.append("kept")
      return
    }
    if delegate?.responds(to: #selector(CardDismissDelegate.cardWillDismiss(_:))) == true {
      delegate?.cardWillDismiss?(self)
    }
    let title = delegate?.dismissTitle?(for: self) ?? "untitled"
    events.append("dismissing \(title)")
    delegate?.cardDidDismiss(self)
  }

  @objc func handleTap() { events.append("handleTap") }

  /// The delegate's preferred height, or "none" when it does not implement it.
  var preferredHeightDescription: String {
    guard let height = delegate?.preferredHeight else { return "none" }
    return "\(height)"
  }

  @objc(closeCard:) func close(_ sender: Any?) { events.append("close") }

  @IBAction private func reset(_ sender: Any) { events.append("reset") }
}

final class DetailCardViewController: CardViewController {
  @objc func share() { events.append("share") }

  override func handleTap() { events.append("detail handleTap") }
}
