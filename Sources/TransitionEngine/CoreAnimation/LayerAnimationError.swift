/// Why a layer refused an explicit animation.
public enum LayerAnimationError: Error, Equatable, CustomStringConvertible {
  /// The key path names nothing the engine animates.
  case unsupportedKeyPath(String)
  /// A property animation came without a key path.
  case missingKeyPath
  /// A value has the wrong number of lanes for its key path.
  case wrongLaneCount(keyPath: String, value: String, expected: Int, got: Int)
  /// A value, a time or a spring constant is not a finite number in its range.
  case invalidNumber(keyPath: String, what: String)
  /// A keyframe animation's keyTimes or timing functions do not match its values.
  case keyframeMismatch(keyPath: String, reason: String)

  public var description: String {
    switch self {
    case .unsupportedKeyPath(let keyPath):
      "key path '\(keyPath)' is not one the host animates; docs/ENGINE.md lists the key paths"
    case .missingKeyPath:
      "the animation has no key path; set keyPath (or init(keyPath:))"
    case .wrongLaneCount(let keyPath, let value, let expected, let got):
      "\(value) of '\(keyPath)' has \(got) values, the key path takes \(expected)"
    case .invalidNumber(let keyPath, let what):
      "\(what) of '\(keyPath)' is not a finite number in range"
    case .keyframeMismatch(let keyPath, let reason):
      "keyframes of '\(keyPath)': \(reason)"
    }
  }
}
