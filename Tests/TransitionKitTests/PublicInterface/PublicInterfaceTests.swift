import Foundation
import Testing

/// TransitionKit's public surface is UIKit's: no public declaration names a C type (a
/// `transhost_*` struct, or any other type Clang imported). The symbol graph of the built
/// module lists every public declaration with the precise identifier of each type it
/// names; a C type's identifier starts with `c:`.
@Suite struct PublicInterfaceTests {
  /// The directory of the running test binary, where SwiftPM put the built modules.
  static let products = URL(
    fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? "/"
  ).deletingLastPathComponent()
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// One public declaration and the C types it names.
  struct Offender: CustomStringConvertible {
    let declaration: String
    let cTypes: [String]
    var description: String { "\(declaration): \(cTypes.joined(separator: ", "))" }
  }

  /// The public symbols of TransitionKit, extracted into a fresh directory.
  static func symbols() throws -> [[String: Any]] {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "transitionkit-symbols-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift-symbolgraph-extract", "-module-name", "TransitionKit",
      "-I", products.appendingPathComponent("Modules").path,
      "-I", packageRoot.appendingPathComponent("Sources/CTransitionABI/include").path,
      "-Xcc",
      "-fmodule-map-file="
        + products.appendingPathComponent("CTransitionABI.build/module.modulemap").path,
      "-target", "\(architecture)-unknown-linux-gnu",
      "-minimum-access-level", "public", "-output-dir", output.path,
    ]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(String(decoding: message, as: UTF8.self))")
    let data = try Data(
      contentsOf: output.appendingPathComponent("TransitionKit.symbols.json"))
    let graph = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return try #require(graph["symbols"] as? [[String: Any]])
  }

  static var architecture: String {
    #if arch(x86_64)
      "x86_64"
    #else
      "aarch64"
    #endif
  }

  /// Every type identifier a symbol's declaration and signature name.
  static func fragments(of symbol: [String: Any]) -> [[String: Any]] {
    var all = symbol["declarationFragments"] as? [[String: Any]] ?? []
    if let signature = symbol["functionSignature"] as? [String: Any] {
      all += signature["returns"] as? [[String: Any]] ?? []
      for parameter in signature["parameters"] as? [[String: Any]] ?? [] {
        all += parameter["declarationFragments"] as? [[String: Any]] ?? []
      }
    }
    return all
  }

  static func offenders(in symbols: [[String: Any]]) -> [Offender] {
    symbols.compactMap { symbol in
      let cTypes = fragments(of: symbol).compactMap { fragment -> String? in
        guard let id = fragment["preciseIdentifier"] as? String, id.hasPrefix("c:") else {
          return nil
        }
        return fragment["spelling"] as? String
      }
      guard !cTypes.isEmpty else { return nil }
      let path = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
      return Offender(declaration: path, cTypes: Array(Set(cTypes)).sorted())
    }
    .sorted { $0.declaration < $1.declaration }
  }

  @Test("no public declaration of TransitionKit names a C type")
  func noCTypes() throws {
    let symbols = try Self.symbols()
    // The extraction saw the real surface (UIView, UIViewPropertyAnimator, ...).
    #expect(symbols.count > 200)
    let names = Set(
      symbols.compactMap { ($0["pathComponents"] as? [String])?.joined(separator: ".") })
    #expect(names.contains("UIViewPropertyAnimator.init(duration:timingParameters:)"))
    #expect(Self.offenders(in: symbols).map(\.description) == [])
  }
}
