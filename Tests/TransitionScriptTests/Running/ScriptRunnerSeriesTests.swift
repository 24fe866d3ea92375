import Testing
import TransitionEngine

@testable import TransitionScript

/// The curves a transition's charts draw: each follows one view, by its engine id, for
/// the whole transition, through the frames where it is invisible; and one instant has
/// one frame.
@Suite struct ScriptRunnerSeriesTests {
  /// A window whose root controller's view holds two views named `badge`, the first at
  /// x 20 and the second at x 200.
  private func twoBadges() -> (Engine, first: View, second: View) {
    let engine = Engine()
    let home = ViewController(engine: engine, name: "home")
    engine.window.rootViewController = home
    let views = [20.0, 200].map { x in
      let view = engine.makeView(name: "badge", frame: Rect(x: x, y: 100, width: 40, height: 40))
      view.backgroundColor = .white
      home.view.addSubview(view)
      return view
    }
    return (engine, views[0], views[1])
  }

  /// The frames of `engine` every 0.1 s from now for `duration` seconds, both ends in.
  private func frames(of engine: Engine, over duration: Double) -> [DrawnFrame] {
    let start = engine.now
    let steps = Int((duration / 0.1).rounded())
    return (0...steps).map { step in
      engine.advance(to: start + 0.1 * Double(step))
      return FrameDrawer.draw(engine, time: 0.1 * Double(step))
    }
  }

  /// The series of `frames` by label (`view.property`).
  private func curves(_ frames: [DrawnFrame]) -> [String: [Double]] {
    Dictionary(
      ScriptRunner.series(of: frames).map { ("\($0.view).\($0.property)", $0.points.map(\.y)) },
      uniquingKeysWith: { first, _ in first })
  }

  @Test("of two views of one name, one fading out to 0 and one in from 0, each keeps its curve")
  func crossFadeOfNamesakes() {
    let (engine, first, second) = twoBadges()
    second.alpha = 0
    engine.animate(
      withDuration: 0.5, options: .curveLinear,
      animations: {
        first.alpha = 0
        second.alpha = 1
      })
    let frames = frames(of: engine, over: 0.5)
    // The first badge is not drawn in the last frame, the second not in the first.
    #expect(frames.first?.views.filter { $0.name == "badge" }.count == 1)
    #expect(frames.last?.views.filter { $0.name == "badge" }.count == 1)
    let curves = curves(frames)
    #expect(curves.keys.sorted() == ["badge#2.alpha", "badge.alpha"])
    let falling = curves["badge.alpha"] ?? []
    #expect(falling.count == 6)
    #expect(zip(falling, [1, 0.8, 0.6, 0.4, 0.2, 0]).allSatisfy { abs($0 - $1) < 1e-9 })
    #expect(curves["badge#2.alpha"]?.count == 6)
    #expect(curves["badge#2.alpha"]?.first == 0)
    #expect(curves["badge#2.alpha"]?.last == 1)
    let rising = curves["badge#2.alpha"] ?? []
    #expect(zip(rising, rising.dropFirst()).allSatisfy { $0 < $1 })
  }

  @Test("a view hidden for a frame stays on its own curve: alpha 0 there, no other view's box")
  func hiddenForAFrame() {
    let (engine, first, _) = twoBadges()
    var frames: [DrawnFrame] = []
    for (step, isHidden) in [false, true, false].enumerated() {
      first.isHidden = isHidden
      frames.append(FrameDrawer.draw(engine, time: Double(step)))
    }
    #expect(frames[1].views.filter { $0.name == "badge" }.count == 1)
    #expect(frames[1].undrawnViews.map(\.name) == ["badge"])
    let curves = curves(frames)
    #expect(curves == ["badge.alpha": [1, 0, 1]])
  }

  @Test("the views inside a hidden view are undrawn too, placed as drawn, with opacity 0")
  func insideAHiddenView() throws {
    let (engine, first, _) = twoBadges()
    let dot = engine.makeView(name: "dot", frame: Rect(x: 5, y: 5, width: 10, height: 10))
    first.addSubview(dot)
    first.isHidden = true
    let frame = FrameDrawer.draw(engine, time: 0)
    #expect(!frame.views.contains { $0.name == "dot" })
    let undrawnDot = try #require(frame.undrawnViews.first { $0.name == "dot" })
    #expect(undrawnDot.opacity == 0)
    #expect(undrawnDot.frameInWindow == Rect(x: 25, y: 105, width: 10, height: 10))
    #expect(undrawnDot.id == DrawnViewID(view: dot.id))
  }

  @Test("labels follow the order views are first drawn in, the same on every run")
  func labelsAreDeterministic() {
    func run() -> [PropertySeries] {
      let (engine, first, second) = twoBadges()
      first.alpha = 0
      engine.animate(
        withDuration: 0.3,
        animations: {
          first.alpha = 1
          second.alpha = 0.5
        })
      return ScriptRunner.series(of: frames(of: engine, over: 0.3))
    }
    let series = run()
    // The second badge is drawn first (the first is transparent at the start).
    #expect(series.map { "\($0.view).\($0.property)" } == ["badge.alpha", "badge#2.alpha"])
    #expect(series.first?.points.first?.y == 1)
    #expect(series.last?.points.first?.y == 0)
    #expect(run() == series)
  }

  @Test("a script: the presenter's view leaving the window does not hand its curve to a namesake")
  func scriptedNamesakes() throws {
    let report = try #require(
      ScriptTesting.run(
        ScriptTesting.text([
          "controller home", "controller detail", "root home",
          "view home.badge frame 20,100,40,40 color #FF0000",
          "view detail.badge frame 200,100,40,40 color #0000FF",
          "present detail from home style fullScreen with fade",
        ]), registry: try ScriptFixturePlugins.registry()))
    let recording = try #require(report.recordings.first)
    let labels = recording.series.map { "\($0.view).\($0.property)" }
    #expect(labels == ["detail.alpha", "badge#2.alpha"])
    let alpha = try #require(recording.series.last?.points.map(\.y))
    #expect(alpha.first == 0)
    #expect(alpha.last == 1)
    #expect(alpha.count == recording.frames.count)
  }

  @Test("a drag ending on a frame's time adds no second frame at that time", arguments: [0.1, 0.3])
  func dragEndingOnAFrame(duration: Double) throws {
    let report = try #require(
      ScriptTesting.run(
        ScriptTesting.text([
          "controller home", "controller detail", "root home", "present detail from home",
          "wait 0.57", "interactive dismiss detail with fade",
          "drag 0 to 0.5 over \(duration)", "drag 0.5 to 0.6 over \(duration)", "cancel",
        ]), registry: try ScriptFixturePlugins.registry()))
    let recording = try #require(report.recordings.last)
    let times = recording.frames.map(\.time)
    #expect(times.count > 2)
    #expect(zip(times, times.dropFirst()).allSatisfy { $1 - $0 > 1e-6 }, "\(times)")
  }
}
