import PluginHost
import TransitionEngine

/// Checks a parsed script before anything runs: every name is declared before use,
/// animators and their parameters exist, interactive steps come inside an interactive
/// transition. The first problem is returned as a diagnostic with the nearest valid
/// name.
public enum ScriptChecker {
  /// The callback names `expect callbacks` knows, besides `<controller>.<appearance>`.
  public static let callbackNames: [String] =
    ["transitionDuration", "animateTransition", "animationEnded", "interruptibleAnimator"].map {
      "animator." + $0
    }
    + ["interactor.startInteractiveTransition"]
    + [
      "presentationTransitionWillBegin", "presentationTransitionDidEnd",
      "dismissalTransitionWillBegin",
      "dismissalTransitionDidEnd",
    ].map { "presentation." + $0 }
    + [
      "completeTransition", "updateInteractiveTransition", "finishInteractiveTransition",
      "cancelInteractiveTransition", "pauseInteractiveTransition",
    ].map { "context." + $0 }
    + CoordinatorCall.allCases.map { "coordinator." + $0.rawValue }
  /// The appearance callbacks a controller gets.
  public static let appearanceCalls = [
    "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
    "cancelBeginAppearanceTransition",
  ]

  enum Kind { case plain, navigation, tabs(count: Int) }

  /// `script` with its explicit choices resolved against `registry`, or its first
  /// problem.
  public static func check(
    _ script: Script, registry: PluginRegistry
  ) -> Result<CheckedScript, ScriptDiagnostic> {
    var choices: [Int: ExplicitChoice] = [:]
    if let diagnostic = firstProblem(in: script, registry: registry, choices: &choices) {
      return .failure(diagnostic)
    }
    return .success(CheckedScript(script: script, choices: choices))
  }

  /// The first problem in `script`, or nil; the explicit choice of every transition
  /// command that has one goes to `choices`, by the command's index.
  private static func firstProblem(
    in script: Script, registry: PluginRegistry, choices: inout [Int: ExplicitChoice]
  ) -> ScriptDiagnostic? {
    var controllers: [String: Kind] = [:]
    var order: [String] = []
    var views: Set<String> = []
    var hasRoot = false
    var interactiveOpen = false
    var sawController = false

    func fail(
      _ line: Int, _ column: Int, _ message: String, hint: String? = nil
    ) -> ScriptDiagnostic {
      ScriptDiagnostic(
        file: script.file, line: line, column: column, message: message, hint: hint,
        sourceLine: line - 1 < script.lines.count ? script.lines[line - 1] : "")
    }
    /// The column of the first word after `column` on `line` (a view path, a tab index).
    func wordColumn(_ line: Int, after column: Int) -> Int {
      let text = line - 1 < script.lines.count ? script.lines[line - 1] : ""
      return tokenize(text).first(where: { $0.column > column })?.column ?? column
    }
    func suggestion(_ name: String, _ candidates: [String]) -> String? {
      nearestName(to: name, in: candidates).map { "did you mean '\($0)'?" }
    }
    func controller(_ name: Located<String>, as what: String = "controller") -> ScriptDiagnostic? {
      guard controllers[name.value] != nil else {
        let declaration =
          switch what {
          case "navigation controller": "navigation \(name.value) root CONTROLLER"
          case "tab bar controller": "tabs \(name.value) A, B"
          default: "controller \(name.value)"
          }
        return fail(
          name.line, name.column, "unknown \(what) '\(name.value)'",
          hint: suggestion(name.value, order) ?? "declare it first with '\(declaration)'")
      }
      return nil
    }
    func view(_ name: Located<String>) -> ScriptDiagnostic? {
      guard views.contains(name.value) else {
        return fail(
          name.line, name.column, "unknown view '\(name.value)'",
          hint: suggestion(name.value, views.sorted())
            ?? "declare it with 'view \(name.value) frame x,y,w,h'")
      }
      return nil
    }
    /// The animator `text` names, parsed and resolved, or why it cannot be used.
    func animator(_ text: Located<String>) -> Result<ExplicitChoice, ScriptDiagnostic> {
      switch AnimatorChoice.parse(text.value) {
      case .failure(let error):
        return .failure(fail(text.line, text.column + error.column - 1, error.message))
      case .success(let choice):
        return resolved(choice, line: text.line, textColumn: text.column, nameColumn: text.column)
      }
    }
    /// `choice` (parsed from text starting at `textColumn` of `line`, its name at
    /// `nameColumn`) resolved against the registry, or why it cannot be used.
    func resolved(
      _ choice: AnimatorChoice, line: Int, textColumn: Int, nameColumn: Int
    ) -> Result<ExplicitChoice, ScriptDiagnostic> {
      if choice.isSystem { return .success(.system) }
      switch registry.resolve(choice) {
      case .success(let resolved):
        return .success(.animator(resolved))
      case .failure(let error):
        let column = error.column.map { textColumn + $0 - 1 } ?? nameColumn
        switch error {
        case .lookup(.unknown(_, let suggestion)):
          return .failure(
            fail(
              line, column, "unknown animator '\(choice.name)'",
              hint: suggestion.map { "did you mean '\($0)'?" }
                ?? "run 'transhost list' to see the installed animators"))
        case .unknownParameter(let id, let name, let suggestion, _):
          return .failure(
            fail(
              line, column, "animator '\(id)' has no parameter '\(name)'",
              hint: suggestion.map { "did you mean '\($0)'?" }
                ?? "run 'transhost info \(id)' to see its parameters"))
        default:
          return .failure(fail(line, column, "\(error)"))
        }
      }
    }

    for (index, located) in script.commands.enumerated() {
      let (line, column) = (located.line, located.column)
      let isInteractiveStep: Bool
      switch located.value {
      case .update, .drag, .pause, .end: isInteractiveStep = true
      default: isInteractiveStep = false
      }
      if isInteractiveStep && !interactiveOpen {
        return fail(
          line, column, "no interactive transition is in progress",
          hint: "start one with 'interactive dismiss NAME' (or present, push, pop, select)")
      }
      switch located.value {
      case .window:
        if sawController {
          return fail(line, column, "'window' must come before the first controller")
        }
      case .controller(let name, _, _):
        sawController = true
        if controllers[name] != nil {
          return fail(line, column, "controller '\(name)' is declared twice")
        }
        controllers[name] = .plain
        order.append(name)
        views.insert(name)
      case .view(let path, _, _, _, _, _):
        let parent = path.dropLast().joined(separator: ".")
        let joined = path.joined(separator: ".")
        let pathColumn = wordColumn(line, after: column)
        guard views.contains(parent) else {
          return fail(
            line, pathColumn, "unknown view '\(parent)' for the parent of '\(joined)'",
            hint: suggestion(parent, views.sorted())
              ?? "declare the controller or view '\(parent)' first")
        }
        if views.contains(joined) {
          return fail(line, pathColumn, "view '\(joined)' is declared twice")
        }
        views.insert(joined)
      case .navigation(let name, let root):
        sawController = true
        if let error = controller(root) { return error }
        if controllers[name] != nil {
          return fail(line, column, "controller '\(name)' is declared twice")
        }
        controllers[name] = .navigation
        order.append(name)
        views.insert(name)
      case .tabs(let name, let tabs):
        sawController = true
        for tab in tabs { if let error = controller(tab) { return error } }
        if controllers[name] != nil {
          return fail(line, column, "controller '\(name)' is declared twice")
        }
        controllers[name] = .tabs(count: tabs.count)
        order.append(name)
        views.insert(name)
      case .root(let name):
        if let error = controller(name) { return error }
        hasRoot = true
      case .context(let name):
        if let error = controller(name) { return error }
      case .use(let text, let column, let mapping):
        switch mapping {
        case .failure(let error):
          return fail(line, column + error.column - 1, error.message)
        case .success(let mapping):
          // The parsed choice, its columns pointing into the line: the text after '='
          // and the name as written after any spaces.
          guard let equals = text.firstIndex(of: "=") else { break }
          let value = text[text.index(after: equals)...]
          let textColumn = column + text.distance(from: text.startIndex, to: equals) + 1
          let spaces = value.prefix(while: { $0 == " " || $0 == "\t" }).count
          if case .failure(let error) = resolved(
            mapping.choice, line: line, textColumn: textColumn, nameColumn: textColumn + spaces)
          {
            return error
          }
        }
      case .fps:
        break
      case .transition(let request, _, let interactive, let choice):
        guard hasRoot else {
          return fail(
            line, column, "no root controller yet",
            hint: "set one with 'root NAME' before the first transition")
        }
        if interactiveOpen {
          return fail(
            line, column, "an interactive transition is still in progress",
            hint: "end it with 'finish' or 'cancel' first")
        }
        switch request {
        case .present(let presented, let from, _):
          if let error = controller(presented) ?? controller(from) { return error }
        case .dismiss(let dismissed):
          if let error = controller(dismissed) { return error }
        case .push(let pushed, let navigation):
          if let error = controller(pushed) ?? controller(navigation, as: "navigation controller") {
            return error
          }
          guard case .navigation = controllers[navigation.value] else {
            return fail(
              navigation.line, navigation.column,
              "'\(navigation.value)' is not a navigation controller",
              hint: "declare it with 'navigation \(navigation.value) root CONTROLLER'")
          }
        case .pop(let navigation):
          if let error = controller(navigation, as: "navigation controller") { return error }
          guard case .navigation = controllers[navigation.value] else {
            return fail(
              navigation.line, navigation.column,
              "'\(navigation.value)' is not a navigation controller",
              hint: "declare it with 'navigation \(navigation.value) root CONTROLLER'")
          }
        case .select(let tabs, let index):
          if let error = controller(tabs, as: "tab bar controller") { return error }
          guard case .tabs(let count) = controllers[tabs.value] else {
            return fail(
              tabs.line, tabs.column, "'\(tabs.value)' is not a tab bar controller",
              hint: "declare it with 'tabs \(tabs.value) A, B'")
          }
          guard index < count else {
            return fail(
              tabs.line, wordColumn(tabs.line, after: tabs.column),
              "tab index \(index) is out of range; '\(tabs.value)' has \(count) tab\(count == 1 ? "" : "s")"
            )
          }
        }
        if let choice {
          switch animator(choice) {
          case .success(let resolved): choices[index] = resolved
          case .failure(let error): return error
          }
        }
        interactiveOpen = interactive
      case .update, .drag, .pause, .wait, .settle:
        break
      case .end:
        interactiveOpen = false
      case .expect(let expectation, _):
        switch expectation {
        case .view(let name, _):
          if let error = view(name) { return error }
        case .presents(let presenter, let presented):
          if let error = controller(presenter) { return error }
          if let presented, let error = controller(presented) { return error }
        case .outcome, .animator:
          break
        case .callbacks(let names):
          for name in names {
            let parts = name.value.split(separator: ".", maxSplits: 1).map(String.init)
            if parts.count == 2, controllers[parts[0]] != nil {
              if !appearanceCalls.contains(parts[1]) {
                return fail(
                  name.line, name.column + parts[0].count + 1, "unknown callback '\(parts[1])'",
                  hint: suggestion(parts[1], appearanceCalls)
                    ?? "controllers get: \(appearanceCalls.joined(separator: ", "))")
              }
            } else if !callbackNames.contains(name.value) {
              let candidates =
                callbackNames
                + order.flatMap { controller in appearanceCalls.map { controller + "." + $0 } }
              return fail(
                name.line, name.column, "unknown callback '\(name.value)'",
                hint: suggestion(name.value, candidates)
                  ?? "e.g. detail.viewDidAppear or animator.animationEnded")
            }
          }
        }
      }
    }
    return nil
  }
}
