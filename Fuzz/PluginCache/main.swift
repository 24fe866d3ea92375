// libFuzzer target: any bytes as the plugin cache file go through the cache's reader
// and the decoding of each entry's outcome, as a warm `transhost list` does; the answer
// must be entries or a reason to ignore the cache, never a crash. The bytes are read
// twice: as they are (so the format and seal checks are fuzzed) and as the lines of a
// cache sealed with a fixed key (so the entries behind a good seal are fuzzed too, as
// an attacker who holds the key could write them). Built by Fuzz/run.sh.
import TransitionEngine

@testable import PluginHost

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPluginCache(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let input = Array(UnsafeBufferPointer(start: data, count: size))
  let seal = PluginCacheSeal(key: [UInt8](repeating: 7, count: PluginCacheSeal.keySize))
  read(input, seal: seal)
  var sealed = Array((PluginCache.formatLine + "\n").utf8) + input
  if sealed.last != UInt8(ascii: "\n") { sealed.append(UInt8(ascii: "\n")) }
  let lines = sealed.lazy.filter { $0 == UInt8(ascii: "\n") }.count - 1
  JSONValue.object([
    ("entries", .integer(lines)), ("seal", .string(seal.seal(sealed[...]))),
  ]).write(to: &sealed)
  sealed.append(UInt8(ascii: "\n"))
  read(sealed, seal: seal)
  return 0
}

private func read(_ bytes: [UInt8], seal: PluginCacheSeal) {
  switch PluginCache.parse(bytes, seal: seal) {
  case .success(let entries):
    for (key, json) in entries {
      // What is read back must write out to the same outcome again.
      if let outcome = try? ScanOutcome(json: json, path: key.realPath) {
        let again = try? ScanOutcome(json: outcome.json, path: key.realPath)
        if again?.json.text != outcome.json.text {
          fatalError("a cache outcome does not survive writing and reading back")
        }
      }
    }
  case .failure(let error):
    _ = error.description
  }
}
