import CHostSupport

#if canImport(Glibc)
  import Glibc
#endif

/// The processes under this one, as Linux's `/proc` shows them: how a helper finds the
/// processes a plugin left running, and how a supervisor kills what a helper's plugins
/// left behind in sessions of their own, where killing the helper's process group does
/// not reach.
///
/// A supervisor calls ``becomeSubreaper()`` once: a descendant whose parent ends is
/// then re-parented to it (not to init), so ``killChildren(sparing:)`` finds it.
public enum ProcessTree {
  /// One process's line of `/proc/<pid>/stat`: what the host needs of it.
  struct Entry {
    /// Its parent's process id.
    let parent: pid_t
    /// Its process group.
    let group: pid_t
    /// Its session.
    let session: pid_t
    /// Whether it has ended and waits to be reaped.
    let isZombie: Bool
  }

  /// Makes this process a child subreaper; true when the kernel agreed. Only a process
  /// that supervises helpers calls it, and it reaps what comes to it
  /// (``killChildren(sparing:)``).
  @discardableResult
  public static func becomeSubreaper() -> Bool {
    transhost_become_subreaper() == 0
  }

  /// Whether this process is a child subreaper.
  public static var isSubreaper: Bool { transhost_is_subreaper() != 0 }

  /// The running (not ended) children of this process that are outside its process
  /// group: a plugin's group kill does not reach them.
  public static func detachedChildren() -> [pid_t] { childrenByGroup().detached }

  /// The children of this process, in its own process group (running or ended, not yet
  /// reaped) and running outside it (``detachedChildren()``), from one look at `/proc`.
  static func childrenByGroup() -> (inGroup: [pid_t], detached: [pid_t]) {
    let own = getpgrp()
    var inGroup: [pid_t] = []
    var detached: [pid_t] = []
    for pid in children(of: getpid()) {
      guard let entry = entry(pid) else { continue }
      if entry.group == own {
        inGroup.append(pid)
      } else if !entry.isZombie {
        detached.append(pid)
      }
    }
    return (inGroup, detached)
  }

  /// Kills and reaps every child of this process except `sparing`, and, this process
  /// being a subreaper, what they had under them (re-parented here as they die).
  /// Returns how many were running. Only for a process that has no children of its
  /// own besides `sparing` (the supervisor between two helpers).
  public static func killChildren(sparing: Set<pid_t> = []) -> Int {
    var killed = 0
    // Each round kills one generation; a killed process cannot fork again.
    for _ in 0..<256 {
      let found = children(of: getpid()).filter { !sparing.contains($0) }
      if found.isEmpty { break }
      for pid in found {
        if entry(pid)?.isZombie == false { killed += 1 }
        _ = kill(pid, SIGKILL)
      }
      for pid in found {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      }
    }
    return killed
  }

  /// The children of `pid`, from `/proc/<pid>/task/<tid>/children` of each of its
  /// threads (a child belongs to the thread that made it).
  static func children(of pid: pid_t) -> [pid_t] {
    guard let directory = opendir("/proc/\(pid)/task") else { return [] }
    defer { closedir(directory) }
    var result: [pid_t] = []
    while let item = readdir(directory) {
      let name = withUnsafePointer(to: &item.pointee.d_name) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      guard Int(name) != nil else { continue }
      let text = readSmallFile("/proc/\(pid)/task/\(name)/children")
      result += text.split(separator: " ").compactMap { pid_t($0) }
    }
    return result
  }

  /// `/proc/<pid>/stat` read; nil when the process is gone.
  static func entry(_ pid: pid_t) -> Entry? {
    let text = readSmallFile("/proc/\(pid)/stat")
    // The command name, in parentheses, may hold anything: the fields follow its last ')'.
    guard let close = text.lastIndex(of: ")") else { return nil }
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 3, let parent = pid_t(fields[1]), let group = pid_t(fields[2]),
      let session = pid_t(fields[3])
    else { return nil }
    return Entry(parent: parent, group: group, session: session, isZombie: fields[0] == "Z")
  }

  /// A small `/proc` file's text; empty when it cannot be read.
  private static func readSmallFile(_ path: String) -> String {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return "" }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while bytes.count < 1 << 20 {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
