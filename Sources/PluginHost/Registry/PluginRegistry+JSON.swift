import TransitionEngine

extension PluginRegistry.Entry {
  /// The fields `transhost list --json` prints for an animator, in a fixed order.
  public var json: JSONValue {
    let d = descriptor
    var members: [(String, JSONValue)] = [
      ("status", .string("ok")), ("kind", .string("animator")),
      ("id", .string(d.id)), ("name", .string(d.name)), ("version", .string(d.version)),
      ("vendor", .string(d.vendor)), ("summary", .string(d.summary)),
      ("styles", .array(d.styles.map { .string($0.name) })),
      ("operations", .array(d.operations.map { .string($0.rawValue) })),
      ("interactive", .bool(d.supportsInteractive)),
      ("defaultDuration", .number(d.defaultDuration)), ("rank", .string("\(d.rank)")),
      ("parameters", .array(d.parameters.map(\.json))),
      ("path", .string(plugin.path)),
      ("builtWith", plugin.builtWith.map(JSONValue.string) ?? .null),
    ]
    if let warning = plugin.compilerWarning { members.append(("warning", .string(warning))) }
    return .object(members)
  }
}

extension PluginRegistry.ObjectEntry {
  /// The fields `transhost list --json` prints for a delegate or view controller, in a
  /// fixed order.
  public var json: JSONValue {
    let d = descriptor
    var members: [(String, JSONValue)] = [
      ("status", .string("ok")), ("kind", .string(d.kind.rawValue)),
      ("id", .string(d.id)), ("name", .string(d.name)), ("version", .string(d.version)),
      ("vendor", .string(d.vendor)), ("summary", .string(d.summary)),
      ("styles", .array(d.styles.map { .string($0.name) })),
      ("operations", .array(d.operations.map { .string($0.rawValue) })),
      ("rank", .string("\(d.rank)")), ("parameters", .array(d.parameters.map(\.json))),
      ("path", .string(plugin.path)),
      ("builtWith", plugin.builtWith.map(JSONValue.string) ?? .null),
    ]
    if let warning = plugin.compilerWarning { members.append(("warning", .string(warning))) }
    return .object(members)
  }
}

extension RegisteredItem {
  /// Its `transhost list --json` line.
  public var json: JSONValue {
    switch self {
    case .animator(let entry): entry.json
    case .object(let entry): entry.json
    }
  }
}

extension AnimatorParameter {
  /// The parameter as JSON.
  public var json: JSONValue {
    var members: [(String, JSONValue)] = [
      ("name", .string(name)), ("type", .string(kind.rawValue)),
      ("default", defaultValue.map(JSONValue.string) ?? .null),
      ("description", .string(summary)),
    ]
    if !choices.isEmpty { members.append(("choices", .array(choices.map(JSONValue.string)))) }
    if let range {
      members.append(("minimum", .number(range.lowerBound)))
      members.append(("maximum", .number(range.upperBound)))
    }
    return .object(members)
  }
}

extension PluginRegistry {
  /// Every line of `transhost list --json`: animators and objects in search order (with
  /// the rank `overrides` give them, and where), refused, shadowed and (with `verbose`)
  /// skipped files, then who serves each operation and style by default.
  public func jsonLines(verbose: Bool, overrides: RankOverrides = RankOverrides()) -> [JSONValue] {
    var lines = items.map { item -> JSONValue in
      guard case .object(var members) = item.json,
        let override = overrides.override(for: item.id, in: self)
      else { return item.json }
      members.append(
        (
          "rankOverride",
          .object([
            ("rank", .string("\(override.rank)")), ("origin", .string("\(override.origin)")),
          ])
        ))
      return .object(members)
    }
    lines += refused.map { error in
      .object([
        ("status", .string("refused")), ("path", .string(error.path)),
        ("reason", .string(error.reason)),
      ])
    }
    lines += shadowed.map { shadow in
      .object([
        ("status", .string("shadowed")), ("id", .string(shadow.id)), ("path", .string(shadow.path)),
        ("reason", .string(shadow.reason)),
      ])
    }
    if verbose {
      lines += skipped.map { path in
        .object([
          ("status", .string("skipped")), ("path", .string(path)),
          ("reason", .string(PluginLoadError.notAPlugin(path: path).reason)),
        ])
      }
    }
    // Last, so that the lines about files come where they always did.
    lines += defaultAnimators(overrides: overrides).map { serving in
      .object([
        ("status", .string("default")), ("operation", .string(serving.operation.rawValue)),
        ("style", .string(serving.style.name)),
        ("servedBy", serving.winner.map { .string($0.item.id) } ?? .null),
        ("rank", .string("\(serving.winner?.rank ?? serving.systemRank)")),
        ("tiedWith", .array(serving.tiedWith.map(JSONValue.string))),
      ])
    }
    return lines
  }
}
