/// A plugin object a script names, as the checker resolved it: a view controller class
/// (`controller NAME class ID(...)`) or a delegate (`with delegate ID(...)`).
///
/// The checker gets it from a ``ScriptObjectResolving`` and keeps it in the
/// ``CheckedScript``; the runner hands it, as it is, to a ``ScriptObjectMaking`` to make
/// the object. Nothing is parsed or looked up again in between.
public struct ScriptObject: Sendable {
  /// What a registered object is. Mirrors the ABI's `transhost_object_kind`.
  public enum Kind: String, Sendable, CaseIterable {
    /// A `UIViewController` subclass (`controller NAME class ID`).
    case viewController = "view controller class"
    /// A `UIViewControllerTransitioningDelegate` (present and dismiss).
    case transitioningDelegate = "transitioning delegate"
    /// A `UINavigationControllerDelegate` (push and pop).
    case navigationDelegate = "navigation delegate"
    /// A `UITabBarControllerDelegate` (tab switches).
    case tabBarDelegate = "tab bar delegate"
  }

  /// What it is.
  public let kind: Kind
  /// Its full id (`org.example.sheet`).
  public let id: String
  /// The object as written with every parameter's value, for the account
  /// (`org.example.sheet(height: 0.5)`).
  public let description: String
  /// What the resolver found, handed back untouched to the maker (the registry's entry
  /// and prepared request, once the lead wires the registry; a test's own value).
  public let payload: any Sendable

  /// An object of `kind` with full id `id`, written as `description`.
  public init(kind: Kind, id: String, description: String, payload: any Sendable = ()) {
    self.kind = kind
    self.id = id
    self.description = description
    self.payload = payload
  }
}
