import CHostSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Starting a helper with `fork` alone, without `exec`: the child runs code this process
/// already holds, sparing the start of a new program (linking and the Swift runtime's
/// start, about 4.4 M instructions). Safe only while this process has one thread: a
/// child of `fork` has only the thread that forked, and a lock another thread held
/// (the allocator's, the runtime's) would stay held in it for ever; and only while no
/// plugin was loaded here, so the child starts with the libraries an executed helper
/// has.
enum HelperFork {
  /// Whether this process has exactly one thread now (the entries of `/proc/self/task`;
  /// false when that cannot be read) and has loaded no plugin.
  static var isSafe: Bool { !DynamicLibrary.hasLoadedPlugins && threadCount() == 1 }

  /// How many threads this process has, from `/proc/self/task`; 0 when unreadable.
  static func threadCount() -> Int {
    guard let directory = opendir("/proc/self/task") else { return 0 }
    defer { closedir(directory) }
    var count = 0
    while let item = readdir(directory) {
      // Each thread is a directory named by its id; skip `.` and `..`.
      let first = withUnsafeBytes(of: item.pointee.d_name) { $0.first ?? 0 }
      if first != UInt8(ascii: ".") { count += 1 }
    }
    return count
  }

  /// In the child, right after `fork`: the signals a spawned helper starts with
  /// (``setCleanSignals(_:flags:)``): none blocked, the fatal ones at their default
  /// action, and, as `execve` does, every signal this process catches back at its
  /// default.
  static func cleanSignals() {
    transhost_reset_caught_signals()
    for signal in helperDefaultSignals { _ = Glibc.signal(signal, SIG_DFL) }
    var mask = sigset_t()
    sigemptyset(&mask)
    _ = sigprocmask(SIG_SETMASK, &mask, nil)
  }

  /// In the child: descriptor 0 `null`, 1 `report`, 2 `null` unless `keepsStandardError`,
  /// and every other descriptor closed, as a spawned helper's file actions leave them,
  /// except `kept` (the plugin files the host opened for this helper, each above 2, in
  /// increasing order). False when a descriptor cannot be moved or closed.
  static func arrangeDescriptors(
    null: Int32, report: Int32, keepsStandardError: Bool, keeping kept: [Int32] = []
  ) -> Bool {
    // Above 2 first, so that moving one onto 0, 1 or 2 cannot close the other.
    let null = fcntl(null, F_DUPFD, 3)
    let report = fcntl(report, F_DUPFD, 3)
    guard null >= 0, report >= 0, dup2(null, 0) == 0, dup2(report, 1) == 1,
      keepsStandardError || dup2(null, 2) == 2
    else { return false }
    // Every descriptor from 3 up closed but the kept ones: the gaps between them.
    var first: UInt32 = 3
    for descriptor in kept where descriptor > 2 && UInt32(descriptor) >= first {
      if UInt32(descriptor) > first,
        close_range(first, UInt32(descriptor) - 1, 0) != 0
      {
        return false
      }
      first = UInt32(descriptor) + 1
    }
    return close_range(first, UInt32.max, 0) == 0
  }
}
