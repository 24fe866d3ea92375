import UIKit

// Drives App/ (translated by the plugin) and prints what happened; Runner is not
// translated, so it names selectors with Selector("...").
let card = DetailCardViewController()
let presenter = Presenter()
card.delegate = presenter
let pan = PanGestureRecognizer()
card.install(on: pan)
pan.translation = 40
pan.sendActions()
pan.translation = 160
pan.sendActions()
print("events: \(card.events.joined(separator: ", "))")
print("delegate calls: \(presenter.calls.joined(separator: ", "))")
print("presenter responds to cardWillDismiss: \(presenter.responds(to: Selector("cardWillDismiss:")))")
print("bystander responds to cardWillDismiss: \(Bystander().responds(to: Selector("cardWillDismiss:")))")
print("card responds to share: \(card.responds(to: Selector("share"))), closeCard: \(card.responds(to: Selector("closeCard:"))), reset: \(card.responds(to: Selector("reset:"))), viewDidLoad: \(card.responds(to: Selector("viewDidLoad")))")
card.perform(Selector("closeCard:"), with: nil)
card.perform(Selector("reset:"), with: pan)
print("after perform: \(card.events.suffix(2).joined(separator: ", "))")
