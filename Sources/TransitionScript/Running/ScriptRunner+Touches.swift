import TransitionEngine

#if canImport(Glibc)
  import Glibc
#endif

extension ScriptRunner {
  /// One finger's positions, frame by frame: `positions[0]` where it comes down, then
  /// one move per frame; it lifts after the last.
  struct FingerPath {
    let finger: Int
    var positions: [Point]
  }

  /// Runs a touch command: the fingers come down, move one sample per frame (1/fps s) and
  /// lift, the engine delivering each event to the gesture recognizers; then says what
  /// the recognizers made of it. A long press holds its finger still first, the clock
  /// running with no touch event (its recognizer begins on the clock).
  func perform(_ touch: TouchCommand, line: Int, path: ViewPath?) {
    var view: View?
    if let name = touch.view {
      switch self.view(at: path ?? .declared(name.value), written: name.value) {
      case .success(let found): view = found
      case .failure(let why):
        say("line \(line): \(touch.word) did not run: \(why.description)")
        return
      }
    }
    reportGestures()
    let firstEvent = engine.trace.endPosition
    runningTouch = "line \(line): \(touch.word)"
    runningTouchFirstEvent = firstEvent
    runningTouchLine = line
    defer { (runningTouch, runningTouchFirstEvent, runningTouchLine) = (nil, nil, nil) }
    let fingers = paths(for: touch, on: view)
    let frame = 1 / Double(fps)
    let downTime = engine.now
    var landings: [String?] = []
    for finger in fingers {
      engine.touchDown(finger.finger, at: finger.positions[0])
      landings.append(engine.gestures.touches[finger.finger]?.view.map { "\($0)" })
      if let view, let wanted = touch.view?.value {
        checkLanding(finger.positions[0], on: view, named: wanted, line: line)
      }
    }
    if case .longPress(_, let hold, _) = touch.motion {
      advance(to: downTime + hold, drawsAtTarget: false)
      sampleDue()
    }
    let frames = fingers.map(\.positions.count).max() ?? 1
    for step in 1..<max(frames, 1) {
      // A frame at the move's time shows what the move did.
      advance(to: engine.now + frame, drawsAtTarget: false)
      for finger in fingers where step < finger.positions.count {
        engine.touchMove(finger.finger, to: finger.positions[step])
      }
      sampleDue()
    }
    if case .tap = touch.motion { advance(to: engine.now + frame) }
    for finger in fingers.reversed() { engine.touchUp(finger.finger) }
    sampleNow()
    reportGestures()
    for (finger, landing) in zip(fingers, landings) {
      say(
        "line \(line): \(touch.word): "
          + describe(finger, landing: landing, after: engine.now - downTime))
    }
    say("line \(line): \(touch.word): " + summary(since: firstEvent))
  }

  /// `finger 0 down at 195,300 on card#4, up at 195,420 after 0.117 s, moving at
  /// 0,1500 points/s` (or `, still`): where the finger went, how long it was down, and
  /// its velocity over its last frame.
  private func describe(_ finger: FingerPath, landing: String?, after duration: Double) -> String {
    let positions = finger.positions
    let (first, last) = (positions[0], positions[positions.count - 1])
    let previous = positions.count > 1 ? positions[positions.count - 2] : last
    let velocity = Point(
      x: (last.x - previous.x) * Double(fps), y: (last.y - previous.y) * Double(fps))
    let point = { (p: Point) in "\(formatNumber(p.x)),\(formatNumber(p.y))" }
    return "finger \(finger.finger) down at \(point(first)) on \(landing ?? "no view"), "
      + "up at \(point(last)) after \(formatNumber(duration)) s, "
      + (velocity == Point(x: 0, y: 0) ? "still" : "moving at \(point(velocity)) points/s")
  }

  /// The fingers' paths for `touch` on `view` (window coordinates).
  private func paths(for touch: TouchCommand, on view: View?) -> [FingerPath] {
    let steps = max(Int((touch.duration * Double(fps)).rounded()), 1)
    let size = engine.configuration.windowSize
    let centre =
      view.map { $0.convert(Point(x: $0.bounds.midX, y: $0.bounds.midY), to: nil) }
      ?? Point(x: size.width / 2, y: size.height / 2)
    switch touch.motion {
    case .pan(let from, let to):
      return [FingerPath(finger: 0, positions: line(from, to, steps, touch))]
    case .edgePan(let edge, let distance, let position):
      let (from, to): (Point, Point)
      switch edge {
      case .left:
        let y = position ?? size.height / 2
        (from, to) = (Point(x: 1, y: y), Point(x: 1 + distance, y: y))
      case .right:
        let y = position ?? size.height / 2
        (from, to) = (Point(x: size.width - 1, y: y), Point(x: size.width - 1 - distance, y: y))
      case .top:
        let x = position ?? size.width / 2
        (from, to) = (Point(x: x, y: 1), Point(x: x, y: 1 + distance))
      case .bottom:
        let x = position ?? size.width / 2
        (from, to) = (Point(x: x, y: size.height - 1), Point(x: x, y: size.height - 1 - distance))
      }
      return [FingerPath(finger: 0, positions: line(from, to, steps, touch))]
    case .pinch(let from, let to):
      var left: [Point] = []
      var right: [Point] = []
      for step in 0...steps {
        let half = 50 * (from + (to - from) * Double(step) / Double(steps))
        left.append(Point(x: centre.x - half, y: centre.y))
        right.append(Point(x: centre.x + half, y: centre.y))
      }
      return [FingerPath(finger: 0, positions: left), FingerPath(finger: 1, positions: right)]
    case .tap(let at):
      return [FingerPath(finger: 0, positions: [at ?? centre])]
    case .longPress(let at, _, let dragTo):
      let start = at ?? centre
      let positions = dragTo.map { line(start, $0, steps, touch) } ?? [start]
      return [FingerPath(finger: 0, positions: positions)]
    case .rotate(let degrees):
      var left: [Point] = []
      var right: [Point] = []
      for step in 0...steps {
        let angle = degrees * Double.pi / 180 * Double(step) / Double(steps)
        let (dx, dy) = (50 * cos(angle), 50 * sin(angle))
        left.append(Point(x: centre.x - dx, y: centre.y - dy))
        right.append(Point(x: centre.x + dx, y: centre.y + dy))
      }
      return [FingerPath(finger: 0, positions: left), FingerPath(finger: 1, positions: right)]
    case .swipe(let direction):
      let (dx, dy): (Double, Double) =
        switch direction {
        case .left: (-100, 0)
        case .right: (100, 0)
        case .top: (0, -100)
        case .bottom: (0, 100)
        }
      let end = Point(x: centre.x + dx, y: centre.y + dy)
      return [FingerPath(finger: 0, positions: line(centre, end, steps, touch))]
    }
  }

  /// Positions from `a` to `b` in `steps` frames, ending as `touch.release` says: moving
  /// evenly; or on a curve whose last frame moves at exactly the release velocity; and
  /// then, for a stop, still frames at `b`.
  private func line(_ a: Point, _ b: Point, _ steps: Int, _ touch: TouchCommand) -> [Point] {
    var points = [a]
    let frame = 1 / Double(fps)
    switch touch.release {
    case .moving, .stop:
      for step in 1...steps {
        let t = Double(step) / Double(steps)
        points.append(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
      }
    case .velocity(let v):
      // The last frame moves at v: the curve before it ends one frame short of b,
      // arriving with that velocity (a cubic Hermite from a's even start).
      let last = Point(x: b.x - v.x * frame, y: b.y - v.y * frame)
      let span = Double(max(steps - 1, 1)) * frame
      let start = Point(x: (last.x - a.x) / span, y: (last.y - a.y) / span)
      for step in 1..<max(steps, 1) {
        let s = Double(step) / Double(steps - 1)
        let (h00, h10) = (2 * s * s * s - 3 * s * s + 1, s * s * s - 2 * s * s + s)
        let (h01, h11) = (-2 * s * s * s + 3 * s * s, s * s * s - s * s)
        points.append(
          Point(
            x: h00 * a.x + h10 * span * start.x + h01 * last.x + h11 * span * v.x,
            y: h00 * a.y + h10 * span * start.y + h01 * last.y + h11 * span * v.y))
      }
      if steps == 1 { points = [last] }
      points.append(b)
    }
    if case .stop(let seconds) = touch.release {
      let still = Int((seconds * Double(fps)).rounded())
      points += Array(repeating: b, count: still)
    }
    return points
  }

  /// Says so when the finger lands outside the view the command names.
  private func checkLanding(_ point: Point, on view: View, named: String, line: Int) {
    if engine.ignoresInteraction {
      return say(
        "line \(line): the touch at \(formatNumber(point.x)),\(formatNumber(point.y)) comes "
          + "while a transition without an interaction controller runs, and UIKit's window "
          + "takes no touches until it completes (touch after 'settle', or drive the "
          + "transition with an interaction controller)")
    }
    let hit = engine.window.rootView.hitTest(point)
    var current = hit
    while let step = current, step !== view { current = step.superview }
    guard current == nil else { return }
    let size = engine.configuration.windowSize
    guard point.x >= 0, point.y >= 0, point.x < size.width, point.y < size.height else {
      return say(
        "line \(line): the touch at \(formatNumber(point.x)),\(formatNumber(point.y)) is outside "
          + "the \(formatNumber(size.width))x\(formatNumber(size.height)) window, so no view "
          + "takes it (positions are window coordinates)")
    }
    let landed = hit.map { "'\($0.name)'" } ?? "no view that takes touches"
    var animated: View? = view
    while let step = animated, !step.isAnimatingWithoutUserInteraction { animated = step.superview }
    if let animated {
      return say(
        "line \(line): the touch at \(formatNumber(point.x)),\(formatNumber(point.y)) lands on "
          + "\(landed), not on '\(named)': '\(animated.name)' is being animated without "
          + ".allowUserInteraction, and UIKit gives the views an animation moves no new touches "
          + "until it ends (touch after the transition, or animate with .allowUserInteraction)")
    }
    say(
      "line \(line): the touch at \(formatNumber(point.x)),\(formatNumber(point.y)) lands on "
        + "\(landed), not on '\(named)' (hidden, transparent, disabled or covered views take "
        + "no touches)")
  }

  /// `pan#12 on card#4: began, changed x17, ended (19 actions)`, one per recognizer
  /// that changed state (ending, failing or cancelled) or sent an action, in the order
  /// they first did, or that none did.
  private func summary(since first: Int) -> String {
    var order: [TraceGesture.Recognizer] = []
    var states: [Int: [String]] = [:]
    var actions: [Int: Int] = [:]
    for event in engine.trace.events(from: first) {
      let recognizer: TraceGesture.Recognizer
      switch event.gesture {
      case .state(let changed, _, let to):
        recognizer = changed
        states[changed.id, default: []].append("\(to)")
      case .action(let sender, _, _):
        recognizer = sender
        actions[sender.id, default: 0] += 1
      case .touch, nil: continue
      }
      if !order.contains(where: { $0.id == recognizer.id }) { order.append(recognizer) }
    }
    guard !order.isEmpty else { return "no gesture recognizer saw the touches" }
    return order.map { recognizer in
      let sequence = (states[recognizer.id] ?? []).runsCounted.joined(separator: ", ")
      let sent = actions[recognizer.id] ?? 0
      return "\(recognizer) on \(recognizer.view ?? "no view"): \(sequence) "
        + "(\(sent) action\(sent == 1 ? "" : "s"))"
    }.joined(separator: "; ")
  }
}
