import PluginHost
import TransitionEngine

extension ScriptRunner {
  /// Runs `command`, the script's command `index`, with what the checker resolved for
  /// it.
  func execute(_ command: Located<Command>, index: Int) {
    switch command.value {
    case .window, .use:
      break
    case .fps(let value):
      if fpsOverride == nil { fps = value }
    case .controller(let name, let color, let alpha, _):
      let controller = makeController(name, object: objects[index], line: command.line)
      controller.view.name = name
      if let color { controller.view.backgroundColor = color }
      if let alpha { controller.view.alpha = alpha }
      register(controller, keepingItsDelegate: objects[index] != nil)
    case .view(let path, let frame, let color, let alpha, let radius, let hidden):
      guard let parent = views[path.dropLast().joined(separator: ".")], let last = path.last else {
        return
      }
      let view = engine.makeView(name: last, frame: frame)
      if let color { view.backgroundColor = color }
      if let alpha { view.alpha = alpha }
      if let radius { view.cornerRadius = radius }
      view.isHidden = hidden
      parent.addSubview(view)
      views[path.joined(separator: ".")] = view
    case .navigation(let name, let root):
      guard let rootController = controllers[root.value] else { return }
      let navigation = NavigationController(engine: engine, name: name, root: rootController)
      navigation.view.name = name
      navigation.delegate = resolver
      register(navigation)
    case .tabs(let name, let tabs):
      let tabBar = TabBarController(
        engine: engine, name: name, tabs: tabs.compactMap { controllers[$0.value] })
      tabBar.view.name = name
      tabBar.delegate = resolver
      register(tabBar)
    case .root(let name):
      engine.window.rootViewController = controllers[name.value]
    case .context(let name):
      controllers[name.value]?.definesPresentationContext = true
    case .transition(let request, let animation, let interactive, _, _):
      startTransition(
        request, animated: animation == .animated, interactive: interactive,
        choice: choices[index], delegate: objects[index], line: command.line)
    case .update(let percent):
      interactor?.update(percent)
      sampleNow()
    case .drag(let from, let to, let duration):
      interactor?.update(from)
      // At least one step; at most a million (a huge duration must not overflow Int).
      let steps = Int(min(max((duration * Double(fps)).rounded(), 1), 1_000_000))
      let start = engine.now
      for step in 1...steps {
        advance(to: start + duration * Double(step) / Double(steps))
        interactor?.update(from + (to - from) * Double(step) / Double(steps))
      }
      sampleNow()
    case .pause:
      interactor?.pause()
    case .touch(let touch):
      perform(touch, line: command.line, path: viewPaths[index])
    case .end(let cancel, let speed, let curve):
      if let speed { interactor?.completionSpeed = speed }
      if let curve { interactor?.completionCurve = curve }
      if cancel { interactor?.cancel() } else { interactor?.finish() }
      interactor = nil
    case .wait(let seconds):
      advance(to: engine.now + seconds)
    case .settle:
      settle()
    case .expect(let expectation, let time):
      check(expectation, time: time, line: command.line, path: viewPaths[index])
    }
  }

  /// Registers `controller` under its name; its transitions are resolved by the
  /// resolver, unless `keepingItsDelegate` and it set a `transitioningDelegate` of its
  /// own (a plugin's controller that is its own delegate, as app code often is).
  private func register(_ controller: ViewController, keepingItsDelegate: Bool = false) {
    if !keepingItsDelegate || controller.transitioningDelegate == nil {
      controller.transitioningDelegate = resolver
    }
    controllers[controller.name] = controller
    views[controller.name] = controller.view
  }

  /// The controller `name`: of the plugin class `object` when there is one (its view
  /// loaded, so that it has set its own delegate), else a plain one. A class the maker
  /// cannot make is a failure of the run, and a plain controller stands in.
  private func makeController(_ name: String, object: ScriptObject?, line: Int) -> ViewController {
    guard let object else { return ViewController(engine: engine, name: name) }
    switch objectMaker.makeController(object, name: name, engine: engine) {
    case .success(let controller):
      _ = controller.view
      return controller
    case .failure(let error):
      fail(line, "controller '\(name)' of class \(error); a plain controller stands in")
      return ViewController(engine: engine, name: name)
    }
  }

  /// Adds `message` (about the command on `line`) to the run's failures, in the account
  /// and the JSON Lines.
  func fail(_ line: Int, _ message: String) {
    let text = "\(script.file):\(line): \(message)"
    report.failures.append(text)
    say("  \(text)")
    emit(
      .object([
        ("type", .string("failure")), ("line", .integer(line)), ("message", .string(message)),
      ]))
  }

  /// Makes the delegate `object` for a transition of `request`, or reports why not.
  private func makeDelegate(
    _ object: ScriptObject, for request: TransitionRequest, line: Int
  ) -> ScriptDelegate? {
    switch objectMaker.makeDelegate(object, engine: engine) {
    case .success(let delegate):
      switch (delegate, request) {
      case (.transitioning(let made), .present), (.transitioning(let made), .dismiss):
        madeDelegates.append(made)
      case (.navigation(let made), .push), (.navigation(let made), .pop):
        madeDelegates.append(made)
      case (.tabBar(let made), .select):
        madeDelegates.append(made)
      default:
        fail(
          line,
          "delegate '\(object.id)' was made as another kind than its \(object.kind.rawValue); "
            + "the transition runs without it")
        return nil
      }
      return delegate
    case .failure(let error):
      fail(line, "delegate \(error); the transition runs without it")
      return nil
    }
  }

  /// Runs `start` with `delegate` standing for the delegate of the transition's
  /// controller (the presented one's `transitioningDelegate`, the navigation or tab bar
  /// controller's `delegate`), which is put back after: the engine asks for the animator,
  /// the interaction controller and the presentation controller when the transition is
  /// requested.
  private func standing(
    in delegate: ScriptDelegate?, for request: TransitionRequest,
    _ start: () -> TransitionContext?
  ) -> TransitionContext? {
    guard let delegate else { return start() }
    switch (delegate, request) {
    case (.transitioning(let made), .present(let presented, _, _)):
      guard let controller = controllers[presented.value] else { return start() }
      let saved = controller.transitioningDelegate
      controller.transitioningDelegate = made
      defer { controller.transitioningDelegate = saved }
      return start()
    case (.transitioning(let made), .dismiss(let dismissed)):
      guard let named = controllers[dismissed.value] else { return start() }
      let controller = named.controllersToDismiss.last ?? named
      let saved = controller.transitioningDelegate
      controller.transitioningDelegate = made
      defer { controller.transitioningDelegate = saved }
      return start()
    case (.navigation(let made), .push(_, let navigation)),
      (.navigation(let made), .pop(let navigation)):
      guard let controller = controllers[navigation.value] as? NavigationController else {
        return start()
      }
      let saved = controller.delegate
      controller.delegate = made
      defer { controller.delegate = saved }
      return start()
    case (.tabBar(let made), .select(let tabs, _)):
      guard let controller = controllers[tabs.value] as? TabBarController else { return start() }
      let saved = controller.delegate
      controller.delegate = made
      defer { controller.delegate = saved }
      return start()
    default:
      return start()
    }
  }

  // MARK: Transitions

  private func startTransition(
    _ request: TransitionRequest, animated: Bool, interactive: Bool, choice: ExplicitChoice?,
    delegate object: ScriptObject?, line: Int
  ) {
    settleNonInteractive()
    let eventsBefore = engine.trace.endPosition
    let index = tracked.count + 1
    let crash = crashedTransitions[index]
    let animated = crash == nil && animated
    let subject: ViewController?
    switch request {
    case .present(let presented, _, _): subject = controllers[presented.value]
    case .dismiss(let dismissed):
      // The top-most controller dismissed is the one whose dismissal animates.
      let named = controllers[dismissed.value]
      subject = named?.controllersToDismiss.last ?? named
    case .push(let pushed, _): subject = controllers[pushed.value]
    case .pop(let navigation):
      subject = (controllers[navigation.value] as? NavigationController)?.topViewController
    case .select(let tabs, let index):
      let tabBar = controllers[tabs.value] as? TabBarController
      subject = tabBar.flatMap {
        $0.viewControllers.indices.contains(index) ? $0.viewControllers[index] : nil
      }
    }
    if crash != nil, let subject {
      resolver.setSystemChoice(for: subject)
    } else if let choice, let subject {
      resolver.setChoice(choice, for: subject)
    }
    var newInteractor: PercentDrivenInteractiveTransition?
    if interactive, let subject {
      let driver = PercentDrivenInteractiveTransition()
      resolver.setInteractor(driver, for: subject)
      newInteractor = driver
    }
    let delegate = object.flatMap { makeDelegate($0, for: request, line: line) }
    progress?(.started(index))
    isRequestingTransition = true
    let context = standing(in: delegate, for: request) {
      requestTransition(request, animated: animated)
    }
    isRequestingTransition = false
    // The engine asks for the interaction controller when the transition is requested;
    // one the resolver was not asked for (another delegate served, or the system
    // animator) must not drive the controller's next transition.
    if newInteractor != nil, let subject { resolver.setInteractor(nil, for: subject) }
    guard let context else {
      say("line \(line): the transition did not start")
      return
    }
    if interactive, newInteractor != nil, context.interactor == nil {
      say(
        "line \(line): the transition runs on its own: its animator was not given the interaction")
    }
    // The script drives the transition's own interaction controller, whoever gave it (the
    // resolver, or a delegate of the controller's own), when it is percent-driven.
    switch context.interactor {
    case nil:
      interactor = nil
    case let driver as PercentDrivenInteractiveTransition:
      interactor = interactive ? driver : nil
      // One that does not want an interactive start lets the transition run on its own.
      if !interactive, driver.wantsInteractiveStart {
        say(
          "line \(line): the transition waits for its interaction controller, which a delegate gave; "
            + "start it with 'interactive' to drive it")
      }
    case .some:
      interactor = nil
      guard interactive else { break }
      say(
        "line \(line): the transition's interaction controller is not percent-driven: "
          + "the script cannot drive it (update, drag, pause, finish and cancel do nothing)")
    }
    let transition = TrackedTransition(index: index, context: context, firstEvent: eventsBefore)
    transition.line = line
    tracked.append(transition)
    announce(transition)
    if let crash { reportCrash(crash, transition: index, label: context.label, line: line) }
    advance(to: engine.now)
  }

  /// Reports that transition `index` (started on `line`) crashed an earlier helper: a
  /// failure naming the plugin, the call and the animator, what the call printed, and a
  /// `plugin-crash` JSON line.
  private func reportCrash(
    _ fault: PluginFault, transition index: Int, label: String, line: Int
  ) {
    let who = fault.plugin == nil ? "" : "plugin "
    let animator = fault.animator.map { ", in a transition animated by '\($0)'" } ?? ""
    let message =
      "\(script.file):\(line): transition \(index) failed: \(who)\(fault.reason)\(animator); "
      + "it was completed without animation by the system animator so the run could go on"
    report.failures.append(message)
    report.crashedTransitions += 1
    report.result.crashes.append(
      CrashedTransition(
        line: line, transition: TransitionName(index: index, label: label), reason: fault.reason))
    say("  \(message)")
    if !fault.output.isEmpty {
      say("  what \(fault.plugin.map { "'\($0)'" } ?? "the plugin") printed in that call:")
      for printed in fault.output.split(separator: "\n", omittingEmptySubsequences: false)
        .dropLast(fault.output.hasSuffix("\n") ? 1 : 0)
      {
        say("  | \(printed)")
      }
    }
    func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    emit(
      .object([
        ("type", .string("plugin-crash")), ("file", .string(script.file)),
        ("line", .integer(line)), ("transition", .integer(index)),
        ("plugin", text(fault.plugin)), ("animator", text(fault.animator)),
        ("call", text(fault.call)), ("kind", .string(fault.kind.rawValue)),
        ("signal", text(fault.signal)),
        ("exitStatus", fault.exitStatus.map(JSONValue.integer) ?? .null),
        ("seconds", fault.seconds.map(JSONValue.number) ?? .null),
        ("reason", .string(fault.reason)), ("output", .string(fault.output)),
        ("completedBy", .string("system animator")),
      ]))
  }

  /// Tracks a transition the app's code started (a gesture action's `dismiss` or
  /// `popViewController`), as it is requested: it is reported, sampled and checked like
  /// the script's own, and its interaction controller is the app's to drive.
  func trackStartedByApp(_ context: TransitionContext) {
    guard !isRequestingTransition else { return }
    let index = tracked.count + 1
    progress?(.started(index))
    let transition = TrackedTransition(
      index: index, context: context, firstEvent: engine.trace.endPosition)
    let during = runningTouch.map { ", during \($0)" } ?? ""
    transition.startedByApp = "app" + during
    transition.line = runningTouchLine
    tracked.append(transition)
    announce(transition)
    say("  started by the app's code" + during)
  }

  /// Asks the engine for the transition `request` names; its context, or nil when it
  /// did not start.
  private func requestTransition(_ request: TransitionRequest, animated: Bool) -> TransitionContext?
  {
    switch request {
    case .present(let presented, let from, let style):
      guard let presentedController = controllers[presented.value],
        let source = controllers[from.value]
      else { return nil }
      if let style { presentedController.modalPresentationStyle = style }
      return source.present(presentedController, animated: animated)
    case .dismiss(let dismissed):
      return controllers[dismissed.value]?.dismiss(animated: animated)
    case .push(let pushed, let navigation):
      guard let controller = controllers[pushed.value],
        let nav = controllers[navigation.value] as? NavigationController
      else { return nil }
      return nav.pushViewController(controller, animated: animated)
    case .pop(let navigation):
      let nav = controllers[navigation.value] as? NavigationController
      _ = nav?.popViewController(animated: animated)
      return nav?.currentTransition
    case .select(let tabs, let index):
      return (controllers[tabs.value] as? TabBarController)?.select(
        index: index, animated: animated)
    }
  }

  // MARK: The clock

  /// Advances to `target`, drawing a frame of every transition in flight at each of its
  /// sample times (every 1/fps seconds from its start) and reporting those that end.
  /// Without `drawsAtTarget` the frames due at `target` itself are left for the caller to
  /// draw (``sampleDue()``) once it has done what happens then (a touch that moves).
  func advance(to target: Double, drawsAtTarget: Bool = true) {
    while true {
      let next = nextSampleTime()
      if let next, drawsAtTarget ? next <= target : next < target - 1e-9 {
        engine.advance(to: next)
        sampleDue()
      } else {
        engine.advance(to: target)
        if drawsAtTarget { sampleDue() }
        break
      }
    }
    reportEnded()
  }

  /// Advances until nothing is moving (at most 60 virtual seconds), stopping exactly at
  /// the last event.
  func settle() {
    let deadline = engine.now + 60
    while let next = engine.nextEventTime, next <= deadline {
      advance(to: next)
    }
    if !engine.isIdle {
      warn("still moving after 60 virtual seconds; an animation never ends", source: .run)
    }
    reportEnded()
  }

  /// Settles transitions that are not waiting for interactive input.
  func settleNonInteractive() {
    guard interactor == nil else { return }
    if !engine.activeTransitions.isEmpty { settle() }
  }

  /// The most frames drawn for one transition; past it the transition is not sampled
  /// any more (a long wait during an interactive transition would otherwise draw a frame
  /// every 1/fps seconds of it).
  static let maximumFrames = 2_000

  private func nextSampleTime() -> Double? {
    guard drawsFrames else { return nil }
    var best: Double?
    for transition in tracked[firstUnreported...] where transition.context.endTime == nil {
      guard let start = transition.context.startTime, transition.frames.count < Self.maximumFrames
      else {
        continue
      }
      let time = start + Double(transition.nextSample) / Double(fps)
      if best == nil || time < best ?? .infinity { best = time }
    }
    return best.map { max($0, engine.now) }
  }

  /// Draws the frames due by now of every transition in flight.
  func sampleDue() {
    guard drawsFrames else { return }
    for transition in tracked[firstUnreported...] where transition.context.endTime == nil {
      guard let start = transition.context.startTime else { continue }
      while start + Double(transition.nextSample) / Double(fps) <= engine.now + 1e-12 {
        guard transition.frames.count < Self.maximumFrames else {
          if !transition.isCapped {
            transition.isCapped = true
            say(
              "  note: transition \(transition.index) has \(Self.maximumFrames) frames; later ones are not drawn"
            )
          }
          break
        }
        let time = Double(transition.nextSample) / Double(fps)
        transition.frames.append(FrameDrawer.draw(engine, time: time))
        transition.nextSample += 1
      }
    }
  }

  /// Draws a frame now for each transition in flight (after an interactive update or a
  /// finger lifting), unless one was drawn at this instant: a frame's time on the `1/fps`
  /// grid and the clock's differ by a rounding error (37/60 s, and 0.61666...78 s
  /// after the start), and one instant has one frame, the one drawn first (a finger
  /// lifting at a frame's time shows in that frame where it lifts).
  func sampleNow() {
    guard drawsFrames else { return }
    for transition in tracked[firstUnreported...] where transition.context.endTime == nil {
      guard let start = transition.context.startTime else { continue }
      let time = engine.now - start
      if let last = transition.frames.last?.time, abs(last - time) < Self.sameInstant {
        continue
      }
      transition.frames.append(FrameDrawer.draw(engine, time: time))
    }
  }

  /// Two frame times closer than this are one instant: far below a frame's length at the
  /// highest rate (1/1000 s), far above the rounding error of subtracting clock times.
  static let sameInstant = 1e-9

  private func reportEnded() {
    reportGestures()
    for transition in tracked[firstUnreported...] where !transition.isReported {
      guard let end = transition.context.endTime, let start = transition.context.startTime else {
        continue
      }
      if drawsFrames { transition.frames.append(FrameDrawer.draw(engine, time: end - start)) }
      transition.isReported = true
      describe(transition)
      progress?(.ended(transition.index))
      afterTransition?(transition.index, animatorDescription(transition).name)
    }
    skipReported()
  }

  /// Moves ``firstUnreported`` past the transitions reported in order, and forgets the
  /// trace events before it and before the last transition (which `expect callbacks`
  /// reads): nothing reads them again, and a long script would otherwise keep every
  /// event of every transition.
  private func skipReported() {
    reportGestures()
    while firstUnreported < tracked.count && tracked[firstUnreported].isReported {
      firstUnreported += 1
    }
    guard let last = tracked.last else { return }
    let unread =
      firstUnreported < tracked.count ? tracked[firstUnreported].firstEvent : last.firstEvent
    // A touch command running now reads its recognizers' events when it ends.
    engine.trace.forgetEvents(before: min(unread, runningTouchFirstEvent ?? unread))
    let oldest = tracked[firstUnreported...].compactMap(\.context.startTime).min() ?? engine.now
    forgetTouchMarks(before: oldest)
  }

  func finishRecordings() {
    reportGestures()
    for transition in tracked[firstUnreported...] where !transition.isReported {
      transition.isReported = true
      describe(transition)
    }
    skipReported()
  }
}
