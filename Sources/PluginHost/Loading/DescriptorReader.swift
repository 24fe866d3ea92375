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
    let id: String
    let name: String
    let version: String
    switch readNames(id: raw.id, name: raw.name, version: raw.version) {
    case .success(let names): (id, name, version) = names
    case .failure(let reason): return bad(reason.text)
    }
    let styles: [ModalPresentationStyle]
    switch readStyles(raw.styles, count: raw.style_count, id: id) {
    case .success(let read): styles = read
    case .failure(let reason): return bad(reason.text)
    }
    guard raw.operations & knownOperationBits != 0 else {
      return bad("'\(id)' serves no operations")
    }
    let operations: [TransitionOperation]
    switch readOperations(raw.operations, id: id) {
    case .success(let read): operations = read
    case .failure(let reason): return bad(reason.text)
    }
    if operations.contains(where: { $0 == .present || $0 == .dismiss }) && styles.isEmpty {
      return bad("'\(id)' serves presentations but declares no presentation styles")
    }
    guard raw.default_duration.isFinite, raw.default_duration >= 0 else {
      return bad(
        "'\(id)' has default duration \(raw.default_duration); it must be a finite number >= 0")
    }
    let parameters: [AnimatorParameter]
    switch readParameters(raw.parameters, count: raw.parameter_count, id: id) {
    case .success(let read): parameters = read
    case .failure(let reason): return bad(reason.text)
    }
    var rank = AnimatorRank.unstated
    if fieldIsPresent(\transhost_descriptor_t.rank, size: raw.struct_size) {
      switch readRank(raw.rank, id: id) {
      case .success(let read): rank = read
      case .failure(let reason): return bad(reason.text)
      }
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

  /// The id (reverse DNS), name and version every descriptor must have, or why not.
  static func readNames(
    id rawID: UnsafePointer<CChar>?, name rawName: UnsafePointer<CChar>?,
    version rawVersion: UnsafePointer<CChar>?
  ) -> Result<(String, String, String), Reason> {
    guard let id = string(rawID), isValidID(id) else {
      return .failure(
        Reason(
          text:
            "id '\(string(rawID) ?? "NULL")' is not a reverse-DNS id such as 'org.example.slide'"))
    }
    guard let name = string(rawName), !name.isEmpty else {
      return .failure(Reason(text: "'\(id)' has no name"))
    }
    guard let version = string(rawVersion), !version.isEmpty else {
      return .failure(Reason(text: "'\(id)' has no version"))
    }
    return .success((id, name, version))
  }

  /// The `count` presentation styles at `styles`, each one a presentation can have.
  static func readStyles(
    _ styles: UnsafePointer<transhost_style>?, count: UInt32, id: String
  ) -> Result<[ModalPresentationStyle], Reason> {
    var read: [ModalPresentationStyle] = []
    for offset in 0..<Int(count) {
      guard let value = styles?[offset] else {
        return .failure(Reason(text: "'\(id)' has style_count but no styles"))
      }
      guard let style = ModalPresentationStyle(rawValue: Int(value)), style != .automatic,
        style != .blurOverFullScreen
      else {
        return .failure(Reason(text: "'\(id)' declares unknown presentation style \(value)"))
      }
      read.append(style)
    }
    return .success(read)
  }

  /// The bits of every operation this host knows.
  static let knownOperationBits = TransitionOperation.allCases.reduce(
    transhost_operation_mask(0)
  ) { $0 | operationBit($1) }

  /// The operations of the mask `operations`, which sets no bit this host does not know.
  static func readOperations(
    _ operations: transhost_operation_mask, id: String
  ) -> Result<[TransitionOperation], Reason> {
    guard operations & ~knownOperationBits == 0 else {
      return .failure(
        Reason(
          text: "'\(id)' declares unknown operation bits 0x\(String(operations, radix: 16))"))
    }
    return .success(TransitionOperation.allCases.filter { operations & operationBit($0) != 0 })
  }

  /// The `count` parameters of the array at `first`, walked with the stride of its first
  /// element's struct_size (`transhost.h`, ARRAYS), each checked, no name twice.
  static func readParameters(
    _ first: UnsafePointer<transhost_parameter_t>?, count: UInt32, id: String
  ) -> Result<[AnimatorParameter], Reason> {
    guard count > 0 else { return .success([]) }
    guard let first else {
      return .failure(Reason(text: "'\(id)' has parameter_count but no parameters"))
    }
    let base = UnsafeRawPointer(first)
    let stride: Int
    switch parameterStride(base) {
    case .success(let size): stride = size
    case .failure(let reason): return .failure(Reason(text: "'\(id)' parameter 0: \(reason.text)"))
    }
    var parameters: [AnimatorParameter] = []
    for offset in 0..<Int(count) {
      let element = base + offset * stride
      let size = element.loadUnaligned(as: UInt32.self)
      guard Int(size) == stride else {
        return .failure(
          Reason(
            text: "'\(id)' parameter \(offset): struct_size is \(size), but parameter 0's is "
              + "\(stride); every element of the array must have the same struct_size"))
      }
      switch readParameter(parameter(at: element, size: stride)) {
      case .success(let parameter):
        if parameters.contains(where: { $0.name == parameter.name }) {
          return .failure(Reason(text: "'\(id)' declares parameter '\(parameter.name)' twice"))
        }
        parameters.append(parameter)
      case .failure(let reason):
        return .failure(Reason(text: "'\(id)' parameter \(offset): \(reason.text)"))
      }
    }
    return .success(parameters)
  }

  /// A declared rank: any value >= 0.
  static func readRank(_ value: transhost_rank, id: String) -> Result<AnimatorRank, Reason> {
    guard value >= 0 else {
      return .failure(
        Reason(text: "'\(id)' declares rank \(value); a rank is TRANSHOST_RANK_NONE (0) or more"))
    }
    return .success(AnimatorRank(Int(value)))
  }

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
