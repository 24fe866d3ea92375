// swift-tools-version:6.0
// An app's transition files, compiled where they are and unchanged, as a transhost plugin.
// App/ stands for the iOS app's own folder: its files begin with `import UIKit`, which
// transhost's UIKit module (TransitionKit and Foundation, re-exported) satisfies on
// Linux. The target takes only App/Transitions from it, plus the plugin's one
// registration file in Plugin/. `swift build` here makes .build/debug/libAppTransitions.so.
import PackageDescription

let package = Package(
  name: "AppTransitions",
  products: [
    .library(name: "AppTransitions", type: .dynamic, targets: ["AppTransitions"])
  ],
  dependencies: [
    .package(name: "transhost", path: "../..")
  ],
  targets: [
    .target(
      name: "AppTransitions",
      dependencies: [
        .product(name: "UIKit", package: "transhost"),
        .product(name: "QuartzCore", package: "transhost"),
        .product(name: "CoreGraphics", package: "transhost"),
      ],
      path: ".",
      sources: ["App/Transitions", "Plugin"]
    )
  ],
  swiftLanguageModes: [.v6]
)
