import Foundation
import PluginHost
import Testing
import TranshostTestSupport
import TransitionEngine

/// Plugins with an object factory (ABI 1.3): their delegates and view controllers are
/// read, checked and refused with the care animator descriptors get.
@Suite(.serialized) struct ObjectFactoryLoadingTests {
  /// The registry of one `objects.c` plugin built with `defines`.
  static func scan(
    _ label: String, defines: [String] = []
  ) throws -> (registry: PluginRegistry, path: String) {
    let directory = try TestDirectory.make(label)
    let library = try FixtureCompiler.compile("objects", into: directory, defines: defines)
    let registry = PluginRegistry.scan(directories: [
      PluginDirectory(path: directory.path, origin: .option)
    ])
    return (registry, library.path)
  }

  @Test("a plugin that offers only the object factory loads, with nothing refused")
  func objectOnlyPluginLoads() throws {
    let (registry, _) = try Self.scan(
      "objects-only", defines: ["FIXTURE_NO_ANIMATOR_FACTORY=1", "FIXTURE_REQUIRED_MINOR=3"])
    #expect(registry.refused.map(\.reason) == [])
    #expect(registry.entries.isEmpty)
  }

  @Test("a plugin with neither factory is refused, naming both")
  func neitherFactory() throws {
    let (registry, path) = try Self.scan("objects-none", defines: ["FIXTURE_NO_FACTORY=1"])
    #expect(
      registry.refused.map(\.description) == [
        "'\(path)': get_factory returned NULL for \"org.transhost.animator-factory/1\" and "
          + "\"org.transhost.object-factory/1\"; the plugin serves no animators and no objects"
      ])
  }
}

/// Every refusal of an object descriptor or of the object factory, with its exact reason.
@Suite(.serialized) struct ObjectDescriptorRefusalTests {
  static let push = "TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_PUSH)"
  static let shared =
    "(animators and objects share one id space); give each a unique id"

  static let cases: [(label: String, defines: [String], reason: String)] = [
    (
      "unknown kind", ["OBJ0_KIND=9"],
      "object descriptor 0 is invalid: 'org.fixture.sheet' declares unknown object kind 9 (this "
        + "host knows 0 transitioning delegate, 1 navigation delegate, 2 tab bar delegate, 3 view "
        + "controller); fix the kind, or update transhost if the plugin needs a newer one"
    ),
    (
      "transitioning delegate pushing", ["OBJ0_OPS=\(push)"],
      "object descriptor 0 is invalid: 'org.fixture.sheet' is a transitioning delegate, which "
        + "serves present, dismiss, but declares push; declare only present, dismiss"
    ),
    (
      "navigation delegate of tabs", ["OBJ1_OPS=TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_TAB)"],
      "object descriptor 1 is invalid: 'org.fixture.navigator' is a navigation delegate, which "
        + "serves push, pop, but declares tab; declare only push, pop"
    ),
    (
      "tab bar delegate presenting",
      ["OBJ2_OPS=TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_PRESENT)"],
      "object descriptor 2 is invalid: 'org.fixture.tabs' is a tab bar delegate, which serves "
        + "tab, but declares present; declare only tab"
    ),
    (
      "view controller presenting",
      ["OBJ3_OPS=TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_PRESENT)"],
      "object descriptor 3 is invalid: 'org.fixture.detail' is a view controller, which serves "
        + "no transition itself, but declares present; set operations to 0"
    ),
    (
      "view controller with styles", ["OBJ3_STYLES=fixture_sheet_styles", "OBJ3_STYLE_COUNT=1"],
      "object descriptor 3 is invalid: 'org.fixture.detail' is a view controller but declares "
        + "presentation styles; set styles to NULL and style_count to 0"
    ),
    (
      "view controller ranked", ["OBJ3_RANK=TRANSHOST_RANK_PRIMARY"],
      "object descriptor 3 is invalid: 'org.fixture.detail' is a view controller, which is never "
        + "ranked, but declares rank primary; set rank to TRANSHOST_RANK_NONE"
    ),
    (
      "delegate serving nothing", ["OBJ1_OPS=0"],
      "object descriptor 1 is invalid: 'org.fixture.navigator' is a navigation delegate but "
        + "serves no operations; declare push, pop"
    ),
    (
      "transitioning delegate without styles",
      ["OBJ0_STYLE_COUNT=0"],
      "object descriptor 0 is invalid: 'org.fixture.sheet' serves presentations but declares no "
        + "presentation styles"
    ),
    (
      "negative rank", ["OBJ0_RANK=-1"],
      "object descriptor 0 is invalid: 'org.fixture.sheet' declares rank -1; a rank is "
        + "TRANSHOST_RANK_NONE (0) or more"
    ),
    (
      "id of the plugin's animator", ["OBJ2_ID=\"org.fixture.fade\""],
      "object descriptor 2 is invalid: id 'org.fixture.fade' is already used by animator "
        + "descriptor 0 of this plugin \(shared)"
    ),
    (
      "id of another object", ["OBJ3_ID=\"org.fixture.sheet\""],
      "object descriptor 3 is invalid: id 'org.fixture.sheet' is already used by object "
        + "descriptor 0 of this plugin \(shared)"
    ),
    (
      "struct_size below 1.3", ["OBJ0_SIZE=TRANSHOST_OBJECT_DESCRIPTOR_SIZE_1_3-4"],
      "object descriptor 0 is invalid: struct_size is 76, smaller than the 80 bytes ABI 1.3 "
        + "requires; set it to sizeof(transhost_object_descriptor_t)"
    ),
    (
      "struct_size past the maximum", ["OBJ0_SIZE=TRANSHOST_OBJECT_DESCRIPTOR_SIZE_MAX+8"],
      "object descriptor 0 is invalid: struct_size is 4104, larger than "
        + "TRANSHOST_OBJECT_DESCRIPTOR_SIZE_MAX (4096); set it to sizeof(transhost_object_descriptor_t)"
    ),
    (
      "NULL descriptor", ["OBJECT_NULL_DESCRIPTOR=1"],
      "object descriptor 1 is invalid: the object factory returned NULL for it"
    ),
    (
      "bad id", ["OBJ0_ID=\"Sheet\""],
      "object descriptor 0 is invalid: id 'Sheet' is not a reverse-DNS id such as "
        + "'org.example.slide'"
    ),
  ]

  @Test("an object descriptor is refused with the exact reason; the others load", arguments: cases)
  func refusal(label: String, defines: [String], reason: String) throws {
    let (registry, path) = try ObjectFactoryLoadingTests.scan("object-refusal", defines: defines)
    #expect(registry.refused.map(\.description) == ["'\(path)': \(reason)"], "\(label)")
    #expect(registry.objects.count == 3, "\(label)")
    #expect(registry.entries.map(\.descriptor.id) == ["org.fixture.fade"], "\(label)")
  }

  @Test("a delegate the factory cannot make (create_object NULL) is refused, naming the member")
  func noCreateObject() throws {
    let (registry, path) = try ObjectFactoryLoadingTests.scan(
      "object-no-create", defines: ["OBJECT_NO_CREATE_OBJECT=1"])
    #expect(
      registry.refused.first.map(\.description)
        == "'\(path)': object descriptor 0 is invalid: 'org.fixture.sheet' is a transitioning "
        + "delegate, but the object factory's create_object is NULL; set it")
    #expect(registry.refused.count == 3)
    #expect(registry.objects.map(\.descriptor.id) == ["org.fixture.detail"])
  }

  @Test("an object factory smaller than ABI 1.3's refuses the plugin, saying what to set")
  func factoryTooSmall() throws {
    let (registry, path) = try ObjectFactoryLoadingTests.scan(
      "object-factory-small", defines: ["OBJECT_FACTORY_SIZE=16"])
    #expect(
      registry.refused.map(\.description) == [
        "'\(path)': its transhost_object_factory_t is 16 bytes or lacks count or descriptor, but "
          + "ABI 1.3 requires 40 bytes and both; set struct_size to "
          + "sizeof(transhost_object_factory_t) and fill count and descriptor"
      ])
    #expect(registry.items.isEmpty)
  }
}

/// What a good object factory gives: every kind read as declared, in the plugin's order,
/// after its animators; objects of a later plugin with the same ids are shadowed.
@Suite(.serialized) struct ObjectDescriptorReadingTests {
  @Test("each kind is read with its styles, operations, parameters and rank")
  func everyKind() throws {
    let (registry, path) = try ObjectFactoryLoadingTests.scan("objects-good")
    #expect(registry.refused.isEmpty)
    let objects = registry.objects.map(\.descriptor)
    #expect(
      objects.map(\.kind) == [
        .transitioningDelegate, .navigationDelegate, .tabBarDelegate, .viewController,
      ])
    #expect(
      objects.map(\.id) == [
        "org.fixture.sheet", "org.fixture.navigator", "org.fixture.tabs", "org.fixture.detail",
      ])
    #expect(objects.map(\.operations) == [[.present, .dismiss], [.push, .pop], [.tab], []])
    #expect(objects.map(\.styles) == [[.custom, .fullScreen], [], [], []])
    #expect(objects.map(\.rank) == [.secondary, .secondary, .secondary, .none])
    #expect(
      objects[0].parameters == [
        AnimatorParameter(
          name: "height", kind: .number, defaultValue: "0.5",
          summary: "The share of the container the sheet covers.", range: 0...1)
      ])
    #expect(
      objects[0].vendor == "tests" && objects[1].vendor == "" && objects[3].version == "2.0.0")
    #expect(
      registry.items.map(\.id) == [
        "org.fixture.fade", "org.fixture.sheet", "org.fixture.navigator", "org.fixture.tabs",
        "org.fixture.detail",
      ])
    #expect(registry.objects.allSatisfy { $0.plugin.path == path })
    #expect(objects[0].serves(.present, style: .custom))
    #expect(!objects[0].serves(.present, style: .pageSheet))
    #expect(objects[1].serves(.pop, style: .none))
    #expect(!objects[3].serves(.present, style: .custom))
  }

  @Test("a scan in a helper process gives the same objects as one in process")
  func helperScanCarriesObjects() throws {
    let directory = try TestDirectory.make("objects-helper")
    try FixtureCompiler.compile("objects", into: directory)
    let directories = [PluginDirectory(path: directory.path, origin: .option)]
    let inProcess = PluginRegistry.scan(directories: directories)
    let helper = PluginRegistry.scan(
      directories: directories,
      scanner: .helper(executable: TranshostBinary.path))
    #expect(helper.refused.map(\.description) == [])
    #expect(helper.objects.map(\.descriptor) == inProcess.objects.map(\.descriptor))
    #expect(helper.objects.count == 4)
  }

  @Test("an object id another plugin already has is shadowed, as an animator id is")
  func shadowedAcrossPlugins() throws {
    let directory = try TestDirectory.make("objects-shadowed")
    let first = try FixtureCompiler.compile("objects", into: directory, output: "liba.so")
    let second = try FixtureCompiler.compile(
      "objects", into: directory, output: "libb.so",
      defines: ["FIXTURE_ID=\"org.fixture.other\"", "OBJ3_ID=\"org.fixture.fade\""])
    let registry = PluginRegistry.scan(directories: [
      PluginDirectory(path: directory.path, origin: .option)
    ])
    #expect(registry.refused.isEmpty)
    #expect(
      registry.shadowed == [
        .init(id: "org.fixture.sheet", path: second.path, winnerPath: first.path),
        .init(id: "org.fixture.navigator", path: second.path, winnerPath: first.path),
        .init(id: "org.fixture.tabs", path: second.path, winnerPath: first.path),
        .init(id: "org.fixture.fade", path: second.path, winnerPath: first.path),
      ])
    #expect(registry.entries.map(\.descriptor.id) == ["org.fixture.fade", "org.fixture.other"])
  }

  @Test("an ABI 1.0 plugin and a 1.2 one have no objects, and their animators are unchanged")
  func oldShapes() throws {
    let directory = try TestDirectory.make("objects-old")
    try FixtureCompiler.compile(
      "good", into: directory, output: "libv10.so", defines: ["FIXTURE_ID=\"org.fixture.v10\""],
      header: TestPaths.abi10Include)
    try FixtureCompiler.compile("good", into: directory, output: "libv12.so")
    let registry = PluginRegistry.scan(directories: [
      PluginDirectory(path: directory.path, origin: .option)
    ])
    #expect(registry.refused.isEmpty)
    #expect(registry.objects.isEmpty)
    #expect(registry.entries.map(\.descriptor.id) == ["org.fixture.v10", "org.fixture.fade"])
    #expect(registry.items.map(\.kindName) == ["animator", "animator"])
  }
}
