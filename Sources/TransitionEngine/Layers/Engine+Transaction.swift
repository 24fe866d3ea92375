/// Core Animation's transactions and implicit animations. Mirrors `CATransaction`.
///
/// A standalone layer (``Engine/makeLayer(name:kind:frame:)``) animates every change to
/// an animatable property on its own, with the innermost transaction's duration (0.25 s
/// by default) and timing (Core Animation's default curve), unless the transaction
/// disables actions or `performWithoutAnimation` is running. A view's own layer never
/// does: its changes animate only in a `UIView` animation block, and there only the
/// properties UIKit animates (see ``AnimatableProperty/animatesInViewBlocks``).
///
/// Transactions nest; a setting made in one holds for it and the ones it opens, until
/// they set their own. Settings made with no transaction open go to the implicit
/// transaction, which commits on the next clock turn (the end of the run-loop turn).
/// Since no virtual time passes between `begin` and `commit`, each implicit animation
/// starts when its change is made.
extension Engine {
  /// The default duration of an implicit animation. Mirrors Core Animation's 0.25 s.
  public static let defaultTransactionDuration = 0.25
  /// The curve of an implicit animation when no transaction sets one. Mirrors
  /// `CAMediaTimingFunction(name: .default)`.
  public static let defaultTransactionCurve = TimingCurve.cubic(
    CubicBezier(Point(x: 0.25, y: 0.1), Point(x: 0.25, y: 1)))

  /// Opens a transaction. Mirrors `CATransaction.begin()`.
  public func beginTransaction() {
    transactions.append(LayerTransaction(isImplicit: false))
  }

  /// Closes the innermost open transaction; its completion runs once every animation
  /// added after it was set has ended (on the next clock turn when there is none).
  /// Mirrors `CATransaction.commit()`. Returns false (and changes nothing) when no
  /// transaction was begun.
  @discardableResult
  public func commitTransaction() -> Bool {
    guard let index = transactions.lastIndex(where: { !$0.isImplicit }) else { return false }
    commit(transactions.remove(at: index))
    return true
  }

  /// Commits the implicit transaction now. Mirrors `CATransaction.flush()`.
  public func flushTransaction() {
    guard let index = transactions.firstIndex(where: \.isImplicit) else { return }
    commit(transactions.remove(at: index))
  }

  /// Commits every transaction a plugin began and did not commit; returns how many.
  @discardableResult
  public func closeOpenTransactions() -> Int {
    var closed = 0
    while commitTransaction() { closed += 1 }
    return closed
  }

  /// How many transactions were begun and not committed.
  public var openTransactionCount: Int { transactions.count(where: { !$0.isImplicit }) }

  /// The duration implicit animations take now. Mirrors
  /// `CATransaction.animationDuration()`.
  public var transactionAnimationDuration: Double {
    transactions.reversed().lazy.compactMap(\.duration).first ?? Self.defaultTransactionDuration
  }

  /// Sets the innermost transaction's duration. Mirrors
  /// `CATransaction.setAnimationDuration(_:)`.
  public func setTransactionAnimationDuration(_ duration: Double) {
    currentTransaction.duration = max(0, checked(duration, call: "setAnimationDuration"))
  }

  /// The curve implicit animations take now. Mirrors
  /// `CATransaction.animationTimingFunction()` (nil there means the default curve).
  public var transactionTimingCurve: TimingCurve {
    transactions.reversed().lazy.compactMap(\.curve).first ?? Self.defaultTransactionCurve
  }

  /// Sets the innermost transaction's curve; nil goes back to the enclosing one's.
  /// Mirrors `CATransaction.setAnimationTimingFunction(_:)`.
  public func setTransactionTimingCurve(_ curve: TimingCurve?) {
    currentTransaction.curve = curve
  }

  /// Whether implicit animations are turned off now. Mirrors
  /// `CATransaction.disableActions()`.
  public var transactionDisablesActions: Bool {
    transactions.reversed().lazy.compactMap(\.disablesActions).first ?? false
  }

  /// Turns implicit animations off (or on) in the innermost transaction. Mirrors
  /// `CATransaction.setDisableActions(_:)`.
  public func setTransactionDisablesActions(_ disables: Bool) {
    currentTransaction.disablesActions = disables
  }

  /// Sets what runs when the innermost transaction's animations added from now on have
  /// ended: implicit layer animations, explicit ones (``View/add(_:forKey:)``) and the
  /// animations of `UIView` blocks run inside it, which are Core Animation animations in
  /// UIKit. Animations added before the call do not count; a later call replaces the block
  /// and starts the count again. Mirrors `CATransaction.setCompletionBlock(_:)`.
  public func setTransactionCompletion(_ completion: (() -> Void)?) {
    let transaction = currentTransaction
    transaction.completion = completion
    transaction.pending = 0
    transaction.generation += 1
  }

  /// The block set for the innermost transaction, nil when none. Mirrors
  /// `CATransaction.completionBlock()`.
  public var transactionCompletion: (() -> Void)? { transactions.last?.completion }

  /// An animation is being added: every open transaction with a completion waits for it.
  /// Returns what to call once it has ended (finished or removed), nil when no transaction
  /// waits.
  func transactionWaiter() -> (() -> Void)? {
    let waiting = transactions.filter { $0.completion != nil }
    guard !waiting.isEmpty else { return nil }
    let marks = waiting.map { transaction in
      transaction.pending += 1
      return (transaction, transaction.generation)
    }
    return {
      for (transaction, generation) in marks { transaction.animationEnded(generation: generation) }
    }
  }

  /// The innermost transaction, opening the implicit one when none is open.
  private var currentTransaction: LayerTransaction {
    if let last = transactions.last { return last }
    let implicit = LayerTransaction(isImplicit: true)
    transactions.append(implicit)
    schedule(at: now, "implicit transaction commit") { [weak self, weak implicit] in
      guard let self, let implicit,
        let index = self.transactions.firstIndex(where: { $0 === implicit })
      else { return }
      self.commit(self.transactions.remove(at: index))
    }
    return implicit
  }

  private func commit(_ transaction: LayerTransaction) {
    transaction.isCommitted = true
    guard transaction.pending == 0, let completion = transaction.completion else { return }
    transaction.completion = nil
    schedule(at: now, "transaction completion") { completion() }
  }

  /// A standalone layer's animatable property changed from `old` to `new` (the model
  /// already holds `new`): animates it as Core Animation's implicit action does.
  func layerPropertyDidChange(
    _ layer: View, property: AnimatableProperty, from old: AnimatableVector,
    to new: AnimatableVector
  ) {
    guard !transactionDisablesActions, old != new else { return }
    let recording = AnimationRecording(
      mode: .basic(
        duration: transactionAnimationDuration, delay: 0, curve: transactionTimingCurve,
        options: []))
    recording.record(layer, property, from: old, to: new)
    finishBlock(recording, isOutermost: animations.isOutermost, label: "implicit", completion: nil)
  }
}

/// One open `CATransaction`: its settings (nil: the enclosing one's) and the animations
/// its completion waits for.
final class LayerTransaction {
  let isImplicit: Bool
  var duration: Double?
  var curve: TimingCurve?
  var disablesActions: Bool?
  var completion: (() -> Void)?
  /// Animations added since the completion was set that have not ended.
  var pending = 0
  /// How many times the completion was set: an animation counted for an earlier block
  /// does not count for a later one.
  var generation = 0
  var isCommitted = false

  init(isImplicit: Bool) { self.isImplicit = isImplicit }

  /// One of the animations the completion of `generation` waits for ended (or was
  /// replaced or removed).
  func animationEnded(generation: Int) {
    guard generation == self.generation else { return }
    pending -= 1
    guard isCommitted, pending == 0, let completion else { return }
    self.completion = nil
    completion()
  }
}
