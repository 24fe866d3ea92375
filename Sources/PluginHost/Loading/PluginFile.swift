#if canImport(Glibc)
  import Glibc
#endif

/// A plugin file opened for loading and checked: the security rules every plugin
/// passes before anything reads it, and the `stat` the scan cache is keyed on.
///
/// It is opened from an absolute path only, with `O_NOFOLLOW` (a symbolic link is
/// refused), and checked with `fstat` on that open descriptor: a regular file, owned by
/// the current user or root, writable by nobody else, and every directory above it the
/// same (root-owned sticky directories such as `/tmp` excepted). The caller owns the
/// descriptor: ``DynamicLibrary`` loads through it, the scanner closes it.
struct PluginFile {
  /// The absolute path it was opened from.
  let path: String
  /// The open descriptor (`O_RDONLY | O_CLOEXEC | O_NONBLOCK`: a FIFO swapped in after
  /// the directory was listed cannot block the open).
  let descriptor: Int32
  /// `fstat` of ``descriptor``.
  let info: stat
  /// The file's first bytes (up to 4 KiB), when ``open(absolutePath:directories:expecting:)``
  /// read them for its ELF check: ``neededLibraries()`` reads them here instead of again.
  var head: [UInt8] = []

  /// The version opened.
  var identity: FileIdentity { FileIdentity(info) }

  /// Opens and checks the file at the absolute `path`, or says why it may not be loaded;
  /// the directories above it are checked through `directories` (shared by the files
  /// of one scan, so that each directory is checked once). With `identity`, the file
  /// opened must be that version, else it is refused as changed.
  static func open(
    absolutePath path: String, directories: DirectoryChecks = DirectoryChecks(),
    expecting identity: FileIdentity? = nil
  ) -> Result<PluginFile, DynamicLibraryError> {
    guard path.hasPrefix("/") else { return .failure(.relativePath) }
    let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else {
      let error = errno
      if error == ELOOP {
        return .failure(
          .insecure(
            culprit: path,
            reason:
              "is a symbolic link; plugins are opened without following links, so put the file itself in the plugin directory"
          ))
      }
      return .failure(.loader(message: "cannot open: \(String(cString: strerror(error)))"))
    }
    var keepOpen = false
    defer { if !keepOpen { Glibc.close(descriptor) } }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      return .failure(.loader(message: "cannot stat: \(String(cString: strerror(errno)))"))
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      return .failure(.insecure(culprit: path, reason: "is not a regular file"))
    }
    if let identity, FileIdentity(info) != identity {
      return .failure(.changed(scanned: identity, found: FileIdentity(info)))
    }
    if let problem = ownershipProblem(
      info, path: path, isDirectory: false, user: directories.user)
    {
      return .failure(problem)
    }
    if let problem = directories.problem(inOrAbove: DirectoryChecks.parent(of: path)) {
      return .failure(problem)
    }
    let head = firstBytes(descriptor, size: Int(info.st_size))
    if let problem = elfProblem(descriptor, size: Int(info.st_size), head: head) {
      return .failure(problem)
    }
    keepOpen = true
    return .success(PluginFile(path: path, descriptor: descriptor, info: info, head: head))
  }

  /// The identity of the file at the absolute `path` when, without opening it, it passes
  /// every check of ``open(absolutePath:directories:expecting:)`` that `stat` can answer:
  /// `lstat` finds a regular file (not a link), of this user or root, writable by nobody
  /// else, in directories that pass too; nil otherwise, and the file must then be opened.
  ///
  /// For a file the plugin cache knows in this version only: the scan that made the entry
  /// opened it and read its ELF header (``open(absolutePath:directories:expecting:)``), and
  /// neither its bytes nor its mode, owner or ACL change without a new modification or
  /// change time, and so a new identity. A warm `list` of 200 plugins then makes one
  /// `fstatat` a file instead of `open`, `fstat`, `pread` and `close` (about 0.6 ms).
  static func unopenedIdentity(
    absolutePath path: String, directories: DirectoryChecks
  ) -> FileIdentity? {
    guard path.hasPrefix("/") else { return nil }
    var info = stat()
    guard fstatat(AT_FDCWD, path, &info, AT_SYMLINK_NOFOLLOW) == 0,
      info.st_mode & S_IFMT == S_IFREG,
      ownershipProblem(info, path: path, isDirectory: false, user: directories.user) == nil,
      directories.problem(inOrAbove: DirectoryChecks.parent(of: path)) == nil
    else { return nil }
    return FileIdentity(info)
  }

  /// The file at `path` that a scan helper forked from the host finds open on
  /// `descriptor`: the host opened and checked it with ``open(absolutePath:directories:expecting:)``
  /// and noted `identity` from that descriptor's `fstat`; the helper inherits the open
  /// file itself, so what it loads is the file the host checked, whatever the path
  /// names now. Its `fstat` must still give `identity` (a file rewritten in place since
  /// is refused as changed, as a reopened one would be). The caller owns the descriptor.
  static func inherited(
    descriptor: Int32, path: String, expecting identity: FileIdentity
  ) -> Result<PluginFile, DynamicLibraryError> {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      return .failure(.loader(message: "cannot stat: \(String(cString: strerror(errno)))"))
    }
    if FileIdentity(info) != identity {
      return .failure(.changed(scanned: identity, found: FileIdentity(info)))
    }
    return .success(PluginFile(path: path, descriptor: descriptor, info: info))
  }

  /// What is wrong with an ELF file that glibc would misreport or crash on: built for
  /// another machine (glibc says "cannot open shared object file: No such file or
  /// directory"), or cut short (glibc's loader can die of SIGBUS touching a segment
  /// past the end). Nil for a sound file of this machine, and for files that are not
  /// ELF at all (the loader says why).
  /// `head`, the file's first bytes (``firstBytes(_:size:)``).
  private static func elfProblem(
    _ descriptor: Int32, size: Int, head: [UInt8]
  ) -> DynamicLibraryError? {
    // Only the bytes read are looked at, and the 64 of the ELF header count as zero past
    // the end of a shorter file.
    guard head.count >= 20 else { return nil }
    guard head.count < 64 else {
      return head.withUnsafeBytes {
        elfProblem(descriptor, size: size, header: $0, headerCount: head.count)
      }
    }
    let padded = head + [UInt8](repeating: 0, count: 64 - head.count)
    return padded.withUnsafeBytes {
      elfProblem(descriptor, size: size, header: $0, headerCount: head.count)
    }
  }

  /// The first 4 KiB of the file open on `descriptor` (fewer when it is shorter, none when
  /// it cannot be read): the ELF header, and the program headers and names that usually
  /// follow it. Read into uninitialised storage (a zeroed buffer a file cost 4,100
  /// instructions of memset on every warm `list`).
  private static func firstBytes(_ descriptor: Int32, size: Int) -> [UInt8] {
    let wanted = max(0, min(4096, size))
    return [UInt8](unsafeUninitializedCapacity: wanted) { buffer, count in
      count = wanted == 0 ? 0 : max(0, pread(descriptor, buffer.baseAddress, wanted, 0))
    }
  }

  /// ``elfProblem(_:size:)`` on the first `headerCount` bytes of the file in `header` (at
  /// least 64, zeros past the end of the file).
  private static func elfProblem(
    _ descriptor: Int32, size: Int, header: UnsafeRawBufferPointer, headerCount: Int
  ) -> DynamicLibraryError? {
    guard header[0] == 0x7F, header[1] == 0x45, header[2] == 0x4C, header[3] == 0x46,
      let host = ELFMachine.host
    else { return nil }
    let littleEndian = header[5] == 1
    /// The `count`-byte integer at `offset` of `bytes`, in the file's byte order.
    func integer(_ bytes: UnsafeRawBufferPointer, at offset: Int, count: Int) -> Int {
      var value = 0
      for step in 0..<count {
        value = value << 8 | Int(bytes[littleEndian ? offset + count - 1 - step : offset + step])
      }
      return value
    }
    let machine = UInt16(integer(header, at: 18, count: 2))
    let name = ELFMachine.name(machine)
    if header[4] != 2 { return .wrongMachine(found: "32-bit \(name)") }
    if machine != host.code { return .wrongMachine(found: name) }
    if !littleEndian { return .wrongMachine(found: "big-endian \(name)") }
    guard size >= 64 else { return .truncated(size: size, needed: 64) }
    let programHeaders = integer(header, at: 32, count: 8)
    let programHeaderSize = integer(header, at: 54, count: 2)
    let programHeaderCount = integer(header, at: 56, count: 2)
    let sectionHeaders = integer(header, at: 40, count: 8)
    let sectionHeaderSize = integer(header, at: 58, count: 2)
    let sectionHeaderCount = integer(header, at: 60, count: 2)
    guard programHeaders < 1 << 40, sectionHeaders < 1 << 40 else {
      return .truncated(size: size, needed: max(programHeaders, sectionHeaders))
    }
    var needed = max(
      programHeaders + programHeaderSize * programHeaderCount,
      sectionHeaders + sectionHeaderSize * sectionHeaderCount)
    let tableEnd = programHeaders + programHeaderSize * programHeaderCount
    /// The end of the last loaded segment in the program header `table` (whose first
    /// header is at `base`); nil when a segment's offset or size is out of range.
    func segmentsEnd(_ table: UnsafeRawBufferPointer, base: Int) -> Int? {
      var end = 0
      for index in 0..<programHeaderCount {
        let start = base + index * programHeaderSize
        guard integer(table, at: start, count: 4) == 1 else { continue }  // PT_LOAD
        let offset = integer(table, at: start + 8, count: 8)
        let fileSize = integer(table, at: start + 32, count: 8)
        guard offset < 1 << 40, fileSize < 1 << 40 else {
          needed = offset
          return nil
        }
        end = max(end, offset + fileSize)
      }
      return end
    }
    if programHeaderSize >= 56, tableEnd <= size {
      var segments: Int??
      if tableEnd <= headerCount {
        segments = segmentsEnd(header, base: programHeaders)
      } else {
        var table = [UInt8](repeating: 0, count: programHeaderSize * programHeaderCount)
        if pread(descriptor, &table, table.count, off_t(programHeaders)) == table.count {
          segments = table.withUnsafeBytes { segmentsEnd($0, base: 0) }
        }
      }
      switch segments {
      case .some(nil): return .truncated(size: size, needed: needed)
      case .some(let end?): needed = max(needed, end)
      case nil: break
      }
    }
    return needed > size ? .truncated(size: size, needed: needed) : nil
  }

  /// Closes the descriptor (when the file is not loaded after all).
  func close() { Glibc.close(descriptor) }

  /// The libraries the file names as `DT_NEEDED` (``ELFDependencies``); empty when they
  /// cannot be read.
  func neededLibraries() -> [String] {
    // The first 4 KiB, not only the ELF header: a small library's program headers and
    // names usually lie there, so that only its dynamic section is read apart.
    let header = head.isEmpty ? Self.firstBytes(descriptor, size: Int(info.st_size)) : head
    guard header.count >= 64 else { return [] }
    return ELFDependencies.neededLibraries(
      descriptor: descriptor, size: Int(info.st_size), header: header)
  }

  /// Why a file or directory may not hold a plugin (or, with `guarding: .cache`, the
  /// plugin cache): owned by another user, or writable by group or others (root-owned
  /// sticky directories such as `/tmp` are allowed). `user` is this process's effective
  /// user (`geteuid()`, asked once a scan by ``DirectoryChecks``).
  static func ownershipProblem(
    _ info: stat, path: String, isDirectory: Bool, user: uid_t,
    guarding guarded: DirectoryChecks.Guarded = .plugins
  ) -> DynamicLibraryError? {
    if info.st_uid != user && info.st_uid != 0 {
      return .insecure(
        culprit: path,
        reason:
          "is owned by user \(info.st_uid), neither you (\(user)) nor root; \(guarded.trustedOwners)"
      )
    }
    let writableByOthers = info.st_mode & (S_IWGRP | S_IWOTH) != 0
    let stickyRootDirectory = isDirectory && info.st_uid == 0 && info.st_mode & S_ISVTX != 0
    if writableByOthers && !stickyRootDirectory {
      let who = info.st_mode & S_IWOTH != 0 ? "everyone" : "its group"
      return .insecure(
        culprit: path,
        reason:
          "is writable by \(who), so someone else could replace \(guarded.whatIsReplaced); run chmod go-w '\(path)'"
      )
    }
    return nil
  }
}
