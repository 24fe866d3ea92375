import CTransitionABI
import Foundation
import Synchronization

/// Exports a plugin: the one declaration a plugin source file needs.
///
/// ```swift
/// @_cdecl("transhost_entry_v1")
/// public func transhostEntry() -> UnsafeRawPointer? {
///   TransitionKitPlugin.entry([
///     AnimatorDefinition(id: "org.example.fade", name: "Fade") { _ in Fade() },
///     ObjectDefinition.transitioningDelegate(id: "org.example.sheet", name: "Sheet") { _ in
///       SheetTransitioningDelegate()
///     },
///   ])
/// }
/// ```
///
/// Animators go to the animator factory (`TRANSHOST_ANIMATOR_FACTORY_ID`), objects to the
/// object factory (`TRANSHOST_OBJECT_FACTORY_ID`, ABI 1.3); a plugin that exports objects
/// only asks for a 1.3 host (`required_host_minor`). The C structures are built on the
/// first call and live as long as the process (the host never unloads a library with
/// Swift in it); later calls return the same entry.
public enum TransitionKitPlugin {
  /// The plugin's `transhost_entry_t`, built from `exports` on first use.
  public static func entry(
    _ exports: @autoclosure () -> [any TransitionKitExport]
  ) -> UnsafeRawPointer? {
    exported.withLock { state in
      if let state { return UnsafeRawPointer(state.entry) }
      let built = ExportedPlugin(exports: exports())
      state = built
      return UnsafeRawPointer(built.entry)
    }
  }

  static let exported = Mutex<ExportedPlugin?>(nil)

  static func definition(id: String) -> AnimatorDefinition? {
    exported.withLock { $0?.definitions.first(where: { $0.id == id }) }
  }

  static func object(id: String) -> ObjectDefinition? {
    exported.withLock { $0?.objects.first(where: { $0.id == id }) }
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
  let objects: [ObjectDefinition]
  let entry: UnsafeMutablePointer<transhost_entry_t>
  let factory: UnsafeMutablePointer<transhost_animator_factory_t>
  let descriptors: UnsafeMutablePointer<transhost_descriptor_t>
  let objectFactory: UnsafeMutablePointer<transhost_object_factory_t>
  let objectDescriptors: UnsafeMutablePointer<transhost_object_descriptor_t>

  init(exports: [any TransitionKitExport]) {
    var definitions: [AnimatorDefinition] = []
    var objects: [ObjectDefinition] = []
    for export in exports {
      switch export.export.value {
      case .animator(let definition): definitions.append(definition)
      case .object(let object): objects.append(object)
      }
    }
    self.definitions = definitions
    self.objects = objects
    objectDescriptors = .allocate(capacity: max(objects.count, 1))
    for (index, object) in objects.enumerated() {
      (objectDescriptors + index).initialize(to: Self.describe(object))
    }
    objectFactory = .allocate(capacity: 1)
    objectFactory.initialize(to: Self.makeObjectFactory())
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
    // An entry with objects only would show an older host nothing (transhost.h, OBJECTS).
    raw.required_host_minor = definitions.isEmpty && !objects.isEmpty ? 3 : 0
    raw.built_with = UnsafePointer(strdup(transitionKitCompiler))
    raw.`init` = { _, _ in Int32(TRANSHOST_OK) }
    raw.deinit = {}
    raw.get_factory = { id in
      guard let id else { return nil }
      let wanted = String(cString: id)
      return TransitionKitPlugin.exported.withLock { state -> UnsafeRawPointer? in
        guard let state else { return nil }
        if wanted == TRANSHOST_ANIMATOR_FACTORY_ID { return UnsafeRawPointer(state.factory) }
        if wanted == TRANSHOST_OBJECT_FACTORY_ID, !state.objects.isEmpty {
          return UnsafeRawPointer(state.objectFactory)
        }
        return nil
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
    raw.styles = describe(definition.styles)
    raw.style_count = UInt32(definition.styles.count)
    raw.operations = operationMask(definition.operations)
    raw.supports_interactive = definition.supportsInteractive
    raw.default_duration = definition.defaultDuration
    raw.parameters = describe(definition.parameters)
    raw.parameter_count = UInt32(definition.parameters.count)
    raw.rank = definition.rank.rawValue
    return raw
  }

  private static func makeObjectFactory() -> transhost_object_factory_t {
    var table = transhost_object_factory_t()
    table.struct_size = UInt32(MemoryLayout<transhost_object_factory_t>.size)
    table.count = { UInt32(TransitionKitPlugin.exported.withLock { $0?.objects.count ?? 0 }) }
    table.descriptor = { index in
      TransitionKitPlugin.exported.withLock {
        state -> UnsafePointer<transhost_object_descriptor_t>? in
        guard let state, Int(index) < state.objects.count else { return nil }
        return UnsafePointer(state.objectDescriptors + Int(index))
      }
    }
    table.create_object = { id, request, host, out in
      ObjectFactory.createObject(id, request, host, out)
    }
    table.create_controller = { id, name, request, host, out in
      ObjectFactory.createController(id, name, request, host, out)
    }
    return table
  }

  private static func describe(_ object: ObjectDefinition) -> transhost_object_descriptor_t {
    var raw = transhost_object_descriptor_t()
    raw.struct_size = UInt32(MemoryLayout<transhost_object_descriptor_t>.size)
    raw.kind = object.kind
    raw.id = UnsafePointer(strdup(object.id))
    raw.name = UnsafePointer(strdup(object.name))
    raw.version = UnsafePointer(strdup(object.version))
    raw.vendor = UnsafePointer(strdup(object.vendor))
    raw.summary = UnsafePointer(strdup(object.summary))
    // A view controller serves no style: NULL, as transhost.h asks.
    raw.styles = object.styles.isEmpty ? nil : describe(object.styles)
    raw.style_count = UInt32(object.styles.count)
    raw.operations = operationMask(object.operations)
    raw.parameters = describe(object.parameters)
    raw.parameter_count = UInt32(object.parameters.count)
    raw.rank = object.rank.rawValue
    return raw
  }

  private static func operationMask(_ operations: [TransitionOperationKind]) -> UInt32 {
    operations.reduce(0) { $0 | (1 << UInt32($1.rawValue)) }
  }

  /// The style numbers as a C array (never NULL, as 1.0 plugins gave it).
  private static func describe(_ styles: [UIModalPresentationStyle]) -> UnsafePointer<Int32> {
    let raw = UnsafeMutablePointer<Int32>.allocate(capacity: max(styles.count, 1))
    for (index, style) in styles.enumerated() {
      (raw + index).initialize(to: Int32(style.rawValue))
    }
    return UnsafePointer(raw)
  }

  /// The parameters as a C array (never NULL, as 1.0 plugins gave it).
  private static func describe(
    _ definitions: [AnimatorParameterDefinition]
  )
    -> UnsafePointer<transhost_parameter_t>
  {
    let parameters = UnsafeMutablePointer<transhost_parameter_t>.allocate(
      capacity: max(definitions.count, 1))
    for (index, parameter) in definitions.enumerated() {
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
    return UnsafePointer(parameters)
  }
}
