import Foundation
import PluginHost
import Testing
import TranshostTestSupport
import TransitionEngine

/// Examples/AppTransitions: an app's transition files, `import UIKit` and all, compiled
/// where they are and unchanged by a plugin package, through transhost's `UIKit`,
/// `QuartzCore` and `CoreGraphics` modules.
@Suite(.serialized) struct AppTransitionsExampleTests {
  static let example = TestPaths.packageRoot.appendingPathComponent("Examples/AppTransitions")

  /// Builds the example package once for the suite, in a scratch directory of its own.
  static let built: Result<URL, BuildFailure> = {
    do {
      let scratch = try TestDirectory.make("app-transitions-build")
      let build = try Subprocess.run(
        "/usr/bin/env",
        ["swift", "build", "--package-path", example.path, "--scratch-path", scratch.path])
      guard build.status == 0 else {
        return .failure(BuildFailure(output: build.stdout + build.stderr))
      }
      let plugins = try TestDirectory.make("app-transitions-plugins")
      try FileManager.default.copyItem(
        at: scratch.appendingPathComponent("debug/libAppTransitions.so"),
        to: plugins.appendingPathComponent("libAppTransitions.so"))
      return .success(plugins)
    } catch {
      return .failure(BuildFailure(output: "\(error)"))
    }
  }()

  /// Why the example package did not build.
  struct BuildFailure: Error, CustomStringConvertible {
    let output: String
    var description: String { "swift build of Examples/AppTransitions failed:\n\(output)" }
  }

  @Test("the app's transition files begin with the imports an iOS app writes")
  func appFilesImportUIKit() throws {
    let folder = Self.example.appendingPathComponent("App/Transitions")
    let fade = try String(
      contentsOf: folder.appendingPathComponent("FadeAnimator.swift"), encoding: .utf8)
    let card = try String(
      contentsOf: folder.appendingPathComponent("CardTransition.swift"), encoding: .utf8)
    #expect(fade.hasPrefix("import UIKit\n\n"))
    #expect(card.hasPrefix("import UIKit\nimport QuartzCore\nimport CoreGraphics\n\n"))
  }

  @Test("the plugin package builds the app's files unchanged and the host lists what it exports")
  func buildsAndLists() throws {
    let plugins = try Self.built.get()
    let rig = PluginRig(directories: [plugins])
    #expect(rig.registry.entries.map(\.descriptor.id) == ["com.example.app.fade"])
    #expect(rig.registry.objects.map(\.descriptor.id) == ["com.example.app.card"])
    #expect(rig.registry.refused.isEmpty)
  }

  @Test("the app's animator and transitioning delegate pass transhost validate")
  func validates() throws {
    let plugins = try Self.built.get()
    let result = try TranshostBinary.run(
      ["validate", plugins.appendingPathComponent("libAppTransitions.so").path], timeout: 120)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("1 animator, 1 delegate, 37 tests: 32 passed, 0 failed"))
  }
}
