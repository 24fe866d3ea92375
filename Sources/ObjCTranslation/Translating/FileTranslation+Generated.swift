extension FileTranslation {
  /// The code this file adds after its `#sourceLocation()`: each class's registered
  /// members, the root classes' `SelectorMethodTable` conformances, the defaults (and
  /// if-implemented twins) of optional protocol requirements, and the twins of the UIKit
  /// optional properties the file reads.
  func generatedCode() -> String {
    var code = ""
    for name in Set(target.files[fileIndex].map(\.name)).sorted() where target.isClass(name) {
      let members = target.registered(name, inFile: fileIndex)
      if !members.isEmpty {
        code += "extension \(name) {\n"
        let isolation = target.isMainActor(name) ? "nonisolated " : ""
        code += "  \(isolation)static var \(tableName(name, fileIndex)): [SelectorMethod] {\n"
        code += "    [\n"
        for (member, selector) in members {
          code += "      " + entry(member, selector: selector, of: name) + ",\n"
        }
        code += "    ]\n  }\n}\n"
      }
      let declaresClass = target.files[fileIndex].contains {
        $0.name == name && $0.keyword == "class"
      }
      let tables = target.tables(under: name)
      if declaresClass, target.userSuperclass(of: name) == nil, !tables.isEmpty {
        let isPublic = target.files.joined().contains {
          $0.name == name && $0.keyword == "class" && $0.isPublic
        }
        code += "extension \(name): SelectorMethodTable {\n"
        code += "  \(isPublic ? "public " : "")\(target.isMainActor(name) ? "nonisolated " : "")"
        code += "static func selectorMethods(of object: AnyObject)"
        code += " -> [SelectorMethod] {\n    var methods: [SelectorMethod] = []\n"
        for table in tables {
          code += "    if object is \(table.name) { methods += "
          code += "\(table.name).\(tableName(table.name, table.file)) }\n"
        }
        code += "    return methods\n  }\n}\n"
      }
    }
    for type in target.files[fileIndex] where type.keyword == "protocol" && type.isObjC {
      let optionals = type.members.filter(\.isOptional)
      guard !optionals.isEmpty else { continue }
      let access = type.isPublic ? "public " : ""
      code += "extension \(type.name) {\n"
      for requirement in optionals {
        code += "  \(access)\(requirement.signature.trimmingSpaces) "
        code += defaultBody(requirement, of: type.name) + "\n"
        if requirement.parameters == nil, requirement.needsIfImplementedTwin,
          let type = requirement.type
        {
          code += "  \(access)var \(Self.ifImplementedPrefix)\(requirement.name): (\(type))? {\n"
          code += "    responds(to: Selector(\"\(requirement.selectorName)\")) ? "
          code += "\(requirement.name) : nil\n  }\n"
        }
        if requirement.returnsValue, let parameters = requirement.parameters,
          let returnType = requirement.type
        {
          let declared = parameters.map {
            ($0.label == $0.name ? $0.name : "\($0.label) \($0.name)") + ": " + $0.type
          }
          let passed = parameters.map { $0.label == "_" ? $0.name : "\($0.label): \($0.name)" }
          code += "  \(access)func \(Self.ifImplementedPrefix)\(requirement.name)("
          code += declared.joined(separator: ", ") + ") -> (\(returnType))? {\n"
          code += "    responds(to: Selector(\"\(requirement.selectorName)\")) ? "
          code += "\(requirement.name)(\(passed.joined(separator: ", "))) : nil\n  }\n"
        }
      }
      code += "}\n"
    }
    let twins = uikitTwins.compactMap { name in
      UIKitOptionalRequirements.properties[name].map { (name, $0.protocolName, $0.type) }
    }
    for protocolName in Set(twins.map(\.1)).sorted() {
      // fileprivate: each file that reads one declares its own.
      code += "fileprivate extension \(protocolName) {\n"
      for (name, owner, type) in twins.sorted(by: { $0.0 < $1.0 }) where owner == protocolName {
        code += "  var \(Self.ifImplementedPrefix)\(name): (\(type))? { \(name) }\n"
      }
      code += "}\n"
    }
    return code
  }

  /// The body of an optional requirement's default: nothing, nil, or (for a value no
  /// default can give, reached only by a call with `!` to a conformer that does not
  /// implement it, where iOS stops too, or by a read of a property the translator left
  /// as written) a stop that says so.
  func defaultBody(_ requirement: Member, of protocolName: String) -> String {
    guard requirement.parameters != nil else {
      guard requirement.needsIfImplementedTwin else { return "{ nil }" }
      return "{ fatalError(\"optional requirement '\(requirement.name)' of '\(protocolName)' "
        + "read on a conformer that does not implement it, where the translator did not "
        + "rewrite the read\") }"
    }
    guard requirement.returnsValue else {
      return requirement.type.map { $0.hasSuffix("?") || $0.hasSuffix("!") } == true
        ? "{ nil }" : "{}"
    }
    return "{ fatalError(\"optional requirement '\(requirement.swiftName)' of '\(protocolName)' "
      + "called with '!' on a conformer that does not implement it\") }"
  }

  func tableName(_ name: String, _ file: Int) -> String {
    "__transhostSelectors_\(name.replacingDots)_\(file)"
  }

  /// One `SelectorMethod(...)` entry calling `member` on a `type`: for a `@MainActor`
  /// class, through `MainActor.assumeIsolated` (a selector is sent on the main actor, as
  /// UIKit sends actions).
  func entry(_ member: Member, selector: String, of type: String) -> String {
    let name = "SelectorMethod(\"\(selector)\") "
    let call = self.call(member, selector: selector, of: type)
    guard target.isMainActor(type) else { return name + call }
    let indent = "\n        "
    return name + "{ target, argument in" + indent
      + "nonisolated(unsafe) let target = target, argument = argument" + indent
      + "nonisolated(unsafe) var result: Any?" + indent + "MainActor.assumeIsolated {" + indent
      + "  let call: @MainActor (AnyObject, Any?) -> Any? = " + call + indent
      + "  result = call(target, argument)" + indent + "}" + indent + "return result\n      }"
  }

  /// The closure calling `member` on a `type` with the argument (the sender): a
  /// property's getter, a method without parameters (called without it), with one, or
  /// with more whose later parameters are optional (given nil).
  func call(_ member: Member, selector: String, of type: String) -> String {
    guard let parameters = member.parameters else {
      return "{ target, _ in (target as? \(type))?.\(member.name) as Any? }"
    }
    guard let first = parameters.first else {
      return "{ target, _ in (target as? \(type))?.\(member.name)() as Any? }"
    }
    let indent = "\n        "
    var body = "{ target, argument in" + indent
    body += "guard let target = target as? \(type) else { return nil }" + indent
    let rest = parameters.dropFirst()
    if rest.contains(where: { !$0.type.hasSuffix("?") && !$0.type.hasSuffix("!") }) {
      return body + "return SelectorMethod.tooManyParameters(\"\(selector)\", target: target, "
        + "count: \(parameters.count))\n      }"
    }
    let argument: String
    switch first.type {
    case "Any?", "AnyObject?":
      argument = first.type == "Any?" ? "argument" : "argument.map { $0 as AnyObject }"
    case "Any": argument = "argument as Any"
    default:
      if first.type.hasSuffix("?") || first.type.hasSuffix("!") {
        argument = "argument as? \(first.type.dropLast())"
      } else {
        let expected = first.type.escapedForLiteral
        body += "guard let argument = argument as? \(first.type) else {" + indent + "  return "
        body += "SelectorMethod.argumentMismatch(\"\(selector)\", target: target, argument: "
        body += "argument, expected: \"\(expected)\")" + indent + "}" + indent
        argument = "argument"
      }
    }
    let arguments =
      [(first.label == "_" ? "" : first.label + ": ") + argument]
      + rest.map { $0.label == "_" ? "nil" : $0.label + ": nil" }
    return body + "return target.\(member.name)(\(arguments.joined(separator: ", "))) as Any"
      + "\n      }"
  }
}

extension String {
  var replacingDots: String { String(map { $0 == "." ? "_" : $0 }) }

  /// The text written inside a string literal: backslashes and quotes escaped.
  var escapedForLiteral: String {
    reduce(into: "") { text, character in
      if character == "\\" || character == "\"" { text.append("\\") }
      text.append(character)
    }
  }
}
