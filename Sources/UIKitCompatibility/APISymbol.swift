/// One public declaration of TransitionKit, as the compiler's symbol graph names it.
public struct APISymbol: Hashable, Sendable {
  /// What kind of declaration it is.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case `class`, `struct`, `enum`, `protocol`, typeAlias, associatedType
    case property, staticProperty, method, staticMethod, initializer, `case`
    case `operator`, subscriptMember, function, variable

    /// The symbol graph's identifier for the kind (`swift.type.property`), or nil for a
    /// kind the table does not list.
    public init?(symbolGraphIdentifier identifier: String) {
      switch identifier {
      case "swift.class": self = .class
      case "swift.struct": self = .struct
      case "swift.enum": self = .enum
      case "swift.protocol": self = .protocol
      case "swift.typealias": self = .typeAlias
      case "swift.associatedtype": self = .associatedType
      case "swift.property": self = .property
      case "swift.type.property": self = .staticProperty
      case "swift.method": self = .method
      case "swift.type.method": self = .staticMethod
      case "swift.init": self = .initializer
      case "swift.enum.case": self = .case
      case "swift.func.op": self = .operator
      case "swift.subscript", "swift.type.subscript": self = .subscriptMember
      case "swift.func": self = .function
      case "swift.var": self = .variable
      default: return nil
      }
    }

    /// Whether the declaration is a type, which the table gives a section of its own.
    public var isType: Bool {
      switch self {
      case .class, .struct, .enum, .protocol, .typeAlias: true
      default: false
      }
    }

    /// The SDK kinds (Apple's words) a declaration of this kind may match, or nil when
    /// any matches (a case may be a type property, an operator a function).
    public var sdkKinds: Set<String>? {
      switch self {
      case .class: ["Class"]
      case .struct: ["Structure"]
      case .enum: ["Enumeration"]
      case .protocol: ["Protocol"]
      case .property: ["Instance Property"]
      case .staticProperty: ["Type Property", "Case"]
      case .method: ["Instance Method"]
      case .staticMethod: ["Type Method"]
      default: nil
      }
    }

    /// How the table names the kind.
    public var label: String {
      switch self {
      case .class: "class"
      case .struct: "struct"
      case .enum: "enum"
      case .protocol: "protocol"
      case .typeAlias: "type alias"
      case .associatedType: "associated type"
      case .property: "property"
      case .staticProperty: "static property"
      case .method: "method"
      case .staticMethod: "static method"
      case .initializer: "initializer"
      case .case: "case"
      case .operator: "operator"
      case .subscriptMember: "subscript"
      case .function: "function"
      case .variable: "global"
      }
    }
  }

  /// The path from the top-level type: `["UIView", "AnimationOptions", "curveEaseIn"]`.
  public let path: [String]
  /// Its kind.
  public let kind: Kind
  /// The types it conforms to or inherits from, when it is a type (`NSObject`,
  /// `UIViewControllerAnimatedTransitioning`): UIKit declares their members on them.
  public let supertypes: [String]

  /// Creates a symbol.
  public init(path: [String], kind: Kind, supertypes: [String] = []) {
    self.path = path
    self.kind = kind
    self.supertypes = supertypes
  }

  /// The dotted Swift path: `UIView.AnimationOptions.curveEaseIn`.
  public var name: String { path.joined(separator: ".") }
}
