import PluginHost
import TransitionEngine

extension ScriptRunner {
  /// Who committed a pitfall: the animator (by the id reports use) and the file of the
  /// plugin that serves it; nil members for the engine's animators and for app code.
  struct Committer {
    let animator: String?
    let plugin: String?
  }

  /// The animator and plugin of the transition `origin` names, as far as this run knows
  /// them; none for the app's own pitfalls (``Pitfall/isCommittedByAnimator``).
  func committer(of pitfall: Pitfall, origin: ViolationOrigin?) -> Committer {
    guard pitfall.isCommittedByAnimator, let origin else {
      return Committer(animator: nil, plugin: nil)
    }
    let context = tracked.last(where: { $0.context.id == origin.transition })?.context
    guard let plugged = context?.animator as? PluginAnimator else {
      return Committer(animator: origin.animator, plugin: nil)
    }
    let path: String?
    if case .success(let entry) = registry.entry(named: plugged.animatorName) {
      path = entry.plugin.path
    } else if case .success(let object) = registry.object(named: plugged.animatorName) {
      path = object.plugin.path
    } else {
      path = nil
    }
    return Committer(animator: origin.animator, plugin: path)
  }

  /// Reports violation `index`, a catalogued `pitfall`: a `warning[ID]` line naming the
  /// script line running, the transition, the animator and its plugin, then the cause
  /// and the fix; and a `warning` JSON line with the same members.
  func reportPitfall(_ pitfall: Pitfall, violation: EngineViolation, index: Int) {
    let origin = index < engine.violationOrigins.count ? engine.violationOrigins[index] : nil
    let who = committer(of: pitfall, origin: origin)
    let transition = origin.flatMap { origin in
      tracked.last(where: { $0.context.id == origin.transition })?.index
    }
    var lead = "  warning[\(pitfall.id)]"
    let line = runningCommand?.line
    lead += line.map { " line \($0)" } ?? " at the end of the script"
    if let transition { lead += " (transition \(transition))" }
    lead += ": "
    if let animator = who.animator {
      lead += "animator '\(animator)' "
      if let plugin = who.plugin { lead += "(plugin \(fileName(of: plugin))) " }
    }
    say(lead + "\(violation)")
    report.result.warnings.append(
      RunWarning(
        source: .pitfall, id: pitfall.id, line: line, transition: lastTransitionName,
        message: "\(violation)"))
    for line in pitfall.causeAndFix { say("    " + line) }
    emit(
      .object([
        ("type", .string("warning")), ("t", .number(engine.now)),
        ("message", .string("\(violation)")), ("id", .string(pitfall.id)),
        ("line", line.map(JSONValue.integer) ?? .null), ("source", .string("pitfall")),
        ("transition", transition.map(JSONValue.integer) ?? .null),
        ("plugin", who.plugin.map(JSONValue.string) ?? .null),
        ("animator", who.animator.map(JSONValue.string) ?? .null),
        ("cause", .string(pitfall.cause)), ("fix", .string(pitfall.fix)),
        ("docs", .string(pitfall.docsPath)),
      ]))
  }
}

/// The last component of `path` (`libfade.so` of `/plugins/libfade.so`), as
/// `NSString.lastPathComponent` gives it for a file's path; written here so that the
/// `transhost` binary does not link Foundation (and ICU) for it.
func fileName(of path: String) -> String {
  path.split(separator: "/").last.map(String.init) ?? path
}
