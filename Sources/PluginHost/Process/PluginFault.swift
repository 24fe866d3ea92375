import TransitionEngine

/// How plugin code ended or stopped the helper process a transition ran in (a crash, an
/// exit, a hang past the time limit, a fork, a process left running), as its supervisor
/// saw it: handed to the helper that runs the script again, which reports it with the
/// transition (the account, the JSON Lines) and completes that transition without
/// animation.
public struct PluginFault: Hashable, Sendable {
  /// What happened.
  public enum Kind: String, Hashable, Sendable {
    /// A signal ended the helper (`signal` names it).
    case signal
    /// Plugin code exited the helper (`exitStatus` is its status).
    case exit
    /// Plugin code closed or replaced the helper's report channel.
    case lostChannel = "lost-channel"
    /// One plugin call ran past the time limit (`seconds`); the helper was killed.
    case timeout
    /// Nothing was reported for `seconds` outside plugin code; the helper was killed.
    case silence
    /// Plugin code forked the helper; both copies were killed.
    case fork
    /// Plugin code left a process running in its own session; it and the helper were
    /// killed.
    case leftProcess = "left-process"
  }

  /// What happened.
  public var kind: Kind
  /// The id of the plugin object whose code was running (an animator's or a delegate's
  /// id), when one was.
  public var plugin: String?
  /// The plugin call it was in (`animate_transition`, `transition_duration`, ...).
  public var call: String?
  /// The signal's name (`SIGSEGV`), for ``Kind/signal``.
  public var signal: String?
  /// The exit status, for ``Kind/exit``.
  public var exitStatus: Int?
  /// The time limit that was passed, for ``Kind/timeout`` and ``Kind/silence``.
  public var seconds: Double?
  /// The whole phrase for reports: `'org.x.fade' crashed in animate_transition: SIGSEGV
  /// (segmentation fault)`.
  public var reason: String
  /// The animator the transition had, as the account names it (`org.x.fade(duration:
  /// 0.3)`), and why it was chosen, when the helper had reported them before it ended.
  public var animator: String?
  /// Why ``animator`` was chosen (`explicit choice in the script`).
  public var animatorReason: String?
  /// What the plugin call it ended in wrote on standard output and standard error
  /// (capped), unescaped; empty when it wrote nothing.
  public var output: String

  /// A fault of `kind` with the phrase `reason`; the rest is filled in as known.
  public init(
    kind: Kind, reason: String, plugin: String? = nil, call: String? = nil,
    signal: String? = nil, exitStatus: Int? = nil, seconds: Double? = nil,
    animator: String? = nil, animatorReason: String? = nil, output: String = ""
  ) {
    self.kind = kind
    self.reason = reason
    self.plugin = plugin
    self.call = call
    self.signal = signal
    self.exitStatus = exitStatus
    self.seconds = seconds
    self.animator = animator
    self.animatorReason = animatorReason
    self.output = output
  }

  /// The fault as one JSON object (what `--crashed N=...` carries to the next helper).
  public var json: JSONValue {
    func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    return .object([
      ("kind", .string(kind.rawValue)), ("plugin", text(plugin)), ("call", text(call)),
      ("signal", text(signal)), ("exitStatus", exitStatus.map(JSONValue.integer) ?? .null),
      ("seconds", seconds.map(JSONValue.number) ?? .null), ("reason", .string(reason)),
      ("animator", text(animator)), ("animatorReason", text(animatorReason)),
      ("output", .string(output)),
    ])
  }

  /// The fault ``json`` wrote as `text`, or nil when `text` is not one.
  public init?(jsonText: String) {
    guard case .success(.object(let members)) = JSONReader.parse(jsonText) else { return nil }
    func member(_ name: String) -> JSONValue? { members.first { $0.0 == name }?.1 }
    func text(_ name: String) -> String? {
      guard case .string(let value)? = member(name) else { return nil }
      return value
    }
    guard let kind = text("kind").flatMap(Kind.init(rawValue:)), let reason = text("reason")
    else { return nil }
    var seconds: Double?
    switch member("seconds") {
    case .number(let value)?: seconds = value
    case .integer(let value)?: seconds = Double(value)
    default: break
    }
    var exitStatus: Int?
    if case .integer(let value)? = member("exitStatus") { exitStatus = value }
    self.init(
      kind: kind, reason: reason, plugin: text("plugin"), call: text("call"),
      signal: text("signal"), exitStatus: exitStatus, seconds: seconds,
      animator: text("animator"), animatorReason: text("animatorReason"),
      output: text("output") ?? "")
  }
}
