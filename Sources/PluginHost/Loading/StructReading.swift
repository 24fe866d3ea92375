/// Whether the field at `keyPath` lies inside the first `size` bytes of `Root`: the
/// ABI rule that fields past a struct's `struct_size` are absent.
@inline(__always)
func fieldIsPresent<Root, Value>(_ keyPath: KeyPath<Root, Value>, size: UInt32) -> Bool {
  guard let offset = MemoryLayout<Root>.offset(of: keyPath) else { return false }
  return offset + MemoryLayout<Value>.size <= Int(size)
}

/// The bytes `Root` must have up to and including the field at `keyPath`.
@inline(__always)
func bytesNeeded<Root, Value>(through keyPath: KeyPath<Root, Value>) -> Int {
  (MemoryLayout<Root>.offset(of: keyPath) ?? 0) + MemoryLayout<Value>.size
}

/// A C string copied into Swift, or nil for NULL.
func string(_ pointer: UnsafePointer<CChar>?) -> String? {
  pointer.map { String(cString: $0) }
}
