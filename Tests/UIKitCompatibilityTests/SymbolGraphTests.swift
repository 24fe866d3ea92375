import Foundation
import Testing
import TranshostTestSupport
import UIKitCompatibility

/// Reading the compiler's symbol graph: what TransitionKit's sources declare, once each.
@Suite struct SymbolGraphTests {
  static func symbol(
    _ id: String, _ kind: String, _ path: [String], located: Bool = true
  )
    -> String
  {
    let components = path.map { "\"\($0)\"" }.joined(separator: ",")
    let location = located ? #","location":{"uri":"file:///UIView.swift"}"# : ""
    return
      #"{"kind":{"identifier":"\#(kind)"},"identifier":{"precise":"\#(id)"},"pathComponents":[\#(components)]\#(location)}"#
  }

  @Test("synthesised members are left out, repeats kept once, and supertypes read")
  func reads() throws {
    let directory = try TestDirectory.make("symbol-graph")
    let symbols = [
      Self.symbol("s:view", "swift.class", ["UIView"]),
      Self.symbol("s:frame", "swift.property", ["UIView", "frame"]),
      // A protocol requirement and its default implementation share a path.
      Self.symbol("s:frame2", "swift.property", ["UIView", "frame"]),
      // What the compiler or the standard library supplies has no location.
      Self.symbol("s:ne", "swift.func.op", ["UIView", "!=(_:_:)"], located: false),
    ].joined(separator: ",")
    let relationships =
      #"[{"kind":"inheritsFrom","source":"s:view","target":"c:objc(cs)NSObject","targetFallback":"ObjectiveC.NSObject"}]"#
    try Data(#"{"symbols":[\#(symbols)],"relationships":\#(relationships)}"#.utf8)
      .write(to: directory.appendingPathComponent("TransitionKit.symbols.json"))
    let read = try SymbolGraph.symbols(inDirectory: directory)
    #expect(
      read == [
        APISymbol(path: ["UIView"], kind: .class, supertypes: ["NSObject"]),
        APISymbol(path: ["UIView", "frame"], kind: .property),
      ])
  }

  @Test("a directory with no symbol graph says to build TransitionKit")
  func empty() throws {
    let directory = try TestDirectory.make("symbol-graph-empty")
    #expect(throws: CompatibilityProblem.noSymbolGraph(directory: directory.path)) {
      try SymbolGraph.symbols(inDirectory: directory)
    }
  }
}
