/// TransitionKit's UIKit, QuartzCore and Core Graphics declarations, each checked against
/// the SDK's and given its fidelity: the content of `docs/UIKIT.md`.
public struct CompatibilityTable: Sendable {
  /// One listed declaration.
  public struct Row: Hashable, Sendable {
    /// The declaration.
    public let symbol: APISymbol
    /// The SDK module it belongs to (`UIKit`, `QuartzCore`, `CoreGraphics`).
    public let module: String
    /// Its fidelity.
    public let status: FidelityStatus
    /// Where UIKit declares it when that is not on the same type (`UIViewAnimating`).
    public let declaredOn: String?
  }

  /// The rows, sorted by path.
  public let rows: [Row]
  /// Everything that disagrees with the SDK or the status file.
  public let problems: [CompatibilityProblem]

  /// The standard-library (and Foundation) protocols an `inherited` status may name: the
  /// SDK's pages do not list what they supply (`rawValue`, `hash(into:)`, `copy(with:)`).
  public static let standardLibrarySources: Set<String> = [
    "RawRepresentable", "OptionSet", "SetAlgebra", "Equatable", "Hashable",
    "ExpressibleByArrayLiteral", "NSCopying",
  ]

  /// Checks `symbols` against `manifest`, with the statuses of `statusFile` (its rows
  /// from ``FidelityStatus/table(text:file:)``).
  public init(
    symbols: [APISymbol], manifest: SDKManifest,
    statuses: [(path: String, status: FidelityStatus, line: Int)], statusFile: String
  ) {
    var byPath: [String: (status: FidelityStatus, line: Int)] = [:]
    for row in statuses { byPath[row.path] = (row.status, row.line) }
    let types = Dictionary(
      symbols.filter(\.kind.isType).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var rows: [Row] = []
    var problems: [CompatibilityProblem] = []
    var listed: Set<String> = []
    for symbol in symbols where Self.isUIKitNamed(symbol, manifest: manifest) {
      listed.insert(symbol.name)
      let module = Self.module(of: symbol, manifest: manifest)
      let entry = byPath[symbol.name]
      let status = entry?.status ?? .exact
      let line = entry?.line ?? 0
      let member = symbol.path.last ?? ""
      var declaredOn: String?
      switch status {
      case .transhostOnly:
        if let declaration = manifest.declaration(symbol.name),
          symbol.kind.sdkKinds.map({ !$0.isDisjoint(with: declaration.kinds) }) ?? true
        {
          problems.append(.transhostOnlyInSDK(path: symbol.name, file: statusFile, line: line))
        }
      case .inherited(let source, _):
        declaredOn = source
        if !Self.standardLibrarySources.contains(source),
          manifest.declaration(source + "." + member) == nil
        {
          problems.append(
            .inheritedNotInSource(path: symbol.name, source: source, file: statusFile, line: line))
        }
      case .exact, .approximated, .noOp:
        if let declaration = manifest.declaration(symbol.name) {
          if let wanted = symbol.kind.sdkKinds, wanted.isDisjoint(with: declaration.kinds) {
            if case .approximated = status {
            } else {
              problems.append(
                .kindMismatch(
                  path: symbol.name, kind: symbol.kind.label, sdkKinds: declaration.kinds.sorted()))
            }
          }
        } else {
          let ownerName = symbol.path.dropLast().joined(separator: ".")
          let candidates = Self.supertypes(of: ownerName, types: types, manifest: manifest)
          if let found = candidates.first(where: { candidate in
            guard let declaration = manifest.declaration(candidate + "." + member) else {
              return false
            }
            return symbol.kind.sdkKinds.map { !$0.isDisjoint(with: declaration.kinds) } ?? true
          }) {
            declaredOn = found
          } else {
            problems.append(
              .notInSDK(
                path: symbol.name,
                suggestion: Self.suggestion(for: symbol, in: symbols, manifest: manifest)))
          }
        }
      }
      rows.append(Row(symbol: symbol, module: module, status: status, declaredOn: declaredOn))
    }
    for row in statuses where !listed.contains(row.path) {
      problems.append(.staleStatus(path: row.path, file: statusFile, line: row.line))
    }
    self.rows = rows
    self.problems = problems
  }

  /// Every type `owner` inherits from or conforms to, nearest first: TransitionKit's own
  /// declarations of it and the SDK's, followed transitively (UIImageView -> UIView ->
  /// UIResponder -> NSObject), and NSObject for any class.
  static func supertypes(
    of owner: String, types: [String: APISymbol], manifest: SDKManifest
  ) -> [String] {
    var found: [String] = []
    var queue = [owner]
    var seen: Set<String> = [owner]
    while !queue.isEmpty {
      let type = queue.removeFirst()
      for next in (types[type]?.supertypes ?? []) + manifest.supertypes(of: type)
      where seen.insert(next).inserted {
        found.append(next)
        queue.append(next)
      }
    }
    if types[owner]?.kind == .class, !seen.contains("NSObject") { found.append("NSObject") }
    return found
  }

  /// Whether `symbol` belongs to UIKit, QuartzCore or Core Graphics (rather than to
  /// transhost's own plugin API, such as `AnimatorDefinition`): its top-level type is the
  /// SDK's, or carries one of their prefixes.
  static func isUIKitNamed(_ symbol: APISymbol, manifest: SDKManifest) -> Bool {
    guard let top = symbol.path.first else { return false }
    let bare = top.split(separator: "(").first.map(String.init) ?? top
    if manifest.declaration(top) != nil { return true }
    return ["UI", "CA", "CG", "NS"].contains { bare.hasPrefix($0) }
  }

  static func module(of symbol: APISymbol, manifest: SDKManifest) -> String {
    let top = symbol.path.first ?? ""
    if let module = manifest.declaration(top)?.module, module != "ObjectiveC" { return module }
    if top.hasPrefix("CA") { return "QuartzCore" }
    if top.hasPrefix("CG") { return "CoreGraphics" }
    return "UIKit"
  }

  /// The SDK spelling closest to a misspelt member's, among the members of the same
  /// type TransitionKit or the SDK declares, if one is near.
  static func suggestion(
    for symbol: APISymbol, in symbols: [APISymbol], manifest: SDKManifest
  ) -> String? {
    guard let member = symbol.path.last else { return nil }
    let owner = symbol.path.dropLast().joined(separator: ".")
    let candidates = manifest.members(of: owner)
    let scored = candidates.map { ($0, editDistance($0, member)) }
      .filter { $0.1 <= max(2, member.count / 4) }
      .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
    return scored.first.map { owner.isEmpty ? $0.0 : owner + "." + $0.0 }
  }

  static func editDistance(_ left: String, _ right: String) -> Int {
    let a = Array(left)
    let b = Array(right)
    var previous = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in stride(from: 1, through: b.count, by: 1) {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      previous = current
    }
    return a.isEmpty ? b.count : previous[b.count]
  }
}
