/// What the translator refuses (it needs the Objective-C runtime, or cannot be
/// translated soundly) or warns about; the wording lives here, in ``description``.
/// docs/OBJC.md lists each with its message.
public enum TranslationProblem: Equatable, Sendable, CustomStringConvertible {
  /// `observe(\.x)` or `addObserver(_:forKeyPath:...)`: the call as written.
  case keyValueObserving(call: String)
  /// A runtime function that swizzles or adds methods (`method_exchangeImplementations`).
  case swizzling(function: String)
  /// `objc_setAssociatedObject` or `objc_getAssociatedObject`.
  case associatedObject(function: String)
  /// `@NSManaged` on a property.
  case managedProperty
  /// `perform(_:with:afterDelay:)` and its kin (`afterDelay:`).
  case delayedPerform
  /// A `#selector(...)` that is not a method or property name: its text inside the parentheses.
  case untranslatableSelector(String)
  /// `#selector(setter: name)`.
  case setterSelector(property: String)
  /// A `#selector` naming a method or property the target declares without `@objc`.
  case notExposed(kind: String, name: String)
  /// An explicitly `@objc` method Objective-C could not call (generic, throwing, async,
  /// `inout`): its name and why.
  case unrepresentable(name: String, reason: String)
  /// `@objc` on a struct, an enum's or struct's members, or an actor: the keyword and the type.
  case objcOnValueType(keyword: String, type: String)
  /// `@objc` members in an extension of a type the target does not declare.
  case foreignExtension(type: String)
  /// An `optional` property requirement transhost cannot give a default: its name and why.
  case optionalProperty(name: String, reason: String)
  /// A read of an optional property requirement of a type that is not optional, from a
  /// value the translator cannot tell the type of: the property, its protocol and type.
  case optionalPropertyRead(name: String, protocolName: String, type: String)
  /// An override of `responds(to:)` or `forwardingTarget(for:)`.
  case runtimeOverride(name: String)
  /// `NSSelectorFromString` with a name known only at run time (a warning).
  case selectorFromString
  /// A `#selector` naming a method no translated file declares (a warning): the text and
  /// the selector's name.
  case undeclaredSelector(String, selector: String)
  /// An unqualified `#selector(name)` naming nothing the translated files declare: most
  /// often a typo, which iOS's compiler refuses too. The text, the selector's name, and
  /// the nearest name the target declares, when one is near.
  case unknownSelector(String, selector: String, suggestion: String?)

  /// Errors stop the build; warnings do not.
  public var severity: Diagnostic.Severity {
    switch self {
    case .selectorFromString, .undeclaredSelector: .warning
    default: .error
    }
  }

  /// The message the user sees after `error:` or `warning:`.
  public var description: String {
    let noRuntime = "needs the Objective-C runtime, which Linux does not have"
    switch self {
    case .keyValueObserving(let call):
      return "key-value observing ('\(call)') \(noRuntime); observe the property with didSet, "
        + "or call the code from its setter"
    case .swizzling(let function):
      return "'\(function)' changes methods at run time and \(noRuntime); call the replacement "
        + "method directly instead of swizzling"
    case .associatedObject(let function):
      return "'\(function)' \(noRuntime); keep the value in a stored property of your own class"
    case .managedProperty:
      return "'@NSManaged' needs Core Data's Objective-C runtime; store the property yourself"
    case .delayedPerform:
      return "'perform(_:with:afterDelay:)' needs a run loop, which transhost does not run; "
        + "call the method directly, or from an animation's completion"
    case .untranslatableSelector(let text):
      return "'#selector(\(text))' cannot be translated: write it as #selector(method), "
        + "#selector(method(_:)), #selector(Type.method(_:)) or #selector(getter: property)"
    case .setterSelector(let property):
      return "'#selector(setter: \(property))' is not supported: transhost registers no property "
        + "setters; name an @objc method that sets '\(property)' instead"
    case .notExposed(let kind, let name):
      return "argument of '#selector' refers to \(kind) '\(name)' that is not exposed to "
        + "Objective-C; add '@objc' to it"
    case .unrepresentable(let name, let reason):
      return "'@objc' method '\(name)' \(reason), so no selector can call it; remove '@objc', "
        + "or give the selector a plain method that calls it"
    case .objcOnValueType(let keyword, let type):
      return "'@objc' cannot be used in \(keyword) '\(type)': only classes, @objc protocols "
        + "and their members are exposed to Objective-C; make '\(type)' a class, or remove '@objc'"
    case .foreignExtension(let type):
      return "@objc members in an extension of '\(type)', a type this target does not "
        + "declare, cannot be registered for #selector or responds(to:); move them into "
        + "a class of the target (a subclass, or the object that is the target)"
    case .optionalProperty(let name, let reason):
      return "optional property requirement '\(name)' cannot be translated: \(reason)"
    case .optionalPropertyRead(let name, let protocolName, let type):
      return "'\(name)' is read from a value the translator cannot tell the type of: read from "
        + "a '\(protocolName)', it is an optional requirement ('\(type)?' on iOS, nil when the "
        + "conformer does not implement it) and must be rewritten; read it from a variable, "
        + "property or parameter declared as '\(protocolName)' or '\(protocolName)?' (or as the "
        + "class that implements it)"
    case .runtimeOverride(let name):
      return "'\(name)' cannot be overridden: transhost answers it from the methods the "
        + "translator registers; declare the methods you answer for as @objc instead"
    case .selectorFromString:
      return "NSSelectorFromString with a name known only at run time: it finds only methods "
        + "the translator registered (@objc, @IBAction, optional protocol requirements); "
        + "prefer #selector(method)"
    case .undeclaredSelector(let text, let selector):
      return "'#selector(\(text))' names '\(selector)', which no translated file of this "
        + "target declares: sending it calls nothing and responds(to:) answers false"
    case .unknownSelector(let text, let selector, let suggestion):
      let unknown =
        "'#selector(\(text))' names '\(selector)', but no translated file of this target "
        + "declares a method or property of that name"
      if let suggestion { return unknown + " (iOS refuses it too); did you mean '\(suggestion)'?" }
      return unknown + " (a typo? iOS refuses it too); name an @objc method of the target, or "
        + "qualify a UIKit one (#selector(UIView.layoutIfNeeded))"
    }
  }
}
