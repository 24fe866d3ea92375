extension FileTranslation {
  /// Rewrites reads of `@objc` protocols' optional properties whose type is not optional
  /// (`delegate?.drawerPreferredHeight`), which are optional on iOS: read from a value of
  /// the protocol, the read goes through the property's `__transhostIfImplemented_` twin
  /// (nil when the conformer does not implement it); read from a type that declares the
  /// property (a conformer), it stays; from a value the translator cannot tell the type
  /// of, it is refused. A bare name inside the protocol's extension reads `self`'s. A
  /// UIKit one (``UIKitOptionalRequirements``) read from a value of its protocol goes
  /// through a twin generated in the file, which wraps TransitionKit's answer (its
  /// default, UIKit's, when the conformer does not implement it); from other values it
  /// stays.
  mutating func rewriteOptionalPropertyReads() {
    let selectorPositions = scanner.selectors.map { $0.start...$0.end }
    for position in scanner.significant.indices
    where scanner.token(position).kind == .identifier
      && !selectorPositions.contains(where: { $0.contains(position) })
    {
      let name = scanner.text(position)
      guard let requirement = optionalProperty(named: name) else { continue }
      let previous = scanner.text(position - 1)
      let receiver: RequirementReceiver
      if previous == "." {
        receiver = self.receiver(
          before: position - 1, reading: name, of: requirement.protocolName)
      } else if !["var", "let", "func", "case"].contains(previous),
        scanner.text(position + 1) != ":",
        selfReceiver(at: position, reading: name, of: requirement.protocolName)
          == .requirementProtocol
      {
        receiver = .requirementProtocol
      } else {
        continue
      }
      switch receiver {
      case .requirementProtocol:
        scanner.edits[scanner.significant[position]] = Self.ifImplementedPrefix + name
        if requirement.isUIKit { uikitTwins.insert(name) }
      case .implementer:
        break
      case .unknown where requirement.isUIKit:
        break
      case .unknown:
        scanner.report(
          position,
          .optionalPropertyRead(
            name: name, protocolName: requirement.protocolName, type: requirement.type))
      }
    }
  }

  /// The optional property a read of `name` may be of, when its reads are rewritten: a
  /// target protocol's of a type that is not optional, or a UIKit one.
  func optionalProperty(
    named name: String
  ) -> (
    protocolName: String, type: String, isUIKit: Bool
  )? {
    if let requirement = target.optionalRequirements[name] {
      guard requirement.member.parameters == nil, requirement.member.needsIfImplementedTwin,
        let type = requirement.member.type
      else { return nil }
      return (requirement.protocolName, type, false)
    }
    return UIKitOptionalRequirements.properties[name].map { ($0.protocolName, $0.type, true) }
  }

  /// What the value before the dot at `dot` is to optional property requirement `name`
  /// of `protocolName`: a name (after any `?` or `!`), `self`, or something the
  /// translator cannot tell (a call's result, a subscript, a key path without a root).
  func receiver(
    before dot: Int, reading name: String, of protocolName: String
  )
    -> RequirementReceiver
  {
    var end = dot - 1
    if ["?", "!"].contains(scanner.text(end)) { end -= 1 }
    guard end >= 0, scanner.token(end).kind == .identifier else { return .unknown }
    let value = scanner.text(end).trimmingBackticks
    if value == "self" { return selfReceiver(at: end, reading: name, of: protocolName) }
    return target.receiver(named: value, reading: name, of: protocolName)
  }

  /// What `self` at `position` is to optional property requirement `name` of
  /// `protocolName`: by the innermost type declaration or extension around it.
  func selfReceiver(
    at position: Int, reading name: String, of protocolName: String
  )
    -> RequirementReceiver
  {
    let around = target.files[fileIndex].filter { $0.body.contains(position) }
    guard let innermost = around.min(by: { $0.body.count < $1.body.count }) else {
      return .unknown
    }
    return target.receiver(named: innermost.name, reading: name, of: protocolName)
  }
}
