import TransitionEngine

extension ScenarioRun {
  /// The hooks UIKit calls on a presentation controller around one transition, in
  /// order: a presentation's, then a dismissal's.
  static let presentationHooks = [
    ["presentationTransitionWillBegin", "presentationTransitionDidEnd"],
    ["dismissalTransitionWillBegin", "dismissalTransitionDidEnd"],
  ]

  /// After a presentation: the presentation controller answers its frame the same when
  /// asked twice, and the presented view has that frame.
  func checkPresentedFrame(after label: String) {
    guard let controller = scene.detail.presentationController,
      let view = controller.presentedView, let container = controller.containerView
    else { return }
    let first = controller.frameOfPresentedViewInContainerView
    let second = controller.frameOfPresentedViewInContainerView
    if !ViewProperties.close(first, second) {
      fail(
        "the presentation controller answered frameOfPresentedViewInContainerView \(first), "
          + "then \(second) after \(label); answer the same frame while the container keeps "
          + "its size")
    }
    let frame =
      view.superview.map { $0 === container ? view.frame : $0.convert(view.frame, to: container) }
      ?? view.frame
    if !ViewProperties.close(frame, first) {
      fail(
        "'\(view)' has frame \(frame) after \(label), not the presentation controller's "
          + "frameOfPresentedViewInContainerView \(first); animate it to "
          + "transitionContext.finalFrame(for:) of the presented controller")
    }
  }

  /// Once the detail is no longer presented (after a dismissal, or a cancelled
  /// presentation): the views its presentation controller added are out of the
  /// container, which UIKit takes away with anything left in it.
  func checkPresentationViewsGone(after label: String, hook: String) {
    guard let controller = presentation, scene.detail.presentationController !== controller
    else { return }
    for view in controller.viewsAddedToContainer where view.superview != nil {
      fail(
        "the presentation controller left '\(view)' in the container after \(label); "
          + "remove the views it added in \(hook)")
    }
  }

  /// The presentation controller's will-begin and did-end hooks: each transition calls
  /// one pair once each, will-begin first, and did-end says whether it completed.
  func checkPresentationCalls() {
    var labels: [String: String] = [:]
    var phases: [String: String] = [:]
    var order: [String] = []
    var calls: [String: [(call: String, completed: String?)]] = [:]
    let hooks = Self.presentationHooks.flatMap { $0 }
    for event in engine.trace.events {
      let id = event[field: "transition"] ?? ""
      switch event.kind {
      case .transitionScheduled:
        labels[id] = event[field: "label"] ?? id
      case .transitionPhase:
        phases[id] = event[field: "to"]
      case .presentationCall:
        guard let callback = event.callback, case .presentation(let transition) = callback.receiver,
          hooks.contains(callback.call)
        else { break }
        let key = "\(transition)"
        if calls[key] == nil { order.append(key) }
        calls[key, default: []].append((callback.call, event[field: "completed"]))
      default:
        break
      }
    }
    for key in order {
      let made = calls[key] ?? []
      let names = made.map(\.call)
      let label = labels[key] ?? "transition \(key)"
      let expected =
        Self.presentationHooks.first { $0[0] == names.first } ?? Self.presentationHooks[0]
      guard names == expected else {
        fail(
          "the presentation controller was called \(names.joined(separator: ", ")) in \(label); "
            + "UIKit calls \(expected.joined(separator: " then ")), once each")
        continue
      }
      guard let completed = made.last?.completed, let phase = phases[key] else { continue }
      let ended = phase == TransitionPhase.completed.rawValue
      if completed != "\(ended)" {
        fail(
          "\(expected[1])(\(completed)) was called in \(label), which ended \(phase); it must "
            + "say whether the transition completed")
      }
    }
  }
}
