/// One parameter of a method, as written.
struct Parameter: Equatable {
  /// The argument label (`_` for none).
  let label: String
  /// The name the body uses.
  let name: String
  /// The type as written (`UIPanGestureRecognizer`, `Any?`).
  let type: String
}

/// A method or property of a type, as the translator registers it.
struct Member {
  /// The Swift base name (`handlePan`).
  let name: String
  /// The parameters of a method; nil for a property.
  let parameters: [Parameter]?
  /// A method's return type as written, or a property's type; nil when none is written.
  let type: String?
  /// The name given by `@objc(name)`, if any.
  let rename: String?
  /// Whether it is marked `@objc`, `@IBAction`, `@IBOutlet` or `@IBInspectable`.
  let isExplicitlyObjC: Bool
  /// Whether it is `static` or `class`.
  let isStatic: Bool
  /// Whether it is an `optional` requirement of a protocol.
  let isOptional: Bool
  /// Why Objective-C could not call it (it is generic, throws, is async or takes an
  /// `inout` parameter), if so.
  let unrepresentable: String?
  /// The declaration's text from `func`/`var` to the end of its signature, without the
  /// attributes and modifiers before it (a protocol requirement's, for its default).
  let signature: String
  /// Where the declaration's keyword is, for diagnostics.
  let line: Int
  /// Where the declaration's keyword is, for diagnostics.
  let column: Int

  /// The argument labels of a method; nil for a property.
  var labels: [String]? { parameters?.map(\.label) }

  /// The Swift name: `handlePan(_:)`, `progress`.
  var swiftName: String {
    guard let labels else { return name }
    return name + "(" + labels.map { $0 + ":" }.joined() + ")"
  }

  /// The Objective-C name: the rename, or the one Swift infers (`handlePan(_:)` is
  /// `handlePan:`, `dismiss(animated:)` is `dismissWithAnimated:`, `move(to:)` is
  /// `moveTo:`).
  var selectorName: String { rename ?? Member.inferredSelector(name, labels: labels) }

  /// The Objective-C name Swift infers for a method `name` with `labels` (nil for a
  /// property, whose getter is named as it is): the first label joins the base name,
  /// after "With" unless either side of the join is a preposition; every later label
  /// is one piece.
  static func inferredSelector(_ name: String, labels: [String]?) -> String {
    guard let labels, let first = labels.first else { return name }
    var head = name
    if first != "_" {
      let joins =
        prepositions.contains(words(of: first).first ?? "")
        || prepositions.contains(words(of: name).last ?? "")
      head += (joins ? "" : "With") + first.prefix(1).uppercased() + first.dropFirst()
    }
    return head + ":" + labels.dropFirst().map { ($0 == "_" ? "" : $0) + ":" }.joined()
  }

  /// The prepositions Swift does not put "With" next to when it names a selector.
  static let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
    "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on",
    "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
  ]

  /// The camel-case words of `name`, lowercased: `animateAlongside` is `animate`,
  /// `alongside`.
  static func words(of name: String) -> [String] {
    var words: [String] = []
    for character in name {
      if character.isUppercase || words.isEmpty {
        words.append(String(character).lowercased())
      } else {
        words[words.count - 1].append(character)
      }
    }
    return words
  }
}

/// A class, struct, enum, protocol or extension the scanner found.
struct TypeDeclaration {
  /// `class`, `struct`, `enum`, `protocol`, `extension` or `actor`.
  let keyword: String
  /// The name, qualified by enclosing types (`Outer.Inner`).
  let name: String
  /// The types in its inheritance clause, as written (a class's superclass first).
  let inherited: [String]
  /// Whether it is `public` or `open`.
  let isPublic: Bool
  /// Whether it is marked `@objc` (or `@objc(Name)`).
  let isObjC: Bool
  /// Whether it is marked `@objcMembers`.
  let isObjCMembers: Bool
  /// Whether it is marked `@MainActor`.
  let isMainActor: Bool
  /// Where its keyword is, for diagnostics.
  let line: Int
  /// Where its keyword is, for diagnostics.
  let column: Int
  /// The significant positions (in its file) of its braces and what they hold.
  let body: ClosedRange<Int>
  /// Its methods and properties.
  var members: [Member] = []

  /// Whether it declares or extends a class (by keyword; an extension's type is looked
  /// up in the target).
  var isClassBody: Bool { keyword == "class" || keyword == "extension" }
}
