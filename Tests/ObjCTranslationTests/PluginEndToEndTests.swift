import Foundation
import Testing
import TranshostTestSupport

/// Fixtures/ObjCApp: a plugin package whose targets apply the TranshostObjC build-tool
/// plugin as docs/OBJC.md says (UIKit/ excluded, named in TranshostObjC.paths). ObjCApp's
/// UIKit files (`@objc`, `#selector`, `@objc dynamic`, `@IBOutlet`/`@IBAction`, an `@objc`
/// protocol with optional requirements) build unchanged, and its main.swift prints what
/// they did; BrokenTypes and Refused fail to build, each pointing at the user's file.
@Suite(.serialized) struct PluginEndToEndTests {
  static let fixture = TestPaths.packageRoot.appendingPathComponent(
    "Tests/ObjCTranslationTests/Fixtures/ObjCApp")

  /// What building (and running) one product or target of the fixture gave.
  struct Outcome: Sendable {
    /// `swift build`'s exit status.
    let status: Int32
    /// `swift build`'s standard output and error.
    let buildOutput: String
    /// The built executable's standard output and error, when it ran.
    let run: Subprocess.Result?
  }

  /// The scratch directory all builds share: the first builds transhost, the others
  /// only their own target.
  static let scratch = Result { try TestDirectory.make("objc-app-build") }

  /// Builds `arguments` (`--product X` or `--target X`) of the fixture in the shared
  /// scratch directory, and runs `run` from it when the build succeeded.
  static func build(_ arguments: [String], run executable: String? = nil) throws -> Outcome {
    let scratch = try Self.scratch.get()
    let build = try Subprocess.run(
      "/usr/bin/env",
      ["swift", "build", "--package-path", fixture.path, "--scratch-path", scratch.path]
        + arguments, timeout: 900)
    var run: Subprocess.Result?
    if build.status == 0, let executable {
      run = try Subprocess.run(
        scratch.appendingPathComponent("debug/\(executable)").path, [], timeout: 60)
    }
    return Outcome(status: build.status, buildOutput: build.stdout + build.stderr, run: run)
  }

  /// The app, built once for the suite.
  static let app = Result { try build(["--product", "ObjCApp"], run: "ObjCApp") }

  @Test("the fixture's UIKit file uses the Objective-C runtime as an iOS app writes it")
  func appFileIsUnchanged() throws {
    let source = try String(
      contentsOf: Self.fixture.appendingPathComponent(
        "Sources/ObjCApp/UIKit/CardViewController.swift"),
      encoding: .utf8)
    #expect(source.contains("@objc func handlePan(_ sender: PanGestureRecognizer)"))
    #expect(source.contains("PanGestureRecognizer(target: self, action: #selector(handlePan(_:)))"))
    #expect(source.contains("tap.addTarget(self, action: #selector(handleTap))"))
    #expect(
      source.contains(
        "delegate?.responds(to: #selector(CardDismissDelegate.cardWillDismiss(_:)))"))
    #expect(source.contains("@objc optional func cardWillDismiss"))
    #expect(source.contains("@objc dynamic var progress"))
  }

  @Test(
    "built through the plugin: actions reach their methods with their sender, responds(to:) answers"
  )
  func buildsAndRuns() throws {
    let app = try Self.app.get()
    #expect(app.status == 0, "\(app.buildOutput)")
    let run = try #require(app.run)
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        events: handlePan 40.0 from pan, handlePan 160.0 from pan, dismissing Photo, detail handleTap
        delegate calls: cardWillDismiss, cardDidDismiss
        kept card events: handlePan 160.0 from pan, kept
        preferred heights: presenter 320.0, keeper none
        responds to cardWillDismiss: presenter true, bystander false, keeper false
        card responds to: share true, closeCard: true, reset: true, handlePan: true, handleTap true, progress true, viewDidLoad false
        after perform: close, reset
        unknown selector sent: false
        wrong sender sent: true

        """)
    #expect(
      run.stderr.contains(
        "TransitionKit: selector 'vanish' sent to a 'DetailCardViewController': no such method "
          + "is registered, so nothing was called (is the method @objc, and its file translated "
          + "by transhost-objc-translate?)\n"))
    #expect(
      run.stderr.contains(
        "TransitionKit: selector 'handlePan:' sent to a 'DetailCardViewController': the method "
          + "takes a 'PanGestureRecognizer' and was sent a 'String', so nothing was called\n"))
  }

  @Test(
    "a type error, and a construct the translator refuses, fail the build at the user's file and line",
    arguments: [
      (
        "BrokenTypes", "UIKit/BrokenCard.swift",
        ":5:29: error: cannot convert value of type 'String' to specified type 'CGFloat'"
      ),
      (
        "Refused", "UIKit/Swizzling.swift",
        ":5:5: error: 'method_exchangeImplementations' changes methods at run time and needs the "
          + "Objective-C runtime, which Linux does not have; call the replacement method "
          + "directly instead of swizzling"
      ),
    ])
  func failuresPointAtTheUsersFile(target: String, file: String, message: String) throws {
    _ = try Self.app.get()
    let failed = try Self.build(["--target", target])
    let path = Self.fixture.appendingPathComponent("Sources/\(target)/\(file)").path
    #expect(failed.status != 0)
    #expect(failed.buildOutput.contains(path + message), "\(failed.buildOutput)")
    #expect(!failed.buildOutput.contains("Translated/"))
  }
}
