import TransitionEngine

/// Why a delegate the chain chose (a mapping or the ranked default) does not serve the
/// transition: this host's resolver does not make delegates yet, so the system animator
/// serves, as a fallback that says so (``ChoiceLink/Fallback/creationFailed(error:)``).
public struct DelegateNotMade: Error, Sendable, CustomStringConvertible {
  /// The delegate chosen, with its parameters.
  public let delegate: ResolvedObject
  /// The link that chose it.
  public let chosenBy: ChoiceLink

  /// The message.
  public var description: String {
    "\(delegate.entry.descriptor.kind) '\(delegate.description)' (\(chosenBy)) is not made "
      + "by this host yet"
  }
}
