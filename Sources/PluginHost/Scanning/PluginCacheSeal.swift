import CHostSupport

#if canImport(Glibc)
  import Glibc
#endif

/// What makes the plugin cache advisory rather than authority: a per-user secret key in
/// `plugins-v2.key` beside the cache (32 random bytes, mode 0600, owned by the user),
/// and the cache ending with the HMAC-SHA-256 of everything before it under that key.
///
/// An outcome read from the cache decides what `run` later loads into the host, so an
/// entry edited by hand (a crashing plugin's entry given a good plugin's outcome, with
/// the crashing file's true identity) must not be believed. Whoever cannot read the key
/// cannot make a seal that verifies, and a cache whose seal does not verify is ignored
/// as a whole: every file is scanned afresh in helpers, so a crashing plugin is refused
/// again, never loaded. Only this user (and root) can read the key; this user can forge
/// a seal, but could just as well replace the plugin itself, which transhost trusts
/// anyway (see the threat model in README.md).
struct PluginCacheSeal {
  /// The key file's name, beside the cache file.
  static let fileName = "plugins-v2.key"
  /// The key's length in bytes.
  static let keySize = 32

  /// The secret key.
  let key: [UInt8]

  /// The length of a seal: an HMAC-SHA-256, 32 bytes.
  static let codeSize = 32

  /// The seal of `bytes`.
  func code(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    SHA256.authenticationCode(key: key, message: bytes)
  }

  /// Whether `given` is the seal of `bytes` (compared in constant time).
  func verifies(_ bytes: ArraySlice<UInt8>, code given: ArraySlice<UInt8>) -> Bool {
    let expected = code(bytes)
    guard expected.count == given.count else { return false }
    var difference: UInt8 = 0
    for (left, right) in zip(expected, given) { difference |= left ^ right }
    return difference == 0
  }

  /// The key in `directory`: nil when there is none, the problem when it is unsafe
  /// (not a private regular file of this user) or unreadable.
  static func read(in directory: String) -> Result<PluginCacheSeal?, PluginCache.Problem> {
    switch PluginCache.readCheckedFile(
      directory + "/" + fileName, privateToUser: true, maximumSize: keySize)
    {
    case .failure(let problem): return .failure(problem)
    case .success(nil): return .success(nil)
    case .success(let bytes?):
      guard bytes.count == keySize else {
        return .failure(.keyWrongSize(path: directory + "/" + fileName, size: bytes.count))
      }
      return .success(PluginCacheSeal(key: bytes))
    }
  }

  /// The key in `directory`, made when there is none or it is unsafe (a new one is
  /// written to a private temporary file and linked, or renamed, into place; when
  /// another transhost made one first, that one is used).
  static func readOrMake(in directory: String) -> Result<PluginCacheSeal, PluginCache.Problem> {
    let existing = read(in: directory)
    if case .success(let seal?) = existing { return .success(seal) }
    var key = [UInt8](repeating: 0, count: keySize)
    guard getrandom(&key, keySize, 0) == keySize else {
      return .failure(.cannotMakeKey(directory: directory, error: errno))
    }
    let path = directory + "/" + fileName
    var template = Array((directory + "/." + fileName + ".XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    guard descriptor >= 0 else {
      return .failure(.cannotMakeKey(directory: directory, error: errno))
    }
    // mkstemp wrote the name in place; the array keeps its terminating NUL.
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer { unlink(temporary) }
    guard DescriptorIO.writeAll(key, to: descriptor), close(descriptor) == 0 else {
      let error = errno
      close(descriptor)
      return .failure(.cannotMakeKey(directory: directory, error: error))
    }
    // No key yet: link, so that of two scans making one at once, both use the first.
    if case .success(nil) = existing {
      if link(temporary, path) == 0 { return .success(PluginCacheSeal(key: key)) }
      if errno == EEXIST, case .success(let seal?) = read(in: directory) { return .success(seal) }
    }
    guard rename(temporary, path) == 0 else {
      return .failure(.cannotMakeKey(directory: directory, error: errno))
    }
    return .success(PluginCacheSeal(key: key))
  }
}
