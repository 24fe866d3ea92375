import UIKit

/// A delegate implementing two of the three optional requirements.
final class Presenter: NSObject, CardDismissDelegate {
  var calls: [String] = []
  func cardDidDismiss(_ card: CardViewController) { calls.append("cardDidDismiss") }
  func cardWillDismiss(_ card: CardViewController) { calls.append("cardWillDismiss") }
  func dismissTitle(for card: CardViewController) -> String? { "Photo" }
  var preferredHeight: CGFloat { 320 }
}

/// A delegate implementing none of them.
final class Bystander: NSObject, CardDismissDelegate {
  func cardDidDismiss(_ card: CardViewController) {}
}

/// A delegate that keeps the card.
final class Keeper: NSObject, CardDismissDelegate {
  func cardDidDismiss(_ card: CardViewController) {}
  func cardShouldDismiss(_ card: CardViewController) -> Bool { false }
}
