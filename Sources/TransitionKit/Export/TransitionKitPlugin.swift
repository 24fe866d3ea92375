import CTransitionABI
import Foundation
import Synchronization

/// Exports a plugin: the one declaration a plugin source file needs.
///
/// ```swift
/// @_cdecl("transhost_entry_v1")
/// public func transhostEntry() -> UnsafeRawPointer? {
///   TransitionKitPlugin.entry([AnimatorDefinition(id: "org.example.fade", name: "Fade") { _ in Fade() }])
/// }
/// ```
///
/// The C structures are built on the first call and live as long as the process (the
/// host never unloads a library with Swift in it); later calls return the same entry.
public enum TransitionKitPlugin {
  /// The plugin's `transhost_entry_t`, built from `definitions` on first use.
  public static func entry(
    _ definitions: @autoclosure () -> [AnimatorDefinition]
  ) -> UnsafeRawPointer? {
    exported.withLock { state in
      if let state { return UnsafeRawPointer(state.entry) }
      let built = ExportedPlugin(definitions: definitions())
      state = built
      return UnsafeRawPointer(built.entry)
    }
  }

  static let exported = Mutex<ExportedPlugin?>(nil)

  static func definition(id: String) -> AnimatorDefinition? {
    exported.withLock { $0?.definitions.first(where: { $0.id == id }) }
  }
}

/// The compiler this SDK was built with, as the host expects it (`Swift X.Y[.Z]`).
var transitionKitCompiler: String {
  #if compiler(>=6.5)
    "Swift 6.5 or newer"
  #elseif compiler(>=6.4)
    "Swift 6.4"
  #elseif compiler(>=6.3.2)
    "Swift 6.3.2"
  #elseif compiler(>=6.3.1)
    "Swift 6.3.1"
  #elseif compiler(>=6.3)
    "Swift 6.3"
  #else
    "Swift 6.2 or older"
  #endif
}

/// The C side of an exported plugin, allocated once and never freed.
final class ExportedPlugin: @unchecked Sendable {
  let definitions: [AnimatorDefinition]
  let entry: UnsafeMutablePointer<transhost_entry_t>
  let factory: UnsafeMutablePointer<transhost_animator_factory_t>
  let descriptors: UnsafeMutablePointer<transhost_descriptor_t>

  init(definitions: [AnimatorDefinition]) {
    self.definitions = definitions
    descriptors = .allocate(capacity: max(definitions.count, 1))
    for (index, definition) in definitions.enumerated() {
      (descriptors + index).initialize(to: Self.describe(definition))
    }
    factory = .allocate(capacity: 1)
    var table = transhost_animator_factory_t()
    table.struct_size = UInt32(MemoryLayout<transhost_animator_factory_t>.size)
    table.count = { UInt32(TransitionKitPlugin.exported.withLock { $0?.definitions.count ?? 0 }) }
    table.descriptor = { index in
      TransitionKitPlugin.exported.withLock { state -> UnsafePointer<transhost_descriptor_t>? in
        guard let state, Int(index) < state.definitions.count else { return nil }
        return UnsafePointer(state.descriptors + Int(index))
      }
    }
    table.create = { id, request, host, out in createInstance(id, request, host, out) }
    factory.initialize(to: table)
    entry = .allocate(capacity: 1)
    var raw = transhost_entry_t()
    raw.struct_size = UInt32(MemoryLayout<transhost_entry_t>.size)
    raw.abi_major = UInt32(TRANSHOST_ABI_MAJOR)
    raw.abi_minor = UInt32(TRANSHOST_ABI_MINOR)
    raw.required_host_minor = 0
    raw.built_with = UnsafePointer(strdup(transitionKitCompiler))
    raw.`init` = { _, _ in Int32(TRANSHOST_OK) }
    raw.deinit = {}
    raw.get_factory = { id in
      guard let id, String(cString: id) == TRANSHOST_ANIMATOR_FACTORY_ID else { return nil }
      return TransitionKitPlugin.exported.withLock { state in
        state.map { UnsafeRawPointer($0.factory) }
      }
    }
    entry.initialize(to: raw)
  }

  private static func describe(_ definition: AnimatorDefinition) -> transhost_descriptor_t {
    var raw = transhost_descriptor_t()
    raw.struct_size = UInt32(MemoryLayout<transhost_descriptor_t>.size)
    raw.id = UnsafePointer(strdup(definition.id))
    raw.name = UnsafePointer(strdup(definition.name))
    raw.version = UnsafePointer(strdup(definition.version))
    raw.vendor = UnsafePointer(strdup(definition.vendor))
    raw.summary = UnsafePointer(strdup(definition.summary))
    let styles = UnsafeMutablePointer<Int32>.allocate(capacity: max(definition.styles.count, 1))
    for (index, style) in definition.styles.enumerated() {
      (styles + index).initialize(to: Int32(style.rawValue))
    }
    raw.styles = UnsafePointer(styles)
    raw.style_count = UInt32(definition.styles.count)
    raw.operations = definition.operations.reduce(0) { $0 | (1 << UInt32($1.rawValue)) }
    raw.supports_interactive = definition.supportsInteractive
    raw.default_duration = definition.defaultDuration
    let parameters = UnsafeMutablePointer<transhost_parameter_t>.allocate(
      capacity: max(definition.parameters.count, 1))
    for (index, parameter) in definition.parameters.enumerated() {
      var p = transhost_parameter_t()
      p.struct_size = UInt32(MemoryLayout<transhost_parameter_t>.size)
      p.type = parameter.kind.rawValue
      p.name = UnsafePointer(strdup(parameter.name))
      p.default_value = parameter.defaultValue.map { UnsafePointer(strdup($0)) }
      p.description = UnsafePointer(strdup(parameter.summary))
      p.choices =
        parameter.choices.isEmpty
        ? nil : UnsafePointer(strdup(parameter.choices.joined(separator: "|")))
      p.minimum = parameter.range?.lowerBound ?? 1
      p.maximum = parameter.range?.upperBound ?? 0
      (parameters + index).initialize(to: p)
    }
    raw.parameters = UnsafePointer(parameters)
    raw.parameter_count = UInt32(definition.parameters.count)
    raw.rank = definition.rank.rawValue
    return raw
  }
}
