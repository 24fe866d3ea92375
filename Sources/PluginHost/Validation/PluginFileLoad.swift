import TransitionEngine

/// One plugin file loaded for validation, through a registry over its directory: the
/// animators and delegates it serves (all, or the one asked for) and the verdict of the
/// `load` test. View controllers are named, not validated by themselves.
///
/// With a helper scanner the other files of the directory are only scanned, in helper
/// processes, and never loaded here; the file under test is loaded when its first
/// animator is made.
struct PluginFileLoad {
  /// The animators to validate, in the plugin's order.
  let entries: [PluginRegistry.Entry]
  /// The delegates to validate after them, in the plugin's order.
  let delegates: [PluginRegistry.ObjectEntry]
  /// The `load` test's status.
  let status: ConformanceStatus
  /// What loading verified, or what went wrong (one finding a line).
  let message: String
  /// The registry over the directory: its host is the one the plugins were given.
  let registry: PluginRegistry

  /// Loads `path` (absolute), scanning its directory with `scanner`; `animator` (an
  /// animator's or a delegate's id) limits the entries to that one.
  init(path: String, animator: String?, scanner: PluginScanner) {
    let file = PluginSearchPath.normalized(path)
    let directory = PluginSearchPath.parent(of: file)
    registry = PluginRegistry.scan(
      directories: [PluginDirectory(path: directory, origin: .option)], scanner: scanner)
    let all = registry.entries.filter { $0.plugin.path == file }
    entries = all.filter { animator == nil || $0.descriptor.id == animator }
    let objects = registry.objects.filter { $0.plugin.path == file }
    let allDelegates = objects.filter(\.descriptor.kind.isDelegate)
    delegates = allDelegates.filter { animator == nil || $0.descriptor.id == animator }
    let controllers = objects.filter { !$0.descriptor.kind.isDelegate }
    var problems: [String] = []
    if registry.skipped.contains(file) {
      problems.append("'\(file)' is not a transhost plugin (it exports no transhost_entry_v1)")
    }
    for error in registry.refused where error.path == file {
      if case .badDescriptor = error, animator != nil { continue }
      problems.append(error.reason)
    }
    for shadow in registry.shadowed where shadow.path == file {
      guard animator == nil || shadow.id == animator else { continue }
      problems.append("animator '\(shadow.id)' is \(shadow.reason); it cannot be validated here")
    }
    if let animator, entries.isEmpty, delegates.isEmpty, problems.isEmpty {
      problems.append("'\(file)' serves no animator '\(animator)'")
    }
    if all.isEmpty, allDelegates.isEmpty, problems.isEmpty, !controllers.isEmpty {
      problems.append(
        "'\(file)' serves no animators or delegates, only " + Self.naming(controllers)
          + "; view controllers are not validated by themselves: validate the delegates and "
          + "animators they use (see Examples/zoom-detail.transhost)")
    } else if all.isEmpty, allDelegates.isEmpty, problems.isEmpty {
      problems.append("'\(file)' serves no animators")
    }
    let warnings = registry.warnings.filter { $0.path == file }.map(\.description)
    if !problems.isEmpty {
      status = .failed
      message = problems.joined(separator: "\n")
    } else if !warnings.isEmpty {
      status = .warning
      message = warnings.joined(separator: "\n")
    } else {
      let plugin = entries.first?.plugin ?? delegates.first?.plugin
      status = .passed
      var text =
        "loaded in a fresh process (ABI 1.\(plugin?.abiMinor ?? 0), built with "
        + "\(plugin?.builtWith ?? "an unknown compiler")); serves "
        + (entries.map(\.descriptor.id)
        + delegates.map { "\($0.descriptor.id) (\($0.descriptor.kind))" })
        .joined(separator: ", ")
      if animator == nil, !controllers.isEmpty {
        text +=
          "; " + Self.naming(controllers) + " \(controllers.count == 1 ? "is" : "are") not "
          + "validated by \(controllers.count == 1 ? "itself" : "themselves"): only through the "
          + "delegates and animators used with \(controllers.count == 1 ? "it" : "them")"
      }
      message = text
    }
  }

  /// `the view controller 'org.x.detail', ...`, for messages.
  private static func naming(_ objects: [PluginRegistry.ObjectEntry]) -> String {
    objects.map { "the \($0.descriptor.kind) '\($0.descriptor.id)'" }.joined(separator: ", ")
  }
}
