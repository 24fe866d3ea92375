import CTransitionABI
import Foundation
import Testing

@testable import TransitionKit

/// One TransitionKit serving two plugin images (the bundled plugins share one library):
/// each image's entry, factories and animators are its own, found by its image address,
/// as the callbacks `TransitionKitPlugin.entry` compiles into each plugin pass it.
@Suite(.serialized) struct TwoImagesTests {
  /// Callbacks that answer nothing, for exports whose C tables are not called.
  static let callbacks = ImageCallbacks(
    getFactory: { _ in nil }, animatorCount: { 0 }, animatorDescriptor: { _ in nil },
    createAnimator: { _, _, _, _ in Int32(TRANSHOST_E_INVALID_ARGUMENT) }, objectCount: { 0 },
    objectDescriptor: { _ in nil },
    createObject: { _, _, _, _ in Int32(TRANSHOST_E_INVALID_ARGUMENT) },
    createController: { _, _, _, _, _ in Int32(TRANSHOST_E_INVALID_ARGUMENT) })

  /// Two addresses standing for two plugin images.
  nonisolated(unsafe) static let images = UnsafeMutableRawPointer.allocate(
    byteCount: 2, alignment: 1)

  static func descriptorID(image: UnsafeRawPointer, _ index: UInt32) -> String? {
    TransitionKitPlugin.animatorDescriptor(image: image, index).map {
      String(cString: $0.pointee.id)
    }
  }

  @Test("two images exported through one TransitionKit each keep their own entry and animators")
  func twoImages() throws {
    let first = UnsafeRawPointer(Self.images)
    let second = UnsafeRawPointer(Self.images + 1)
    let firstEntry = TransitionKitPlugin.entry(
      [AnimatorDefinition(id: "org.test.first", name: "First") { _ in SampleAnimator(name: "1") }],
      image: first, callbacks: Self.callbacks)
    let secondEntry = TransitionKitPlugin.entry(
      [
        AnimatorDefinition(id: "org.test.second", name: "Second") { _ in
          SampleAnimator(name: "2")
        },
        AnimatorDefinition(id: "org.test.third", name: "Third") { _ in SampleAnimator(name: "3") },
      ], image: second, callbacks: Self.callbacks)
    #expect(firstEntry != nil && secondEntry != nil && firstEntry != secondEntry)
    // A second call for an image returns its first entry.
    #expect(TransitionKitPlugin.entry([], image: first, callbacks: Self.callbacks) == firstEntry)
    #expect(TransitionKitPlugin.animatorCount(image: first) == 1)
    #expect(TransitionKitPlugin.animatorCount(image: second) == 2)
    #expect(Self.descriptorID(image: first, 0) == "org.test.first")
    #expect(Self.descriptorID(image: first, 1) == nil)
    #expect(Self.descriptorID(image: second, 0) == "org.test.second")
    #expect(Self.descriptorID(image: second, 1) == "org.test.third")
    // Each image's factory is its own; an animator of the other image is not found.
    let firstFactory = TransitionKitPlugin.factory(image: first, id: TRANSHOST_ANIMATOR_FACTORY_ID)
    let secondFactory = TransitionKitPlugin.factory(
      image: second, id: TRANSHOST_ANIMATOR_FACTORY_ID)
    #expect(firstFactory != nil && firstFactory != secondFactory)
    var out: UnsafeMutablePointer<transhost_animator_t>?
    #expect(
      TransitionKitPlugin.createAnimator(image: first, "org.test.second", nil, nil, &out)
        == Int32(TRANSHOST_E_INVALID_ARGUMENT))
    // An image that exported nothing has nothing.
    let unknown = UnsafeRawPointer(bitPattern: 8)!
    #expect(TransitionKitPlugin.animatorCount(image: unknown) == 0)
    #expect(TransitionKitPlugin.factory(image: unknown, id: TRANSHOST_ANIMATOR_FACTORY_ID) == nil)
  }
}
