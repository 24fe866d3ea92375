/// What the translator knows of the whole target: its classes, their superclasses, the
/// members each declares, and the requirements of its `@objc` protocols.
struct TargetModel {
  /// Every type declaration of every file, by file.
  let files: [[TypeDeclaration]]
  /// The target's classes by name: their superclass (the first inherited type).
  let superclasses: [String: String?]
  /// The selector names of every `@objc` protocol's requirements.
  let protocolSelectors: Set<String>
  /// The base names of `@objc` protocols' optional requirements (their call sites'
  /// `?` after the name goes).
  let optionalNames: Set<String>

  init(_ files: [[TypeDeclaration]]) {
    self.files = files
    var superclasses: [String: String?] = [:]
    var selectors: Set<String> = []
    var optionalNames: Set<String> = []
    for type in files.joined() {
      if type.keyword == "class" { superclasses[type.name] = type.firstInherited }
      if type.keyword == "protocol", type.isObjC {
        selectors.formUnion(type.members.map(\.selectorName))
        optionalNames.formUnion(type.optionalRequirements.map(\.member.name))
      }
    }
    self.superclasses = superclasses
    protocolSelectors = selectors
    self.optionalNames = optionalNames
  }

  /// Whether `name` is a class this target declares.
  func isClass(_ name: String) -> Bool { superclasses[name] != nil }

  /// The target's own superclass of `name`, if it declares one.
  func userSuperclass(of name: String) -> String? {
    guard let superclass = superclasses[name] ?? nil, isClass(superclass) else { return nil }
    return superclass
  }

  /// The topmost class of this target above (or at) `name`.
  func root(of name: String) -> String {
    var current = name
    var seen: Set<String> = [name]
    while let next = userSuperclass(of: current), seen.insert(next).inserted { current = next }
    return current
  }

  /// How many of the target's classes are above `name`.
  func depth(of name: String) -> Int {
    var count = 0
    var current = name
    while let next = userSuperclass(of: current), count < 100 {
      count += 1
      current = next
    }
    return count
  }

  /// Whether `member` of a type is registered: exposed, in an `@objcMembers` class, or
  /// implementing an `@objc` protocol's requirement.
  func registers(_ member: Member, in type: TypeDeclaration) -> Bool {
    guard !member.isStatic else { return false }
    return member.isExposed || type.isObjCMembers || protocolSelectors.contains(member.selectorName)
  }

  /// The registered members of class `name` declared in file `file`.
  func registered(_ name: String, inFile file: Int) -> [Member] {
    files[file].filter { $0.name == name && ($0.keyword == "class" || $0.keyword == "extension") }
      .flatMap { type in type.members.filter { registers($0, in: type) } }
  }

  /// Every (class, file) pair that registers methods, in the hierarchy under `root`.
  func tables(under root: String) -> [(name: String, file: Int)] {
    var tables: [(name: String, file: Int)] = []
    for (file, types) in files.enumerated() {
      for name in Set(types.map(\.name)) where isClass(name) && self.root(of: name) == root {
        if !registered(name, inFile: file).isEmpty { tables.append((name, file)) }
      }
    }
    return tables.sorted { (depth(of: $0.name), $0.file) > (depth(of: $1.name), $1.file) }
  }

  /// The member a `#selector` names: by type when qualified, else any with that name.
  func member(named name: String, labels: [String]?, qualifier: String?) -> Member? {
    let candidates = files.joined().filter { qualifier == nil || $0.name == qualifier || $0.name.hasSuffix("." + (qualifier ?? "")) }
      .flatMap(\.members).filter { $0.name == name }
    if let labels { return candidates.first { $0.labels == labels } }
    return candidates.first
  }
}
