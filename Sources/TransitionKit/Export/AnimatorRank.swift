import CTransitionABI

/// How strongly an animator asks to serve its styles and operations when no choice and
/// no mapping decides, as GStreamer's feature ranks (`transhost_rank` in `transhost.h`).
///
/// The installed animator of highest rank serves; equal ranks go to the first in the
/// search path. The engine's system animator ranks ``primary`` where UIKit animates by
/// itself (every modal style but `.custom`, push and pop) and ``none`` elsewhere, and
/// comes last: to replace UIKit's cover for `.fullScreen`, rank ``primary``.
public struct AnimatorRank: RawRepresentable, Hashable, Sendable {
  /// The rank's value, >= 0.
  public let rawValue: Int32

  /// A rank of `rawValue`; a negative one makes the host refuse the animator.
  public init(rawValue: Int32) { self.rawValue = rawValue }

  /// Never serves by default, only when chosen by name or mapped.
  public static let none = AnimatorRank(rawValue: Int32(TRANSHOST_RANK_NONE))
  /// Serves only where nothing ranks higher.
  public static let marginal = AnimatorRank(rawValue: Int32(TRANSHOST_RANK_MARGINAL))
  /// Serves where the system animator ranks none (`.custom`, tab changes).
  public static let secondary = AnimatorRank(rawValue: Int32(TRANSHOST_RANK_SECONDARY))
  /// Serves first, displacing UIKit's own animation where it has one.
  public static let primary = AnimatorRank(rawValue: Int32(TRANSHOST_RANK_PRIMARY))
}
