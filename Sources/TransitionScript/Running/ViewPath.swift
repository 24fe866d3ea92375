/// How an expectation's view path reaches its view, as the checker resolved it.
///
/// A path the script declared names that view. A path into views the script did not
/// declare (made by a plugin controller's `loadView`, an animator or a presentation
/// controller, such as a dimming view) starts at `window` or at a controller declared
/// with `class`, and each further name is the one view of that name anywhere under the
/// view before it; the runner looks them up when the expectation is checked.
public enum ViewPath: Sendable, Equatable {
  /// A view the script declared (a controller's, or a `view` line's), by its full path.
  case declared(String)
  /// Views found by name when checked: from `root` (a declared path; nil: the window's
  /// root view), each of `names` in turn, anywhere under the view before it.
  case search(root: String?, names: [String])
}
