import CTransitionABI
import TransitionEngine

/// What the bridge keeps of the objects around the animator (ABI 1.3) for one run: the
/// handles of plugin presentation controllers and transition coordinators, the delegate
/// wrappers plugins set on controllers, and the plugin objects the host owns and
/// destroys at the end of the run.
///
/// Presentation and coordinator handles come from a counter far above the engine's ids,
/// so they never collide with a view, controller or context handle and minting one
/// leaves the engine's ids (and so its traces) as they were.
///
/// Its dictionaries are read and written on every transition with a coordinator or a
/// plugin object, so they are `@exclusivity(unchecked)` (a class's stored property
/// otherwise pays a dynamic exclusivity check at each access): everything runs on the
/// host's one thread and no access is held across a call.
final class BridgeObjects {
  /// Plugin presentation controllers by handle, until their destroy.
  let presentations = HandleTable<PluginPresentationController>()
  /// Transition contexts by the handle of their coordinator, until the transition ends.
  let coordinators = HandleTable<TransitionContext>()
  /// The coordinator handle of each running transition that has one, with its context's
  /// id. A list, not a `Dictionary`: it holds only the transitions in flight that asked
  /// for their coordinator (one, rarely a few), and scanning that few costs less than
  /// hashing the id, which a dictionary did twice a transition.
  @exclusivity(unchecked) private var coordinatorHandles: [(context: Int, handle: UInt64)] = []
  /// The wrappers of delegates a plugin set on a controller, by the plugin's struct:
  /// UIKit holds delegates weakly, so the bridge keeps the wrapper for the run; the
  /// plugin's struct is never destroyed by the host.
  @exclusivity(unchecked) var setDelegates: [UnsafeMutableRawPointer: AnyObject] = [:]
  /// What the host must destroy when the run ends (objects it took over or made), each
  /// with the number of its taking, so that the end destroys them in the order they were
  /// taken. What destroys itself leaves the table: it holds what is alive, however many
  /// transitions a run makes (a list of the order grew by one entry a transition).
  @exclusivity(unchecked) private var owned: [ObjectIdentifier: OwnedObject] = [:]
  @exclusivity(unchecked) private var ownedCount = 0
  @exclusivity(unchecked) private var nextHandle: UInt64 = 1 << 48

  /// A handle no other object of the process was given.
  func makeHandle() -> UInt64 {
    nextHandle += 1
    return nextHandle
  }

  /// The coordinator handle of `context`'s transition, made on first use.
  func coordinatorHandle(for context: TransitionContext) -> UInt64 {
    let id = context.id
    if let known = coordinatorHandles.first(where: { $0.context == id }) { return known.handle }
    let handle = makeHandle()
    coordinatorHandles.append((id, handle))
    coordinators.insert(context, for: handle)
    return handle
  }

  /// Forgets the coordinator of `context`'s transition, which has ended: its handle is
  /// stale from now on.
  func forgetCoordinator(of context: TransitionContext) {
    // Asked at the end of every transition, most of which made no coordinator handle: the
    // scan of an empty list is a length check.
    let id = context.id
    guard let index = coordinatorHandles.firstIndex(where: { $0.context == id }) else { return }
    coordinators.remove(coordinatorHandles.remove(at: index).handle)
  }

  /// Keeps `object`'s `destroy` to run at the end of the run, unless ``disown(_:)``
  /// runs it first.
  func own(_ object: AnyObject, destroy: @escaping () -> Void) {
    let key = ObjectIdentifier(object)
    // Owned again: the new `destroy`, in the place it was first taken.
    let order = owned[key]?.order ?? ownedCount
    if order == ownedCount { ownedCount += 1 }
    owned[key] = OwnedObject(order: order, destroy: destroy)
  }

  /// How many objects the host owns now (tests).
  var ownedObjectCount: Int { owned.count }

  /// Forgets `object` without destroying it (it destroyed itself).
  func disown(_ object: AnyObject) {
    owned[ObjectIdentifier(object)] = nil
  }

  /// Ends the run: destroys what the host still owns, in the order it took it, and
  /// forgets every handle and wrapper.
  func endRun() {
    // A `destroy` may disown or own others: each is looked up again before it runs.
    let order = owned.sorted { $0.value.order < $1.value.order }.map(\.key)
    for key in order {
      if let object = owned.removeValue(forKey: key) { object.destroy() }
    }
    owned.removeAll()
    presentations.removeAll()
    coordinators.removeAll()
    coordinatorHandles.removeAll()
    setDelegates.removeAll()
  }
}

/// One object the host owns until the run ends: when it was taken, and how to destroy it.
private struct OwnedObject {
  let order: Int
  let destroy: () -> Void
}
