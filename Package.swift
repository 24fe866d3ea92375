// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "transhost",
  products: [
    .executable(name: "transhost", targets: ["transhost"]),
    .executable(name: "transhost-bench", targets: ["transhost-bench"]),
    .library(name: "TransitionEngine", targets: ["TransitionEngine"]),
    .library(name: "PluginHost", targets: ["PluginHost"]),
    .library(name: "TransitionKit", targets: ["TransitionKit"]),
    .library(name: "TransitionScript", targets: ["TransitionScript"]),
    .library(name: "SlideUpAnimator", type: .dynamic, targets: ["SlideUpAnimator"]),
    .library(name: "ZoomAnimator", type: .dynamic, targets: ["ZoomAnimator"]),
    .library(name: "CrossDissolveAnimator", type: .dynamic, targets: ["CrossDissolveAnimator"]),
    .library(name: "PushAnimator", type: .dynamic, targets: ["PushAnimator"]),
    .library(name: "SpringCardAnimator", type: .dynamic, targets: ["SpringCardAnimator"]),
    .library(name: "CFadeAnimator", type: .dynamic, targets: ["CFadeAnimator"]),
  ],
  targets: [
    .target(
      name: "TransitionEngine",
      path: "Sources/TransitionEngine"
    ),
    .target(
      name: "CTransitionABI",
      path: "Sources/CTransitionABI"
    ),
    .target(
      name: "CHostSupport",
      path: "Sources/CHostSupport"
    ),
    .target(
      name: "PluginHost",
      dependencies: ["TransitionEngine", "CTransitionABI", "CHostSupport"],
      path: "Sources/PluginHost"
    ),
    .target(
      name: "TransitionKit",
      dependencies: ["CTransitionABI"],
      path: "Sources/TransitionKit"
    ),
    .target(
      name: "TransitionScript",
      dependencies: ["PluginHost", "TransitionEngine"],
      path: "Sources/TransitionScript"
    ),
    .executableTarget(
      name: "transhost",
      dependencies: ["PluginHost", "TransitionEngine", "TransitionScript"],
      path: "Sources/transhost"
    ),
    .executableTarget(
      name: "transhost-bench",
      dependencies: ["PluginHost", "TransitionEngine"],
      path: "Sources/transhost-bench"
    ),
    .target(name: "SlideUpAnimator", dependencies: ["TransitionKit"], path: "Plugins/SlideUp"),
    .target(name: "ZoomAnimator", dependencies: ["TransitionKit"], path: "Plugins/Zoom"),
    .target(
      name: "CrossDissolveAnimator", dependencies: ["TransitionKit"], path: "Plugins/CrossDissolve"),
    .target(name: "PushAnimator", dependencies: ["TransitionKit"], path: "Plugins/Push"),
    .target(
      name: "SpringCardAnimator", dependencies: ["TransitionKit"], path: "Plugins/SpringCard"),
    .target(name: "CFadeAnimator", dependencies: ["CTransitionABI"], path: "Plugins/CFade"),
    .target(
      name: "TranshostTestSupport",
      path: "Tests/TestSupport"
    ),
    .testTarget(
      name: "TransitionEngineTests",
      dependencies: ["TransitionEngine"],
      path: "Tests/TransitionEngineTests"
    ),
    .testTarget(
      name: "PluginHostTests",
      dependencies: ["PluginHost", "TransitionEngine", "CTransitionABI", "TranshostTestSupport"],
      path: "Tests/PluginHostTests",
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "TranshostCLITests",
      dependencies: ["transhost", "TranshostTestSupport"],
      path: "Tests/TranshostCLITests"
    ),
    .testTarget(
      name: "TransitionScriptTests",
      dependencies: ["TransitionScript", "TransitionEngine", "PluginHost", "TranshostTestSupport"],
      path: "Tests/TransitionScriptTests",
      exclude: ["Support/png_stats.py"]
    ),
    .testTarget(
      name: "TransitionKitTests",
      dependencies: ["TransitionKit", "CTransitionABI"],
      path: "Tests/TransitionKitTests"
    ),
    .testTarget(
      name: "TranshostBenchTests",
      dependencies: ["transhost-bench", "transhost", "TranshostTestSupport"],
      path: "Tests/TranshostBenchTests"
    ),
  ],
  swiftLanguageModes: [.v6]
)
