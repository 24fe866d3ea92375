import TransitionEngine

/// Per-style animator choices for a run: `--use STYLE=ANIMATOR(params)` options and the
/// configuration file's lines of the same form.
///
/// A key is a presentation style (`custom`: present and dismiss), a style and an
/// operation (`custom.dismiss`), or a container operation (`push`, `pop`, `tab`, or
/// `navigation` for push and pop). The most specific key wins; among equal keys the
/// first given wins (options come before the file).
public struct StyleMappings: Sendable {
  /// One mapping, parsed once where it was written and handed on as it is.
  public struct Mapping: Sendable {
    /// The style, nil for container operations.
    public let style: ModalPresentationStyle?
    /// The operations it applies to.
    public let operations: [TransitionOperation]
    /// The animator chosen.
    public let choice: AnimatorChoice
    /// Where it was given, for messages: `--use`, `file:line`.
    public let origin: MappingOrigin
    /// The mapping as written (`custom=slide-up(duration: 0.3)`), for messages that
    /// quote it.
    public let written: String
  }

  /// The mappings in precedence order.
  public private(set) var mappings: [Mapping] = []
  /// The ranks the user set per animator (`--rank`, the configuration file's `rank`
  /// lines), which decide when no mapping does.
  public var rankOverrides = RankOverrides()

  /// No mappings.
  public init() {}

  /// `mappings`, in this order.
  public init(_ mappings: [Mapping]) { self.mappings = mappings }

  /// Parses `KEY=ANIMATOR(params)` given at `origin`, or returns why it is malformed.
  public static func parse(
    _ text: String, origin: MappingOrigin
  ) -> Result<Mapping, MappingSyntaxError> {
    guard let equals = text.firstIndex(of: "=") else {
      return .failure(
        MappingSyntaxError(
          message: "expected STYLE=ANIMATOR, e.g. custom=slide-up(duration: 0.3)", column: 1))
    }
    let key = text[..<equals].trimmingSpaces()
    let value = String(text[text.index(after: equals)...])
    let valueColumn = text.distance(from: text.startIndex, to: equals) + 2
    let target: (ModalPresentationStyle?, [TransitionOperation])
    switch parseKey(key) {
    case .success(let parsed): target = parsed
    case .failure(let error): return .failure(error)
    }
    switch AnimatorChoice.parse(value) {
    case .success(let choice):
      return .success(
        Mapping(
          style: target.0, operations: target.1, choice: choice, origin: origin, written: text))
    case .failure(let error):
      return .failure(
        MappingSyntaxError(message: error.message, column: valueColumn + error.column - 1))
    }
  }

  /// Adds `mapping` after the ones there: an earlier one for the same key wins.
  public mutating func append(_ mapping: Mapping) { mappings.append(mapping) }

  /// Adds every mapping of `other` after the ones there.
  public mutating func append(contentsOf other: StyleMappings) {
    mappings.append(contentsOf: other.mappings)
    rankOverrides.append(contentsOf: other.rankOverrides)
  }

  /// Parses `KEY=ANIMATOR(params)` and adds it, or returns why it is malformed.
  public mutating func add(
    _ text: String, origin: MappingOrigin
  ) -> Result<Void, MappingSyntaxError> {
    Self.parse(text, origin: origin).map { append($0) }
  }

  /// The choice for `operation` in `style`, with where it was given.
  public func choice(for operation: TransitionOperation, style: ModalPresentationStyle) -> Mapping?
  {
    let container = operation == .push || operation == .pop || operation == .tab
    let candidates = mappings.filter { mapping in
      guard mapping.operations.contains(operation) else { return false }
      return container ? mapping.style == nil : mapping.style == style
    }
    return candidates.first(where: { $0.operations.count == 1 }) ?? candidates.first
  }

  static func parseKey(
    _ key: String
  ) -> Result<(ModalPresentationStyle?, [TransitionOperation]), MappingSyntaxError> {
    switch key {
    case "push": return .success((nil, [.push]))
    case "pop": return .success((nil, [.pop]))
    case "navigation": return .success((nil, [.push, .pop]))
    case "tab": return .success((nil, [.tab]))
    default: break
    }
    let parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    let styleNames = ModalPresentationStyle.allCases
      .filter { $0 != .none && $0 != .automatic && $0 != .blurOverFullScreen }.map(\.name)
    guard parts.count <= 2, let style = ModalPresentationStyle(name: parts[0]),
      styleNames.contains(parts[0])
    else {
      let valid = styleNames + ["push", "pop", "navigation", "tab"]
      let hint = nearestName(to: parts[0], in: valid).map { "; did you mean '\($0)'?" } ?? ""
      return .failure(
        MappingSyntaxError(
          message: "unknown style '\(key)'\(hint) (styles: \(valid.joined(separator: ", ")))",
          column: 1))
    }
    guard parts.count == 2 else { return .success((style, [.present, .dismiss])) }
    switch parts[1] {
    case "present": return .success((style, [.present]))
    case "dismiss": return .success((style, [.dismiss]))
    default:
      return .failure(
        MappingSyntaxError(
          message: "unknown operation '\(parts[1])' after '\(parts[0]).'; use present or dismiss",
          column: parts[0].count + 2))
    }
  }
}

/// A malformed mapping, with the 1-based column.
public struct MappingSyntaxError: Error, Hashable, Sendable {
  /// What is wrong.
  public let message: String
  /// Where, 1-based.
  public let column: Int
}

extension StringProtocol {
  func trimmingSpaces() -> String {
    String(
      drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" })
        .reversed())
  }
}

extension StyleMappings {
  /// The mappings whose animator or delegate `registry` cannot give (unknown, ambiguous,
  /// a bad parameter, a view controller), each with why, in order; `system` always can.
  public func unresolved(in registry: PluginRegistry) -> [(mapping: Mapping, error: ChoiceError)] {
    Array(resolving(in: registry))
  }

  /// The first mapping `registry` cannot give, with why; the ones after it are not
  /// resolved.
  public func firstUnresolved(
    in registry: PluginRegistry
  ) -> (mapping: Mapping, error: ChoiceError)? {
    resolving(in: registry).first { _ in true }
  }

  private func resolving(
    in registry: PluginRegistry
  ) -> some Sequence<(mapping: Mapping, error: ChoiceError)> {
    mappings.lazy.compactMap { mapping in
      guard !mapping.choice.isSystem,
        case .failure(let error) = registry.resolveTarget(mapping.choice)
      else { return nil }
      return (mapping, error)
    }
  }
}
