extension FileScanner {
  /// Reads a `func`, `var` or `let` declared directly in type `owner` and records it.
  mutating func member(
    at position: Int, in owner: Int, attributes: [String],
    modifiers: [(text: String, position: Int)]
  ) {
    let keyword = text(position)
    let name = text(position + 1).trimmingBackticks
    let rename = attributes.first { $0.hasPrefix("@objc(") }.map {
      String($0.dropFirst(6).dropLast())
    }
    let names = modifiers.map(\.text)
    let isExplicitlyObjC = attributes.contains {
      Self.exposingAttributes.contains($0) || $0.hasPrefix("@objc(")
    }
    let isOptional = names.contains("optional") && types[owner].keyword == "protocol"
    let keywordToken = token(position)
    let ownerType = types[owner]
    if isExplicitlyObjC, ["struct", "enum", "actor"].contains(ownerType.keyword) {
      report(position, .objcOnValueType(keyword: ownerType.keyword, type: ownerType.name))
    }
    if attributes.contains("@NSManaged") { report(position, .managedProperty) }
    guard keyword == "func" else {
      let (type, end, isVariable) = propertyType(after: position + 2)
      let isSettable = keyword == "var" && isVariable
      let member = Member(
        name: name, parameters: nil, type: type, rename: rename,
        isExplicitlyObjC: isExplicitlyObjC,
        isStatic: names.contains("static") || names.contains("class"),
        isOptional: isOptional, unrepresentable: nil, signature: sourceText(position...end),
        line: keywordToken.line, column: keywordToken.column)
      types[owner].members.append(member)
      if isOptional, isSettable {
        report(
          position,
          .optionalProperty(
            name: name,
            reason: "it is settable, and a conformer that does not implement it "
              + "has nowhere to store it; make it '{ get }', or non-optional"))
      }
      return
    }
    var cursor = position + 2
    var unrepresentable: String?
    if text(cursor) == "<" {
      unrepresentable = "is generic"
      while cursor < significant.count, text(cursor) != "(" { cursor += 1 }
    }
    guard text(cursor) == "(" else { return }
    let end = closing(cursor)
    let parameters = self.parameters(from: cursor + 1, to: end)
    if parameters.contains(where: { $0.type.hasPrefix("inout ") }) {
      unrepresentable = unrepresentable ?? "takes an 'inout' parameter"
    }
    var signatureEnd = end
    while ["async", "throws", "rethrows"].contains(text(signatureEnd + 1)) {
      signatureEnd += 1
      unrepresentable = unrepresentable ?? (text(signatureEnd) == "async" ? "is async" : "throws")
    }
    if text(signatureEnd + 1) == "(", text(signatureEnd) == "throws" {
      signatureEnd = closing(signatureEnd + 1)
    }
    var returnType: String?
    if text(signatureEnd + 1) == "->" {
      let arrow = signatureEnd + 1
      var returnEnd = arrow + 1
      while returnEnd + 1 < significant.count, token(returnEnd + 1).line == token(arrow).line,
        !["{", "where", "}", ";"].contains(text(returnEnd + 1))
      {
        returnEnd += text(returnEnd + 1) == "(" ? closing(returnEnd + 1) - returnEnd : 1
      }
      returnType = sourceText(arrow + 1...returnEnd).trimmingSpaces
      signatureEnd = returnEnd
    }
    let member = Member(
      name: name, parameters: parameters, type: returnType, rename: rename,
      isExplicitlyObjC: isExplicitlyObjC,
      isStatic: names.contains("static") || names.contains("class"), isOptional: isOptional,
      unrepresentable: unrepresentable, signature: sourceText(position...signatureEnd),
      line: keywordToken.line, column: keywordToken.column)
    types[owner].members.append(member)
    if names.contains("override"),
      ["responds(to:)", "forwardingTarget(for:)"].contains(member.swiftName)
    {
      report(position, .runtimeOverride(name: member.swiftName))
    }
    if isExplicitlyObjC, let unrepresentable {
      report(position, .unrepresentable(name: member.swiftName, reason: unrepresentable))
    }
  }

  /// The parameters between significant positions `start` and `end` (the parentheses'
  /// insides).
  func parameters(from start: Int, to end: Int) -> [Parameter] {
    var parameters: [Parameter] = []
    var parameterStart = start
    while parameterStart < end {
      var parameterEnd = parameterStart
      var nesting = 0
      while parameterEnd < end {
        let piece = text(parameterEnd)
        if "([{<".contains(piece) { nesting += 1 }
        if ")]}>".contains(piece) { nesting -= 1 }
        if piece == ",", nesting == 0 { break }
        parameterEnd += 1
      }
      var colon = parameterStart
      while colon < parameterEnd, text(colon) != ":" { colon += 1 }
      var typeEnd = colon + 1
      while typeEnd < parameterEnd, text(typeEnd) != "=" { typeEnd += 1 }
      let label = text(parameterStart).trimmingBackticks
      let name = colon - parameterStart > 1 ? text(parameterStart + 1).trimmingBackticks : label
      parameters.append(
        Parameter(
          label: label, name: name,
          type: colon + 1 < typeEnd ? sourceText(colon + 1...typeEnd - 1).trimmingSpaces : ""))
      parameterStart = parameterEnd + 1
    }
    return parameters
  }

  /// A property's type annotation read from just after its name (nil when there is
  /// none), the position its declaration's signature ends at (before any `=` or
  /// accessor block), and whether it can be set (a stored `var`, or accessors with
  /// `set`, `willSet` or `didSet`).
  func propertyType(after start: Int) -> (type: String?, end: Int, isSettable: Bool) {
    let line = token(start - 1).line
    var type: String?
    var end = start - 1
    if text(start) == ":" {
      var cursor = start + 1
      var nesting = 0
      while cursor < significant.count {
        let piece = text(cursor)
        if nesting == 0, piece == "=" || piece == "{" || token(cursor).line != line { break }
        if "([<".contains(piece) { nesting += 1 }
        if ")]>".contains(piece) { nesting -= 1 }
        cursor += 1
      }
      type = sourceText(start + 1...cursor - 1).trimmingSpaces
      end = cursor - 1
    }
    guard text(end + 1) == "{" else { return (type, end, true) }
    let close = closing(end + 1)
    let accessors = Set((end + 2..<close).map(text))
    let isSettable = !accessors.isDisjoint(with: ["set", "willSet", "didSet"])
    return (type, end, isSettable)
  }
}

extension String {
  var trimmingSpaces: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
