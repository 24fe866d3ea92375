import Foundation

/// Runs the toolchain's `swift-symbolgraph-extract` on the built TransitionKit module.
public enum SymbolGraphExtraction {
  /// The target triple of this machine, which the module was built for.
  static var triple: String {
    #if arch(arm64)
      "aarch64-unknown-linux-gnu"
    #else
      "x86_64-unknown-linux-gnu"
    #endif
  }

  /// Extracts TransitionKit's public symbols from `products` (SwiftPM's build directory,
  /// `.build/debug`, holding `Modules/TransitionKit.swiftmodule`) into a new directory
  /// under `scratch`, and reads them.
  public static func transitionKitSymbols(products: URL, scratch: URL) throws -> [APISymbol] {
    let output = scratch.appendingPathComponent("symbolgraph-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift-symbolgraph-extract", "-module-name", "TransitionKit",
      "-I", products.appendingPathComponent("Modules").path,
      // TransitionKit imports the C ABI's module (privately); the compiler needs its map.
      "-Xcc",
      "-fmodule-map-file="
        + products.appendingPathComponent("CTransitionABI.build/module.modulemap").path,
      "-target", triple, "-minimum-access-level", "public", "-output-dir", output.path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CompatibilityProblem.extractionFailed(status: process.terminationStatus, output: text)
    }
    return try SymbolGraph.symbols(inDirectory: output)
  }

  /// The table for the package at `root` (docs/uikit-sdk-manifest.tsv and
  /// docs/uikit-status.tsv) and the TransitionKit built in `products`.
  public static func table(root: URL, products: URL, scratch: URL) throws -> CompatibilityTable {
    let symbols = try transitionKitSymbols(products: products, scratch: scratch)
    let manifestPath = "docs/uikit-sdk-manifest.tsv"
    let statusPath = "docs/uikit-status.tsv"
    let manifest = try SDKManifest(
      text: String(contentsOf: root.appendingPathComponent(manifestPath), encoding: .utf8),
      file: manifestPath)
    let statuses = try FidelityStatus.table(
      text: String(contentsOf: root.appendingPathComponent(statusPath), encoding: .utf8),
      file: statusPath)
    return CompatibilityTable(
      symbols: symbols, manifest: manifest, statuses: statuses, statusFile: statusPath)
  }
}
