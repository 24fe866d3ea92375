/// One method a type declares that a ``Selector`` can call: its selector and how to call
/// it on a target with one argument (the sender, or `perform(_:with:)`'s object). The
/// translator (docs/OBJC.md) generates these; app code does not write them.
public struct SelectorMethod: Sendable {
  /// The selector that names the method.
  public let selector: Selector
  /// Calls the method on the target with the argument; the method's result, if any.
  let call: @Sendable (AnyObject, Any?) -> Any?

  /// The method `name` (its Objective-C name, `handlePan:`), called by `call` with the
  /// target and the argument.
  public init(_ name: String, call: @escaping @Sendable (AnyObject, Any?) -> Any?) {
    self.selector = Selector(name)
    self.call = call
  }
}

extension SelectorMethod {
  /// Reports, once per selector and class, that `selector` reached a method of `target`
  /// whose parameter is an `expected` with an argument that is not one (where
  /// Objective-C would call the method with the wrong object); nothing is called. The
  /// translator's generated entries call it; app code does not.
  public static func argumentMismatch(
    _ selector: String, target: AnyObject, argument: Any?, expected: String
  ) -> Any? {
    let given = argument.map { "a '\(type(of: $0))'" } ?? "nil"
    SelectorLookup.report(
      Selector(selector), target: target,
      "the method takes a '\(expected)' and was sent \(given), so nothing was called")
    return nil
  }

  /// Reports, once per selector and class, that `selector` names a method of `target`
  /// with `count` parameters, more than the one argument a selector sends (the sender,
  /// or `perform(_:with:)`'s object), the later ones not optional; nothing is called.
  /// The translator's generated entries call it; app code does not.
  public static func tooManyParameters(_ selector: String, target: AnyObject, count: Int) -> Any? {
    SelectorLookup.report(
      Selector(selector), target: target,
      "the method has \(count) parameters and a selector sends one argument, so nothing was "
        + "called (give the later parameters optional types, or call the method yourself)")
    return nil
  }
}
