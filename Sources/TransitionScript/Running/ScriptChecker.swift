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

  /// `script` with its explicit choices resolved against `registry`, and its plugin
  /// objects (`class`, `with delegate`) through `objects`, or its first problem.
  public static func check(
    _ script: Script, registry: PluginRegistry,
    objects: any ScriptObjectResolving = NoPluginObjects()
  ) -> Result<CheckedScript, ScriptDiagnostic> {
    var checked = CheckedScript(script: script, choices: [:])
    if let diagnostic = firstProblem(
      in: script, registry: registry, objects: objects, checked: &checked)
    {
      return .failure(diagnostic)
    }
    return .success(checked)
  }

  /// The first problem in `script`, or nil; what the checker resolves for each command
  /// (explicit choices, plugin objects, view paths) goes to `checked`, by the command's
  /// index.
  private static func firstProblem(
    in script: Script, registry: PluginRegistry, objects: any ScriptObjectResolving,
    checked: inout CheckedScript
  ) -> ScriptDiagnostic? {
    var controllers: [String: Kind] = [:]
    var order: [String] = []
    var views: Set<String> = []
    /// Controllers declared with `class`: their views are the plugin's, so paths under
    /// them may name views the script does not declare.
    var classControllers: Set<String> = []
    var hasRoot = false
    var interactiveOpen = false
    var sawController = false
    var windowSize = Engine.Configuration().windowSize

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
    /// How the expectation's path `name` reaches its view, or why it cannot.
    func viewPath(_ name: Located<String>) -> Result<ViewPath, ScriptDiagnostic> {
      if views.contains(name.value) { return .success(.declared(name.value)) }
      let parts = name.value.split(separator: ".", omittingEmptySubsequences: false).map(
        String.init)
      for count in stride(from: parts.count - 1, through: 1, by: -1) {
        let prefix = parts[..<count].joined(separator: ".")
        guard views.contains(prefix) else { continue }
        if classControllers.contains(parts[0]) {
          return .success(.search(root: prefix, names: Array(parts[count...])))
        }
        break
      }
      if parts[0] == "window" && controllers["window"] == nil && !parts.contains("") {
        return .success(.search(root: nil, names: Array(parts.dropFirst())))
      }
      guard let error = view(name) else { return .success(.declared(name.value)) }
      return .failure(error)
    }
    /// The plugin object `text` names (a `what`: "view controller class" or "delegate"),
    /// parsed and resolved through `objects`, or why it cannot be used.
    func object(_ text: Located<String>, what: String) -> Result<ScriptObject, ScriptDiagnostic> {
      let choice: AnimatorChoice
      switch AnimatorChoice.parse(text.value) {
      case .failure(let error):
        return .failure(
          fail(
            text.line, text.column + error.column - 1,
            error.message == "expected an animator name" ? "expected a \(what) name" : error.message
          ))
      case .success(let parsed): choice = parsed
      }
      switch objects.resolveObject(choice) {
      case .success(let object): return .success(object)
      case .failure(let error):
        let column = error.column.map { text.column + $0 - 1 } ?? text.column
        switch error {
        case .unknown(let name, let suggestion):
          return .failure(
            fail(
              text.line, column, "unknown \(what) '\(name)'",
              hint: suggestion.map { "did you mean '\($0)'?" }
                ?? "run 'transhost list' to see the installed objects"))
        case .ambiguous(let name, let candidates):
          return .failure(
            fail(
              text.line, column,
              "\(what) name '\(name)' is ambiguous: \(candidates.joined(separator: ", ")); use the full id"
            ))
        case .unknownParameter(let id, let name, let suggestion, _):
          return .failure(
            fail(
              text.line, column, "\(what) '\(id)' has no parameter '\(name)'",
              hint: suggestion.map { "did you mean '\($0)'?" }
                ?? "run 'transhost info \(id)' to see its parameters"))
        case .badValue(let message, _):
          return .failure(fail(text.line, column, message))
        }
      }
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
      case .window(let size):
        windowSize = size
        if sawController {
          return fail(line, column, "'window' must come before the first controller")
        }
      case .controller(let name, _, _, let classID):
        sawController = true
        if controllers[name] != nil {
          return fail(line, column, "controller '\(name)' is declared twice")
        }
        if let classID {
          switch object(classID, what: "view controller class") {
          case .failure(let error): return error
          case .success(let resolved) where resolved.kind != .viewController:
            return fail(
              classID.line, classID.column,
              "'\(resolved.id)' is a \(resolved.kind.rawValue), not a view controller class",
              hint: "a delegate is chosen on a transition: 'with delegate \(classID.value)'")
          case .success(let resolved):
            checked.objects[index] = resolved
            classControllers.insert(name)
          }
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
          // A mapping may name a delegate, which the resolver makes and asks.
          if case .success(.delegate) = registry.resolveTarget(mapping.choice) { break }
          if case .failure(let error) = resolved(
            mapping.choice, line: line, textColumn: textColumn, nameColumn: textColumn + spaces)
          {
            return error
          }
        }
      case .fps:
        break
      case .transition(let request, _, let interactive, let choice, let delegate):
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
          case .success(let resolved): checked.choices[index] = resolved
          case .failure(let error): return error
          }
        }
        if let delegate {
          let (wanted, verb): (ScriptObject.Kind, String) =
            switch request {
            case .present: (.transitioningDelegate, "present")
            case .dismiss: (.transitioningDelegate, "dismiss")
            case .push: (.navigationDelegate, "push")
            case .pop: (.navigationDelegate, "pop")
            case .select: (.tabBarDelegate, "select")
            }
          switch object(delegate, what: "delegate") {
          case .failure(let error): return error
          case .success(let resolved) where resolved.kind != wanted:
            return fail(
              delegate.line, delegate.column,
              "'\(resolved.id)' is a \(resolved.kind.rawValue); '\(verb)' needs a \(wanted.rawValue)",
              hint: resolved.kind == .viewController
                ? "declare a controller of it with 'controller NAME class \(delegate.value)'" : nil)
          case .success(let resolved): checked.objects[index] = resolved
          }
        }
        interactiveOpen = interactive
      case .update, .drag, .pause, .wait, .settle:
        break
      case .touch(let touch):
        if let problem = placementProblem(touch, window: windowSize) {
          return fail(line, problem.column, problem.message, hint: problem.hint)
        }
        if let name = touch.view {
          switch viewPath(name) {
          case .success(let path): checked.viewPaths[index] = path
          case .failure(let error): return error
          }
        }
      case .end:
        interactiveOpen = false
      case .expect(let expectation, _):
        switch expectation {
        case .view(let name, _):
          switch viewPath(name) {
          case .success(let path): checked.viewPaths[index] = path
          case .failure(let error): return error
          }
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

  /// Where `touch` puts a finger outside the window (which no finger can reach), as
  /// the column of the point and what to say, or nil.
  private static func placementProblem(
    _ touch: TouchCommand, window: Size
  ) -> (column: Int, message: String, hint: String)? {
    let size = "\(formatNumber(window.width))x\(formatNumber(window.height))"
    let hint = "positions are window coordinates, from 0,0 at the top left"
    for placement in touch.placements {
      switch placement.kind {
      case .edgeDistance(let distance, let isHorizontal):
        // An edge pan starts 1 point inside its edge.
        let room = (isHorizontal ? window.width : window.height) - 1
        if distance >= room {
          return (
            placement.column,
            "an edge pan of \(formatNumber(distance)) points leaves the \(size) window",
            "it starts 1 point inside the edge; move less than \(formatNumber(room)) points"
          )
        }
      case .edgePosition(let position, let isHorizontal):
        let length = isHorizontal ? window.height : window.width
        if position < 0 || position >= length {
          return (
            placement.column,
            "position \(formatNumber(position)) is off the edge, which runs from 0 to "
              + "\(formatNumber(length)) in the \(size) window", hint
          )
        }
      case .point(let role, let p):
        if p.x < 0 || p.y < 0 || p.x >= window.width || p.y >= window.height {
          return (
            placement.column,
            "the \(role) \(formatNumber(p.x)),\(formatNumber(p.y)) is outside the \(size) "
              + "window, where no finger can be", hint
          )
        }
      }
    }
    return nil
  }
}
