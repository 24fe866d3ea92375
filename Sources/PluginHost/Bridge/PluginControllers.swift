/// The view controllers plugins made with `controller_create` in the bridge's current
/// run, oldest first, and the factory call making one now: the host destroys each at
/// the end of the run (when the bridge is attached to the next run, or goes away).
final class PluginControllers {
  /// What a factory's `create_controller` running now made, and for which object.
  struct Creation {
    /// The object id the factory was asked for, as the bridge names the code it runs:
    /// what the controllers it makes run their code as.
    let object: PluginName
    /// The object id the factory was asked for.
    var objectID: String { object.id }
    /// The controllers it made with `controller_create`, oldest first.
    var made: [PluginViewController] = []
  }

  /// Every controller made in this run, oldest first.
  private(set) var all: [PluginViewController] = []
  /// The `create_controller` call running now, if any.
  var creation: Creation?

  /// Keeps `controller` until the end of the run.
  func add(_ controller: PluginViewController) {
    all.append(controller)
    creation?.made.append(controller)
  }

  /// Calls every controller's `destroy`, oldest first, and forgets them.
  func destroyAll() {
    let ending = all
    all.removeAll()
    for controller in ending { controller.destroyInstance() }
  }
}
