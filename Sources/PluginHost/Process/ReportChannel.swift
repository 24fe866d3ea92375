import CHostSupport
import Synchronization
import TransitionEngine

#if canImport(Glibc)
  import Glibc
#endif

/// The child side of a helper's report channel: the pipe a helper process (a `validate`
/// child, a `run --isolate` helper) reports on, one JSON object a line, each carrying
/// the helper's process id and an `event` name.
///
/// The channel survives what plugins do to descriptors: it is moved at once to a high
/// descriptor (close-on-exec, so no program a plugin starts inherits it), and before
/// every record the helper checks that the descriptor is still its pipe. A plugin that
/// closed it or put another file in its place makes the helper leave with
/// ``lostStatus``, which the parent reports as a failure: a report is never forged
/// onto another file, nor lost silently. A plugin that forked returns into a copy of
/// the helper: the copy's first record is a `forked` record naming the plugin call and
/// the scope it was in, and the copy leaves at once, so the parent never gets a second
/// report. A child a plugin call left running outside the helper's process group (in a
/// session of its own) is reported after the call in a `left` record naming the plugin,
/// the call and the process.
public final class ReportChannel: PluginCallObserver {
  /// The exit status of a helper whose report channel was closed or replaced.
  public static let lostStatus = ExitCode.ioError.rawValue

  private struct State {
    var scope: [(String, JSONValue)] = []
    var call: (plugin: String, call: String)?
    /// The processes already reported in `left` records.
    var reported: Set<pid_t> = []
    /// The children in the helper's group found running past ``forkedCopyWait``: a
    /// plugin's own processes, not waited for again.
    var ownProcesses: Set<pid_t> = []
  }

  private let descriptor: Int32
  private let owner: pid_t
  private let device: UInt
  private let inode: UInt
  private let state = Mutex(State())

  private init(descriptor: Int32, owner: pid_t, device: UInt, inode: UInt) {
    self.descriptor = descriptor
    self.owner = owner
    self.device = device
    self.inode = inode
  }

  /// Takes over the report pipe the parent left on `descriptor`: moves it to a high
  /// descriptor, closes `descriptor`, and arranges for this process to be killed when
  /// its parent ends. Nil when `descriptor` is not open.
  public static func adopt(_ descriptor: Int32) -> ReportChannel? {
    var limit = rlimit()
    getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
    let high = Int32(clamping: max(16, min(Int(limit.rlim_cur), 1 << 20) - 16))
    var moved = fcntl(descriptor, F_DUPFD_CLOEXEC, high)
    if moved < 0 { moved = fcntl(descriptor, F_DUPFD_CLOEXEC, 10) }
    var info = stat()
    guard moved >= 0, fstat(moved, &info) == 0 else { return nil }
    close(descriptor)
    _ = transhost_end_with_parent()
    return ReportChannel(
      descriptor: moved, owner: getpid(), device: UInt(info.st_dev), inode: UInt(info.st_ino))
  }

  /// Sets what a `forked` record says the helper was doing (e.g. the test or the
  /// transition that runs), until set again.
  public func setScope(_ members: [(String, JSONValue)]) {
    state.withLock { $0.scope = members }
  }

  /// Sends one record: `{"pid": …, "event": event, members…}`. Does not return when the
  /// channel is lost (the helper leaves with ``lostStatus``) or when called in a copy
  /// of the helper a plugin forked (the copy sends its `forked` record and leaves).
  public func send(_ event: String, _ members: [(String, JSONValue)] = []) {
    let pid = getpid()
    guard pid == owner else { leaveForkedCopy(pid) }
    guard isStillTheChannel() else { _exit(Self.lostStatus) }
    let record = JSONValue.object(
      [("pid", .integer(Int(pid))), ("event", .string(event))] + members)
    var bytes: [UInt8] = []
    record.write(to: &bytes)
    bytes.append(UInt8(ascii: "\n"))
    guard DescriptorIO.writeAll(bytes, to: descriptor) else { _exit(Self.lostStatus) }
  }

  public func pluginCallStarted(plugin: String, call: String) {
    state.withLock { $0.call = (plugin, call) }
    send("call", [("plugin", .string(plugin)), ("call", .string(call))])
    CallMarkedStream.writeMarkers()
  }

  public func pluginCallReturned() {
    // Sent first: in a copy made by a fork inside the call, the `forked` record still
    // names the call.
    send("return")
    let call = state.withLock { state in
      defer { state.call = nil }
      return state.call
    }
    let children = ProcessTree.childrenByGroup()
    holdIfForked(children.inGroup)
    reportLeftProcesses(children.detached, after: call)
  }

  /// How long a helper waits, after a plugin call, for a child in its own process group
  /// to end as a copy a plugin forked does at once (``leaveForkedCopy(_:)``).
  static let forkedCopyWait = 2.0

  /// Waits to be ended when the plugin call just returned forked the helper. The copy
  /// leaves at its first record, with a `forked` record that makes the supervisor end
  /// this helper; but this copy would run on meanwhile and report more of the run (a
  /// transition's results, twice in the account) when the copy is slow to be scheduled.
  /// The helper starts no process of its own, so a child in its own group that ends
  /// within ``forkedCopyWait`` is taken for that copy: the helper stops there (its
  /// supervisor kills its group once the record is read; a plugin's own child that
  /// ended unreaped ends the helper by the silence limit instead). One that goes on
  /// running is a plugin's own process, and the helper goes on.
  private func holdIfForked(_ children: [pid_t]) {
    let candidates = state.withLock { state in
      children.filter { !state.ownProcesses.contains($0) }
    }
    guard !candidates.isEmpty else { return }
    var waited = 0.0
    while waited < Self.forkedCopyWait {
      if candidates.contains(where: { ProcessTree.entry($0)?.isZombie ?? true }) {
        while true { pause() }
      }
      usleep(1_000)
      waited += 0.001
    }
    state.withLock { $0.ownProcesses.formUnion(candidates) }
  }

  /// Sends a `left` record for each child the plugin call left running outside the
  /// helper's process group (its own session, say): killing the group does not reach it.
  private func reportLeftProcesses(_ left: [pid_t], after call: (plugin: String, call: String)?) {
    let new = state.withLock { state in
      let new = left.filter { !state.reported.contains($0) }
      state.reported.formUnion(new)
      return new
    }
    for process in new {
      var members: [(String, JSONValue)] = [("process", .integer(Int(process)))]
      if let call { members += [("plugin", .string(call.plugin)), ("call", .string(call.call))] }
      send("left", members)
    }
  }

  /// In a copy of the helper made by a plugin's `fork`: says so, and leaves.
  private func leaveForkedCopy(_ pid: pid_t) -> Never {
    let (scope, call) = state.withLock { ($0.scope, $0.call) }
    var members: [(String, JSONValue)] = [
      ("pid", .integer(Int(pid))), ("event", .string("forked")),
      ("parent", .integer(Int(owner))), ("scope", .object(scope)),
    ]
    if let call { members += [("plugin", .string(call.plugin)), ("call", .string(call.call))] }
    if isStillTheChannel() {
      var bytes: [UInt8] = []
      JSONValue.object(members).write(to: &bytes)
      bytes.append(UInt8(ascii: "\n"))
      DescriptorIO.writeAll(bytes, to: descriptor)
    }
    _exit(ExitCode.success.rawValue)
  }

  /// Whether the descriptor still holds the pipe it was given.
  private func isStillTheChannel() -> Bool {
    var info = stat()
    return fstat(descriptor, &info) == 0 && UInt(info.st_dev) == device
      && UInt(info.st_ino) == inode
  }
}
