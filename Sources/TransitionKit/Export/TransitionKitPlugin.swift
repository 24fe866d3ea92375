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
/// Swift in it); later calls from the same plugin return the same entry.
///
/// One TransitionKit library may serve several plugins (the bundled ones share one,
/// Plugins/swift-plugin-link.sh), while the ABI's callbacks carry no context. So
/// `entry` is compiled into each plugin, with callbacks of its own that name their
/// plugin by its image (`#dsohandle`), and the SDK keeps each image's exports apart.
public enum TransitionKitPlugin {
  /// The plugin's `transhost_entry_t`, built from `exports` on first use.
  @_alwaysEmitIntoClient
  public static func entry(
    _ exports: @autoclosure () -> [any TransitionKitExport]
  ) -> UnsafeRawPointer? {
    entry(
      exports(), image: #dsohandle,
      callbacks: ImageCallbacks(
        getFactory: { TransitionKitPlugin.factory(image: #dsohandle, id: $0) },
        animatorCount: { TransitionKitPlugin.animatorCount(image: #dsohandle) },
        animatorDescriptor: { TransitionKitPlugin.animatorDescriptor(image: #dsohandle, $0) },
        createAnimator: {
          TransitionKitPlugin.createAnimator(image: #dsohandle, $0, $1, $2, $3)
        },
        objectCount: { TransitionKitPlugin.objectCount(image: #dsohandle) },
        objectDescriptor: { TransitionKitPlugin.objectDescriptor(image: #dsohandle, $0) },
        createObject: { TransitionKitPlugin.createObject(image: #dsohandle, $0, $1, $2, $3) },
        createController: {
          TransitionKitPlugin.createController(image: #dsohandle, $0, $1, $2, $3, $4)
        }))
  }

  /// The entry of the plugin whose image is `image`, built from `exports` on its first
  /// call with that plugin's `callbacks`.
  @usableFromInline
  static func entry(
    _ exports: @autoclosure () -> [any TransitionKitExport], image: UnsafeRawPointer,
    callbacks: ImageCallbacks
  ) -> UnsafeRawPointer? {
    exported.withLock { plugins in
      let key = UInt(bitPattern: image)
      if let plugin = plugins[key] { return UnsafeRawPointer(plugin.entry) }
      let built = ExportedPlugin(exports: exports(), callbacks: callbacks)
      plugins[key] = built
      return UnsafeRawPointer(built.entry)
    }
  }

  /// Each plugin's exports, by the address of its image.
  static let exported = Mutex<[UInt: ExportedPlugin]>([:])

  static func plugin(_ image: UnsafeRawPointer) -> ExportedPlugin? {
    exported.withLock { $0[UInt(bitPattern: image)] }
  }

  @usableFromInline
  static func factory(image: UnsafeRawPointer, id: UnsafePointer<CChar>?) -> UnsafeRawPointer? {
    guard let id, let plugin = plugin(image) else { return nil }
    let wanted = String(cString: id)
    if wanted == TRANSHOST_ANIMATOR_FACTORY_ID { return UnsafeRawPointer(plugin.factory) }
    if wanted == TRANSHOST_OBJECT_FACTORY_ID, !plugin.objects.isEmpty {
      return UnsafeRawPointer(plugin.objectFactory)
    }
    return nil
  }

  @usableFromInline
  static func animatorCount(image: UnsafeRawPointer) -> UInt32 {
    UInt32(plugin(image)?.definitions.count ?? 0)
  }

  @usableFromInline
  static func animatorDescriptor(
    image: UnsafeRawPointer, _ index: UInt32
  ) -> UnsafePointer<transhost_descriptor_t>? {
    guard let plugin = plugin(image), Int(index) < plugin.definitions.count else { return nil }
    return UnsafePointer(plugin.descriptors + Int(index))
  }

  @usableFromInline
  static func createAnimator(
    image: UnsafeRawPointer, _ id: UnsafePointer<CChar>?,
    _ request: UnsafePointer<transhost_request_t>?, _ host: UnsafePointer<transhost_host_t>?,
    _ out: UnsafeMutablePointer<UnsafeMutablePointer<transhost_animator_t>?>?
  ) -> Int32 {
    let definition = id.flatMap { id in
      plugin(image)?.definitions.first(where: { $0.id == String(cString: id) })
    }
    return createInstance(definition, request, host, out)
  }

  @usableFromInline
  static func objectCount(image: UnsafeRawPointer) -> UInt32 {
    UInt32(plugin(image)?.objects.count ?? 0)
  }

  @usableFromInline
  static func objectDescriptor(
    image: UnsafeRawPointer, _ index: UInt32
  ) -> UnsafePointer<transhost_object_descriptor_t>? {
    guard let plugin = plugin(image), Int(index) < plugin.objects.count else { return nil }
    return UnsafePointer(plugin.objectDescriptors + Int(index))
  }

  static func object(image: UnsafeRawPointer, _ id: UnsafePointer<CChar>?) -> ObjectDefinition? {
    id.flatMap { id in plugin(image)?.objects.first(where: { $0.id == String(cString: id) }) }
  }

  @usableFromInline
  static func createObject(
    image: UnsafeRawPointer, _ id: UnsafePointer<CChar>?,
    _ request: UnsafePointer<transhost_request_t>?, _ host: UnsafePointer<transhost_host_t>?,
    _ out: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
  ) -> Int32 {
    ObjectFactory.createObject(object(image: image, id), request, host, out)
  }

  @usableFromInline
  static func createController(
    image: UnsafeRawPointer, _ id: UnsafePointer<CChar>?, _ name: UnsafePointer<CChar>?,
    _ request: UnsafePointer<transhost_request_t>?, _ host: UnsafePointer<transhost_host_t>?,
    _ out: UnsafeMutablePointer<UInt64>?
  ) -> Int32 {
    ObjectFactory.createController(object(image: image, id), name, request, host, out)
  }
}

/// The C callbacks of one plugin image: compiled into the plugin by
/// ``TransitionKitPlugin/entry(_:)``, each passes its image to the SDK.
@usableFromInline
struct ImageCallbacks: Sendable {
  let getFactory: @convention(c) (UnsafePointer<CChar>?) -> UnsafeRawPointer?
  let animatorCount: @convention(c) () -> UInt32
  let animatorDescriptor: @convention(c) (UInt32) -> UnsafePointer<transhost_descriptor_t>?
  let createAnimator:
    @convention(c) (
      UnsafePointer<CChar>?, UnsafePointer<transhost_request_t>?, UnsafePointer<transhost_host_t>?,
      UnsafeMutablePointer<UnsafeMutablePointer<transhost_animator_t>?>?
    ) -> Int32
  let objectCount: @convention(c) () -> UInt32
  let objectDescriptor: @convention(c) (UInt32) -> UnsafePointer<transhost_object_descriptor_t>?
  let createObject:
    @convention(c) (
      UnsafePointer<CChar>?, UnsafePointer<transhost_request_t>?, UnsafePointer<transhost_host_t>?,
      UnsafeMutablePointer<UnsafeMutableRawPointer?>?
    ) -> Int32
  let createController:
    @convention(c) (
      UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<transhost_request_t>?,
      UnsafePointer<transhost_host_t>?, UnsafeMutablePointer<UInt64>?
    ) -> Int32

  @usableFromInline
  init(
    getFactory: @convention(c) (UnsafePointer<CChar>?) -> UnsafeRawPointer?,
    animatorCount: @convention(c) () -> UInt32,
    animatorDescriptor: @convention(c) (UInt32) -> UnsafePointer<transhost_descriptor_t>?,
    createAnimator:
      @convention(c) (
        UnsafePointer<CChar>?, UnsafePointer<transhost_request_t>?,
        UnsafePointer<transhost_host_t>?,
        UnsafeMutablePointer<UnsafeMutablePointer<transhost_animator_t>?>?
      ) -> Int32,
    objectCount: @convention(c) () -> UInt32,
    objectDescriptor: @convention(c) (UInt32) -> UnsafePointer<transhost_object_descriptor_t>?,
    createObject:
      @convention(c) (
        UnsafePointer<CChar>?, UnsafePointer<transhost_request_t>?,
        UnsafePointer<transhost_host_t>?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?
      ) -> Int32,
    createController:
      @convention(c) (
        UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<transhost_request_t>?,
        UnsafePointer<transhost_host_t>?, UnsafeMutablePointer<UInt64>?
      ) -> Int32
  ) {
    self.getFactory = getFactory
    self.animatorCount = animatorCount
    self.animatorDescriptor = animatorDescriptor
    self.createAnimator = createAnimator
    self.objectCount = objectCount
    self.objectDescriptor = objectDescriptor
    self.createObject = createObject
    self.createController = createController
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

  init(exports: [any TransitionKitExport], callbacks: ImageCallbacks) {
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
    objectFactory.initialize(to: Self.makeObjectFactory(callbacks))
    descriptors = .allocate(capacity: max(definitions.count, 1))
    for (index, definition) in definitions.enumerated() {
      (descriptors + index).initialize(to: Self.describe(definition))
    }
    factory = .allocate(capacity: 1)
    var table = transhost_animator_factory_t()
    table.struct_size = UInt32(MemoryLayout<transhost_animator_factory_t>.size)
    table.count = callbacks.animatorCount
    table.descriptor = callbacks.animatorDescriptor
    table.create = callbacks.createAnimator
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
    raw.get_factory = callbacks.getFactory
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

  private static func makeObjectFactory(_ callbacks: ImageCallbacks) -> transhost_object_factory_t {
    var table = transhost_object_factory_t()
    table.struct_size = UInt32(MemoryLayout<transhost_object_factory_t>.size)
    table.count = callbacks.objectCount
    table.descriptor = callbacks.objectDescriptor
    table.create_object = callbacks.createObject
    table.create_controller = callbacks.createController
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
