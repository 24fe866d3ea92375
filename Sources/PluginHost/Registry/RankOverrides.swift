import TransitionEngine

/// Ranks set by the user per animator or delegate id, over what the plugins declare: `--rank ID=RANK`
/// options, then the configuration file's `rank ID = RANK` lines. The first given for
/// an id wins (options come before the file).
public struct RankOverrides: Sendable {
  /// One override, parsed once where it was written.
  public struct Override: Sendable, Hashable {
    /// The animator or delegate, as written: a full id or a unique short name.
    public let animator: String
    /// The rank it gets.
    public let rank: AnimatorRank
    /// Where it was given: `--rank`, `file:line`.
    public let origin: MappingOrigin
  }

  /// The overrides in precedence order.
  public private(set) var overrides: [Override] = []

  /// No overrides.
  public init() {}

  /// Adds every override of `other` after the ones there.
  public mutating func append(contentsOf other: RankOverrides) {
    overrides.append(contentsOf: other.overrides)
  }

  /// Parses `ID=RANK` (spaces around `=` allowed) given at `origin` and adds it, or
  /// returns why it is malformed, with the 1-based column.
  public mutating func add(
    _ text: String, origin: MappingOrigin
  ) -> Result<Void, MappingSyntaxError> {
    guard let equals = text.firstIndex(of: "=") else {
      return .failure(
        MappingSyntaxError(message: "expected ID=RANK, e.g. org.transhost.zoom=primary", column: 1))
    }
    let animator = text[..<equals].trimmingSpaces()
    guard !animator.isEmpty else {
      return .failure(
        MappingSyntaxError(message: "expected an animator id before '='", column: 1))
    }
    let after = text[text.index(after: equals)...]
    let leading = after.prefix(while: { $0 == " " || $0 == "\t" }).count
    let value = after.trimmingSpaces()
    let column = text.distance(from: text.startIndex, to: equals) + 2 + leading
    guard let rank = AnimatorRank(parsing: value) else {
      let names = AnimatorRank.named.map(\.name)
      let hint = nearestName(to: value.lowercased(), in: names).map { "; did you mean '\($0)'?" }
      return .failure(
        MappingSyntaxError(
          message: "unknown rank '\(value)'"
            + (hint ?? " (ranks: \(names.joined(separator: ", ")), or a number >= 0)"),
          column: column))
    }
    overrides.append(Override(animator: animator, rank: rank, origin: origin))
    return .success(())
  }

  /// The override for the animator or object `id` in `registry`, if any: the first whose
  /// name resolves to it.
  public func override(for id: String, in registry: PluginRegistry) -> Override? {
    overrides.first { override in
      guard case .success(let item) = registry.item(named: override.animator) else {
        return false
      }
      return item.id == id
    }
  }

  /// The overrides that name no animator or object of `registry`, each with why, in
  /// order.
  public func unresolved(
    in registry: PluginRegistry
  ) -> [(override: Override, error: RegistryLookupError)] {
    overrides.compactMap { override in
      guard case .failure(let error) = registry.item(named: override.animator) else {
        return nil
      }
      return (override, error)
    }
  }
}
