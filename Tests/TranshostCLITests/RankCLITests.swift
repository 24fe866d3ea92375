import Foundation
import Testing
import TranshostTestSupport

/// Ranks end to end: the bundled plugins leave UIKit's own animation alone, `list`
/// shows each rank and the default per style and operation, `--rank` overrides.
@Suite(.serialized) struct RankCLITests {
  /// Two fixtures declaring custom and fullScreen: `alpha` then `beta`, both secondary.
  static func directory() throws -> URL {
    let directory = try TestDirectory.make("rank-cli")
    try FixtureCompiler.compile(
      "good", into: directory, output: "liba.so", defines: ["FIXTURE_ID=\"org.fixture.alpha\""])
    try FixtureCompiler.compile(
      "good", into: directory, output: "libb.so", defines: ["FIXTURE_ID=\"org.fixture.beta\""])
    return directory
  }

  @Test(
    "with the bundled plugins and no configuration, a fullScreen presentation is the system cover")
  func bundledPluginsLeaveTheCover() throws {
    let directory = try TestDirectory.make("rank-cli-fullscreen")
    let script = directory.appendingPathComponent("cover.transhost")
    try """
    controller home color #FFFFFF
    controller detail color #000000
    root home
    present detail from home style fullScreen
    expect animator system.coverVertical
    dismiss detail
    present detail from home style custom

    """.write(to: script, atomically: true, encoding: .utf8)
    let result = try CLITests.transhost(
      ["run", script.path], environment: ["XDG_CONFIG_HOME": directory.path])
    #expect(result.stderr == "")
    #expect(result.status == 0)
    #expect(
      result.stdout.contains(
        "  animator: system.coverVertical (no plugin serving present in fullScreen outranks the "
          + "system animator (primary); passed over 'org.transhost.c-fade' (secondary), "))
    #expect(
      result.stdout.contains(
        "  animator: org.transhost.c-fade(duration: 0.3) (highest rank (secondary) declaring "
          + "custom; tied with 'org.transhost.cross-dissolve', 'org.transhost.push', "
          + "'org.transhost.slide-up', 'org.transhost.spring-card', 'org.transhost.zoom', first "
          + "in search order)"))
  }

  @Test("list shows each rank, the default per style and operation, and the ties")
  func listShowsRanks() throws {
    let directory = try Self.directory()
    let a = directory.appendingPathComponent("liba.so").path
    let b = directory.appendingPathComponent("libb.so").path
    let result = try CLITests.transhost(
      ["list", "--no-default-path", "--plugin-path", directory.path, "--rank", "beta=primary"],
      environment: ["XDG_CONFIG_HOME": directory.path])
    #expect(result.stderr == "")
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        ID                 NAME          VERSION  KIND      RANK              SERVES                                INTERACTIVE  PATH
        org.fixture.alpha  Fixture Fade  1.0.0    animator  secondary         present,dismiss in custom,fullScreen  yes          \(a)
        org.fixture.beta   Fixture Fade  1.0.0    animator  primary (--rank)  present,dismiss in custom,fullScreen  yes          \(b)

        by default (no choice, no mapping), by rank:
          OPERATION  STYLE       SERVED BY         RANK     TIED WITH (FIRST IN SEARCH ORDER WINS)
          present    fullScreen  org.fixture.beta  primary  system animator
          dismiss    fullScreen  org.fixture.beta  primary  system animator
          present    custom      org.fixture.beta  primary  -
          dismiss    custom      org.fixture.beta  primary  -

        2 installed: 2 animators

        """)
    let plain = try CLITests.transhost(
      ["list", "--json", "--no-default-path", "--plugin-path", directory.path],
      environment: ["XDG_CONFIG_HOME": directory.path])
    let defaults = plain.stdout.split(separator: "\n").filter {
      $0.hasPrefix(#"{"status":"default""#)
    }
    #expect(
      defaults.map(String.init) == [
        #"{"status":"default","operation":"present","style":"fullScreen","servedBy":null,"rank":"primary","tiedWith":[]}"#,
        #"{"status":"default","operation":"dismiss","style":"fullScreen","servedBy":null,"rank":"primary","tiedWith":[]}"#,
        #"{"status":"default","operation":"present","style":"custom","servedBy":"org.fixture.alpha","rank":"secondary","tiedWith":["org.fixture.beta"]}"#,
        #"{"status":"default","operation":"dismiss","style":"custom","servedBy":"org.fixture.alpha","rank":"secondary","tiedWith":["org.fixture.beta"]}"#,
      ])
  }

  @Test("info shows the rank")
  func infoShowsRank() throws {
    let directory = try Self.directory()
    let result = try CLITests.transhost(
      ["info", "alpha", "--no-default-path", "--plugin-path", directory.path])
    #expect(result.status == 0)
    #expect(result.stdout.contains("\n  interactive:  yes\n  rank:         secondary\n"))
  }

  @Test("a bad --rank is a usage error with did-you-mean; a bad 'rank' line names line:column")
  func badRanks() throws {
    let directory = try Self.directory()
    let bad = try CLITests.transhost(
      ["list", "--no-default-path", "--plugin-path", directory.path, "--rank", "beta=secundary"],
      environment: ["XDG_CONFIG_HOME": directory.path])
    #expect(bad.status == 64)
    #expect(
      bad.stderr
        == "error: --rank 'beta=secundary': column 6: unknown rank 'secundary'; did you mean "
        + "'secondary'?\nhint: run 'transhost --help' for usage\n")
    let config = directory.appendingPathComponent("bad-config")
    try "rank beta = top\n".write(to: config, atomically: true, encoding: .utf8)
    let file = try CLITests.transhost(
      ["list", "--no-default-path", "--plugin-path", directory.path, "--config", config.path])
    #expect(file.status == 65)
    #expect(
      file.stderr
        == "\(config.path):1:13: error: unknown rank 'top' (ranks: none, marginal, secondary, "
        + "primary, or a number >= 0)\n")
  }

  @Test("run refuses a rank for an animator that is not installed, as it refuses a mapping to one")
  func runRefusesUnknownRankedAnimators() throws {
    let directory = try Self.directory()
    let script = directory.appendingPathComponent("plain.transhost")
    try "controller home\ncontroller detail\nroot home\npresent detail from home\n".write(
      to: script, atomically: true, encoding: .utf8)
    let option = try CLITests.transhost(
      [
        "run", "--no-default-path", "--plugin-path", directory.path, "--rank", "gamma=primary",
        script.path,
      ],
      environment: ["XDG_CONFIG_HOME": directory.path])
    #expect(option.status == 66)
    #expect(
      option.stderr
        == "error: --rank: rank of 'gamma': unknown animator 'gamma'; run 'transhost list' to see "
        + "the installed animators\nhint: run 'transhost help run' for its options\n")
    #expect(option.stdout == "")
    let config = directory.appendingPathComponent("rank-config")
    try "rank alpah = primary\n".write(to: config, atomically: true, encoding: .utf8)
    let file = try CLITests.transhost(
      [
        "run", "--no-default-path", "--plugin-path", directory.path, "--config", config.path,
        script.path,
      ])
    #expect(file.status == 65)
    #expect(
      file.stderr
        == "\(config.path):1: error: rank of 'alpah': unknown animator 'alpah'; did you mean "
        + "'alpha'?\n")
  }
}
