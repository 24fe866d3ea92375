import TransitionEngine

/// What the runner asks to make the plugin objects a checked script names.
///
/// SEAM FOR THE LEAD: the bridge lane wraps plugin objects as engine objects; a
/// conformer over the ``PluginHost/HostBridge`` (the object factory's
/// `create_controller` / `create_object`) replaces ``NoPluginObjects`` in `transhost run`
/// (`ScriptRunner.init(script:registry:...:objects:)`).
public protocol ScriptObjectMaking {
  /// A view controller of class `object` called `name`, in `engine`. The runner then
  /// reads its `view` (which loads it, as UIKit does when it is needed) before it looks
  /// at its `transitioningDelegate`, which the controller may set itself.
  func makeController(
    _ object: ScriptObject, name: String, engine: Engine
  ) -> Result<ViewController, ScriptObjectCreationError>
  /// The delegate `object`, in `engine`. UIKit holds delegates weakly: the runner keeps
  /// what it gets until the run ends.
  func makeDelegate(
    _ object: ScriptObject, engine: Engine
  ) -> Result<ScriptDelegate, ScriptObjectCreationError>
}

/// A delegate a maker made, by role.
public enum ScriptDelegate {
  /// A controller's `transitioningDelegate`.
  case transitioning(any TransitioningDelegate)
  /// A navigation controller's `delegate`.
  case navigation(any NavigationControllerDelegate)
  /// A tab bar controller's `delegate`.
  case tabBar(any TabBarControllerDelegate)
}

/// Why a maker could not make an object.
public struct ScriptObjectCreationError: Error, Sendable, CustomStringConvertible {
  /// The object's full id.
  public let id: String
  /// Why, as a phrase (`its plugin's create_controller returned -1`).
  public let reason: String

  /// An error for `id`, because of `reason`.
  public init(id: String, reason: String) {
    self.id = id
    self.reason = reason
  }

  /// `'org.example.detail' could not be made: REASON`.
  public var description: String { "'\(id)' could not be made: \(reason)" }
}
