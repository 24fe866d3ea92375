extension ViewController {
  /// The coordinator of the transition this controller, or the nearest ancestor in its
  /// parent chain, takes part in (as the controller it leaves or shows, or as the
  /// navigation or tab bar controller running it), from the request until the
  /// completion chain starts; nil otherwise (and again by `viewDidAppear`).
  /// Mirrors `UIViewController.transitionCoordinator`.
  public var transitionCoordinator: TransitionCoordinator? {
    var current: ViewController? = self
    while let controller = current {
      if let context = engine.transitions.first(where: {
        $0.offersCoordinator
          && ($0.involves(controller) || $0.participant.containerController === controller)
      }) {
        return context.coordinator
      }
      current = controller.parent
    }
    return nil
  }
}
