import Testing

@testable import TransitionEngine

/// A view's and a group's lists of tracks give their tracks in the order added, whatever
/// order the others left in, and let go of a track that left.
@Suite struct TrackListTests {
  /// A way tracks leave a view's list: the indices (in the order added) of those that
  /// leave, in the order they leave.
  struct Case: CustomTestStringConvertible {
    let name: String
    let count: Int
    let leaving: [Int]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "one track", count: 1, leaving: [0]),
    Case(name: "two, the second first", count: 2, leaving: [1]),
    Case(name: "in the order added", count: 40, leaving: Array(0..<30)),
    Case(name: "newest first", count: 40, leaving: Array((5..<40).reversed())),
    Case(
      name: "every tenth, then the next of each ten (as the scaling pile ends)", count: 100,
      leaving: (0..<8).flatMap { offset in stride(from: offset, to: 100, by: 10) }),
    Case(name: "all but the first", count: 64, leaving: Array(1..<64)),
    Case(name: "all", count: 50, leaving: (0..<50).map { ($0 * 7) % 50 }),
  ]

  /// `count` tracks of a new view, each in a group of its own, in the order added,
  /// alternately of an additive property and a replaced one.
  static func tracks(_ count: Int) -> (Engine, [AnimationTrack]) {
    let engine = Engine(configuration: Engine.Configuration(isTracing: false))
    let view = engine.makeView(name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let tracks = (0..<count).map { index in
      let group = engine.animations.makeGroup(
        kind: .clock, label: "g", duration: 1, state: .held(fraction: 0, values: .alongCurve))
      let property: AnimatableProperty = index % 2 == 0 ? .center : .alpha
      return AnimationTrack(
        view: view, property: property, group: group, from: AnimatableVector(),
        to: AnimatableVector(), keyframes: nil, windowStart: 0, windowEnd: 1, curve: .linear,
        allowsUserInteraction: false)
    }
    return (engine, tracks)
  }

  /// A reference that does not keep its track alive.
  struct WeakTrack {
    weak var track: AnimationTrack?
  }

  @Test(
    "a view's list keeps the others in order, and lets go of a track that left",
    arguments: cases)
  func viewList(_ testCase: Case) {
    let left = Set(testCase.leaving)
    var list = TrackList()
    var watched: [WeakTrack] = []
    var kept: [AnimationTrack] = []
    let (engine, tracks) = Self.tracks(testCase.count)
    do {
      for track in tracks { list.append(track) }
      watched = tracks.map { WeakTrack(track: $0) }
      kept = tracks.indices.filter { !left.contains($0) }.map { tracks[$0] }
      for index in testCase.leaving {
        tracks[index].isRemoved = true
        list.remove(tracks[index])
      }
    }
    _ = consume tracks
    #expect(list.map(ObjectIdentifier.init) == kept.map(ObjectIdentifier.init))
    #expect(list.isEmpty == kept.isEmpty)
    for index in testCase.leaving { #expect(watched[index].track == nil, "track \(index)") }
    // What is left still leaves from where it is now, after the list compacted.
    for track in kept { list.remove(track) }
    #expect(list.isEmpty)
    #expect(Array(list).isEmpty)
    _ = engine
  }

  @Test("a replaced property's live track is the newest one that has not left")
  func liveTrack() {
    let (engine, tracks) = Self.tracks(4)
    defer { _ = engine }
    var list = TrackList()
    for track in tracks { list.append(track) }
    #expect(list.liveTrack(ofReplaced: .alpha) === tracks[3])
    tracks[3].isRemoved = true
    list.remove(tracks[3])
    #expect(list.liveTrack(ofReplaced: .alpha) == nil)
    #expect(list.liveTrack(ofReplaced: .center) == nil)
  }

  @Test("a group's list skips tracks marked removed and drops them once they are half")
  func groupList() {
    let (engine, tracks) = Self.tracks(5)
    defer { _ = engine }
    var single = GroupTrackList()
    single.append(tracks[0])
    #expect(single.map(ObjectIdentifier.init) == [ObjectIdentifier(tracks[0])])
    tracks[0].isRemoved = true
    single.noteRemoved()
    #expect(single.isEmpty)
    var list = GroupTrackList()
    for track in tracks[1...] { list.append(track) }
    tracks[2].isRemoved = true
    list.noteRemoved()
    #expect(!list.isEmpty)
    #expect(list.map(ObjectIdentifier.init) == [1, 3, 4].map { ObjectIdentifier(tracks[$0]) })
    list.removeAll()
    #expect(list.isEmpty)
    #expect(Array(list).isEmpty)
  }
}
