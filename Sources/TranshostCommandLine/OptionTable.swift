/// The one declaration of every `transhost` option: the parser, the help pages, the
/// options an isolated helper is given (and later shell completion) all read it.
public enum OptionTable {
  static let findingPlugins: Set<CommandName> = [.run, .list, .info, .validate]
  static let every = Set(CommandName.allCases)

  public static let pluginPath = CommandOption(
    "--plugin-path", value: .text, valueName: "DIRS", commands: findingPlugins,
    help: [
      "Search DIRS (colon-separated) first, then $TRANSHOST_PLUGIN_PATH,",
      "then the directory of the transhost executable and",
      "<prefix>/lib/transhost/plugins",
    ], passedToHelpers: true)
  public static let use = CommandOption(
    "--use", value: .text, valueName: "STYLE=ANIMATOR", commands: [.run, .list],
    help: [
      "Serve STYLE with ANIMATOR, e.g. --use 'custom=slide-up(duration: 0.3)'",
      "(repeatable; wins over the configuration file)",
    ],
    pages: [
      .init(
        command: .run, position: 5,
        lines: ["Serve STYLE with ANIMATOR; wins over the script's 'use' lines"])
    ], passedToHelpers: true)
  public static let rank = CommandOption(
    "--rank", value: .text, valueName: "ID=RANK", commands: [.run, .list],
    help: [
      "Give animator ID the rank RANK (none, marginal, secondary, primary",
      "or a number), e.g. --rank org.transhost.zoom=primary (repeatable;",
      "wins over the configuration file's 'rank' lines)",
    ], passedToHelpers: true)
  public static let noDefaultPath = CommandOption(
    "--no-default-path", commands: findingPlugins,
    help: ["Search only --plugin-path and $TRANSHOST_PLUGIN_PATH"], passedToHelpers: true)
  public static let noCache = CommandOption(
    "--no-cache", commands: findingPlugins,
    help: [
      "Scan every plugin again instead of reading the plugin cache",
      "($XDG_CACHE_HOME/transhost/plugins.cache)",
    ], passedToHelpers: true)
  public static let config = CommandOption(
    "--config", value: .text, valueName: "FILE", commands: [.run, .list, .validate],
    help: ["Read style mappings from FILE instead of", "$XDG_CONFIG_HOME/transhost/config"],
    passedToHelpers: true)
  public static let json = CommandOption(
    "--json", commands: findingPlugins,
    help: ["Print JSON Lines instead of a table or an account"],
    pages: [
      .init(
        command: .run, position: 1,
        lines: [
          "Print JSON Lines (events, samples, expectations; schema in",
          "docs/SCRIPT.md) instead of the account",
        ]),
      .init(
        command: .validate, position: 1,
        lines: [
          "One JSON object a line per test (animator, path, test,",
          "status, message), then {\"summary\": {...}} with the counts",
        ]),
    ], passedToHelpers: true)
  public static let verbose = CommandOption(
    "--verbose", short: "-v", commands: findingPlugins,
    help: [
      "Show what plugins print while they are scanned; 'list' also",
      "shows .so files that are not transhost plugins",
    ])
  public static let showHelp = CommandOption(
    "--help", short: "-h", commands: every, help: ["Show help"])
  public static let version = CommandOption(
    "--version", commands: every, help: ["Show the version"])
  public static let fps = CommandOption(
    "--fps", value: .frameRate, valueName: "N", commands: [.run],
    pages: [
      .init(
        command: .run, position: 2,
        lines: [
          "Sample transitions N times a second (default 60, or the", "script's 'fps' line)",
        ])
    ], passedToHelpers: true)
  public static let svg = CommandOption(
    "--svg", value: .outputFile, valueName: "FILE", commands: [.run],
    pages: [
      .init(
        command: .run, position: 3,
        lines: [
          "Write a filmstrip of every transition with plots of the", "properties that moved",
        ])
    ], passedToHelpers: true)
  public static let html = CommandOption(
    "--html", value: .outputFile, valueName: "FILE", commands: [.run],
    pages: [
      .init(
        command: .run, position: 4,
        lines: [
          "Write one self-contained page with the filmstrips and a scrubber",
          "(each FILE a file name, not '' or '-', and not the same for both)",
        ])
    ], passedToHelpers: true)
  public static let isolate = CommandOption(
    "--isolate", commands: [.run],
    pages: [
      .init(
        command: .run, position: 7,
        lines: [
          "Run the scripts in a helper process even when every plugin",
          "installed is bundled with transhost (see --in-process)",
        ])
    ])
  public static let inProcess = CommandOption(
    "--in-process", commands: [.run],
    pages: [
      .init(
        command: .run, position: 6,
        lines: [
          "Run plugins in the transhost process itself: faster by one",
          "process start, but a plugin that crashes ends the run without",
          "its account and one stuck in an endless loop hangs it. By",
          "default, when a plugin not bundled with transhost is installed,",
          "the scripts run in a helper process: a plugin that crashes,",
          "exits, forks, leaves a process running in its own session,",
          "closes the helper's descriptors or hangs fails its transition",
          "(exit 1), naming the plugin, the animator and the call, and the",
          "run goes on; what plugins print is shown labelled on standard",
          "error (at most 64 KiB a stream)",
        ])
    ])
  public static let timeout = CommandOption(
    "--timeout", value: .seconds, valueName: "SECONDS", commands: [.run, .validate],
    pages: [
      .init(
        command: .run, position: 8,
        lines: [
          "Kill a helper that stays inside one plugin call for SECONDS of",
          "wall-clock time (default 10) and fail that transition; given,",
          "it asks for a helper as --isolate does (not with --in-process)",
        ]),
      .init(
        command: .validate, position: 2,
        lines: [
          "Kill a child inside one plugin call, or reporting nothing,",
          "for SECONDS (default 30)",
        ]),
    ])
  public static let limit = CommandOption(
    "--limit", value: .limit, valueName: "NAME=N", commands: [.run],
    pages: [
      .init(
        command: .run, position: 9,
        lines: [
          "Raise or lower one limit on what a plugin may make in one",
          "transition (views, animations, property-animators,",
          "log-messages, log-bytes; see docs/ENGINE.md); past one the",
          "transition is ended as cancelled and reported",
        ])
    ], passedToHelpers: true)
  public static let record = CommandOption(
    "--record", value: .optionalText, valueName: "MODE", commands: [.run],
    pages: [
      .init(
        command: .run, position: 9,
        lines: [
          "Record golden files (docs/GOLDEN.md): 'missing' (the default",
          "of --record alone) records the goldens that do not exist and",
          "compares the others; 'failed' also records again those whose",
          "frames differ; 'all' records every one again; 'never' fails a",
          "script without one. Without --record a script with a golden is",
          "compared with it (a mismatch exits 1 and writes a diff page)",
        ])
    ], passedToHelpers: true)
  public static let goldenDirectory = CommandOption(
    "--golden-dir", value: .text, valueName: "DIR", commands: [.run],
    pages: [
      .init(
        command: .run, position: 10,
        lines: [
          "Keep every script's golden in DIR (DIR/NAME.golden) instead of",
          "in __goldens__/NAME.golden beside the script",
        ])
    ], passedToHelpers: true)
  public static let tolerance = CommandOption(
    "--tolerance", value: .text, valueName: "NAME=N,...", commands: [.run],
    pages: [
      .init(
        command: .run, position: 11,
        lines: [
          "How far a run may be from its golden: position (points, default",
          "0.5), alpha (0.01), color (per channel, 0.01), transform",
          "(0.002), time (seconds, 0.001); repeatable",
        ])
    ], passedToHelpers: true)
  public static let strict = CommandOption(
    "--strict", commands: [.run, .validate],
    pages: [
      .init(
        command: .run, position: 20,
        lines: [
          "Fail the run (exit 1) on any warning (engine rules, unresolved",
          "parameters, plugin warnings, pitfalls), listed at the end;",
          "'strict = true' in the configuration file makes it the default",
        ]),
      .init(
        command: .validate, position: 20,
        lines: [
          "Fail (exit 1) when a test ends 'warning', listed at the",
          "end; 'strict = true' in the configuration file makes it",
          "the default",
        ]),
    ])
  public static let noStrict = CommandOption(
    "--no-strict", commands: [.run, .validate],
    pages: [
      .init(
        command: .run, position: 21,
        lines: ["Warnings do not fail the run (overrides 'strict = true')"]),
      .init(
        command: .validate, position: 21,
        lines: ["Warnings do not fail (overrides 'strict = true')"]),
    ])
  public static let junit = CommandOption(
    "--junit", value: .outputFile, valueName: "FILE", commands: [.run, .validate],
    pages: [
      .init(
        command: .run, position: 22,
        lines: [
          "Write a JUnit XML report: a testsuite per script, a testcase",
          "per expectation (class: script and transition), errors for",
          "scripts that did not run and for crashes, warnings as",
          "failures under --strict (times are virtual)",
        ]),
      .init(
        command: .validate, position: 22,
        lines: [
          "Write a JUnit XML report: a testsuite per animator or",
          "delegate, a testcase per test",
        ]),
    ])
  public static let annotate = CommandOption(
    "--annotate", value: .annotationFormat, valueName: "FORMAT", commands: [.run, .validate],
    pages: [
      .init(
        command: .run, position: 23,
        lines: [
          "github: print GitHub Actions annotations (::error file=...)",
          "for failures and warnings; none: never (default: github",
          "when GITHUB_ACTIONS=true)",
        ]),
      .init(
        command: .validate, position: 23,
        lines: [
          "github: print GitHub Actions annotations for tests that",
          "did not pass; none: never (default: github when",
          "GITHUB_ACTIONS=true)",
        ]),
    ])
  /// Internal: an isolated `run` starts each helper with it.
  public static let isolatedChild = CommandOption("--isolated-child", commands: [.run])
  /// Internal: the transitions earlier helpers crashed in, given to the next helper.
  public static let crashed = CommandOption(
    "--crashed", value: .crashedTransition, valueName: "N=REASON", commands: [.run])

  /// Every option, in the main help's order (the internal ones last).
  public static let all: [CommandOption] = [
    pluginPath, use, rank, noDefaultPath, noCache, config, json, verbose, showHelp, version, fps,
    svg, html, isolate, inProcess, timeout, limit, record, goldenDirectory, tolerance, strict,
    noStrict, junit, annotate, isolatedChild, crashed,
  ]

  /// The option spelled `name` (long or short), if any.
  public static func option(named name: String) -> CommandOption? {
    all.first { $0.name == name || $0.shortName == name }
  }

  /// Every spelling, sorted: what an unknown option is compared with.
  public static var spellings: [String] {
    (all.map(\.name) + all.compactMap(\.shortName)).sorted()
  }

  /// The options on `command`'s help page, in their places.
  public static func page(_ command: CommandName) -> [(option: CommandOption, lines: [String])] {
    all.compactMap { option in
      option.pages.first { $0.command == command }.map { (option, $0) }
    }.sorted { $0.1.position < $1.1.position }.map { ($0.0, $0.1.lines) }
  }

  /// The options the main help lists.
  public static var mainPage: [(option: CommandOption, lines: [String])] {
    all.filter { !$0.help.isEmpty }.map { ($0, $0.help) }
  }

  /// An OPTIONS section: each option's label indented two spaces, its help from
  /// column `width` (on the next line when the label does not leave two spaces),
  /// wrapped to `pageWidth` columns.
  public static func render(
    _ entries: [(option: CommandOption, lines: [String])], width: Int, pageWidth: Int = 80
  ) -> String {
    let indent = String(repeating: " ", count: width)
    var lines: [String] = []
    for (option, help) in entries {
      let label = "  " + option.label
      let text = help.joined(separator: " ")
      if label.count + 2 <= width {
        let first = label + String(repeating: " ", count: width - label.count)
        lines += TextWrapping.wrap(text, width: pageWidth, indent: indent, firstIndent: first)
      } else {
        lines.append(label)
        lines += TextWrapping.wrap(text, width: pageWidth, indent: indent)
      }
    }
    return lines.joined(separator: "\n")
  }
}
