import CTransitionABI
import Synchronization

/// What an exported C struct's `*_data` points at: the Swift object behind it and the
/// session its calls run in.
///
/// The object is held strongly when the host owns the struct (it calls `destroy`, which
/// releases the box) and weakly when UIKit holds the object weakly (a controller's
/// `transitioningDelegate`, a navigation controller's `delegate`): then a call that
/// comes after the object went away answers UIKit's nil and is reported.
final class ExportBox {
  let session: PluginSession
  private let strong: AnyObject?
  private weak var weak: AnyObject?
  /// What the object's calls were given and UIKit keeps alive for it (a transition
  /// context an interaction controller drives).
  var kept: [AnyObject] = []

  init(session: PluginSession, object: AnyObject, owned: Bool) {
    self.session = session
    strong = owned ? object : nil
    weak = object
  }

  /// The object, while it lives.
  var object: AnyObject? { strong ?? weak }

  /// The box behind a struct's data pointer.
  static func from(_ data: UnsafeMutableRawPointer?) -> ExportBox? {
    data.map { Unmanaged<ExportBox>.fromOpaque($0).takeUnretainedValue() }
  }

  /// A retained pointer to a new box, for a struct's data field.
  static func retained(
    session: PluginSession, object: AnyObject, owned: Bool
  )
    -> UnsafeMutableRawPointer
  {
    Unmanaged.passRetained(ExportBox(session: session, object: object, owned: owned)).toOpaque()
  }

  /// Releases the box behind `data` (a struct's destroy).
  static func release(_ data: UnsafeMutableRawPointer?) {
    if let data { Unmanaged<ExportBox>.fromOpaque(data).release() }
  }

  /// A new struct `table` in memory the plugin owns, recorded in `live`.
  static func allocate<Table>(
    _ table: Table, in live: ExportedPointers
  )
    -> UnsafeMutablePointer<Table>
  {
    let raw = UnsafeMutablePointer<Table>.allocate(capacity: 1)
    raw.initialize(to: table)
    live.insert(UnsafeMutableRawPointer(raw))
    return raw
  }

  /// A struct's destroy: releases its box (at `data`) and frees the struct.
  static func free<Table>(
    _ raw: UnsafeMutablePointer<Table>?, data: KeyPath<Table, UnsafeMutableRawPointer?>,
    in live: ExportedPointers
  ) {
    guard let raw else { return }
    live.remove(UnsafeMutableRawPointer(raw))
    release(raw.pointee[keyPath: data])
    raw.deinitialize(count: 1)
    raw.deallocate()
  }

  /// Runs `body` with the object as `T` and the session bound; `fallback` (UIKit's
  /// default) when the object is gone or is no `T`, reported naming `call`.
  static func call<T, Answer>(
    _ data: UnsafeMutableRawPointer?, as type: T.Type, _ call: String, _ fallback: Answer,
    _ body: (T, PluginSession) -> Answer
  ) -> Answer {
    guard let box = from(data) else { return fallback }
    guard let object = box.object as? T else {
      box.session.log(
        Int32(TRANSHOST_LOG_WARNING),
        "TransitionKit: \(call) reached an object that no longer exists (UIKit holds it "
          + "weakly); answered UIKit's default. Keep the object alive while it is set")
      return fallback
    }
    return box.session.run { body(object, box.session) }
  }
}

/// The addresses of the C structs this copy of TransitionKit made and that are live, by
/// kind, so a pointer the host hands back is read as ours only when it is.
final class ExportedPointers: Sendable {
  private let live = Mutex<Set<UInt>>([])

  /// Records `pointer` as ours.
  func insert(_ pointer: UnsafeMutableRawPointer) {
    _ = live.withLock { $0.insert(UInt(bitPattern: pointer)) }
  }

  /// Forgets `pointer` (its struct was destroyed).
  func remove(_ pointer: UnsafeMutableRawPointer) {
    _ = live.withLock { $0.remove(UInt(bitPattern: pointer)) }
  }

  /// Whether `pointer` is one of ours.
  func contains(_ pointer: UnsafeMutableRawPointer?) -> Bool {
    guard let pointer else { return false }
    return live.withLock { $0.contains(UInt(bitPattern: pointer)) }
  }
}
