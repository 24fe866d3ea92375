import CTransitionABI
import Synchronization

/// A plugin library that passed ABI negotiation: what it says about itself, and its
/// entry and factories once it is loaded into this process.
///
/// A registry scanned out of process (``PluginScanner/helper(executable:timeout:showsPluginErrors:)``)
/// or from the cache knows a plugin only by what the scan reported; the library is
/// loaded into the host the first time one of its animators is made, so `list` and
/// `info` never run plugin code in the host. A registry scanned in process holds it
/// loaded from the start.
public final class LoadedPlugin: @unchecked Sendable {
  /// The absolute path it was loaded from.
  public let path: String
  /// The version the scan (or the cache entry) was about: a library loaded later must
  /// be this version, checked on the descriptor it is loaded from; nil when any is.
  public let identity: FileIdentity?
  /// The compiler it says it was built with, or nil.
  public let builtWith: String?
  /// The ABI minor it was built with.
  public let abiMinor: UInt32
  private let state: Mutex<State>

  /// The library loaded in this process: its handles and the descriptors it gave then.
  /// A plugin offers the animator factory, the object factory (ABI 1.3) or both.
  struct Handles: @unchecked Sendable {
    let library: DynamicLibrary
    let entry: UnsafePointer<transhost_entry_t>
    /// The animator factory, or nil when the plugin offers none.
    let factory: UnsafePointer<transhost_animator_factory_t>?
    let descriptors: [AnimatorDescriptor]
    /// The object factory (`TRANSHOST_OBJECT_FACTORY_ID`), or nil when the plugin offers
    /// none.
    let objectFactory: UnsafePointer<transhost_object_factory_t>?
    /// The usable object descriptors, in the plugin's order.
    let objectDescriptors: [ObjectDescriptor]
  }

  private enum State: @unchecked Sendable {
    case notLoaded
    case loaded(Handles)
    case failed(PluginLoadError)
  }

  init(
    path: String, identity: FileIdentity?, builtWith: String?, abiMinor: UInt32,
    handles: Handles?
  ) {
    self.path = path
    self.identity = identity
    self.builtWith = builtWith
    self.abiMinor = abiMinor
    self.state = Mutex(handles.map(State.loaded) ?? .notLoaded)
  }

  /// Whether the library is loaded into this process.
  public var isLoaded: Bool {
    state.withLock { state in
      if case .loaded = state { return true }
      return false
    }
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

  /// The library's handles, loading it into this process with `loader` the first time
  /// (its `init` gets `bridge`'s host), and only if the file opened is ``identity``: a
  /// file that changed since it was scanned is refused, never loaded unscanned. A
  /// failed load is remembered, not retried.
  func handles(
    loadingWith loader: PluginLoader, bridge: HostBridge
  ) -> Result<
    Handles, PluginLoadError
  > {
    state.withLock { state in
      switch state {
      case .loaded(let handles): return .success(handles)
      case .failed(let error): return .failure(error)
      case .notLoaded:
        switch bridge.calling(
          path, call: "loading", { loader.load(path: path, expecting: identity) })
        {
        case .success(let loaded):
          state = .loaded(loaded.handles)
          return .success(loaded.handles)
        case .failure(let error):
          state = .failed(error)
          return .failure(error)
        }
      }
    }
  }
}
