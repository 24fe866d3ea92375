import Foundation
import PackagePlugin

/// Compiles a target's UIKit files, written for iOS with `@objc` and `#selector`, through
/// `transhost-objc-translate` (docs/OBJC.md). SwiftPM cannot take a file out of a target
/// from a plugin, so the user's files are not the target's sources: the target lists the
/// folders that hold them, one a line, in `TranshostObjC.paths` at its root (a file
/// SwiftPM leaves alone when the target names its `sources:`), and the plugin compiles
/// a translated copy of every `.swift` file under them.
@main struct TranshostObjC: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    // `directoryURL` needs tools version 6.1; this package is 6.0.
    let root = URL(fileURLWithPath: "\(module.directory)")
    let list = root.appendingPathComponent("TranshostObjC.paths")
    guard let text = try? String(contentsOf: list, encoding: .utf8) else {
      Diagnostics.error(
        "TranshostObjC: '\(list.path)' is missing; list there the folders of the UIKit files "
          + "to translate, one a line, relative to the target's path (docs/OBJC.md)")
      return []
    }
    var inputs: [URL] = []
    for line in text.split(separator: "\n") {
      let folder = line.trimmingCharacters(in: .whitespaces)
      guard !folder.isEmpty, !folder.hasPrefix("#") else { continue }
      let url = root.appendingPathComponent(folder)
      let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        if file.pathExtension == "swift" { inputs.append(file) }
      }
      if folder.hasSuffix(".swift") { inputs.append(url) }
    }
    inputs.sort { $0.path < $1.path }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("Translated")
    var arguments: [String] = []
    var outputs: [URL] = []
    for (index, input) in inputs.enumerated() {
      let translated = output.appendingPathComponent("\(index)_\(input.lastPathComponent)")
      arguments += [input.path, "-o", translated.path]
      outputs.append(translated)
    }
    guard !inputs.isEmpty else { return [] }
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    return [
      .buildCommand(
        displayName: "Translating \(inputs.count) UIKit file(s) of \(target.name) for Linux",
        executable: try context.tool(named: "transhost-objc-translate").url,
        arguments: arguments, inputFiles: inputs + [list], outputFiles: outputs)
    ]
  }
}
