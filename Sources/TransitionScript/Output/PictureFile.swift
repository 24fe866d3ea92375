import PluginHost
import TransitionEngine

#if canImport(Glibc)
  import Glibc
#endif

/// A picture file (`--svg`, `--html`) written as a run goes on: each transition is drawn
/// or set aside in an unnamed spool file when it is added, so memory is bounded by one
/// transition; ``finish()`` writes the file through ``AtomicFile`` (or straight to it
/// when it exists and is not a regular file: a device, a pipe).
/// Every write and the close are checked.
public final class PictureFile {
  /// What picture.
  public enum Kind: Sendable {
    /// ``FilmstripSVG``.
    case filmstripSVG
    /// ``ScrubberHTML``.
    case scrubberHTML
  }

  /// The file to write.
  public let path: String
  private let filmstrip: FilmstripSVGWriter?
  private let scrubber: ScrubberHTMLWriter?

  private init(path: String, filmstrip: FilmstripSVGWriter?, scrubber: ScrubberHTMLWriter?) {
    self.path = path
    self.filmstrip = filmstrip
    self.scrubber = scrubber
  }

  /// Starts a `kind` picture for `path`, or the error when no spool file can be made.
  public static func start(_ kind: Kind, path: String) -> Result<PictureFile, PictureFileError> {
    let spools = (0..<(kind == .filmstripSVG ? 1 : 2)).map { _ in SpoolFile.make() }
    var made: [SpoolFile] = []
    for spool in spools {
      switch spool {
      case .success(let file): made.append(file)
      case .failure(let error): return .failure(PictureFileError(path: path, reason: .spool(error)))
      }
    }
    switch kind {
    case .filmstripSVG:
      let writer = FilmstripSVGWriter(
        spool: made[0], framesPerStrip: 6, idPrefix: "fs", isStandalone: true, showsTitles: true)
      return .success(PictureFile(path: path, filmstrip: writer, scrubber: nil))
    case .scrubberHTML:
      let writer = ScrubberHTMLWriter(sections: made[0], data: made[1])
      return .success(PictureFile(path: path, filmstrip: nil, scrubber: writer))
    }
  }

  /// Draws `recording` (or sets it aside) at once.
  public func add(_ recording: TransitionRecording) {
    filmstrip?.add(recording)
    scrubber?.add(recording)
  }

  /// Writes the file; the error naming it when a write, the close or the rename fails.
  public func finish() -> PictureFileError? {
    var status = stat()
    guard stat(path, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG else {
      return finishThroughTemporaryFile()
    }
    // A device or a pipe: written in place, it cannot be replaced.
    let opened = open(path, O_WRONLY | O_CLOEXEC)
    guard opened >= 0 else { return PictureFileError(path: path, reason: .write(.current)) }
    let descriptor: Int32
    switch DescriptorIO.duplicate(opened, atLeast: HostDescriptors.minimum) {
    case .success(let moved):
      descriptor = moved
      _ = DescriptorIO.close(opened)
    case .failure:
      descriptor = opened
    }
    let failure = write(to: descriptor)
    let closed = DescriptorIO.close(descriptor)
    if let failure { return PictureFileError(path: path, reason: failure) }
    if case .failure(let error) = closed {
      return PictureFileError(path: path, reason: .write(error))
    }
    return nil
  }

  /// Writes a regular file through ``AtomicFile``.
  private func finishThroughTemporaryFile() -> PictureFileError? {
    switch AtomicFile.write(to: path, { write(to: $0) }) {
    case .success: return nil
    case .failure(.create(_, let error)), .failure(.finish(_, let error)):
      return PictureFileError(path: path, reason: .write(error))
    case .failure(.write(_, let reason)): return PictureFileError(path: path, reason: reason)
    case .failure(.rename(let temporary, let error)):
      return PictureFileError(path: path, reason: .rename(from: temporary, error))
    }
  }

  /// Writes the picture to `descriptor`; why not when the spool or a write fails.
  private func write(to descriptor: Int32) -> PictureFileError.Reason? {
    let writer = BufferedWriter(descriptor: descriptor)
    let spoolFailure = filmstrip?.finish(into: writer) ?? scrubber?.finish(into: writer)
    writer.flush()
    if let spoolFailure { return .spool(spoolFailure) }
    return writer.failure.map { .write($0) }
  }
}

/// Why a picture file was not written, naming the file.
public struct PictureFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Error, Equatable, Sendable {
    /// A write, the open or the close of the file failed.
    case write(SystemError)
    /// The temporary file could not be renamed to the file.
    case rename(from: String, SystemError)
    /// The spool file that held the run's transitions failed.
    case spool(SystemError)
  }

  /// The file at fault.
  public let path: String
  /// Why.
  public let reason: Reason

  /// `cannot write 'out.svg': No space left on device`.
  public var description: String {
    switch reason {
    case .write(let error): return "cannot write '\(path)': \(error)"
    case .rename(let temporary, let error):
      return "cannot rename '\(temporary)' to '\(path)': \(error)"
    case .spool(let error):
      return "cannot write '\(path)': its temporary spool file failed: \(error); "
        + "check that $TMPDIR (or /tmp) is writable and has room"
    }
  }
}
