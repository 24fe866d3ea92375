import Foundation

/// Reads the `*.symbols.json` files `swift-symbolgraph-extract` writes for a module.
public enum SymbolGraph {
  /// The declarations written in the module's sources, each once, sorted by path. What
  /// the compiler synthesises or a standard-library protocol supplies (`!=`,
  /// `hash(into:)` of an enum, `OptionSet`'s set algebra) has no source location there
  /// and is left out: it is not TransitionKit's to list.
  public static func symbols(inDirectory directory: URL) throws -> [APISymbol] {
    let files = try FileManager.default.contentsOfDirectory(
      at: directory, includingPropertiesForKeys: nil
    )
    .filter { $0.lastPathComponent.hasSuffix(".symbols.json") }
    .sorted { $0.lastPathComponent < $1.lastPathComponent }
    guard !files.isEmpty else {
      throw CompatibilityProblem.noSymbolGraph(directory: directory.path)
    }
    var supertypes: [String: [String]] = [:]
    var found: [String: APISymbol] = [:]
    var declared: [(path: [String], kind: APISymbol.Kind, identifier: String)] = []
    for file in files {
      let graph: Graph
      do {
        graph = try JSONDecoder().decode(Graph.self, from: Data(contentsOf: file))
      } catch {
        throw CompatibilityProblem.unreadableSymbolGraph(path: file.path, reason: "\(error)")
      }
      var names: [String: String] = [:]
      for symbol in graph.symbols {
        names[symbol.identifier.precise] = symbol.pathComponents.last
        guard symbol.location != nil,
          let kind = APISymbol.Kind(symbolGraphIdentifier: symbol.kind.identifier)
        else { continue }
        declared.append((symbol.pathComponents, kind, symbol.identifier.precise))
      }
      for relationship in graph.relationships
      where relationship.kind == "conformsTo" || relationship.kind == "inheritsFrom" {
        let target =
          names[relationship.target]
          ?? relationship.targetFallback?.split(separator: ".").last
          .map(String.init)
        if let target { supertypes[relationship.source, default: []].append(target) }
      }
    }
    for entry in declared {
      let name = entry.path.joined(separator: ".")
      guard found[name] == nil else { continue }
      found[name] = APISymbol(
        path: entry.path, kind: entry.kind,
        supertypes: Array(Set(supertypes[entry.identifier] ?? [])).sorted())
    }
    return found.values.sorted { $0.name < $1.name }
  }

  private struct Graph: Decodable {
    let symbols: [Symbol]
    let relationships: [Relationship]
  }

  private struct Symbol: Decodable {
    struct Kind: Decodable { let identifier: String }
    struct Identifier: Decodable { let precise: String }
    struct Location: Decodable { let uri: String }
    let kind: Kind
    let identifier: Identifier
    let pathComponents: [String]
    let location: Location?
  }

  private struct Relationship: Decodable {
    let kind: String
    let source: String
    let target: String
    let targetFallback: String?
  }
}
