import CTransitionABI
import TransitionEngine

extension ValueProperty {
  /// The ABI 1.4 properties of the views section (ids in transhost.h's views range).
  static let views: [ValueProperty] = [
    ValueProperty(
      id: transhost_property(TRANSHOST_PROPERTY_TAG), name: "tag", lanes: 1,
      read: { view, out in out[0] = Double(view.extras.tag) },
      write: { view, values in
        guard values[0] == values[0].rounded(), abs(values[0]) < 0x1p53 else {
          return "\(formatNumber(values[0])) is not a whole number"
        }
        view.extras.tag = Int(values[0])
        return nil
      }),
    ValueProperty(
      id: transhost_property(TRANSHOST_PROPERTY_CONTENT_MODE), name: "contentMode", lanes: 1,
      read: { view, out in out[0] = Double(view.extras.contentMode.rawValue) },
      write: { view, values in
        guard values[0] == values[0].rounded(),
          let mode = ViewContentMode(rawValue: Int(values[0]))
        else { return "\(formatNumber(values[0])) is not a content mode (0...12)" }
        view.extras.contentMode = mode
        return nil
      }),
    ValueProperty(
      id: transhost_property(TRANSHOST_PROPERTY_USER_INTERACTION_ENABLED),
      name: "isUserInteractionEnabled", lanes: 1,
      read: { view, out in out[0] = view.extras.isUserInteractionEnabled ? 1 : 0 },
      write: { view, values in
        view.extras.isUserInteractionEnabled = values[0] != 0
        return nil
      }),
    ValueProperty(
      id: transhost_property(TRANSHOST_PROPERTY_TINT_COLOR), name: "tintColor", lanes: 5,
      read: { view, out in writeColor(view.effectiveTintColor, into: out) },
      write: { view, values in
        view.extras.tintColor = readColor(values)
        return nil
      }),
  ]
}
