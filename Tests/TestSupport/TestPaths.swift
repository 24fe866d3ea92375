import Foundation

/// Where the package's sources, fixtures and build products are.
public enum TestPaths {
  /// The package's root directory.
  public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  /// `Tests/PluginHostTests/Fixtures`, the C fixture plugins.
  public static let fixtures = packageRoot.appendingPathComponent("Tests/PluginHostTests/Fixtures")
  /// `Sources/CTransitionABI/include`, where transhost.h is.
  public static let abiInclude = packageRoot.appendingPathComponent(
    "Sources/CTransitionABI/include")
  /// `Fixtures/abi_1_0`: transhost.h as ABI 1.0 published it, to build plugins the way
  /// a plugin built before ABI 1.1 was.
  public static let abi10Include = fixtures.appendingPathComponent("abi_1_0")
  /// `Fixtures/abi_1_4`: transhost.h as ABI 1.4 published it, to build plugins whose
  /// structs (an explicit animation's, the host table they check) have 1.4's shape.
  public static let abi14Include = fixtures.appendingPathComponent("abi_1_4")
  /// The ABI 1.5 header, as published: for old-shape plugins against this host.
  public static let abi15Include = fixtures.appendingPathComponent("abi_1_5")
  /// The ABI 1.6 header, as published: for plugins that know no touches (1.7).
  public static let abi16Include = fixtures.appendingPathComponent("abi_1_6")
  /// The directory of the running test binary: SwiftPM's build products (the bundled
  /// plugins and the `transhost` executable).
  public static let products = URL(
    fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? "/"
  ).deletingLastPathComponent()

  /// Copies the bundled plugin `library` from ``products`` into `directory`, with the
  /// shared TransitionKit libraries the bundled Swift plugins need beside them
  /// (`transitionkit/`, Plugins/swift-plugin-link.sh).
  public static func copyBundledPlugin(_ library: String, into directory: URL) throws {
    let manager = FileManager.default
    try manager.copyItem(
      at: products.appendingPathComponent(library), to: directory.appendingPathComponent(library))
    let shared = products.appendingPathComponent("transitionkit")
    let target = directory.appendingPathComponent("transitionkit")
    guard manager.fileExists(atPath: shared.path), !manager.fileExists(atPath: target.path)
    else { return }
    try manager.copyItem(at: shared, to: target)
  }
}
