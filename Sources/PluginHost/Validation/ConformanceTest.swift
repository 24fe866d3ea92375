import TransitionEngine

/// One test of the conformance suite: a descriptor check, or a transition scenario run
/// through the engine.
public struct ConformanceTest: Hashable, Sendable {
  /// The stable name reports print: `descriptor/id`, `fullScreen/present-dismiss/animated`,
  /// `navigation/pop/interactive-cancel-0.5`.
  public let name: String
  let kind: Kind

  /// What a test does.
  enum Kind: Hashable, Sendable {
    /// Checks one part of the descriptor.
    case descriptor(DescriptorCheck)
    /// Shows the detail controller and takes it away again, each on its own.
    case roundTrip(Flow, animated: Bool)
    /// Drives one step interactively to `progress`, then finishes or cancels it.
    case interactive(Flow, step: Step, ending: Ending, progress: Double)
    /// Does not apply; the reason is the message.
    case skip(String)

    /// The flow a scenario runs in; nil for descriptor checks and skipped tests.
    var flow: Flow? {
      switch self {
      case .roundTrip(let flow, _), .interactive(let flow, _, _, _): flow
      case .descriptor, .skip: nil
      }
    }
  }

  /// The parts of a descriptor checked.
  enum DescriptorCheck: String, Hashable, Sendable, CaseIterable {
    case id, name, version, operations, styles, duration, parameters
  }

  /// Where the detail controller is shown: presented in a style, pushed, or selected as a tab.
  enum Flow: Hashable, Sendable {
    case modal(ModalPresentationStyle)
    case navigation
    case tab

    /// `fullScreen`, `navigation`, `tab`: the first part of a test name.
    var scope: String {
      switch self {
      case .modal(let style): style.name
      case .navigation: "navigation"
      case .tab: "tab"
      }
    }

    /// The operation of a step: present/dismiss, push/pop, tab.
    func operation(_ step: Step) -> TransitionOperation {
      switch (self, step) {
      case (.modal, .forward): .present
      case (.modal, .back): .dismiss
      case (.navigation, .forward): .push
      case (.navigation, .back): .pop
      case (.tab, _): .tab
      }
    }

    /// `present-dismiss`, `push-pop`, `select`.
    var roundTripName: String {
      switch self {
      case .modal: "present-dismiss"
      case .navigation: "push-pop"
      case .tab: "select"
      }
    }
  }

  /// Showing the detail controller (present, push, select it) or going back.
  enum Step: Hashable, Sendable, CaseIterable {
    case forward, back
  }

  /// How an interactive step ends.
  enum Ending: String, Hashable, Sendable, CaseIterable {
    case finish, cancel
  }

  /// The progress points interactive steps are driven to.
  static let progressPoints = [0.25, 0.5, 0.75]

  static func descriptor(_ check: DescriptorCheck) -> ConformanceTest {
    ConformanceTest(name: "descriptor/\(check.rawValue)", kind: .descriptor(check))
  }

  static func roundTrip(_ flow: Flow, animated: Bool) -> ConformanceTest {
    ConformanceTest(
      name: "\(flow.scope)/\(flow.roundTripName)/\(animated ? "animated" : "instant")",
      kind: .roundTrip(flow, animated: animated))
  }

  static func interactive(
    _ flow: Flow, step: Step, ending: Ending, progress: Double
  ) -> ConformanceTest {
    let operation = flow == .tab ? "select" : flow.operation(step).rawValue
    return ConformanceTest(
      name: "\(flow.scope)/\(operation)/interactive-\(ending.rawValue)-\(formatNumber(progress))",
      kind: .interactive(flow, step: step, ending: ending, progress: progress))
  }

  static func skipped(_ name: String, _ reason: String) -> ConformanceTest {
    ConformanceTest(name: name, kind: .skip(reason))
  }
}
