import Testing

@testable import ObjCTranslation

/// What the translator refuses (errors) and warns about, with the exact line the user
/// sees in `swift build`'s output: the user's file, line and column.
@Suite struct RefusalTests {
  @Test(
    "what needs the Objective-C runtime is refused at the user's file, line and column",
    arguments: [
      (
        "  func watch(_ card: Card) { token = card.observe(\\.progress) { _, _ in } }",
        "App/Card.swift:2:43: error: key-value observing ('observe(\\.…)') needs the Objective-C "
          + "runtime, which Linux does not have; observe the property with didSet, or call the code "
          + "from its setter"
      ),
      (
        "  func watch(_ card: Card) { card.addObserver(self, forKeyPath: \"progress\", options: [], context: nil) }",
        "App/Card.swift:2:35: error: key-value observing ('addObserver(_:forKeyPath:)') needs the "
          + "Objective-C runtime, which Linux does not have; observe the property with didSet, or "
          + "call the code from its setter"
      ),
      (
        "  func swap() { method_exchangeImplementations(a, b) }",
        "App/Card.swift:2:17: error: 'method_exchangeImplementations' changes methods at run time "
          + "and needs the Objective-C runtime, which Linux does not have; call the replacement "
          + "method directly instead of swizzling"
      ),
      (
        "  func add() { class_addMethod(Card.self, s, i, t) }",
        "App/Card.swift:2:16: error: 'class_addMethod' changes methods at run time and needs the "
          + "Objective-C runtime, which Linux does not have; call the replacement method directly "
          + "instead of swizzling"
      ),
      (
        "  func tag() { objc_setAssociatedObject(self, &key, 1, .OBJC_ASSOCIATION_RETAIN) }",
        "App/Card.swift:2:16: error: 'objc_setAssociatedObject' needs the Objective-C runtime, "
          + "which Linux does not have; keep the value in a stored property of your own class"
      ),
      (
        "  func later() { perform(#selector(share), with: nil, afterDelay: 0.3) }",
        "App/Card.swift:2:55: error: 'perform(_:with:afterDelay:)' needs a run loop, which "
          + "transhost does not run; call the method directly, or from an animation's completion"
      ),
      (
        "  func use() { _ = #selector(\"share\") }",
        "App/Card.swift:2:20: error: '#selector(\"share\")' cannot be translated: write it as "
          + "#selector(method), #selector(method(_:)), #selector(Type.method(_:)) or "
          + "#selector(getter: property)"
      ),
      (
        "  func use() { _ = #selector((Card.share) as (Card) -> () -> Void) }",
        "App/Card.swift:2:20: error: '#selector((Card.share) as (Card) -> () -> Void)' cannot be "
          + "translated: write it as #selector(method), #selector(method(_:)), "
          + "#selector(Type.method(_:)) or #selector(getter: property)"
      ),
      (
        "  func use() { _ = #selector(setter: progress) }",
        "App/Card.swift:2:20: error: '#selector(setter: progress)' is not supported: transhost "
          + "registers no property setters; name an @objc method that sets 'progress' instead"
      ),
      (
        "  func use() { _ = #selector(hidden) }\n  func hidden() {}",
        "App/Card.swift:2:20: error: argument of '#selector' refers to instance method 'hidden()' "
          + "that is not exposed to Objective-C; add '@objc' to it"
      ),
      (
        "  @objc func load() throws {}",
        "App/Card.swift:2:9: error: '@objc' method 'load()' throws, so no selector can call it; "
          + "remove '@objc', or give the selector a plain method that calls it"
      ),
      (
        "  @objc func show<T>(_ value: T) {}",
        "App/Card.swift:2:9: error: '@objc' method 'show(_:)' is generic, so no selector can call "
          + "it; remove '@objc', or give the selector a plain method that calls it"
      ),
      (
        "  @NSManaged var title: String",
        "App/Card.swift:2:14: error: '@NSManaged' needs Core Data's Objective-C runtime; store the "
          + "property yourself"
      ),
      (
        "  override func responds(to aSelector: Selector!) -> Bool { true }",
        "App/Card.swift:2:12: error: 'responds(to:)' cannot be overridden: transhost answers it "
          + "from the methods the translator registers; declare the methods you answer for as "
          + "@objc instead"
      ),
      (
        "  func act(_ name: String) { _ = NSSelectorFromString(name) }",
        "App/Card.swift:2:34: warning: NSSelectorFromString with a name known only at run time: it "
          + "finds only methods the translator registered (@objc, @IBAction, optional protocol "
          + "requirements); prefer #selector(method)"
      ),
      (
        "  func use() { _ = #selector(vanish) }",
        "App/Card.swift:2:20: error: '#selector(vanish)' names 'vanish', but no translated file "
          + "of this target declares a method or property of that name (a typo? iOS refuses it "
          + "too); name an @objc method of the target, or qualify a UIKit one "
          + "(#selector(UIView.layoutIfNeeded))"
      ),
      (
        "  func use() { _ = #selector(shar) }",
        "App/Card.swift:2:20: error: '#selector(shar)' names 'shar', but no translated file of "
          + "this target declares a method or property of that name (iOS refuses it too); did "
          + "you mean 'share'?"
      ),
      (
        "  func use() { _ = #selector(handlePann(_:)) }\n  @objc func handlePan(_ s: UIView) {}",
        "App/Card.swift:2:20: error: '#selector(handlePann(_:))' names 'handlePann:', but no "
          + "translated file of this target declares a method or property of that name (iOS "
          + "refuses it too); did you mean 'handlePan(_:)'?"
      ),
      (
        "  func use() { _ = #selector(hadnlePan) }\n  @objc func handlePan(_ s: UIView) {}",
        "App/Card.swift:2:20: error: '#selector(hadnlePan)' names 'hadnlePan', but no "
          + "translated file of this target declares a method or property of that name (iOS "
          + "refuses it too); did you mean 'handlePan'?"
      ),
      (
        "  func use() { _ = #selector(share(_:)) }",
        "App/Card.swift:2:20: error: '#selector(share(_:))' names 'share:', but no translated "
          + "file of this target declares a method or property of that name (iOS refuses it "
          + "too); did you mean 'share()'?"
      ),
      (
        "  func use() { _ = #selector(getter: progres) }\n  @objc var progress: CGFloat = 0",
        "App/Card.swift:2:20: error: '#selector(getter: progres)' names 'progres', but no "
          + "translated file of this target declares a method or property of that name (iOS "
          + "refuses it too); did you mean 'progress'?"
      ),
      (
        "  func use() { _ = #selector(UIViewController.viewDidLoad) }",
        "App/Card.swift:2:20: warning: '#selector(UIViewController.viewDidLoad)' names "
          + "'viewDidLoad', which no translated file of this target declares: sending it calls "
          + "nothing and responds(to:) answers false"
      ),
    ])
  func refused(line: String, message: String) {
    let result = translated("class Card: UIViewController {\n\(line)\n  @objc func share() {}\n}\n")
    #expect(result.diagnostics == [message])
  }

  @Test("NSSelectorFromString with a literal is a plain Selector, without a warning")
  func literalSelectorFromString() {
    #expect(translated("let s = NSSelectorFromString(\"share\")").diagnostics.isEmpty)
  }

  @Test("refusals in declarations: value types, foreign extensions, optional properties")
  func refusedDeclarations() {
    let source = """
      extension UIView {
        @objc func wiggle() {}
      }
      @objc protocol CardDelegate {
        @objc optional var tint: UIColor { get }
        @objc optional var height: CGFloat? { get set }
      }
      struct Badge {
        @objc func pulse() {}
      }
      @objc struct Size {}
      """
    #expect(
      translated(source).diagnostics == [
        "App/Card.swift:6:18: error: optional property requirement 'height' cannot be "
          + "translated: it is settable, and a conformer that does not implement it has nowhere "
          + "to store it; make it '{ get }', or non-optional",
        "App/Card.swift:9:9: error: '@objc' cannot be used in struct 'Badge': only classes, "
          + "@objc protocols and their members are exposed to Objective-C; make 'Badge' a class, "
          + "or remove '@objc'",
        "App/Card.swift:11:7: error: '@objc' cannot be used in struct 'Size': only classes, @objc "
          + "protocols and their members are exposed to Objective-C; make 'Size' a class, or "
          + "remove '@objc'",
        "App/Card.swift:1:1: error: @objc members in an extension of 'UIView', a type this target "
          + "does not declare, cannot be registered for #selector or responds(to:); move them into "
          + "a class of the target (a subclass, or the object that is the target)",
      ])
  }

  @Test(
    "a #selector naming a member whose declaration is refused adds no error of its own",
    arguments: [
      (
        "extension UIViewController {\n  @objc func tracked_viewWillAppear() {}\n}\n"
          + "let s = #selector(tracked_viewWillAppear)",
        "App/Card.swift:1:1: error: @objc members in an extension of 'UIViewController', a "
          + "type this target does not declare, cannot be registered for #selector or "
          + "responds(to:); move them into a class of the target (a subclass, or the object "
          + "that is the target)",
        "let s = Selector(\"tracked_viewWillAppear\")"
      ),
      (
        "@objc extension UIView {\n  func wiggle(_ times: Int) {}\n}\n"
          + "let s = #selector(UIView.wiggle(_:))",
        "App/Card.swift:1:7: error: @objc members in an extension of 'UIView', a type this "
          + "target does not declare, cannot be registered for #selector or responds(to:); move "
          + "them into a class of the target (a subclass, or the object that is the target)",
        "let s = Selector(\"wiggle:\")"
      ),
      (
        "class Card {\n  @objc func load() throws {}\n}\nlet s = #selector(Card.load)",
        "App/Card.swift:2:9: error: '@objc' method 'load()' throws, so no selector can call it; "
          + "remove '@objc', or give the selector a plain method that calls it",
        "let s = Selector(\"load\")"
      ),
      (
        "struct Badge {\n  @objc func pulse() {}\n}\nlet s = #selector(pulse)",
        "App/Card.swift:2:9: error: '@objc' cannot be used in struct 'Badge': only classes, "
          + "@objc protocols and their members are exposed to Objective-C; make 'Badge' a "
          + "class, or remove '@objc'",
        "let s = Selector(\"pulse\")"
      ),
    ])
  func selectorOfRefusedDeclaration(source: String, message: String, line: String) {
    let result = translated(source)
    #expect(result.diagnostics == [message])
    #expect(userLines(result.text)[3] == line)
  }

  @Test("the tool prints each diagnostic as the compiler does and fails on an error")
  func result() {
    let result = Translator.translate([
      Translator.Source(
        path: "/app/A.swift", text: "func f() { method_exchangeImplementations(a, b) }")
    ])
    #expect(result.failed)
    #expect(result.diagnostics.map(\.severity) == [.error])
    #expect(
      result.diagnostics.first?.problem == .swizzling(function: "method_exchangeImplementations"))
  }
}
