import TransitionEngine

/// Draws the fingers on the scrubber page's stage, in window coordinates: each finger
/// down in a frame as a filled circle about a fingertip's size, and on the frame where a
/// finger comes down or lifts (``frameIndex(of:in:)``) a ring where it did, solid for
/// the touch-down, dashed for the lift.
enum TouchesSVG {
  /// The radius of a finger's circle, in window points (a fingertip is about 44 points
  /// across).
  static let radius = 22.0

  /// The frame of `frames` a mark belongs to: the first at or after its time (the first
  /// frame for a finger that came down before the transition started), nil when it
  /// falls after the last.
  static func frameIndex(of mark: TouchMark, in frames: [DrawnFrame]) -> Int? {
    frames.firstIndex { $0.time >= mark.time - 1e-9 }
  }

  /// Draws the fingers of `frame`, then the rings of `marks` (those of this frame).
  static func draw(_ frame: DrawnFrame, marks: [TouchMark], into markup: inout Markup) {
    for touch in frame.touches where touch.location.x.isFinite && touch.location.y.isFinite {
      markup.empty(
        "circle",
        [
          ("class", "touch"), ("data-finger", String(touch.finger)),
          ("cx", Markup.number(touch.location.x)), ("cy", Markup.number(touch.location.y)),
          ("r", Markup.number(radius)), ("fill", "#2E90FA"), ("fill-opacity", "0.35"),
          ("stroke", "#1570EF"), ("stroke-width", "2"),
        ])
    }
    for mark in marks where mark.location.x.isFinite && mark.location.y.isFinite {
      var ring: [Markup.Attribute] = [
        ("class", mark.isDown ? "touch-down" : "touch-lift"),
        ("data-finger", String(mark.finger)), ("cx", Markup.number(mark.location.x)),
        ("cy", Markup.number(mark.location.y)), ("r", Markup.number(radius * 1.4)),
        ("fill", "none"), ("stroke", mark.isDown ? "#1570EF" : "#F04438"), ("stroke-width", "3"),
      ]
      if !mark.isDown { ring.append(("stroke-dasharray", "6 4")) }
      markup.empty("circle", ring)
    }
  }
}
