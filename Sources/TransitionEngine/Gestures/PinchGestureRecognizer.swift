/// A pinch: the headless model of `UIPinchGestureRecognizer`, a continuous gesture of two
/// fingers. It begins once the distance between them changed ``PanGestureRecognizer/
/// hysteresis`` points, changes with every move, and ends when fewer than two are down.
/// ``scale`` is the distance now over the distance when the second finger came down;
/// ``velocity`` its change per second between the last two touch events.
public final class PinchGestureRecognizer: GestureRecognizer {
  override public var kindName: String { "pinch" }
  /// Mirrors `scale` (1 until the gesture moves; settable, the next changes scale from it
  /// in proportion to the distance: any number, so 0 stays 0 and a negative scale grows
  /// more negative as the fingers spread).
  public var scale = 1.0 {
    didSet { if let span = currentSpan, span > 0 { scalePerPoint = scale / span } }
  }
  /// Mirrors `velocity`: the scale's change per second.
  public private(set) var velocity = 0.0
  /// The distance when the second finger came down: the gesture begins once the distance
  /// has changed ``PanGestureRecognizer/hysteresis`` points from it.
  private var startSpan: Double?
  /// The scale per point of distance: 1 over ``startSpan`` until `scale` is set.
  private var scalePerPoint: Double?
  private var last: (time: Double, scale: Double)?

  private var currentSpan: Double? {
    touches.count >= 2 ? distance(touches[0].location, touches[1].location) : nil
  }

  override func touchesBegan(_ new: [Touch]) {
    if startSpan == nil, let span = currentSpan, span > 0 {
      startSpan = span
      scalePerPoint = 1 / span
    }
  }

  override func touchesMoved() {
    guard let span = currentSpan, let startSpan, let scalePerPoint else { return }
    switch state {
    case .possible:
      guard abs(span - startSpan) >= PanGestureRecognizer.hysteresis else { return }
      update(span * scalePerPoint)
      engine.gestures.change(self, to: .began)
    case .began, .changed:
      update(span * scalePerPoint)
      engine.gestures.change(self, to: .changed)
    case .ended, .cancelled, .failed:
      break
    }
  }

  override func touchesEnded(_ lifted: [Touch]) {
    endOrFail(fewerThan: 2)
  }

  private func update(_ newScale: Double) {
    let now = engine.now
    if let last, now > last.time { velocity = (newScale - last.scale) / (now - last.time) }
    last = (now, newScale)
    // Set the stored value without rebasing: the fingers made this scale.
    let base = scalePerPoint
    scale = newScale
    scalePerPoint = base
  }

  override func reset() {
    super.reset()
    startSpan = nil
    last = nil
    velocity = 0
    scale = 1
    scalePerPoint = nil
  }
}
