import TransitionEngine

extension ConformanceSuite {
  /// The tests for an animator: the descriptor checks, then per declared style a round
  /// trip animated and not and the interactive cases, then navigation, then tab.
  static func tests(for descriptor: AnimatorDescriptor) -> [ConformanceTest] {
    var tests = ConformanceTest.DescriptorCheck.allCases.map(ConformanceTest.descriptor)
    let operations = descriptor.operations
    if operations.contains(.present) || operations.contains(.dismiss) {
      for style in descriptor.styles {
        guard !style.isSystemAnimated else {
          tests.append(
            .skipped(
              "\(style.name)/present-dismiss",
              "UIKit animates \(style.name) with its own animator and never asks this one"))
          continue
        }
        tests += flowTests(.modal(style), operations, descriptor.supportsInteractive)
      }
    }
    if operations.contains(.push) || operations.contains(.pop) {
      tests += flowTests(.navigation, operations, descriptor.supportsInteractive)
    }
    if operations.contains(.tab) {
      tests += flowTests(.tab, operations, descriptor.supportsInteractive)
    }
    return tests
  }

  /// The tests for a delegate: the descriptor checks that apply (a delegate declares no
  /// duration), then the flows of its kind, each interactive case included (the
  /// resolver drives a stand-in interactor when the delegate gives none).
  static func tests(forDelegate descriptor: ObjectDescriptor) -> [ConformanceTest] {
    var tests = ConformanceTest.DescriptorCheck.allCases.filter { $0 != .duration }.map(
      ConformanceTest.descriptor)
    let operations = descriptor.operations
    switch descriptor.kind {
    case .transitioningDelegate:
      for style in descriptor.styles {
        guard !style.isSystemAnimated else {
          tests.append(
            .skipped(
              "\(style.name)/present-dismiss",
              "UIKit animates \(style.name) with its own animator and never asks this delegate"))
          continue
        }
        tests += flowTests(.modal(style), operations, true)
      }
    case .navigationDelegate: tests += flowTests(.navigation, operations, true)
    case .tabBarDelegate: tests += flowTests(.tab, operations, true)
    case .viewController: break
    }
    return tests
  }

  private static func flowTests(
    _ flow: ConformanceTest.Flow, _ operations: [TransitionOperation], _ supportsInteractive: Bool
  ) -> [ConformanceTest] {
    var tests = [ConformanceTest.roundTrip(flow, animated: true)]
    switch flow {
    case .modal(.custom):
      tests.append(.roundTrip(flow, animated: false))
    case .modal(let style):
      tests.append(
        .skipped(
          "\(style.name)/present-dismiss/instant",
          "UIKit runs no animator for \(style.name) presentations that are not animated"))
    case .navigation:
      tests.append(
        .skipped(
          "navigation/push-pop/instant",
          "UIKit runs no animator for pushes and pops that are not animated"))
    case .tab:
      break
    }
    let steps: [ConformanceTest.Step] = flow == .tab ? [.forward] : [.forward, .back]
    let served = steps.filter { operations.contains(flow.operation($0)) }
    guard !served.isEmpty else { return tests }
    guard supportsInteractive else {
      tests.append(
        .skipped(
          "\(flow.scope)/interactive", "the animator does not declare interactive support"))
      return tests
    }
    for step in served {
      for ending in ConformanceTest.Ending.allCases {
        for progress in ConformanceTest.progressPoints {
          tests.append(.interactive(flow, step: step, ending: ending, progress: progress))
        }
      }
    }
    return tests
  }

  /// A descriptor check's status and message. Loading already refuses descriptors
  /// that break these rules, so they pass with what was verified, or warn.
  func checkDescriptor(
    _ check: ConformanceTest.DescriptorCheck
  ) -> (ConformanceStatus, String) {
    let common = describedFields
    switch check {
    case .id:
      return (.passed, "'\(common.id)' is a reverse-DNS id (enforced at load)")
    case .name:
      return (.passed, "'\(common.name)' is not empty (enforced at load)")
    case .version:
      guard Self.looksLikeVersion(common.version) else {
        return (
          .warning,
          "'\(common.version)' is not a version such as 1.2.0; start it with "
            + "MAJOR.MINOR.PATCH numbers"
        )
      }
      return (.passed, "'\(common.version)' starts with MAJOR.MINOR.PATCH numbers")
    case .operations:
      return (
        .passed,
        "serves \(common.operations.map(\.rawValue).joined(separator: ", ")) (at least one; "
          + "enforced at load)"
      )
    case .styles:
      return checkStyles(common.styles, operations: common.operations)
    case .duration:
      guard case .animator(let entry) = subject else {
        return (.skipped, "a delegate declares no duration")
      }
      return (
        .passed,
        "\(formatNumber(entry.descriptor.defaultDuration)) s (a finite number >= 0; enforced at load)"
      )
    case .parameters:
      return checkParameters(common.parameters)
    }
  }

  /// The descriptor fields every subject declares.
  private var describedFields:
    (
      id: String, name: String, version: String, operations: [TransitionOperation],
      styles: [ModalPresentationStyle], parameters: [AnimatorParameter]
    )
  {
    switch subject {
    case .animator(let entry):
      let d = entry.descriptor
      return (d.id, d.name, d.version, d.operations, d.styles, d.parameters)
    case .delegate(let entry):
      let d = entry.descriptor
      return (d.id, d.name, d.version, d.operations, d.styles, d.parameters)
    }
  }

  private func checkStyles(
    _ styles: [ModalPresentationStyle], operations: [TransitionOperation]
  ) -> (ConformanceStatus, String) {
    let modal = operations.contains(.present) || operations.contains(.dismiss)
    let names = styles.map(\.name).joined(separator: ", ")
    guard modal else {
      if styles.isEmpty {
        return (.passed, "serves no presentations and declares no styles")
      }
      return (
        .warning,
        "declares \(names) but serves neither present nor dismiss; the styles are never used"
      )
    }
    let system = styles.filter(\.isSystemAnimated)
    if !system.isEmpty {
      return (
        .warning,
        "\(system.map(\.name).joined(separator: ", ")) \(system.count == 1 ? "is" : "are") "
          + "animated by UIKit's own animator, which never asks this one; declare only the "
          + "styles it serves"
      )
    }
    return (.passed, "\(names): valid presentation styles (enforced at load)")
  }

  private func checkParameters(_ parameters: [AnimatorParameter]) -> (ConformanceStatus, String) {
    guard !parameters.isEmpty else { return (.passed, "takes no parameters") }
    var verified: [String] = []
    for parameter in parameters {
      guard let text = parameter.defaultValue else {
        verified.append(
          "\(parameter.name) (view, no default; the suite names '\(ConformanceScene.sourceViewName)')"
        )
        continue
      }
      if case .failure(let error) = ParameterValue.parse(text, for: parameter) {
        return (.failed, "the default of \(error.reason)")
      }
      var kind = parameter.kind.rawValue
      if let range = parameter.range {
        kind += " in \(formatNumber(range.lowerBound))...\(formatNumber(range.upperBound))"
      }
      verified.append("\(parameter.name) = \(text) (\(kind))")
    }
    return (.passed, "every default parses: " + verified.joined(separator: ", "))
  }

  /// Whether `version` starts with `MAJOR` or `MAJOR.MINOR(.PATCH)` numbers.
  static func looksLikeVersion(_ version: String) -> Bool {
    let core = version.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
    let parts = core.split(separator: ".", omittingEmptySubsequences: false)
    return !core.isEmpty && parts.count <= 3 && parts.allSatisfy { !$0.isEmpty }
      && (core.count == version.count || !version[core.endIndex...].hasPrefix("."))
  }
}
