import CTransitionABI
import TransitionEngine

/// Opens plugin libraries and negotiates the ABI: the rules of `transhost.h`'s
/// versioning promise, with a reason for every refusal.
struct PluginLoader {
  /// The host handed to each plugin's `init`.
  let host: UnsafePointer<transhost_host_t>

  /// What loading one file gave.
  struct Loaded {
    let plugin: LoadedPlugin
    let descriptors: [AnimatorDescriptor]
    let refusedDescriptors: [PluginLoadError]
  }

  /// Loads the plugin at `path` (absolute) and reads its descriptors.
  func load(path: String) -> Result<Loaded, PluginLoadError> {
    let library: DynamicLibrary
    switch DynamicLibrary.open(absolutePath: path) {
    case .success(let opened): library = opened
    case .failure(.relativePath):
      return .failure(.notLoadable(path: path, loaderMessage: "the path is not absolute"))
    case .failure(.loader(let message)):
      return .failure(.notLoadable(path: path, loaderMessage: message))
    case .failure(.insecure(let culprit, let reason)):
      return .failure(.insecure(path: path, culprit: culprit, reason: reason))
    }
    guard let symbol = library.symbol(named: "transhost_entry_v1") else {
      return .failure(.notAPlugin(path: path))
    }
    let entryFunction = unsafeBitCast(symbol, to: transhost_entry_v1_fn.self)
    guard let entry = entryFunction() else { return .failure(.entryReturnedNothing(path: path)) }
    let size = entry.pointee.struct_size
    let majorNeeded = bytesNeeded(through: \transhost_entry_t.abi_major)
    guard Int(size) >= majorNeeded else {
      return .failure(
        .structTooSmall(
          path: path, structName: "transhost_entry_t", size: size, needed: majorNeeded))
    }
    guard entry.pointee.abi_major == hostABIMajor else {
      return .failure(.wrongMajor(path: path, found: entry.pointee.abi_major))
    }
    let needed = bytesNeeded(through: \transhost_entry_t.get_factory)
    guard Int(size) >= needed else {
      return .failure(
        .structTooSmall(path: path, structName: "transhost_entry_t", size: size, needed: needed))
    }
    guard entry.pointee.required_host_minor <= hostABIMinor else {
      return .failure(
        .minorTooNew(path: path, required: entry.pointee.required_host_minor, host: hostABIMinor))
    }
    if let initialize = entry.pointee.`init` {
      let status = initialize(host, path)
      guard status == TRANSHOST_OK else { return .failure(.initFailed(path: path, status: status)) }
    }
    guard let getFactory = entry.pointee.get_factory,
      let raw = getFactory(animatorFactoryID)
    else {
      return .failure(.noAnimatorFactory(path: path))
    }
    let factory = raw.assumingMemoryBound(to: transhost_animator_factory_t.self)
    let factoryNeeded = bytesNeeded(through: \transhost_animator_factory_t.create)
    guard Int(factory.pointee.struct_size) >= factoryNeeded, factory.pointee.count != nil,
      factory.pointee.descriptor != nil, factory.pointee.create != nil
    else {
      return .failure(
        .structTooSmall(
          path: path, structName: "transhost_animator_factory_t",
          size: factory.pointee.struct_size, needed: factoryNeeded))
    }
    let plugin = LoadedPlugin(
      path: path, builtWith: string(entry.pointee.built_with), abiMinor: entry.pointee.abi_minor,
      library: library, entry: entry, factory: factory)
    var descriptors: [AnimatorDescriptor] = []
    var refused: [PluginLoadError] = []
    let count = factory.pointee.count?() ?? 0
    for index in 0..<count {
      switch DescriptorReader.read(factory.pointee.descriptor?(index), index: index, path: path) {
      case .success(let descriptor): descriptors.append(descriptor)
      case .failure(let error): refused.append(error)
      }
    }
    return .success(Loaded(plugin: plugin, descriptors: descriptors, refusedDescriptors: refused))
  }
}
