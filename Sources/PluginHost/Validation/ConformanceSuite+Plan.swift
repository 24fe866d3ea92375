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
        tests += flowTests(.modal(style), descriptor)
      }
    }
    if operations.contains(.push) || operations.contains(.pop) {
      tests += flowTests(.navigation, descriptor)
    }
    if operations.contains(.tab) { tests += flowTests(.tab, descriptor) }
    return tests
  }

  private static func flowTests(
    _ flow: ConformanceTest.Flow, _ descriptor: AnimatorDescriptor
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
    let served = steps.filter { descriptor.operations.contains(flow.operation($0)) }
    guard !served.isEmpty else { return tests }
    guard descriptor.supportsInteractive else {
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
    let descriptor = entry.descriptor
    switch check {
    case .id:
      return (.passed, "'\(descriptor.id)' is a reverse-DNS id (enforced at load)")
    case .name:
      return (.passed, "'\(descriptor.name)' is not empty (enforced at load)")
    case .version:
      guard Self.looksLikeVersion(descriptor.version) else {
        return (
          .warning,
          "'\(descriptor.version)' is not a version such as 1.2.0; start it with "
            + "MAJOR.MINOR.PATCH numbers"
        )
      }
      return (.passed, "'\(descriptor.version)' starts with MAJOR.MINOR.PATCH numbers")
    case .operations:
      return (
        .passed,
        "serves \(descriptor.operations.map(\.rawValue).joined(separator: ", ")) (at least one; "
          + "enforced at load)"
      )
    case .styles:
      return checkStyles(descriptor)
    case .duration:
      return (
        .passed,
        "\(formatNumber(descriptor.defaultDuration)) s (a finite number >= 0; enforced at load)"
      )
    case .parameters:
      return checkParameters(descriptor)
    }
  }

  private func checkStyles(_ descriptor: AnimatorDescriptor) -> (ConformanceStatus, String) {
    let modal = descriptor.operations.contains(.present) || descriptor.operations.contains(.dismiss)
    let names = descriptor.styles.map(\.name).joined(separator: ", ")
    guard modal else {
      if descriptor.styles.isEmpty {
        return (.passed, "serves no presentations and declares no styles")
      }
      return (
        .warning,
        "declares \(names) but serves neither present nor dismiss; the styles are never used"
      )
    }
    let system = descriptor.styles.filter(\.isSystemAnimated)
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

  private func checkParameters(_ descriptor: AnimatorDescriptor) -> (ConformanceStatus, String) {
    guard !descriptor.parameters.isEmpty else { return (.passed, "takes no parameters") }
    var verified: [String] = []
    for parameter in descriptor.parameters {
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
