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
}
