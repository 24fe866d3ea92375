import TransitionEngine

/// What a plugin says about one object it registers through its object factory
/// (`TRANSHOST_OBJECT_FACTORY_ID`): a Swift copy of its `transhost_object_descriptor_t`,
/// checked and safe to keep.
///
/// Delegates are candidates of the resolver for the styles and operations they declare,
/// at their rank, as animators are; view controllers serve nothing and are made by class
/// id (`controller NAME class ID` in a script).
public struct ObjectDescriptor: Hashable, Sendable {
  /// What a registered object is: `transhost_object_kind`.
  public enum Kind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A `UIViewControllerTransitioningDelegate`: serves present and dismiss.
    case transitioningDelegate
    /// A `UINavigationControllerDelegate`: serves push and pop.
    case navigationDelegate
    /// A `UITabBarControllerDelegate`: serves tab changes.
    case tabBarDelegate
    /// A `UIViewController` subclass: serves no transition itself.
    case viewController

    /// The operations an object of this kind may declare.
    public var allowedOperations: [TransitionOperation] {
      switch self {
      case .transitioningDelegate: [.present, .dismiss]
      case .navigationDelegate: [.push, .pop]
      case .tabBarDelegate: [.tab]
      case .viewController: []
      }
    }

    /// Whether it is a delegate (a candidate of the resolver), not a view controller.
    public var isDelegate: Bool { self != .viewController }

    /// The kind in words, as `transhost list` shows it: `transitioning delegate`.
    public var description: String {
      switch self {
      case .transitioningDelegate: "transitioning delegate"
      case .navigationDelegate: "navigation delegate"
      case .tabBarDelegate: "tab bar delegate"
      case .viewController: "view controller"
      }
    }
  }

  /// What it is.
  public let kind: Kind
  /// The reverse-DNS id, unique among the plugin's animators and objects.
  public let id: String
  /// The human name.
  public let name: String
  /// The version, e.g. `1.0.0`.
  public let version: String
  /// The vendor, or empty.
  public let vendor: String
  /// One sentence, or empty.
  public let summary: String
  /// The presentation styles it answers for (transitioning delegates; empty otherwise).
  public let styles: [ModalPresentationStyle]
  /// The operations it answers for, all of ``Kind/allowedOperations`` (none for view
  /// controllers).
  public let operations: [TransitionOperation]
  /// The parameters it takes, checked as an animator's are.
  public let parameters: [AnimatorParameter]
  /// The rank it declares (``AnimatorRank/none`` for view controllers), before any
  /// override of the configuration file or `--rank`.
  public let rank: AnimatorRank

  /// Creates a descriptor.
  public init(
    kind: Kind, id: String, name: String, version: String, vendor: String, summary: String,
    styles: [ModalPresentationStyle], operations: [TransitionOperation],
    parameters: [AnimatorParameter], rank: AnimatorRank
  ) {
    self.kind = kind
    self.id = id
    self.name = name
    self.version = version
    self.vendor = vendor
    self.summary = summary
    self.styles = styles
    self.operations = operations
    self.parameters = parameters
    self.rank = rank
  }

  /// Whether it answers for `operation` in `style` (navigation and tab operations ignore
  /// the style); never for a view controller.
  public func serves(_ operation: TransitionOperation, style: ModalPresentationStyle) -> Bool {
    guard kind.isDelegate, operations.contains(operation) else { return false }
    switch operation {
    case .push, .pop, .tab: return true
    case .present, .dismiss: return styles.contains(style)
    }
  }
}
