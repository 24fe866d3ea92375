import Foundation
import Testing

@testable import PluginHost

/// Mappings are parsed once, where they are written, and handed on as values that keep
/// where they came from.
@Suite struct MappingSourcesTests {
  static func configuration(_ text: String) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("transhost-mappings-\(UUID().uuidString)").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test("a parsed mapping keeps its origin and its text through append")
  func appendKeepsOrigin() throws {
    let written = "custom.dismiss=fade(duration: \"0.5, slow\")"
    let mapping = try StyleMappings.parse(written, origin: .script(file: "a.transhost", line: 4))
      .get()
    var mappings = StyleMappings()
    mappings.append(mapping)
    let found = try #require(mappings.choice(for: .dismiss, style: .custom))
    #expect(found.origin == .script(file: "a.transhost", line: 4))
    #expect("\(found.origin)" == "a.transhost:4")
    #expect(found.written == written)
    #expect(found.choice.arguments.map(\.value) == ["0.5, slow"])
  }

  @Test("--use comes before the configuration file, each in order, with its origin")
  func precedence() throws {
    let path = try Self.configuration("custom = slide\n# note\npush = fade\n")
    let sources = try MappingSources.load(
      uses: ["custom=zoom", "pop=fade"], configurationPath: path, environment: [:]
    ).get()
    #expect(sources.commandLine.mappings.map(\.written) == ["custom=zoom", "pop=fade"])
    #expect(
      sources.configuration.mappings.map(\.origin) == [
        .configuration(path: path, line: 1), .configuration(path: path, line: 3),
      ])
    #expect(sources.all.choice(for: .present, style: .custom)?.choice.name == "zoom")
    #expect(sources.all.mappings.count == 4)
  }

  @Test(
    "bad --use, unreadable and invalid configuration files are typed errors worded once",
    arguments: [
      (
        ["fullScreen"], nil as String?,
        "--use 'fullScreen': column 1: expected STYLE=ANIMATOR, e.g. custom=slide-up(duration: 0.3)"
      ),
      ([], "/nonexistent/config", "cannot read configuration file '/nonexistent/config': No such file or directory"),
    ])
  func failures(uses: [String], path: String?, message: String) {
    let result = MappingSources.load(uses: uses, configurationPath: path, environment: [:])
    guard case .failure(let error) = result else {
      Issue.record("expected a failure")
      return
    }
    #expect(error.description == message)
  }

  @Test("a bad configuration line names path:line:column")
  func invalidConfiguration() throws {
    let path = try Self.configuration("custom = slide\nnostyle = zoom\n")
    let result = MappingSources.load(uses: [], configurationPath: path, environment: [:])
    guard case .failure(.invalidConfiguration(let lines)) = result else {
      Issue.record("expected an invalid configuration, got \(result)")
      return
    }
    #expect(lines.count == 1)
    #expect(
      lines.first?.description.hasPrefix("\(path):2:1: error: unknown style 'nostyle'") == true)
  }

  @Test("a missing default configuration file is no error")
  func missingDefault() throws {
    let sources = try MappingSources.load(
      uses: [], configurationPath: nil, environment: ["XDG_CONFIG_HOME": "/nonexistent"]
    ).get()
    #expect(sources.all.mappings.isEmpty)
  }
}

extension MappingSourcesTests {
  @Test("the first mapping the registry cannot give is found; 'system' always can")
  func firstUnresolved() throws {
    var mappings = StyleMappings()
    _ = mappings.add("custom=system", origin: .commandLine)
    _ = mappings.add("fullScreen=nosuch", origin: .configuration(path: "c", line: 2))
    _ = mappings.add("push=other", origin: .configuration(path: "c", line: 3))
    let registry = PluginRegistry()
    let first = try #require(mappings.firstUnresolved(in: registry))
    #expect(first.mapping.origin == .configuration(path: "c", line: 2))
    #expect(
      mappings.unresolved(in: registry).map(\.mapping.written) == [
        "fullScreen=nosuch", "push=other",
      ])
  }
}
