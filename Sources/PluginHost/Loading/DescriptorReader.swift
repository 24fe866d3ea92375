import CTransitionABI
import TransitionEngine

/// Copies a `transhost_descriptor_t` into an ``AnimatorDescriptor``, checking every
/// field a plugin could get wrong.
enum DescriptorReader {
  static func read(
    _ pointer: UnsafePointer<transhost_descriptor_t>?, index: UInt32, path: String
  ) -> Result<AnimatorDescriptor, PluginLoadError> {
    func bad(_ reason: String) -> Result<AnimatorDescriptor, PluginLoadError> {
      .failure(.badDescriptor(path: path, index: index, reason: reason))
    }
    guard let pointer else { return bad("the factory returned NULL for it") }
    let raw = descriptor(at: pointer)
    let needed = bytesNeeded(through: \transhost_descriptor_t.parameter_count)
    guard Int(raw.struct_size) >= needed else {
      return bad(
        "struct_size is \(raw.struct_size), smaller than the \(needed) bytes ABI 1.0 requires")
    }
    guard let id = string(raw.id), isValidID(id) else {
      return bad(
        "id '\(string(raw.id) ?? "NULL")' is not a reverse-DNS id such as 'org.example.slide'")
    }
    guard let name = string(raw.name), !name.isEmpty else { return bad("'\(id)' has no name") }
    guard let version = string(raw.version), !version.isEmpty else {
      return bad("'\(id)' has no version")
    }
    var styles: [ModalPresentationStyle] = []
    for offset in 0..<Int(raw.style_count) {
      guard let value = raw.styles?[offset] else {
        return bad("'\(id)' has style_count but no styles")
      }
      guard let style = ModalPresentationStyle(rawValue: Int(value)), style != .automatic,
        style != .blurOverFullScreen
      else {
        return bad("'\(id)' declares unknown presentation style \(value)")
      }
      styles.append(style)
    }
    let operations = TransitionOperation.allCases.filter {
      raw.operations & operationBit($0) != 0
    }
    guard !operations.isEmpty else { return bad("'\(id)' serves no operations") }
    let known = TransitionOperation.allCases.reduce(transhost_operation_mask(0)) {
      $0 | operationBit($1)
    }
    guard raw.operations & ~known == 0 else {
      return bad("'\(id)' declares unknown operation bits 0x\(String(raw.operations, radix: 16))")
    }
    if operations.contains(where: { $0 == .present || $0 == .dismiss }) && styles.isEmpty {
      return bad("'\(id)' serves presentations but declares no presentation styles")
    }
    guard raw.default_duration.isFinite, raw.default_duration >= 0 else {
      return bad(
        "'\(id)' has default duration \(raw.default_duration); it must be a finite number >= 0")
    }
    var parameters: [AnimatorParameter] = []
    let stride: Int
    if raw.parameter_count == 0 {
      stride = 0
    } else {
      guard let first = raw.parameters else {
        return bad("'\(id)' has parameter_count but no parameters")
      }
      switch parameterStride(UnsafeRawPointer(first)) {
      case .success(let size): stride = size
      case .failure(let reason): return bad("'\(id)' parameter 0: \(reason.text)")
      }
    }
    for offset in 0..<Int(raw.parameter_count) {
      guard let base = raw.parameters.map(UnsafeRawPointer.init) else {
        return bad("'\(id)' has parameter_count but no parameters")
      }
      let element = base + offset * stride
      let size = element.loadUnaligned(as: UInt32.self)
      guard Int(size) == stride else {
        return bad(
          "'\(id)' parameter \(offset): struct_size is \(size), but parameter 0's is "
            + "\(stride); every element of the array must have the same struct_size")
      }
      switch readParameter(parameter(at: element, size: stride)) {
      case .success(let parameter):
        if parameters.contains(where: { $0.name == parameter.name }) {
          return bad("'\(id)' declares parameter '\(parameter.name)' twice")
        }
        parameters.append(parameter)
      case .failure(let reason):
        return bad("'\(id)' parameter \(offset): \(reason.text)")
      }
    }
    var rank = AnimatorRank.unstated
    if fieldIsPresent(\transhost_descriptor_t.rank, size: raw.struct_size) {
      guard raw.rank >= 0 else {
        return bad(
          "'\(id)' declares rank \(raw.rank); a rank is TRANSHOST_RANK_NONE (0) or more")
      }
      rank = AnimatorRank(Int(raw.rank))
    }
    return .success(
      AnimatorDescriptor(
        id: id, name: name, version: version, vendor: string(raw.vendor) ?? "",
        summary: string(raw.summary) ?? "", styles: styles, operations: operations,
        supportsInteractive: raw.supports_interactive, defaultDuration: raw.default_duration,
        parameters: parameters, rank: rank))
  }

  /// The descriptor at `pointer`: the fields this host knows, those past its struct_size
  /// (a plugin built with an older, smaller struct) zero. Never reads past struct_size.
  static func descriptor(
    at pointer: UnsafePointer<transhost_descriptor_t>
  ) -> transhost_descriptor_t {
    let size = Int(UnsafeRawPointer(pointer).loadUnaligned(as: UInt32.self))
    var copy = transhost_descriptor_t()
    withUnsafeMutableBytes(of: &copy) {
      $0.copyMemory(
        from: UnsafeRawBufferPointer(start: UnsafeRawPointer(pointer), count: min(size, $0.count)))
    }
    return copy
  }

  struct Reason: Error { let text: String }

  /// The stride of a descriptor's parameter array, the struct_size of its first element
  /// (`transhost.h`, ARRAYS): at least the ABI 1.0 size, a multiple of the struct's
  /// alignment, at most `TRANSHOST_PARAMETER_SIZE_MAX`.
  static func parameterStride(_ first: UnsafeRawPointer) -> Result<Int, Reason> {
    let size = Int(first.loadUnaligned(as: UInt32.self))
    let needed = bytesNeeded(through: \transhost_parameter_t.maximum)
    let alignment = MemoryLayout<transhost_parameter_t>.alignment
    guard size >= needed else {
      return .failure(Reason(text: "struct_size is \(size), smaller than \(needed)"))
    }
    guard size % alignment == 0, size <= Int(TRANSHOST_PARAMETER_SIZE_MAX) else {
      return .failure(
        Reason(
          text: "struct_size is \(size); it must be sizeof(transhost_parameter_t), a multiple "
            + "of \(alignment) no larger than \(TRANSHOST_PARAMETER_SIZE_MAX)"))
    }
    return .success(size)
  }

  /// The parameter at `element`, `size` bytes long: the fields this host knows, those
  /// past `size` (a writer built with an older, smaller struct) zero.
  static func parameter(at element: UnsafeRawPointer, size: Int) -> transhost_parameter_t {
    var copy = transhost_parameter_t()
    withUnsafeMutableBytes(of: &copy) {
      $0.copyMemory(from: UnsafeRawBufferPointer(start: element, count: min(size, $0.count)))
    }
    return copy
  }

  static func readParameter(_ raw: transhost_parameter_t) -> Result<AnimatorParameter, Reason> {
    let needed = bytesNeeded(through: \transhost_parameter_t.maximum)
    guard Int(raw.struct_size) >= needed else {
      return .failure(Reason(text: "struct_size is \(raw.struct_size), smaller than \(needed)"))
    }
    guard let name = string(raw.name), isIdentifier(name) else {
      return .failure(Reason(text: "name '\(string(raw.name) ?? "NULL")' is not an identifier"))
    }
    guard let kind = parameterKind(raw.type) else {
      return .failure(Reason(text: "'\(name)' has unknown type \(raw.type)"))
    }
    let choices = (string(raw.choices) ?? "").split(separator: "|").map(String.init)
    let range = raw.minimum <= raw.maximum ? raw.minimum...raw.maximum : nil
    let defaultValue = string(raw.default_value)
    let parameter = AnimatorParameter(
      name: name, kind: kind, defaultValue: defaultValue, summary: string(raw.description) ?? "",
      choices: choices, range: range)
    if kind == .choice && choices.isEmpty {
      return .failure(Reason(text: "choice '\(name)' lists no choices"))
    }
    if let defaultValue, kind != .view {
      if case .failure(let error) = ParameterValue.parse(defaultValue, for: parameter) {
        return .failure(Reason(text: "default of '\(name)': \(error.reason)"))
      }
    } else if kind != .view {
      return .failure(Reason(text: "'\(name)' has no default value"))
    }
    return .success(parameter)
  }

  /// The kind a `TRANSHOST_PARAMETER_*` type declares, or nil for an unknown type.
  static func parameterKind(_ type: transhost_parameter_type) -> AnimatorParameter.Kind? {
    switch type {
    case transhost_parameter_type(TRANSHOST_PARAMETER_NUMBER): .number
    case transhost_parameter_type(TRANSHOST_PARAMETER_BOOL): .bool
    case transhost_parameter_type(TRANSHOST_PARAMETER_STRING): .string
    case transhost_parameter_type(TRANSHOST_PARAMETER_CHOICE): .choice
    case transhost_parameter_type(TRANSHOST_PARAMETER_VIEW): .view
    default: nil
    }
  }

  /// Reverse DNS: two or more dot-separated labels of lowercase letters, digits, `-`, `_`.
  static func isValidID(_ id: String) -> Bool {
    // On the UTF-8 bytes: every character allowed is ASCII, so a byte outside the set
    // (a lead or continuation byte included) refuses the id.
    var labels = 1
    var labelLength = 0
    for byte in id.utf8 {
      switch byte {
      case UInt8(ascii: "."):
        guard labelLength > 0 else { return false }
        labels += 1
        labelLength = 0
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "-"), UInt8(ascii: "_"):
        labelLength += 1
      default: return false
      }
    }
    return labels >= 2 && labelLength > 0
  }

  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.utf8.first, isLetter(first) || first == UInt8(ascii: "_") else {
      return false
    }
    return text.utf8.allSatisfy {
      isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
        || $0 == UInt8(ascii: "_")
    }
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }
}
