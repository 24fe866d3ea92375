import Foundation
import Testing
import TransitionKit

/// A class registered by hand as transhost-objc-translate registers one (docs/OBJC.md).
private class Handler: NSObject, SelectorMethodTable {
  var calls: [String] = []

  func handlePan(_ sender: Recognizer) { calls.append("handlePan \(sender.name)") }
  func handleTap() { calls.append("handleTap") }
  func title() -> NSString { "Card" }

  static let handlerMethods: [SelectorMethod] = [
    SelectorMethod("handlePan:") { target, argument in
      guard let target = target as? Handler else { return nil }
      guard let argument = argument as? Recognizer else {
        return SelectorMethod.argumentMismatch(
          "handlePan:", target: target, argument: argument, expected: "Recognizer")
      }
      return target.handlePan(argument) as Any
    },
    SelectorMethod("handleTap") { target, _ in (target as? Handler)?.handleTap() as Any? },
    SelectorMethod("title") { target, _ in (target as? Handler)?.title() as Any? },
  ]

  static func selectorMethods(of object: AnyObject) -> [SelectorMethod] {
    (object is SubHandler ? SubHandler.subMethods : []) + handlerMethods
  }
}

/// A subclass whose registration overrides one of its superclass's.
private final class SubHandler: Handler {
  func handleTapAgain() { calls.append("sub handleTap") }

  static let subMethods: [SelectorMethod] = [
    SelectorMethod("handleTap") { target, _ in (target as? SubHandler)?.handleTapAgain() as Any? }
  ]
}

/// A sender, as a gesture recognizer is.
private final class Recognizer {
  let name: String
  init(name: String) { self.name = name }
}

/// Selector's target-action, as TransitionKit's gesture recognizers use it:
/// `action.send(to: target as AnyObject, from: recognizer)`.
@Suite struct SelectorTests {
  @Test("send(to:from:) calls the named method with its sender")
  func sendsWithSender() {
    let handler = Handler()
    #expect(Selector("handlePan:").send(to: handler, from: Recognizer(name: "pan")))
    #expect(handler.calls == ["handlePan pan"])
  }

  @Test("a selector without a colon calls its method without the sender")
  func sendsWithoutArgument() {
    let handler = Handler()
    #expect(Selector("handleTap").send(to: handler, from: Recognizer(name: "tap")))
    #expect(handler.calls == ["handleTap"])
  }

  @Test("a subclass's registration is found before its superclass's")
  func subclassFirst() {
    let handler = SubHandler()
    Selector("handleTap").send(to: handler, from: nil)
    Selector("handlePan:").send(to: handler, from: Recognizer(name: "pan"))
    #expect(handler.calls == ["sub handleTap", "handlePan pan"])
  }

  @Test("an unregistered selector, or a sender of the wrong type, calls nothing")
  func refusedSends() {
    let handler = Handler()
    #expect(!Selector("vanish").send(to: handler, from: nil))
    #expect(Selector("handlePan:").send(to: handler, from: "not a recognizer"))
    #expect(handler.calls.isEmpty)
  }

  @Test(
    "responds(to:) answers from the registered methods",
    arguments: [("handlePan:", true), ("handleTap", true), ("handlePan", false), ("vanish", false)])
  func responds(name: String, expected: Bool) {
    #expect(Handler().responds(to: Selector(name)) == expected)
  }

  @Test("an object whose class registered nothing responds to nothing")
  func unregisteredClass() {
    #expect(!NSObject().responds(to: Selector("handleTap")))
    #expect(!UIView().responds(to: "layoutSubviews"))
  }

  @Test("perform(_:with:) calls the method and gives back an object it returns")
  func perform() {
    let handler = Handler()
    handler.perform(Selector("handlePan:"), with: Recognizer(name: "performed"))
    let title = handler.perform(Selector("title"))?.takeUnretainedValue() as? NSString
    #expect(handler.calls == ["handlePan performed"])
    #expect(title == "Card")
    #expect(handler.perform(Selector("vanish")) == nil)
  }

  @Test("a selector's name, as NSStringFromSelector gives it")
  func names() {
    let selector: Selector = "animateAlongside:completion:"
    #expect(NSStringFromSelector(selector) == "animateAlongside:completion:")
    #expect(NSSelectorFromString("handleTap") == Selector("handleTap"))
    #expect("\(Selector("handlePan:"))" == "handlePan:")
  }
}
