import Foundation
import Testing
import TransitionEngine

@testable import TransitionScript

/// Each catalogued pitfall, committed by an in-process animator (``PitfallAnimator``) in a
/// script: `run` names it by id at the script line that was running, with the animator,
/// the cause and the fix; the correct animator in the same script gets no warning.
@Suite struct ScriptRunnerPitfallTests {
  /// A scene for each pitfall: the script (with `DELEGATE` where the delegate goes) and
  /// the line the warning names.
  struct Scene: Sendable, CustomStringConvertible {
    let pitfall: Pitfall
    let lines: [String]
    let line: Int
    var description: String { pitfall.id }
  }

  static let head = ["controller home color white", "controller detail color blue", "root home"]
  static let presented = head + ["present detail from home style custom with delegate DELEGATE"]

  static let scenes: [Scene] = [
    Scene(
      pitfall: .blackScreen,
      lines: presented + ["settle", "dismiss detail with delegate DELEGATE"], line: 6),
    Scene(pitfall: .noComplete, lines: presented + ["settle"], line: 5),
    Scene(
      pitfall: .completeTrueOnCancel,
      lines: presented + [
        "settle", "interactive dismiss detail with delegate DELEGATE", "update 0.3", "cancel",
        "settle",
      ], line: 9),
    Scene(
      pitfall: .cancelCleanup,
      lines: presented + [
        "settle", "interactive dismiss detail with delegate DELEGATE", "update 0.3", "cancel",
        "settle",
      ], line: 9),
    Scene(pitfall: .blankSnapshot, lines: presented + ["settle"], line: 4),
    Scene(pitfall: .snapBack, lines: presented + ["wait 0.3", "settle"], line: 5),
    Scene(pitfall: .caSpringCut, lines: presented + ["settle"], line: 4),
    Scene(
      pitfall: .newInterruptible,
      lines: presented + [
        "settle", "interactive dismiss detail with delegate DELEGATE", "update 0.3", "finish",
        "settle",
      ], line: 8),
  ]

  static func lines(_ scene: Scene, delegate: String) -> [String] {
    scene.lines.map { $0.replacingOccurrences(of: "DELEGATE", with: delegate) }
  }

  @Test(
    "an animator that commits the pitfall gets a warning with its id, line, cause and fix",
    arguments: scenes)
  func committed(_ scene: Scene) throws {
    let pitfall = scene.pitfall
    let report = try ScriptTesting.runWithPitfalls(
      Self.lines(scene, delegate: "pitfall.\(pitfall.id)"))
    let lead = "  warning[\(pitfall.id)] line \(scene.line) "
    let index = try #require(
      report.lines.firstIndex { $0.hasPrefix(lead) },
      "no warning at line \(scene.line) in \(report.lines)")
    #expect(report.lines[index].contains("animator 'pitfall.\(pitfall.id)' "))
    #expect(report.lines[index + 1] == "    cause: \(pitfall.cause)")
    #expect(report.lines[index + 2] == "    fix: \(pitfall.fix) (docs/pitfalls/\(pitfall.id).md)")
    let json = try #require(
      report.json.map(\.text).first { $0.contains("\"id\":\"\(pitfall.id)\"") })
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["type"] as? String == "warning")
    #expect(object["line"] as? Int == scene.line)
    #expect(object["animator"] as? String == "pitfall.\(pitfall.id)")
    #expect(object["plugin"] is NSNull)
    #expect(object["fix"] as? String == pitfall.fix)
    #expect(object["docs"] as? String == "docs/pitfalls/\(pitfall.id).md")
  }

  @Test("the correct animator in the same scene gets no warning", arguments: scenes)
  func correct(_ scene: Scene) throws {
    let report = try ScriptTesting.runWithPitfalls(Self.lines(scene, delegate: "pitfall.correct"))
    #expect(report.lines.filter { $0.contains("warning") } == [])
  }

  @Test("the black screen names the presenter's view and the dismissal, in that order of words")
  func blackScreenText() throws {
    let report = try ScriptTesting.runWithPitfalls(
      Self.presented.map {
        $0.replacingOccurrences(of: "DELEGATE", with: "pitfall.TK-BLACK-SCREEN")
      }
        + ["settle", "dismiss detail with delegate pitfall.TK-BLACK-SCREEN"])
    let warning = try #require(report.lines.first { $0.hasPrefix("  warning[") })
    #expect(
      warning.hasPrefix(
        "  warning[TK-BLACK-SCREEN] line 6 (transition 2): animator 'pitfall.TK-BLACK-SCREEN' "
          + "added 'home#"))
    #expect(
      warning.hasSuffix(
        "', the view of viewController(forKey: .to), to the container of dismiss detail to home "
          + "(custom), although view(forKey: .to) is nil"))
  }

  @Test("a second presentation from a busy controller is the app's pitfall: no animator is named")
  func doublePresent() throws {
    let report = try ScriptTesting.runWithPitfalls(
      Self.head + [
        "controller other", "present detail from home style custom with delegate pitfall.correct",
        "settle", "present other from home style custom with delegate pitfall.correct",
      ])
    #expect(
      report.lines.contains(
        "  warning[TK-DOUBLE-PRESENT] line 7: attempt to present 'other' on 'home', which is "
          + "already presenting 'detail'; dismiss it first or present from 'detail'"))
    #expect(
      report.lines.contains(
        "    fix: \(Pitfall.doublePresent.fix) (docs/pitfalls/TK-DOUBLE-PRESENT.md)"))
  }
}
