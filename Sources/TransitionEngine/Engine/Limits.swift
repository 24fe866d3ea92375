/// Hard limits on what one transition may make, so that no animator can keep the host
/// busy for ever: past one, the transition is ended as cancelled and reported, and the
/// calls it makes after that are refused without a report each.
///
/// The defaults are far above what real transitions use (tens of views, hundreds of
/// animations) and low enough that reaching one takes well under a second (see
/// docs/ENGINE.md). `transhost run --limit NAME=N` changes one.
public struct Limits: Hashable, Sendable {
  /// What a limit counts.
  public enum Kind: String, CaseIterable, Sendable {
    /// Views a plugin creates (`view_create`, `view_snapshot`).
    case views
    /// Animation blocks a plugin opens (`animation_begin`).
    case animations
    /// Property animators a plugin creates (`property_animator_create`).
    case propertyAnimators = "property-animators"
    /// Messages a plugin logs.
    case logMessages = "log-messages"
    /// Bytes of the messages a plugin logs.
    case logBytes = "log-bytes"

    /// Its place in a transition's counts.
    var index: Int {
      switch self {
      case .views: 0
      case .animations: 1
      case .propertyAnimators: 2
      case .logMessages: 3
      case .logBytes: 4
      }
    }

    /// What is counted, in words.
    public var noun: String {
      switch self {
      case .views: "views"
      case .animations: "animation blocks"
      case .propertyAnimators: "property animators"
      case .logMessages: "log messages"
      case .logBytes: "bytes of log messages"
      }
    }
  }

  /// Views per transition.
  public var views = 100_000
  /// Animation blocks per transition.
  public var animations = 100_000
  /// Property animators per transition.
  public var propertyAnimators = 100_000
  /// Log messages per transition.
  public var logMessages = 10_000
  /// Bytes of log messages per transition.
  public var logBytes = 1 << 20

  /// The defaults.
  public init() {}

  /// The limit of `kind`.
  public subscript(kind: Kind) -> Int {
    get {
      switch kind {
      case .views: views
      case .animations: animations
      case .propertyAnimators: propertyAnimators
      case .logMessages: logMessages
      case .logBytes: logBytes
      }
    }
    set {
      switch kind {
      case .views: views = newValue
      case .animations: animations = newValue
      case .propertyAnimators: propertyAnimators = newValue
      case .logMessages: logMessages = newValue
      case .logBytes: logBytes = newValue
      }
    }
  }

  /// A `NAME=N` that names no limit or no whole number of at least 1.
  public struct SettingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text given.
    public let text: String

    /// The message, naming the limits.
    public var description: String {
      "--limit needs NAME=N with NAME one of "
        + Kind.allCases.map(\.rawValue).joined(separator: ", ")
        + " and N a whole number of at least 1, not '\(text)'"
    }
  }

  /// Sets the limit `text` gives as `NAME=N`, e.g. `views=200000`.
  public mutating func set(_ text: String) -> Result<Void, SettingError> {
    let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2, let kind = Kind(rawValue: String(parts[0])),
      let value = Int(parts[1]), value >= 1
    else { return .failure(SettingError(text: text)) }
    self[kind] = value
    return .success(())
  }

  /// What one transition has made so far, against the limits.
  struct Usage {
    /// By `Kind.index`; inline, so a transition allocates nothing for it.
    private var counts = SIMD8<Int>()
    /// The limit it went past, once it has.
    private(set) var exceeded: Kind?

    /// Adds `amount` of `kind`; returns false when that goes past `limits` (and notes
    /// which limit), or when the transition went past one before.
    mutating func add(_ amount: Int, of kind: Kind, limits: Limits) -> Bool {
      guard exceeded == nil else { return false }
      counts[kind.index] += amount
      guard counts[kind.index] <= limits[kind] else {
        exceeded = kind
        return false
      }
      return true
    }
  }
}
