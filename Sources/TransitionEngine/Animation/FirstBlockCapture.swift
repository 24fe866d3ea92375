/// Whether the animation system is watching for the first outermost animation block an
/// animator opens in `animateTransition`, and the block once seen.
enum FirstBlockCapture {
  /// Not watching.
  case off
  /// Watching; no block yet.
  case waiting
  /// The first block's mode.
  case captured(AnimationRecording.Mode)

  /// The captured block's mode, nil when none was seen.
  var mode: AnimationRecording.Mode? {
    if case .captured(let mode) = self { return mode }
    return nil
  }
}
