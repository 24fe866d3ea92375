import Testing

@testable import ObjCTranslation

/// `@objc` protocols with `optional` requirements: each requirement stays a requirement
/// with a default in a protocol extension, conformers register what they implement, and
/// calls written with `?` behave as on iOS.
@Suite struct OptionalRequirementTests {
  /// A delegate protocol with each kind of optional requirement.
  static let delegateProtocol = """
    @objc protocol CardDelegate: AnyObject {
      func cardDidDismiss(_ card: Card)
      @objc optional func cardWillDismiss(_ card: Card)
      @objc optional func title(for card: Card) -> String?
      @objc optional func cardShouldDismiss(_ card: Card) -> Bool
      @objc optional var accent: UIColor? { get }
    }
    """

  static let source =
    delegateProtocol + """

      final class Presenter: NSObject, CardDelegate {
        func cardDidDismiss(_ card: Card) {}
        func cardWillDismiss(_ card: Card) {}
      }
      final class Bystander: NSObject {
        func cardWillDismiss(_ card: Card) {}
      }
      func notify(_ delegate: CardDelegate?, _ card: Card) {
        if delegate?.responds(to: #selector(CardDelegate.cardWillDismiss(_:))) == true {
          delegate?.cardWillDismiss?(card)
        }
        let allowed = delegate?.cardShouldDismiss?(card) ?? true
        delegate!.cardWillDismiss!(card)
      }
      """

  @Test(
    "the protocol keeps its requirements, without @objc and optional, and inherits SelectorResponding"
  )
  func requirements() {
    let lines = userLines(translated(Self.source).text)
    #expect(lines[0] == "      protocol CardDelegate: AnyObject, SelectorResponding {")
    #expect(lines[2] == "                 func cardWillDismiss(_ card: Card)")
    #expect(lines[5] == "                 var accent: UIColor? { get }")
  }

  @Test("a protocol with no inheritance clause gets one")
  func protocolWithoutInheritance() {
    let lines = userLines(translated("@objc protocol Listener {\n  func heard()\n}").text)
    #expect(lines[0] == "      protocol Listener: SelectorResponding {")
  }

  @Test("calls with ? or ! lose it; a value-returning requirement is called through its twin")
  func callSites() {
    let result = translated(Self.source)
    let lines = userLines(result.text)
    #expect(lines[15] == "  if delegate?.responds(to: Selector(\"cardWillDismiss:\")) == true {")
    #expect(lines[16] == "    delegate?.cardWillDismiss (card)")
    #expect(
      lines[18]
        == "  let allowed = delegate?.__transhostIfImplemented_cardShouldDismiss (card) ?? true")
    #expect(lines[19] == "  delegate!.cardWillDismiss (card)")
    #expect(result.diagnostics.isEmpty)
  }

  @Test("defaults: nothing, nil, a twin that asks responds(to:), and nil for an optional property")
  func defaults() {
    #expect(
      translated(Self.source).text.hasSuffix(
        """
        extension CardDelegate {
          func cardWillDismiss(_ card: Card) {}
          func title(for card: Card) -> String? { nil }
          func cardShouldDismiss(_ card: Card) -> Bool { fatalError("optional requirement 'cardShouldDismiss(_:)' of 'CardDelegate' called with '!' on a conformer that does not implement it") }
          func __transhostIfImplemented_cardShouldDismiss(_ card: Card) -> (Bool)? {
            responds(to: Selector("cardShouldDismiss:")) ? cardShouldDismiss(card) : nil
          }
          var accent: UIColor? { nil }
        }

        """))
  }

  @Test("a conformer registers the requirements it implements; a non-conformer does not")
  func conformers() {
    let code = generated(translated(Self.source).text)
    #expect(code.contains("extension Presenter: SelectorMethodTable"))
    #expect(code.contains("SelectorMethod(\"cardWillDismiss:\")"))
    #expect(code.contains("SelectorMethod(\"cardDidDismiss:\")"))
    #expect(!code.contains("Bystander"))
  }

  @Test("a conformance declared in an extension, and a requirement renamed with @objc(name:)")
  func extensionConformanceAndRename() {
    let source = """
      @objc protocol Listener {
        @objc(listenerDidHear:) optional func heard(_ sound: String)
      }
      final class Ear {}
      extension Ear: Listener {
        func heard(_ sound: String) {}
      }
      let s = #selector(Listener.heard(_:))
      """
    let result = translated(source)
    #expect(generated(result.text).contains("SelectorMethod(\"listenerDidHear:\")"))
    #expect(userLines(result.text)[7] == "let s = Selector(\"listenerDidHear:\")")
  }

  @Test("a public protocol's defaults are public")
  func publicDefaults() {
    let text = translated("@objc public protocol P {\n  @objc optional func f()\n}\n").text
    #expect(text.contains("extension P {\n  public func f() {}\n}"))
  }

  /// A protocol with an optional property of a type that is not optional, its reads from
  /// values of each kind the translator tells apart, and one it cannot tell.
  static let drawer = """
    @objc protocol DrawerDelegate: AnyObject {
      @objc optional var drawerPreferredHeight: CGFloat { get }
    }
    final class Sheet: NSObject, DrawerDelegate {
      var drawerPreferredHeight: CGFloat { 300 }
      func twice() -> CGFloat { self.drawerPreferredHeight + drawerPreferredHeight }
    }
    final class Drawer {
      weak var delegate: DrawerDelegate?
      func height(_ other: any DrawerDelegate, sheet: Sheet) -> CGFloat {
        let a = delegate?.drawerPreferredHeight ?? 200
        let b = other.drawerPreferredHeight ?? 100
        if let d = delegate, let h = d.drawerPreferredHeight { return h + a + b }
        return sheet.drawerPreferredHeight + (delegate!.drawerPreferredHeight ?? 0)
      }
    }
    extension DrawerDelegate {
      var doubled: CGFloat? { drawerPreferredHeight.map { $0 * 2 } }
      var again: CGFloat? { self.drawerPreferredHeight }
    }
    let key = \\DrawerDelegate.drawerPreferredHeight
    let getter = #selector(getter: DrawerDelegate.drawerPreferredHeight)
    """

  @Test("an optional property of a type that is not optional: a requirement and a twin")
  func optionalPropertyTwin() {
    let result = translated(Self.drawer)
    #expect(result.diagnostics.isEmpty)
    #expect(
      result.text.hasSuffix(
        """
        extension DrawerDelegate {
          var drawerPreferredHeight: CGFloat { fatalError("optional requirement 'drawerPreferredHeight' of 'DrawerDelegate' read on a conformer that does not implement it, where the translator did not rewrite the read") }
          var __transhostIfImplemented_drawerPreferredHeight: (CGFloat)? {
            responds(to: Selector("drawerPreferredHeight")) ? drawerPreferredHeight : nil
          }
        }

        """))
    #expect(generated(result.text).contains("SelectorMethod(\"drawerPreferredHeight\")"))
  }

  @Test("reads from values of the protocol go through the twin; a conformer's stay")
  func optionalPropertyReads() {
    let lines = userLines(translated(Self.drawer).text)
    let twin = "__transhostIfImplemented_drawerPreferredHeight"
    #expect(lines[1] == "                 var drawerPreferredHeight: CGFloat { get }")
    #expect(
      lines[5] == "  func twice() -> CGFloat { self.drawerPreferredHeight + drawerPreferredHeight }"
    )
    #expect(lines[10] == "    let a = delegate?.\(twin) ?? 200")
    #expect(lines[11] == "    let b = other.\(twin) ?? 100")
    #expect(lines[12] == "    if let d = delegate, let h = d.\(twin) { return h + a + b }")
    #expect(lines[13] == "    return sheet.drawerPreferredHeight + (delegate!.\(twin) ?? 0)")
    #expect(lines[17] == "  var doubled: CGFloat? { \(twin).map { $0 * 2 } }")
    #expect(lines[18] == "  var again: CGFloat? { self.\(twin) }")
    #expect(lines[20] == "let key = \\DrawerDelegate.\(twin)")
    #expect(lines[21] == "let getter = Selector(\"drawerPreferredHeight\")")
  }

  @Test(
    "a read from a value the translator cannot tell the type of is refused",
    arguments: [
      "func f(_ items: [DrawerDelegate]) -> CGFloat? { items.first?.drawerPreferredHeight }",
      "func f(_ make: () -> DrawerDelegate) -> CGFloat? { make().drawerPreferredHeight }",
      "func f<T: DrawerDelegate>(_ t: T) -> CGFloat? { t.drawerPreferredHeight }",
    ])
  func unknownReceiver(line: String) throws {
    let source =
      "@objc protocol DrawerDelegate {\n  @objc optional var drawerPreferredHeight: "
      + "CGFloat { get }\n}\n" + line
    let column = try #require(line.range(of: "drawerPreferredHeight")).lowerBound
    #expect(
      translated(source).diagnostics == [
        "App/Card.swift:4:\(line.distance(from: line.startIndex, to: column) + 1): error: "
          + "'drawerPreferredHeight' is read from a value the translator cannot tell the type "
          + "of: read from a 'DrawerDelegate', it is an optional requirement ('CGFloat?' on iOS, "
          + "nil when the conformer does not implement it) and must be rewritten; read it from a "
          + "variable, property or parameter declared as 'DrawerDelegate' or 'DrawerDelegate?' "
          + "(or as the class that implements it)"
      ])
  }
}
