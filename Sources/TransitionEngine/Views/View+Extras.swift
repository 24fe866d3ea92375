extension View {
  /// UIKit's default tint colour, the light-mode `systemBlue` (0, 122, 255).
  public static let defaultTintColor = Color(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)

  /// This view, or the first of its descendants, depth first, whose tag is `tag`.
  /// Mirrors `UIView.viewWithTag(_:)`.
  public func viewWithTag(_ tag: Int) -> View? {
    if extras.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// The tint colour UIKit reports: this view's own, else its nearest ancestor's, else
  /// ``defaultTintColor``. Mirrors reading `UIView.tintColor`.
  public var effectiveTintColor: Color {
    var view: View? = self
    while let current = view {
      if let color = current.extras.tintColor { return color }
      view = current.superview
    }
    return Self.defaultTintColor
  }
}
