import TransitionEngine

extension ScriptRunner {
  /// Why an expectation's path reaches no view, in the words of the failed expectation.
  struct ViewLookupFailure: Error, CustomStringConvertible {
    let description: String
  }

  /// How many view names a failed lookup lists; the rest are counted.
  static let listedViews = 12

  /// The view an expectation's path reaches now, or why there is none: a declared path
  /// names its view; a searched one finds, from its root, each name in turn as the one
  /// view of that name anywhere under the view before it. A searched path that found a
  /// view before and finds none now still names that view (it has left the tree), so
  /// `expect window.dimming not in window` holds once the dimming view is gone.
  func view(at path: ViewPath, written: String) -> Result<View, ViewLookupFailure> {
    switch path {
    case .declared(let name):
      guard let view = views[name] else {
        return .failure(ViewLookupFailure(description: "there is no view '\(name)'"))
      }
      return .success(view)
    case .search(let root, let names):
      let start = root.flatMap { views[$0] } ?? engine.window.rootView
      var current = start
      var reached = root ?? "window"
      for name in names {
        let found = current.subtree.dropFirst().filter { $0.name == name }
        switch found.count {
        case 1:
          current = found[0]
          reached += "." + name
        case 0:
          if let earlier = foundViews[written] { return .success(earlier) }
          return .failure(
            ViewLookupFailure(
              description: "no view named '\(name)' under '\(reached)'; \(contents(of: current))"))
        default:
          let paths = found.map { pathText(of: $0, below: start, from: root ?? "window") }
          return .failure(
            ViewLookupFailure(
              description: "'\(name)' names \(found.count) views under '\(reached)': "
                + paths.joined(separator: ", ") + "; name one by a longer path"))
        }
      }
      foundViews[written] = current
      return .success(current)
    }
  }

  /// `the views there are: a, b, c` (each name once, in tree order), or that there are none.
  private func contents(of view: View) -> String {
    var names: [String] = []
    for descendant in view.subtree.dropFirst() where !names.contains(descendant.name) {
      names.append(descendant.name)
    }
    guard !names.isEmpty else { return "it holds no views" }
    let shown = names.prefix(Self.listedViews).joined(separator: ", ")
    let more = names.count - Self.listedViews
    return "the views there are: \(shown)" + (more > 0 ? " and \(more) more" : "")
  }

  /// `root.a.b`: the names from `start` (written `root`) down to `view`.
  private func pathText(of view: View, below start: View, from root: String) -> String {
    var names: [String] = []
    var current: View? = view
    while let step = current, step !== start {
      names.append(step.name)
      current = step.superview
    }
    return ([root] + names.reversed()).joined(separator: ".")
  }
}
