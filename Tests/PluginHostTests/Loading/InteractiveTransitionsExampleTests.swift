import Foundation
import Testing
import TranshostTestSupport

/// Examples/InteractiveTransitions: an app's card and article screens whose own gesture
/// recognizers (`@objc` actions, `#selector`) drive their own transitions, compiled from
/// unchanged files through the TranshostObjC build step and run from the scripts in
/// Examples/: the app's code, not the script, decides whether each drag finishes.
@Suite(.serialized) struct InteractiveTransitionsExampleTests {
  static let root = TestPaths.packageRoot.appendingPathComponent("Examples")
  static let example = root.appendingPathComponent("InteractiveTransitions")

  /// Builds the example package once for the suite, in a scratch directory of its own;
  /// the directory holding its plugin.
  static let built: Result<URL, BuildFailure> = {
    do {
      let scratch = try TestDirectory.make("interactive-transitions-build")
      let build = try Subprocess.run(
        "/usr/bin/env",
        ["swift", "build", "--package-path", example.path, "--scratch-path", scratch.path])
      guard build.status == 0 else {
        return .failure(BuildFailure(output: build.stdout + build.stderr))
      }
      let plugins = try TestDirectory.make("interactive-transitions-plugins")
      try FileManager.default.copyItem(
        at: scratch.appendingPathComponent("debug/libInteractiveTransitions.so"),
        to: plugins.appendingPathComponent("libInteractiveTransitions.so"))
      return .success(plugins)
    } catch {
      return .failure(BuildFailure(output: "\(error)"))
    }
  }()

  /// Why the example package did not build.
  struct BuildFailure: Error, CustomStringConvertible {
    let output: String
    var description: String { "swift build of Examples/InteractiveTransitions failed:\n\(output)" }
  }

  /// `transhost run SCRIPT --plugin-path PLUGINS` with the example's plugin.
  static func run(_ script: URL, json: Bool = false) throws -> Subprocess.Result {
    let plugins = try built.get()
    return try TranshostBinary.run(
      ["run", script.path, "--no-default-path", "--plugin-path", plugins.path]
        + (json ? ["--json"] : []), timeout: 120)
  }

  /// A copy of `name` from Examples/ with `old` replaced by `new`.
  static func variant(of name: String, replacing old: String, with new: String) throws -> URL {
    let text = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
    #expect(text.contains(old))
    let file = try TestDirectory.make("interactive-variant").appendingPathComponent(name)
    try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
    return file
  }

  @Test("the app's files use @objc actions and #selector, as written for iOS")
  func filesAreAsWritten() throws {
    let card = try String(
      contentsOf: Self.example.appendingPathComponent("App/Card/CardViewController.swift"),
      encoding: .utf8)
    let article = try String(
      contentsOf: Self.example.appendingPathComponent("App/Article/ArticleViewController.swift"),
      encoding: .utf8)
    #expect(card.hasPrefix("import UIKit\n"))
    #expect(card.contains("#selector(handlePan(_:))"))
    #expect(card.contains("@objc private func handlePan(_ gesture: UIPanGestureRecognizer)"))
    #expect(article.contains("#selector(handleEdgePan(_:))"))
    #expect(article.contains("@objc func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer)"))
  }

  @Test("the card's own code cancels the slow drag and finishes the flick")
  func panToDismiss() throws {
    let result = try Self.run(Self.root.appendingPathComponent("pan-to-dismiss.transhost"))
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("transition 2: dismiss card to home (custom)\n"))
    #expect(result.stdout.contains("  started by the app's code, during line 18: pan\n"))
    #expect(result.stdout.contains("transition 2 cancelled at "))
    #expect(result.stdout.contains("transition 3 completed at "))
    #expect(result.stdout.contains("ok: 7 expectations held\n"))
  }

  @Test("the article's own code cancels the slow edge swipe and pops on the quick one")
  func edgeSwipePop() throws {
    let result = try Self.run(Self.root.appendingPathComponent("edge-swipe-pop.transhost"))
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("transition 2: pop article from nav\n"))
    #expect(result.stdout.contains("edge-pan: edge-pan#"))
    #expect(result.stdout.contains("transition 2 cancelled at "))
    #expect(result.stdout.contains("transition 3 completed at "))
    #expect(result.stdout.contains("ok: 6 expectations held\n"))
  }

  @Test(
    "the flick threshold is the card's: just under 1000 points per second cancels, just over finishes",
    arguments: [("900", "cancelled"), ("1100", "completed")])
  func flickThreshold(velocity: String, outcome: String) throws {
    let script = try Self.variant(
      of: "pan-to-dismiss.transhost", replacing: "release velocity 0,1500",
      with: "release velocity 0,\(velocity)")
    let result = try Self.run(script)
    #expect(result.stdout.contains("transition 3 \(outcome) at "), "\(result.stdout)")
  }

  @Test("two runs of each script give byte-identical JSON")
  func deterministic() throws {
    for name in ["pan-to-dismiss.transhost", "edge-swipe-pop.transhost"] {
      let script = Self.root.appendingPathComponent(name)
      let first = try Self.run(script, json: true)
      let second = try Self.run(script, json: true)
      #expect(first.status == 0)
      #expect(first.stdout == second.stdout)
      #expect(first.stdout.contains("\"kind\":\"gesture.action\""))
    }
  }
}
