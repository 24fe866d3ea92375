import CTransitionABI
import TransitionEngine

/// A view controller of the app, defined in a plugin: an engine controller whose
/// behaviour is the plugin's `transhost_view_controller_t`, made by the host callback
/// `controller_create`.
///
/// Its view loads lazily, as UIKit's does: the engine calls the plugin's `load_view`
/// (which builds the view with host callbacks and sets it with `controller_set_view`),
/// then `view_did_load`; appearance callbacks reach the plugin after the engine's own
/// bookkeeping, in UIKit's order. A member that is NULL (or past the struct's
/// `struct_size`) does what UIKit's `UIViewController` does. The host calls the
/// instance's `destroy` at the end of the run; after that nothing reaches the plugin.
public final class PluginViewController: ViewController {
  /// The id of the plugin object the controller was made for (its object id), or the id
  /// of the plugin whose code called `controller_create`: what reports name.
  public let pluginID: String
  /// ``pluginID`` as the bridge names the code it runs (``PluginName``).
  private let pluginName: PluginName
  /// The plugin's struct; valid until ``destroyInstance()``.
  let instance: UnsafeMutablePointer<transhost_view_controller_t>
  private let link: BridgeLink
  /// Whether the plugin's `load_view` runs now: only then may it set the view.
  private(set) var isInLoadView = false
  /// Set once the plugin's `destroy` was called (or the bridge went away).
  private(set) var isDestroyed = false

  init(
    engine: Engine, name: String, plugin: PluginName,
    instance: UnsafeMutablePointer<transhost_view_controller_t>, link: BridgeLink
  ) {
    self.pluginID = plugin.id
    self.pluginName = plugin
    self.instance = instance
    self.link = link
    super.init(engine: engine, lazilyLoadedName: name)
  }

  /// The plugin's `load_view`; without one, UIKit's plain view.
  public override func loadView() {
    guard let function = member(\.load_view), let bridge = link.bridge else {
      super.loadView()
      return
    }
    let handle = bridge.handle(for: self)
    isInLoadView = true
    defer { isInLoadView = false }
    bridge.calling(pluginName, call: "load_view") { function(instance, handle) }
  }

  /// The plugin's `view_did_load`.
  public override func viewDidLoad() {
    call(\.view_did_load, "view_did_load") { $0($1, $2) }
  }

  /// The plugin's `view_will_appear`.
  public override func viewWillAppear(_ animated: Bool) {
    call(\.view_will_appear, "view_will_appear") { $0($1, $2, animated) }
  }

  /// The plugin's `view_did_appear`.
  public override func viewDidAppear(_ animated: Bool) {
    call(\.view_did_appear, "view_did_appear") { $0($1, $2, animated) }
  }

  /// The plugin's `view_will_disappear`.
  public override func viewWillDisappear(_ animated: Bool) {
    call(\.view_will_disappear, "view_will_disappear") { $0($1, $2, animated) }
  }

  /// The plugin's `view_did_disappear`.
  public override func viewDidDisappear(_ animated: Bool) {
    call(\.view_did_disappear, "view_did_disappear") { $0($1, $2, animated) }
  }

  /// Calls the plugin's `destroy` once, when no plugin code is running; afterwards the
  /// controller behaves as UIKit's plain controller and never calls the plugin again.
  func destroyInstance() {
    let function = member(\.destroy)
    guard !isDestroyed else { return }
    isDestroyed = true
    guard let function, let bridge = link.bridge else { return }
    let (instance, name) = (self.instance, self.pluginName)
    bridge.whenPluginCodeReturns { [link] in
      link.bridge?.calling(name, call: "destroy") { function(instance) }
    }
  }

  /// The member at `keyPath` when the plugin's struct has it and the instance is alive.
  private func member<Function>(
    _ keyPath: KeyPath<transhost_view_controller_t, Function?>
  ) -> Function? {
    guard !isDestroyed, fieldIsPresent(keyPath, size: instance.pointee.struct_size) else {
      return nil
    }
    return instance.pointee[keyPath: keyPath]
  }

  /// Calls the member at `keyPath` (named `call` in reports) as the plugin's code.
  private func call<Function>(
    _ keyPath: KeyPath<transhost_view_controller_t, Function?>, _ call: String,
    _ body: (Function, UnsafeMutablePointer<transhost_view_controller_t>, UInt64) -> Void
  ) {
    guard let function = member(keyPath), let bridge = link.bridge else { return }
    let handle = bridge.handle(for: self)
    bridge.calling(pluginName, call: call) { body(function, instance, handle) }
  }
}
