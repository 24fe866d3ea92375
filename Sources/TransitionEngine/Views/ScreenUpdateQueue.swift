/// The views that came into the window since the last screen update, which the next one
/// draws (see ``Engine/updateScreen()``).
///
/// It does not keep them alive: a view removed and let go of within the same clock turn
/// goes at once, as on iOS, where a plugin may hold it weakly and see it go. A weak
/// reference did that, but it gives every view that ever entered the window a side table
/// (an allocation, and every retain and release of the view then goes through it: a
/// cache miss more each time the view is touched once views no longer fit the cache). So
/// an entry is an `unowned(unsafe)` reference, and a waiting view holds the queue and its
/// place in it: its deinit clears its entry, so no entry outlives its view. A view waits
/// in one place at most (drawing it once or twice gives the same result), and leaves the
/// queue when it is drawn before the update (with an ancestor that waits too, or by a
/// snapshot after screen updates: see ``View/markDrawn()``).
final class ScreenUpdateQueue {
  private struct Entry {
    /// Valid while the entry is in the queue: the view's deinit removes it.
    unowned(unsafe) let view: View
  }

  private var entries: [Entry?] = []

  /// Whether no view waits.
  var isEmpty: Bool { entries.isEmpty }

  /// Adds `view`, unless it waits already.
  func add(_ view: View) {
    guard view.awaitedScreenUpdate == nil else { return }
    view.awaitedScreenUpdate = self
    view.awaitedScreenUpdateIndex = entries.count
    entries.append(Entry(view: view))
  }

  /// Forgets the view waiting at `index`: called by its deinit, and when it is drawn.
  func forget(at index: Int) { entries[index] = nil }

  /// How many views wait (the queue is not empty while it keeps a forgotten place).
  var waitingCount: Int { entries.count { $0 != nil } }

  /// Calls `body` with every waiting view still alive, in the order added, and empties
  /// the queue.
  func drain(_ body: (View) -> Void) {
    var index = 0
    while index < entries.count {
      if let entry = entries[index] {
        let view = entry.view
        view.awaitedScreenUpdate = nil
        body(view)
      }
      index += 1
    }
    entries.removeAll(keepingCapacity: true)
  }
}
