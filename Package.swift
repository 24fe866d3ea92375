// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "transhost",
  products: [
    .executable(name: "transhost", targets: ["transhost"]),
    .library(name: "TransitionEngine", targets: ["TransitionEngine"]),
    .library(name: "PluginHost", targets: ["PluginHost"]),
    .library(name: "TransitionKit", targets: ["TransitionKit"]),
    .library(name: "SlideUpAnimator", type: .dynamic, targets: ["SlideUpAnimator"]),
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
    .executableTarget(
      name: "transhost",
      dependencies: ["PluginHost", "TransitionEngine"],
      path: "Sources/transhost"
    ),
    .target(name: "SlideUpAnimator", dependencies: ["TransitionKit"], path: "Plugins/SlideUp"),
    .testTarget(
      name: "TransitionEngineTests",
      dependencies: ["TransitionEngine"],
      path: "Tests/TransitionEngineTests"
    ),
    .testTarget(
      name: "PluginHostTests",
      dependencies: ["PluginHost", "TransitionEngine", "CTransitionABI"],
      path: "Tests/PluginHostTests",
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
