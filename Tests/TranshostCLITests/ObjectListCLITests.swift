import Foundation
import Testing
import TranshostTestSupport

/// `list` and `info` of a plugin with an object factory: a KIND column beside RANK, the
/// delegates counted in the default per style and operation, JSON lines with `kind`.
@Suite(.serialized) struct ObjectListCLITests {
  /// One `objects.c` plugin: the animator `org.fixture.fade` (secondary) and four
  /// objects, its transitioning delegate `org.fixture.sheet` primary.
  static func directory() throws -> (directory: URL, path: String) {
    let directory = try TestDirectory.make("object-list-cli")
    let library = try FixtureCompiler.compile(
      "objects", into: directory, defines: ["OBJ0_RANK=TRANSHOST_RANK_PRIMARY"])
    return (directory, library.path)
  }

  /// `transhost list` of `directory` alone, without the cache, with `extra` arguments.
  static func list(_ directory: URL, _ extra: [String] = []) throws -> Subprocess.Result {
    try CLITests.transhost(
      ["list", "--no-default-path", "--no-cache", "--plugin-path", directory.path] + extra)
  }

  @Test("list shows every object's kind and rank, and delegates serving by default")
  func listTable() throws {
    let (directory, p) = try Self.directory()
    let result = try Self.list(directory)
    #expect(result.stderr == "")
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        ID                     NAME            VERSION  KIND                    RANK       SERVES                                INTERACTIVE  PATH
        org.fixture.fade       Fixture Fade    1.0.0    animator                secondary  present,dismiss in custom,fullScreen  yes          \(p)
        org.fixture.sheet      Sheet Delegate  1.0.0    transitioning delegate  primary    present,dismiss in custom,fullScreen  -            \(p)
        org.fixture.navigator  Navigator       1.0.0    navigation delegate     secondary  push,pop                              -            \(p)
        org.fixture.tabs       Tabs            1.0.0    tab bar delegate        secondary  tab                                   -            \(p)
        org.fixture.detail     Detail          2.0.0    view controller         none       -                                     -            \(p)

        by default (no choice, no mapping), by rank:
          OPERATION  STYLE       SERVED BY          RANK       TIED WITH (FIRST IN SEARCH ORDER WINS)
          present    fullScreen  org.fixture.sheet  primary    system animator
          dismiss    fullScreen  org.fixture.sheet  primary    system animator
          present    custom      org.fixture.sheet  primary    -
          dismiss    custom      org.fixture.sheet  primary    -
          push       -           system             primary    -
          pop        -           system             primary    -
          tab        -           org.fixture.tabs   secondary  -

        5 installed: 1 animator, 1 transitioning delegate, 1 navigation delegate, 1 tab bar delegate, 1 view controller

        """)
  }

  @Test("list --json gives each object a line with its kind; --rank reaches a delegate")
  func listJSON() throws {
    let (directory, _) = try Self.directory()
    let result = try Self.list(directory, ["--json", "--rank", "navigator=primary"])
    #expect(result.stderr == "")
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let objects = try lines.prefix(5).map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(
      objects.map { $0["kind"] as? String } == [
        "animator", "transitioningDelegate", "navigationDelegate", "tabBarDelegate",
        "viewController",
      ])
    #expect(
      lines[1].hasPrefix(
        #"{"status":"ok","kind":"transitioningDelegate","id":"org.fixture.sheet","name":"Sheet Delegate","version":"1.0.0","vendor":"tests","summary":"A transitioning delegate of the loader tests.","styles":["custom","fullScreen"],"operations":["present","dismiss"],"rank":"primary","parameters":[{"name":"height","type":"number""#
      ))
    #expect(lines[2].contains(#""rankOverride":{"rank":"primary","origin":"--rank"}"#))
    #expect(
      lines.contains(
        #"{"status":"default","operation":"push","style":"none","servedBy":"org.fixture.navigator","rank":"primary","tiedWith":["system animator"]}"#
      ))
  }

  @Test("info shows an object's kind, what it serves, its rank and parameters")
  func info() throws {
    let (directory, p) = try Self.directory()
    let sheet = try CLITests.transhost([
      "info", "sheet", "--no-default-path", "--no-cache", "--plugin-path", directory.path,
    ])
    #expect(sheet.status == 0)
    #expect(
      sheet.stdout == """
        Sheet Delegate (org.fixture.sheet) 1.0.0
          A transitioning delegate of the loader tests.
          kind:         transitioning delegate
          vendor:       tests
          operations:   present, dismiss
          styles:       custom, fullScreen
          rank:         primary
          path:         \(p)
          built with:   gcc
          parameters:
            height: number in 0...1, default 0.5: The share of the container the sheet covers.

        """)
    let detail = try CLITests.transhost([
      "info", "org.fixture.detail", "--json", "--no-default-path", "--no-cache", "--plugin-path",
      directory.path,
    ])
    #expect(detail.status == 0)
    #expect(
      detail.stdout
        == #"{"status":"ok","kind":"viewController","id":"org.fixture.detail","name":"Detail","version":"2.0.0","vendor":"tests","summary":"A view controller.","styles":[],"operations":[],"rank":"none","parameters":[],"path":""#
        + p + #"","builtWith":"gcc"}"# + "\n")
    let unknown = try CLITests.transhost([
      "info", "sheat", "--no-default-path", "--no-cache", "--plugin-path", directory.path,
    ])
    #expect(unknown.status == 66)
    #expect(unknown.stderr == "error: unknown animator 'sheat'; did you mean 'sheet'?\n")
  }

  @Test("list warns of a mapping to a view controller, saying what it is")
  func mappingToController() throws {
    let (directory, _) = try Self.directory()
    let result = try Self.list(directory, ["--use", "custom=detail"])
    #expect(
      result.stderr
        == "warning: --use: 'detail' is the view controller 'org.fixture.detail', not an "
        + "animator; make it with 'controller NAME class org.fixture.detail'\n")
  }
}

extension ObjectListCLITests {
  @Test("a plugin with only the object factory is listed, nothing refused")
  func objectOnlyPlugin() throws {
    let directory = try TestDirectory.make("object-only-cli")
    let library = try FixtureCompiler.compile(
      "objects", into: directory,
      defines: ["FIXTURE_NO_ANIMATOR_FACTORY=1", "FIXTURE_REQUIRED_MINOR=3", "OBJECT_COUNT=1"])
    let result = try Self.list(directory)
    #expect(result.stderr == "")
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        ID                 NAME            VERSION  KIND                    RANK       SERVES                                INTERACTIVE  PATH
        org.fixture.sheet  Sheet Delegate  1.0.0    transitioning delegate  secondary  present,dismiss in custom,fullScreen  -            \(library.path)

        by default (no choice, no mapping), by rank:
          OPERATION  STYLE       SERVED BY          RANK       TIED WITH (FIRST IN SEARCH ORDER WINS)
          present    fullScreen  system             primary    -
          dismiss    fullScreen  system             primary    -
          present    custom      org.fixture.sheet  secondary  -
          dismiss    custom      org.fixture.sheet  secondary  -

        1 installed: 1 transitioning delegate

        """)
  }
}
