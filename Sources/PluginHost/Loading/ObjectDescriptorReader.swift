import CTransitionABI
import TransitionEngine

/// Copies a `transhost_object_descriptor_t` into an ``ObjectDescriptor``: the checks an
/// animator descriptor gets (``DescriptorReader``: struct_size, id, strings, styles,
/// parameters, rank), then those of its kind.
enum ObjectDescriptorReader {
  /// The least struct_size accepted: `TRANSHOST_OBJECT_DESCRIPTOR_SIZE_1_3`.
  static let leastSize = bytesNeeded(through: \transhost_object_descriptor_t.rank)

  static func read(
    _ pointer: UnsafePointer<transhost_object_descriptor_t>?, index: UInt32, path: String
  ) -> Result<ObjectDescriptor, PluginLoadError> {
    func bad(_ reason: String) -> Result<ObjectDescriptor, PluginLoadError> {
      .failure(.badObjectDescriptor(path: path, index: index, reason: reason))
    }
    guard let pointer else { return bad("the object factory returned NULL for it") }
    let size = UnsafeRawPointer(pointer).loadUnaligned(as: UInt32.self)
    guard Int(size) >= leastSize else {
      return bad(
        "struct_size is \(size), smaller than the \(leastSize) bytes ABI 1.3 requires; "
          + "set it to sizeof(transhost_object_descriptor_t)")
    }
    guard size <= TRANSHOST_OBJECT_DESCRIPTOR_SIZE_MAX else {
      return bad(
        "struct_size is \(size), larger than TRANSHOST_OBJECT_DESCRIPTOR_SIZE_MAX "
          + "(\(TRANSHOST_OBJECT_DESCRIPTOR_SIZE_MAX)); set it to sizeof(transhost_object_descriptor_t)"
      )
    }
    var raw = transhost_object_descriptor_t()
    withUnsafeMutableBytes(of: &raw) {
      $0.copyMemory(
        from: UnsafeRawBufferPointer(
          start: UnsafeRawPointer(pointer), count: min(Int(size), $0.count)))
    }
    let id: String
    let name: String
    let version: String
    switch DescriptorReader.readNames(id: raw.id, name: raw.name, version: raw.version) {
    case .success(let names): (id, name, version) = names
    case .failure(let reason): return bad(reason.text)
    }
    guard let kind = kind(raw.kind) else {
      let known = ObjectDescriptor.Kind.allCases.enumerated().map { "\($0.offset) \($0.element)" }
      return bad(
        "'\(id)' declares unknown object kind \(raw.kind) (this host knows "
          + "\(known.joined(separator: ", "))); fix the kind, or update transhost if the plugin "
          + "needs a newer one")
    }
    let styles: [ModalPresentationStyle]
    switch DescriptorReader.readStyles(raw.styles, count: raw.style_count, id: id) {
    case .success(let read): styles = read
    case .failure(let reason): return bad(reason.text)
    }
    let operations: [TransitionOperation]
    switch DescriptorReader.readOperations(raw.operations, id: id) {
    case .success(let read): operations = read
    case .failure(let reason): return bad(reason.text)
    }
    if let problem = kindProblem(kind, id: id, styles: styles, operations: operations) {
      return bad(problem)
    }
    let parameters: [AnimatorParameter]
    switch DescriptorReader.readParameters(raw.parameters, count: raw.parameter_count, id: id) {
    case .success(let read): parameters = read
    case .failure(let reason): return bad(reason.text)
    }
    let rank: AnimatorRank
    switch DescriptorReader.readRank(raw.rank, id: id) {
    case .success(let read): rank = read
    case .failure(let reason): return bad(reason.text)
    }
    if kind == .viewController && rank != .none {
      return bad(
        "'\(id)' is a view controller, which is never ranked, but declares rank \(rank); "
          + "set rank to TRANSHOST_RANK_NONE")
    }
    return .success(
      ObjectDescriptor(
        kind: kind, id: id, name: name, version: version, vendor: string(raw.vendor) ?? "",
        summary: string(raw.summary) ?? "", styles: kind == .transitioningDelegate ? styles : [],
        operations: operations, parameters: parameters, rank: rank))
  }

  /// The kind a `TRANSHOST_OBJECT_*` value names, or nil for one this host does not know.
  static func kind(_ raw: transhost_object_kind) -> ObjectDescriptor.Kind? {
    switch raw {
    case transhost_object_kind(TRANSHOST_OBJECT_TRANSITIONING_DELEGATE): .transitioningDelegate
    case transhost_object_kind(TRANSHOST_OBJECT_NAVIGATION_DELEGATE): .navigationDelegate
    case transhost_object_kind(TRANSHOST_OBJECT_TAB_BAR_DELEGATE): .tabBarDelegate
    case transhost_object_kind(TRANSHOST_OBJECT_VIEW_CONTROLLER): .viewController
    default: nil
    }
  }

  /// Why `operations` and `styles` do not fit `kind`, or nil: a delegate serves some of
  /// its kind's operations and nothing else (a transitioning delegate in at least one
  /// style); a view controller serves none, in no style.
  static func kindProblem(
    _ kind: ObjectDescriptor.Kind, id: String, styles: [ModalPresentationStyle],
    operations: [TransitionOperation]
  ) -> String? {
    let allowed = kind.allowedOperations
    let names = { (list: [TransitionOperation]) in list.map(\.rawValue).joined(separator: ", ") }
    guard kind.isDelegate else {
      if !operations.isEmpty {
        return "'\(id)' is a view controller, which serves no transition itself, but declares "
          + "\(names(operations)); set operations to 0"
      }
      if !styles.isEmpty {
        return "'\(id)' is a view controller but declares presentation styles; set styles to "
          + "NULL and style_count to 0"
      }
      return nil
    }
    let foreign = operations.filter { !allowed.contains($0) }
    if !foreign.isEmpty {
      return "'\(id)' is a \(kind), which serves \(names(allowed)), but declares "
        + "\(names(foreign)); declare only \(names(allowed))"
    }
    if operations.isEmpty {
      return "'\(id)' is a \(kind) but serves no operations; declare \(names(allowed))"
    }
    if kind == .transitioningDelegate && styles.isEmpty {
      return "'\(id)' serves presentations but declares no presentation styles"
    }
    return nil
  }
}
