// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "transhost",
  products: [
    .library(name: "TransitionEngine", targets: ["TransitionEngine"])
  ],
  targets: [
    .target(
      name: "TransitionEngine",
      path: "Sources/TransitionEngine"
    ),
    .testTarget(
      name: "TransitionEngineTests",
      dependencies: ["TransitionEngine"],
      path: "Tests/TransitionEngineTests"
    ),
  ],
  swiftLanguageModes: [.v6]
)
