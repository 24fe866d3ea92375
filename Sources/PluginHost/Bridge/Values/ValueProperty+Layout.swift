import CTransitionABI
import TransitionEngine

extension ValueProperty {
  /// The ABI 1.4 properties of the layout section (ids in transhost.h's layout range).
  static let layout: [ValueProperty] = []
}
