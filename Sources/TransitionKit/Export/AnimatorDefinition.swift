import Foundation

/// An operation an animator serves.
public enum TransitionOperationKind: Int, Sendable, CaseIterable {
  /// A modal presentation.
  case present = 0
  /// A modal dismissal.
  case dismiss = 1
  /// A navigation push.
  case push = 2
  /// A navigation pop.
  case pop = 3
  /// A tab change.
  case tab = 4
}

/// A parameter an animator takes, declared for `transhost list` and checked by the host.
public struct AnimatorParameterDefinition: Sendable {
  enum Kind: Int32, Sendable { case number = 0, bool = 1, string = 2, choice = 3, view = 4 }

  let kind: Kind
  let name: String
  let defaultValue: String?
  let summary: String
  let choices: [String]
  let range: ClosedRange<Double>?

  /// A number with a default and an optional range.
  public static func number(
    _ name: String, default value: Double, range: ClosedRange<Double>? = nil, _ summary: String
  ) -> Self {
    Self(
      kind: .number, name: name, defaultValue: numberText(value), summary: summary, choices: [],
      range: range)
  }

  /// A flag.
  public static func bool(_ name: String, default value: Bool, _ summary: String) -> Self {
    Self(
      kind: .bool, name: name, defaultValue: value ? "true" : "false", summary: summary,
      choices: [], range: nil)
  }

  /// Free text.
  public static func string(_ name: String, default value: String, _ summary: String) -> Self {
    Self(kind: .string, name: name, defaultValue: value, summary: summary, choices: [], range: nil)
  }

  /// One of a fixed list of words.
  public static func choice(
    _ name: String, _ choices: [String], default value: String, _ summary: String
  ) -> Self {
    Self(
      kind: .choice, name: name, defaultValue: value, summary: summary, choices: choices, range: nil
    )
  }

  /// A view in the window, named by the user (e.g. a zoom's source).
  public static func view(_ name: String, _ summary: String) -> Self {
    Self(kind: .view, name: name, defaultValue: nil, summary: summary, choices: [], range: nil)
  }
}

func numberText(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
}

/// What a transition asks of an animator: the operation, the style and the
/// parameters, defaults filled in by the host.
public struct AnimatorRequest {
  /// The operation.
  public let operation: TransitionOperationKind
  /// The presentation style (`.none` for navigation and tab transitions).
  public let style: UIModalPresentationStyle
  /// Whether the host will drive the transition interactively.
  public let isInteractive: Bool
  let values: [String: (text: String, number: Double, flag: Bool, view: UInt64)]
  let session: PluginSession

  /// Whether the transition presents or pushes (rather than dismisses or pops).
  public var isPresenting: Bool { operation == .present || operation == .push }

  /// A parameter's text.
  public func string(_ name: String) -> String? { values[name]?.text }
  /// A number parameter.
  public func number(_ name: String) -> Double? { values[name]?.number }
  /// A flag parameter.
  public func bool(_ name: String) -> Bool? { values[name]?.flag }
  /// A view parameter: the view in the window, or nil if the host found none.
  public func view(_ name: String) -> UIView? { session.view(values[name]?.view ?? 0) }
}

/// One animator a plugin exports: what `transhost list` shows, and how to make one.
public struct AnimatorDefinition: Sendable {
  /// Reverse-DNS id, e.g. `org.example.slide`.
  public var id: String
  /// Human name.
  public var name: String
  /// Version, e.g. `1.0.0`.
  public var version: String
  /// Vendor.
  public var vendor: String
  /// One sentence.
  public var summary: String
  /// The presentation styles it serves.
  public var styles: [UIModalPresentationStyle]
  /// The operations it serves.
  public var operations: [TransitionOperationKind]
  /// Whether a percent-driven interaction can drive it.
  public var supportsInteractive: Bool
  /// Its default duration.
  public var defaultDuration: TimeInterval
  /// Its parameters.
  public var parameters: [AnimatorParameterDefinition]
  /// How strongly it asks to serve its styles and operations by default (`transhost.h`,
  /// `transhost_rank`); `.secondary` unless given, as for plugins built before ranks.
  public var rank: AnimatorRank
  /// Makes an animator for one transition.
  public var make: @Sendable (AnimatorRequest) -> UIViewControllerAnimatedTransitioning

  /// Creates a definition.
  public init(
    id: String, name: String, version: String = "1.0.0", vendor: String = "", summary: String = "",
    styles: [UIModalPresentationStyle] = [.custom, .fullScreen, .overFullScreen],
    operations: [TransitionOperationKind] = [.present, .dismiss], supportsInteractive: Bool = false,
    defaultDuration: TimeInterval = 0.35, parameters: [AnimatorParameterDefinition] = [],
    rank: AnimatorRank = .secondary,
    make: @escaping @Sendable (AnimatorRequest) -> UIViewControllerAnimatedTransitioning
  ) {
    self.id = id
    self.name = name
    self.version = version
    self.vendor = vendor
    self.summary = summary
    self.styles = styles
    self.operations = operations
    self.supportsInteractive = supportsInteractive
    self.defaultDuration = defaultDuration
    self.parameters = parameters
    self.rank = rank
    self.make = make
  }
}
