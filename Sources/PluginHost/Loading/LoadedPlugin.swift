import CTransitionABI

/// A plugin library that passed ABI negotiation: its entry and animator factory.
public final class LoadedPlugin: @unchecked Sendable {
  /// The absolute path it was loaded from.
  public let path: String
  /// The compiler it says it was built with, or nil.
  public let builtWith: String?
  /// The ABI minor it was built with.
  public let abiMinor: UInt32
  let library: DynamicLibrary
  let entry: UnsafePointer<transhost_entry_t>
  let factory: UnsafePointer<transhost_animator_factory_t>

  init(
    path: String, builtWith: String?, abiMinor: UInt32, library: DynamicLibrary,
    entry: UnsafePointer<transhost_entry_t>, factory: UnsafePointer<transhost_animator_factory_t>
  ) {
    self.path = path
    self.builtWith = builtWith
    self.abiMinor = abiMinor
    self.library = library
    self.entry = entry
    self.factory = factory
  }

  /// Whether it says it was built with Swift.
  public var isSwift: Bool { builtWith?.hasPrefix("Swift") ?? false }

  /// A warning when a Swift plugin was built with another Swift compiler than the
  /// host: Swift's ABI is not stable on Linux.
  public var compilerWarning: String? {
    guard isSwift, let builtWith, builtWith != hostSwiftCompiler else { return nil }
    return "built with \(builtWith) but transhost was built with \(hostSwiftCompiler); "
      + "Swift's ABI is not stable on Linux, rebuild the plugin with the same toolchain"
  }
}
