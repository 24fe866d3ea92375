import TransitionEngine

/// What a plugin says about one animator it serves: a Swift copy of its
/// `transhost_descriptor_t`, checked and safe to keep.
public struct AnimatorDescriptor: Hashable, Sendable {
  /// The reverse-DNS id, e.g. `org.transhost.slide`.
  public let id: String
  /// The human name.
  public let name: String
  /// The version, e.g. `1.0.0`.
  public let version: String
  /// The vendor, or empty.
  public let vendor: String
  /// One sentence, or empty.
  public let summary: String
  /// The presentation styles it serves.
  public let styles: [ModalPresentationStyle]
  /// The operations it serves.
  public let operations: [TransitionOperation]
  /// Whether it can be driven by a percent-driven interaction controller.
  public let supportsInteractive: Bool
  /// Its default duration in seconds.
  public let defaultDuration: Double
  /// The parameters it takes.
  public let parameters: [AnimatorParameter]
  /// The rank it declares (``AnimatorRank/unstated`` for a descriptor of ABI 1.0 or 1.1),
  /// before any override of the configuration file or `--rank`.
  public let rank: AnimatorRank

  /// Creates a descriptor.
  public init(
    id: String, name: String, version: String, vendor: String, summary: String,
    styles: [ModalPresentationStyle], operations: [TransitionOperation],
    supportsInteractive: Bool, defaultDuration: Double, parameters: [AnimatorParameter],
    rank: AnimatorRank = .unstated
  ) {
    self.rank = rank
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
  }

  /// Whether it serves `operation` in `style` (navigation and tab operations ignore
  /// the style, which is `.none` for them).
  public func serves(_ operation: TransitionOperation, style: ModalPresentationStyle) -> Bool {
    guard operations.contains(operation) else { return false }
    switch operation {
    case .push, .pop, .tab: return true
    case .present, .dismiss: return styles.contains(style)
    }
  }
}

/// One parameter an animator takes.
public struct AnimatorParameter: Hashable, Sendable {
  /// How a parameter's value is given.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// A decimal number.
    case number
    /// `true` or `false`.
    case bool
    /// Any text.
    case string
    /// One of ``AnimatorParameter/choices``.
    case choice
    /// The name of a view, resolved in the window when the transition starts.
    case view
  }

  /// The parameter's name.
  public let name: String
  /// Its kind.
  public let kind: Kind
  /// The default in text form, or nil (views).
  public let defaultValue: String?
  /// One sentence, or empty.
  public let summary: String
  /// The allowed values of a choice.
  public let choices: [String]
  /// The allowed range of a number, if any.
  public let range: ClosedRange<Double>?

  /// Creates a parameter.
  public init(
    name: String, kind: Kind, defaultValue: String?, summary: String, choices: [String] = [],
    range: ClosedRange<Double>? = nil
  ) {
    self.name = name
    self.kind = kind
    self.defaultValue = defaultValue
    self.summary = summary
    self.choices = choices
    self.range = range
  }
}
