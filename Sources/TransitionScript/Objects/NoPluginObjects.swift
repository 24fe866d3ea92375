import PluginHost
import TransitionEngine

/// The objects of a host whose registry lists none: every name is unknown. What
/// `transhost run` uses until the lead joins the registry's object descriptors
/// (``ScriptObjectResolving``) and the bridge's object factory (``ScriptObjectMaking``).
public struct NoPluginObjects: ScriptObjectResolving, ScriptObjectMaking {
  /// Creates the empty catalogue.
  public init() {}

  /// Always ``ScriptObjectLookupError/unknown(name:suggestion:)``.
  public func resolveObject(
    _ choice: AnimatorChoice
  ) -> Result<ScriptObject, ScriptObjectLookupError> {
    .failure(.unknown(name: choice.name, suggestion: nil))
  }

  /// Never reached: nothing resolves.
  public func makeController(
    _ object: ScriptObject, name: String, engine: Engine
  ) -> Result<ViewController, ScriptObjectCreationError> {
    .failure(ScriptObjectCreationError(id: object.id, reason: "no plugin serves objects"))
  }

  /// Never reached: nothing resolves.
  public func makeDelegate(
    _ object: ScriptObject, engine: Engine
  ) -> Result<ScriptDelegate, ScriptObjectCreationError> {
    .failure(ScriptObjectCreationError(id: object.id, reason: "no plugin serves objects"))
  }
}
