import TransitionEngine

/// One thing the registry holds under an id: an animator or an object (a delegate or a
/// view controller). Animators and objects share one id space.
public enum RegisteredItem: Sendable {
  /// An animator.
  case animator(PluginRegistry.Entry)
  /// A delegate or a view controller.
  case object(PluginRegistry.ObjectEntry)

  /// The reverse-DNS id.
  public var id: String {
    switch self {
    case .animator(let entry): entry.descriptor.id
    case .object(let entry): entry.descriptor.id
    }
  }

  /// The library serving it.
  public var plugin: LoadedPlugin {
    switch self {
    case .animator(let entry): entry.plugin
    case .object(let entry): entry.plugin
    }
  }

  /// The rank it declares.
  public var rank: AnimatorRank {
    switch self {
    case .animator(let entry): entry.descriptor.rank
    case .object(let entry): entry.descriptor.rank
    }
  }

  /// What it is, in words, as `transhost list` shows it: `animator`, `transitioning
  /// delegate`, `navigation delegate`, `tab bar delegate`, `view controller`.
  public var kindName: String {
    switch self {
    case .animator: "animator"
    case .object(let entry): "\(entry.descriptor.kind)"
    }
  }

  /// What it is, as JSON writes it: `animator`, or the object's ``ObjectDescriptor/Kind``
  /// raw value (`transitioningDelegate`).
  public var kindKey: String {
    switch self {
    case .animator: "animator"
    case .object(let entry): entry.descriptor.kind.rawValue
    }
  }

  /// Whether it serves `operation` in `style`: an animator or a delegate that declares
  /// it; never a view controller.
  public func serves(_ operation: TransitionOperation, style: ModalPresentationStyle) -> Bool {
    switch self {
    case .animator(let entry): entry.descriptor.serves(operation, style: style)
    case .object(let entry): entry.descriptor.serves(operation, style: style)
    }
  }
}
