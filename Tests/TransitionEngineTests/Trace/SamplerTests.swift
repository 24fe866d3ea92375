import Testing
import TransitionEngine

/// An engine whose window holds `count` views in a row, all sampled once.
private struct Crowd {
  let engine = Engine()
  let views: [View]

  init(count: Int) {
    let engine = engine
    views = (0..<count).map { index in
      engine.makeWindowView(
        name: "v\(index)", frame: Rect(x: Double(index), y: 0, width: 10, height: 10))
    }
    _ = engine.sampler.sample()
  }

  var sampler: TreeSampler { engine.sampler }
}

@Suite("Tree sampler")
struct SamplerTests {
  @Test("the first sample reads every view in the window", arguments: [0, 1, 10, 200])
  func firstSampleReadsAll(count: Int) {
    let crowd = Crowd(count: count)
    #expect(crowd.sampler.lastSampleWork == count + 1)
  }

  @Test("samples list the tree depth first, back to front, with depths and superviews")
  func sampleShape() {
    let engine = Engine()
    let root = engine.window.rootView
    let back = engine.makeWindowView(name: "back", frame: .zero)
    let inner = engine.makeView(name: "inner")
    back.addSubview(inner)
    let front = engine.makeWindowView(name: "front", frame: .zero)
    let snapshot = back.snapshotView(afterScreenUpdates: true)
    front.addSubview(snapshot)
    let samples = engine.sampler.sample()
    #expect(samples.map(\.name) == ["window", "back", "inner", "front", "snapshot(back)"])
    #expect(samples.map(\.depth) == [0, 1, 2, 1, 2])
    #expect(samples.map(\.superviewID) == [nil, root.id, back.id, root.id, front.id])
    #expect(samples.map(\.isSnapshot) == [false, false, false, false, true])
  }

  @Test("a sample with nothing changed reads no view", arguments: [1, 10, 200])
  func unchangedReadsNothing(count: Int) {
    let crowd = Crowd(count: count)
    let first = crowd.sampler.sample()
    #expect(crowd.sampler.lastSampleWork == 0)
    crowd.engine.advance(by: 1)
    #expect(crowd.sampler.sample() == first)
    #expect(crowd.sampler.lastSampleWork == 0)
  }

  @Test("with one view animating among 200, each sample reads only that view")
  func oneAnimatingView() throws {
    let crowd = Crowd(count: 200)
    let moving = crowd.views[137]
    crowd.engine.animate(withDuration: 1, options: .curveLinear) { moving.alpha = 0 }
    for step in 1...4 {
      crowd.engine.advance(by: 0.2)
      let samples = crowd.sampler.sample()
      #expect(crowd.sampler.lastSampleWork == 1)
      let sampled = try #require(samples.first { $0.id == moving.id })
      expectClose(sampled.state.alpha, 1 - 0.2 * Double(step))
    }
  }

  @Test("the sample after an animation ends reads its view once more, then nothing")
  func animationEnd() throws {
    let crowd = Crowd(count: 20)
    let moving = crowd.views[3]
    crowd.engine.animate(withDuration: 1) { moving.alpha = 0 }
    _ = crowd.sampler.sample()
    crowd.engine.runUntilIdle()
    let samples = crowd.sampler.sample()
    #expect(crowd.sampler.lastSampleWork == 1)
    #expect(try #require(samples.first { $0.id == moving.id }).state.alpha == 0)
    _ = crowd.sampler.sample()
    #expect(crowd.sampler.lastSampleWork == 0)
  }

  @Test("animating views plus views whose model changed are read, and no others")
  func animatingPlusChanged() {
    let crowd = Crowd(count: 200)
    crowd.engine.animate(withDuration: 1) {
      crowd.views[0].alpha = 0
      crowd.views[1].center = Point(x: 300, y: 300)
    }
    crowd.views[50].isHidden = true
    crowd.views[60].backgroundColor = .black
    crowd.views[70].clipsToBounds = true
    _ = crowd.sampler.sample()
    #expect(crowd.sampler.lastSampleWork == 5)
    crowd.engine.advance(by: 0.5)
    _ = crowd.sampler.sample()
    #expect(crowd.sampler.lastSampleWork == 2)
  }

  @Test("changes to views outside the window cost nothing")
  func outsideWindow() {
    let crowd = Crowd(count: 10)
    let loose = crowd.engine.makeView(name: "loose", frame: Rect(x: 0, y: 0, width: 5, height: 5))
    _ = crowd.sampler.sample()
    loose.alpha = 0.5
    crowd.engine.animate(withDuration: 1) { loose.center = Point(x: 100, y: 100) }
    crowd.engine.advance(by: 0.5)
    let samples = crowd.sampler.sample()
    #expect(crowd.sampler.lastSampleWork == 0)
    #expect(samples.count == 11)
  }

  @Test(
    "a change of structure rebuilds the whole list",
    arguments: ["add", "remove", "reorder"])
  func structureChange(change: String) {
    let crowd = Crowd(count: 30)
    switch change {
    case "add": crowd.views[4].addSubview(crowd.engine.makeView(name: "new"))
    case "remove": crowd.views[4].removeFromSuperview()
    default: crowd.engine.window.rootView.sendSubviewToBack(crowd.views[29])
    }
    let samples = crowd.sampler.sample()
    let expectedCount = change == "add" ? 32 : change == "remove" ? 30 : 31
    #expect(samples.count == expectedCount)
    #expect(crowd.sampler.lastSampleWork == expectedCount)
    if change == "reorder" { #expect(samples[1].name == "v29") }
    if change == "add" { #expect(samples.map(\.name).contains("new")) }
    _ = crowd.sampler.sample()
    #expect(crowd.sampler.lastSampleWork == 0)
  }

  @Test("a sampled state is the presentation, not the model")
  func samplesPresentation() throws {
    let crowd = Crowd(count: 3)
    let view = crowd.views[1]
    crowd.engine.animate(withDuration: 2, options: .curveLinear) {
      view.frame = Rect(x: 101, y: 0, width: 10, height: 10)
    }
    crowd.engine.advance(by: 1)
    let sampled = try #require(crowd.sampler.sample().first { $0.id == view.id })
    #expect(sampled.state == view.presentation)
    expectClose(sampled.state.frame.origin.x, 51)
    #expect(view.frame.origin.x == 101)
  }
}
