// libFuzzer target: any bytes as the configuration file, and each of their lines as a
// `--use` value, go through the parsers `transhost` uses for them, then every style
// and operation is looked up in the mappings made; the answer must be mappings or
// messages, never a crash. Built by Fuzz/run.sh.
import PluginHost
import TransitionEngine

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  var mappings = StyleMappings()
  var settings = ConfigurationSettings()
  let errors = ConfigurationFile.parse(
    text, path: "fuzz.config", into: &mappings, settings: &settings)
  for error in errors {
    guard error.path == "fuzz.config", error.line >= 1, error.column >= 1,
      error.description.hasPrefix("fuzz.config:")
    else {
      fatalError("a configuration error that does not name its file and place: \(error)")
    }
  }
  var uses = StyleMappings()
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
    if case .failure(let error) = uses.add(String(line), origin: .commandLine) {
      _ = error.message
      _ = error.column
    }
  }
  for style in ModalPresentationStyle.allCases {
    for operation in TransitionOperation.allCases {
      _ = mappings.choice(for: operation, style: style)
      _ = uses.choice(for: operation, style: style)
    }
  }
  return 0
}
