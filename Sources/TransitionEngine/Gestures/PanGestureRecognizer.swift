/// A drag: the headless model of `UIPanGestureRecognizer`.
///
/// It begins once at least ``minimumNumberOfTouches`` fingers have moved their centroid
/// ``hysteresis`` points from where they came down, changes with every move after that,
/// and ends when fewer than the minimum are left down (fails if it never began).
/// ``translation(in:)`` counts from where the fingers came down (so it is already about
/// ``hysteresis`` long when the gesture begins, as on a device); a finger that comes or
/// goes does not make it jump. ``velocity(in:)`` is the centroid's motion between the
/// last two touch events, in points per second.
public class PanGestureRecognizer: GestureRecognizer {
  /// How far (points) the fingers move before a pan begins. UIKit does not document its
  /// threshold; about 10 points is what devices show.
  public static let hysteresis = 10.0

  override public var kindName: String { "pan" }
  /// Mirrors `minimumNumberOfTouches` (1); 0 acts as 1, as in UIKit (a pan follows at
  /// least one finger).
  public var minimumNumberOfTouches = 1
  /// Mirrors `maximumNumberOfTouches` (no limit): more fingers than this make a possible
  /// pan fail, so 0 makes a pan that never begins, as in UIKit.
  public var maximumNumberOfTouches = Int.max
  /// The fingers the pan needs: ``minimumNumberOfTouches``, at least one.
  private var neededTouches: Int { max(1, minimumNumberOfTouches) }
  /// Where translation is zero, in window coordinates.
  private var translationOrigin: Point?
  /// Where the centroid was at the last touch event, to keep translation from jumping
  /// when a finger comes or goes.
  private var lastCentroid: Point?

  override func touchesBegan(_ new: [Touch]) {
    rebaseForChangedTouches()
    if translationOrigin == nil { translationOrigin = centroid }
    if state == .possible && touches.count > maximumNumberOfTouches {
      engine.gestures.change(self, to: .failed)
    }
  }

  override func touchesMoved() {
    guard let point = centroid else { return }
    lastCentroid = point
    switch state {
    case .possible:
      guard touches.count >= neededTouches, let origin = translationOrigin,
        distance(point, origin) >= Self.hysteresis
      else { return }
      engine.gestures.change(self, to: canBegin(movingFrom: origin, to: point) ? .began : .failed)
    case .began, .changed:
      engine.gestures.change(self, to: .changed)
    case .ended, .cancelled, .failed:
      break
    }
  }

  override func touchesEnded(_ lifted: [Touch]) {
    rebaseForChangedTouches()
    endOrFail(fewerThan: neededTouches)
  }

  override func reset() {
    super.reset()
    translationOrigin = nil
    lastCentroid = nil
  }

  /// Whether the first motion past the hysteresis may begin the pan (an edge pan checks
  /// where it started); false fails it.
  func canBegin(movingFrom origin: Point, to point: Point) -> Bool { true }

  /// Moves the origin with the centroid when the set of fingers changed.
  private func rebaseForChangedTouches() {
    // Once every finger lifted, the last centroid stays: the gesture's end reads it.
    defer { if let now = centroid { lastCentroid = now } }
    guard let last = lastCentroid, let now = centroid, let origin = translationOrigin else {
      return
    }
    translationOrigin = Point(x: origin.x + now.x - last.x, y: origin.y + now.y - last.y)
  }

  /// How far the fingers moved since they came down (or since ``setTranslation(_:in:)``),
  /// in `view`'s coordinates (the window's when nil). Mirrors `translation(in:)`.
  public func translation(in view: View?) -> Point {
    guard let origin = translationOrigin, let point = lastCentroid ?? centroid else {
      return Point(x: 0, y: 0)
    }
    return vector(from: origin, to: point, in: view)
  }

  /// Makes the translation `translation` (in `view`'s coordinates) from now on. Mirrors
  /// `setTranslation(_:in:)`; `.zero` makes the next translations deltas.
  public func setTranslation(_ translation: Point, in view: View?) {
    guard let point = lastCentroid ?? centroid else { return }
    let window = windowVector(translation, from: view)
    translationOrigin = Point(x: point.x - window.x, y: point.y - window.y)
  }

  /// The centroid's velocity, in points per second in `view`'s coordinates (the window's
  /// when nil): its motion between the last two touch events over the time between
  /// them, zero before the second. Mirrors `velocity(in:)`.
  public func velocity(in view: View?) -> Point {
    guard recentCentroids.count == 2 else { return Point(x: 0, y: 0) }
    let (a, b) = (recentCentroids[0], recentCentroids[1])
    let dt = b.time - a.time
    guard dt > 0 else { return Point(x: 0, y: 0) }
    let moved = vector(from: a.point, to: b.point, in: view)
    return Point(x: moved.x / dt, y: moved.y / dt)
  }

  /// The window-coordinate vector from `a` to `b`, in `view`'s coordinates.
  private func vector(from a: Point, to b: Point, in view: View?) -> Point {
    guard let view else { return Point(x: b.x - a.x, y: b.y - a.y) }
    let (p, q) = (view.convert(a, from: nil), view.convert(b, from: nil))
    return Point(x: q.x - p.x, y: q.y - p.y)
  }

  /// `vector` in `view`'s coordinates, as a window-coordinate vector.
  private func windowVector(_ vector: Point, from view: View?) -> Point {
    guard let view else { return vector }
    let origin = view.convert(Point(x: 0, y: 0), to: nil)
    let end = view.convert(vector, to: nil)
    return Point(x: end.x - origin.x, y: end.y - origin.y)
  }
}

/// A pan that starts at an edge of the screen: the headless model of
/// `UIScreenEdgePanGestureRecognizer`. It begins only when the finger came down within
/// ``edgeRegion`` points of one of ``edges`` of the window and first moves away from that
/// edge more than along it; otherwise it fails.
public final class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
  /// How near an edge (points) the finger must come down. UIKit does not document it;
  /// about 20 points is what devices show.
  public static let edgeRegion = 20.0

  override public var kindName: String { "edge-pan" }
  /// Mirrors `edges` (none by default, as in UIKit: set it).
  public var edges: RectEdge = []

  override func canBegin(movingFrom origin: Point, to point: Point) -> Bool {
    let size = engine.configuration.windowSize
    let start = touches.first?.startLocation ?? origin
    let (dx, dy) = (point.x - origin.x, point.y - origin.y)
    let across = abs(dx) >= abs(dy)
    return (edges.contains(.left) && start.x <= Self.edgeRegion && dx > 0 && across)
      || (edges.contains(.right) && start.x >= size.width - Self.edgeRegion && dx < 0 && across)
      || (edges.contains(.top) && start.y <= Self.edgeRegion && dy > 0 && !across)
      || (edges.contains(.bottom) && start.y >= size.height - Self.edgeRegion && dy < 0
        && !across)
  }
}

/// The edges of a rectangle. Mirrors `UIRectEdge`, with UIKit's raw values.
public struct RectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Mirrors `.top`.
  public static let top = RectEdge(rawValue: 1)
  /// Mirrors `.left`.
  public static let left = RectEdge(rawValue: 2)
  /// Mirrors `.bottom`.
  public static let bottom = RectEdge(rawValue: 4)
  /// Mirrors `.right`.
  public static let right = RectEdge(rawValue: 8)
  /// Mirrors `.all`.
  public static let all: RectEdge = [.top, .left, .bottom, .right]
}

/// The distance between two points.
func distance(_ a: Point, _ b: Point) -> Double {
  ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}
