import Testing

@testable import PluginHost

/// What the bridge owns until a run ends: destroyed in the order it was taken, and only
/// what is still alive is kept (a run of many transitions must not accumulate entries).
@Suite struct BridgeObjectsTests {
  final class Owned {}

  @Test func theEndDestroysWhatIsLeftInTheOrderItWasTaken() {
    let objects = BridgeObjects()
    let owned = (0..<5).map { _ in Owned() }
    var destroyed: [Int] = []
    for (index, object) in owned.enumerated() {
      objects.own(object) { destroyed.append(index) }
    }
    objects.disown(owned[1])
    // Owned again with a new `destroy`: the new one runs, in the first place.
    objects.own(owned[0]) { destroyed.append(10) }
    objects.endRun()
    #expect(destroyed == [10, 2, 3, 4])
    #expect(objects.ownedObjectCount == 0)
  }

  @Test func objectsThatDestroyThemselvesLeaveNothingBehind() {
    let objects = BridgeObjects()
    var destroyed = 0
    for _ in 0..<10_000 {
      let object = Owned()
      objects.own(object) { destroyed += 1 }
      objects.disown(object)
    }
    let kept = Owned()
    objects.own(kept) { destroyed += 1 }
    #expect(objects.ownedObjectCount == 1)
    objects.endRun()
    #expect(destroyed == 1)
  }
}
