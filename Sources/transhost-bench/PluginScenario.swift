import PluginHost
import TransitionEngine

/// The scenarios measured both through the ABI, with the objects of
/// `Benchmarks/plugins/scenarios.c`, and built in, with their Swift twins, side by side
/// in one run (`abi.<scenario>`, `abi.<scenario>.vs-builtin`, and the allocation counts
/// of both).
enum PluginScenario: String, CaseIterable {
  /// The pan-dismiss engine scenario: the plugin's transitioning delegate adds the pan
  /// recognizer, returns the slide animators and a percent-driven interaction controller
  /// for the dismissal the drag starts.
  case panDismiss = "pan-dismiss"
  /// The basic-shadow engine scenario: the plugin's delegate returns an animator of
  /// explicit layer animations (`layer_add_animation`).
  case basicShadow = "basic-shadow"
  /// A new view controller per cycle whose views are made in its `viewDidLoad`,
  /// presented and dismissed with the built-in slide: the plugin's controller
  /// (`create_controller`, `controller_create`, `view_did_load`) against a Swift subclass.
  case viewController = "view-controller"

  /// The plugin object serving the scenario.
  var objectID: String {
    switch self {
    case .panDismiss: "org.transhost.bench.pan-dismiss"
    case .basicShadow: "org.transhost.bench.basic-shadow"
    case .viewController: "org.transhost.bench.card-controller"
    }
  }

  /// The name of the plugin side's allocation figures.
  var pluginAllocationName: String { "c-\(rawValue)-plugin" }

  /// What one cycle is, for the figures' summaries.
  var cycleSummary: String {
    switch self {
    case .panDismiss:
      "a custom presentation with a slide, then an interactive dismissal driven by 12 scripted pan moves a frame apart through a pan recognizer's action (percent-driven interactor, finished by velocity)"
    case .basicShadow:
      "present+dismiss of a rounded card with a shadow animated by CABasicAnimations (position, opacity, shadowOpacity, shadowRadius; completed in the position animation's didStop)"
    case .viewController:
      "a new view controller whose image and caption are made in viewDidLoad, presented and dismissed with the built-in slide"
    }
  }

  /// What the plugin side runs, and its twin.
  var sidesSummary: String {
    switch self {
    case .panDismiss, .basicShadow:
      "the C transitioning delegate \(objectID) of Benchmarks/plugins/scenarios.c chosen by a mapping and asked by the resolver through the ABI vs the built-in \(rawValue) engine scenario"
    case .viewController:
      "the C view controller \(objectID) of Benchmarks/plugins/scenarios.c made through the object factory vs the same controller in Swift (BuiltinCardController)"
    }
  }

  /// The built-in side: its scene and one cycle.
  func makeBuiltin(tracing: Bool) -> ScenarioScene {
    switch self {
    case .panDismiss:
      let scene = EngineScenario.panDismiss.makeScene(tracing: tracing)
      return ScenarioScene(scene: scene) { runPanDismiss(scene, step: $0, &$1) }
    case .basicShadow:
      let scene = EngineScenario.basicShadow.makeScene(tracing: tracing)
      return ScenarioScene(scene: scene) { presentAndDismiss(scene, step: $0, &$1) }
    case .viewController:
      let scene = Scene(tracing: tracing, style: .custom)
      scene.use(BenchDelegate { BuiltinSlideUp(duration: 0.35) })
      return ScenarioScene(scene: scene) { step, counts in
        presentNewController(
          scene, make: { BuiltinCardController(engine: scene.engine, lazilyLoadedName: "card") },
          step: step, &counts)
      }
    }
  }
}

extension PluginScenario {
  /// The allocation figures' scenarios: the built-in view-controller scenario (the other
  /// built-in twins are engine scenarios, counted as such), then each plugin side.
  static var allocationScenarios: [(name: String, measured: String)] {
    [
      (
        PluginScenario.viewController.rawValue,
        "view-controller (a new Swift view controller whose views are made in viewDidLoad, presented and dismissed with the slide)"
      )
    ]
      + allCases.map { scenario in
        (
          scenario.pluginAllocationName,
          "\(scenario.pluginAllocationName) (abi.\(scenario.rawValue)'s plugin side: \(scenario.objectID) through the ABI\(scenario == .panDismiss ? "; a steady frame there also moves the finger 25 points: touchMove, the plugin's pan action, the interactor's update" : ""))"
        )
      }
  }

  /// The names of the plugin sides' allocation figures.
  static var pluginAllocationNames: [String] { allCases.map(\.pluginAllocationName) }

  /// The allocation child's lines for the built-in view-controller scenario and, with
  /// the compiled plugin in `pluginDirectory`, for each plugin side.
  static func allocationLines(
    _ counter: AllocationCounter, cycles: Int, pluginDirectory: String?
  ) -> String {
    func line(_ name: String, _ made: ScenarioScene) -> String {
      let counts = AllocationCounter.count(counter, cycles: cycles, made.cycle)
      return "\(name) \(counts.line)\n"
    }
    var text = line(viewController.rawValue, viewController.makeBuiltin(tracing: false))
    if let pluginDirectory {
      let plugin = ScenarioPlugin(directory: pluginDirectory)
      for scenario in allCases {
        text += line(scenario.pluginAllocationName, plugin.make(scenario, tracing: false))
      }
    }
    return text
  }
}
