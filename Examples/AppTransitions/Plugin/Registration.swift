import TransitionKit

// The one file the plugin adds: it exports the app's transitions, compiled unchanged from
// App/Transitions, to transhost.
@_cdecl("transhost_entry_v1")
public func transhostEntry() -> UnsafeRawPointer? {
  TransitionKitPlugin.entry([
    AnimatorDefinition(
      id: "com.example.app.fade", name: "App Fade", vendor: "Example Inc.",
      summary: "The app's cross-fade, compiled from its own source file.",
      operations: [.present, .dismiss], defaultDuration: 0.3
    ) { request in FadeAnimator(presenting: request.isPresenting) },
    ObjectDefinition.transitioningDelegate(
      id: "com.example.app.card", name: "App Card", vendor: "Example Inc.",
      summary: "The app's card presentation, compiled from its own source file."
    ) { _ in CardTransitioningDelegate() },
  ])
}
