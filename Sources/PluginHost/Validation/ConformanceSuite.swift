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
  /// The animator under test.
  public let entry: PluginRegistry.Entry
  /// Its tests, in the order ``runAll(_:)`` runs them.
  public let tests: [ConformanceTest]
  /// The registry the resolver of each case is built over; choices are explicit, so
  /// it holds nothing but the host.
  private let registry: PluginRegistry

  /// Creates the suite for `entry`, whose plugin was loaded (or will be) with `host`:
  /// the registry's ``PluginRegistry/host`` that found it.
  public init(entry: PluginRegistry.Entry, host: HostBridge) {
    self.entry = entry
    registry = PluginRegistry(directories: [], findings: [], host: host)
    tests = Self.tests(for: entry.descriptor)
  }

  /// The animator's id.
  public var animatorID: String { entry.descriptor.id }

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
    ConformanceResult(animator: animatorID, test: test.name, status: status, message: message)
  }

  /// Runs a scenario twice in fresh engines and turns the findings into a result.
  private func runScenario(
    _ test: ConformanceTest, _ flow: ConformanceTest.Flow, _ body: (ScenarioRun) -> Void
  ) -> ConformanceResult {
    let choice: ResolvedChoice
    switch Self.choice(for: entry) {
    case .success(let made): choice = made
    case .failure(let error): return result(test, .failed, "the default of \(error.reason)")
    }
    let runs = (0..<2).map { _ in
      let run = ScenarioRun(
        scene: ConformanceScene(flow: flow, registry: registry, choice: choice),
        animatorID: animatorID)
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
    return result(test, .passed, Self.passMessage(test.kind))
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
  static func passMessage(_ kind: ConformanceTest.Kind) -> String {
    let checks = "completeTransition once each, the window as UIKit leaves it, the same trace twice"
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
      }
    case .descriptor, .skip:
      return ""
    }
  }
}
