import CTransitionABI
import TransitionEngine

/// A delegate made by a plugin's object factory (``HostBridge/makeObject(_:in:kind:operation:style:interactive:parameters:chosenBy:)``),
/// typed by its kind. The host owns it and calls its `destroy` when the run ends.
public enum PluginObject {
  /// A `UIViewControllerTransitioningDelegate`: set it as a controller's
  /// `transitioningDelegate`.
  case transitioningDelegate(PluginTransitioningDelegate)
  /// A `UINavigationControllerDelegate`: set it as a navigation controller's `delegate`.
  case navigationDelegate(PluginNavigationDelegate)
  /// A `UITabBarControllerDelegate`: set it as a tab bar controller's `delegate`.
  case tabBarDelegate(PluginTabBarDelegate)

  /// The kind of delegate `create_object` makes for a descriptor of `kind`, or nil for
  /// a kind that is not a delegate (view controllers) or unknown.
  public enum Kind: Int32, Sendable, CaseIterable {
    /// TRANSHOST_OBJECT_TRANSITIONING_DELEGATE
    case transitioningDelegate = 0
    /// TRANSHOST_OBJECT_NAVIGATION_DELEGATE
    case navigationDelegate = 1
    /// TRANSHOST_OBJECT_TAB_BAR_DELEGATE
    case tabBarDelegate = 2
  }
}

extension PluginObject {
  /// The transitioning delegate, when it is one.
  public var transitioning: PluginTransitioningDelegate? {
    if case .transitioningDelegate(let delegate) = self { return delegate }
    return nil
  }
  /// The navigation controller delegate, when it is one.
  public var navigation: PluginNavigationDelegate? {
    if case .navigationDelegate(let delegate) = self { return delegate }
    return nil
  }
  /// The tab bar controller delegate, when it is one.
  public var tabBar: PluginTabBarDelegate? {
    if case .tabBarDelegate(let delegate) = self { return delegate }
    return nil
  }

  /// The engine-side delegate.
  var wrapper: any HostOwnedDelegate {
    switch self {
    case .transitioningDelegate(let delegate): delegate
    case .navigationDelegate(let delegate): delegate
    case .tabBarDelegate(let delegate): delegate
    }
  }
}

/// A delegate wrapper whose plugin struct the host may own: `destroyObject()` calls the
/// struct's `destroy` (if its struct_size covers it and it is set) as the plugin's code.
protocol HostOwnedDelegate: AnyObject {
  func destroyObject()
}

extension PluginObject.Kind {
  /// The kind of delegate `create_object` makes for a registered object of `kind`, or
  /// nil for a view controller.
  public init?(_ kind: ObjectDescriptor.Kind) {
    switch kind {
    case .viewController: return nil
    case .transitioningDelegate: self = .transitioningDelegate
    case .navigationDelegate: self = .navigationDelegate
    case .tabBarDelegate: self = .tabBarDelegate
    }
  }
}
