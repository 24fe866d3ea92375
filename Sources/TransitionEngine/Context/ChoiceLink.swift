/// The link of the delegate chain that chose a transition's animator.
///
/// The chain is UIKit's, keyed by presentation style and operation: an explicit choice
/// for the controller, then the mappings (`--use`, a script's `use` lines, the
/// configuration file), then the installed animator of highest rank (``AnimatorRank``)
/// that declares the style, then the engine's system animator, itself a candidate of
/// ``AnimatorRank/system(for:style:)`` rank, last in search order. A link that applies but cannot serve falls back to the
/// system animator and says why (``Fallback``). The first link is the controller's own
/// delegate (``ownDelegate(_:controller:)``): the presented controller's
/// `transitioningDelegate`, or the navigation or tab bar controller's `delegate`.
///
/// Indirect: a link is copied several times a transition (into the decision, the
/// resolver's record, the animator a delegate returned), and a copy of the boxed value
/// is one retain, where copying the cases' strings and arrays was one retain each
/// through an outlined copy of every case. Links are made once per style and operation
/// (the mappings and the ranked default) or per delegate, so the box is rarely made.
public indirect enum ChoiceLink: Sendable {
  /// The controller's own delegate answered: the `transitioningDelegate` of the
  /// presented (or dismissed) controller named `controller`, or the `delegate` of the
  /// navigation or tab bar controller named `controller` (by `role`).
  case ownDelegate(AnimatorReason.DelegateRole, controller: String)
  /// An explicit choice of an animator for the controller (a script's `with NAME`).
  case explicitChoice(controller: String)
  /// An explicit choice of the system animator for the controller (`with system`).
  case explicitSystem(controller: String)
  /// A mapping for the style and operation; `origin` names where it was written
  /// (`--use`, `file.transhost:3`, `config:2`).
  case mapping(origin: String)
  /// A mapping to the system animator.
  case mappedToSystem(origin: String)
  /// No choice and no mapping: the installed animator of highest `rank` (above
  /// ``AnimatorRank/none``) that declares the style (the operation, for navigation and
  /// tab transitions). `tiedWith` names the candidates of the same rank it was chosen
  /// over by coming first in search order (`system animator` for the system), in that
  /// order; empty when nothing tied.
  case installed(
    operation: TransitionOperation, style: ModalPresentationStyle, rank: AnimatorRank,
    tiedWith: [String])
  /// The system animator, because the link that applied could not serve.
  case systemFallback(Fallback)

  /// Why a link fell back to the system animator.
  public enum Fallback: Sendable {
    /// The explicit choice does not declare the operation in the style.
    case explicitDoesNotServe(
      animator: String, operation: TransitionOperation, style: ModalPresentationStyle)
    /// The mapping's animator does not declare the operation in the style.
    case mappingDoesNotServe(
      origin: String, animator: String, operation: TransitionOperation,
      style: ModalPresentationStyle)
    /// The mapping's animator cannot be used (unknown, a bad parameter).
    case mappingUnusable(origin: String, error: any Error & Sendable)
    /// No installed animator declares the operation in the style.
    case nothingServes(operation: TransitionOperation, style: ModalPresentationStyle)
    /// Installed animators declare the operation in the style, but none outranks the
    /// system animator (of `rank`), and rank ``AnimatorRank/none`` never serves by
    /// default: `passedOver` names them with their ranks, in search order.
    case outranked(
      operation: TransitionOperation, style: ModalPresentationStyle, rank: AnimatorRank,
      passedOver: [(id: String, rank: AnimatorRank)])
    /// The chosen animator's plugin could not make an instance.
    case creationFailed(error: any Error & Sendable)
  }
}

extension ChoiceLink: CustomStringConvertible {
  /// The link in words: `explicit choice for 'detail'`, `mapped by --use`.
  public var description: String {
    switch self {
    case .ownDelegate(.transitioning, let controller):
      "transitioning delegate of '\(controller)'"
    case .ownDelegate(.navigation, let controller):
      "delegate of navigation controller '\(controller)'"
    case .ownDelegate(.tabBar, let controller):
      "delegate of tab bar controller '\(controller)'"
    case .explicitChoice(let controller):
      "explicit choice for '\(controller)'"
    case .explicitSystem(let controller):
      "explicit choice for '\(controller)': system animator"
    case .mapping(let origin):
      "mapped by \(origin)"
    case .mappedToSystem(let origin):
      "mapped to the system animator by \(origin)"
    case .installed(let operation, let style, let rank, let tiedWith):
      "highest rank (\(rank)) declaring \(style == .none ? operation.rawValue : style.name)"
        + (tiedWith.isEmpty
          ? ""
          : "; tied with \(tiedWith.map { "'\($0)'" }.joined(separator: ", ")), first in search order")
    case .systemFallback(let fallback):
      "\(fallback): system animator"
    }
  }
}

extension ChoiceLink.Fallback: CustomStringConvertible {
  /// Why, without the closing `: system animator`.
  public var description: String {
    switch self {
    case .explicitDoesNotServe(let animator, let operation, let style):
      "explicit choice '\(animator)' does not serve \(operation.rawValue) in \(style.name)"
    case .mappingDoesNotServe(let origin, let animator, let operation, let style):
      "\(origin) maps to '\(animator)', which does not serve \(operation.rawValue) in \(style.name)"
    case .mappingUnusable(let origin, let error):
      "\(origin): \(error)"
    case .nothingServes(let operation, let style):
      "no plugin serves \(operation.rawValue) in \(style.name)"
    case .outranked(let operation, let style, let rank, let passedOver):
      "no plugin serving \(operation.rawValue) in \(style.name) outranks the system animator "
        + "(\(rank)); passed over "
        + passedOver.map { "'\($0.id)' (\($0.rank))" }.joined(separator: ", ")
    case .creationFailed(let error):
      "\(error)"
    }
  }
}
