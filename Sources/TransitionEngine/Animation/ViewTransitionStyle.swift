/// The transition `UIView.transition(with:...)` and `transition(from:to:...)` draw:
/// `UIView.AnimationOptions` bits 20-22, with UIKit's raw values.
///
/// The engine draws every style as a cross-dissolve of a snapshot of the view as it was
/// (see ``Engine/beginViewTransition(with:duration:curve:options:completion:)``): the
/// flips (a 3D half turn of the view) and curls (a page curl) are approximated by it,
/// which the trace says once per engine and style.
public enum ViewTransitionStyle: Int, Sendable, CaseIterable {
  /// No transition: the changes apply at once, the completion runs after the duration.
  case none = 0
  case flipFromLeft = 1
  case flipFromRight = 2
  case curlUp = 3
  case curlDown = 4
  case crossDissolve = 5
  case flipFromTop = 6
  case flipFromBottom = 7

  /// UIKit's option name (`transitionFlipFromLeft`).
  public var name: String {
    switch self {
    case .none: "transitionNone"
    case .flipFromLeft: "transitionFlipFromLeft"
    case .flipFromRight: "transitionFlipFromRight"
    case .curlUp: "transitionCurlUp"
    case .curlDown: "transitionCurlDown"
    case .crossDissolve: "transitionCrossDissolve"
    case .flipFromTop: "transitionFlipFromTop"
    case .flipFromBottom: "transitionFlipFromBottom"
    }
  }

  /// Whether the engine draws it as something else (a cross-dissolve).
  public var isApproximated: Bool { self != .none && self != .crossDissolve }
}

extension AnimationOptions {
  /// Mirrors `.allowAnimatedContent` (1 << 7): inside a view transition, the block's own
  /// property changes animate too (over the transition's duration and curve).
  public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
  /// Mirrors `.showHideTransitionViews` (1 << 8): `transition(from:to:)` hides the from
  /// view and shows the to view instead of removing and adding them.
  public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)

  /// Mirrors `.transitionCrossDissolve` (5 << 20).
  public static let transitionCrossDissolve = AnimationOptions(transitionStyle: .crossDissolve)

  /// The transition bits 20-22 select.
  public var transitionStyle: ViewTransitionStyle {
    ViewTransitionStyle(rawValue: Int((rawValue >> 20) & 0x7)) ?? .none
  }

  /// Options that select `style`.
  public init(transitionStyle style: ViewTransitionStyle) {
    self.init(rawValue: UInt(style.rawValue) << 20)
  }
}
