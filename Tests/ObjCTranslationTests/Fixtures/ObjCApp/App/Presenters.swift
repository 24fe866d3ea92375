import UIKit

/// A delegate implementing one of the two optional requirements.
final class Presenter: NSObject, CardDismissDelegate {
  var calls: [String] = []
  func cardDidDismiss(_ card: CardViewController) { calls.append("cardDidDismiss") }
  func cardWillDismiss(_ card: CardViewController) { calls.append("cardWillDismiss") }
}

/// A delegate implementing none of them.
final class Bystander: NSObject, CardDismissDelegate {
  func cardDidDismiss(_ card: CardViewController) {}
}
