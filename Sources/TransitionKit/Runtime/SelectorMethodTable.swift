import Foundation
import Synchronization

/// A class hierarchy whose methods the translator registered (docs/OBJC.md): its root
/// class in the translated target conforms, and answers for every subclass the target
/// declares. App code does not conform by hand.
public protocol SelectorMethodTable: SelectorResponding {
  /// The methods `object` (an instance of the conforming class or of a subclass)
  /// declares, its own class's first, then each superclass's.
  static func selectorMethods(of object: AnyObject) -> [SelectorMethod]
}

/// How selectors find the registered methods of an object.
enum SelectorLookup {
  /// The registered method `selector` names on `target`, if its class registered one.
  static func method(named selector: Selector, of target: AnyObject) -> SelectorMethod? {
    guard let table = type(of: target) as? any SelectorMethodTable.Type else { return nil }
    return table.selectorMethods(of: target).first { $0.selector == selector }
  }

  /// Reports, once per selector and class, a selector sent to an object that has no
  /// such registered method (where UIKit raises "unrecognized selector sent to instance").
  static func reportUnrecognized(_ selector: Selector, target: AnyObject) {
    report(
      selector, target: target,
      "no such method is registered, so nothing was called (is the method @objc, and its "
        + "file translated by transhost-objc-translate?)")
  }

  /// Reports `problem` with `selector` sent to `target`, once per selector and class: to
  /// the plugin session's log when there is one, else to standard error.
  static func report(_ selector: Selector, target: AnyObject, _ problem: String) {
    let type = String(describing: Swift.type(of: target))
    let message = "TransitionKit: selector '\(selector.name)' sent to a '\(type)': \(problem)"
    let key = "selector \(type) \(selector.name)"
    if let session = PluginSession.current {
      session.logOnce(key, message)
    } else if reportedOutsideSessions.withLock({ $0.insert(key).inserted }) {
      let line = message + "\n"
      _ = line.withCString { write(2, $0, strlen($0)) }
    }
  }

  /// What was reported to standard error, outside any plugin session (once each).
  static let reportedOutsideSessions = Mutex<Set<String>>([])
}

/// An object that answers `responds(to:)` and `perform(_:with:)` from the methods the
/// translator registered for its class (``SelectorMethodTable``). Protocols the
/// translator took `@objc` off inherit it, so `delegate?.responds(to: #selector(...))`
/// compiles for any delegate. Mirrors the Objective-C half of `NSObjectProtocol`.
public protocol SelectorResponding: AnyObject {}

extension SelectorResponding {
  /// Whether this object's class (or a superclass) declares the method `selector`
  /// names: one the translator registered (an `@objc` method, an `@IBAction`, or an
  /// optional protocol requirement the class implements). Mirrors
  /// `NSObjectProtocol.responds(to:)`.
  public func responds(to selector: Selector) -> Bool {
    SelectorLookup.method(named: selector, of: self) != nil
  }

  /// Calls the method `selector` names with `object` as its argument (none for a
  /// method without one); what it returned, when that was an object. An unregistered
  /// selector is reported and nothing is called. The result stays alive until 64 more
  /// have been returned, as an autorelease pool keeps it on iOS. Mirrors
  /// `NSObjectProtocol.perform(_:with:)`.
  @discardableResult
  public func perform(_ selector: Selector, with object: Any? = nil) -> Unmanaged<AnyObject>? {
    guard let method = SelectorLookup.method(named: selector, of: self) else {
      SelectorLookup.reportUnrecognized(selector, target: self)
      return nil
    }
    guard let result = method.call(self, object), type(of: result) is AnyClass else { return nil }
    let returned = result as AnyObject
    SelectorLookup.keepAlive(returned)
    return Unmanaged.passUnretained(returned)
  }
}

extension SelectorLookup {
  /// How many of the objects `perform(_:with:)` returned are kept alive.
  static let keptResultCount = 64

  /// The objects `perform(_:with:)` returned most recently: an `Unmanaged` result is not
  /// retained, and on iOS an autorelease pool keeps it alive until it drains; here the
  /// last ``keptResultCount`` stay alive, so `takeUnretainedValue()` on a fresh result
  /// is safe.
  static let keptResults = Mutex<[KeptResult]>([])

  /// A returned object, only held (never used), so it may cross threads.
  struct KeptResult: @unchecked Sendable {
    let object: AnyObject
  }

  /// Keeps `object` alive until ``keptResultCount`` more results have been returned.
  static func keepAlive(_ object: AnyObject) {
    let result = KeptResult(object: object)
    keptResults.withLock { kept in
      kept.append(result)
      if kept.count > keptResultCount { kept.removeFirst(kept.count - keptResultCount) }
    }
  }
}
