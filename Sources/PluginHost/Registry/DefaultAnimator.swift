import TransitionEngine

/// Who serves one operation in one style when no controller's choice and no mapping
/// decides: the installed animator or delegate of highest rank, or the engine's system
/// animator. Delegates (``ObjectDescriptor``) that declare the style and operation are
/// candidates at their rank, as animators are.
///
/// The system animator is a candidate of ``AnimatorRank/system(for:style:)`` rank,
/// last in search order: a plugin displaces UIKit's own animation only by ranking at
/// least ``AnimatorRank/primary`` (and, at `primary`, it is reported as a tie). Rank
/// ``AnimatorRank/none`` never serves by default. Equal ranks: the first in search order
/// serves, and the others are reported in ``tiedWith``.
public struct DefaultAnimator: Sendable {
  /// An installed animator or delegate that declares the operation in the style, with its
  /// rank in force (the declared one, or the user's override).
  public struct Candidate: Sendable {
    /// The animator or delegate.
    public let item: RegisteredItem
    /// Its rank in force.
    public let rank: AnimatorRank
    /// Where an override set it, or nil for the rank the plugin declares.
    public let override: MappingOrigin?
  }

  /// The operation.
  public let operation: TransitionOperation
  /// The style (`.none` for navigation and tab).
  public let style: ModalPresentationStyle
  /// Every candidate, in search order.
  public let candidates: [Candidate]
  /// The one that serves, or nil for the system animator.
  public let winner: Candidate?
  /// The system animator's rank here.
  public var systemRank: AnimatorRank { AnimatorRank.system(for: operation, style: style) }
  /// The candidates of the winner's rank it was chosen over by coming first (`system
  /// animator` for the system), in search order.
  public let tiedWith: [String]

  /// The name of the system animator in ``tiedWith``.
  public static let systemName = "system animator"

  /// Decides among `candidates` (in search order) for `operation` in `style`.
  init(
    operation: TransitionOperation, style: ModalPresentationStyle, candidates: [Candidate]
  ) {
    self.operation = operation
    self.style = style
    self.candidates = candidates
    let system = AnimatorRank.system(for: operation, style: style)
    let top = candidates.map(\.rank).max() ?? .none
    guard top > .none, top >= system else {
      winner = nil
      tiedWith = []
      return
    }
    let best = candidates.filter { $0.rank == top }
    winner = best.first
    tiedWith = best.dropFirst().map(\.item.id) + (top == system ? [Self.systemName] : [])
  }

  /// The link of the chain this decision is, when the winner can be used.
  public var link: ChoiceLink {
    guard let winner else {
      guard !candidates.isEmpty else {
        return .systemFallback(.nothingServes(operation: operation, style: style))
      }
      return .systemFallback(
        .outranked(
          operation: operation, style: style, rank: systemRank,
          passedOver: candidates.map { ($0.item.id, $0.rank) }))
    }
    return .installed(operation: operation, style: style, rank: winner.rank, tiedWith: tiedWith)
  }
}

extension PluginRegistry {
  /// Who serves `operation` in `style` by default, with the ranks of `overrides` in
  /// force.
  public func defaultAnimator(
    for operation: TransitionOperation, style: ModalPresentationStyle,
    overrides: RankOverrides = RankOverrides()
  ) -> DefaultAnimator {
    let candidates = items.filter { $0.serves(operation, style: style) }.map { item in
      let override = overrides.override(for: item.id, in: self)
      return DefaultAnimator.Candidate(
        item: item, rank: override?.rank ?? item.rank, override: override?.origin)
    }
    return DefaultAnimator(operation: operation, style: style, candidates: candidates)
  }
}

extension PluginRegistry {
  /// Who serves each operation in each style some animator or delegate declares, by default: the
  /// modal operations for every style in declaration order of the styles, then push,
  /// pop and tab.
  public func defaultAnimators(overrides: RankOverrides = RankOverrides()) -> [DefaultAnimator] {
    var keys: [(TransitionOperation, ModalPresentationStyle)] = []
    for style in ModalPresentationStyle.allCases where style != .none {
      keys += [(.present, style), (.dismiss, style)]
    }
    keys += [(.push, .none), (.pop, .none), (.tab, .none)]
    // Which keys each item serves, as the bits of a mask (23 keys), found from what it
    // declares, taken out of the item once; the test is ``RegisteredItem/serves(_:style:)``'s,
    // as the keys of navigation and tab operations, and only they, have the style `.none`.
    // Consecutive items of one kind of plugin often declare the same (the cache gives them
    // one shared array each): the mask is found again only when the arrays differ.
    assert(keys.count <= UInt64.bitWidth)
    var last: (operations: [TransitionOperation], styles: [ModalPresentationStyle], mask: UInt64)?
    let served: [UInt64] = items.map { item in
      let operations: [TransitionOperation]
      let styles: [ModalPresentationStyle]
      switch item {
      case .animator(let entry):
        (operations, styles) = (entry.descriptor.operations, entry.descriptor.styles)
      case .object(let entry):
        guard entry.descriptor.kind.isDelegate else { return 0 }
        (operations, styles) = (entry.descriptor.operations, entry.descriptor.styles)
      }
      if let last, last.operations == operations, last.styles == styles { return last.mask }
      var mask: UInt64 = 0
      for (index, key) in keys.enumerated()
      where operations.contains(key.0) && (key.1 == .none || styles.contains(key.1)) {
        mask |= 1 << UInt64(index)
      }
      last = (operations, styles, mask)
      return mask
    }
    // Each key's candidates stored at their final size; each item's override looked up
    // once (not once per key): the same candidates, in search order, as
    // ``defaultAnimator(for:style:overrides:)``.
    var candidates = [[DefaultAnimator.Candidate]](repeating: [], count: keys.count)
    for index in keys.indices {
      candidates[index].reserveCapacity(served.count(where: { $0 & 1 << UInt64(index) != 0 }))
    }
    for (item, mask) in zip(items, served) where mask != 0 {
      let override = overrides.override(for: item.id, in: self)
      let candidate = DefaultAnimator.Candidate(
        item: item, rank: override?.rank ?? item.rank, override: override?.origin)
      // The mask's set bits, lowest first: the keys in order, without testing all 23.
      var bits = mask
      while bits != 0 {
        candidates[bits.trailingZeroBitCount].append(candidate)
        bits &= bits - 1
      }
    }
    return keys.indices.compactMap { index in
      candidates[index].isEmpty
        ? nil
        : DefaultAnimator(
          operation: keys[index].0, style: keys[index].1, candidates: candidates[index])
    }
  }
}
