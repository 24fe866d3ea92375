import Foundation
import PluginHost
import Testing
import TransitionEngine

@testable import TransitionScript

/// Pictures written as a run goes on: the same bytes as a picture drawn at once, each
/// transition set aside when it is added.
@Suite struct PictureFileTests {
  let recordings = [
    SampleRecordings.slideUp(), SampleRecordings.cancelledPush(), SampleRecordings.slideUp(),
  ]

  static func temporaryPath(_ name: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("transhost-picture-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent(name).path
  }

  @Test(
    "a picture file holds the bytes render gives",
    arguments: [
      PictureFile.Kind.filmstripSVG, .scrubberHTML,
    ])
  func sameBytes(kind: PictureFile.Kind) throws {
    let path = try Self.temporaryPath("picture")
    let picture = try PictureFile.start(kind, path: path).get()
    for recording in recordings { picture.add(recording) }
    #expect(picture.finish() == nil)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    let expected =
      kind == .filmstripSVG ? FilmstripSVG.render(recordings) : ScrubberHTML.render(recordings)
    #expect(written == expected)
    #expect(!FileManager.default.fileExists(atPath: path + ".tmp"))
  }

  @Test("two pictures finished at once to one path leave one of them complete")
  func concurrentPictures() async throws {
    let path = try Self.temporaryPath("shared.svg")
    let sets = [[recordings[0]], recordings]
    let failures = await withTaskGroup(of: [PictureFileError].self) { group in
      for set in sets {
        group.addTask {
          var failures: [PictureFileError] = []
          for _ in 0..<10 {
            guard case .success(let picture) = PictureFile.start(.filmstripSVG, path: path)
            else { continue }
            for recording in set { picture.add(recording) }
            if let error = picture.finish() { failures.append(error) }
          }
          return failures
        }
      }
      return await group.reduce(into: []) { $0 += $1 }
    }
    #expect(failures.isEmpty, "\(failures)")
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(sets.map { FilmstripSVG.render($0) }.contains(written))
    let directory = (path as NSString).deletingLastPathComponent
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["shared.svg"])
  }

  @Test("a stale 'NAME.tmp' beside the picture neither stops the write nor is touched")
  func staleTemporaryName() throws {
    let path = try Self.temporaryPath("out.svg")
    try FileManager.default.createDirectory(
      atPath: path + ".tmp", withIntermediateDirectories: false)
    let picture = try PictureFile.start(.filmstripSVG, path: path).get()
    for recording in recordings { picture.add(recording) }
    #expect(picture.finish() == nil)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == FilmstripSVG.render(recordings))
  }

  @Test("the scrubber writer draws each transition into its spools when it is added")
  func scrubberWritesPerTransition() {
    let sections = MemoryText()
    let data = MemoryText()
    let writer = ScrubberHTMLWriter(sections: sections, data: data)
    var sizes: [Int] = []
    for (position, recording) in recordings.enumerated() {
      writer.add(recording)
      sizes.append(sections.bytes.count)
      #expect(data.text.hasSuffix(ScrubberData.json(recording, position: position)))
    }
    #expect(sizes[0] > 0 && sizes[0] < sizes[1] && sizes[1] < sizes[2])
    #expect(sections.text.hasSuffix(ScrubberHTML.section(recordings[2], position: 2)))
  }

  @Test("the filmstrip writer sets each transition aside when it is added")
  func filmstripSetsAsidePerTransition() {
    let spool = MemoryText()
    let writer = FilmstripSVGWriter(
      spool: spool, framesPerStrip: 6, idPrefix: "fs", isStandalone: true, showsTitles: true)
    var sizes: [Int] = []
    for recording in recordings {
      writer.add(recording)
      sizes.append(spool.bytes.count)
    }
    #expect(writer.count == 3)
    #expect(sizes[0] > 0 && sizes[0] < sizes[1] && sizes[1] < sizes[2])
  }

  @Test("a recording set aside comes back exactly, numbers bit for bit")
  func codecRoundTrip() throws {
    for recording in recordings {
      let range = FilmstripSection.timeRange(of: recording)
      let bytes = RecordingCoder.encode(recording, timeRange: range)
      let decoded = try #require(RecordingCoder.decode(bytes[...]))
      #expect(decoded.timeRange == range)
      #expect(decoded.recording.frames == recording.frames)
      #expect(decoded.recording.series == recording.series)
      #expect(decoded.recording.label == recording.label)
      #expect(decoded.recording.windowSize == recording.windowSize)
      #expect(RecordingCoder.decode(bytes.dropLast()[...]) == nil)
    }
  }
}
