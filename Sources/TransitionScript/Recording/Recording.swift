import TransitionEngine

/// One view as drawn in a frame, in window coordinates: what pictures draw.
public struct DrawnView: Hashable, Sendable {
  /// The view's name (a snapshot's content keeps the names of what it copied).
  public let name: String
  /// Depth below the window (0 is the window itself).
  public let depth: Int
  /// The view's bounds, in its own coordinates.
  public let bounds: Rect
  /// Maps the view's own coordinates to the window's.
  public let matrix: AffineTransform
  /// The opacity as drawn: its alpha times every ancestor's.
  public let opacity: Double
  /// Its background colour, or nil.
  public let color: Color?
  /// Its corner radius.
  public let cornerRadius: Double
  /// Whether it is a snapshot view or part of one.
  public let isSnapshot: Bool
  /// Its layer properties that are not at their defaults and its projected corners,
  /// nil when there are none (``DrawnLayer``).
  public var layer: DrawnLayer? = nil
  /// The named image it shows, nil for none (``DrawnImage``).
  public var image: DrawnImage? = nil
  /// Which of the engine's views it is, nil when that is not known (a view read back
  /// from a golden file).
  public var id: DrawnViewID? = nil

  /// The bounding box in window coordinates (of the projected corners when a
  /// perspective makes ``matrix`` an approximation).
  public var frameInWindow: Rect {
    guard let quad = layer?.quad, let first = quad.first else { return bounds.applying(matrix) }
    var low = first
    var high = first
    for point in quad.dropFirst() {
      low = Point(x: Swift.min(low.x, point.x), y: Swift.min(low.y, point.y))
      high = Point(x: Swift.max(high.x, point.x), y: Swift.max(high.y, point.y))
    }
    return Rect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
  }
}

/// The whole window at one virtual time.
public struct DrawnFrame: Hashable, Sendable {
  /// Seconds since the transition started.
  public let time: Double
  /// Every visible view, back to front.
  public let views: [DrawnView]
  /// The fingers down, by finger.
  public var touches: [DrawnTouch] = []
  /// The views in the window that are not drawn because they or a superview are hidden
  /// or fully transparent, in drawing order, each placed as it would be drawn and with
  /// opacity 0: pictures and samples leave them out, charts read them so that a view's
  /// curve goes on (at alpha 0) while it is invisible.
  public var undrawnViews: [DrawnView] = []
}

/// One animated property of one view over a transition.
public struct PropertySeries: Hashable, Sendable {
  /// The view's label: its name, and when other views of that name were charted before
  /// it in the transition its place among them (`view#2`, the second to be drawn).
  public let view: String
  /// The property, e.g. `frame.y` or `alpha`.
  public let property: String
  /// Samples as (seconds since the transition started, value).
  public let points: [Point]
}

/// What happened in one transition, for reports and pictures.
public struct TransitionRecording: Sendable {
  /// 1-based number in the run.
  public let index: Int
  /// `present detail from home (custom)`.
  public let label: String
  /// The animator's name.
  public let animator: String
  /// Why it was chosen.
  public let reason: String
  /// The transition's duration as the animator declared it.
  public let duration: Double
  /// Virtual time of the start and end.
  public let startTime: Double
  public let endTime: Double
  /// `completed` or `cancelled` (or `unfinished`).
  public let outcome: String
  /// Frames sampled across the transition at the run's rate.
  public let frames: [DrawnFrame]
  /// The properties that moved.
  public let series: [PropertySeries]
  /// The window's size.
  public let windowSize: Size
  /// The fingers that came down or lifted while it ran, in order, with a finger still
  /// down when it started (its touch-down before the start).
  public var touchMarks: [TouchMark] = []
  /// The script line of the command that started it (for one the app's code started,
  /// the touch command it ran during), nil when no command did.
  public var line: Int? = nil
  /// Whether the app's code started it (a gesture action), not a transition command.
  public var isStartedByApp = false
}
