import CHostSupport
import TransitionEngine

#if canImport(Glibc)
  import Glibc
#endif

/// The parent side of a helper process (a `validate` child, a `run --isolate` helper):
/// started in a process group of its own with no input, its standard output and
/// standard error captured apart (``CappedCapture``, for what plugins print) and a
/// report pipe (``ReportChannel``) on descriptor ``reportDescriptor``, watched with two
/// wall-clock limits.
///
/// Only records carrying the helper's own process id count. The helper is done when it
/// ends, whoever else holds its pipes: its whole process group is then killed (copies
/// a plugin forked die with it) and what is left in the pipes read without waiting.
/// A helper that spends more than ``Limits/pluginCall`` seconds inside one plugin
/// call, or reports nothing for ``Limits/silence`` seconds, is killed.
///
/// A process a plugin started in a session of its own escapes the group kill: the helper
/// reports each one it finds running after a plugin call (a `left` record), and the
/// helper is then ended and that process killed. In a supervisor that made itself a
/// subreaper (``ProcessTree/becomeSubreaper()``), every process left under it once a
/// helper has ended is killed and reaped as well, and reported the same way.
public final class SupervisedChild {
  /// The descriptor the helper finds its report channel on (before it adopts it).
  public static let reportDescriptor: Int32 = 3

  /// How long a helper may take, in wall-clock seconds.
  public struct Limits: Sendable {
    /// Inside one plugin call (the plugin never returning to the host).
    public var pluginCall: Double
    /// Without sending any record.
    public var silence: Double

    /// Limits of `pluginCall` and `silence` seconds.
    public init(pluginCall: Double, silence: Double) {
      self.pluginCall = pluginCall
      self.silence = silence
    }
  }

  /// A plugin call the helper reported and had not returned from.
  public struct PluginCall: Hashable, Sendable {
    /// The plugin's id (or its file, while it loads).
    public let plugin: String
    /// The call: `animate_transition`, `transition_duration`, ...
    public let call: String
  }

  /// What happened next.
  public enum Event {
    /// A record of the helper's (its members after `pid`, `event` among them); `call`
    /// and `return` records are kept by the supervisor and not handed on.
    case record([(String, JSONValue)])
    /// A copy of the helper made by a plugin's `fork` reported (the helper's group is
    /// killed): the plugin call it was made in and the scope the helper had set.
    case forked(call: PluginCall?, scope: [(String, JSONValue)])
    /// The helper ran past a limit and was killed: `call` is the plugin call it was
    /// stuck in, or nil when it reported nothing for `seconds` outside plugin code.
    case killed(call: PluginCall?, seconds: Double)
    /// A plugin left a process running in a session of its own after `call` (nil when
    /// it was found only once the helper had ended); it and the helper were killed.
    case leftProcess(call: PluginCall?)
    /// The helper ended; every record it sent was handed on before.
    case ended(ChildTermination)
  }

  /// Why a helper could not be started.
  public struct SpawnError: Error, CustomStringConvertible {
    public let description: String
  }

  /// The helper's process id (and its process group's).
  public let pid: pid_t
  /// What its plugins wrote on standard output.
  public private(set) var standardOutput = CappedCapture()
  /// What its plugins wrote on standard error.
  public private(set) var standardError = CappedCapture()
  /// The plugins whose code ran in it, in the order they first ran.
  public private(set) var pluginsRun: [String] = []
  /// The plugin call running now, from its `call` and `return` records.
  public private(set) var pluginCall: PluginCall?
  /// The plugins whose calls wrote on standard output, in the order they first did
  /// (plugin code is the only code of a helper that writes there; a helper marks where
  /// each call starts, see ``CallMarkedStream``).
  public var standardOutputWriters: [String] { writers(of: 0) }
  /// The same for standard error.
  public var standardErrorWriters: [String] { writers(of: 1) }
  /// The plugin of each call the helper started, in order (from its `call` records).
  private var callPlugins: [String] = []
  /// Standard output and error, cut at the helper's call markers.
  private var outputStreams = [CallMarkedStream(), CallMarkedStream()]
  /// For each of them, the calls (1-based, in `callPlugins`; 0 before the first) whose
  /// text arrived, in the order it first did.
  private var outputCalls: [[Int]] = [[], []]
  /// For each of them, the start of what the latest call that wrote there wrote, and
  /// that call's number.
  private var latestCallText: [(call: Int, text: [UInt8])] = [(0, []), (0, [])]
  /// How much of what one call wrote on one stream ``lastCallOutput`` keeps.
  public static let lastCallOutputLimit = 4096

  /// Report, output and error pipes (read ends), -1 once at their end.
  private var descriptors: [Int32]
  private var pending: [UInt8] = []
  private var queue: [Event] = []
  private var termination: ChildTermination?
  /// Whether a fault (a fork, a limit, a process left running) was handed on.
  private var isFaulted = false
  /// Whether the helper has exited and its last records are being read.
  private var isDraining = false
  private var callStarted = 0.0
  private var lastRecord: Double
  private var readBuffer = [UInt8](repeating: 0, count: 1 << 16)
  /// A line longer than this is not a record: it is dropped.
  private static let maximumRecordSize = 64 << 20

  private init(pid: pid_t, descriptors: [Int32]) {
    self.pid = pid
    self.descriptors = descriptors
    lastRecord = monotonicSeconds()
  }

  deinit {
    if termination == nil { end() }
    for descriptor in descriptors where descriptor >= 0 { close(descriptor) }
  }

  /// Starts `executable` with `arguments` (not counting argv[0]) and `environment`
  /// (`NAME=value` strings); its standard input is `standardInput` when given (a file
  /// the helper reads from where the descriptor's offset is), else `/dev/null`.
  public static func spawn(
    executable: String, arguments: [String], environment: [String],
    standardInput: Int32? = nil
  ) -> Result<SupervisedChild, SpawnError> {
    var pipes: [(read: Int32, write: Int32)] = []
    defer { for pipe in pipes { close(pipe.write) } }
    for _ in 0..<3 {
      var ends: [Int32] = [-1, -1]
      guard pipe2(&ends, O_CLOEXEC) == 0 else {
        for pipe in pipes { close(pipe.read) }
        return .failure(SpawnError(description: "cannot make a pipe: \(errorText(errno))"))
      }
      pipes.append((ends[0], ends[1]))
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // dup2 clears close-on-exec; the pipes' own numbers are all above 2 and none is 3
    // after the first dup2 has run (they are closed by closefrom). Standard input comes
    // first, before any other descriptor is moved over the one it is given as.
    if let standardInput { posix_spawn_file_actions_adddup2(&actions, standardInput, 0) }
    posix_spawn_file_actions_adddup2(&actions, pipes[0].write, reportDescriptor + 100)
    posix_spawn_file_actions_adddup2(&actions, pipes[1].write, 1)
    posix_spawn_file_actions_adddup2(&actions, pipes[2].write, 2)
    posix_spawn_file_actions_adddup2(&actions, reportDescriptor + 100, reportDescriptor)
    if standardInput == nil {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    }
    posix_spawn_file_actions_addclosefrom_np(&actions, reportDescriptor + 1)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    setCleanSignals(&attributes, flags: Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid = pid_t()
    let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard status == 0 else {
      for pipe in pipes { close(pipe.read) }
      return .failure(
        SpawnError(description: "cannot start '\(executable)': \(errorText(status))"))
    }
    for pipe in pipes { _ = fcntl(pipe.read, F_SETFL, fcntl(pipe.read, F_GETFL) | O_NONBLOCK) }
    return .success(SupervisedChild(pid: pid, descriptors: pipes.map(\.read)))
  }

  /// Waits for what happens next, within `limits`.
  public func next(limits: Limits) -> Event {
    var delay = 0.001
    while true {
      if !queue.isEmpty { return queue.removeFirst() }
      if let termination {
        descriptors.indices.forEach(closeDescriptor)
        return .ended(termination)
      }
      let now = monotonicSeconds()
      if let call = pluginCall, now - callStarted >= limits.pluginCall {
        isFaulted = true
        end()
        return .killed(call: call, seconds: limits.pluginCall)
      }
      if pluginCall == nil, now - lastRecord >= limits.silence {
        isFaulted = true
        end()
        return .killed(call: nil, seconds: limits.silence)
      }
      if hasExited() {
        // Copies a plugin forked may have held the pipes open: take only what is
        // there now.
        readAvailable(bounded: true)
        isDraining = false
        continue
      }
      var requests = descriptors.filter { $0 >= 0 }.map {
        pollfd(fd: $0, events: Int16(POLLIN), revents: 0)
      }
      let ready =
        requests.isEmpty ? 0 : poll(&requests, nfds_t(requests.count), Int32(delay * 1000))
      if requests.isEmpty { usleep(UInt32(delay * 1_000_000)) }
      if ready > 0 {
        readAvailable(bounded: false)
        delay = 0.001
      } else {
        delay = min(delay * 2, 0.02)
      }
    }
  }

  /// Kills the helper's process group and reaps the helper (and, in a subreaper, what
  /// its plugins left running).
  public func end() {
    guard termination == nil else {
      isDraining = false
      return
    }
    _ = kill(-pid, SIGKILL)
    _ = kill(pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    termination = ChildTermination(waitStatus: status)
    isDraining = false
    killLeftProcesses()
  }

  /// In a subreaper, once the helper is reaped: kills and reaps every process left
  /// under this one, and reports them when no other fault was.
  private func killLeftProcesses() {
    guard ProcessTree.isSubreaper, ProcessTree.killChildren() > 0, !isFaulted else { return }
    isFaulted = true
    queue.append(.leftProcess(call: nil))
  }

  /// What the last plugin call the helper started wrote on standard output, then on
  /// standard error (at most ``lastCallOutputLimit`` bytes of each, unescaped): what a
  /// plugin printed as it crashed. Empty when that call wrote nothing.
  public var lastCallOutput: String {
    let text = latestCallText.filter { $0.call > 0 && $0.call == callPlugins.count }
      .flatMap(\.text)
    return String(decoding: text, as: UTF8.self)
  }

  /// `plugin 'x' wrote to standard output: ...` and the same for standard error, for
  /// what the helper's plugins printed; empty when they printed nothing.
  public var outputReport: String {
    standardOutput.report(stream: "standard output", writers: standardOutputWriters)
      + standardError.report(stream: "standard error", writers: standardErrorWriters)
  }

  /// Whether the helper has exited: then its group is killed (copies a plugin forked
  /// die with it) before it is reaped, so the group's id cannot have been reused.
  private func hasExited() -> Bool {
    var info = siginfo_t()
    while waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) < 0 {
      guard errno == EINTR else { break }
    }
    guard info.si_signo == SIGCHLD else { return false }
    _ = kill(-pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    termination = ChildTermination(waitStatus: status)
    isDraining = true
    killLeftProcesses()
    return true
  }

  /// Reads what the pipes hold now; `bounded`, at most a few buffers of each, for a
  /// helper's leftovers after it ended. The order does not decide who wrote what: the
  /// helper's call markers do (``CallMarkedStream``).
  private func readAvailable(bounded: Bool) {
    for index in descriptors.indices where descriptors[index] >= 0 {
      var rounds = 0
      while descriptors[index] >= 0 && (!bounded || rounds < 1024) {
        rounds += 1
        let count = readBuffer.withUnsafeMutableBytes {
          read(descriptors[index], $0.baseAddress, $0.count)
        }
        if count > 0 {
          take(readBuffer[0..<count], from: index)
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          closeDescriptor(index)
        } else if errno == EAGAIN {
          break
        }
      }
    }
  }

  private func closeDescriptor(_ index: Int) {
    guard descriptors[index] >= 0 else { return }
    close(descriptors[index])
    descriptors[index] = -1
    if index == 1 || index == 2 {
      outputStreams[index - 1].finish { call, text in capture(text, of: call, on: index) }
    }
  }

  private func take(_ bytes: ArraySlice<UInt8>, from index: Int) {
    switch index {
    case 1, 2:
      outputStreams[index - 1].take(bytes) { call, text in capture(text, of: call, on: index) }
    default:
      pending += bytes
      var start = pending.startIndex
      while let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
        record(pending[start..<newline])
        start = newline + 1
      }
      pending.removeSubrange(..<start)
      if pending.count > Self.maximumRecordSize { pending.removeAll() }
    }
  }

  /// Keeps `text`, written during call `call` on stream `index` (1 output, 2 error).
  private func capture(_ text: ArraySlice<UInt8>, of call: Int, on index: Int) {
    if index == 1 { standardOutput.append(text) } else { standardError.append(text) }
    if latestCallText[index - 1].call != call { latestCallText[index - 1] = (call, []) }
    let room = Self.lastCallOutputLimit - latestCallText[index - 1].text.count
    if room > 0 { latestCallText[index - 1].text += text.prefix(room) }
    if !outputCalls[index - 1].contains(call) { outputCalls[index - 1].append(call) }
  }

  /// The plugins whose calls wrote on stream `stream` (0 output, 1 error), each once.
  private func writers(of stream: Int) -> [String] {
    var names: [String] = []
    for call in outputCalls[stream] where call > 0 && call <= callPlugins.count {
      let plugin = callPlugins[call - 1]
      if !names.contains(plugin) { names.append(plugin) }
    }
    return names
  }

  /// Takes one line of the report pipe.
  private func record(_ line: ArraySlice<UInt8>) {
    guard termination == nil || isDraining,
      case .success(.object(let members)) = JSONReader.parse(Array(line)),
      case .integer(let sender)? = members.first(where: { $0.0 == "pid" })?.1,
      case .string(let event)? = members.first(where: { $0.0 == "event" })?.1
    else { return }
    let rest = members.filter { $0.0 != "pid" }
    func string(_ name: String) -> String? {
      guard case .string(let value)? = members.first(where: { $0.0 == name })?.1 else { return nil }
      return value
    }
    if sender != Int(pid) {
      guard event == "forked",
        case .integer(Int(pid))? = members.first(where: { $0.0 == "parent" })?.1
      else { return }
      var scope: [(String, JSONValue)] = []
      if case .object(let members)? = members.first(where: { $0.0 == "scope" })?.1 {
        scope = members
      }
      let call = string("plugin").flatMap { plugin in
        string("call").map { PluginCall(plugin: plugin, call: $0) }
      }
      isFaulted = true
      end()
      queue.append(.forked(call: call, scope: scope))
      return
    }
    lastRecord = monotonicSeconds()
    switch event {
    case "call":
      guard let plugin = string("plugin"), let call = string("call") else { return }
      pluginCall = PluginCall(plugin: plugin, call: call)
      callStarted = lastRecord
      callPlugins.append(plugin)
      if !pluginsRun.contains(plugin) { pluginsRun.append(plugin) }
    case "return":
      pluginCall = nil
    case "left":
      endLeftProcess(
        members,
        call: string("plugin").flatMap { plugin in
          string("call").map { PluginCall(plugin: plugin, call: $0) }
        })
    default:
      queue.append(.record(rest))
    }
  }
}

extension SupervisedChild {
  /// Takes a `left` record: kills the process it names (while it is still the helper's
  /// child, or re-parented here), then the helper.
  fileprivate func endLeftProcess(_ members: [(String, JSONValue)], call: PluginCall?) {
    guard !isFaulted else { return }
    if case .integer(let left)? = members.first(where: { $0.0 == "process" })?.1,
      let process = pid_t(exactly: left),
      let parent = ProcessTree.entry(process)?.parent, parent == pid || parent == getpid()
    {
      _ = kill(process, SIGKILL)
    }
    isFaulted = true
    queue.append(.leftProcess(call: call))
    end()
  }
}

/// `strerror`'s text for `code`.
private func errorText(_ code: Int32) -> String {
  strerror(code).map { String(cString: $0) } ?? "error \(code)"
}
