import Foundation
import PluginHost
import Testing
import TranshostTestSupport
import TransitionEngine

/// Swift plugins built with TransitionKit: several in one host, and one from a package
/// outside this one.
@Suite(.serialized) struct SwiftPluginTests {
  @Test("two Swift plugins loaded in one host run side by side, sharing one TransitionKit")
  func twoSwiftPlugins() throws {
    let rig = PluginRig(directories: [TestPaths.products])
    let ids = rig.registry.entries.map(\.descriptor.id)
    #expect(ids.contains("org.transhost.slide-up"))
    #expect(ids.contains("org.transhost.zoom"))
    #expect(rig.registry.refused.isEmpty)
    let slide = try rig.registry.resolve(AnimatorChoice(name: "slide-up")).get()
    let zoom = try rig.registry.resolve(
      AnimatorChoice(name: "zoom", arguments: [.init(name: "source", value: "button", column: 1)])
    ).get()
    let second = ViewController(engine: rig.engine, name: "second")
    second.modalPresentationStyle = .custom
    second.transitioningDelegate = rig.resolver
    rig.resolver.setExplicitChoice(slide, for: rig.detail)
    rig.resolver.setExplicitChoice(zoom, for: second)
    rig.presentAndSettle(style: .custom)
    #expect(rig.detail.view.frame == Rect(x: 0, y: 0, width: 390, height: 844))
    rig.detail.present(second, animated: true)
    rig.engine.runUntilIdle()
    #expect(rig.detail.presentedViewController === second)
    #expect(second.view.isInWindow)
    second.dismiss(animated: true)
    rig.engine.runUntilIdle()
    rig.home.dismiss(animated: true)
    rig.engine.runUntilIdle()
    #expect(rig.home.presentedViewController == nil)
    #expect(
      rig.chosenAnimators == [
        "org.transhost.slide-up", "org.transhost.zoom", "org.transhost.zoom",
        "org.transhost.slide-up",
      ])
    #expect(rig.engine.violations.isEmpty, "\(rig.engine.violations)")
  }

  @Test("every bundled animator presents and dismisses cleanly in each style it declares")
  func bundledAnimators() throws {
    let registry = PluginRegistry.scan(directories: [
      PluginDirectory(path: TestPaths.products.path, origin: .option)
    ])
    #expect(registry.entries.count >= 6)
    for entry in registry.entries where entry.descriptor.operations.contains(.present) {
      for style in entry.descriptor.styles
      where style != .currentContext && style != .overCurrentContext {
        let rig = PluginRig(directories: [TestPaths.products])
        rig.resolver.setExplicitChoice(
          try rig.registry.resolve(AnimatorChoice(name: entry.descriptor.id)).get(), for: rig.detail
        )
        rig.presentAndSettle(style: style)
        #expect(
          rig.home.presentedViewController === rig.detail, "\(entry.descriptor.id) in \(style.name)"
        )
        #expect(rig.detail.view.isInWindow)
        rig.home.dismiss(animated: true)
        rig.engine.runUntilIdle()
        #expect(rig.home.presentedViewController == nil, "\(entry.descriptor.id) in \(style.name)")
        #expect(rig.home.view.isInWindow, "\(entry.descriptor.id) in \(style.name)")
        #expect(
          rig.engine.violations.isEmpty,
          "\(entry.descriptor.id) in \(style.name): \(rig.engine.violations)")
      }
    }
  }

  @Test("a Swift plugin records its compiler, and a different one gets a warning")
  func compilerWarning() throws {
    let registry = PluginRegistry.scan(directories: [
      PluginDirectory(path: TestPaths.products.path, origin: .option)
    ])
    let slide = try registry.entry(named: "slide-up").get()
    #expect(slide.plugin.builtWith == hostSwiftCompiler)
    #expect(slide.plugin.compilerWarning == nil)
    let directory = try TestDirectory.make("old-swift")
    let library = try FixtureCompiler.compile(
      "good", into: directory, defines: ["FIXTURE_BUILT_WITH=\"Swift 5.9\""])
    let old = PluginRegistry.scan(directories: [
      PluginDirectory(path: directory.path, origin: .option)
    ])
    #expect(old.entries.count == 1)
    #expect(
      old.warnings.map(\.description) == [
        "'\(library.path)' was built with Swift 5.9 but transhost was built with \(hostSwiftCompiler); Swift's ABI is not stable on Linux, rebuild the plugin with the same toolchain"
      ])
  }

  @Test(
    "an animator in its own package, depending on TransitionKit by path, builds a .so the host runs"
  )
  func externalPackage() throws {
    let root = TestPaths.fixtures.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let package = root.appendingPathComponent("Examples/ExternalAnimator")
    let scratch = try TestDirectory.make("external-build")
    let build = try Subprocess.run(
      "/usr/bin/env",
      ["swift", "build", "--package-path", package.path, "--scratch-path", scratch.path])
    try #require(build.status == 0, "swift build failed:\n\(build.stdout)\n\(build.stderr)")
    let plugins = try TestDirectory.make("external-plugins")
    try FileManager.default.copyItem(
      at: scratch.appendingPathComponent("debug/libFlipAnimator.so"),
      to: plugins.appendingPathComponent("libFlipAnimator.so"))
    let rig = PluginRig(directories: [plugins])
    #expect(rig.registry.entries.map(\.descriptor.id) == ["com.example.flip"])
    // Rank secondary (TransitionKit's default): it serves custom, not UIKit's fullScreen.
    rig.presentAndSettle(style: .custom)
    #expect(rig.home.presentedViewController === rig.detail)
    #expect(rig.detail.view.transform == .identity)
    #expect(rig.chosenAnimators == ["com.example.flip"])
    #expect(rig.engine.violations.isEmpty)
    // Built in its own package, it carries its own TransitionKit, and loads beside the
    // bundled plugins, which share theirs; each runs with its own.
    let both = PluginRig(directories: [plugins, TestPaths.products])
    #expect(both.registry.refused.map(\.description) == [])
    both.resolver.setExplicitChoice(
      try both.registry.resolve(AnimatorChoice(name: "slide-up")).get(), for: both.detail)
    both.presentAndSettle(style: .custom)
    both.home.dismiss(animated: true)
    both.engine.runUntilIdle()
    both.resolver.setExplicitChoice(
      try both.registry.resolve(AnimatorChoice(name: "com.example.flip")).get(), for: both.detail)
    both.presentAndSettle(style: .custom)
    #expect(both.home.presentedViewController === both.detail)
    #expect(
      both.chosenAnimators == [
        "org.transhost.slide-up", "org.transhost.slide-up", "com.example.flip",
      ])
    #expect(both.engine.violations.isEmpty, "\(both.engine.violations)")
  }

  @Test(
    "zoom grows a snapshot from its source view and shrinks it back, even when the presenter's view left the window"
  )
  func zoomFromSource() throws {
    let rig = PluginRig(directories: [TestPaths.products])
    let zoom = try rig.registry.resolve(
      AnimatorChoice(name: "zoom", arguments: [.init(name: "source", value: "button", column: 1)])
    ).get()
    rig.resolver.setExplicitChoice(zoom, for: rig.detail)
    rig.detail.modalPresentationStyle = .fullScreen
    rig.home.present(rig.detail, animated: true)
    rig.engine.advance(by: 0)
    let snapshots = rig.engine.window.rootView.subtree.filter { $0.snapshotContent != nil }
    let snapshot = try #require(snapshots.first)
    #expect(snapshot.presentation.frame == rig.button.frame)
    rig.engine.runUntilIdle()
    #expect(rig.engine.window.rootView.subtree.allSatisfy { $0.snapshotContent == nil })
    #expect(!rig.home.view.isInWindow)
    rig.home.dismiss(animated: true)
    rig.engine.advance(by: 0.2)
    #expect(rig.engine.window.rootView.subtree.contains { $0.snapshotContent != nil })
    rig.engine.runUntilIdle()
    #expect(rig.home.view.isInWindow)
    #expect(rig.engine.violations.isEmpty, "\(rig.engine.violations)")
  }
}
