/// A screen of content with its view: the headless model of `UIViewController`.
///
/// Subclass it to observe appearance callbacks; the engine records each one in the
/// trace before calling the method.
open class ViewController {
  /// The engine that owns it.
  public unowned let engine: Engine
  /// A number unique within the engine; traces use it.
  public let id: Int
  /// A name for traces.
  public let name: String
  /// The root view. Mirrors `UIViewController.view` (made at once, not lazily).
  public let view: View
  /// How it is shown when presented. Mirrors `modalPresentationStyle` (default
  /// `.automatic`).
  public var modalPresentationStyle: ModalPresentationStyle = .automatic
  /// The system animation used when no delegate animates its presentation.
  /// Mirrors `modalTransitionStyle`.
  public var modalTransitionStyle: ModalTransitionStyle = .coverVertical
  /// The delegate that supplies animators when it is presented or dismissed.
  /// Mirrors `transitioningDelegate`, which UIKit holds weakly.
  public weak var transitioningDelegate: (any TransitioningDelegate)?
  /// Whether `.currentContext`/`.overCurrentContext` presentations from it or its
  /// children cover only its view. Mirrors `definesPresentationContext`.
  public var definesPresentationContext = false
  /// The size a popover or form sheet would like. Mirrors `preferredContentSize`.
  public var preferredContentSize: Size = .zero
  /// For popovers: the view and rectangle the popover points at.
  /// Mirrors `popoverPresentationController.sourceView`/`sourceRect`.
  public var popoverSource: (view: View, rect: Rect)?

  /// The controller that presented this one. Mirrors `presentingViewController`.
  public internal(set) weak var presentingViewController: ViewController?
  /// The controller this one presents. Mirrors `presentedViewController`.
  public internal(set) var presentedViewController: ViewController?
  /// The presentation controller managing this controller's presentation, while it is
  /// presented. Mirrors `presentationController`.
  public internal(set) var presentationController: PresentationController?
  /// The container this controller is a child of. Mirrors `parent`.
  public internal(set) weak var parent: ViewController?
  /// The child controllers. Mirrors `children`.
  public internal(set) var children: [ViewController] = []
  /// Where it is in its appearance cycle.
  public internal(set) var appearanceState: AppearanceState = .disappeared
  /// Set once the controller's view has been in the window (root or presented).
  var isInWindowHierarchy = false

  /// Creates a controller whose view has `frame` (the window's bounds by default).
  public init(engine: Engine, name: String, frame: Rect? = nil) {
    self.engine = engine
    self.id = engine.nextSequenceNumber()
    self.name = name
    self.view = engine.makeView(
      name: name + ".view",
      frame: frame ?? Rect(origin: .zero, size: engine.configuration.windowSize))
  }

  /// The nearest ancestor that is a navigation controller. Mirrors `navigationController`.
  public var navigationController: NavigationController? {
    var current = parent
    while let controller = current {
      if let navigation = controller as? NavigationController { return navigation }
      current = controller.parent
    }
    return nil
  }

  /// The nearest ancestor that is a tab bar controller. Mirrors `tabBarController`.
  public var tabBarController: TabBarController? {
    var current = parent
    while let controller = current {
      if let tabs = controller as? TabBarController { return tabs }
      current = controller.parent
    }
    return nil
  }

  /// The top of the parent chain: the controller that presents on this one's behalf.
  public var rootAncestor: ViewController {
    var current = self
    while let parent = current.parent { current = parent }
    return current
  }

  /// The child whose appearance follows this controller's; containers override it
  /// (the top of a navigation stack, the selected tab).
  open var appearanceForwardingChild: ViewController? { nil }

  /// Called before the view appears. Mirrors `viewWillAppear(_:)`.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appeared. Mirrors `viewDidAppear(_:)`.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view disappears. Mirrors `viewWillDisappear(_:)`.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view disappeared. Mirrors `viewDidDisappear(_:)`.
  open func viewDidDisappear(_ animated: Bool) {}
}

extension ViewController: CustomStringConvertible {
  /// The controller's name, the form traces use.
  public var description: String { name }
}
