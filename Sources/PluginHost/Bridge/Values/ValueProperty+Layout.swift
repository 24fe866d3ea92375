import CTransitionABI
import TransitionEngine

extension ValueProperty {
  /// The ABI 1.4 properties of the layout section (ids in transhost.h's layout range).
  static let layout: [ValueProperty] = [
    ValueProperty(
      id: transhost_property(TRANSHOST_PROPERTY_AUTORESIZING_MASK), name: "autoresizingMask",
      lanes: 1,
      read: { view, out in out[0] = Double(view.autoresizingMask.rawValue) },
      write: { view, values in
        let value = values[0]
        guard value >= 0, value == value.rounded(), value <= Double(AutoresizingMask.all.rawValue),
          AutoresizingMask.all.isSuperset(of: AutoresizingMask(rawValue: UInt(value)))
        else {
          return "\(formatNumber(value)) is not a set of TRANSHOST_AUTORESIZING_* bits (0...63)"
        }
        view.autoresizingMask = AutoresizingMask(rawValue: UInt(value))
        return nil
      }),
    flag(
      TRANSHOST_PROPERTY_TRANSLATES_AUTORESIZING_MASK, "translatesAutoresizingMaskIntoConstraints",
      read: { $0.translatesAutoresizingMaskIntoConstraints },
      write: { $0.translatesAutoresizingMaskIntoConstraints = $1 }),
  ]
}
