/// A method or property of a type, as the translator registers it.
struct Member {
  /// The Swift base name (`handlePan`).
  let name: String
  /// The argument labels (`_` for none), one per parameter; nil for a property.
  let labels: [String]?
  /// The parameters' types as written, one per parameter.
  let parameterTypes: [String]
  /// The name given by `@objc(name)`, if any.
  let rename: String?
  /// Whether it is marked `@objc`, `@IBAction`, `@IBOutlet`, `@IBInspectable` or `dynamic`.
  let isExposed: Bool
  /// Whether it is `static` or `class`.
  let isStatic: Bool

  /// The Objective-C name: the rename, or Swift's rule (`dismiss(animated:)` is
  /// `dismissWithAnimated:`, `handlePan(_:)` is `handlePan:`).
  var selectorName: String {
    if let rename { return rename }
    guard let labels, let first = labels.first else { return name }
    let head = first == "_" ? name + ":" : name + "With" + first.prefix(1).uppercased() + first.dropFirst() + ":"
    return head + labels.dropFirst().map { ($0 == "_" ? "" : $0) + ":" }.joined()
  }
}

/// A class, struct, enum, protocol or extension the scanner found.
struct TypeDeclaration {
  /// `class`, `struct`, `enum`, `protocol`, `extension` or `actor`.
  let keyword: String
  /// The name, qualified by enclosing types (`Outer.Inner`).
  let name: String
  /// The first type in its inheritance clause (a class's superclass, when a class).
  let firstInherited: String?
  /// Whether it has generic parameters.
  let isGeneric: Bool
  /// Whether it is `public` or `open`.
  let isPublic: Bool
  /// Whether it is marked `@objc`.
  let isObjC: Bool
  /// Whether it is marked `@objcMembers`.
  let isObjCMembers: Bool
  /// Where its keyword is, for diagnostics.
  let line: Int
  /// Where its keyword is, for diagnostics.
  let column: Int
  /// Its methods and properties.
  var members: [Member] = []
  /// Its optional requirements (a protocol's), each with the source text of its
  /// declaration after `optional` and its return type (nil for none).
  var optionalRequirements: [(member: Member, signature: String, returnType: String?)] = []
}
