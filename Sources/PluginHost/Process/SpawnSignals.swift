#if canImport(Glibc)
  import Glibc
#endif

/// Makes a child spawned with `attributes` start with no signal blocked and the fatal
/// ones (and the watchdog alarm) at their default action, whatever this process does
/// with them, so that a crashing or hanging plugin ends its helper process; `flags`
/// are more `POSIX_SPAWN_*` flags to set.
func setCleanSignals(_ attributes: inout posix_spawnattr_t, flags: Int16 = 0) {
  var mask = sigset_t()
  sigemptyset(&mask)
  posix_spawnattr_setsigmask(&attributes, &mask)
  var defaults = sigset_t()
  sigemptyset(&defaults)
  for signal in helperDefaultSignals { sigaddset(&defaults, signal) }
  posix_spawnattr_setsigdefault(&attributes, &defaults)
  posix_spawnattr_setflags(
    &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | flags)
}

/// The signals a helper starts with at their default action, whatever this process does
/// with them: the fatal ones, the watchdog alarm and a closed pipe.
let helperDefaultSignals: [Int32] = [
  SIGPIPE, SIGALRM, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGTERM, SIGINT,
]
