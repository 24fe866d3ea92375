import UIKit

// Drives UIKit/ (translated by the plugin) and prints what happened. This file is not
// translated, so it names selectors with Selector("...").
let card = DetailCardViewController()
let presenter = Presenter()
card.delegate = presenter
let recognizers = card.makeRecognizers()
recognizers[1].name = "tap"
for translation: CGFloat in [40, 160] {
  recognizers[0].translation = translation
  recognizers[0].sendActions()
}
recognizers[1].sendActions()
print("events: \(card.events.joined(separator: ", "))")
print("delegate calls: \(presenter.calls.joined(separator: ", "))")

let kept = CardViewController()
let keeper = Keeper()
kept.delegate = keeper
let keptPan = kept.makeRecognizers()[0]
keptPan.translation = 160
keptPan.sendActions()
print("kept card events: \(kept.events.joined(separator: ", "))")
print(
  "preferred heights: presenter \(card.preferredHeightDescription), keeper \(kept.preferredHeightDescription)"
)

let willDismiss = Selector("cardWillDismiss:")
print(
  "responds to cardWillDismiss: presenter \(presenter.responds(to: willDismiss)), bystander \(Bystander().responds(to: willDismiss)), keeper \(keeper.responds(to: willDismiss))"
)
let names = ["share", "closeCard:", "reset:", "handlePan:", "handleTap", "progress", "viewDidLoad"]
print(
  "card responds to: "
    + names.map { "\($0) \(card.responds(to: Selector($0)))" }.joined(separator: ", "))
card.perform(Selector("closeCard:"), with: nil)
card.perform(Selector("reset:"), with: recognizers[0])
print("after perform: \(card.events.suffix(2).joined(separator: ", "))")
print("unknown selector sent: \(Selector("vanish").send(to: card, from: nil))")
print("wrong sender sent: \(Selector("handlePan:").send(to: card, from: "not a recognizer"))")
