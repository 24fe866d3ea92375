/// What a `#selector(...)` names, as the translator resolves it.
enum SelectorResolution: Equatable {
  /// A registered member (or an `@objc` protocol's requirement): its selector.
  case registered(String)
  /// A member the target declares without `@objc`: its kind and Swift name.
  case notExposed(kind: String, name: String)
  /// A member marked `@objc` whose declaration is already refused (it is in an extension
  /// of a type the target does not declare, or in a struct, enum or actor, or Objective-C
  /// could not call it): the selector it would have. The use adds no error of its own.
  case refusedAtDeclaration(String)
  /// Nothing the target declares: the selector Swift would infer.
  case undeclared(String)
}

extension TargetModel {
  /// Resolves the member named `name` (with `labels`, when written) in type `qualifier`
  /// (and its superclasses in the target) or, unqualified, in any type of the target; a
  /// property when `isGetter`.
  func resolve(
    _ name: String, labels: [String]?, qualifier: String?, isGetter: Bool
  ) -> SelectorResolution {
    var owners: Set<String>?
    if let qualifier, qualifier != "self", qualifier != "Self" {
      let named = files.joined().map(\.name).filter {
        $0 == qualifier || $0.hasSuffix("." + qualifier)
      }
      owners = Set(named.flatMap { lineage(of: $0) })
    }
    let candidates = files.joined().filter { owners?.contains($0.name) ?? true }.flatMap {
      type in
      type.members.filter { member in
        member.name == name && (member.parameters == nil) == isGetter
          && (labels == nil || member.labels == labels)
      }.map { (type, $0) }
    }
    if let found = candidates.lazy.compactMap({ registeredSelector(of: $0.1, in: $0.0) }).first {
      return .registered(found)
    }
    if let (_, member) = candidates.first(where: { isRefusedAtDeclaration($0.1, in: $0.0) }) {
      return .refusedAtDeclaration(member.selectorName)
    }
    if let (_, member) = candidates.first {
      return .notExposed(
        kind: isGetter ? "property" : (member.isStatic ? "static method" : "instance method"),
        name: member.swiftName)
    }
    return .undeclared(isGetter ? name : Member.inferredSelector(name, labels: labels))
  }

  /// Whether `type` extends a type the target does not declare (neither one of its
  /// classes nor one of its `@objc` protocols): its `@objc` members cannot be registered.
  func isForeignExtension(_ type: TypeDeclaration) -> Bool {
    type.keyword == "extension" && !isClass(type.name) && protocols[type.name] == nil
  }

  /// Whether `member` of `type` is exposed to Objective-C as written but its declaration
  /// is refused: Objective-C could not call it, it is in a struct, enum or actor, or in
  /// an extension of a type the target does not declare.
  func isRefusedAtDeclaration(_ member: Member, in type: TypeDeclaration) -> Bool {
    if member.isExplicitlyObjC,
      member.unrepresentable != nil || ["struct", "enum", "actor"].contains(type.keyword)
    {
      return true
    }
    return (member.isExplicitlyObjC || type.isObjC) && isForeignExtension(type)
  }

  /// The member of the target whose name is nearest to `name` (a misspelt `#selector`'s),
  /// written as the selector was: with its labels when labels were written (`handlePan(_:)`),
  /// else its base name. Properties for a getter, else methods.
  func nearestMember(to name: String, labels: [String]?, isGetter: Bool) -> String? {
    let members = files.joined().flatMap(\.members).filter { ($0.parameters == nil) == isGetter }
    guard let nearest = nearestName(to: name, among: members.map(\.name)) else { return nil }
    guard let labels else { return nearest }
    let named = members.filter { $0.name == nearest }
    return (named.first { $0.labels?.count == labels.count } ?? named.first)?.swiftName
  }
}
