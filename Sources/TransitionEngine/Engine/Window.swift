/// The window: the root of everything on screen. Mirrors `UIWindow`.
public final class Window {
  /// The engine that owns the window.
  public unowned let engine: Engine
  /// The view everything on screen descends from; its frame is the window's bounds.
  public let rootView: View
  /// The root view controller, whose view fills the window. Mirrors
  /// `UIWindow.rootViewController`.
  public var rootViewController: ViewController? {
    didSet {
      if let old = oldValue {
        old.beginAppearanceTransition(false, animated: false)
        old.view.removeFromSuperview()
        old.isInWindowHierarchy = false
        old.endAppearanceTransition(animated: false)
      }
      if let controller = rootViewController {
        controller.loadViewIfNeeded()
        controller.view.frame = rootView.bounds
        rootView.addSubview(controller.view)
        controller.isInWindowHierarchy = true
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition(animated: false)
        engine.trace.record(.containerState, [("window.root", "\(controller)")])
      }
    }
  }

  init(engine: Engine, rootView: View) {
    self.engine = engine
    self.rootView = rootView
  }

  /// The window's size.
  public var size: Size { rootView.bounds.size }

  /// Changes the window's size, as a rotation or a resized scene does: the root view and
  /// the root controller's view take the new bounds, and each presentation on screen
  /// (the chain presented from the root) has its container resized to its superview's
  /// bounds and laid out (``PresentationController/containerViewWillLayoutSubviews()``
  /// and ``PresentationController/containerViewDidLayoutSubviews()``). Presentations
  /// whose transition is running are left to it.
  public func resize(to size: Size) {
    rootView.frame = Rect(origin: rootView.frame.origin, size: size)
    rootViewController?.view.frame = rootView.bounds
    engine.trace.record(.containerState, [("window.size", "\(size)")])
    var presenter = rootViewController
    while let current = presenter, let presented = current.presentedViewController {
      presenter = presented
      guard let controller = presented.presentationController,
        let container = controller.containerView,
        !engine.transitions.contains(where: { $0.involves(presented) })
      else { continue }
      if let superview = container.superview { container.frame = superview.bounds }
      controller.layOutContainer()
    }
    engine.layOutWindowIfNeeded()
  }

  /// The window's subtree as indented lines, `name#id frame`, one view a line;
  /// snapshot views are marked. A compact picture of the hierarchy for tests and traces.
  public var hierarchyDescription: String {
    var lines: [String] = []
    func walk(_ view: View, depth: Int) {
      let marker = view.snapshotContent == nil ? "" : " [snapshot]"
      let hidden = view.isHidden ? " hidden" : ""
      lines.append(
        String(repeating: "  ", count: depth) + "\(view) \(view.frame)\(hidden)\(marker)")
      for subview in view.subviews { walk(subview, depth: depth + 1) }
    }
    walk(rootView, depth: 0)
    return lines.joined(separator: "\n")
  }
}
