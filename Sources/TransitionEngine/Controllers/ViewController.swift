/// A screen of content with its view: the headless model of `UIViewController`.
///
/// Subclass it to observe appearance callbacks; the engine records each one in the
/// trace before calling the method. A controller made with ``init(engine:name:frame:)``
/// has its view at once; one made with ``init(engine:lazilyLoadedName:)`` loads it the
/// way UIKit does, on first use (``loadView()``, then ``viewDidLoad()``).
open class ViewController {
  /// The engine that owns it.
  public unowned let engine: Engine
  /// A number unique within the engine; traces use it.
  public let id: Int
  /// A name for traces.
  public let name: String
  /// The root view once loaded (or set): what ``view`` answers without loading.
  private var loadedView: View? {
    didSet {
      guard loadedView !== oldValue else { return }
      if oldValue?.viewController === self { oldValue?.viewController = nil }
      loadedView?.viewController = self
    }
  }
  /// Whether ``loadView()`` is running: ``view`` then answers without loading again.
  private var isLoadingView = false
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
    let view = engine.makeView(
      name: name + ".view",
      frame: frame ?? Rect(origin: .zero, size: engine.configuration.windowSize))
    self.loadedView = view
    view.viewController = self
  }

  /// Creates a controller whose view is loaded lazily, as UIKit loads it: the first
  /// time ``view`` is read or the engine needs it (presenting, pushing, selecting,
  /// showing it as the window's root or a container's child), the engine calls
  /// ``loadView()`` and then ``viewDidLoad()``, and records both in the trace.
  public init(engine: Engine, lazilyLoadedName name: String) {
    self.engine = engine
    self.id = engine.nextSequenceNumber()
    self.name = name
  }

  /// The root view, loaded first when it is not yet. Mirrors `UIViewController.view`;
  /// setting it is what ``loadView()`` does (UIKit allows it at any time).
  public var view: View {
    get {
      if let loadedView { return loadedView }
      return loadViewNow()
    }
    set { loadedView = newValue }
  }

  /// Whether the view is loaded. Mirrors `isViewLoaded`.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view unless it is loaded. Mirrors `loadViewIfNeeded()`.
  public func loadViewIfNeeded() {
    if loadedView == nil { _ = loadViewNow() }
  }

  /// Makes the root view and sets ``view``. Mirrors `loadView()`: the default makes a
  /// plain view the size of the window, named `NAME.view`; a subclass that sets no view
  /// gets that one too. Called by the engine only; never call it yourself.
  open func loadView() {
    view = makeDefaultView()
  }

  /// Called once the view is loaded. Mirrors `viewDidLoad()`.
  open func viewDidLoad() {}

  /// Runs the loading sequence: `loadView`, the default view when it set none, then
  /// `viewDidLoad`, each recorded. Reading ``view`` inside ``loadView()`` before setting
  /// one gets the default view rather than loading again (UIKit would recurse).
  private func loadViewNow() -> View {
    if isLoadingView {
      let view = makeDefaultView()
      loadedView = view
      return view
    }
    isLoadingView = true
    engine.trace.record(TraceCallback(.controller("\(self)"), "loadView"))
    loadView()
    isLoadingView = false
    let view = loadedView ?? makeDefaultView()
    loadedView = view
    engine.trace.record(TraceCallback(.controller("\(self)"), "viewDidLoad"))
    viewDidLoad()
    return view
  }

  private func makeDefaultView() -> View {
    engine.makeView(
      name: name + ".view", frame: Rect(origin: .zero, size: engine.configuration.windowSize))
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
