import CTransitionABI
import TransitionEngine

extension ValueProperty {
  /// The ABI 1.4 properties of the layers section (ids in transhost.h's layers range).
  static let layers: [ValueProperty] = []
}
