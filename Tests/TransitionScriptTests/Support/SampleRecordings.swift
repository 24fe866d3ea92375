import TransitionEngine

@testable import TransitionScript

/// Recordings made the way `transhost run` makes them: a real engine animates real views
/// and ``FrameDrawer`` draws the window at each sampled time.
enum SampleRecordings {
  /// A card slides up over a dimmed home screen while a snapshot of the header fades
  /// and shrinks; `cardName` names the card (tests put markup characters in it).
  static func slideUp(
    frameCount: Int = 13, cardName: String = "card", label: String = "present card from home"
  ) -> TransitionRecording {
    let engine = Engine()
    let home = ViewController(engine: engine, name: "home")
    home.view.backgroundColor = Color(red: 0.95, green: 0.96, blue: 0.98)
    engine.window.rootViewController = home
    let header = engine.makeView(name: "header", frame: Rect(x: 0, y: 0, width: 390, height: 110))
    header.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.85)
    home.view.addSubview(header)
    for row in 0..<4 {
      let cell = engine.makeView(
        name: "row\(row + 1)",
        frame: Rect(x: 16, y: 130 + Double(row) * 84, width: 358, height: 72))
      cell.cornerRadius = 12
      home.view.addSubview(cell)
      let icon = engine.makeView(name: "icon", frame: Rect(x: 12, y: 12, width: 48, height: 48))
      icon.backgroundColor = Color(red: 0.98, green: 0.6, blue: 0.2, alpha: 0.9)
      icon.cornerRadius = 24
      cell.addSubview(icon)
    }
    let snapshot = header.snapshotView(afterScreenUpdates: true)
    engine.window.rootView.addSubview(snapshot)
    let dimming = engine.makeView(
      name: "dimming", frame: Rect(origin: .zero, size: engine.configuration.windowSize))
    dimming.backgroundColor = .black
    dimming.alpha = 0
    engine.window.rootView.addSubview(dimming)
    let card = engine.makeView(name: cardName, frame: Rect(x: 0, y: 844, width: 390, height: 700))
    card.backgroundColor = .white
    card.cornerRadius = 28
    engine.window.rootView.addSubview(card)
    let grabber = engine.makeView(name: "grabber", frame: Rect(x: 170, y: 8, width: 50, height: 6))
    grabber.backgroundColor = Color(red: 0.75, green: 0.77, blue: 0.8)
    grabber.cornerRadius = 3
    card.addSubview(grabber)
    let badge = engine.makeView(name: "badge", frame: Rect(x: 40, y: 60, width: 120, height: 120))
    badge.backgroundColor = Color(red: 0.55, green: 0.3, blue: 0.9)
    badge.cornerRadius = 20
    card.addSubview(badge)

    let start = engine.now
    let duration = 0.5
    engine.animate(withDuration: duration) {
      card.frame = Rect(x: 0, y: 144, width: 390, height: 700)
      dimming.alpha = 0.4
      snapshot.alpha = 0
      snapshot.transform = AffineTransform(scaleX: 0.9, y: 0.9)
      badge.transform = AffineTransform(rotationAngle: Double.pi / 4)
    }
    var frames: [DrawnFrame] = []
    var cardY: [Point] = []
    var dimmingAlpha: [Point] = []
    var snapshotAlpha: [Point] = []
    for step in 0..<frameCount {
      let time = duration * Double(step) / Double(max(frameCount - 1, 1))
      engine.advance(to: start + time)
      frames.append(FrameDrawer.draw(engine, time: time))
      cardY.append(Point(x: time, y: card.presentation.frame.minY))
      dimmingAlpha.append(Point(x: time, y: dimming.presentation.alpha))
      snapshotAlpha.append(Point(x: time, y: snapshot.presentation.alpha))
    }
    return TransitionRecording(
      index: 1, label: label, animator: "slideUp",
      reason: "the presented controller's transitioningDelegate", duration: duration,
      startTime: start, endTime: start + duration, outcome: "completed", frames: frames,
      series: [
        PropertySeries(view: cardName, property: "frame.y", points: cardY),
        PropertySeries(view: "dimming", property: "alpha", points: dimmingAlpha),
        PropertySeries(view: "snapshot(header)", property: "alpha", points: snapshotAlpha),
      ],
      windowSize: engine.configuration.windowSize)
  }

  /// A push that is cancelled half-way: the detail screen slides half-way in from the right
  /// and back out, while the home screen moves left and back.
  static func cancelledPush(frameCount: Int = 9) -> TransitionRecording {
    let engine = Engine()
    let home = ViewController(engine: engine, name: "home")
    home.view.backgroundColor = Color(red: 0.93, green: 0.95, blue: 0.93)
    engine.window.rootViewController = home
    let detail = engine.makeView(
      name: "detail.view", frame: Rect(x: 390, y: 0, width: 390, height: 844))
    detail.backgroundColor = Color(red: 0.16, green: 0.6, blue: 0.45)
    engine.window.rootView.addSubview(detail)
    let start = engine.now
    var frames: [DrawnFrame] = []
    var detailX: [Point] = []
    func sample(_ time: Double) {
      engine.advance(to: start + time)
      frames.append(FrameDrawer.draw(engine, time: time))
      detailX.append(Point(x: time, y: detail.presentation.frame.minX))
    }
    let half = max(frameCount / 2, 1)
    engine.animate(withDuration: 0.2, options: .curveLinear) {
      detail.frame = Rect(x: 195, y: 0, width: 390, height: 844)
      home.view.frame = Rect(x: -65, y: 0, width: 390, height: 844)
    }
    for step in 0..<half { sample(0.2 * Double(step) / Double(half)) }
    engine.advance(to: start + 0.2)
    engine.animate(withDuration: 0.2, options: .curveLinear) {
      detail.frame = Rect(x: 390, y: 0, width: 390, height: 844)
      home.view.frame = Rect(x: 0, y: 0, width: 390, height: 844)
    }
    let rest = max(frameCount - half - 1, 1)
    for step in 0...rest { sample(0.2 + 0.2 * Double(step) / Double(rest)) }
    return TransitionRecording(
      index: 2, label: "push detail on nav (interactive)", animator: "push", reason: "",
      duration: 0.4, startTime: start, endTime: start + 0.4, outcome: "cancelled",
      frames: frames,
      series: [PropertySeries(view: "detail.view", property: "frame.x", points: detailX)],
      windowSize: engine.configuration.windowSize)
  }

  /// The colour of the flipping card: magenta, which nothing else on a page is.
  static let flipColor = Color(red: 1, green: 0, blue: 1)

  /// A card flipping about its vertical axis under its container's perspective
  /// (`sublayerTransform.m34 = -1/500`), from flat to `finalAngle` degrees, the frames
  /// drawn at even steps of the angle (set at each step, not animated); the card has a
  /// label inside it, and beside the container is a badge with a shadow, a border and
  /// two of its corners rounded.
  static func flip(frameCount: Int = 6, finalAngle: Double = 75) -> TransitionRecording {
    let engine = Engine()
    let home = ViewController(engine: engine, name: "home")
    home.view.backgroundColor = .white
    engine.window.rootViewController = home
    let container = engine.makeView(
      name: "container", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    container.sublayerTransform = perspective
    home.view.addSubview(container)
    let card = engine.makeView(name: "card", frame: Rect(x: 45, y: 222, width: 300, height: 400))
    card.backgroundColor = flipColor
    container.addSubview(card)
    let label = engine.makeView(name: "label", frame: Rect(x: 20, y: 20, width: 120, height: 30))
    label.backgroundColor = .white
    card.addSubview(label)
    let badge = engine.makeView(name: "badge", frame: Rect(x: 40, y: 60, width: 140, height: 90))
    badge.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.9)
    badge.cornerRadius = 24
    badge.maskedCorners = [.minXMinY, .maxXMaxY]
    badge.shadowOpacity = 0.5
    badge.shadowRadius = 10
    badge.shadowOffset = Size(width: 0, height: 8)
    badge.borderWidth = 6
    badge.borderColor = Color(red: 1, green: 0.8, blue: 0)
    home.view.addSubview(badge)
    var frames: [DrawnFrame] = []
    for step in 0..<frameCount {
      let degrees = finalAngle * Double(step) / Double(max(frameCount - 1, 1))
      card.transform3D = Transform3D(rotationAngle: degrees * .pi / 180, x: 0, y: 1, z: 0)
      engine.advance(to: engine.now + 0.1)
      frames.append(FrameDrawer.draw(engine, time: 0.1 * Double(step)))
    }
    return TransitionRecording(
      index: 1, label: "flip card", animator: "flip", reason: "", duration: 0.5,
      startTime: 0, endTime: 0.5, outcome: "completed", frames: frames, series: [],
      windowSize: engine.configuration.windowSize)
  }

  /// A card with a shadow and a border, holding an image view (`photo`, image `hero.jpg`,
  /// aspect fit), an avatar image masked to a circle and a standalone stripe layer; the
  /// card slides down by 40 points over `frameCount` frames.
  static func gallery(frameCount: Int = 3) -> TransitionRecording {
    let engine = Engine()
    let home = ViewController(engine: engine, name: "home")
    home.view.backgroundColor = .white
    engine.window.rootViewController = home
    let card = engine.makeView(name: "card", frame: Rect(x: 20, y: 120, width: 350, height: 420))
    card.backgroundColor = Color(red: 0.97, green: 0.98, blue: 1)
    card.cornerRadius = 20
    card.shadowOpacity = 0.35
    card.shadowRadius = 14
    card.shadowOffset = Size(width: 0, height: 10)
    card.borderWidth = 3
    card.borderColor = Color(red: 0, green: 0.6, blue: 0.6)
    home.view.addSubview(card)
    let photo = engine.makeView(name: "photo", frame: Rect(x: 20, y: 20, width: 310, height: 240))
    photo.extras.imageName = "hero.jpg"
    photo.extras.contentMode = .scaleAspectFit
    card.addSubview(photo)
    let avatar = engine.makeView(
      name: "avatar", frame: Rect(x: 20, y: 290, width: 100, height: 100))
    avatar.extras.imageName = "system:person.circle"
    card.addSubview(avatar)
    let circle = engine.makeLayer(name: "circle", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    engine.beginTransaction()
    engine.setTransactionDisablesActions(true)
    circle.cornerRadius = 50
    let stripe = engine.makeLayer(name: "stripe", frame: Rect(x: 0, y: 400, width: 350, height: 8))
    // A standalone layer animates a change implicitly unless its transaction says not to.
    stripe.backgroundColor = Color(red: 1, green: 0, blue: 0)
    _ = engine.commitTransaction()
    avatar.setMask(circle)
    card.addSublayer(stripe)
    var frames: [DrawnFrame] = []
    let start = engine.now
    engine.animate(withDuration: 0.2, options: .curveLinear) {
      card.frame = Rect(x: 20, y: 160, width: 350, height: 420)
    }
    for step in 0..<frameCount {
      let time = 0.2 * Double(step) / Double(max(frameCount - 1, 1))
      engine.advance(to: start + time)
      frames.append(FrameDrawer.draw(engine, time: time))
    }
    return TransitionRecording(
      index: 1, label: "show gallery", animator: "slide", reason: "", duration: 0.2,
      startTime: start, endTime: start + 0.2, outcome: "completed", frames: frames, series: [],
      windowSize: engine.configuration.windowSize)
  }
}
