import TransitionEngine

/// The transitioning delegate the engine asks: decides which animator serves each
/// transition, keyed by presentation style and operation.
///
/// Precedence: an explicit choice for the controller, then the per-style mappings
/// (`--use` before the configuration file), then the first plugin (in search order)
/// that declares the style and operation, then the engine's built-in system animator
/// (the resolver answers nil). Every decision is recorded with its reason, in
/// ``resolutions`` and the engine's trace.
public final class AnimatorResolver: TransitioningDelegate, NavigationControllerDelegate,
  TabBarControllerDelegate
{
  /// The animators to choose from.
  public let registry: PluginRegistry
  /// The bridge animator instances call back through.
  public let bridge: HostBridge
  /// The per-style mappings.
  public let mappings: StyleMappings
  /// Every decision so far, oldest first.
  public private(set) var resolutions: [Resolution] = []
  private var explicitChoices: [Int: ResolvedChoice] = [:]
  /// The text of each explicit choice (`org.x.slide(duration: 0.4)`), made once.
  private var explicitTexts: [Int: String] = [:]
  private var explicitSystem: Set<Int> = []
  /// The decisions that depend only on the operation and style (the mappings, then the
  /// plugins' declarations), made once each: the registry and the mappings never
  /// change after they are made.
  /// Indexed by ``styleSlot(_:_:)``: a lookup every transition, cheaper than hashing.
  private var styleDecisions = [Decision?](repeating: nil, count: 5 * styleSlots)
  private static let styleSlots = 16

  /// Where the decision for `operation` in `style` is kept, or nil (never for today's
  /// styles, raw values -2...8).
  private func styleSlot(_ operation: TransitionOperation, _ style: ModalPresentationStyle) -> Int?
  {
    let styleIndex = style.rawValue + 2
    guard styleIndex >= 0, styleIndex < Self.styleSlots else { return nil }
    return Int(cOperation(operation)) * Self.styleSlots + styleIndex
  }

  /// A decision with the chosen animator's text, for the record. A class: a kept
  /// decision is handed out for every transition without copying the choice.
  private final class Decision {
    let choice: ResolvedChoice?
    let reason: String
    let text: String?
    /// The choice's prepared request and plugin, read for every transition.
    let prepared: PreparedRequest?
    let plugin: LoadedPlugin?

    init(_ choice: ResolvedChoice?, _ reason: String, text: String? = nil) {
      self.choice = choice
      self.reason = reason
      self.text = text ?? choice?.description
      self.prepared = choice?.prepared
      self.plugin = choice?.entry.plugin
    }
  }

  /// The decision that made `animator`, if this resolver made it.
  public func resolution(for animator: any AnimatedTransitioning) -> Resolution? {
    guard let made = (animator as? PluginAnimator)?.resolution,
      made.resolver == ObjectIdentifier(self)
    else { return nil }
    return made.decision
  }
  private var interactors: [Int: PercentDrivenInteractiveTransition] = [:]

  /// One decision.
  public struct Resolution: Hashable, Sendable {
    /// The operation.
    public let operation: TransitionOperation
    /// The presentation style (`.none` for navigation and tab).
    public let style: ModalPresentationStyle
    /// The animator id, or nil for the system animator.
    public let animatorID: String?
    /// Why.
    public let reason: String
  }

  /// Creates a resolver over `registry`; `bridge` must wrap the engine the
  /// transitions run in.
  public init(
    registry: PluginRegistry, bridge: HostBridge, mappings: StyleMappings = StyleMappings()
  ) {
    self.registry = registry
    self.bridge = bridge
    self.mappings = mappings
  }

  /// Chooses `choice` for every transition of `controller` (presenting or dismissing
  /// it, pushing or popping it, selecting its tab).
  public func setExplicitChoice(_ choice: ResolvedChoice?, for controller: ViewController) {
    explicitChoices[controller.id] = choice
    explicitTexts[controller.id] = choice?.description
    explicitSystem.remove(controller.id)
  }

  /// Chooses the engine's system animator for every transition of `controller`
  /// (`with system` in a script), whatever plugins declare.
  public func setSystemChoice(for controller: ViewController) {
    explicitChoices[controller.id] = nil
    explicitTexts[controller.id] = nil
    explicitSystem.insert(controller.id)
  }

  /// Drives the next transition of `controller` with `interactor`.
  public func setInteractor(
    _ interactor: PercentDrivenInteractiveTransition?, for controller: ViewController
  ) {
    interactors[controller.id] = interactor
  }

  /// The animator that would serve `operation` in `style` for `controller`, and why;
  /// nil for the system animator.
  public func choice(
    for operation: TransitionOperation, style: ModalPresentationStyle, controller: ViewController
  ) -> (ResolvedChoice?, String) {
    let decision = decision(for: operation, style: style, controller: controller)
    return (decision.choice, decision.reason)
  }

  private func decision(
    for operation: TransitionOperation, style: ModalPresentationStyle, controller: ViewController
  ) -> Decision {
    if !explicitSystem.isEmpty && explicitSystem.contains(controller.id) {
      return Decision(nil, "explicit choice for '\(controller)': system animator")
    }
    if !explicitChoices.isEmpty, let explicit = explicitChoices[controller.id] {
      if explicit.entry.descriptor.serves(operation, style: style) {
        return Decision(
          explicit, "explicit choice for '\(controller)'", text: explicitTexts[controller.id])
      }
      return Decision(
        nil,
        "explicit choice '\(explicit.entry.descriptor.id)' does not serve \(operation.rawValue) in \(style.name): system animator"
      )
    }
    let slot = styleSlot(operation, style)
    if let slot, let known = styleDecisions[slot] { return known }
    let (choice, reason) = styleChoice(for: operation, style: style)
    let made = Decision(choice, reason)
    if let slot { styleDecisions[slot] = made }
    return made
  }

  /// The choice the mappings, then the plugins' declarations, make for `operation` in
  /// `style`.
  private func styleChoice(
    for operation: TransitionOperation, style: ModalPresentationStyle
  ) -> (ResolvedChoice?, String) {
    if let mapping = mappings.choice(for: operation, style: style) {
      if mapping.choice.name == AnimatorChoice.systemName {
        return (nil, "mapped to the system animator by \(mapping.origin)")
      }
      switch registry.resolve(mapping.choice) {
      case .success(let resolved) where resolved.entry.descriptor.serves(operation, style: style):
        return (resolved, "mapped by \(mapping.origin)")
      case .success(let resolved):
        return (
          nil,
          "\(mapping.origin) maps to '\(resolved.entry.descriptor.id)', which does not serve \(operation.rawValue) in \(style.name): system animator"
        )
      case .failure(let error):
        return (nil, "\(mapping.origin): \(error): system animator")
      }
    }
    if let declared = registry.entries(serving: operation, style: style).first,
      case .success(let resolved) = registry.resolve(AnimatorChoice(name: declared.descriptor.id))
    {
      return (
        resolved, "first plugin declaring \(style == .none ? operation.rawValue : style.name)"
      )
    }
    return (nil, "no plugin serves \(operation.rawValue) in \(style.name): system animator")
  }

  /// Makes the animator for a transition, recording the decision.
  private func animator(
    for operation: TransitionOperation, style: ModalPresentationStyle, controller: ViewController
  ) -> (any AnimatedTransitioning)? {
    let decision = decision(for: operation, style: style, controller: controller)
    let reason = decision.reason
    let interactive = !interactors.isEmpty && interactors[controller.id] != nil
    guard let prepared = decision.prepared, let plugin = decision.plugin else {
      record(operation, style, nil, reason)
      return nil
    }
    switch bridge.makeAnimator(
      prepared, plugin: plugin, operation: operation, style: style, interactive: interactive,
      searchRoots: {
        [controller.view, controller.presentingViewController?.view].compactMap { $0 }
      })
    {
    case .success(let animator):
      record(operation, style, decision.text, reason)
      animator.resolution = resolutions.last.map { (ObjectIdentifier(self), $0) }
      return animator
    case .failure(let error):
      bridge.engine?.reportViolation(
        .presentationRefused(reason: "\(error); using the system animator"))
      record(operation, style, nil, "\(error): system animator")
      return nil
    }
  }

  private func record(
    _ operation: TransitionOperation, _ style: ModalPresentationStyle, _ animator: String?,
    _ reason: String
  ) {
    resolutions.append(
      Resolution(operation: operation, style: style, animatorID: animator, reason: reason))
    bridge.engine?.trace.record(
      .delegateCall,
      [
        ("call", "resolver"), ("operation", operation.rawValue), ("style", style.name),
        ("animator", animator ?? "system"), ("reason", reason),
      ])
  }

  private func interactor(
    for controller: ViewController, animator: any AnimatedTransitioning
  )
    -> (any InteractiveTransitioning)?
  {
    guard let interactor = interactors.removeValue(forKey: controller.id) else { return nil }
    if let plugin = animator as? PluginAnimator, !plugin.descriptor.supportsInteractive {
      bridge.engine?.reportViolation(
        .presentationRefused(
          reason:
            "animator '\(plugin.descriptor.id)' does not support interactive driving; the transition runs on its own"
        ))
      return nil
    }
    return interactor
  }

  // MARK: TransitioningDelegate

  public func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? {
    let style =
      presented.presentationController?.presentationStyle ?? presented.modalPresentationStyle
    lastController = presented
    return animator(for: .present, style: style, controller: presented)
  }

  public func animationController(
    forDismissed dismissed: ViewController
  ) -> (any AnimatedTransitioning)? {
    let style =
      dismissed.presentationController?.presentationStyle ?? dismissed.modalPresentationStyle
    lastController = dismissed
    return animator(for: .dismiss, style: style, controller: dismissed)
  }

  public func interactionControllerForPresentation(
    using animator: any AnimatedTransitioning
  )
    -> (any InteractiveTransitioning)?
  {
    pendingInteractor(animator)
  }

  public func interactionControllerForDismissal(
    using animator: any AnimatedTransitioning
  )
    -> (any InteractiveTransitioning)?
  {
    pendingInteractor(animator)
  }

  private var lastController: ViewController?

  private func pendingInteractor(
    _ animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    guard let controller = lastController else { return nil }
    return interactor(for: controller, animator: animator)
  }

  // MARK: NavigationControllerDelegate

  public func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationOperation, from: ViewController, to: ViewController
  ) -> (any AnimatedTransitioning)? {
    let controller = operation == .push ? to : from
    lastController = controller
    return animator(for: operation == .push ? .push : .pop, style: .none, controller: controller)
  }

  public func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    pendingInteractor(animator)
  }

  // MARK: TabBarControllerDelegate

  public func tabBarController(
    _ tabBarController: TabBarController,
    animationControllerForTransitionFrom from: ViewController, to: ViewController
  ) -> (any AnimatedTransitioning)? {
    lastController = to
    return animator(for: .tab, style: .none, controller: to)
  }

  public func tabBarController(
    _ tabBarController: TabBarController,
    interactionControllerFor animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    pendingInteractor(animator)
  }
}
