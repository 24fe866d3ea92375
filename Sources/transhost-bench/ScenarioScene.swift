/// A scene and the cycle the scenario runs on it.
struct ScenarioScene {
  let scene: Scene
  let cycle: (Double?, inout CycleCounts) -> Void
}
