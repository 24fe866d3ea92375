// libFuzzer target: any bytes as the plugin cache file go through the cache's reader
// and the decoding of each entry's outcome, as a warm `transhost list` does; the answer
// must be entries or a reason to ignore the cache, never a crash. The bytes are read
// twice: as they are (so the format, length and seal checks are fuzzed) and as the body
// (string table and entries) of a cache sealed with a fixed key (so the entries behind a
// good seal are fuzzed too, as an attacker who holds the key could write them). Built by
// Fuzz/run.sh.
import TransitionEngine

@testable import PluginHost

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPluginCache(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let input = Array(UnsafeBufferPointer(start: data, count: size))
  let seal = PluginCacheSeal(key: [UInt8](repeating: 7, count: PluginCacheSeal.keySize))
  read(input, seal: seal)
  var sealed = Array((PluginCache.formatLine + "\n").utf8)
  var length = UInt64(sealed.count + 8 + input.count + PluginCacheSeal.codeSize)
  for _ in 0..<8 {
    sealed.append(UInt8(truncatingIfNeeded: length))
    length >>= 8
  }
  sealed += input
  sealed += seal.code(sealed[...])
  read(sealed, seal: seal)
  return 0
}

private func read(_ bytes: [UInt8], seal: PluginCacheSeal) {
  switch PluginCache.parse(bytes, seal: seal) {
  case .success(let entries):
    // What is read back must write out and read back to the same entries.
    let again = PluginCache.encode(entries, seal: seal)
    guard case .success(let reread) = PluginCache.parse(again, seal: seal),
      PluginCache.encode(reread, seal: seal) == again
    else {
      fatalError("a cache does not survive writing and reading back")
    }
    for (key, entry) in entries {
      _ = try? entry.outcome(path: key.realPath)
    }
  case .failure(let error):
    _ = error.description
  }
}
