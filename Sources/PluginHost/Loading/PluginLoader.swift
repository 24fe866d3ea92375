import CTransitionABI
import TransitionEngine

/// Opens plugin libraries and negotiates the ABI: the rules of `transhost.h`'s
/// versioning promise, with a reason for every refusal.
struct PluginLoader {
  /// The host handed to each plugin's `init`.
  let host: UnsafePointer<transhost_host_t>
  /// The directory checks loads share (a scan helper's batch, whose files are mostly in
  /// one directory); nil checks every file's directories afresh.
  var directories: DirectoryChecks?

  /// What loading one file gave.
  struct Loaded {
    /// The compiler it says it was built with.
    let builtWith: String?
    /// The ABI minor it was built with.
    let abiMinor: UInt32
    /// The library, its entry and factories, and the usable descriptors.
    let handles: LoadedPlugin.Handles
    /// The descriptors refused, with the reason.
    let refusedDescriptors: [PluginLoadError]

    /// The usable descriptors, in the plugin's order.
    var descriptors: [AnimatorDescriptor] { handles.descriptors }
    /// The usable object descriptors, in the plugin's order.
    var objectDescriptors: [ObjectDescriptor] { handles.objectDescriptors }
  }

  /// Loads the plugin at `path` (absolute) and reads its descriptors; with `identity`,
  /// only when the file opened is that version (see ``FileIdentity``); with `inherited`,
  /// through that descriptor the host opened it on (``DynamicLibrary/open(absolutePath:directories:expecting:inherited:)``).
  func load(
    path: String, expecting identity: FileIdentity? = nil, inherited: Int32? = nil
  ) -> Result<Loaded, PluginLoadError> {
    switch DynamicLibrary.open(
      absolutePath: path, directories: directories ?? DirectoryChecks(), expecting: identity,
      inherited: inherited)
    {
    case .success(let opened): read(opened, path: path)
    case .failure(let error): .failure(PluginLoadError(error, path: path))
    }
  }

  /// Loads the plugin open on `file`, which ``PluginFile`` opened and checked, and reads
  /// its descriptors, as ``load(path:expecting:inherited:)`` does.
  func load(checked file: PluginFile) -> Result<Loaded, PluginLoadError> {
    switch DynamicLibrary.open(checked: file, directories: directories ?? DirectoryChecks()) {
    case .success(let opened): read(opened, path: file.path)
    case .failure(let error): .failure(PluginLoadError(error, path: file.path))
    }
  }

  /// Negotiates the ABI with the plugin `library` loaded from `path` and reads its
  /// descriptors.
  private func read(_ library: DynamicLibrary, path: String) -> Result<Loaded, PluginLoadError> {
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
    let animatorFactory = entry.pointee.get_factory?(animatorFactoryID)
    let objectFactory = entry.pointee.get_factory?(objectFactoryID)
    guard animatorFactory != nil || objectFactory != nil else {
      return .failure(.noFactory(path: path))
    }
    var factory: UnsafePointer<transhost_animator_factory_t>?
    var descriptors: [AnimatorDescriptor] = []
    var refused: [PluginLoadError] = []
    /// Who of this plugin has each id so far: animators and objects share one id space.
    var owners: [String: String] = [:]
    if let animatorFactory {
      let animators = animatorFactory.assumingMemoryBound(to: transhost_animator_factory_t.self)
      let factoryNeeded = bytesNeeded(through: \transhost_animator_factory_t.create)
      guard Int(animators.pointee.struct_size) >= factoryNeeded, animators.pointee.count != nil,
        animators.pointee.descriptor != nil, animators.pointee.create != nil
      else {
        return .failure(
          .structTooSmall(
            path: path, structName: "transhost_animator_factory_t",
            size: animators.pointee.struct_size, needed: factoryNeeded))
      }
      factory = animators
      let count = animators.pointee.count?() ?? 0
      for index in 0..<count {
        switch DescriptorReader.read(animators.pointee.descriptor?(index), index: index, path: path)
        {
        case .success(let descriptor):
          descriptors.append(descriptor)
          owners[descriptor.id] = owners[descriptor.id] ?? "animator descriptor \(index)"
        case .failure(let error): refused.append(error)
        }
      }
    }
    var objects: UnsafePointer<transhost_object_factory_t>?
    var objectDescriptors: [ObjectDescriptor] = []
    if let objectFactory {
      let made = objectFactory.assumingMemoryBound(to: transhost_object_factory_t.self)
      switch readObjects(of: made, path: path, owners: &owners) {
      case .success(let (read, refusals)):
        objects = made
        objectDescriptors = read
        refused += refusals
      case .failure(let error): return .failure(error)
      }
    }
    return .success(
      Loaded(
        builtWith: string(entry.pointee.built_with), abiMinor: entry.pointee.abi_minor,
        handles: LoadedPlugin.Handles(
          library: library, entry: entry, factory: factory, descriptors: descriptors,
          objectFactory: objects, objectDescriptors: objectDescriptors),
        refusedDescriptors: refused))
  }

  /// The usable object descriptors of `factory` and the refused ones, or why the factory
  /// itself is unusable. An object whose id `owners` already holds (an animator or an
  /// earlier object of the plugin) is refused, as is one whose kind the factory cannot
  /// make (no `create_object` for a delegate, no `create_controller` for a controller).
  private func readObjects(
    of factory: UnsafePointer<transhost_object_factory_t>, path: String,
    owners: inout [String: String]
  ) -> Result<([ObjectDescriptor], [PluginLoadError]), PluginLoadError> {
    let needed = bytesNeeded(through: \transhost_object_factory_t.create_controller)
    guard Int(factory.pointee.struct_size) >= needed, factory.pointee.count != nil,
      factory.pointee.descriptor != nil
    else {
      return .failure(
        .objectFactoryTooSmall(path: path, size: factory.pointee.struct_size, needed: needed))
    }
    var read: [ObjectDescriptor] = []
    var refused: [PluginLoadError] = []
    let count = factory.pointee.count?() ?? 0
    for index in 0..<count {
      let object: ObjectDescriptor
      switch ObjectDescriptorReader.read(
        factory.pointee.descriptor?(index), index: index, path: path)
      {
      case .success(let found): object = found
      case .failure(let error):
        refused.append(error)
        continue
      }
      func refuse(_ reason: String) {
        refused.append(.badObjectDescriptor(path: path, index: index, reason: reason))
      }
      if let owner = owners[object.id] {
        refuse(
          "id '\(object.id)' is already used by \(owner) of this plugin (animators and objects "
            + "share one id space); give each a unique id")
        continue
      }
      let maker = object.kind.isDelegate ? "create_object" : "create_controller"
      let canMake =
        object.kind.isDelegate
        ? factory.pointee.create_object != nil : factory.pointee.create_controller != nil
      guard canMake else {
        refuse(
          "'\(object.id)' is a \(object.kind), but the object factory's \(maker) is NULL; set it")
        continue
      }
      owners[object.id] = "object descriptor \(index)"
      read.append(object)
    }
    return .success((read, refused))
  }
}

extension PluginLoadError {
  /// The refusal for a file ``DynamicLibrary`` or ``PluginFile`` would not open.
  init(_ error: DynamicLibraryError, path: String) {
    switch error {
    case .relativePath: self = .notLoadable(path: path, loaderMessage: "the path is not absolute")
    case .loader(let message): self = .notLoadable(path: path, loaderMessage: message)
    case .insecure(let culprit, let reason):
      self = .insecure(path: path, culprit: culprit, reason: reason)
    case .wrongMachine(let found): self = .wrongMachine(path: path, found: found)
    case .truncated(let size, let needed): self = .truncated(path: path, size: size, needed: needed)
    case .changed(let scanned, let found):
      self = .changedSinceScan(path: path, scanned: scanned, found: found)
    }
  }
}
