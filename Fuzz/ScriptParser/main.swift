// libFuzzer target: any bytes, as `transhost run` reads them from a script file, go
// through the same loader (text decoding, line splitting, control-character checks),
// the parser and the checker; the answer must be a script or a diagnostic, never a
// crash. Built by Fuzz/run.sh.
import PluginHost
import TransitionScript

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScript(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  switch ScriptFile.load(contents: bytes, file: "fuzz.transhost", registry: FuzzRegistry.empty) {
  case .success(let script):
    _ = script.commands.count
  case .failure(.invalid(let diagnostic)):
    _ = diagnostic.rendered
  case .failure(.unreadable):
    fatalError("bytes in memory are always readable")
  }
  return 0
}

/// A registry with no plugins, made once.
enum FuzzRegistry {
  nonisolated(unsafe) static let empty = PluginRegistry()
}
