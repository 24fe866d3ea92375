import CTransitionABI
import TransitionEngine

/// A recognizer value by its ABI id (`TRANSHOST_GESTURE_VALUE_*`): how it reads from the
/// engine's recognizer and how a plugin's write is checked and applied.
enum GestureValue: Int, CustomStringConvertible {
  case state = 0, kind, enabled, cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded
  case numberOfTouches, minimumTouches, maximumTouches, edges, tapsRequired, touchesRequired
  case direction, scale, velocity
  case minimumPressDuration, allowableMovement, rotation

  /// What a write did.
  enum Write {
    case written, readOnly
    case refused(String)
  }

  /// UIKit's name of the value.
  var description: String {
    switch self {
    case .state: "state"
    case .kind: "kind"
    case .enabled: "isEnabled"
    case .cancelsTouchesInView: "cancelsTouchesInView"
    case .delaysTouchesBegan: "delaysTouchesBegan"
    case .delaysTouchesEnded: "delaysTouchesEnded"
    case .numberOfTouches: "numberOfTouches"
    case .minimumTouches: "minimumNumberOfTouches"
    case .maximumTouches: "maximumNumberOfTouches"
    case .edges: "edges"
    case .tapsRequired: "numberOfTapsRequired"
    case .touchesRequired: "numberOfTouchesRequired"
    case .direction: "direction"
    case .scale: "scale"
    case .velocity: "velocity"
    case .minimumPressDuration: "minimumPressDuration"
    case .allowableMovement: "allowableMovement"
    case .rotation: "rotation"
    }
  }

  /// The value of `recognizer`, or nil when its kind has no such value.
  func read(_ recognizer: GestureRecognizer) -> Double? {
    switch self {
    case .state: return Double(recognizer.state.rawValue)
    case .kind: return Double(Self.kind(of: recognizer))
    case .enabled: return recognizer.isEnabled ? 1 : 0
    case .cancelsTouchesInView: return recognizer.cancelsTouchesInView ? 1 : 0
    case .delaysTouchesBegan: return recognizer.delaysTouchesBegan ? 1 : 0
    case .delaysTouchesEnded: return recognizer.delaysTouchesEnded ? 1 : 0
    case .numberOfTouches: return Double(recognizer.numberOfTouches)
    case .minimumTouches:
      return (recognizer as? PanGestureRecognizer).map { Double($0.minimumNumberOfTouches) }
    case .maximumTouches:
      return (recognizer as? PanGestureRecognizer).map { Double($0.maximumNumberOfTouches) }
    case .edges:
      return (recognizer as? ScreenEdgePanGestureRecognizer).map { Double($0.edges.rawValue) }
    case .tapsRequired:
      if let press = recognizer as? LongPressGestureRecognizer {
        return Double(press.numberOfTapsRequired)
      }
      return (recognizer as? TapGestureRecognizer).map { Double($0.numberOfTapsRequired) }
    case .touchesRequired:
      switch recognizer {
      case let tap as TapGestureRecognizer: return Double(tap.numberOfTouchesRequired)
      case let swipe as SwipeGestureRecognizer: return Double(swipe.numberOfTouchesRequired)
      case let press as LongPressGestureRecognizer: return Double(press.numberOfTouchesRequired)
      default: return nil
      }
    case .direction:
      return (recognizer as? SwipeGestureRecognizer).map { Double($0.direction.rawValue) }
    case .scale: return (recognizer as? PinchGestureRecognizer).map(\.scale)
    case .velocity:
      if let rotation = recognizer as? RotationGestureRecognizer { return rotation.velocity }
      return (recognizer as? PinchGestureRecognizer).map(\.velocity)
    case .minimumPressDuration:
      return (recognizer as? LongPressGestureRecognizer).map(\.minimumPressDuration)
    case .allowableMovement:
      return (recognizer as? LongPressGestureRecognizer).map(\.allowableMovement)
    case .rotation: return (recognizer as? RotationGestureRecognizer).map(\.rotation)
    }
  }

  /// Writes `number` to `recognizer`, which has this value (``read(_:)`` is not nil).
  func write(_ number: Double, to recognizer: GestureRecognizer) -> Write {
    guard number.isFinite else { return .refused("\(number) is not a finite number") }
    switch self {
    case .state, .kind, .numberOfTouches, .velocity: return .readOnly
    case .enabled, .cancelsTouchesInView, .delaysTouchesBegan, .delaysTouchesEnded:
      guard number == 0 || number == 1 else { return .refused("\(number) is not 0 or 1") }
      let flag = number == 1
      switch self {
      case .enabled: recognizer.isEnabled = flag
      case .cancelsTouchesInView: recognizer.cancelsTouchesInView = flag
      case .delaysTouchesBegan: recognizer.delaysTouchesBegan = flag
      default: recognizer.delaysTouchesEnded = flag
      }
    case .minimumTouches, .maximumTouches, .tapsRequired, .touchesRequired:
      // UIKit takes 0 too: a maximum of 0 touches makes a pan that never begins, 0
      // touches required a tap or swipe that never recognizes.
      guard number >= 0, number.rounded() == number else {
        return .refused("\(number) is not a whole number of at least 0")
      }
      let count = number >= 0x1p63 ? Int.max : Int(number)
      if let pan = recognizer as? PanGestureRecognizer {
        if self == .minimumTouches {
          pan.minimumNumberOfTouches = count
        } else {
          pan.maximumNumberOfTouches = count
        }
      } else if let tap = recognizer as? TapGestureRecognizer {
        if self == .tapsRequired {
          tap.numberOfTapsRequired = count
        } else {
          tap.numberOfTouchesRequired = count
        }
      } else if let swipe = recognizer as? SwipeGestureRecognizer {
        swipe.numberOfTouchesRequired = count
      } else if let press = recognizer as? LongPressGestureRecognizer {
        if self == .tapsRequired {
          press.numberOfTapsRequired = count
        } else {
          press.numberOfTouchesRequired = count
        }
      }
    case .edges:
      let raw = Int(exactly: number) ?? -1
      guard (0...RectEdge.all.rawValue).contains(raw) else {
        return .refused("\(number) is not a UIRectEdge raw value (0...15)")
      }
      (recognizer as? ScreenEdgePanGestureRecognizer)?.edges = RectEdge(rawValue: raw)
    case .direction:
      let raw = Int(exactly: number) ?? -1
      // An empty direction is UIKit's too: the swipe never recognizes.
      guard (0...15).contains(raw) else {
        return .refused("\(number) is not a swipe direction raw value (0...15)")
      }
      (recognizer as? SwipeGestureRecognizer)?.direction = .init(rawValue: raw)
    case .scale:
      // Any finite scale, as in UIKit: later changes scale it by the fingers' spread.
      (recognizer as? PinchGestureRecognizer)?.scale = number
    case .minimumPressDuration, .allowableMovement:
      // 0 is UIKit's too: a press that begins at once, or that any motion fails.
      guard number >= 0 else { return .refused("\(number) is less than 0") }
      guard let press = recognizer as? LongPressGestureRecognizer else { break }
      if self == .minimumPressDuration {
        press.minimumPressDuration = number
      } else {
        press.allowableMovement = number
      }
    case .rotation:
      // Any finite angle: later turns add to it.
      (recognizer as? RotationGestureRecognizer)?.rotation = number
    }
    return .written
  }

  /// The `TRANSHOST_GESTURE_*` kind of `recognizer`.
  static func kind(of recognizer: GestureRecognizer) -> Int {
    switch recognizer {
    case is ScreenEdgePanGestureRecognizer: TRANSHOST_GESTURE_SCREEN_EDGE_PAN
    case is PanGestureRecognizer: TRANSHOST_GESTURE_PAN
    case is TapGestureRecognizer: TRANSHOST_GESTURE_TAP
    case is PinchGestureRecognizer: TRANSHOST_GESTURE_PINCH
    case is SwipeGestureRecognizer: TRANSHOST_GESTURE_SWIPE
    case is LongPressGestureRecognizer: TRANSHOST_GESTURE_LONG_PRESS
    case is RotationGestureRecognizer: TRANSHOST_GESTURE_ROTATION
    default: TRANSHOST_GESTURE_PLAIN
    }
  }
}
