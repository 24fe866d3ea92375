/// Where a view controller is in its appearance cycle. UIKit's
/// `beginAppearanceTransition`/`endAppearanceTransition` pairs move it; the engine keeps
/// the calls balanced.
public enum AppearanceState: String, Sendable {
  /// Not on screen.
  case disappeared
  /// `viewWillAppear` was called.
  case appearing
  /// `viewDidAppear` was called.
  case appeared
  /// `viewWillDisappear` was called.
  case disappearing
}
