import CHostSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Whether this process holds rights its user does not: started set-user-ID or
/// set-group-ID (real and effective ids differ), or in the kernel's secure-execution
/// mode (`AT_SECURE`, also set for file capabilities). The one place transhost decides
/// it.
///
/// An elevated process trusts nothing its caller controls: it reads no plugin cache
/// (nor honours `XDG_CACHE_HOME`), reads `TRANSHOST_PLUGIN_PATH` with `secure_getenv`,
/// and opens the files a user names (scripts, configuration) with the real user's
/// rights only, so that an error quoting a line never shows what the user could not read.
public struct ProcessPrivilege: Hashable, Sendable {
  /// `getuid()`.
  public let realUser: uid_t
  /// `geteuid()`.
  public let effectiveUser: uid_t
  /// `getgid()`.
  public let realGroup: gid_t
  /// `getegid()`.
  public let effectiveGroup: gid_t
  /// Whether `getauxval(AT_SECURE)` is set.
  public let isSecureExecution: Bool

  /// A process with these ids (a seam for tests; ``current`` is this process).
  public init(
    realUser: uid_t, effectiveUser: uid_t, realGroup: gid_t, effectiveGroup: gid_t,
    isSecureExecution: Bool = false
  ) {
    self.realUser = realUser
    self.effectiveUser = effectiveUser
    self.realGroup = realGroup
    self.effectiveGroup = effectiveGroup
    self.isSecureExecution = isSecureExecution
  }

  /// This process now.
  public static var current: ProcessPrivilege {
    ProcessPrivilege(
      realUser: getuid(), effectiveUser: geteuid(), realGroup: getgid(),
      effectiveGroup: getegid(), isSecureExecution: getauxval(TRANSHOST_AT_SECURE) != 0)
  }

  /// Whether the process holds rights its real user does not.
  public var isElevated: Bool {
    isSecureExecution || realUser != effectiveUser || realGroup != effectiveGroup
  }

  /// What `body` gives when run with the real user's rights: in an elevated process the
  /// effective group and user are set to the real ones for the call (and back after
  /// it), and for the file `path` names the real user must also pass `access(R_OK)`
  /// (which ignores file capabilities); nil when the rights cannot be dropped or the
  /// real user may not read `path`. Elsewhere it is just `body()`.
  static func withRealUserRights<T>(reading path: String, _ body: () -> T) -> T? {
    let privilege = current
    guard privilege.isElevated else { return body() }
    guard access(path, R_OK) == 0 else { return nil }
    guard setegid(privilege.realGroup) == 0 else { return nil }
    guard seteuid(privilege.realUser) == 0 else {
      _ = setegid(privilege.effectiveGroup)
      return nil
    }
    let result = body()
    _ = seteuid(privilege.effectiveUser)
    _ = setegid(privilege.effectiveGroup)
    return result
  }
}
