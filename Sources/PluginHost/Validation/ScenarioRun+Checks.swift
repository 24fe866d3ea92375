import TransitionEngine

extension ScenarioRun {
  /// After the detail was shown: its view is in the window and alone in its container,
  /// `home`'s view is in or out of the window as UIKit leaves it, nothing else was
  /// added, and nothing in the window is hidden, transparent or transformed.
  func checkShown(after context: TransitionContext) {
    let label = context.label
    let shown = scene.detail.view
    let home = scene.home.view
    let host = scene.host(of: context)
    if !shown.isInWindow { fail("'\(shown)' is not in the window after \(label)") }
    if !host.isInWindow { fail("the container '\(host)' is not in the window after \(label)") }
    if shown.superview !== host {
      fail("'\(shown)' is not in the container '\(host)' after \(label)")
    }
    // The views the presentation controller added (a dimming view) are its own.
    let owned = scene.detail.presentationController?.viewsAddedToContainer ?? []
    for view in host.subviews where view !== shown && !owned.contains(where: { $0 === view }) {
      fail("left '\(view)' in the container after \(label); it must hold only '\(shown)'")
    }
    if case .modal = scene.flow {
      presentation = scene.detail.presentationController
      if checksPresentationController { checkPresentedFrame(after: label) }
    }
    let removesHome = scene.removesHomeView
    if removesHome && home.isInWindow {
      fail(
        "'\(home)' is still in the window after \(label); UIKit takes it out once the "
          + "transition completes")
    } else if !removesHome && !home.isInWindow {
      fail("'\(home)' left the window during \(label); this style keeps the presenter's view")
    }
    var expected = Set(initial.views.map(ObjectIdentifier.init))
    if removesHome { expected.subtract(home.subtree.map(ObjectIdentifier.init)) }
    expected.formUnion((shown.subtree + [host]).map(ObjectIdentifier.init))
    // With the subviews of the controller's own views (a visual effect view's content).
    expected.formUnion(owned.flatMap(\.subtree).map(ObjectIdentifier.init))
    for view in engine.window.rootView.subtree
    where !expected.contains(ObjectIdentifier(view)) && view.superview !== host {
      fail("left '\(view)' in the window after \(label)")
    }
    checkVisible(after: label)
  }

  /// After going back: the window is exactly as it was before the first step (the
  /// same views in the same order, each with its frame, alpha, transform and
  /// isHidden), and no container is left.
  func checkBack(after context: TransitionContext) {
    if scene.detail.view.isInWindow {
      fail("'\(scene.detail.view)' is still in the window after \(context.label)")
    }
    compareWindow(to: initial, after: context.label)
    checkPresentationViewsGone(after: context.label, hook: "dismissalTransitionDidEnd(true)")
  }

  /// After a cancelled step: the window is as it was before it, and the views that
  /// took part and are out of the window have their alpha, transform and isHidden
  /// back (their frame is set again by the next transition, as in UIKit).
  func checkRestored(_ before: WindowState, afterCancelling context: TransitionContext) {
    let label = "cancelling " + context.label
    compareWindow(to: before, after: label)
    checkPresentationViewsGone(after: label, hook: "presentationTransitionDidEnd(false)")
    for view in [scene.home.view, scene.detail.view] where !view.isInWindow {
      guard let earlier = before.properties(of: view) else { continue }
      let changes = ViewProperties(view).differences(from: earlier, includingFrame: false)
      if !changes.isEmpty {
        fail("after \(label), '\(view)' has \(changes.joined(separator: ", "))")
      }
    }
  }

  /// Compares the window with `state`: views added or missing, their order, and the
  /// properties of each.
  func compareWindow(to state: WindowState, after label: String) {
    let now = engine.window.rootView.subtree
    for view in now where !state.contains(view) {
      fail("left '\(view)' in the window after \(label)")
    }
    for view in state.views where !view.isInWindow {
      fail("'\(view)' is no longer in the window after \(label)")
    }
    let kept = now.filter { state.contains($0) }
    let keptBefore = state.views.filter { $0.isInWindow }
    if !kept.elementsEqual(keptBefore, by: ===) {
      fail(
        "the window's views are not in their order after \(label): "
          + kept.map { "\($0)" }.joined(separator: ", ") + " (was "
          + keptBefore.map { "\($0)" }.joined(separator: ", ") + ")")
    }
    for view in kept {
      guard let earlier = state.properties(of: view) else { continue }
      let changes = ViewProperties(view).differences(from: earlier, includingFrame: true)
      if !changes.isEmpty {
        fail("after \(label), '\(view)' has \(changes.joined(separator: ", "))")
      }
    }
  }

  /// Nothing in the window is hidden, fully transparent or transformed.
  func checkVisible(after label: String) {
    for view in engine.window.rootView.subtree {
      if view.isHidden { fail("left '\(view)' hidden after \(label)") }
      if ViewProperties.close(view.alpha, 0) { fail("left '\(view)' with alpha 0 after \(label)") }
      if !ViewProperties.close(view.transform, .identity) {
        fail("left '\(view)' with transform \(view.transform) after \(label)")
      }
    }
  }

  /// What the trace and the engine's reports say: `completeTransition` more than once
  /// per transition, every other rule broken, and warnings the plugin logged.
  func collectTraceFindings() {
    var labels: [String: String] = [:]
    var order: [String] = []
    var started: [String: Int] = [:]
    var calls: [String: Int] = [:]
    for event in engine.trace.events {
      let id = event[field: "transition"] ?? ""
      switch event.kind {
      case .transitionScheduled:
        let label = event[field: "label"] ?? id
        labels[id] = label
        if !order.contains(label) { order.append(label) }
      case .transitionPhase where event[field: "to"] == TransitionPhase.inFlight.rawValue:
        started[labels[id] ?? id, default: 0] += 1
      case .contextCall:
        guard let callback = event.callback, case .context(let transition) = callback.receiver,
          callback.call == "completeTransition"
        else { break }
        calls[labels["\(transition)"] ?? "\(transition)", default: 0] += 1
      default:
        break
      }
    }
    for violation in engine.violations {
      switch violation {
      case .repeatedCompleteTransition(let label): calls[label, default: 0] += 1
      case .watchdog(let label, _, _): calls[label, default: 0] -= 1
      default: break
      }
    }
    for label in order {
      let count = calls[label] ?? 0
      let transitions = started[label] ?? 0
      guard transitions > 0, count > transitions else { continue }
      let target = transitions == 1 ? "on \(label)" : "in \(transitions) transitions \(label)"
      fail(
        "called completeTransition \(count) times \(target); call it exactly once per "
          + "transition (UIKit ignores the extra calls)")
    }
    for violation in engine.violations {
      switch violation {
      case .repeatedCompleteTransition, .watchdog: continue
      case .pluginCall: fail(violation.description)
      case _ where violation.pitfall != nil:
        guard let pitfall = violation.pitfall else { continue }
        fail(pitfall.annotating("\(animatorID): \(violation.description)"))
      default: fail("\(animatorID): \(violation.description)")
      }
    }
    if checksPresentationController { checkPresentationCalls() }
    for message in scene.bridge.messages where message.level == .warning || message.level == .error
    {
      warn("the plugin logged \(message.level.rawValue): \(message.text)")
    }
  }
}
