// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "transhost",
  products: [
    .library(name: "TransitionEngine", targets: ["TransitionEngine"]),
    .library(name: "PluginHost", targets: ["PluginHost"]),
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
    .testTarget(
      name: "TransitionEngineTests",
      dependencies: ["TransitionEngine"],
      path: "Tests/TransitionEngineTests"
    ),
  ],
  swiftLanguageModes: [.v6]
)
