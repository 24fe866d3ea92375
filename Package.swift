// swift-tools-version:6.1
import PackageDescription

// How a Swift plugin of this package is linked (docs/PERFORMANCE.md, "memory.plugins").
// SwiftPM links TransitionKit's objects into every plugin; our linker
// (Plugins/swift-plugin-link.sh, `-ld-path`) takes them out, links them once into
// transitionkit/libTransitionKit-HASH.so beside the plugins (HASH: of the objects) and links
// each plugin against it, so 200 plugins load one SDK (24 KB resident a plugin instead of
// 308 KB). The flags below still shape the plugin's own image:
// - a version script (Plugins/swift-plugin.exports) exports only the `transhost_` entry
//   symbols. Otherwise every public declaration of the SDK is a dynamic symbol (100 KB of
//   .dynsym, 250 KB of .dynstr, 28 KB of .gnu.hash per plugin), though nothing looks them
//   up: a plugin is opened RTLD_LOCAL and the host asks it for `transhost_entry_v1` alone;
//   the Swift runtime finds types and conformances through the metadata sections.
// - `-z pack-relative-relocs` (DT_RELR, glibc 2.36) stores the 3,379 relative relocations
//   in about 1 KB instead of 80 KB. gold has no such option, so these link with the
//   toolchain's lld.
// Three more lay the image out so that a plugin that is loaded and not used keeps little of
// it resident (a page fault maps the 64 KB around it):
// - `--symbol-ordering-file` (Plugins/swift-plugin.order, written by
//   scripts/plugin-symbol-order.sh) puts the functions a load runs first in .text;
// - Plugins/swift-plugin.ld puts .plt, which they all call through, before .text;
// - `-z max-page-size=65536 -z separate-loadable-segments` start each segment on a 64 KB
//   boundary, so the code's first 64 KB window holds exactly those.
// 552 KB resident a plugin becomes 308 KB (SwiftPluginLayoutTests checks the layout).
// Plugins built in other packages (Examples/ExternalAnimator) are linked as before and load
// as before.
let swiftPluginLinkerSettings: [LinkerSetting] = [
  .unsafeFlags(
    [
      "-use-ld=lld",
      "-ld-path=\(Context.packageDirectory)/Plugins/swift-plugin-link.sh",
      "-Xlinker", "--version-script=\(Context.packageDirectory)/Plugins/swift-plugin.exports",
      "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
      "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Plugins/swift-plugin.order",
      "-Xlinker", "--no-warn-symbol-ordering",
      "-Xlinker", "-T", "-Xlinker", "\(Context.packageDirectory)/Plugins/swift-plugin.ld",
      "-Xlinker", "-z", "-Xlinker", "max-page-size=65536",
      "-Xlinker", "-z", "-Xlinker", "separate-loadable-segments",
    ], .when(platforms: [.linux]))
]

// How the host's own modules ask for the metadata of generic types (docs/PERFORMANCE.md,
// "Issue 16: the warm `list` path"): by calling the type's metadata accessor, not by
// demangling its mangled name at first use. The mangled-name form saves a little code,
// but each first use of a type like `[PluginCacheKey: CachedOutcome]` then runs the
// runtime's demangler and scans every conformance record for `Hashable` (about 2 M
// instructions of a warm `list`, 0.6 M of `transhost --version`). Only the targets that
// make up the `transhost` executable; no plugin or SDK target (TransitionKit, the
// Examples' dependencies) carries the flag.
// Nor do they import `_Concurrency` and `_StringProcessing` implicitly, as every Swift module
// does: `transhost` uses neither, and loading them with `_RegexParser` cost every process
// about 1.5 M instructions and 90 page faults at start ("Issue 16, third session").
// ExecutableLinkTests checks its NEEDED entries; Swift plugins load them with themselves.
let hostSwiftSettings: [SwiftSetting] = [
  .unsafeFlags([
    "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
    "-Xfrontend", "-disable-implicit-concurrency-module-import",
    "-Xfrontend", "-disable-implicit-string-processing-module-import",
    "-Xfrontend", "-function-sections",
  ])
]

// The `transhost` executable's code in the order a warm `list` runs it (docs/PERFORMANCE.md,
// "the warm `list`'s page faults"): the host's modules are compiled with one section a
// function (`-function-sections` in hostSwiftSettings), and lld puts the functions named in
// Linker/transhost.order (written by scripts/transhost-symbol-order.sh) first in .text, so
// that a `list` faults in a few 64 KB windows of code, not one in every part of the file.
let hostExecutableLinkerSettings: [LinkerSetting] = [
  .unsafeFlags(
    [
      "-use-ld=lld",
      "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Linker/transhost.order",
      "-Xlinker", "--no-warn-symbol-ordering",
    ], .when(platforms: [.linux]))
]

let package = Package(
  name: "transhost",
  products: [
    .executable(name: "transhost", targets: ["transhost"]),
    .executable(name: "transhost-bench", targets: ["transhost-bench"]),
    .executable(name: "transhost-uikit-table", targets: ["transhost-uikit-table"]),
    .executable(name: "transhost-objc-translate", targets: ["transhost-objc-translate"]),
    .plugin(name: "TranshostObjC", targets: ["TranshostObjC"]),
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
    .library(name: "CSheetDelegate", type: .dynamic, targets: ["CSheetDelegate"]),
    .library(name: "BottomSheetPlugin", type: .dynamic, targets: ["BottomSheetPlugin"]),
    .library(name: "ZoomDetailPlugin", type: .dynamic, targets: ["ZoomDetailPlugin"]),
  ],
  targets: [
    .target(
      name: "TransitionEngine",
      path: "Sources/TransitionEngine",
      swiftSettings: hostSwiftSettings
    ),
    .target(
      name: "CTransitionABI",
      path: "Sources/CTransitionABI"
    ),
    // `-gdwarf-4`: the SHA-256 rounds' intrinsics (sha256_extensions.c) give clang's DWARF 5
    // forms that Debian 12's valgrind (3.19) cannot read, and callgrind then refuses the whole
    // `transhost` binary (docs/PERFORMANCE.md measures with it).
    .target(
      name: "CHostSupport",
      path: "Sources/CHostSupport",
      cSettings: [.unsafeFlags(["-gdwarf-4"])]
    ),
    .target(
      name: "PluginHost",
      dependencies: ["TransitionEngine", "CTransitionABI", "CHostSupport"],
      path: "Sources/PluginHost",
      swiftSettings: hostSwiftSettings
    ),
    .target(
      name: "TransitionKit",
      dependencies: ["CTransitionABI"],
      path: "Sources/TransitionKit"
    ),
    .target(
      name: "TransitionScript",
      dependencies: ["PluginHost", "TransitionEngine"],
      path: "Sources/TransitionScript",
      swiftSettings: hostSwiftSettings
    ),
    .target(
      name: "TranshostCommandLine",
      dependencies: ["PluginHost", "TransitionEngine"],
      path: "Sources/TranshostCommandLine",
      swiftSettings: hostSwiftSettings
    ),
    .executableTarget(
      name: "transhost",
      dependencies: ["PluginHost", "TransitionEngine", "TransitionScript", "TranshostCommandLine"],
      path: "Sources/transhost",
      swiftSettings: hostSwiftSettings,
      linkerSettings: hostExecutableLinkerSettings
    ),
    .executableTarget(
      name: "transhost-bench",
      dependencies: ["PluginHost", "TransitionEngine"],
      path: "Sources/transhost-bench"
    ),
    // docs/UIKIT.md, the UIKit compatibility table: read from TransitionKit's symbol
    // graph. The executable depends on TransitionKit only so that `swift run` builds the
    // module it reads.
    .target(name: "UIKitCompatibility", path: "Sources/UIKitCompatibility"),
    .executableTarget(
      name: "transhost-uikit-table", dependencies: ["UIKitCompatibility", "TransitionKit"],
      path: "Sources/transhost-uikit-table"),
    // UIKit source that uses the Objective-C runtime, translated to build on Linux
    // (docs/OBJC.md): the translator, its tool, and the build-tool plugin a plugin package
    // applies to its target (its path is not Plugins/, which holds transhost's animators).
    .target(name: "ObjCTranslation", path: "Sources/ObjCTranslation"),
    .executableTarget(
      name: "transhost-objc-translate", dependencies: ["ObjCTranslation"],
      path: "Sources/transhost-objc-translate"),
    .plugin(
      name: "TranshostObjC", capability: .buildTool(),
      dependencies: ["transhost-objc-translate"], path: "Sources/TranshostObjCPlugin"),
    // The Swift plugins, each linked with swiftPluginLinkerSettings. Written out one by one:
    // scripts/install.sh finds the bundled plugins by these `.target(name: ..., path:
    // "Plugins/...")` declarations.
    .target(
      name: "SlideUpAnimator", dependencies: ["TransitionKit"], path: "Plugins/SlideUp",
      linkerSettings: swiftPluginLinkerSettings),
    .target(
      name: "ZoomAnimator", dependencies: ["TransitionKit"], path: "Plugins/Zoom",
      linkerSettings: swiftPluginLinkerSettings),
    .target(
      name: "CrossDissolveAnimator", dependencies: ["TransitionKit"], path: "Plugins/CrossDissolve",
      linkerSettings: swiftPluginLinkerSettings),
    .target(
      name: "PushAnimator", dependencies: ["TransitionKit"], path: "Plugins/Push",
      linkerSettings: swiftPluginLinkerSettings),
    .target(
      name: "SpringCardAnimator", dependencies: ["TransitionKit"], path: "Plugins/SpringCard",
      linkerSettings: swiftPluginLinkerSettings),
    .target(
      name: "BottomSheetPlugin", dependencies: ["TransitionKit"], path: "Plugins/BottomSheet",
      linkerSettings: swiftPluginLinkerSettings),
    .target(
      name: "ZoomDetailPlugin", dependencies: ["TransitionKit"], path: "Plugins/ZoomDetail",
      linkerSettings: swiftPluginLinkerSettings),
    // A C plugin needs only C: linked the usual way, the Swift driver adds swiftrt.o (whose
    // constructor calls swift_addNewDSOImage, a strong reference) and -lswiftCore, so the
    // library would list libswiftCore.so as NEEDED and drag the Swift runtime into every
    // process that loads it. `--as-needed` cannot help (the reference is real, and
    // -Xlinker flags land after -lswiftCore). Linking in Embedded Swift mode makes the
    // driver add neither swiftrt.o, nor the standard library, nor its rpath: the library
    // needs libc alone. Only the link step sees the flag; cfade.c is compiled as plain C.
    // NeededLibrariesTests checks it with readelf.
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
      dependencies: ["transhost", "TransitionEngine", "TranshostTestSupport"],
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
      // PluginHost and the engine too: some tests run TransitionKit against the real host.
      dependencies: ["TransitionKit", "CTransitionABI", "PluginHost", "TransitionEngine"],
      path: "Tests/TransitionKitTests"
    ),
    .testTarget(
      name: "UIKitCompatibilityTests",
      dependencies: ["UIKitCompatibility", "TransitionKit", "TranshostTestSupport"],
      path: "Tests/UIKitCompatibilityTests"
    ),
    .testTarget(
      name: "ObjCTranslationTests",
      dependencies: ["ObjCTranslation", "TranshostTestSupport"],
      path: "Tests/ObjCTranslationTests",
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "TranshostBenchTests",
      dependencies: ["transhost-bench", "transhost", "TranshostTestSupport"],
      path: "Tests/TranshostBenchTests"
    ),
  ],
  swiftLanguageModes: [.v6]
)

// `UIKit`, `QuartzCore` and `CoreGraphics` for an app's own transition files, which begin
// with `import UIKit` (and at times `import QuartzCore` or `import CoreGraphics`): each
// re-exports TransitionKit and Foundation, as UIKit does on iOS, so a plugin package
// compiles those files unchanged (Examples/AppTransitions). They are offered only where
// the system has none of its own: on an Apple platform a module of the same name would
// clash with the SDK's. A manifest is compiled for the machine that builds, so the test
// is on the building system, and transhost builds only on Linux (Glibc, dlopen).
#if os(Linux)
  for module in ["UIKit", "QuartzCore", "CoreGraphics"] {
    package.products.append(.library(name: module, targets: [module]))
    package.targets.append(
      .target(name: module, dependencies: ["TransitionKit"], path: "Sources/\(module)"))
  }
  // ObjCTranslationTests type-check translated files against the UIKit module.
  for target in package.targets where target.name == "ObjCTranslationTests" {
    target.dependencies.append("UIKit")
  }
  // The corpus (issue 13): app transition files, as real public iOS code is written,
  // compiled unchanged through the UIKit module; CorpusPlugin.swift registers them.
  // Pending/ holds the files that need what transhost does not model yet (README, "The corpus").
  package.products.append(
    .library(name: "TransitionCorpus", type: .dynamic, targets: ["TransitionCorpus"]))
  package.targets.append(
    .target(
      name: "TransitionCorpus", dependencies: ["UIKit", "QuartzCore", "TransitionKit"],
      path: "Tests/Corpus", exclude: ["Pending", "Scripts", "Gestures", "TranshostObjC.paths"],
      // Gestures/ holds the files that use @objc and #selector: compiled through the
      // translator (docs/OBJC.md), as an app's plugin package would.
      linkerSettings: swiftPluginLinkerSettings, plugins: ["TranshostObjC"]))
#endif
