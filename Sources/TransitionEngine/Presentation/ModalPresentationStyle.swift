/// How a presented view controller is shown. Mirrors `UIModalPresentationStyle`, with
/// UIKit's raw values.
public enum ModalPresentationStyle: Int, Sendable, CaseIterable {
  /// Resolves to another style at presentation time (`.formSheet` from iOS 18,
  /// `.pageSheet` before). Mirrors `.automatic` (-2).
  case automatic = -2
  /// No style: the context of navigation and tab transitions; presenting with it is
  /// refused. Mirrors `.none` (-1).
  case none = -1
  /// Covers the screen; the presenter's view leaves the window. Mirrors `.fullScreen` (0).
  case fullScreen = 0
  /// A sheet over part of the screen. Mirrors `.pageSheet` (1).
  case pageSheet = 1
  /// A centred sheet (a page sheet in compact width). Mirrors `.formSheet` (2).
  case formSheet = 2
  /// Covers the presentation context; its view leaves the window. Mirrors `.currentContext` (3).
  case currentContext = 3
  /// Everything from the transitioning delegate. Mirrors `.custom` (4).
  case custom = 4
  /// Covers the screen; the presenter's view stays. Mirrors `.overFullScreen` (5).
  case overFullScreen = 5
  /// Covers the presentation context; its view stays. Mirrors `.overCurrentContext` (6).
  case overCurrentContext = 6
  /// A popover (full screen in compact width). Mirrors `.popover` (7).
  case popover = 7
  /// tvOS only; refused here as UIKit on iOS makes it unavailable. Mirrors `.blurOverFullScreen` (8).
  case blurOverFullScreen = 8

  /// The stable name used in traces and scripts.
  public var name: String {
    switch self {
    case .automatic: "automatic"
    case .none: "none"
    case .fullScreen: "fullScreen"
    case .pageSheet: "pageSheet"
    case .formSheet: "formSheet"
    case .currentContext: "currentContext"
    case .custom: "custom"
    case .overFullScreen: "overFullScreen"
    case .overCurrentContext: "overCurrentContext"
    case .popover: "popover"
    case .blurOverFullScreen: "blurOverFullScreen"
    }
  }

  /// The style called `name`, or nil.
  public init?(name: String) {
    guard let style = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = style
  }

  /// Whether the system's own animator always serves this style (sheets and popovers);
  /// UIKit does not use a transitioning delegate's animator for them.
  public var isSystemAnimated: Bool {
    switch self {
    case .pageSheet, .formSheet, .popover: true
    default: false
    }
  }
}

/// The built-in animation for presentations no delegate animates.
/// Mirrors `UIModalTransitionStyle`.
public enum ModalTransitionStyle: Int, Sendable, CaseIterable {
  /// Slides up from the bottom (0), the default.
  case coverVertical = 0
  /// Flips horizontally; modelled as a horizontal squeeze through zero width (1).
  case flipHorizontal = 1
  /// Fades (2).
  case crossDissolve = 2
  /// Modelled as a cover vertical (3); page curls are not drawn.
  case partialCurl = 3

  /// The stable name used in traces and scripts.
  public var name: String {
    switch self {
    case .coverVertical: "coverVertical"
    case .flipHorizontal: "flipHorizontal"
    case .crossDissolve: "crossDissolve"
    case .partialCurl: "partialCurl"
    }
  }
}

/// What a transition does. Traces and the plugin resolver key on it.
public enum TransitionOperation: String, Sendable, CaseIterable {
  /// A modal presentation.
  case present
  /// A modal dismissal.
  case dismiss
  /// A navigation push.
  case push
  /// A navigation pop.
  case pop
  /// A tab bar selection change.
  case tab
}
