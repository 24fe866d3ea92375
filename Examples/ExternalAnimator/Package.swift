// swift-tools-version:6.0
// An animator in its own package, depending on transhost's TransitionKit by path:
// the drop-in workflow. `swift build` here makes .build/debug/libFlipAnimator.so;
// copy it into a plugin directory (or point TRANSHOST_PLUGIN_PATH at it).
import PackageDescription

let package = Package(
  name: "ExternalAnimator",
  products: [
    .library(name: "FlipAnimator", type: .dynamic, targets: ["FlipAnimator"])
  ],
  dependencies: [
    .package(name: "transhost", path: "../..")
  ],
  targets: [
    .target(
      name: "FlipAnimator",
      dependencies: [.product(name: "TransitionKit", package: "transhost")]
    )
  ],
  swiftLanguageModes: [.v6]
)
