// libFuzzer target: the descriptor readers must accept or refuse any bytes laid out as
// a transhost_descriptor_t or a transhost_object_descriptor_t (with fuzzed strings,
// styles, parameters, kinds and sizes), never crash.
// Built by Fuzz/run.sh.
import CTransitionABI

@testable import PluginHost

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDescriptor(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var bytes = Array(UnsafeBufferPointer(start: data, count: size))
  // The first bytes fill the descriptor's scalar fields; the rest are strings and arrays
  // the descriptor points into (never beyond the buffer).
  let headerSize = MemoryLayout<transhost_descriptor_t>.size
  guard bytes.count >= 16 else { return 0 }
  bytes += [UInt8](repeating: 0, count: 64)
  let raw = bytes
  let b = { (index: Int) -> UInt8 in raw[index % raw.count] }
  bytes.withUnsafeMutableBufferPointer { buffer in
    guard let base = buffer.baseAddress else { return }
    func string(_ selector: UInt8) -> UnsafePointer<CChar>? {
      if selector % 7 == 0 { return nil }
      let offset = Int(selector) % max(buffer.count - 1, 1)
      return UnsafeRawPointer(base + offset).assumingMemoryBound(to: CChar.self)
    }
    var descriptor = transhost_descriptor_t()
    descriptor.struct_size = UInt32(b(0)) % UInt32(headerSize + 16)
    descriptor.id = string(b(1))
    descriptor.name = string(b(2))
    descriptor.version = string(b(3))
    descriptor.vendor = string(b(4))
    descriptor.summary = string(b(5))
    let styles = UnsafeMutablePointer<Int32>.allocate(capacity: 8)
    defer { styles.deallocate() }
    for index in 0..<8 { styles[index] = Int32(Int8(bitPattern: b(6 + index))) }
    descriptor.styles = UnsafePointer(styles)
    descriptor.style_count = UInt32(b(14)) % 9
    descriptor.operations = UInt32(b(15))
    descriptor.supports_interactive = b(16) & 1 == 1
    descriptor.default_duration = Double(Int8(bitPattern: b(17))) / 8
    // The array is walked with the stride of its elements' struct_size: the elements are
    // laid out `stride` bytes apart, each claiming that size or a fuzzed one.
    let strides = [56, 64, 80, 60, 4104]
    let stride = strides[Int(b(46)) % strides.count]
    let storage = UnsafeMutableRawPointer.allocate(
      byteCount: 4 * stride, alignment: MemoryLayout<transhost_parameter_t>.alignment)
    storage.initializeMemory(as: UInt8.self, repeating: 0, count: 4 * stride)
    defer { storage.deallocate() }
    for index in 0..<4 {
      var parameter = transhost_parameter_t()
      let size = b(18 + index * 6)
      parameter.struct_size = size & 1 == 0 ? UInt32(stride) : UInt32(size) % 64
      parameter.type = Int32(b(19 + index * 6)) % 6
      parameter.name = string(b(20 + index * 6))
      parameter.default_value = string(b(21 + index * 6))
      parameter.choices = string(b(22 + index * 6))
      parameter.minimum = Double(b(23 + index * 6))
      parameter.maximum = Double(b(23 + index * 6)) + Double(Int8(bitPattern: b(24 + index * 6)))
      (storage + index * stride).storeBytes(of: parameter, as: transhost_parameter_t.self)
    }
    descriptor.parameters = UnsafePointer(
      storage.assumingMemoryBound(to: transhost_parameter_t.self))
    descriptor.parameter_count = UInt32(b(45)) % 5
    buffer[buffer.count - 1] = 0
    _ = withUnsafePointer(to: &descriptor) { DescriptorReader.read($0, index: 0, path: "fuzz.so") }
    // The same fields as an object descriptor (ABI 1.3), with a fuzzed kind, rank and
    // struct_size (below, at and past the sizes the host accepts).
    var object = transhost_object_descriptor_t()
    let sizes = [76, 80, MemoryLayout<transhost_object_descriptor_t>.size, 4096, 4104]
    object.struct_size = UInt32(sizes[Int(b(47)) % sizes.count])
    object.kind = Int32(b(48) % 6) - 1
    object.id = descriptor.id
    object.name = descriptor.name
    object.version = descriptor.version
    object.vendor = descriptor.vendor
    object.summary = descriptor.summary
    object.styles = descriptor.styles
    object.style_count = descriptor.style_count
    object.operations = descriptor.operations
    object.parameters = descriptor.parameters
    object.parameter_count = descriptor.parameter_count
    object.rank = Int32(Int8(bitPattern: b(49))) * 4
    // A struct_size past the Swift struct is read only up to what the host knows: back
    // it with storage of that size.
    let objectStorage = UnsafeMutableRawPointer.allocate(
      byteCount: 4104, alignment: MemoryLayout<transhost_object_descriptor_t>.alignment)
    objectStorage.initializeMemory(as: UInt8.self, repeating: 0, count: 4104)
    defer { objectStorage.deallocate() }
    objectStorage.storeBytes(of: object, as: transhost_object_descriptor_t.self)
    _ = ObjectDescriptorReader.read(
      UnsafePointer(objectStorage.assumingMemoryBound(to: transhost_object_descriptor_t.self)),
      index: 0, path: "fuzz.so")
  }
  return 0
}
