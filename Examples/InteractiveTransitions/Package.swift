// swift-tools-version:6.0
// Two of an app's screens whose drags drive their own transitions, compiled unchanged as
// a transhost plugin. App/ stands for the iOS app's folder: its files use @objc gesture
// actions and #selector, which Swift on Linux cannot compile, so they are not the
// target's sources; transhost's TranshostObjC build step compiles a translated copy of
// every file under the folders TranshostObjC.paths names (docs/OBJC.md), and errors
// point at the files in App/. The target's own source is the registration in Plugin/.
// `swift build` here makes .build/debug/libInteractiveTransitions.so.
import PackageDescription

let package = Package(
  name: "InteractiveTransitions",
  products: [
    .library(name: "InteractiveTransitions", type: .dynamic, targets: ["InteractiveTransitions"])
  ],
  dependencies: [
    .package(name: "transhost", path: "../..")
  ],
  targets: [
    .target(
      name: "InteractiveTransitions",
      dependencies: [.product(name: "UIKit", package: "transhost")],
      path: ".",
      sources: ["Plugin"],
      // UIKit's protocols are main-actor isolated and TransitionKit's are not: an app
      // class marked @MainActor conforms to them through an isolated conformance
      // (docs/OBJC.md, "Swift 6 and @MainActor").
      swiftSettings: [.enableUpcomingFeature("InferIsolatedConformances")],
      plugins: [.plugin(name: "TranshostObjC", package: "transhost")]
    )
  ],
  swiftLanguageModes: [.v6]
)
