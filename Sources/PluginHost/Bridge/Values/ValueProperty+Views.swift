import CTransitionABI
import TransitionEngine

extension ValueProperty {
  /// The ABI 1.4 properties of the views section (ids in transhost.h's views range).
  static let views: [ValueProperty] = []
}
