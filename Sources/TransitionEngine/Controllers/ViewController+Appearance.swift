extension ViewController {
  /// Starts an appearance change and calls `viewWillAppear`/`viewWillDisappear`.
  /// Mirrors `beginAppearanceTransition(_:animated:)`, forwarded to the visible child.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    let target: AppearanceState = isAppearing ? .appearing : .disappearing
    if appearanceState == target { return }
    if (isAppearing && appearanceState == .appeared)
      || (!isAppearing && appearanceState == .disappeared)
    {
      engine.reportViolation(
        .contextCallIgnored(
          call: "beginAppearanceTransition(\(isAppearing))", transition: "\(self)",
          reason: "the controller is already \(appearanceState.rawValue)"))
      return
    }
    appearanceState = target
    if isAppearing {
      callback("viewWillAppear", animated) { viewWillAppear(animated) }
    } else {
      callback("viewWillDisappear", animated) { viewWillDisappear(animated) }
    }
    appearanceForwardingChild?.beginAppearanceTransition(isAppearing, animated: animated)
  }

  /// Ends the appearance change begun last and calls `viewDidAppear`/`viewDidDisappear`.
  /// Mirrors `endAppearanceTransition()`.
  public func endAppearanceTransition(animated: Bool) {
    switch appearanceState {
    case .appearing:
      appearanceState = .appeared
      callback("viewDidAppear", animated) { viewDidAppear(animated) }
    case .disappearing:
      appearanceState = .disappeared
      callback("viewDidDisappear", animated) { viewDidDisappear(animated) }
    case .appeared, .disappeared:
      return
    }
    appearanceForwardingChild?.endAppearanceTransition(animated: animated)
  }

  /// Undoes the appearance change begun last, as UIKit's
  /// `cancelBeginAppearanceTransition` does: a controller that was appearing gets
  /// `viewWillDisappear` then `viewDidDisappear`; one that was disappearing gets
  /// `viewWillAppear` then `viewDidAppear`. The calls stay balanced.
  public func cancelBeginAppearanceTransition(animated: Bool) {
    let wasAppearing: Bool
    switch appearanceState {
    case .appearing: wasAppearing = true
    case .disappearing: wasAppearing = false
    case .appeared, .disappeared: return
    }
    engine.trace.record(TraceCallback(.controller("\(self)"), "cancelBeginAppearanceTransition"))
    if wasAppearing {
      callback("viewWillDisappear", animated) { viewWillDisappear(animated) }
      appearanceState = .disappeared
      callback("viewDidDisappear", animated) { viewDidDisappear(animated) }
    } else {
      callback("viewWillAppear", animated) { viewWillAppear(animated) }
      appearanceState = .appeared
      callback("viewDidAppear", animated) { viewDidAppear(animated) }
    }
    appearanceForwardingChild?.cancelBeginAppearanceTransition(animated: animated)
  }

  private func callback(_ name: String, _ animated: Bool, _ body: () -> Void) {
    engine.trace.record(
      TraceCallback(.controller("\(self)"), name), details: [("animated", "\(animated)")])
    body()
  }
}
