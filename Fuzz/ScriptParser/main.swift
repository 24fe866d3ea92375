// libFuzzer target: the script parser and checker must turn any bytes into a script
// or a diagnostic, never crash. Built by Fuzz/run.sh.
import PluginHost
import TransitionScript

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScript(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  switch ScriptParser.parse(text, file: "fuzz.transhost") {
  case .success(let script):
    _ = ScriptChecker.check(script, registry: FuzzRegistry.empty)
  case .failure(let diagnostic):
    _ = diagnostic.rendered
  }
  return 0
}

/// A registry with no plugins, made once.
enum FuzzRegistry {
  nonisolated(unsafe) static let empty = PluginRegistry(directories: [])
}
