import Testing

@testable import PluginHost

/// A cache key hashes only the path and the identity, but equality still compares the
/// host and loader: an entry scanned under another loader environment is never used.
@Suite struct PluginCacheKeyTests {
  @Test("cache keys that differ only in their host or loader are different keys")
  func keysDifferInLoader() {
    let identity = FileIdentity(
      device: 1, inode: 2, size: 3, modifiedSeconds: 4, modifiedNanoseconds: 5,
      changedSeconds: 6, changedNanoseconds: 7)
    let keys = [
      PluginCacheKey(realPath: "/p/lib.so", identity: identity, host: "h", loader: "a"),
      PluginCacheKey(realPath: "/p/lib.so", identity: identity, host: "h", loader: "b"),
      PluginCacheKey(realPath: "/p/lib.so", identity: identity, host: "g", loader: "a"),
      PluginCacheKey(realPath: "/p/lib.so", identity: identity, host: "h", loader: "a"),
    ]
    #expect(keys[0] != keys[1] && keys[0] != keys[2] && keys[0] == keys[3])
    #expect(Set(keys).count == 3)
    #expect(Dictionary(keys.map { ($0, 1) }, uniquingKeysWith: +)[keys[0]] == 2)
  }
}
