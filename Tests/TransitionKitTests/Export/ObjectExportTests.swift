import CTransitionABI
import Foundation
import Testing

@testable import TransitionKit

/// The object factory a plugin's `ObjectDefinition`s make: descriptors, `create_object`,
/// `create_controller`, and the entry's `required_host_minor`.
@Suite(.serialized) struct ObjectExportTests {
  static func text(_ pointer: UnsafePointer<CChar>?) -> String? {
    pointer.map { String(cString: $0) }
  }

  @Test("each definition becomes its descriptor: kind, texts, styles, operation bits, rank")
  func descriptors() throws {
    let factory = try #require(ProbePlugin.objectFactory).pointee
    #expect(factory.struct_size == UInt32(MemoryLayout<transhost_object_factory_t>.size))
    #expect(factory.count?() == 4)
    #expect(factory.descriptor?(4) == nil)
    let sheet = try #require(factory.descriptor?(0)).pointee
    #expect(sheet.struct_size == UInt32(MemoryLayout<transhost_object_descriptor_t>.size))
    #expect(sheet.kind == Int32(TRANSHOST_OBJECT_TRANSITIONING_DELEGATE))
    #expect(Self.text(sheet.id) == "org.test.sheet")
    #expect(Self.text(sheet.name) == "Sheet")
    #expect(Self.text(sheet.version) == "1.2.0")
    #expect(Self.text(sheet.vendor) == "Tests")
    #expect(Self.text(sheet.summary) == "Serves sheets.")
    #expect((0..<Int(sheet.style_count)).map { sheet.styles[$0] } == [4, 5])
    #expect(sheet.operations == 0b11)
    #expect(sheet.rank == Int32(TRANSHOST_RANK_MARGINAL))
    let navigation = try #require(factory.descriptor?(1)).pointee
    #expect(navigation.kind == Int32(TRANSHOST_OBJECT_NAVIGATION_DELEGATE))
    #expect(navigation.operations == 0b1100)
    #expect(navigation.rank == Int32(TRANSHOST_RANK_SECONDARY))
    let tabs = try #require(factory.descriptor?(2)).pointee
    #expect(tabs.kind == Int32(TRANSHOST_OBJECT_TAB_BAR_DELEGATE))
    #expect(tabs.operations == 0b10000)
    #expect(tabs.rank == Int32(TRANSHOST_RANK_PRIMARY))
    let detail = try #require(factory.descriptor?(3)).pointee
    #expect(detail.kind == Int32(TRANSHOST_OBJECT_VIEW_CONTROLLER))
    #expect(detail.styles == nil && detail.style_count == 0 && detail.operations == 0)
    #expect(detail.rank == Int32(TRANSHOST_RANK_NONE))
  }

  @Test("create_object makes a registered delegate whose answers reach Swift")
  func createObject() throws {
    let factory = try #require(ProbePlugin.objectFactory).pointee
    let host = FakeHost()
    var out: UnsafeMutableRawPointer?
    let status = ProbePlugin.withRequest {
      factory.create_object?("org.test.sheet", $0, host.host, &out)
    }
    #expect(status == Int32(TRANSHOST_OK))
    let delegate = try #require(out).assumingMemoryBound(
      to: transhost_transitioning_delegate_t.self)
    defer { delegate.pointee.destroy?(delegate) }
    let animator = try #require(delegate.pointee.animator_for_presented?(delegate, 1, 2, 3))
    defer { animator.pointee.destroy?(animator) }
    #expect((AnimatorInstance.from(animator)?.animator as? SampleAnimator)?.name == "sheet")
    #expect(host.calls == [])
  }

  @Test(
    "create_object refuses a view controller id and an unknown id; create_controller a delegate")
  func wrongKinds() throws {
    let factory = try #require(ProbePlugin.objectFactory).pointee
    let host = FakeHost()
    var object: UnsafeMutableRawPointer?
    var controller: UInt64 = 0
    ProbePlugin.withRequest { request in
      #expect(
        factory.create_object?("org.test.detail", request, host.host, &object)
          == Int32(TRANSHOST_E_INVALID_ARGUMENT))
      #expect(
        factory.create_object?("org.test.nobody", request, host.host, &object)
          == Int32(TRANSHOST_E_INVALID_ARGUMENT))
      #expect(
        factory.create_controller?("org.test.sheet", "x", request, host.host, &controller)
          == Int32(TRANSHOST_E_INVALID_ARGUMENT))
    }
    #expect(object == nil && controller == 0)
  }

  @Test("create_controller makes the view controller, named as the host asks")
  func createController() throws {
    let factory = try #require(ProbePlugin.objectFactory).pointee
    let host = FakeHost()
    defer { host.endRun() }
    var controller: UInt64 = 0
    let status = ProbePlugin.withRequest {
      factory.create_controller?("org.test.detail", "detail", $0, host.host, &controller)
    }
    #expect(status == Int32(TRANSHOST_OK))
    #expect(controller == 501)
    #expect(host.calls.first == "controller 501 detail")
    #expect(PluginSession(host: host.host).controller(501) is SampleDetailViewController)
  }

  @Test("a plugin that exports objects only asks for a 1.3 host; with animators, any host")
  func requiredHostMinor() {
    let objectsOnly = ExportedPlugin(
      exports: [
        ObjectDefinition.viewController(id: "a", name: "A") { _ in UIViewController() }
      ], callbacks: TwoImagesTests.callbacks)
    #expect(objectsOnly.entry.pointee.required_host_minor == 3)
    let both = ExportedPlugin(
      exports: [
        AnimatorDefinition(id: "b", name: "B") { _ in SampleAnimator(name: "b") },
        ObjectDefinition.viewController(id: "a", name: "A") { _ in UIViewController() },
      ], callbacks: TwoImagesTests.callbacks)
    #expect(both.entry.pointee.required_host_minor == 0)
    #expect(both.definitions.count == 1 && both.objects.count == 1)
  }
}
