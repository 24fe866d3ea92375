/// How a helper process ended.
public enum ChildTermination: Hashable, Sendable {
  /// It exited with this status.
  case exited(Int32)
  /// A signal ended it.
  case signalled(Int32)

  /// Reads a `waitpid` status.
  init(waitStatus status: Int32) {
    let signal = status & 0x7F
    self = signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
  }

  /// A phrase for reports: `exited with status 3`, `crashed: SIGSEGV (segmentation
  /// fault)`, or for a helper that lost its report channel (status
  /// ``ReportChannel/lostStatus``) `lost its report channel (a plugin closed or replaced
  /// its descriptor)`.
  public var description: String {
    switch self {
    case .exited(ReportChannel.lostStatus):
      "lost its report channel (a plugin closed or replaced its descriptor)"
    case .exited(let status): "exited with status \(status)"
    case .signalled(let signal): "crashed: \(signalName(signal))"
    }
  }
}

/// `SIGSEGV (segmentation fault)`: the signal's name and what it means, in fixed
/// English words whatever the locale.
public func signalName(_ signal: Int32) -> String {
  signalDescription(signal)
}
