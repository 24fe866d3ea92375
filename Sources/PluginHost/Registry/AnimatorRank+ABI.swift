import CTransitionABI
import TransitionEngine

extension AnimatorRank {
  /// The rank of a descriptor whose struct_size ends before `rank` (ABI 1.0 and 1.1
  /// plugins): `TRANSHOST_RANK_DEFAULT`, ``secondary``. Such plugins keep serving custom
  /// and tab transitions and no longer displace UIKit's own animation where it has one.
  public static let unstated = AnimatorRank(Int(TRANSHOST_RANK_DEFAULT))
}
