/// A tap: the headless model of `UITapGestureRecognizer`, a discrete gesture.
///
/// Recognized when ``numberOfTouchesRequired`` fingers came down and lifted
/// ``numberOfTapsRequired`` times, each tap within ``allowableMovement`` points of where
/// it came down and each next tap within ``maximumTapInterval`` seconds of the last lift;
/// fails otherwise.
public final class TapGestureRecognizer: GestureRecognizer {
  /// How far (points) a finger may move during a tap. UIKit does not document it; about
  /// 10 points is what devices show.
  public static let allowableMovement = 10.0
  /// How long (seconds) after a lift the next tap of a multi-tap may start.
  public static let maximumTapInterval = 0.35

  override public var kindName: String { "tap" }
  override var isDiscrete: Bool { true }
  /// Mirrors `numberOfTapsRequired` (1).
  public var numberOfTapsRequired = 1
  /// Mirrors `numberOfTouchesRequired` (1).
  public var numberOfTouchesRequired = 1
  private var taps = 0
  private var mostTouches = 0

  override func touchesBegan(_ new: [Touch]) {
    isWaitingForTime = false
    mostTouches = max(mostTouches, touches.count)
    if touches.count > numberOfTouchesRequired { engine.gestures.change(self, to: .failed) }
  }

  override func touchesMoved() {
    guard state == .possible else { return }
    if touches.contains(where: { distance($0.location, $0.startLocation) > Self.allowableMovement })
    {
      engine.gestures.change(self, to: .failed)
    }
  }

  override func touchesEnded(_ lifted: [Touch]) {
    guard state == .possible, touches.isEmpty else { return }
    guard mostTouches == numberOfTouchesRequired else {
      return engine.gestures.change(self, to: .failed)
    }
    taps += 1
    mostTouches = 0
    if taps >= numberOfTapsRequired {
      engine.gestures.change(self, to: .ended)
    } else {
      isWaitingForTime = true
      engine.gestures.failIfStillPossible(self, after: Self.maximumTapInterval)
    }
  }

  override func reset() {
    super.reset()
    taps = 0
    mostTouches = 0
  }
}

/// A swipe: the headless model of `UISwipeGestureRecognizer`, a discrete gesture.
///
/// Recognized as soon as ``numberOfTouchesRequired`` fingers have moved
/// ``minimumDistance`` points in one of ``direction``'s directions, within
/// ``maximumDuration`` seconds of coming down, and no further across that direction than
/// half the distance along it; fails when the fingers lift, drift or take longer first.
/// `location(in:)` is where it began, as UIKit's.
public final class SwipeGestureRecognizer: GestureRecognizer {
  /// The distance (points) a swipe covers. UIKit does not document its thresholds.
  public static let minimumDistance = 50.0
  /// How long (seconds) a swipe may take.
  public static let maximumDuration = 0.5

  /// Mirrors `UISwipeGestureRecognizer.Direction`, with UIKit's raw values.
  public struct Direction: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Mirrors `.right`.
    public static let right = Direction(rawValue: 1)
    /// Mirrors `.left`.
    public static let left = Direction(rawValue: 2)
    /// Mirrors `.up`.
    public static let up = Direction(rawValue: 4)
    /// Mirrors `.down`.
    public static let down = Direction(rawValue: 8)
  }

  override public var kindName: String { "swipe" }
  override var isDiscrete: Bool { true }
  /// Mirrors `direction` (`.right`).
  public var direction = Direction.right
  /// Mirrors `numberOfTouchesRequired` (1).
  public var numberOfTouchesRequired = 1
  private var start: (time: Double, point: Point)?

  override func touchesBegan(_ new: [Touch]) {
    if start == nil, let point = centroid {
      start = (engine.now, point)
      engine.gestures.failIfStillPossible(self, after: Self.maximumDuration)
    }
    if touches.count > numberOfTouchesRequired { engine.gestures.change(self, to: .failed) }
  }

  override func touchesMoved() {
    guard state == .possible, touches.count == numberOfTouchesRequired, let start,
      let point = centroid
    else { return }
    let (dx, dy) = (point.x - start.point.x, point.y - start.point.y)
    let moves: [(Direction, along: Double, across: Double)] = [
      (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
    ]
    for (candidate, along, across) in moves where along >= Self.minimumDistance {
      if direction.contains(candidate) && abs(across) <= along / 2 {
        // location(in:) reports where the swipe began.
        recentCentroids = [(engine.now, start.point)]
        return engine.gestures.change(self, to: .ended)
      }
      return engine.gestures.change(self, to: .failed)
    }
  }

  override func touchesEnded(_ lifted: [Touch]) {
    if state == .possible && touches.isEmpty { engine.gestures.change(self, to: .failed) }
  }

  override func reset() {
    super.reset()
    start = nil
  }
}
