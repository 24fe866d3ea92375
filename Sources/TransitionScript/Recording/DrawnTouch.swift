import TransitionEngine

/// A finger on the screen in a frame, as pictures draw it.
public struct DrawnTouch: Hashable, Sendable {
  /// Which finger (0 first).
  public let finger: Int
  /// Where it is, in window coordinates.
  public let location: Point

  /// Finger `finger` at `location`.
  public init(finger: Int, location: Point) {
    self.finger = finger
    self.location = location
  }
}

/// A finger coming down or lifting, as pictures mark it on a transition's timeline.
public struct TouchMark: Hashable, Sendable {
  /// Seconds since the transition started (negative when the finger came down before).
  public let time: Double
  /// Which finger.
  public let finger: Int
  /// Whether it came down (else it lifted).
  public let isDown: Bool
  /// Where, in window coordinates.
  public let location: Point

  /// Finger `finger` coming down (or lifting) at `location`, `time` seconds into the
  /// transition.
  public init(time: Double, finger: Int, isDown: Bool, location: Point) {
    self.time = time
    self.finger = finger
    self.isDown = isDown
    self.location = location
  }
}
