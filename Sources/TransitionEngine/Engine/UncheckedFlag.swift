/// A flag behind a pointer, for state read on every plugin callback: memory reached
/// through a pointer is not checked for exclusivity at run time, where a stored property
/// of a class pays `swift_beginAccess` on every access. Sound for a plain value written
/// and read on the engine's one thread, with no access held across a call.
final class UncheckedFlag {
  let pointer: UnsafeMutablePointer<Bool>

  init(_ value: Bool = false) {
    pointer = .allocate(capacity: 1)
    pointer.initialize(to: value)
  }

  deinit {
    pointer.deinitialize(count: 1)
    pointer.deallocate()
  }
}
