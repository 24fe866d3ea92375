import PluginHost
import TranshostCommandLine
import TransitionEngine

/// `transhost list`.
enum ListCommand {
  /// Writes the list, then ends the process (``Transhost/end(_:keeping:)``): the registry
  /// and the table's rows are left to the exit, not freed one by one.
  static func run(_ options: ListOptions, mappings: StyleMappings) -> Never {
    let registry = Transhost.loadRegistry(options.plugins)
    for (mapping, error) in mappings.unresolved(in: registry) {
      Output.errorLines("warning: \(mapping.origin): \(error)\n")
    }
    let overrides = mappings.rankOverrides
    for (override, error) in overrides.unresolved(in: registry) {
      Output.errorLines("warning: \(override.origin): rank of '\(override.animator)': \(error)\n")
    }
    if options.json {
      Output.out(
        registry.jsonLines(verbose: options.plugins.verbose, overrides: overrides)
          .map { $0.text + "\n" }.joined())
      Transhost.end(.success, keeping: registry)
    }
    var rows: [[String]] = []
    if registry.items.isEmpty {
      Output.lines(
        "no animators found in: \(registry.directories.map(\.path).joined(separator: ", "))\n")
    } else {
      rows = [["ID", "NAME", "VERSION", "KIND", "RANK", "SERVES", "INTERACTIVE", "PATH"]]
      rows.reserveCapacity(registry.items.count + 1)
      // Consecutive items of one kind of plugin often serve the same: each different
      // SERVES text is made once.
      var served = ServesText()
      for item in registry.items {
        let override = overrides.override(for: item.id, in: registry)
        let rank = override.map { "\($0.rank) (\($0.origin))" } ?? "\(item.rank)"
        switch item {
        case .animator(let entry):
          let d = entry.descriptor
          rows.append([
            d.id, d.name, d.version, item.kindName, rank, served.text(d.operations, in: d.styles),
            d.supportsInteractive ? "yes" : "no", entry.plugin.path,
          ])
        case .object(let entry):
          let d = entry.descriptor
          rows.append([
            d.id, d.name, d.version, item.kindName, rank, served.text(d.operations, in: d.styles),
            "-",
            entry.plugin.path,
          ])
        }
      }
      // table escapes every cell itself: written as it is, not escaped again.
      let width = terminalWidth()
      let fitted = table(
        rows, fitting: width, droppable: ["PATH", "VERSION", "INTERACTIVE", "NAME", "RANK"])
      Output.out(fitted.text)
      if !fitted.hidden.isEmpty {
        Output.lines(
          "(\(fitted.hidden.joined(separator: ", ")) left out to fit \(width ?? 0) columns; "
            + "'transhost info ID' shows everything, COLUMNS=0 or a pipe the whole table)\n")
      }
      Output.lines("\nby default (no choice, no mapping), by rank:\n")
      Output.out(indented(table(defaultRows(registry.defaultAnimators(overrides: overrides)))))
    }
    if !registry.refused.isEmpty {
      Output.lines("\nrefused:\n")
      for error in registry.refused {
        Output.out("  \(error.path.escapedForTerminal): \("\(error.reason)".escapedForTerminal)\n")
      }
    }
    if !registry.shadowed.isEmpty {
      Output.lines("\nshadowed:\n")
      for shadow in registry.shadowed {
        Output.out(
          "  \(shadow.id.escapedForTerminal) in \(shadow.path.escapedForTerminal): "
            + "\("\(shadow.reason)".escapedForTerminal)\n")
      }
    }
    Output.lines("\n" + count(of: registry) + "\n")
    if options.plugins.verbose {
      if !registry.skipped.isEmpty {
        Output.lines("\nskipped (not transhost plugins):\n")
        for path in registry.skipped { Output.lines("  \(path)\n") }
      }
      if !mappings.mappings.isEmpty {
        Output.lines("\nmappings:\n")
        for mapping in mappings.mappings {
          let key =
            (mapping.style.map { $0.name + "." } ?? "")
            + mapping.operations.map(\.rawValue).joined(separator: "+")
          Output.lines("  \(key) = \(mapping.choice) (\(mapping.origin))\n")
        }
      }
      Output.lines("\nsearched:\n")
      for directory in registry.directories {
        Output.lines("  \(directory.path) (\(directory.origin.rawValue))\n")
      }
      Output.lines("\nscan:\n" + scanSummary(registry.statistics))
    }
    Transhost.end(.success, keeping: (registry, rows))
  }

  /// The closing count: `9 installed: 6 animators, 3 transitioning delegates; 1 refused`.
  static func count(of registry: PluginRegistry) -> String {
    var kinds: [(name: String, count: Int)] = []
    for item in registry.items {
      if let index = kinds.firstIndex(where: { $0.name == item.kindName }) {
        kinds[index].count += 1
      } else {
        kinds.append((item.kindName, 1))
      }
    }
    let order = [
      "animator", "transitioning delegate", "navigation delegate", "tab bar delegate",
      "view controller",
    ]
    kinds.sort {
      (order.firstIndex(of: $0.name) ?? order.count)
        < (order.firstIndex(of: $1.name) ?? order.count)
    }
    let listed = kinds.map { "\($0.count) \($0.name)\($0.count == 1 ? "" : "s")" }
    var text = "\(registry.items.count) installed" + (listed.isEmpty ? "" : ": ")
    text += listed.joined(separator: ", ")
    if !registry.refused.isEmpty { text += "; \(registry.refused.count) refused" }
    return text
  }

  /// How the plugins were scanned, for `--verbose`: `7 files: 5 from the cache, 2
  /// scanned by helper processes` (and `N from directory indexes` when any were), then
  /// the cache file and any problem with it or with an index.
  static func scanSummary(_ statistics: ScanStatistics) -> String {
    var counts = ["\(statistics.scannedByHelpers) scanned by helper processes"]
    if statistics.fromIndex > 0 {
      counts.insert("\(statistics.fromIndex) from directory indexes", at: 0)
    }
    if statistics.cachePath != nil {
      counts.insert("\(statistics.fromCache) from the cache", at: 0)
    }
    if statistics.scannedInProcess > 0 {
      counts.append("\(statistics.scannedInProcess) loaded in process")
    }
    var text = "  \(statistics.files) .so files: \(counts.joined(separator: ", "))\n"
    if let cache = statistics.cachePath {
      text += "  cache: \(cache)\(statistics.cacheWritten ? " (updated)" : "")\n"
    } else {
      text += "  cache: not used (--no-cache)\n"
    }
    for problem in statistics.cacheProblems { text += "  cache problem: \(problem)\n" }
    return text
  }

  /// One row per operation and style some animator declares: who serves it by default,
  /// at what rank, and the ties broken by search order (or who was passed over).
  static func defaultRows(_ defaults: [DefaultAnimator]) -> [[String]] {
    var rows = [
      ["OPERATION", "STYLE", "SERVED BY", "RANK", "TIED WITH (FIRST IN SEARCH ORDER WINS)"]
    ]
    for serving in defaults {
      let style = serving.style == .none ? "-" : serving.style.name
      let ties = serving.tiedWith.isEmpty ? "-" : serving.tiedWith.joined(separator: ", ")
      if let winner = serving.winner {
        rows.append([serving.operation.rawValue, style, winner.item.id, "\(winner.rank)", ties])
      } else {
        rows.append([serving.operation.rawValue, style, "system", "\(serving.systemRank)", "-"])
      }
    }
    return rows
  }

  /// `text` with two spaces before each line.
  static func indented(_ text: String) -> String {
    // Lines cut on their UTF-8 bytes: 0x0A is never part of another character, and
    // cells are escaped, so no carriage return precedes a newline.
    // The bytes read in place (withUTF8), not through the UTF-8 view's iterator.
    var text = text
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + text.utf8.count / 16)
    var isLineStart = true
    text.withUTF8 { utf8 in
      for byte in utf8 {
        if isLineStart && byte != UInt8(ascii: "\n") {
          bytes.append(UInt8(ascii: " "))
          bytes.append(UInt8(ascii: " "))
        }
        bytes.append(byte)
        isLineStart = byte == UInt8(ascii: "\n")
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// ``serves(_:in:)``, made again only when the operations or styles differ from the
  /// last asked about.
  struct ServesText {
    private var last:
      (operations: [TransitionOperation], styles: [ModalPresentationStyle], text: String)?

    mutating func text(
      _ operations: [TransitionOperation], in styles: [ModalPresentationStyle]
    ) -> String {
      if let last, last.operations == operations, last.styles == styles { return last.text }
      let text = serves(operations, in: styles)
      last = (operations, styles, text)
      return text
    }
  }

  /// `present,dismiss in custom,fullScreen`, `push,pop`, or `-` for none (a view
  /// controller).
  static func serves(
    _ operations: [TransitionOperation], in styles: [ModalPresentationStyle]
  ) -> String {
    guard !operations.isEmpty else { return "-" }
    // Appended in place, without arrays of names to join (a row each in `list`).
    var text = ""
    for (index, operation) in operations.enumerated() {
      if index > 0 { text += "," }
      text += operation.rawValue
    }
    let modal = operations.contains(.present) || operations.contains(.dismiss)
    guard modal, !styles.isEmpty else { return text }
    text += " in "
    for (index, style) in styles.enumerated() {
      if index > 0 { text += "," }
      text += style.name
    }
    return text
  }
}

/// `transhost info ID`.
enum InfoCommand {
  static func run(_ options: InspectOptions, name: String) -> ExitCode {
    let registry = Transhost.loadRegistry(options.plugins)
    let entry: PluginRegistry.Entry
    switch registry.item(named: name) {
    case .success(.animator(let found)): entry = found
    case .success(.object(let object)):
      Output.out(options.json ? object.json.text + "\n" : text(of: object))
      return .success
    case .failure(let error):
      // An unknown animator is a named thing that is not there, in every command (66).
      Output.error("error: \(error)\n")
      return .unreadableInput
    }
    if options.json {
      Output.out(entry.json.text + "\n")
      return .success
    }
    let d = entry.descriptor
    // Each string from the plugin or the file system is escaped once, here; the text is
    // then written as it is.
    var text =
      "\(d.name.escapedForTerminal) (\(d.id.escapedForTerminal)) \(d.version.escapedForTerminal)\n"
    if !d.summary.isEmpty { text += "  \(d.summary.escapedForTerminal)\n" }
    text += "  vendor:       \(d.vendor.isEmpty ? "-" : d.vendor.escapedForTerminal)\n"
    text += "  operations:   \(d.operations.map(\.rawValue).joined(separator: ", "))\n"
    text +=
      "  styles:       \(d.styles.isEmpty ? "-" : d.styles.map(\.name).joined(separator: ", ").escapedForTerminal)\n"
    text += "  interactive:  \(d.supportsInteractive ? "yes" : "no")\n"
    text += "  rank:         \(d.rank)\n"
    text += "  duration:     \(formatNumber(d.defaultDuration)) s\n"
    text += "  path:         \(entry.plugin.path.escapedForTerminal)\n"
    text += "  built with:   \((entry.plugin.builtWith ?? "unknown").escapedForTerminal)\n"
    if let warning = entry.plugin.compilerWarning {
      text += "  warning:      \(warning.escapedForTerminal)\n"
    }
    text += parameterLines(d.parameters)
    Output.out(text)
    return .success
  }

  /// `info` of a delegate or view controller: its kind, what it serves, its rank and
  /// parameters.
  static func text(of entry: PluginRegistry.ObjectEntry) -> String {
    let d = entry.descriptor
    var text =
      "\(d.name.escapedForTerminal) (\(d.id.escapedForTerminal)) \(d.version.escapedForTerminal)\n"
    if !d.summary.isEmpty { text += "  \(d.summary.escapedForTerminal)\n" }
    text += "  kind:         \(d.kind)\n"
    text += "  vendor:       \(d.vendor.isEmpty ? "-" : d.vendor.escapedForTerminal)\n"
    text +=
      "  operations:   \(d.operations.isEmpty ? "-" : d.operations.map(\.rawValue).joined(separator: ", "))\n"
    text +=
      "  styles:       \(d.styles.isEmpty ? "-" : d.styles.map(\.name).joined(separator: ", "))\n"
    text += "  rank:         \(d.rank)\n"
    text += "  path:         \(entry.plugin.path.escapedForTerminal)\n"
    text += "  built with:   \((entry.plugin.builtWith ?? "unknown").escapedForTerminal)\n"
    if let warning = entry.plugin.compilerWarning {
      text += "  warning:      \(warning.escapedForTerminal)\n"
    }
    return text + parameterLines(d.parameters)
  }

  /// The `parameters:` lines of `info`, each string from the plugin escaped once.
  static func parameterLines(_ parameters: [AnimatorParameter]) -> String {
    var text = ""
    if parameters.isEmpty {
      text += "  parameters:   none\n"
    } else {
      text += "  parameters:\n"
      for parameter in parameters {
        var line = "    \(parameter.name.escapedForTerminal): \(parameter.kind.rawValue)"
        if !parameter.choices.isEmpty {
          line += " (\(parameter.choices.joined(separator: " | ").escapedForTerminal))"
        }
        if let range = parameter.range {
          line += " in \(formatNumber(range.lowerBound))...\(formatNumber(range.upperBound))"
        }
        line += ", default \((parameter.defaultValue ?? "none").escapedForTerminal)"
        if !parameter.summary.isEmpty { line += ": \(parameter.summary.escapedForTerminal)" }
        text += line + "\n"
      }
    }
    return text
  }
}
