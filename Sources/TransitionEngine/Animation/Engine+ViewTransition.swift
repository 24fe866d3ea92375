/// `UIView.transition(with:...)` and `UIView.transition(from:to:...)`.
///
/// The model: the block's changes (or the swap of the two views) apply at once, as in
/// UIKit, and what was on screen before is shown by a snapshot of the view placed over
/// it (a sibling just above it, or its top subview when it has no superview), whose
/// alpha animates from 1 to 0 over the duration along the curve, and which is removed
/// when it ends, before the completion runs. A cross-dissolve is that; flips and curls
/// are approximated by it (the trace says so once per engine and style). With
/// `.allowAnimatedContent` the block's own changes animate too; without it they apply at
/// once, nested animation blocks included.
extension Engine {
  /// Opens a view transition of `view`: changes until ``commitViewTransition()`` apply
  /// at once (animated with `.allowAnimatedContent`), then the snapshot of `view` as it
  /// was fades out. With no duration, no transition style, or `view` not in the window,
  /// nothing is drawn and `completion` runs after the duration.
  public func beginViewTransition(
    with view: View, duration: Double, curve: TimingCurve, options: AnimationOptions,
    completion: ((Bool) -> Void)?
  ) {
    let duration = max(checked(duration, call: "transition(with:duration:)"), 0)
    let style = options.transitionStyle
    if style.isApproximated, notedApproximations.insert(style.name).inserted {
      trace.record(
        .warning,
        [
          (
            "message",
            "UIView.transition with .\(style.name) is drawn as a cross-dissolve; "
              + "transhost approximates flips and curls"
          )
        ])
    }
    let isDrawn =
      duration > 0 && style != .none && view.isInWindow && !animations.isSuppressed
    let snapshot =
      isDrawn ? view.makeSnapshot(afterScreenUpdates: false, warnsWhenBlank: false) : nil
    let isOutermost = animations.isOutermost
    if options.contains(.allowAnimatedContent) && duration > 0 {
      animations.openRecording(
        .basic(duration: duration, delay: 0, curve: curve, options: options))
    } else {
      animations.openRecording(.suppressed)
    }
    openBlocks.append(
      OpenBlock(
        isOutermost: isOutermost, label: "view-transition", completion: completion,
        viewTransition: OpenViewTransition(
          view: view, snapshot: snapshot, duration: duration, curve: curve)))
  }

  /// Closes the innermost view transition and starts its snapshot's fade. Returns false
  /// when the innermost open block is not a view transition.
  @discardableResult
  public func commitViewTransition() -> Bool {
    guard let open = openBlocks.last, let transition = open.viewTransition else { return false }
    openBlocks.removeLast()
    if let recording = animations.closeRecording(), case .basic = recording.mode {
      finishBlock(recording, isOutermost: open.isOutermost, label: "animate", completion: nil)
    }
    let completion = open.completion
    guard let snapshot = transition.snapshot else {
      if let completion {
        schedule(at: now + transition.duration, "view-transition completion") {
          completion(true)
        }
      }
      return true
    }
    let view = transition.view
    if let superview = view.superview {
      snapshot.frame = view.frame
      superview.insertSubview(snapshot, aboveSubview: view)
    } else {
      snapshot.frame = Rect(origin: view.bounds.origin, size: view.bounds.size)
      view.addSubview(snapshot)
    }
    let recording = animations.record(
      .basic(duration: transition.duration, delay: 0, curve: transition.curve, options: [])
    ) { snapshot.alpha = 0 }
    finishBlock(
      recording, isOutermost: open.isOutermost, label: "view-transition",
      completion: { finished in
        snapshot.removeFromSuperview()
        completion?(finished)
      })
    return true
  }

  /// Mirrors `UIView.transition(with:duration:options:animations:completion:)`.
  public func transition(
    with view: View, duration: Double, options: AnimationOptions = [],
    animations body: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    beginViewTransition(
      with: view, duration: duration, curve: options.curve.timingCurve, options: options,
      completion: completion)
    body()
    commitViewTransition()
  }

  /// Mirrors `UIView.transition(from:to:duration:options:completion:)`: `to` takes
  /// `from`'s place in its superview and `from` leaves it (with
  /// `.showHideTransitionViews`, `from` is hidden and `to` shown instead), as a view
  /// transition of `from`'s superview. A `from` with no superview is reported and
  /// nothing changes.
  public func transition(
    from: View, to: View, duration: Double, curve: TimingCurve, options: AnimationOptions,
    completion: ((Bool) -> Void)?
  ) {
    guard let container = from.superview else {
      reportViolation(
        .contextCallIgnored(
          call: "transition(from:to:)", transition: "the animation system",
          reason: "'\(from)' has no superview, so there is nothing to swap it in"))
      if let completion { schedule(at: now, "view-transition completion") { completion(true) } }
      return
    }
    beginViewTransition(
      with: container, duration: duration, curve: curve, options: options,
      completion: completion)
    if options.contains(.showHideTransitionViews) {
      from.isHidden = true
      to.isHidden = false
    } else {
      let index = container.subviews.firstIndex { $0 === from } ?? container.subviews.count
      container.insertSubview(to, at: index)
      from.removeFromSuperview()
    }
    commitViewTransition()
  }
}

/// A view transition opened by ``Engine/beginViewTransition(with:duration:curve:options:completion:)``.
struct OpenViewTransition {
  let view: View
  /// The snapshot of the view as it was, nil when nothing is drawn.
  let snapshot: View?
  let duration: Double
  let curve: TimingCurve
}
