import TransitionEngine

/// The properties of a view a transition must give back: its model frame, alpha,
/// transform and isHidden.
struct ViewProperties: Equatable {
  let frame: Rect
  let alpha: Double
  let transform: AffineTransform
  let isHidden: Bool

  init(_ view: View) {
    frame = view.frame
    alpha = view.alpha
    transform = view.transform
    isHidden = view.isHidden
  }

  /// What differs from `earlier`, as `alpha 0 (was 1)` phrases; the frame only when
  /// `includingFrame`. Numbers within a millionth are equal.
  func differences(from earlier: ViewProperties, includingFrame: Bool) -> [String] {
    var result: [String] = []
    if includingFrame && !Self.close(frame, earlier.frame) {
      result.append("frame \(frame) (was \(earlier.frame))")
    }
    if !Self.close(alpha, earlier.alpha) {
      result.append("alpha \(formatNumber(alpha)) (was \(formatNumber(earlier.alpha)))")
    }
    if !Self.close(transform, earlier.transform) {
      result.append("transform \(transform) (was \(earlier.transform))")
    }
    if isHidden != earlier.isHidden {
      result.append(isHidden ? "isHidden true (was false)" : "isHidden false (was true)")
    }
    return result
  }

  static let tolerance = 1e-6

  static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }

  static func close(_ a: Rect, _ b: Rect) -> Bool {
    close(a.origin.x, b.origin.x) && close(a.origin.y, b.origin.y)
      && close(a.size.width, b.size.width) && close(a.size.height, b.size.height)
  }

  static func close(_ a: AffineTransform, _ b: AffineTransform) -> Bool {
    close(a.a, b.a) && close(a.b, b.b) && close(a.c, b.c) && close(a.d, b.d)
      && close(a.tx, b.tx) && close(a.ty, b.ty)
  }
}

/// The window at one moment: its views in order (depth first, back to front) and the
/// properties of each, plus those of the transition's participants out of the window.
struct WindowState {
  /// The window's views, depth first, back to front.
  let views: [View]
  private let properties: [ObjectIdentifier: ViewProperties]

  init(window: Window, participants: [View]) {
    views = window.rootView.subtree
    var properties: [ObjectIdentifier: ViewProperties] = [:]
    for view in views + participants { properties[ObjectIdentifier(view)] = ViewProperties(view) }
    self.properties = properties
  }

  /// The properties `view` had, if it was recorded.
  func properties(of view: View) -> ViewProperties? { properties[ObjectIdentifier(view)] }

  /// Whether `view` was in the window.
  func contains(_ view: View) -> Bool { views.contains { $0 === view } }
}
