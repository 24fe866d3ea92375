import UIKit

@objc protocol CardDismissDelegate: AnyObject {
  func cardDidDismiss(_ card: CardViewController)
  @objc optional func cardWillDismiss(_ card: CardViewController)
  @objc optional func dismissTitle(for card: CardViewController) -> String?
}

class CardViewController: UIViewController {
  @IBOutlet weak var handle: UIView?
  @objc dynamic var progress: CGFloat = 0
  weak var delegate: CardDismissDelegate?
  var events: [String] = []

  func install(on recognizer: PanGestureRecognizer) {
    recognizer.addTarget(self, action: #selector(handlePan(_:)))
  }

  @objc func handlePan(_ sender: PanGestureRecognizer) {
    events.append("handlePan \(sender.translation)")
    if sender.translation > 100 {
      if delegate?.responds(to: #selector(CardDismissDelegate.cardWillDismiss(_:))) == true {
        delegate?.cardWillDismiss?(self)
      }
      let title = delegate?.dismissTitle?(for: self) ?? "untitled"
      events.append("dismissing \(title)")
      delegate?.cardDidDismiss(self)
    }
  }

  @objc(closeCard:) func close(_ sender: Any?) { events.append("close") }

  @IBAction private func reset(_ sender: Any) { events.append("reset") }
}

final class DetailCardViewController: CardViewController {
  @objc func share() { events.append("share") }
}
