import TransitionEngine

/// The conformance tests of one animator, and the runner that gives a result per test.
///
/// For each style the animator declares (present and dismiss), and for push/pop and tab
/// when it serves them, the suite shows a `detail` controller and goes back, animated
/// and not, and (when the animator supports interactive driving) drives each step to
/// 0.25, 0.5 and 0.75 and finishes or cancels it. Each case runs twice in a fresh
/// engine and checks what UIKit guarantees an app: `completeTransition` exactly once
/// per transition, the hierarchy UIKit leaves (the container holding only the shown
/// view, nothing leaked, nothing hidden, transparent or transformed), every property
/// given back after a cancel, the same trace both times, and no rule broken. The
/// descriptor checks report what loading already enforced.
public final class ConformanceSuite {
  /// What a suite tests.
  public enum Subject: Sendable {
    /// An animator, chosen explicitly for each case.
    case animator(PluginRegistry.Entry)
    /// A delegate served through its plugin's object factory, chosen by a mapping of
    /// its styles (or its navigation or tab operations) to it.
    case delegate(PluginRegistry.ObjectEntry)
  }

  /// The animator or delegate under test.
  public let subject: Subject
  /// Its tests, in the order ``runAll(_:)`` runs them.
  public let tests: [ConformanceTest]
  /// The registry the resolver of each case is built over: for an animator (chosen
  /// explicitly) it holds nothing but the host; for a delegate, the registry that
  /// found it, which its mapping resolves in.
  private let registry: PluginRegistry

  /// Creates the suite for `entry`, whose plugin was loaded (or will be) with `host`:
  /// the registry's ``PluginRegistry/host`` that found it.
  public init(entry: PluginRegistry.Entry, host: HostBridge) {
    subject = .animator(entry)
    registry = PluginRegistry(directories: [], findings: [], host: host)
    tests = Self.tests(for: entry.descriptor)
  }

  /// Creates the suite for the delegate `entry`, found by `registry`: each case maps the
  /// style under test (or the navigation or tab operations) to the delegate, parameters
  /// at their defaults, so the resolver makes it and asks it exactly as in a run; the
  /// presentation controller it gives is checked too. Interactive cases drive the
  /// resolver's stand-in percent-driven interactor when the delegate gives none, as
  /// `transhost run` does.
  public init(delegate entry: PluginRegistry.ObjectEntry, registry: PluginRegistry) {
    subject = .delegate(entry)
    self.registry = registry
    tests = Self.tests(forDelegate: entry.descriptor)
  }

  /// The id of the animator or delegate under test.
  public var animatorID: String {
    switch subject {
    case .animator(let entry): entry.descriptor.id
    case .delegate(let entry): entry.descriptor.id
    }
  }

  /// The kind of the delegate under test; nil for an animator.
  public var objectKind: ObjectDescriptor.Kind? {
    guard case .delegate(let entry) = subject else { return nil }
    return entry.descriptor.kind
  }

  /// Runs every test in order, handing each result to `report` as it is known.
  @discardableResult
  public func runAll(_ report: (ConformanceResult) -> Void = { _ in }) -> [ConformanceResult] {
    tests.map { test in
      let result = run(test)
      report(result)
      return result
    }
  }

  /// Runs one test.
  public func run(_ test: ConformanceTest) -> ConformanceResult {
    switch test.kind {
    case .descriptor(let check):
      let (status, message) = checkDescriptor(check)
      return result(test, status, message)
    case .skip(let reason):
      return result(test, .skipped, reason)
    case .roundTrip(let flow, let animated):
      return runScenario(test, flow) { $0.roundTrip(animated: animated) }
    case .interactive(let flow, let step, let ending, let progress):
      return runScenario(test, flow) {
        $0.interactive(step: step, ending: ending, progress: progress)
      }
    }
  }

  private func result(
    _ test: ConformanceTest, _ status: ConformanceStatus, _ message: String
  ) -> ConformanceResult {
    ConformanceResult(
      animator: animatorID, test: test.name, status: status, message: message, kind: objectKind)
  }

  /// Runs a scenario twice in fresh engines and turns the findings into a result.
  private func runScenario(
    _ test: ConformanceTest, _ flow: ConformanceTest.Flow, _ body: (ScenarioRun) -> Void
  ) -> ConformanceResult {
    var choice: ResolvedChoice?
    var mappings = StyleMappings()
    switch subject {
    case .animator(let entry):
      switch Self.choice(for: entry) {
      case .success(let made): choice = made
      case .failure(let error): return result(test, .failed, "the default of \(error.reason)")
      }
    case .delegate(let entry):
      let mapping = Self.mapping(to: entry.descriptor, for: flow)
      if case .failure(let error) = registry.resolveTarget(mapping.choice) {
        return result(test, .failed, "\(error)")
      }
      mappings.append(mapping)
    }
    let runs = (0..<2).map { _ in
      let run = ScenarioRun(
        scene: ConformanceScene(
          flow: flow, registry: registry, choice: choice, mappings: mappings),
        animatorID: animatorID, checksPresentationController: objectKind != nil)
      body(run)
      return run
    }
    var failures = runs[0].failures
    if let difference = Self.firstDifference(runs[0].traceText, runs[1].traceText) {
      failures.append(
        "not deterministic: a second identical run gave another trace; first difference at "
          + "line \(difference.line): '\(difference.first)', then '\(difference.second)'")
    }
    if !failures.isEmpty { return result(test, .failed, failures.joined(separator: "\n")) }
    if !runs[0].warnings.isEmpty {
      return result(test, .warning, runs[0].warnings.joined(separator: "\n"))
    }
    return result(test, .passed, Self.passMessage(test.kind, delegate: objectKind != nil))
  }

  /// The animator with every parameter at its default; view parameters without one
  /// name `home`'s `button`.
  static func choice(
    for entry: PluginRegistry.Entry
  ) -> Result<ResolvedChoice, ParameterError> {
    var values: [(name: String, value: ParameterValue)] = []
    for parameter in entry.descriptor.parameters {
      let text =
        parameter.defaultValue
        ?? (parameter.kind == .view ? ConformanceScene.sourceViewName : "")
      switch ParameterValue.parse(text, for: parameter) {
      case .success(let value): values.append((parameter.name, value))
      case .failure(let error): return .failure(error)
      }
    }
    return .success(ResolvedChoice(entry: entry, values: values))
  }

  /// The mapping that chooses `delegate` for `flow`'s transitions, as
  /// `--use STYLE=ID` (or `navigation=ID`, `tab=ID`) would, parameters at their
  /// defaults.
  static func mapping(
    to delegate: ObjectDescriptor, for flow: ConformanceTest.Flow
  ) -> StyleMappings.Mapping {
    let key: String
    let style: ModalPresentationStyle?
    let operations: [TransitionOperation]
    switch flow {
    case .modal(let modal): (key, style, operations) = (modal.name, modal, [.present, .dismiss])
    case .navigation: (key, style, operations) = ("navigation", nil, [.push, .pop])
    case .tab: (key, style, operations) = ("tab", nil, [.tab])
    }
    return StyleMappings.Mapping(
      style: style, operations: operations, choice: AnimatorChoice(name: delegate.id),
      origin: .commandLine, written: "\(key)=\(delegate.id)")
  }

  /// The first line where two traces differ, 1-based, with both lines.
  static func firstDifference(
    _ first: String, _ second: String
  ) -> (line: Int, first: String, second: String)? {
    guard first != second else { return nil }
    let a = first.split(separator: "\n", omittingEmptySubsequences: false)
    let b = second.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(a.count, b.count) {
      let left = index < a.count ? String(a[index]) : "(end)"
      let right = index < b.count ? String(b[index]) : "(end)"
      if left != right { return (index + 1, left, right) }
    }
    return nil
  }

  /// What a passing scenario verified.
  static func passMessage(_ kind: ConformanceTest.Kind, delegate: Bool = false) -> String {
    var checks = "completeTransition once each, the window as UIKit leaves it, the same trace twice"
    if delegate, case .modal(.custom) = kind.flow {
      checks += Self.presentationChecks
    }
    switch kind {
    case .roundTrip(let flow, let animated):
      let how = animated ? "animated" : "not animated"
      switch flow {
      case .modal: return "presented and dismissed (\(how)): \(checks)"
      case .navigation: return "pushed and popped (\(how)): \(checks)"
      case .tab: return "selected the detail tab and the first again: \(checks)"
      }
    case .interactive(let flow, let step, let ending, let progress):
      let driven = "\(flow.operation(step).rawValue) driven to \(formatNumber(progress))"
      switch ending {
      case .finish: return "\(driven) and finished: \(checks)"
      case .cancel:
        return "\(driven) and cancelled: every view restored, completeTransition once each, "
          + "the same trace twice"
          + (delegate && flow == .modal(.custom) ? Self.presentationChecks : "")
      }
    case .descriptor, .skip:
      return ""
    }
  }

  /// What a passing delegate scenario verified of its presentation controller.
  static let presentationChecks =
    "; the presentation controller: will-begin/did-end once each and in order, its views "
    + "gone after, its frame honoured"
}
