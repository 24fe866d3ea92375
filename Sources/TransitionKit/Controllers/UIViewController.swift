import CTransitionABI
import Foundation

/// A view controller: the app's own subclasses (made by the plugin, which the host calls
/// back: `loadView`, `viewDidLoad`, the appearance methods) and proxies of the
/// controllers the host made (a script's). Mirrors `UIViewController`.
///
/// A subclass instance made while the host runs plugin code creates its controller in
/// the host (`controller_create`); the host hands the same Swift object back wherever
/// the controller appears, so `(fromVC as? ZoomSource)?.imageView` works. One made
/// outside any host call has no controller in the host: every call on it does nothing,
/// and its creation is reported. A ``UIResponder``, as in UIKit.
open class UIViewController: UIResponder {
  let session: PluginSession
  /// The host's controller; 0 for none.
  private(set) var handle: UInt64 = 0
  private weak var storedTransitioningDelegate: AnyObject?
  private var localTitle: String?
  /// The presentation controller made for presenting this controller (its init sets it).
  weak var attachedPresentationController: UIPresentationController?

  /// A proxy of a controller the host made (through the public initializer, so that app
  /// subclasses inherit UIKit's initializers; see ``ProxyHandoff``).
  convenience init(session: PluginSession, handle: UInt64) {
    ProxyHandoff.offer(session, handle)
    self.init(nibName: nil, bundle: nil)
  }

  /// Creates the controller in the host, with no nib (there are none headlessly). Mirrors
  /// `UIViewController.init(nibName:bundle:)`; a nib name is reported and ignored.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    if let proxy = ProxyHandoff.take() {
      session = proxy.session
      handle = proxy.handle
      super.init()
      return
    }
    let session = PluginSession.require("UIViewController(nibName:bundle:)")
    self.session = session ?? PluginSession.detached
    super.init()
    if let session {
      handle = ViewControllerExport.create(self, session: session)
      if let nibNameOrNil {
        session.log(
          Int32(TRANSHOST_LOG_WARNING),
          "TransitionKit: nib '\(nibNameOrNil)' not loaded (transhost has no nibs); "
            + "build the view in loadView or viewDidLoad")
      }
    }
  }

  /// Creates the controller as `init(nibName: nil, bundle: nil)` does (there is no
  /// archive headlessly). Mirrors `UIViewController.init(coder:)`.
  public required init?(coder: NSCoder) {
    let session = PluginSession.require("UIViewController(coder:)")
    self.session = session ?? PluginSession.detached
    super.init()
    if let session { handle = ViewControllerExport.create(self, session: session) }
  }

  /// Mirrors `UIViewController.init()`, UIKit's `init(nibName: nil, bundle: nil)`.
  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  var host: UnsafePointer<transhost_host_t> { session.host }

  // MARK: The view

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The root view, loaded on first use (the host calls `loadView` and `viewDidLoad`).
  /// Setting it is only meaningful inside `loadView`. Mirrors `UIViewController.view`,
  /// declared `UIView!` as UIKit does; here it is never nil.
  open var view: UIView! {
    get {
      session.view(host.pointee.controller_view?(host, handle) ?? 0)
        ?? UIView(session: session, handle: 0)
    }
    set {
      guard let set = session.newer(\.controller_set_view, "setting a controller's view")
      else { return }
      _ = set(host, handle, newValue?.handle ?? 0)
    }
  }

  /// Mirrors `UIViewController.viewIfLoaded`.
  public var viewIfLoaded: UIView? { isViewLoaded ? view : nil }

  /// Mirrors `UIViewController.isViewLoaded`.
  public var isViewLoaded: Bool {
    session.newer(\.controller_is_view_loaded, "isViewLoaded").map { $0(host, handle) } ?? false
  }

  /// Loads the view now if it is not loaded. Mirrors `UIViewController.loadViewIfNeeded()`.
  public func loadViewIfNeeded() { _ = view }

  /// Makes the root view; by default the host makes a plain one the size of the window.
  /// Mirrors `UIViewController.loadView()`.
  open func loadView() {}

  /// Called once the view is loaded. Mirrors `UIViewController.viewDidLoad()`.
  open func viewDidLoad() {}

  /// Mirrors `UIViewController.viewWillAppear(_:)`.
  open func viewWillAppear(_ animated: Bool) {}

  /// Mirrors `UIViewController.viewDidAppear(_:)`.
  open func viewDidAppear(_ animated: Bool) {}

  /// Mirrors `UIViewController.viewWillDisappear(_:)`.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Mirrors `UIViewController.viewDidDisappear(_:)`.
  open func viewDidDisappear(_ animated: Bool) {}

  /// The controller's title: what was set, else its name in the host. Mirrors `title`.
  open var title: String? {
    get {
      localTitle ?? host.pointee.controller_name?(host, handle).map { String(cString: $0) }
    }
    set { localTitle = newValue }
  }

  // MARK: Settings

  /// Mirrors `UIViewController.modalPresentationStyle` (UIKit's default `.automatic`).
  open var modalPresentationStyle: UIModalPresentationStyle {
    get {
      setting(TRANSHOST_CONTROLLER_MODAL_PRESENTATION_STYLE, "modalPresentationStyle", .automatic)
    }
    set {
      setSetting(
        TRANSHOST_CONTROLLER_MODAL_PRESENTATION_STYLE, Int64(newValue.rawValue),
        "modalPresentationStyle")
    }
  }

  /// Mirrors `UIViewController.modalTransitionStyle` (UIKit's default `.coverVertical`).
  open var modalTransitionStyle: UIModalTransitionStyle {
    get {
      setting(TRANSHOST_CONTROLLER_MODAL_TRANSITION_STYLE, "modalTransitionStyle", .coverVertical)
    }
    set {
      setSetting(
        TRANSHOST_CONTROLLER_MODAL_TRANSITION_STYLE, Int64(newValue.rawValue),
        "modalTransitionStyle")
    }
  }

  /// Mirrors `UIViewController.definesPresentationContext` (default false).
  open var definesPresentationContext: Bool {
    get {
      setting(TRANSHOST_CONTROLLER_DEFINES_PRESENTATION_CONTEXT, "definesPresentationContext")
        == 1
    }
    set {
      setSetting(
        TRANSHOST_CONTROLLER_DEFINES_PRESENTATION_CONTEXT, newValue ? 1 : 0,
        "definesPresentationContext")
    }
  }

  /// Mirrors `UIViewController.isBeingPresented`.
  public var isBeingPresented: Bool {
    setting(TRANSHOST_CONTROLLER_IS_BEING_PRESENTED, "isBeingPresented") == 1
  }

  /// Mirrors `UIViewController.isBeingDismissed`.
  public var isBeingDismissed: Bool {
    setting(TRANSHOST_CONTROLLER_IS_BEING_DISMISSED, "isBeingDismissed") == 1
  }

  /// Mirrors `UIViewController.preferredContentSize` (default `.zero`).
  open var preferredContentSize: CGSize {
    get {
      var width = 0.0
      var height = 0.0
      if handle != 0,
        let get = session.newer(\.controller_get_preferred_size, "preferredContentSize")
      {
        _ = get(host, handle, &width, &height)
      }
      return CGSize(width: width, height: height)
    }
    set {
      guard handle != 0,
        let set = session.newer(\.controller_set_preferred_size, "preferredContentSize")
      else { return }
      _ = set(host, handle, Double(newValue.width), Double(newValue.height))
    }
  }

  /// The object that vends this controller's animators and presentation controller when
  /// it is presented or dismissed; held weakly, as UIKit does (a controller may be its
  /// own). Mirrors `UIViewController.transitioningDelegate`.
  open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
    get {
      if let stored = storedTransitioningDelegate as? any UIViewControllerTransitioningDelegate {
        return stored
      }
      guard handle != 0,
        let get = session.newer(\.controller_transitioning_delegate, "transitioningDelegate")
      else { return nil }
      return TransitioningDelegateExport.delegate(get(host, handle))
    }
    set {
      storedTransitioningDelegate = newValue
      guard handle != 0,
        let set = session.newer(
          \.controller_set_transitioning_delegate, "setting transitioningDelegate")
      else { return }
      let exported = newValue.map {
        TransitioningDelegateExport.export($0, session: session, owned: false)
      }
      _ = set(host, handle, exported)
    }
  }

  // MARK: The responder chain

  /// The superview of the controller's view, or nil while the view is not loaded (asking
  /// does not load it). Mirrors `UIViewController.next`.
  open override var next: UIResponder? { viewIfLoaded?.superview }

  override var responderSession: PluginSession? { session }

  /// Whether `object` is a wrapper of the same host controller (or this very object,
  /// for none). Mirrors `NSObject.isEqual(_:)`, which `==` calls.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let controller = object as? UIViewController else { return false }
    return controller === self || (handle != 0 && controller.handle == handle)
  }

  /// Mirrors `NSObject.hash`, consistent with ``isEqual(_:)``.
  open override var hash: Int { handle != 0 ? handle.hashValue : ObjectIdentifier(self).hashValue }

  /// An enumerated setting; `fallback` (UIKit's default) without a host controller.
  private func setting<Value: RawRepresentable<Int>>(
    _ setting: Int, _ call: String, _ fallback: Value
  ) -> Value {
    self.setting(setting, call).flatMap { Value(rawValue: Int($0)) } ?? fallback
  }

  private func setting(_ setting: Int, _ call: String) -> Int64? {
    guard handle != 0, let get = session.newer(\.controller_get_setting, call) else {
      return nil
    }
    return get(host, handle, Int32(setting))
  }

  private func setSetting(_ setting: Int, _ value: Int64, _ call: String) {
    guard handle != 0, let set = session.newer(\.controller_set_setting, "setting \(call)")
    else { return }
    _ = set(host, handle, Int32(setting), value)
  }
}

/// Mirrors `UIModalPresentationStyle`, with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable, CaseIterable {
  case automatic = -2, none = -1, fullScreen = 0, pageSheet = 1, formSheet = 2, currentContext = 3
  case custom = 4, overFullScreen = 5, overCurrentContext = 6, popover = 7
}

/// Mirrors `UIModalTransitionStyle`, with UIKit's raw values.
public enum UIModalTransitionStyle: Int, Sendable, CaseIterable {
  case coverVertical = 0, flipHorizontal = 1, crossDissolve = 2, partialCurl = 3
}

/// Mirrors `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: Hashable, Sendable {
  let raw: Int32
  /// The controller the transition leaves.
  public static let from = UITransitionContextViewControllerKey(raw: Int32(TRANSHOST_KEY_FROM))
  /// The controller the transition shows.
  public static let to = UITransitionContextViewControllerKey(raw: Int32(TRANSHOST_KEY_TO))
}

/// Mirrors `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: Hashable, Sendable {
  let raw: Int32
  /// The view the transition leaves.
  public static let from = UITransitionContextViewKey(raw: Int32(TRANSHOST_KEY_FROM))
  /// The view the transition shows.
  public static let to = UITransitionContextViewKey(raw: Int32(TRANSHOST_KEY_TO))
}
