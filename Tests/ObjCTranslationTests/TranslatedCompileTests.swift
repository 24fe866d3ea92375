import Foundation
import Testing
import TranshostTestSupport

@testable import ObjCTranslation

/// Translated copies type-check against transhost's UIKit module (the one a plugin
/// package compiles them with), in Swift 6 mode, and the compiler's errors name the
/// user's file and line.
@Suite struct TranslatedCompileTests {
  /// Translates `sources` (path, text) as one target, writes the copies to a scratch
  /// directory and type-checks them together; swiftc's exit status and output.
  static func typecheck(
    _ sources: [(String, String)], flags: [String] = []
  ) throws -> (status: Int32, output: String) {
    let result = Translator.translate(sources.map { Translator.Source(path: $0.0, text: $0.1) })
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let directory = try TestDirectory.make("objc-typecheck")
    var files: [String] = []
    for (index, text) in result.outputs.enumerated() {
      let file = directory.appendingPathComponent("\(index)_copy.swift")
      try text.write(to: file, atomically: true, encoding: .utf8)
      files.append(file.path)
    }
    let products = TestPaths.products
    let modulemap = products.appendingPathComponent("CTransitionABI.build/module.modulemap")
    let compile = try Subprocess.run(
      "/usr/bin/env",
      [
        "swiftc", "-typecheck", "-swift-version", "6", "-I",
        products.appendingPathComponent("Modules").path, "-Xcc",
        "-fmodule-map-file=\(modulemap.path)",
      ] + flags + files, timeout: 300)
    return (compile.status, compile.stdout + compile.stderr)
  }

  static let card =
    "import UIKit\n\n" + OptionalRequirementTests.delegateProtocol + """


      @objc enum Edge: Int { case left, right }

      class Card: UIViewController {
        @IBOutlet weak var handle: UIView?
        @objc private(set) dynamic var progress: CGFloat = 0
        weak var delegate: CardDelegate?

        @objc func handlePan(_ sender: UIView) {
          if delegate?.responds(to: #selector(CardDelegate.cardWillDismiss(_:))) == true {
            delegate?.cardWillDismiss?(self)
          }
          let allowed = delegate?.cardShouldDismiss?(self) ?? true
          let title = delegate?.title?(for: self) ?? "untitled"
          _ = (allowed, title, delegate?.accent)
          let actions = [
            #selector(handlePan(_:)), #selector(share), #selector(Card.close(_:)),
            #selector(move(to:with:)), #selector(getter: progress),
          ]
          _ = actions.map { responds(to: $0) }
          perform(#selector(share))
          perform(#selector(close(_:)), with: sender)
          _ = #keyPath(CALayer.opacity)
        }
        @objc func share() {}
        @objc(closeCard:) func close(_ sender: Any?) {}
        @objc func move(to point: CGPoint, with event: AnyObject?) {}
        @IBAction private func reset(_ sender: Any) {}
      }
      """

  static let others = """
    import UIKit

    final class DetailCard: Card {
      @objc func flip() {}
      override func share() {}
    }

    @objcMembers public class Handle: NSObject {
      public var length: CGFloat = 4
      public func wiggle(_ times: Int) {}
      func generic<T>(_ value: T) {}
    }

    final class Presenter: NSObject, CardDelegate {
      func cardDidDismiss(_ card: Card) {}
      func cardShouldDismiss(_ card: Card) -> Bool { false }
    }

    extension Card {
      @objc func slide() {}
    }

    @MainActor final class Tapper: NSObject {
      @objc var taps = 0
      @objc func tap(_ sender: UIView) { taps += 1 }
    }
    """

  @Test("every construct the translator handles type-checks once translated")
  func everythingCompiles() throws {
    let result = try Self.typecheck([
      ("App/Card.swift", Self.card), ("App/Others.swift", Self.others),
    ])
    #expect(result.status == 0, "\(result.output)")
    #expect(!result.output.contains("error:"))
  }

  @Test("an optional property's twin and the reads rewritten to it type-check")
  func optionalPropertyReadsCompile() throws {
    let result = try Self.typecheck([
      ("App/Drawer.swift", "import UIKit\n" + OptionalRequirementTests.drawer)
    ])
    #expect(result.status == 0, "\(result.output)")
  }

  /// A drawer as iOS code has one: an `@objc` delegate protocol refining
  /// NSObjectProtocol that a view controller adopts, and UIResponder overrides.
  static let responderDrawer = """
    import UIKit

    @objc protocol DrawerDelegate: NSObjectProtocol {
      func drawerDidOpen(_ drawer: DrawerView)
      @objc optional func drawerWillClose(_ drawer: DrawerView)
    }

    final class DrawerView: UIView {
      weak var delegate: DrawerDelegate?

      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        delegate?.drawerDidOpen(self)
      }

      override var next: UIResponder? { super.next }
      override var canBecomeFirstResponder: Bool { true }
      override var description: String { "drawer" }
      override func isEqual(_ object: Any?) -> Bool { super.isEqual(object) }
      override var hash: Int { super.hash }
    }

    final class DrawerController: UIViewController, DrawerDelegate {
      func drawerDidOpen(_ drawer: DrawerView) {
        _ = drawer.becomeFirstResponder()
        let object: NSObject = drawer
        _ = object.isEqual(view as NSObject)
        if delegateCanClose(self) { drawer.delegate?.drawerWillClose?(drawer) }
      }

      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
      }

      private func delegateCanClose(_ delegate: DrawerDelegate) -> Bool {
        delegate.responds(to: #selector(DrawerDelegate.drawerWillClose(_:)))
      }
    }
    """

  @Test("a controller adopts an @objc NSObjectProtocol delegate; responder overrides compile")
  func responderAppCodeCompiles() throws {
    let result = try Self.typecheck([("App/Drawer.swift", Self.responderDrawer)])
    #expect(result.status == 0, "\(result.output)")
  }

  @Test("a type error in a translated copy is reported at the user's file and line")
  func errorsPointAtTheUsersFile() throws {
    let broken = Self.card.replacingOccurrences(
      of: "@objc func share() {}", with: "@objc func share() { let n: Int = \"no\" }")
    let result = try Self.typecheck([("/app/Card.swift", broken)])
    #expect(result.status != 0)
    #expect(
      result.output.contains(
        "/app/Card.swift:34:37: error: cannot convert value of type 'String' to specified type 'Int'"
      ),
      "\(result.output)")
    #expect(!result.output.contains("0_copy.swift:"))
  }
}
