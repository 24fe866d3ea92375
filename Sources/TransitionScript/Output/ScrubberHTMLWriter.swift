import PluginHost
import TransitionEngine

/// Writes a scrubber page as a run goes on: each transition, once ended, is drawn at
/// once, its section into one spool and its frame data into another, so memory holds
/// one transition at a time; ``finish(into:)`` writes the page's head (which counts the
/// transitions), then both spools in place.
final class ScrubberHTMLWriter {
  private let sections: PictureSpool
  private let data: PictureSpool
  /// How many transitions were added.
  private(set) var count = 0

  /// A writer setting the sections aside in `sections` and the frame data in `data`.
  init(sections: PictureSpool, data: PictureSpool) {
    self.sections = sections
    self.data = data
  }

  /// Draws `recording` into the spools.
  func add(_ recording: TransitionRecording) {
    sections.write(ScrubberHTML.section(recording, position: count))
    data.write((count == 0 ? "" : ",") + ScrubberData.json(recording, position: count))
    count += 1
  }

  /// Writes the whole page to `output`; the error when a spool cannot be read back.
  func finish(into output: PictureOutput) -> SystemError? {
    output.write(ScrubberHTML.head(count: count))
    if let failure = sections.replay(output.write) { return failure }
    output.write(ScrubberHTML.dataOpening + ScrubberData.opening)
    if let failure = data.replay(output.write) { return failure }
    output.write(ScrubberData.closing + ScrubberHTML.ending)
    return nil
  }
}
