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
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "SlideUpAnimator", type: .dynamic, targets: ["SlideUpAnimator"]),
    .library(name: "ZoomAnimator", type: .dynamic, targets: ["ZoomAnimator"]),
    .library(name: "CrossDissolveAnimator", type: .dynamic, targets: ["CrossDissolveAnimator"]),
    .library(name: "PushAnimator", type: .dynamic, targets: ["PushAnimator"]),
    .library(name: "SpringCardAnimator", type: .dynamic, targets: ["SpringCardAnimator"]),
    .library(name: "CFadeAnimator", type: .dynamic, targets: ["CFadeAnimator"]),
    .library(name: "CSheetDelegate", type: .dynamic, targets: ["CSheetDelegate"]),
    .library(name: "BottomSheetPlugin", type: .dynamic, targets: ["BottomSheetPlugin"]),
    .library(name: "ZoomDetailPlugin", type: .dynamic, targets: ["ZoomDetailPlugin"]),
    .library(name: "TransitionCorpus", type: .dynamic, targets: ["TransitionCorpus"]),
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
    // Where no real UIKit exists: app files' bare `import UIKit` reaches TransitionKit.
    .target(name: "UIKit", dependencies: ["TransitionKit"], path: "Sources/UIKit"),
    .target(
      name: "TransitionScript",
      dependencies: ["PluginHost", "TransitionEngine"],
      path: "Sources/TransitionScript"
    ),
    .target(
      name: "TranshostCommandLine",
      dependencies: ["PluginHost", "TransitionEngine"],
      path: "Sources/TranshostCommandLine"
    ),
    .executableTarget(
      name: "transhost",
      dependencies: ["PluginHost", "TransitionEngine", "TransitionScript", "TranshostCommandLine"],
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
    .target(
      name: "BottomSheetPlugin", dependencies: ["TransitionKit"], path: "Plugins/BottomSheet"),
    .target(name: "ZoomDetailPlugin", dependencies: ["TransitionKit"], path: "Plugins/ZoomDetail"),
    // A C plugin needs only C: linked the usual way, the Swift driver adds swiftrt.o (whose
    // constructor calls swift_addNewDSOImage, a strong reference) and -lswiftCore, so the
    // library would list libswiftCore.so as NEEDED and drag the Swift runtime into every
    // process that loads it. `--as-needed` cannot help (the reference is real, and
    // -Xlinker flags land after -lswiftCore). Linking in Embedded Swift mode makes the
    // driver add neither swiftrt.o, nor the standard library, nor its rpath: the library
    // needs libc alone. Only the link step sees the flag; cfade.c is compiled as plain C.
    // CFadeNeededLibrariesTests checks it with readelf.
    .target(
      name: "CFadeAnimator", dependencies: ["CTransitionABI"], path: "Plugins/CFade",
      linkerSettings: [
        .unsafeFlags(["-enable-experimental-feature", "Embedded"], .when(platforms: [.linux]))
      ]),
    // The C bottom sheet (a transitioning delegate with a presentation controller), linked
    // as CFade is, for the same reason.
    .target(
      name: "CSheetDelegate", dependencies: ["CTransitionABI"], path: "Plugins/CSheet",
      linkerSettings: [
        .unsafeFlags(["-enable-experimental-feature", "Embedded"], .when(platforms: [.linux]))
      ]),
    // The corpus (issue 13): app transition files, as real public iOS code is written,
    // compiled unchanged through the UIKit module; CorpusPlugin.swift registers them.
    // Pending/ holds the files that need API TransitionKit does not declare yet.
    .target(
      name: "TransitionCorpus", dependencies: ["UIKit", "TransitionKit"], path: "Tests/Corpus",
      exclude: ["Pending", "Scripts"]),
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
      name: "TranshostCommandLineTests",
      dependencies: ["TranshostCommandLine", "TransitionEngine"],
      path: "Tests/TranshostCommandLineTests"
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
