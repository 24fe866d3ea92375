import PluginHost
import TransitionEngine

/// A window with a root controller `home` (a header, eight rows and a button) and a
/// controller `detail` (an image and a caption) to present.
final class Scene {
  let engine: Engine
  let home: ViewController
  let detail: ViewController
  let button: View
  /// Kept here: controllers hold their transitioning delegate weakly.
  var delegate: (any TransitioningDelegate)?

  init(tracing: Bool, style: ModalPresentationStyle) {
    engine = Engine(configuration: Engine.Configuration(isTracing: tracing))
    home = ViewController(engine: engine, name: "home")
    detail = ViewController(engine: engine, name: "detail")
    home.view.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
    let header = engine.makeView(name: "header", frame: Rect(x: 0, y: 0, width: 390, height: 100))
    home.view.addSubview(header)
    for row in 0..<8 {
      let view = engine.makeView(
        name: "row\(row)", frame: Rect(x: 0, y: 100 + Double(row) * 60, width: 390, height: 60))
      view.backgroundColor = Color(red: 1, green: 1, blue: 1)
      home.view.addSubview(view)
    }
    button = engine.makeView(name: "button", frame: Rect(x: 20, y: 700, width: 100, height: 44))
    button.backgroundColor = Color(red: 0, green: 0.48, blue: 1)
    button.cornerRadius = 8
    home.view.addSubview(button)
    detail.view.backgroundColor = Color(red: 0.11, green: 0.11, blue: 0.12)
    detail.view.addSubview(
      engine.makeView(name: "image", frame: Rect(x: 0, y: 200, width: 390, height: 292)))
    detail.view.addSubview(
      engine.makeView(name: "caption", frame: Rect(x: 16, y: 510, width: 358, height: 40)))
    detail.modalPresentationStyle = style
    engine.window.rootViewController = home
  }

  func use(_ delegate: any TransitioningDelegate) {
    self.delegate = delegate
    detail.transitioningDelegate = delegate
  }
}

/// What a run of cycles did.
struct CycleCounts {
  var transitions = 0
  var frames = 0
  var viewSamples = 0
  /// When set, the heap allocations made inside `TreeSampler.sample()` are counted.
  var allocationCounter: AllocationCounter?
  var allocationsWhileSampling: UInt64 = 0
  /// Frames in which nothing started or ended (no event fell inside them), and the
  /// allocations made while advancing and sampling them, when counting.
  var steadyFrames: UInt64 = 0
  var allocationsInSteadyFrames: UInt64 = 0
}

/// The engine scenarios measured for throughput.
enum EngineScenario: String, CaseIterable {
  /// A full-screen presentation zoomed by a snapshot out of a button, and back.
  case snapshotZoom = "snapshot-zoom"
  /// A custom presentation of an inset, rounded card on a spring, and back.
  case springCard = "spring-card"
  /// An interactive presentation dragged to 50% in ten updates, then cancelled.
  case interactiveCancel = "interactive-cancel"
  /// A custom presentation of a bottom sheet, and back: a transitioning delegate returns
  /// the animator and a presentation controller whose dimming view fades alongside.
  case bottomSheet = "bottom-sheet"
  /// A presentation, then an interactive dismissal driven by scripted pan touches: the
  /// card's pan recognizer starts, updates and (by velocity) finishes it.
  case panDismiss = "pan-dismiss"
  /// A custom presentation of a rounded card with a shadow, animated with
  /// `CABasicAnimation`s (position, opacity, shadow opacity and radius), and back.
  case basicShadow = "basic-shadow"

  var style: ModalPresentationStyle {
    self == .snapshotZoom ? .fullScreen : .custom
  }

  /// Whether one cycle is a present and a dismiss (else one cancelled presentation).
  var isPresentDismiss: Bool { self != .interactiveCancel }

  /// Whether one cycle is a present and a dismiss run by the engine alone (the pan
  /// dismissal's dismiss is driven by touches).
  var isPlainPresentDismiss: Bool { isPresentDismiss && self != .panDismiss }

  func makeScene(tracing: Bool) -> Scene {
    let scene = Scene(tracing: tracing, style: style)
    switch self {
    case .snapshotZoom:
      let button = scene.button
      scene.use(BenchDelegate { BuiltinSnapshotZoom(source: button) })
    case .springCard:
      scene.use(BenchDelegate { BuiltinSpringCard() })
    case .interactiveCancel:
      scene.use(BenchDelegate { BuiltinSlideUp() })
    case .bottomSheet:
      scene.use(BuiltinSheetDelegate())
    case .panDismiss:
      scene.use(BuiltinPanDismissDelegate(presented: scene.detail))
    case .basicShadow:
      scene.use(BenchDelegate { BuiltinBasicShadow() })
    }
    return scene
  }
}

/// Reads the window's tree once, as a renderer would per frame.
@inline(__always)
func sampleFrame(_ engine: Engine, _ counts: inout CycleCounts) {
  let before = counts.allocationCounter?.count ?? 0
  let samples = engine.sampler.sample()
  if let counter = counts.allocationCounter {
    counts.allocationsWhileSampling += counter.count - before
  }
  counts.frames += 1
  counts.viewSamples += samples.count
}

/// Runs until idle: straight to each event, or frame by frame every `step` seconds,
/// sampling each frame.
func settle(_ engine: Engine, step: Double?, _ counts: inout CycleCounts) {
  guard let step else {
    engine.runUntilIdle()
    return
  }
  var frames = 0
  while !engine.isIdle && frames < Int(60 / step) {
    // Only when counting: the timed runs do not pay for finding the next event.
    let counter = counts.allocationCounter
    let isSteady = counter != nil && (engine.nextEventTime ?? .infinity) > engine.now + step
    let before = counter?.count ?? 0
    engine.advance(by: step)
    sampleFrame(engine, &counts)
    if isSteady, let counter {
      counts.steadyFrames += 1
      counts.allocationsInSteadyFrames += counter.count - before
    }
    frames += 1
  }
}

/// One present and dismiss of `scene.detail`, each run until idle.
func presentAndDismiss(_ scene: Scene, step: Double?, _ counts: inout CycleCounts) {
  scene.home.present(scene.detail, animated: true)
  settle(scene.engine, step: step, &counts)
  scene.detail.dismiss(animated: true)
  settle(scene.engine, step: step, &counts)
  counts.transitions += 2
}

/// One interactive presentation, dragged to 50% in ten updates a frame apart, then
/// cancelled and run until idle.
func runInteractiveCancel(_ scene: Scene, step: Double?, _ counts: inout CycleCounts) {
  guard let delegate = scene.delegate as? BenchDelegate else { return }
  let interactor = PercentDrivenInteractiveTransition()
  delegate.nextInteractor = interactor
  scene.home.present(scene.detail, animated: true)
  scene.engine.advance(by: 0)
  for update in 1...10 {
    interactor.update(Double(update) * 0.05)
    scene.engine.advance(by: step ?? 1.0 / 60)
    if step != nil { sampleFrame(scene.engine, &counts) }
  }
  interactor.cancel()
  settle(scene.engine, step: step, &counts)
  counts.transitions += 1
}

extension EngineScenario {
  func cycle(_ scene: Scene, step: Double?, _ counts: inout CycleCounts) {
    if self == .panDismiss {
      runPanDismiss(scene, step: step, &counts)
    } else if isPresentDismiss {
      presentAndDismiss(scene, step: step, &counts)
    } else {
      runInteractiveCancel(scene, step: step, &counts)
    }
  }

  /// Runs one cycle on a fresh scene and says what is wrong, if anything.
  func verify() -> String? {
    let scene = makeScene(tracing: true)
    var counts = CycleCounts()
    if isPlainPresentDismiss {
      scene.home.present(scene.detail, animated: true)
      scene.engine.runUntilIdle()
      guard scene.home.presentedViewController === scene.detail else {
        return "\(rawValue): the presentation did not complete"
      }
      if let problem = verifyPresented(scene) { return "\(rawValue): \(problem)" }
      scene.detail.dismiss(animated: true)
      scene.engine.runUntilIdle()
    } else {
      cycle(scene, step: nil, &counts)
    }
    if scene.home.presentedViewController != nil {
      return "\(rawValue): home still presents after the cycle"
    }
    if self == .bottomSheet, scene.engine.window.rootView.subviews.count != 1 {
      return
        "\(rawValue): the window keeps \(scene.engine.window.rootView.subviews) after the dismissal"
    }
    if self == .panDismiss, scene.detail.view.superview != nil {
      return "\(rawValue): the dragged card is still in the window"
    }
    if let violation = scene.engine.violations.first {
      return "\(rawValue): \(violation)"
    }
    return nil
  }
}

extension EngineScenario {
  /// What is wrong with the presented state of `scene`, if anything: the bottom sheet
  /// sits in the lower half over a dimming view at 0.4.
  fileprivate func verifyPresented(_ scene: Scene) -> String? {
    if self == .basicShadow { return verifyShadowCard(scene) }
    guard self == .bottomSheet else { return nil }
    let window = scene.engine.window.rootView.bounds
    let expected = Rect(
      x: 0, y: window.height / 2, width: window.width, height: window.height / 2)
    if scene.detail.view.frame != expected {
      return "the sheet is at \(scene.detail.view.frame), not \(expected)"
    }
    let dimming = scene.detail.view.superview?.subviews.first { $0.name == "dimming" }
    if dimming?.alpha != 0.4 {
      return "the dimming view is \(dimming.map { "at alpha \($0.alpha)" } ?? "missing")"
    }
    return nil
  }

  /// The shadow card is shown with its shadow, and its animations are gone.
  private func verifyShadowCard(_ scene: Scene) -> String? {
    let card = scene.detail.view
    if card.shadowOpacity != BuiltinBasicShadow.shadowOpacity
      || card.shadowRadius != BuiltinBasicShadow.shadowRadius || card.alpha != 1
    {
      return
        "the card shows alpha \(card.alpha), shadow opacity \(card.shadowOpacity), radius \(card.shadowRadius)"
    }
    if !card.animationKeys().isEmpty {
      return "the card keeps the animations \(card.animationKeys())"
    }
    return nil
  }

  /// How a figure names what it measures.
  var measured: String {
    switch self {
    case .interactiveCancel:
      "interactive presentation dragged to 50% and cancelled (built-in)"
    case .bottomSheet:
      "\(rawValue) present+dismiss (built-in Swift delegate, presentation controller with a dimming view faded alongside, animator)"
    case .panDismiss:
      "\(rawValue) present, then an interactive dismissal driven by 12 scripted pan moves a frame apart through a pan recognizer's action (percent-driven interactor, finished by velocity; built in)"
    case .basicShadow:
      "\(rawValue) present+dismiss (built-in Swift animator of CABasicAnimations: position, opacity, shadow opacity and radius of a rounded card with a shadow)"
    default:
      "\(rawValue) present+dismiss (built-in Swift animator)"
    }
  }
}

extension BenchContext {
  /// Transitions per second and view samples per second: `cycles` cycles on a fresh
  /// scene per timed run, medians of the runs.
  func measure(
    _ scenario: EngineScenario, tracing: Bool, hz: Double?, cycles: Int
  ) -> (
    transitions: Double, samples: Double, frames: Double
  ) {
    var transitionRates: [Double] = []
    var sampleRates: [Double] = []
    var frameRates: [Double] = []
    let step = hz.map { 1 / $0 }
    for _ in 0..<repeats {
      let scene = scenario.makeScene(tracing: tracing)
      var warmup = CycleCounts()
      scenario.cycle(scene, step: step, &warmup)
      var counts = CycleCounts()
      let seconds = timed {
        for _ in 0..<cycles { scenario.cycle(scene, step: step, &counts) }
      }
      transitionRates.append(Double(counts.transitions) / seconds)
      sampleRates.append(Double(counts.viewSamples) / seconds)
      frameRates.append(Double(counts.frames) / seconds)
    }
    return (median(transitionRates), median(sampleRates), median(frameRates))
  }

  /// Throughput of each scenario, tracing off and on, unsampled and sampled at 60 and
  /// 120 Hz.
  func engineFigures() -> [Figure] {
    var figures: [Figure] = []
    for scenario in EngineScenario.allCases {
      let problem = scenario.verify()
      for tracing in [false, true] {
        let tracingName = tracing ? "tracing-on" : "tracing-off"
        let base = "engine.\(scenario.rawValue).\(tracingName)"
        let what = "\(scenario.measured), tracing \(tracing ? "on" : "off")"
        if let problem {
          figures.append(
            .unavailable(
              base, summary: what, unit: .perSecond, reason: "verification failed: \(problem)"))
          for hz in [60, 120] {
            figures.append(
              .unavailable(
                "\(base).\(hz)hz", summary: what, unit: .perSecond,
                reason: "verification failed: \(problem)"))
          }
          continue
        }
        progress("engine: \(base)")
        let unsampled = measure(scenario, tracing: tracing, hz: nil, cycles: sizes.engineCycles)
        let goal: Goal? = scenario.isPresentDismiss && !tracing ? .valueAtLeast(10_000) : nil
        figures.append(
          Figure(
            name: base,
            summary: what + ", run straight to each event: transitions per second on one core",
            value: unsampled.transitions, unit: .perSecond, goal: goal,
            note: "\(sizes.engineCycles) cycles per timed run"))
        for hz in [60.0, 120.0] {
          let sampled = measure(scenario, tracing: tracing, hz: hz, cycles: sizes.sampledCycles)
          figures.append(
            Figure(
              name: "\(base).\(Int(hz))hz",
              summary: what
                + ", advanced frame by frame at \(Int(hz)) Hz with TreeSampler.sample() each frame: view samples per second (a view sample is one view's whole presentation state, 8 properties)",
              value: sampled.samples, unit: .perSecond,
              note:
                "\(fixed(sampled.transitions, 0)) transitions/s, \(fixed(sampled.frames, 0)) frames/s; \(sizes.sampledCycles) cycles per timed run"
            ))
        }
      }
    }
    figures.append(
      Figure(
        name: "memory.engine",
        summary:
          "peak RSS of this harness after the engine measurements (getrusage ru_maxrss): the largest is a traced scene of \(sizes.engineCycles) cycles, whose trace is kept",
        value: Double(peakResidentKiB()), unit: .kibibytes))
    return figures
  }

  // MARK: ABI overhead

  /// The C plugin `path` (under the source root) compiled with gcc -O2 into the
  /// workspace directory `directory` as `lib<name>.so`, or why not.
  func buildCPlugin(
    _ path: String, directory name: String, library: String
  ) -> Result<
    String, Failure
  > {
    let source = sourceRoot + "/" + path
    guard fileExists(source) else { return .failure("\(source) not found; pass --source-root") }
    let directory = workspace.directory(name)
    if let error = toolchain.compileC(
      [source], flags: ["-O2", "-std=c99", "-shared", "-fPIC", "-I", includeDirectory],
      output: directory + "/lib\(library).so", runner: runner,
      scratch: workspace.file("gcc-\(library)"))
    {
      return .failure(error)
    }
    return .success(directory)
  }

  /// The same fade, present+dismiss `abiCycles` times, as a built-in Swift animator and
  /// as the C example plugin through the ABI (chosen by the resolver, as in a run).
  func abiFigures() -> [Figure] {
    let cycles = sizes.abiCycles
    let summary =
      "the fade of Examples/CAnimator/fade.c, present+dismiss \(cycles) times: as the C plugin through the ABI (resolver, bridge, C callbacks) vs the same animator written in Swift inside the engine"
    let pluginSummary =
      "the C fade plugin present+dismiss through the ABI, tracing off: transitions per second on one core"
    let directory: String
    switch buildCPlugin("Examples/CAnimator/fade.c", directory: "abi-plugin", library: "fade") {
    case .success(let built): directory = built
    case .failure(let error):
      return [
        .unavailable(
          "abi.fade", summary: summary, unit: .seconds, goal: .ratioAtMost(1.10),
          reason: error.description),
        .unavailable(
          "abi.fade.tracing-on", summary: summary, unit: .seconds, reason: error.description),
        .unavailable(
          "engine.c-fade-plugin.tracing-off", summary: pluginSummary, unit: .perSecond,
          goal: .valueAtLeast(10_000), reason: error.description),
      ]
    }
    let fade = PluginFade(directory: directory)
    let registry = fade.registry
    let pluginID = PluginFade.pluginID
    var problems: [String] = []
    if (try? registry.entry(named: pluginID).get()) == nil {
      problems.append(
        "the registry did not list \(pluginID): \(registry.refused.map(\.reason).joined(separator: "; "))"
      )
    }

    func builtinScene(tracing: Bool) -> Scene { PluginFade.makeBuiltinScene(tracing: tracing) }
    func pluginScene(tracing: Bool) -> (Scene, AnimatorResolver) {
      fade.makeScene(tracing: tracing)
    }
    // Checked once: both complete, the plugin is the one chosen, no violations.
    if problems.isEmpty {
      let (scene, resolver) = pluginScene(tracing: true)
      var counts = CycleCounts()
      presentAndDismiss(scene, step: nil, &counts)
      let chosen = resolver.resolutions.map { $0.animatorID ?? "system" }
      if chosen.count != 2 || !chosen.allSatisfy({ $0.hasPrefix(pluginID) }) {
        problems.append("the resolver chose \(chosen.joined(separator: ", "))")
      }
      if let violation = scene.engine.violations.first { problems.append("\(violation)") }
      let builtin = builtinScene(tracing: true)
      presentAndDismiss(builtin, step: nil, &counts)
      if let violation = builtin.engine.violations.first { problems.append("\(violation)") }
      if scene.detail.view.alpha != builtin.detail.view.alpha {
        problems.append("the built-in and plugin fades left different alphas")
      }
    }
    if !problems.isEmpty {
      let reason = "verification failed: " + problems.joined(separator: "; ")
      return [
        .unavailable(
          "abi.fade", summary: summary, unit: .seconds, goal: .ratioAtMost(1.10), reason: reason),
        .unavailable("abi.fade.tracing-on", summary: summary, unit: .seconds, reason: reason),
        .unavailable(
          "engine.c-fade-plugin.tracing-off", summary: pluginSummary, unit: .perSecond,
          goal: .valueAtLeast(10_000), reason: reason),
      ]
    }
    var figures: [Figure] = []
    for tracing in [false, true] {
      progress("abi: fade x \(cycles), tracing \(tracing ? "on" : "off")")
      var builtinTimes: [Double] = []
      var pluginTimes: [Double] = []
      var counts = CycleCounts()
      for _ in 0..<repeats {
        // One scene at a time, each freed before the next is made.
        do {
          let builtin = builtinScene(tracing: tracing)
          presentAndDismiss(builtin, step: nil, &counts)
          builtinTimes.append(
            timed { for _ in 0..<cycles { presentAndDismiss(builtin, step: nil, &counts) } })
        }
        do {
          let (plugin, _) = pluginScene(tracing: tracing)
          presentAndDismiss(plugin, step: nil, &counts)
          pluginTimes.append(
            timed { for _ in 0..<cycles { presentAndDismiss(plugin, step: nil, &counts) } })
        }
      }
      let pluginTime = median(pluginTimes)
      let builtinTime = median(builtinTimes)
      // Each run's own ratio too: the spread says how far layout effects of one process
      // (code alignment, heap placement) move the figure.
      let runRatios = zip(pluginTimes, builtinTimes).map { $0 / $1 }.sorted()
      let spread =
        runRatios.first.map { low in
          "; ratios of single runs \(formatRatio(low))-\(formatRatio(runRatios.last ?? low))"
        } ?? ""
      let rates =
        "plugin \(fixed(Double(2 * cycles) / pluginTime, 0)) transitions/s, built-in \(fixed(Double(2 * cycles) / builtinTime, 0)) transitions/s"
        + spread
      figures.append(
        Figure(
          name: tracing ? "abi.fade.tracing-on" : "abi.fade",
          summary: summary + ", tracing \(tracing ? "on" : "off")", value: pluginTime,
          unit: .seconds, comparison: ("built-in Swift fade", builtinTime),
          goal: tracing ? nil : .ratioAtMost(1.10), note: rates))
      if !tracing {
        figures.append(
          Figure(
            name: "engine.c-fade-plugin.tracing-off", summary: pluginSummary,
            value: Double(2 * cycles) / pluginTime, unit: .perSecond, goal: .valueAtLeast(10_000),
            note: "\(cycles) present+dismiss cycles per timed run"))
      }
    }
    return figures
  }

  // MARK: In-process scaling

  /// `count` presentations (each dismissed) in one engine, tracing on, slide-up built
  /// in: one run of what ``engineScalingFigure()`` times, for a profiler.
  static func runEnginePresentations(_ count: Int) {
    let scene = Scene(tracing: true, style: .custom)
    scene.use(BenchDelegate { BuiltinSlideUp() })
    var counts = CycleCounts()
    for _ in 0..<count { presentAndDismiss(scene, step: nil, &counts) }
  }

  /// 10x the presentations in one engine (tracing on, as a script run records).
  func engineScalingFigure() -> Figure {
    let small = sizes.smallScript
    let large = sizes.largeScript
    progress("scaling: \(small) and \(large) presentations in one engine")
    var smallTimes: [Double] = []
    var largeTimes: [Double] = []
    for _ in 0..<min(repeats, 3) {
      for (count, into) in [(small, 0), (large, 1)] {
        let scene = Scene(tracing: true, style: .custom)
        scene.use(BenchDelegate { BuiltinSlideUp() })
        var counts = CycleCounts()
        let seconds = timed {
          for _ in 0..<count { presentAndDismiss(scene, step: nil, &counts) }
        }
        if into == 0 { smallTimes.append(seconds) } else { largeTimes.append(seconds) }
      }
    }
    return Figure(
      name: "scaling.engine",
      summary:
        "\(large) vs \(small) presentations (each dismissed) in one engine, tracing on, slide-up built in",
      value: median(largeTimes), unit: .seconds,
      comparison: ("\(small) presentations", median(smallTimes)), goal: .ratioAtMost(11))
  }
}
