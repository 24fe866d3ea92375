import TransitionEngine

/// A presented card dismissed by a drag, as an app writes it: a pan recognizer on the
/// presented view whose action starts an interactive dismissal with a percent-driven
/// interactor on `.began`, updates it with the translation on `.changed`, and on
/// `.ended` finishes it when the finger moved down fast enough or far enough (else
/// cancels). The transitioning delegate returns the slide animator both ways and the
/// interactor only for a dismissal the drag started.
final class BuiltinPanDismissDelegate: TransitioningDelegate {
  /// Downward speed (points per second) past which a released drag dismisses.
  static let dismissingVelocity = 500.0

  let pan: PanGestureRecognizer
  private weak var presented: ViewController?
  private var interactor: PercentDrivenInteractiveTransition?
  private var percent = 0.0

  init(presented: ViewController) {
    self.presented = presented
    pan = PanGestureRecognizer(engine: presented.engine)
    presented.view.addGestureRecognizer(pan)
    pan.addTarget(name: "handlePan:") { [weak self] _ in self?.handlePan() }
  }

  private func handlePan() {
    guard let presented else { return }
    switch pan.state {
    case .began:
      interactor = PercentDrivenInteractiveTransition()
      percent = 0
      presented.dismiss(animated: true)
    case .changed:
      let height = presented.view.bounds.height
      percent = min(max(pan.translation(in: nil).y / max(height, 1), 0), 1)
      interactor?.update(percent)
    case .ended:
      if pan.velocity(in: nil).y > Self.dismissingVelocity || percent > 0.5 {
        interactor?.finish()
      } else {
        interactor?.cancel()
      }
      interactor = nil
    case .cancelled, .failed:
      interactor?.cancel()
      interactor = nil
    case .possible:
      break
    }
  }

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? { BuiltinSlideUp(duration: 0.35) }

  func animationController(
    forDismissed dismissed: ViewController
  ) -> (any AnimatedTransitioning)? { BuiltinSlideUp(duration: 0.35) }

  func interactionControllerForDismissal(
    using animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? { interactor }
}

/// Presents `scene.detail` (run until idle), then drags it down with one finger: down at
/// the middle of the card, twelve moves of 25 points a frame (1/60 s) apart, then up,
/// which finishes the dismissal by velocity; run until idle. Frames whose move only
/// changes a pan already changing (the dismissal running) are steady frames: the finger
/// moves, the interactor updates, the clock advances, nothing starts or ends.
func runPanDismiss(_ scene: Scene, step: Double?, _ counts: inout CycleCounts) {
  let engine = scene.engine
  scene.home.present(scene.detail, animated: true)
  settle(engine, step: step, &counts)
  // The built-in delegate's recognizer, or the one a plugin added to the card.
  guard
    let pan = (scene.delegate as? BuiltinPanDismissDelegate)?.pan
      ?? scene.detail.view.gestureRecognizers.lazy.compactMap({ $0 as? PanGestureRecognizer })
      .first
  else { return }
  let frame = step ?? 1.0 / 60
  let start = Point(x: 195, y: 300)
  engine.touchDown(0, at: start)
  for move in 1...12 {
    let counter = counts.allocationCounter
    let isSteady =
      counter != nil && pan.state == .changed
      && (engine.nextEventTime ?? .infinity) > engine.now + frame
    let before = counter?.count ?? 0
    engine.touchMove(0, to: Point(x: start.x, y: start.y + Double(move) * 25))
    engine.advance(by: frame)
    if step != nil { sampleFrame(engine, &counts) }
    if isSteady, let counter {
      counts.steadyFrames += 1
      counts.allocationsInSteadyFrames += counter.count - before
    }
  }
  engine.touchUp(0)
  settle(engine, step: step, &counts)
  counts.transitions += 2
}
