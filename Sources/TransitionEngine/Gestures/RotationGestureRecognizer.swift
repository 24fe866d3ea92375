#if canImport(Glibc)
  import Glibc
#endif

/// A rotation: the headless model of `UIRotationGestureRecognizer`, a continuous gesture of
/// two fingers.
///
/// It begins once the line between the first two fingers has turned ``threshold``
/// radians from where it was when the second came down, changes with every move, and ends
/// when fewer than two are down (fails if it never began). ``rotation`` is the angle
/// turned since then, in radians, clockwise on the screen positive (as a view's rotation
/// transform turns); ``velocity`` its change per second between the last two touch
/// events.
public final class RotationGestureRecognizer: GestureRecognizer {
  /// How far (radians) the fingers turn before a rotation begins. UIKit does not
  /// document it; about 0.05 radians (3 degrees) is what devices show.
  public static let threshold = 0.05

  override public var kindName: String { "rotation" }
  /// Mirrors `rotation` (0 until the fingers turn): radians since the second finger came
  /// down. Settable: later turns add to the value set.
  public var rotation: Double {
    get { storedRotation }
    set {
      storedRotation = newValue
      offset = turned - newValue
    }
  }
  /// Mirrors `velocity`: the rotation's change, in radians per second.
  public private(set) var velocity = 0.0

  private var storedRotation = 0.0
  /// The angle of the line between the fingers at the last touch event (nil with fewer
  /// than two down).
  private var lastAngle: Double?
  /// How far the line turned since the second finger came down, unwrapped (a turn past
  /// half a circle keeps counting).
  private var turned = 0.0
  /// ``turned`` minus ``rotation``: what setting `rotation` moved it by.
  private var offset = 0.0
  /// The rotation at the last two touch events (the later last), for ``velocity``.
  private var samples: [(time: Double, rotation: Double)] = []

  /// The angle (radians) of the line from the first finger to the second.
  private var currentAngle: Double? {
    guard touches.count >= 2 else { return nil }
    let (a, b) = (touches[0].location, touches[1].location)
    return atan2(b.y - a.y, b.x - a.x)
  }

  override func touchesBegan(_ new: [Touch]) {
    guard lastAngle == nil, let angle = currentAngle else { return }
    lastAngle = angle
    note(turned - offset)
  }

  override func touchesMoved() {
    guard let angle = currentAngle, let lastAngle else { return }
    var delta = angle - lastAngle
    if delta > Double.pi { delta -= 2 * Double.pi }
    if delta < -Double.pi { delta += 2 * Double.pi }
    self.lastAngle = angle
    turned += delta
    note(turned - offset)
    switch state {
    case .possible:
      guard abs(turned) >= Self.threshold else { return }
      storedRotation = turned - offset
      engine.gestures.change(self, to: .began)
    case .began, .changed:
      storedRotation = turned - offset
      engine.gestures.change(self, to: .changed)
    case .ended, .cancelled, .failed:
      break
    }
  }

  override func touchesEnded(_ lifted: [Touch]) {
    endOrFail(fewerThan: 2)
    if state == .possible && touches.count == 1 {
      // The next second finger starts the count again.
      lastAngle = nil
      turned = 0
      offset = 0
      samples.removeAll()
    }
  }

  /// Records the rotation at this touch event and the velocity since the one before.
  private func note(_ value: Double) {
    let now = engine.now
    if let last = samples.last, last.time == now {
      samples[samples.count - 1].rotation = value
    } else {
      samples.append((now, value))
      if samples.count > 2 { samples.removeFirst() }
    }
    guard samples.count == 2, samples[1].time > samples[0].time else { return }
    velocity = (samples[1].rotation - samples[0].rotation) / (samples[1].time - samples[0].time)
  }

  override func reset() {
    super.reset()
    lastAngle = nil
    turned = 0
    offset = 0
    storedRotation = 0
    velocity = 0
    samples.removeAll()
  }
}
