// libFuzzer target: any bytes as the plugin cache file go through the cache's reader
// and the decoding of each entry's outcome, as a warm `transhost list` does; the answer
// must be entries or a reason to ignore the cache, never a crash. Built by Fuzz/run.sh.
@testable import PluginHost

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPluginCache(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  switch PluginCache.parse(bytes) {
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
  return 0
}
