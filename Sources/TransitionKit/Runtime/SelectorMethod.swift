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
