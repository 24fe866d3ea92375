/// A long press: the headless model of `UILongPressGestureRecognizer`, a continuous
/// gesture.
///
/// After ``numberOfTapsRequired`` quick taps of ``numberOfTouchesRequired`` fingers (each
/// next one within ``TapGestureRecognizer/maximumTapInterval`` of the last lift), it
/// begins once that many fingers have been down ``minimumPressDuration`` seconds with none
/// moved more than ``allowableMovement`` points from where it came down. Moving further,
/// lifting or another finger coming down before that fails it. Once it began, every move
/// changes it, however far, and it ends when one of its fingers lifts.
public final class LongPressGestureRecognizer: GestureRecognizer {
  override public var kindName: String { "long-press" }
  /// Mirrors `minimumPressDuration` (0.5 s): how long the fingers stay down before the
  /// gesture begins.
  public var minimumPressDuration = 0.5
  /// Mirrors `numberOfTouchesRequired` (1).
  public var numberOfTouchesRequired = 1
  /// Mirrors `numberOfTapsRequired` (0): the taps before the press.
  public var numberOfTapsRequired = 0
  /// Mirrors `allowableMovement` (10 points): how far a finger may move before the
  /// gesture begins.
  public var allowableMovement = 10.0

  /// The taps made so far.
  private var taps = 0
  /// The most fingers down at once during the current tap.
  private var mostTouches = 0
  /// The pending press or tap-interval timer (an engine schedule number).
  private var timer: Int?

  override func touchesBegan(_ new: [Touch]) {
    guard state == .possible else { return }
    cancelTimer()
    isWaitingForTime = false
    mostTouches = max(mostTouches, touches.count)
    guard touches.count <= numberOfTouchesRequired else {
      return engine.gestures.change(self, to: .failed)
    }
    guard taps >= numberOfTapsRequired, touches.count == numberOfTouchesRequired else { return }
    guard minimumPressDuration > 0 else { return pressed() }
    timer = engine.gestures.schedule(self, after: minimumPressDuration, "long press") {
      ($0 as? LongPressGestureRecognizer)?.pressed()
    }
  }

  override func touchesMoved() {
    switch state {
    case .possible:
      let moved = touches.contains { distance($0.location, $0.startLocation) > allowableMovement }
      if moved { engine.gestures.change(self, to: .failed) }
    case .began, .changed:
      engine.gestures.change(self, to: .changed)
    case .ended, .cancelled, .failed:
      break
    }
  }

  override func touchesEnded(_ lifted: [Touch]) {
    guard state == .possible else { return endOrFail(fewerThan: numberOfTouchesRequired) }
    // A finger of the press itself lifted before the press was long enough.
    guard taps < numberOfTapsRequired else { return engine.gestures.change(self, to: .failed) }
    guard touches.isEmpty else { return }
    guard mostTouches == numberOfTouchesRequired else {
      return engine.gestures.change(self, to: .failed)
    }
    taps += 1
    mostTouches = 0
    isWaitingForTime = true
    timer = engine.gestures.schedule(
      self, after: TapGestureRecognizer.maximumTapInterval, "long press tap interval"
    ) { recognizer in
      guard let press = recognizer as? LongPressGestureRecognizer, press.isWaitingForTime
      else { return }
      press.timer = nil
      press.isWaitingForTime = false
      press.engine.gestures.change(press, to: .failed)
    }
  }

  /// The fingers have been down long enough: the gesture begins if they still qualify.
  private func pressed() {
    timer = nil
    guard state == .possible, touches.count == numberOfTouchesRequired else { return }
    engine.gestures.change(self, to: .began)
  }

  private func cancelTimer() {
    if let timer { engine.cancelScheduled(timer) }
    timer = nil
  }

  override func reset() {
    super.reset()
    cancelTimer()
    taps = 0
    mostTouches = 0
  }
}
