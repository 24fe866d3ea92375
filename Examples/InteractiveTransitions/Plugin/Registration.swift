import TransitionKit

// The one file the plugin adds: it exports the app's two screens, whose files in App/
// are compiled unchanged through transhost's TranshostObjC build step (docs/OBJC.md).
@_cdecl("transhost_entry_v1")
public func transhostEntry() -> UnsafeRawPointer? {
  TransitionKitPlugin.entry([
    ObjectDefinition.viewController(
      id: "com.example.interactive.card", name: "Card", vendor: "Example Inc.",
      summary: "A card dragged down to dismiss, through its own pan gesture recognizer."
    ) { _ in CardViewController() },
    ObjectDefinition.viewController(
      id: "com.example.interactive.article", name: "Article", vendor: "Example Inc.",
      summary: "An article popped by a swipe from the left edge of the screen."
    ) { _ in ArticleViewController() },
  ])
}
