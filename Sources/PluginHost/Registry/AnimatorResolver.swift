import TransitionEngine

/// The transitioning delegate the engine asks: decides which animator serves each
/// transition, keyed by presentation style and operation.
///
/// Precedence: an explicit choice for the controller, then the per-style mappings
/// (`--use` before the configuration file; they may name a delegate), then the installed
/// animator or delegate of highest rank that declares the style and operation
/// (``DefaultAnimator``: ties go to the first in search order, rank `none` never serves,
/// the system animator is a candidate of its own rank), then the engine's built-in system
/// animator (the resolver answers nil). What the chain chose is a typed
/// ``ChainDecision`` (``chainDecision(for:style:controller:)``: an animator or a delegate).
/// A chosen delegate is made once per controller through its plugin's object factory and
/// asked, as UIKit asks a controller's delegate, for the presentation controller, the
/// animators and the interaction controllers of that controller's transitions; its nil
/// is UIKit's, the system animator. Every decision is a typed ``AnimatorDecision`` (the
/// ``ChoiceLink`` that chose, and the animator as written): the engine gets it with the
/// animator (``AnimatorAnswer``) and keeps it in the context's ``AnimatorReason``; it is
/// also recorded in ``resolutions`` and the engine's trace. What is set for a controller
/// (its explicit choice, its interaction controller) is kept in one value per controller.
///
/// Its stored state (and each controller's routing) is read and written on every
/// transition, so it is marked `@exclusivity(unchecked)`: a class's stored property
/// otherwise pays a dynamic exclusivity check (`swift_beginAccess`, about 100
/// instructions) at each access. The resolver runs on the host's one thread, and no access
/// to its state is held across a call (each reads or writes a value and lets go), so
/// there is nothing for the check to find.
public final class AnimatorResolver: TransitioningDelegate, NavigationControllerDelegate,
  TabBarControllerDelegate
{
  /// The animators to choose from.
  public let registry: PluginRegistry
  /// The host animator instances call back through: the registry's one host, which the
  /// run attaches to the engine its transitions run in (``HostBridge/attach(_:)``).
  public var bridge: HostBridge { registry.host }
  /// The per-style mappings.
  public let mappings: StyleMappings
  /// The latest decisions, oldest first: every decision until ``resolutionsKept`` are
  /// held, then the oldest half is dropped each time the list is full again, so a long
  /// run does not keep one record per transition for ever.
  @exclusivity(unchecked) public private(set) var resolutions: [Resolution] = []
  /// How many decisions ``resolutions`` holds at most.
  public static let resolutionsKept = 1_024
  /// What is set for each controller (by ``ViewController/id``): its explicit choice,
  /// its interaction controller, the animator last made for it.
  @exclusivity(unchecked) private var routes: [Int: ControllerRouting] = [:]
  /// The routing ``existingRoute(for:)`` found last, with its controller's id.
  @exclusivity(unchecked) private var lastRoute: (id: Int, routing: ControllerRouting)?

  /// How many controllers the resolver keeps a routing for (an explicit choice, an
  /// interaction controller or the animator last made), for tests.
  var routedControllerCount: Int { routes.count }

  /// The routing of `controller`, made when it has none yet.
  private func route(for controller: ViewController) -> ControllerRouting {
    if let route = existingRoute(for: controller) { return route }
    let route = ControllerRouting()
    routes[controller.id] = route
    return route
  }

  /// The routing of `controller`, if it has one. The last one found is kept beside the
  /// dictionary (routings are never removed, so it stays right): one transition looks its
  /// controller up four or five times, and each dictionary lookup hashes the id.
  private func existingRoute(for controller: ViewController) -> ControllerRouting? {
    let id = controller.id
    if let last = lastRoute, last.id == id { return last.routing }
    guard !routes.isEmpty, let found = routes[id] else { return nil }
    lastRoute = (id, found)
    return found
  }

  /// What the resolver knows of one controller's transitions. A class: it is read and
  /// changed several times for every transition, in place (a struct in the dictionary
  /// was copied, its strings and weak reference with it, at each read).
  private final class ControllerRouting {
    /// The explicit choice for its transitions, if any.
    @exclusivity(unchecked) var choice: ExplicitChoice?
    /// The text of an explicit animator choice (`org.x.slide(duration: 0.4)`), made once.
    @exclusivity(unchecked) var choiceText: String?
    /// The interaction controller for its next transition, if any.
    @exclusivity(unchecked) var interactor: PercentDrivenInteractiveTransition?
    /// The identity of the animator last made for it: the engine asks for the
    /// interaction controller with it (UIKit's `interactionController...(using:)`).
    /// Not a weak reference: a weakly referenced object gets a side table, and every
    /// retain and release of it then takes the runtime's slow path (a plugin animator
    /// is retained and released dozens of times a transition).
    @exclusivity(unchecked) private(set) var animatorID: ObjectIdentifier?
    /// Keeps the memory of the animator ``animatorID`` names, not the animator: its
    /// `deinit` runs when the engine lets it go, as before (an unowned reference counts
    /// apart from the strong ones, inline, with no side table). The memory stays until
    /// another animator replaces it here, so no object made later can take its address
    /// while ``animatorID`` names it: a dead animator never matches a live one, as a
    /// weak reference gone nil never did. The reference is never read.
    @exclusivity(unchecked) private unowned var animatorMemory: AnyObject?
    /// The delegate a mapping or the ranked default chose for its transitions, made once
    /// and asked for every one of them (its presentation controller, animators and
    /// interaction controllers), as UIKit keeps a controller's delegate; with the text of
    /// the choice it was made for.
    @exclusivity(unchecked) var delegate: (object: PluginObject, choice: String)?
    /// Whether ``animator`` is the delegate's answer: the engine then asks the delegate
    /// for the interaction controller.
    @exclusivity(unchecked) var animatorIsDelegates = false

    /// Keeps `animator` as the one last made.
    func madeAnimator(_ animator: AnyObject?, fromDelegate: Bool) {
      animatorID = animator.map(ObjectIdentifier.init)
      animatorMemory = animator
      animatorIsDelegates = fromDelegate
    }
  }

  /// The decisions that depend only on the operation and style (the mappings, then the
  /// plugins' declarations), made once each: the registry and the mappings never
  /// change after they are made.
  /// Indexed by ``styleSlot(_:_:)``: a lookup every transition, cheaper than hashing.
  @exclusivity(unchecked) private var styleDecisions = [Decision?](
    repeating: nil, count: 5 * styleSlots)
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
    /// The delegate chosen instead of an animator (a mapping or the ranked default).
    let delegate: ResolvedObject?
    /// Whether ``delegate`` is set: read for every transition, without copying it.
    let isDelegate: Bool
    let link: ChoiceLink
    let text: String?
    /// The choice's prepared request and plugin, read for every transition.
    let prepared: PreparedRequest?
    let plugin: LoadedPlugin?

    init(_ choice: ResolvedChoice?, _ link: ChoiceLink, text: String? = nil) {
      self.choice = choice
      self.delegate = nil
      self.isDelegate = false
      self.link = link
      self.text = text ?? choice?.description
      self.prepared = choice?.prepared
      self.plugin = choice?.entry.plugin
    }

    init(_ target: ResolvedTarget?, _ link: ChoiceLink) {
      var animator: ResolvedChoice?
      var delegate: ResolvedObject?
      switch target {
      case .animator(let choice): animator = choice
      case .delegate(let object): delegate = object
      case nil: break
      }
      self.choice = animator
      self.delegate = delegate
      self.isDelegate = delegate != nil
      self.link = link
      self.text = animator?.description ?? delegate?.description
      self.prepared = animator?.prepared
      self.plugin = animator?.entry.plugin
    }

    var target: ResolvedTarget? {
      if let choice { return .animator(choice) }
      return delegate.map(ResolvedTarget.delegate)
    }
  }

  /// What the chain decided for one transition, as a typed value: what serves it (an
  /// animator, a delegate, or nil for the engine's system animator) and the link that
  /// chose it.
  public struct ChainDecision: Sendable {
    /// The animator or delegate chosen; nil for the system animator.
    public let target: ResolvedTarget?
    /// The link of the chain that chose.
    public let link: ChoiceLink
  }

  /// One decision.
  public struct Resolution: Sendable {
    /// The operation.
    public let operation: TransitionOperation
    /// The presentation style (`.none` for navigation and tab).
    public let style: ModalPresentationStyle
    /// The link that chose, and the animator chosen.
    public let decision: AnimatorDecision
    /// The animator as written, or nil for the system animator.
    public var animatorID: String? { decision.animator }
    /// Why, in words.
    public var reason: String { "\(decision.link)" }
  }

  /// Creates a resolver over `registry`, whose host must be attached to the engine the
  /// transitions run in.
  public init(registry: PluginRegistry, mappings: StyleMappings = StyleMappings()) {
    self.registry = registry
    self.mappings = mappings
  }

  /// Chooses `choice` for every transition of `controller` (presenting or dismissing
  /// it, pushing or popping it, selecting its tab).
  public func setExplicitChoice(_ choice: ResolvedChoice?, for controller: ViewController) {
    setChoice(choice.map(ExplicitChoice.animator), for: controller)
  }

  /// Chooses the engine's system animator for every transition of `controller`
  /// (`with system` in a script), whatever plugins declare.
  public func setSystemChoice(for controller: ViewController) {
    setChoice(.system, for: controller)
  }

  /// Chooses `choice` (nil: none) for every transition of `controller`: a checked
  /// script's `with` as it is.
  public func setChoice(_ choice: ExplicitChoice?, for controller: ViewController) {
    let routing = route(for: controller)
    routing.choice = choice
    if case .animator(let resolved) = choice {
      routing.choiceText = resolved.description
    } else {
      routing.choiceText = nil
    }
  }

  /// Drives the next transition of `controller` with `interactor`.
  public func setInteractor(
    _ interactor: PercentDrivenInteractiveTransition?, for controller: ViewController
  ) {
    route(for: controller).interactor = interactor
  }

  /// The animator that would serve `operation` in `style` for `controller`, and why;
  /// nil for the system animator, and for a delegate (see ``chainDecision(for:style:controller:)``).
  public func choice(
    for operation: TransitionOperation, style: ModalPresentationStyle, controller: ViewController
  ) -> (ResolvedChoice?, String) {
    let decision = decision(for: operation, style: style, controller: controller)
    return (decision.choice, "\(decision.link)")
  }

  /// What would serve `operation` in `style` for `controller` (an animator, a delegate,
  /// or nil for the system animator), and the link that chose it.
  public func chainDecision(
    for operation: TransitionOperation, style: ModalPresentationStyle, controller: ViewController
  ) -> ChainDecision {
    let decision = decision(for: operation, style: style, controller: controller)
    return ChainDecision(target: decision.target, link: decision.link)
  }

  private func decision(
    for operation: TransitionOperation, style: ModalPresentationStyle, controller: ViewController
  ) -> Decision {
    decision(
      for: operation, style: style, controller: controller, route: existingRoute(for: controller))
  }

  /// ``decision(for:style:controller:)`` with `controller`'s routing (nil: it has none)
  /// already found.
  private func decision(
    for operation: TransitionOperation, style: ModalPresentationStyle, controller: ViewController,
    route: ControllerRouting?
  ) -> Decision {
    if let route, let choice = route.choice {
      switch choice {
      case .system:
        return Decision(nil, .explicitSystem(controller: "\(controller)"))
      case .animator(let explicit) where explicit.entry.descriptor.serves(operation, style: style):
        return Decision(
          explicit, .explicitChoice(controller: "\(controller)"), text: route.choiceText)
      case .animator(let explicit):
        return Decision(
          nil,
          .systemFallback(
            .explicitDoesNotServe(
              animator: explicit.entry.descriptor.id, operation: operation, style: style)))
      }
    }
    let slot = styleSlot(operation, style)
    if let slot, let known = styleDecisions[slot] { return known }
    let (target, link) = styleChoice(for: operation, style: style)
    let made = Decision(target, link)
    if let slot { styleDecisions[slot] = made }
    return made
  }

  /// The choice the mappings, then the plugins' declarations, make for `operation` in
  /// `style`: an animator or a delegate, or nil for the system animator.
  private func styleChoice(
    for operation: TransitionOperation, style: ModalPresentationStyle
  ) -> (ResolvedTarget?, ChoiceLink) {
    if let mapping = mappings.choice(for: operation, style: style) {
      let origin = "\(mapping.origin)"
      if mapping.choice.name == AnimatorChoice.systemName {
        return (nil, .mappedToSystem(origin: origin))
      }
      switch registry.resolveTarget(mapping.choice) {
      case .success(let resolved) where resolved.serves(operation, style: style):
        return (resolved, .mapping(origin: origin))
      case .success(let resolved):
        return (
          nil,
          .systemFallback(
            .mappingDoesNotServe(
              origin: origin, animator: resolved.id, operation: operation, style: style))
        )
      case .failure(let error):
        return (nil, .systemFallback(.mappingUnusable(origin: origin, error: error)))
      }
    }
    let ranked = registry.defaultAnimator(
      for: operation, style: style, overrides: mappings.rankOverrides)
    if let winner = ranked.winner,
      case .success(let resolved) = registry.resolveTarget(AnimatorChoice(name: winner.item.id))
    {
      return (resolved, ranked.link)
    }
    if ranked.winner != nil {
      return (nil, .systemFallback(.nothingServes(operation: operation, style: style)))
    }
    return (nil, ranked.link)
  }

  /// Makes the animator for a transition of `controller`, and says how it was chosen:
  /// the answer the engine gets, recorded in ``resolutions`` and the trace.
  private func answer(
    for operation: TransitionOperation, style: ModalPresentationStyle, controller: ViewController,
    ask: (PluginObject) -> AnimatorAnswer?
  ) -> AnimatorAnswer {
    // Found once for the transition: the animator's making does not touch the routings.
    let route = existingRoute(for: controller)
    let decision = decision(for: operation, style: style, controller: controller, route: route)
    if decision.isDelegate {
      return delegateAnswer(
        decision: decision, for: operation, style: style, controller: controller, ask: ask)
    }
    let interactive = route?.interactor != nil
    guard let prepared = decision.prepared, let plugin = decision.plugin else {
      return answer(
        nil, AnimatorDecision(decision.link), operation, style, controller, route: route)
    }
    switch bridge.makeAnimator(
      prepared, plugin: plugin, operation: operation, style: style, interactive: interactive,
      searchRoots: {
        [controller.view, controller.presentingViewController?.view].compactMap { $0 }
      })
    {
    case .success(let animator):
      return answer(
        animator, AnimatorDecision(decision.link, animator: decision.text), operation, style,
        controller, route: route)
    case .failure(let error):
      bridge.engine?.reportViolation(
        .presentationRefused(reason: "\(error); using the system animator"))
      return answer(
        nil, AnimatorDecision(.systemFallback(.creationFailed(error: error))), operation, style,
        controller, route: route)
    }
  }

  /// The delegate `decision` chose for `controller` (a mapping or the ranked default):
  /// the one made for it before when it is the same choice, else a new one from its
  /// plugin. The choice is compared by the decision's text, made once with the decision
  /// (formatting it, its parameters' numbers included, on every transition cost more
  /// than the rest of the lookup).
  private func delegateObject(
    decision: Decision, for operation: TransitionOperation, style: ModalPresentationStyle,
    controller: ViewController
  ) -> Result<PluginObject, ObjectCreationError> {
    let known = existingRoute(for: controller)
    if let made = known?.delegate, let text = decision.text, made.choice == text {
      return .success(made.object)
    }
    guard let delegate = decision.delegate else {
      return .failure(.notADelegate(id: decision.text ?? "system"))
    }
    let text = decision.text ?? delegate.description
    let link = decision.link
    guard let kind = PluginObject.Kind(delegate.entry.descriptor.kind) else {
      return .failure(.notADelegate(id: delegate.entry.descriptor.id))
    }
    let made = bridge.makeObject(
      delegate.entry.descriptor.id, in: delegate.entry.plugin, kind: kind, operation: operation,
      style: style, interactive: known?.interactor != nil,
      parameters: delegate.values, chosenBy: link)
    if case .success(let object) = made {
      route(for: controller).delegate = (object, text)
    }
    return made
  }

  /// The answer of the delegate `decision` chose, asked through `ask`: its animator
  /// (nil: UIKit's nil, the system animator), recorded with the link that chose the
  /// delegate.
  private func delegateAnswer(
    decision: Decision, for operation: TransitionOperation,
    style: ModalPresentationStyle, controller: ViewController,
    ask: (PluginObject) -> AnimatorAnswer?
  ) -> AnimatorAnswer {
    switch delegateObject(decision: decision, for: operation, style: style, controller: controller)
    {
    case .failure(let error):
      bridge.engine?.reportViolation(
        .presentationRefused(reason: "\(error); using the system animator"))
      return answer(
        nil, AnimatorDecision(.systemFallback(.creationFailed(error: error))), operation, style,
        controller, route: existingRoute(for: controller))
    case .success(let object):
      let animator = ask(object)?.animator
      // Found after the delegate was made: making it gives the controller a routing.
      return answer(
        animator, AnimatorDecision(decision.link, animator: animator == nil ? nil : decision.text),
        operation, style, controller, route: existingRoute(for: controller),
        fromDelegate: animator != nil)
    }
  }

  /// Records `decision` and hands `animator` out with it; `route` is `controller`'s
  /// routing (nil: it has none yet); `fromDelegate` says the controller's chosen delegate
  /// answered it.
  private func answer(
    _ animator: (any AnimatedTransitioning)?, _ decision: AnimatorDecision,
    _ operation: TransitionOperation, _ style: ModalPresentationStyle, _ controller: ViewController,
    route: ControllerRouting?, fromDelegate: Bool = false
  ) -> AnimatorAnswer {
    if resolutions.count == Self.resolutionsKept {
      resolutions.removeFirst(Self.resolutionsKept / 2)
    }
    resolutions.append(Resolution(operation: operation, style: style, decision: decision))
    // Asked first: with the trace off (almost always), the record's fields are not
    // captured and the trace is not called.
    if let trace = bridge.engine?.trace, trace.isEnabled {
      trace.record(
        .delegateCall,
        [
          ("call", "resolver"), ("operation", operation.rawValue), ("style", style.name),
          ("animator", decision.animator ?? "system"), ("reason", "\(decision.link)"),
        ])
    }
    // A controller served by the system animator needs no routing of its own: one made
    // for each new controller would be kept for the run.
    if let route {
      route.madeAnimator(animator, fromDelegate: fromDelegate)
    } else if animator != nil {
      self.route(for: controller).madeAnimator(animator, fromDelegate: fromDelegate)
    }
    return AnimatorAnswer(animator, decision: decision)
  }

  /// The interaction controller for `animator`: the one set for the controller it was
  /// made for, handed out once.
  private func interactor(
    for animator: any AnimatedTransitioning,
    delegates ask: (PluginObject) -> (any InteractiveTransitioning)? = { _ in nil }
  )
    -> (any InteractiveTransitioning)?
  {
    // Most often the controller whose routing was found last (its transition's animator
    // was just made): asked first, before going through every routing.
    let id = ObjectIdentifier(animator)
    let route: ControllerRouting
    if let last = lastRoute?.routing, last.animatorID == id {
      route = last
    } else {
      guard let found = routes.values.first(where: { $0.animatorID == id }) else {
        return nil
      }
      route = found
    }
    if route.animatorIsDelegates, let delegate = route.delegate,
      let delegates = ask(delegate.object)
    {
      route.interactor = nil
      return delegates
    }
    guard let interactor = route.interactor else { return nil }
    route.interactor = nil
    if let plugin = animator as? PluginAnimator,
      plugin.registeredDescriptor?.supportsInteractive == false
    {
      bridge.engine?.reportViolation(
        .presentationRefused(
          reason:
            "animator '\(plugin.animatorName)' does not support interactive driving; the transition runs on its own"
        ))
      return nil
    }
    return interactor
  }

  // MARK: TransitioningDelegate

  public func animatorAnswer(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> AnimatorAnswer {
    let style =
      presented.presentationController?.presentationStyle ?? presented.modalPresentationStyle
    return answer(for: .present, style: style, controller: presented) {
      $0.transitioning?.animatorAnswer(
        forPresented: presented, presenting: presenting, source: source)
    }
  }

  public func animatorAnswer(forDismissed dismissed: ViewController) -> AnimatorAnswer {
    let style =
      dismissed.presentationController?.presentationStyle ?? dismissed.modalPresentationStyle
    return answer(for: .dismiss, style: style, controller: dismissed) {
      $0.transitioning?.animatorAnswer(forDismissed: dismissed)
    }
  }

  public func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? {
    let decision = decision(for: .present, style: .custom, controller: presented)
    guard decision.isDelegate,
      case .success(let object) = delegateObject(
        decision: decision, for: .present, style: .custom, controller: presented),
      let transitioning = object.transitioning
    else { return nil }
    return transitioning.presentationController(
      forPresented: presented, presenting: presenting, source: source)
  }

  public func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? {
    animatorAnswer(forPresented: presented, presenting: presenting, source: source).animator
  }

  public func animationController(
    forDismissed dismissed: ViewController
  ) -> (any AnimatedTransitioning)? {
    animatorAnswer(forDismissed: dismissed).animator
  }

  public func interactionControllerForPresentation(
    using animator: any AnimatedTransitioning
  )
    -> (any InteractiveTransitioning)?
  {
    interactor(for: animator) {
      $0.transitioning?.interactionControllerForPresentation(using: animator)
    }
  }

  public func interactionControllerForDismissal(
    using animator: any AnimatedTransitioning
  )
    -> (any InteractiveTransitioning)?
  {
    interactor(for: animator) {
      $0.transitioning?.interactionControllerForDismissal(using: animator)
    }
  }

  // MARK: NavigationControllerDelegate

  public func navigationController(
    _ navigationController: NavigationController,
    animatorAnswerFor operation: NavigationOperation, from: ViewController, to: ViewController
  ) -> AnimatorAnswer {
    answer(
      for: operation == .push ? .push : .pop, style: .none,
      controller: operation == .push ? to : from
    ) {
      $0.navigation?.navigationController(
        navigationController, animatorAnswerFor: operation, from: from, to: to)
    }
  }

  public func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationOperation, from: ViewController, to: ViewController
  ) -> (any AnimatedTransitioning)? {
    self.navigationController(
      navigationController, animatorAnswerFor: operation, from: from, to: to
    ).animator
  }

  public func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    interactor(for: animator) {
      $0.navigation?.navigationController(navigationController, interactionControllerFor: animator)
    }
  }

  // MARK: TabBarControllerDelegate

  public func tabBarController(
    _ tabBarController: TabBarController,
    animatorAnswerForTransitionFrom from: ViewController, to: ViewController
  ) -> AnimatorAnswer {
    answer(for: .tab, style: .none, controller: to) {
      $0.tabBar?.tabBarController(tabBarController, animatorAnswerForTransitionFrom: from, to: to)
    }
  }

  public func tabBarController(
    _ tabBarController: TabBarController,
    animationControllerForTransitionFrom from: ViewController, to: ViewController
  ) -> (any AnimatedTransitioning)? {
    self.tabBarController(tabBarController, animatorAnswerForTransitionFrom: from, to: to)
      .animator
  }

  public func tabBarController(
    _ tabBarController: TabBarController,
    interactionControllerFor animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    interactor(for: animator) {
      $0.tabBar?.tabBarController(tabBarController, interactionControllerFor: animator)
    }
  }
}
