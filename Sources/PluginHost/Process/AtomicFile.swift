import CHostSupport

#if canImport(Glibc)
  import Glibc
#endif

/// The one way the package writes a file that readers may open at any time (the plugin
/// cache, `--svg`, `--html`): into a new temporary file with a unique name in the same
/// directory (created with `O_EXCL`), written in full, synced, then renamed over the
/// target and the directory synced (unless the caller does without). Readers see the old file or the new one, never a
/// part; two writers at once leave one complete file. On any failure the temporary
/// file is removed and the target is untouched.
///
/// Permissions: an existing target keeps its mode; a new file gets ``Mode/newFile``
/// (`0666` less the umask, as `open(2)` gives it) or the fixed mode asked for.
public enum AtomicFile {
  /// The mode the written file gets.
  public enum Mode: Sendable, Equatable {
    /// An existing target's mode, else `0666` less the umask.
    case keepingExisting
    /// Always this mode (less the umask): the plugin cache's private `0600`.
    case fixed(mode_t)
  }

  /// How many names are tried when another file already has one.
  static let attempts = 100

  /// Writes `path` through a temporary file: `body` gets its descriptor (numbered
  /// ``HostDescriptors/minimum`` or above, closed on exec) and writes everything,
  /// returning its own failure to stop the write. Without `syncs`, neither the file nor
  /// the directory is synced: readers still see the old file or the new one, never a
  /// part, but after a power failure the file may be the old one, empty or damaged,
  /// which only a file checked whenever it is read can afford (the sealed plugin cache).
  public static func write<Failure: Error>(
    to path: String, mode: Mode = .keepingExisting, syncs: Bool = true,
    _ body: (_ descriptor: Int32) -> Failure?
  ) -> Result<Void, AtomicFileError<Failure>> {
    let directory = directoryName(of: path)
    var existing = stat()
    let existingMode =
      mode == .keepingExisting && stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : nil
    let permissions: mode_t
    switch mode {
    case .fixed(let fixed): permissions = fixed
    case .keepingExisting: permissions = existingMode ?? 0o666
    }
    let temporary: (path: String, descriptor: Int32)
    switch create(beside: path, permissions: permissions) {
    case .success(let made): temporary = made
    case .failure(let error): return .failure(.create(directory: directory, error))
    }
    func fail(_ error: AtomicFileError<Failure>) -> Result<Void, AtomicFileError<Failure>> {
      unlink(temporary.path)
      return .failure(error)
    }
    // An existing file's mode is kept exactly, whatever the umask took off at creation.
    if let existingMode, fchmod(temporary.descriptor, existingMode) != 0 {
      let error = SystemError.current
      _ = DescriptorIO.close(temporary.descriptor)
      return fail(.finish(temporary: temporary.path, error))
    }
    if let failure = body(temporary.descriptor) {
      _ = DescriptorIO.close(temporary.descriptor)
      return fail(.write(temporary: temporary.path, failure))
    }
    if syncs && fsync(temporary.descriptor) != 0 {
      let error = SystemError.current
      _ = DescriptorIO.close(temporary.descriptor)
      return fail(.finish(temporary: temporary.path, error))
    }
    if case .failure(let error) = DescriptorIO.close(temporary.descriptor) {
      return fail(.finish(temporary: temporary.path, error))
    }
    guard rename(temporary.path, path) == 0 else {
      return fail(.rename(temporary: temporary.path, .current))
    }
    if syncs { syncDirectory(directory) }
    return .success(())
  }

  /// Writes `bytes` to `path` atomically (synced unless `syncs` is false, see
  /// ``write(to:mode:syncs:_:)``).
  public static func write(
    _ bytes: [UInt8], to path: String, mode: Mode = .keepingExisting, syncs: Bool = true
  ) -> Result<Void, AtomicFileError<SystemError>> {
    write(to: path, mode: mode, syncs: syncs) { descriptor in
      if case .failure(let error) = DescriptorIO.write(bytes, to: descriptor) { return error }
      return nil
    }
  }

  /// The directory holding `path` (`.` for a bare name).
  public static func directoryName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// A new file `.NAME.XXXXXX` beside `path`, opened with `O_EXCL`.
  private static func create(
    beside path: String, permissions: mode_t
  ) -> Result<(path: String, descriptor: Int32), SystemError> {
    let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
    let prefix = path[..<slash] + "." + path[slash...] + "."
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    for _ in 0..<attempts {
      var random = [UInt8](repeating: 0, count: 6)
      guard getrandom(&random, random.count, 0) == random.count else { return .failure(.current) }
      let name = String(prefix) + String(random.map { letters[Int($0) % letters.count] })
      let opened = open(name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, permissions)
      if opened < 0 {
        if errno == EEXIST { continue }
        return .failure(.current)
      }
      switch DescriptorIO.duplicate(opened, atLeast: HostDescriptors.minimum) {
      case .success(let moved):
        _ = DescriptorIO.close(opened)
        return .success((name, moved))
      case .failure:
        return .success((name, opened))
      }
    }
    return .failure(SystemError(code: EEXIST))
  }

  /// Syncs the directory so that the rename is on disk; best effort (some file
  /// systems refuse to sync a directory, and the rename has happened either way).
  private static func syncDirectory(_ directory: String) {
    let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    _ = DescriptorIO.close(descriptor)
  }
}

/// Why an ``AtomicFile`` write failed; the temporary file is gone and the target is
/// untouched. Each user words it for its own messages.
public enum AtomicFileError<Failure: Error>: Error {
  /// No temporary file could be made in `directory`.
  case create(directory: String, SystemError)
  /// The writer reported `Failure` while writing the temporary file.
  case write(temporary: String, Failure)
  /// Setting the mode, syncing or closing the temporary file failed.
  case finish(temporary: String, SystemError)
  /// The temporary file could not be renamed over the target.
  case rename(temporary: String, SystemError)
}

extension AtomicFileError: Equatable where Failure: Equatable {}
extension AtomicFileError: Sendable where Failure: Sendable {}
