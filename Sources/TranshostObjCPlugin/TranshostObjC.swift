import Foundation
import PackagePlugin

/// Compiles a target's UIKit files, written for iOS with `@objc` and `#selector`, through
/// `transhost-objc-translate` (docs/OBJC.md). The user's files cannot be the target's
/// own sources (SwiftPM would compile them as written, and a plugin cannot take a file
/// out of a target), and a plugin does not see what a target excludes, so the target
/// names them: `TranshostObjC.paths` at the target's root lists folders (or single
/// `.swift` files), one a line, relative to the target's directory; the target excludes
/// them, and the plugin compiles a translated copy of every `.swift` file under them.
@main struct TranshostObjC: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let root = module.directoryURL
    let list = root.appendingPathComponent("TranshostObjC.paths")
    guard let text = try? String(contentsOf: list, encoding: .utf8) else {
      Diagnostics.error(
        "TranshostObjC: '\(list.path)' is missing; list there the folders of the UIKit files "
          + "to translate, one a line, relative to the target's directory (docs/OBJC.md)")
      return []
    }
    var inputs: [URL] = []
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (number, line) in zip(1..., lines) {
      let entry = line.trimmingCharacters(in: .whitespaces)
      guard !entry.isEmpty, !entry.hasPrefix("#") else { continue }
      let url = root.appendingPathComponent(entry).standardizedFileURL
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        Diagnostics.error(
          "TranshostObjC: \(list.path):\(number): '\(entry)' does not exist; name a folder (or "
            + "a .swift file) relative to the target's directory", file: list.path, line: number)
        continue
      }
      guard isDirectory.boolValue else {
        if url.pathExtension == "swift" { inputs.append(url) }
        continue
      }
      let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
      let found = inputs.count
      while let file = files?.nextObject() as? URL {
        if file.pathExtension == "swift" { inputs.append(file.standardizedFileURL) }
      }
      if inputs.count == found {
        Diagnostics.warning(
          "TranshostObjC: \(list.path):\(number): '\(entry)' holds no .swift files",
          file: list.path, line: number)
      }
    }
    guard !inputs.isEmpty else { return [] }
    inputs.sort { $0.path < $1.path }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("Translated")
    var arguments: [String] = []
    var outputs: [URL] = []
    for (index, input) in inputs.enumerated() {
      let translated = output.appendingPathComponent("\(index)_\(input.lastPathComponent)")
      arguments += [input.path, "-o", translated.path]
      outputs.append(translated)
    }
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    return [
      .buildCommand(
        displayName: "Translating \(inputs.count) UIKit file(s) of \(target.name) for Linux",
        executable: try context.tool(named: "transhost-objc-translate").url,
        arguments: arguments, inputFiles: inputs + [list], outputFiles: outputs)
    ]
  }
}
