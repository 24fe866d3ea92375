import CTransitionABI
import Foundation

/// A finger on the screen, as a gesture recognizer's delegate is shown it. Mirrors
/// `UITouch`: the host's touches are fingers (no force, no pencil angles), read from the
/// host when it has ABI 1.7 (`gesture_touch`); an older host tells only where the touch
/// is. A touch made with `init()` (a test's mock) is nowhere: location `.zero`, no view.
open class UITouch: NSObject {
  /// Mirrors `UITouch.Phase`, with UIKit's raw values.
  public enum Phase: Int, Sendable {
    /// Mirrors `.began`: the finger came down.
    case began = 0
    /// Mirrors `.moved`.
    case moved = 1
    /// Mirrors `.stationary`: down, and still while another touch changed.
    case stationary = 2
    /// Mirrors `.ended`: the finger lifted.
    case ended = 3
    /// Mirrors `.cancelled`.
    case cancelled = 4
    /// Mirrors `.regionEntered` (a pointer; the host makes none).
    case regionEntered = 5
    /// Mirrors `.regionMoved` (a pointer; the host makes none).
    case regionMoved = 6
    /// Mirrors `.regionExited` (a pointer; the host makes none).
    case regionExited = 7
  }

  /// Mirrors `UITouch.TouchType`, with UIKit's raw values.
  public enum TouchType: Int, Sendable {
    /// Mirrors `.direct`: a finger.
    case direct = 0
    /// Mirrors `.indirect`.
    case indirect = 1
    /// Mirrors `.pencil`.
    case pencil = 2
    /// Mirrors `.indirectPointer`.
    case indirectPointer = 3

    /// Mirrors `.stylus`, the deprecated name of ``pencil``.
    @available(*, deprecated, renamed: "pencil")
    public static var stylus: TouchType { .pencil }
  }

  /// Mirrors `UITouch.Properties`: the properties whose values are estimates (a pencil's).
  public struct Properties: OptionSet, Hashable, Sendable {
    /// The option set's bits, UIKit's.
    public let rawValue: Int
    /// Mirrors `init(rawValue:)`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Mirrors `.force`.
    public static let force = Properties(rawValue: 1 << 0)
    /// Mirrors `.azimuth`.
    public static let azimuth = Properties(rawValue: 1 << 1)
    /// Mirrors `.altitude`.
    public static let altitude = Properties(rawValue: 1 << 2)
    /// Mirrors `.location`.
    public static let location = Properties(rawValue: 1 << 3)
    /// Mirrors `.roll`.
    public static let roll = Properties(rawValue: 1 << 4)
  }

  /// What the host said of the touch.
  private struct Facts {
    var location: CGPoint
    var previousLocation: CGPoint
    var timestamp: TimeInterval = 0
    var phase = Phase.began
    var tapCount = 1
    var type = TouchType.direct
    var majorRadius: CGFloat = 0
    var majorRadiusTolerance: CGFloat = 0
    /// The view it hit, as the host's handle; 0 when it hit none or the host did not say.
    var view: UInt64 = 0
  }

  /// The session whose views the touch's view is one of; nil for a mock.
  private let session: PluginSession?
  /// Nil for a touch made in code.
  private let facts: Facts?

  /// A touch that is nowhere, for tests that subclass it as a mock. Mirrors `init()`,
  /// which `UITouch` inherits from `NSObject`.
  public override init() {
    session = nil
    facts = nil
    super.init()
  }

  private init(session: PluginSession, facts: Facts) {
    self.session = session
    self.facts = facts
    super.init()
  }

  /// The touch recognizer `gesture` is being offered, for its delegate's
  /// `gestureRecognizer(_:shouldReceive:)`: read from the host (ABI 1.7), or, from an older
  /// host, one that has just begun at `location` (window coordinates) and tells no more.
  static func offered(
    to gesture: UInt64, at location: CGPoint, session: PluginSession
  ) -> UITouch {
    read(gesture, Int32(TRANSHOST_TOUCH_RECEIVING), session)
      ?? UITouch(session: session, facts: Facts(location: location, previousLocation: location))
  }

  /// The touch at `index` of those recognizer `gesture` tracks, or nil when the host
  /// cannot say (older than ABI 1.7, or no such touch).
  static func tracked(by gesture: UInt64, at index: Int, session: PluginSession) -> UITouch? {
    guard let index = Int32(exactly: index), index >= 0 else { return nil }
    return read(gesture, index, session)
  }

  private static func read(
    _ gesture: UInt64, _ index: Int32, _ session: PluginSession
  )
    -> UITouch?
  {
    guard session.has(\.gesture_touch), let get = session.host.pointee.gesture_touch else {
      return nil
    }
    var touch = transhost_touch_t()
    touch.struct_size = UInt32(MemoryLayout<transhost_touch_t>.size)
    guard get(session.host, gesture, index, &touch) == TRANSHOST_OK else { return nil }
    let facts = Facts(
      location: CGPoint(x: touch.location.x, y: touch.location.y),
      previousLocation: CGPoint(x: touch.previous_location.x, y: touch.previous_location.y),
      timestamp: touch.timestamp, phase: Phase(rawValue: Int(touch.phase)) ?? .began,
      tapCount: Int(touch.tap_count), type: TouchType(rawValue: Int(touch.type)) ?? .direct,
      majorRadius: CGFloat(touch.major_radius),
      majorRadiusTolerance: CGFloat(touch.major_radius_tolerance), view: touch.view)
    return UITouch(session: session, facts: facts)
  }

  // MARK: When and what

  /// Mirrors `timestamp`: when the touch came down or last changed, on the run's virtual
  /// clock (0 from a host older than ABI 1.7).
  open var timestamp: TimeInterval { facts?.timestamp ?? 0 }

  /// Mirrors `phase`: a delegate is offered touches as they begin.
  open var phase: Phase { facts?.phase ?? .began }

  /// Mirrors `tapCount`: 2 for the second of two quick taps at one spot, and so on (1
  /// from a host older than ABI 1.7).
  open var tapCount: Int { facts?.tapCount ?? 0 }

  /// Mirrors `type`: the host's touches are fingers.
  open var type: TouchType { facts?.type ?? .direct }

  /// Mirrors `majorRadius`, in points: what the host gives a fingertip.
  open var majorRadius: CGFloat { facts?.majorRadius ?? 0 }

  /// Mirrors `majorRadiusTolerance`, in points.
  open var majorRadiusTolerance: CGFloat { facts?.majorRadiusTolerance ?? 0 }

  // MARK: Where

  /// Mirrors `view`: the view the touch came down on (the deepest that takes touches),
  /// nil when it hit none or the host is older than ABI 1.7.
  open var view: UIView? {
    guard let session, let handle = facts?.view else { return nil }
    return session.view(handle)
  }

  /// Mirrors `gestureRecognizers`: those of the touch's view and its superviews, nearest
  /// first, the recognizers the touch is offered to; nil without a view.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    guard var current = view else { return nil }
    var recognizers = current.gestureRecognizers ?? []
    while let next = current.superview {
      recognizers += next.gestureRecognizers ?? []
      current = next
    }
    return recognizers
  }

  /// Mirrors `location(in:)`: in `view`'s coordinates, the window's for nil.
  open func location(in view: UIView?) -> CGPoint {
    convert(facts?.location ?? .zero, to: view)
  }

  /// Mirrors `previousLocation(in:)`: where the touch was before its latest move.
  open func previousLocation(in view: UIView?) -> CGPoint {
    convert(facts?.previousLocation ?? .zero, to: view)
  }

  /// Mirrors `preciseLocation(in:)`: the host's locations are already exact.
  open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

  /// Mirrors `precisePreviousLocation(in:)`.
  open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

  private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    guard let view else { return point }
    return view.convert(CGRect(origin: point, size: .zero), from: nil).origin
  }

  // MARK: Force and pencil (a finger has none)

  /// Mirrors `force`: 0, a finger on a screen without force sensing.
  open var force: CGFloat { 0 }

  /// Mirrors `maximumPossibleForce`: 0, as for ``force``.
  open var maximumPossibleForce: CGFloat { 0 }

  /// Mirrors `altitudeAngle`: a finger stands normal to the screen (pi/2).
  open var altitudeAngle: CGFloat { .pi / 2 }

  /// Mirrors `azimuthAngle(in:)`: 0 for a finger.
  open func azimuthAngle(in view: UIView?) -> CGFloat { 0 }

  /// Mirrors `azimuthUnitVector(in:)`: along x, the direction of an azimuth of 0.
  open func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1.0, dy: 0.0) }

  /// Mirrors `rollAngle`: 0, as on devices that do not sense roll.
  open var rollAngle: CGFloat { 0 }

  /// Mirrors `estimationUpdateIndex`: nil, no value of a finger's touch is estimated.
  open var estimationUpdateIndex: NSNumber? { nil }

  /// Mirrors `estimatedProperties`: empty for a finger.
  open var estimatedProperties: Properties { [] }

  /// Mirrors `estimatedPropertiesExpectingUpdates`: empty for a finger.
  open var estimatedPropertiesExpectingUpdates: Properties { [] }
}
