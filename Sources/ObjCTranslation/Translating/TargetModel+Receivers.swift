/// What the translator can tell of a value an optional property requirement is read
/// from (`delegate` in `delegate?.drawerPreferredHeight`).
enum RequirementReceiver: Equatable {
  /// A value of an `@objc` protocol that has the requirement: on iOS the read is
  /// optional, so it goes through the requirement's if-implemented twin.
  case requirementProtocol
  /// A value of a type that declares the property itself (a conformer): it stays.
  case implementer
  /// Nothing the target declares tells (or its declarations disagree).
  case unknown
}

extension TargetModel {
  /// What a value named `value` is to optional property requirement `name` of
  /// `protocolName`: by the types it is declared with, or, when it names a type (`self`'s,
  /// a key path's root), by that type.
  func receiver(
    named value: String, reading name: String, of protocolName: String
  )
    -> RequirementReceiver
  {
    let types =
      files.joined().contains { $0.name == value } ? [value] : values.declaredTypes(of: value)
    let found = Set(types.flatMap { kinds(ofType: $0, reading: name, of: protocolName) })
    return found.count == 1 ? found.first ?? .unknown : .unknown
  }

  /// What a value of type `typeText` (as written: `(any DrawerDelegate)?`, `A & B`) is to
  /// requirement `name` of `protocolName`, one kind for each part of it that has a member
  /// of that name.
  func kinds(
    ofType typeText: String, reading name: String, of protocolName: String
  )
    -> [RequirementReceiver]
  {
    let parts = typeText.filter { !"()?!".contains($0) }.split(separator: "&").map { part in
      let words = part.split(separator: " ")
      return String(words.last { $0 != "any" && $0 != "some" } ?? "")
    }
    return parts.compactMap { part in
      if refines(part, protocolName) { return .requirementProtocol }
      let types = Set(lineage(of: part))
      let declares = files.joined().contains { type in
        types.contains(type.name)
          && type.members.contains { $0.name == name && $0.parameters == nil && !$0.isOptional }
      }
      return declares ? .implementer : nil
    }
  }

  /// Whether `name` is protocol `base` or an `@objc` protocol of the target that
  /// inherits it.
  func refines(_ name: String, _ base: String) -> Bool {
    var pending = [name]
    var seen: Set<String> = []
    while let next = pending.popLast() {
      if next == base { return true }
      guard let declaration = protocols[next], seen.insert(next).inserted else { continue }
      pending += declaration.inherited.map(\.trimmingSpaces)
    }
    return false
  }
}
