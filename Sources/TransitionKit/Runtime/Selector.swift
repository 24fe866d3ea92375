import Foundation

/// Names a method, as `#selector(...)` and `Selector("name:")` do in UIKit code. Swift on
/// Linux has no Objective-C runtime, so transhost's translator
/// (`transhost-objc-translate`, docs/OBJC.md) turns every `#selector(...)` into one of
/// these, named as Objective-C names the method (`handlePan:`, `dismiss(animated:)` as
/// `dismissAnimated:`), and registers the methods each type declares with
/// ``SelectorMethodTable``: a selector then calls the named method on a target with its
/// sender (``send(to:from:)``), and ``SelectorResponding/responds(to:)`` answers from the
/// registered methods. Mirrors Objective-C's `Selector`.
public struct Selector: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The Objective-C name: the base name, then one colon per argument
  /// (`handlePan:`, `animateAlongside:completion:`).
  public let name: String

  /// A selector named `name`. Mirrors `Selector(_:)`.
  public init(_ name: String) { self.name = name }

  /// A selector named by a string literal: `let action: Selector = "handleTap:"`.
  public init(stringLiteral name: String) { self.name = name }

  /// The name, as `NSStringFromSelector` gives it.
  public var description: String { name }

  /// Calls the method this selector names on `target` with `sender` as its argument, as
  /// UIKit's target-action does (`UIApplication.sendAction(_:to:from:for:)`); whether a
  /// method was found and called. A target that registered no such method (its file
  /// was not translated, or the method is not `@objc`) is reported, once per selector,
  /// and nothing is called.
  @discardableResult
  public func send(to target: AnyObject, from sender: Any?) -> Bool {
    guard let method = SelectorLookup.method(named: self, of: target) else {
      SelectorLookup.reportUnrecognized(self, target: target)
      return false
    }
    _ = method.call(target, sender)
    return true
  }
}

/// Mirrors `NSSelectorFromString(_:)`: the selector named `name`.
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

/// Mirrors `NSStringFromSelector(_:)`: the selector's name.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }
