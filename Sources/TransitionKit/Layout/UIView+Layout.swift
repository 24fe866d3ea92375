import CTransitionABI
import Foundation

extension UIView {
  /// Which parts of the frame stretch when the superview's bounds change size.
  /// Mirrors `UIView.AutoresizingMask`, with UIKit's raw values.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The bits, as UIKit's.
    public let rawValue: UInt
    /// A mask from UIKit's bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Mirrors `.flexibleLeftMargin`.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// Mirrors `.flexibleWidth`.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// Mirrors `.flexibleRightMargin`.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// Mirrors `.flexibleTopMargin`.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// Mirrors `.flexibleHeight`.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// Mirrors `.flexibleBottomMargin`.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Mirrors `UIView.autoresizingMask` (`[]` for a view made in code): the host resizes
  /// the view by it whenever the superview's bounds change size, in proportion as UIKit.
  public var autoresizingMask: UIView.AutoresizingMask {
    get {
      UIView.AutoresizingMask(
        rawValue: UInt(
          session.value(
            handle, Int32(TRANSHOST_PROPERTY_AUTORESIZING_MASK), "UIView.autoresizingMask")))
    }
    set {
      session.setValues(
        handle, Int32(TRANSHOST_PROPERTY_AUTORESIZING_MASK), "UIView.autoresizingMask",
        [Double(newValue.rawValue)])
    }
  }

  /// Mirrors `UIView.translatesAutoresizingMaskIntoConstraints` (true for a view made in
  /// code): set it to false for the host's layout pass to place the view by constraints.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get {
      session.values(
        handle, Int32(TRANSHOST_PROPERTY_TRANSLATES_AUTORESIZING_MASK),
        lanes: 1, "UIView.translatesAutoresizingMaskIntoConstraints"
      ) { $0[0] != 0 || !session.has(\.view_get_values) }
    }
    set {
      session.setValues(
        handle, Int32(TRANSHOST_PROPERTY_TRANSLATES_AUTORESIZING_MASK),
        "UIView.translatesAutoresizingMaskIntoConstraints", [newValue ? 1 : 0])
    }
  }

  /// Mirrors `UIView.leadingAnchor` (left: the layout is left to right).
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  /// Mirrors `UIView.trailingAnchor`.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  /// Mirrors `UIView.leftAnchor`.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  /// Mirrors `UIView.rightAnchor`.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  /// Mirrors `UIView.centerXAnchor`.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  /// Mirrors `UIView.topAnchor`.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  /// Mirrors `UIView.bottomAnchor`.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  /// Mirrors `UIView.centerYAnchor`.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  /// Mirrors `UIView.firstBaselineAnchor`; compiles, and is reported when laid out.
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
  /// Mirrors `UIView.lastBaselineAnchor`; compiles, and is reported when laid out.
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
  /// Mirrors `UIView.widthAnchor`.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  /// Mirrors `UIView.heightAnchor`.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

  /// Mirrors `UIView.safeAreaLayoutGuide`. Headless there is no notch, status bar or
  /// home indicator, so the safe area has zero insets: the guide is the view's bounds.
  public var safeAreaLayoutGuide: UILayoutGuide {
    UILayoutGuide(owningView: self, identifier: "UIViewSafeAreaLayoutGuide", inset: 0)
  }

  /// Mirrors `UIView.layoutMarginsGuide`: the bounds inset by UIKit's default layout
  /// margins, 8 points on each side.
  public var layoutMarginsGuide: UILayoutGuide {
    UILayoutGuide(owningView: self, identifier: "UIViewLayoutMarginsGuide", inset: 8)
  }

  /// The active constraints installed on the view (it is their views' nearest common
  /// ancestor). Mirrors `UIView.constraints`.
  public var constraints: [NSLayoutConstraint] {
    guard let count = session.newer(\.view_constraint_count, "UIView.constraints", minor: 4),
      let at = host.pointee.view_constraint_at
    else { return [] }
    let total = count(host, handle)
    guard total > 0 else { return [] }
    return (0..<total).map { session.constraint(at(host, handle, $0)) }
  }

  /// Activates `constraint`. Mirrors `UIView.addConstraint(_:)` (UIKit recommends
  /// `NSLayoutConstraint.activate(_:)`, which installs it on the right view).
  public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }

  /// Activates each constraint. Mirrors `UIView.addConstraints(_:)`.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
  }

  /// Deactivates `constraint` when it is installed on this view. Mirrors
  /// `UIView.removeConstraint(_:)`.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    if constraints.contains(where: { $0 === constraint }) { constraint.isActive = false }
  }

  /// Deactivates each constraint installed on this view. Mirrors
  /// `UIView.removeConstraints(_:)`.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    let installed = self.constraints
    for constraint in constraints where installed.contains(where: { $0 === constraint }) {
      constraint.isActive = false
    }
  }

  /// Marks the view as needing layout: the host lays it out on its next clock turn.
  /// Mirrors `UIView.setNeedsLayout()`.
  public func setNeedsLayout() {
    guard let call = session.newer(\.view_set_needs_layout, "UIView.setNeedsLayout", minor: 4)
    else { return }
    _ = call(host, handle)
  }

  /// Lays out at once what needs layout, solving the constraints; inside
  /// `UIView.animate` the frames animate. Mirrors `UIView.layoutIfNeeded()`.
  public func layoutIfNeeded() {
    guard let call = session.newer(\.view_layout_if_needed, "UIView.layoutIfNeeded", minor: 4)
    else { return }
    _ = call(host, handle)
  }

  /// For a view of a plugin-defined subclass, asks the host to call `layoutSubviews()`
  /// in each of the view's layout passes (after its constraints are applied).
  /// TransitionKit's own classes do not override it, so they are not registered. The
  /// host keeps the handler as long as the view, which can outlive the animator that
  /// made it: the handler reaches the session through a weak reference, so once the
  /// session (and with it the Swift object) is gone, the handler does nothing.
  func registerLayoutSubviews() {
    guard String(reflecting: type(of: self)).hasPrefix("TransitionKit.") == false,
      session.has(\.view_set_layout_handler),
      let register = host.pointee.view_set_layout_handler
    else { return }
    let target = Unmanaged.passRetained(LayoutSubviewsTarget(session: session)).toOpaque()
    _ = register(
      host, handle,
      { data, handle in
        guard let data,
          let session = Unmanaged<LayoutSubviewsTarget>.fromOpaque(data)
            .takeUnretainedValue().session
        else { return }
        session.run { session.view(handle)?.layoutSubviews() }
      }, target)
  }
}

/// What a view's layout handler reaches its session through: weakly, as the session
/// can end before the host's view does. One is kept per registered view (never freed,
/// as the host may call the handler until the run ends).
final class LayoutSubviewsTarget {
  weak var session: PluginSession?

  init(session: PluginSession) { self.session = session }
}
