import Foundation
import Testing
import TranshostTestSupport

@testable import ObjCTranslation

/// Fixtures/ObjCApp: an app's UIKit file written for iOS (`@objc`, `#selector`,
/// `@objc dynamic`, `@IBOutlet`/`@IBAction`, an `@objc` protocol with optional
/// requirements), built unchanged through the TranshostObjC build-tool plugin, then run.
/// TransitionKit has no gesture recognizers yet: the fixture's Runner/ declares a
/// stand-in `PanGestureRecognizer` with UIKit's `addTarget(_:action:)`, sending its
/// actions through `Selector.send(to:from:)`.
@Suite(.serialized) struct PluginEndToEndTests {
  static let fixture = TestPaths.packageRoot.appendingPathComponent(
    "Tests/ObjCTranslationTests/Fixtures/ObjCApp")

  /// Builds the fixture package once (it is slow: it builds TransitionKit in its own
  /// scratch directory), and runs it: its standard output, or why it failed.
  static let run: Result<String, Subprocess.Failure> = {
    do {
      let scratch = try TestDirectory.make("objc-app-build")
      let build = try Subprocess.run(
        "/usr/bin/env",
        ["swift", "build", "--package-path", fixture.path, "--scratch-path", scratch.path],
        timeout: 900)
      guard build.status == 0 else {
        return .failure(Subprocess.Failure(message: "swift build failed:\n\(build.stdout)\(build.stderr)"))
      }
      let app = try Subprocess.run(scratch.appendingPathComponent("debug/ObjCApp").path, [], timeout: 60)
      guard app.status == 0 else {
        return .failure(Subprocess.Failure(message: "ObjCApp failed:\n\(app.stdout)\(app.stderr)"))
      }
      return .success(app.stdout)
    } catch {
      return .failure(Subprocess.Failure(message: "\(error)"))
    }
  }()

  @Test("the fixture's app file uses the Objective-C runtime as an iOS app writes it")
  func appFileIsUnchanged() throws {
    let source = try String(
      contentsOf: Self.fixture.appendingPathComponent("App/CardViewController.swift"), encoding: .utf8)
    #expect(source.contains("@objc func handlePan(_ sender: PanGestureRecognizer)"))
    #expect(source.contains("#selector(handlePan(_:))"))
    #expect(source.contains("delegate?.responds(to: #selector(CardDismissDelegate.cardWillDismiss(_:)))"))
    #expect(source.contains("@objc optional func cardWillDismiss"))
  }

  @Test("built with the plugin, #selector target-action reaches the method and responds(to:) answers")
  func buildsAndRuns() throws {
    let output = try Self.run.get()
    #expect(
      output == """
        events: handlePan 40.0, handlePan 160.0, dismissing untitled
        delegate calls: cardWillDismiss, cardDidDismiss
        presenter responds to cardWillDismiss: true
        bystander responds to cardWillDismiss: false
        card responds to share: true, closeCard: true, reset: true, viewDidLoad: false
        after perform: close, reset

        """)
  }

  @Test("a compiler error in a translated copy points at the user's file and line")
  func errorsPointAtTheUsersFile() throws {
    let directory = try TestDirectory.make("objc-source-location")
    let source = "struct Card {\n  @IBInspectable var radius = 4\n  func f() -> Int { \"no\" }\n}\n"
    let result = Translator.translate([Translator.Source(path: "/app/Card.swift", text: source)])
    let copy = directory.appendingPathComponent("0_Card.swift")
    try result.outputs[0].write(to: copy, atomically: true, encoding: .utf8)
    let compile = try Subprocess.run("/usr/bin/env", ["swiftc", "-typecheck", copy.path], timeout: 120)
    #expect(compile.status != 0)
    #expect(compile.stderr.contains("/app/Card.swift:3:21: error: cannot convert return expression"))
    #expect(!compile.stderr.contains("0_Card.swift:"))
  }
}
