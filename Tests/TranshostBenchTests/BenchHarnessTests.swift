import Foundation
import Testing
import TranshostTestSupport

/// Runs the benchmark harness in its tiny `--quick` configuration: every figure is
/// printed, the table and the JSON are well formed. No timing is checked.
@Suite(.serialized) struct BenchHarnessTests {
  static let harness = TestPaths.products.appendingPathComponent("transhost-bench").path

  /// The engine scenarios, each with throughput and allocation figures.
  static let engineScenarios = [
    "snapshot-zoom", "spring-card", "interactive-cancel", "bottom-sheet", "pan-dismiss",
    "basic-shadow",
  ]

  /// The scenarios run both through the ABI (Benchmarks/plugins/scenarios.c) and built in.
  static let pluginScenarios = ["pan-dismiss", "basic-shadow", "view-controller"]

  /// The allocation scenarios besides the engine's: the C sheet, the built-in view
  /// controller, and the plugin side of each plugin scenario.
  static let otherAllocationScenarios =
    ["c-sheet-plugin", "view-controller"] + pluginScenarios.map { "c-\($0)-plugin" }

  /// Every figure the harness reports, in every configuration.
  static let figureNames: [String] = {
    var names = [
      "scan.cold", "scan.warm", "scan.cold-vs-listplugins", "scan.cold-c", "scan.cold-c.fixed",
      "scan.cold-c.per-file", "scan.warm-vs-floor",
      "scaling.plugins", "memory.plugins", "memory.list", "startup.list", "startup.list-cold",
      "startup.list-cold-no-index",
      "abi.fade", "abi.fade.tracing-on", "engine.c-fade-plugin.tracing-off", "abi.sheet",
      "abi.sheet.vs-builtin",
      "memory.engine",
      "scaling.engine", "scaling.script", "scaling.script-html", "scaling.animation-blocks",
      "scaling.views", "volume.animation-blocks", "volume.views",
      "volume.property-animators",
    ]
    for scenario in engineScenarios {
      for tracing in ["tracing-off", "tracing-on"] {
        let base = "engine.\(scenario).\(tracing)"
        names += [base, base + ".60hz", base + ".120hz"]
      }
      for kind in ["per-sample", "per-steady-frame", "per-transition"] {
        names.append("allocations.\(scenario).\(kind)")
      }
    }
    for scenario in otherAllocationScenarios {
      for kind in ["per-sample", "per-steady-frame", "per-transition"] {
        names.append("allocations.\(scenario).\(kind)")
      }
    }
    for scenario in pluginScenarios {
      names += ["abi.\(scenario)", "abi.\(scenario).vs-builtin"]
    }
    return names
  }()

  static func bench(_ arguments: [String]) throws -> Subprocess.Result {
    try Subprocess.run(harness, arguments, environment: ["TRANSHOST_PLUGIN_PATH": nil])
  }

  @Test("--quick --json prints one valid JSON object with every figure")
  func quickJSON() throws {
    let result = try Self.bench(["--quick", "--json"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["tool"] as? String == "transhost-bench")
    #expect(object["configuration"] as? String == "quick")
    let figures = try #require(object["figures"] as? [[String: Any]])
    let names = figures.compactMap { $0["name"] as? String }
    for name in Self.figureNames {
      #expect(names.contains(name), "missing figure \(name)")
    }
    #expect(Set(names).count == names.count, "a figure is reported twice")
    let statuses: Set<String> = ["met", "missed", "info", "unavailable"]
    for figure in figures {
      let name = figure["name"] as? String ?? "?"
      #expect(statuses.contains(figure["status"] as? String ?? ""), "\(name): bad status")
      #expect(figure["unit"] is String, "\(name): no unit")
      #expect(figure["summary"] is String, "\(name): no summary")
      // A value is a number, or null when the figure could not be measured (with why).
      if figure["value"] is NSNull {
        #expect(figure["status"] as? String == "unavailable", "\(name): null value")
        #expect((figure["note"] as? String)?.isEmpty == false, "\(name): no reason")
      } else {
        #expect(figure["value"] is NSNumber, "\(name): value is not a number")
      }
    }
  }

  @Test("--quick prints the table with every figure and the goals line")
  func quickTable() throws {
    let result = try Self.bench(["--quick", "--only", "scan,startup,memory,abi,scaling"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("transhost-bench: quick configuration") == true)
    #expect(
      lines.contains { $0.hasPrefix("FIGURE") && $0.contains("RATIO") && $0.contains("GOAL") })
    // The engine group was left out: its figures (but not the ABI one) are absent.
    let expected = Self.figureNames.filter { name in
      name != "memory.engine" && !name.hasPrefix("allocations.") && !name.hasPrefix("volume.")
        && (!name.hasPrefix("engine.") || name.hasPrefix("engine.c-fade"))
    }
    for name in expected {
      #expect(lines.contains { $0.hasPrefix(name + " ") }, "missing row \(name)")
    }
    #expect(!lines.contains { $0.hasPrefix("engine.snapshot-zoom") })
    #expect(lines.contains { $0.hasPrefix("goals: ") })
  }

  /// Counts, not timings: the engine's steady state must not touch the heap, and the
  /// counter must see the allocations a transition does make (else it counts nothing).
  @Test("sampling and steady frames allocate nothing; transitions do, and are counted")
  func allocations() throws {
    let result = try Self.bench(["--quick", "--json", "--only", "allocations"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let figures = try #require(object["figures"] as? [[String: Any]])
    var values: [String: Double] = [:]
    for figure in figures {
      if let name = figure["name"] as? String, let value = figure["value"] as? Double {
        values[name] = value
      }
    }
    // Unspecialised generics allocate in a debug build, so the zeros are a property of
    // the optimised engine: .ci/run checks them on the release harness
    // (`--check-counts`); a debug harness must still count and report.
    let isRelease = object["build"] as? String == "release"
    // The engine's scenarios, the C sheet plugin's scene and the plugin scenarios'
    // scenes through the ABI, and the built-in view controller.
    for scenario in Self.engineScenarios + Self.otherAllocationScenarios {
      let base = "allocations.\(scenario)"
      for kind in [".per-sample", ".per-steady-frame"] {
        let value = try #require(values[base + kind], "\(base + kind) not measured")
        if isRelease { #expect(value == 0, "\(base + kind): \(value)") }
      }
      #expect((values[base + ".per-transition"] ?? 0) > 0, "\(scenario): \(values)")
    }
  }

  @Test("an unknown option is a usage error")
  func usage() throws {
    let result = try Self.bench(["--frobnicate"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("unknown option '--frobnicate'"))
    let badPile = try Self.bench(["--pile", "cats=10"])
    #expect(badPile.status == 64)
    #expect(
      badPile.stderr.contains(
        "--pile needs KIND=N, KIND one of animation-blocks, views, property-animators"))
  }
}
