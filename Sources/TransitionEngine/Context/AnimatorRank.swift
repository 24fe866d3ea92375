/// How strongly an animator asks to serve its styles and operations by default, as
/// GStreamer's feature ranks: the installed candidate of highest rank serves, and rank
/// ``none`` never serves by default. Mirrors `transhost_rank` of `transhost.h`, whose
/// `TRANSHOST_RANK_*` constants these values are (checked by the host's tests).
public struct AnimatorRank: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The value: one of the named ranks, or any other number >= 0.
  public let value: Int

  /// A rank of `value` (>= 0).
  public init(_ value: Int) { self.value = value }

  /// Never chosen by default, only by name or by a mapping.
  public static let none = AnimatorRank(0)
  /// Chosen only where nothing ranks higher.
  public static let marginal = AnimatorRank(64)
  /// Chosen where the system animator ranks ``none`` (custom, tab).
  public static let secondary = AnimatorRank(128)
  /// Chosen first: displaces the system animator where UIKit animates by itself.
  public static let primary = AnimatorRank(256)

  /// The named ranks, lowest first.
  public static let named: [(name: String, rank: AnimatorRank)] = [
    ("none", .none), ("marginal", .marginal), ("secondary", .secondary), ("primary", .primary),
  ]

  /// The rank called `text` (a name, case-insensitive, or a decimal number >= 0), or nil.
  public init?(parsing text: String) {
    if let named = Self.named.first(where: { $0.name == text.lowercased() }) {
      self = named.rank
    } else if !text.isEmpty, text.utf8.allSatisfy({ (48...57).contains($0) }),
      let value = Int(text), value <= Int(Int32.max)
    {
      self.init(value)
    } else {
      return nil
    }
  }

  /// The rank of the engine's system animator for `operation` in `style`: ``primary``
  /// where UIKit animates by itself (every modal style but custom, push and pop),
  /// ``none`` where it does not (custom without a delegate, tab changes).
  public static func system(
    for operation: TransitionOperation, style: ModalPresentationStyle
  ) -> AnimatorRank {
    switch operation {
    case .push, .pop: .primary
    case .tab: .none
    case .present, .dismiss: style == .custom ? .none : .primary
    }
  }

  public static func < (lhs: AnimatorRank, rhs: AnimatorRank) -> Bool { lhs.value < rhs.value }

  /// The name (`primary`), or the number for an unnamed rank (`257`).
  public var description: String {
    Self.named.first(where: { $0.rank == self })?.name ?? String(value)
  }
}
