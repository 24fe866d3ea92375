/// What the translator knows of the whole target: its classes and their superclasses,
/// the `@objc` protocols and what conforms to them, and which members each class
/// registers under which selector.
struct TargetModel {
  /// Every type declaration of every file, by file.
  let files: [[TypeDeclaration]]
  /// The target's classes by name: the first type of their inheritance clause (their
  /// superclass, when they have one), or "" when none is written.
  let classes: [String: String]
  /// The target's `@objc` protocols by name.
  let protocols: [String: TypeDeclaration]
  /// The names of the classes marked `@objcMembers`.
  let objcMembersClasses: Set<String>
  /// The `optional` requirements of the `@objc` protocols, by base name.
  let optionalRequirements: [String: (protocolName: String, member: Member)]
  /// The types the target's values are declared with, by name (all files together).
  let values: ValueDeclarations

  init(_ files: [[TypeDeclaration]], values: ValueDeclarations = ValueDeclarations()) {
    self.files = files
    self.values = values
    var classes: [String: String] = [:]
    var protocols: [String: TypeDeclaration] = [:]
    var optionals: [String: (String, Member)] = [:]
    for type in files.joined() {
      if type.keyword == "class" { classes[type.name] = type.inherited.first ?? "" }
      if type.keyword == "protocol", type.isObjC {
        protocols[type.name] = type
        for member in type.members where member.isOptional {
          optionals[member.name] = (type.name, member)
        }
      }
    }
    self.classes = classes
    self.protocols = protocols
    optionalRequirements = optionals
    objcMembersClasses = Set(
      files.joined().filter { $0.keyword == "class" && $0.isObjCMembers }.map(\.name))
  }

  /// Whether `name` is a class this target declares.
  func isClass(_ name: String) -> Bool { classes[name] != nil }

  /// The target's own superclass of `name`, if it declares one.
  func userSuperclass(of name: String) -> String? {
    guard let superclass = classes[name], isClass(superclass), superclass != name else {
      return nil
    }
    return superclass
  }

  /// `name` and the target's classes above it, nearest first.
  func lineage(of name: String) -> [String] {
    var chain = [name]
    while let next = chain.last.flatMap(userSuperclass(of:)), !chain.contains(next) {
      chain.append(next)
    }
    return chain
  }

  /// Whether class `name` (or a class of the target above it) is marked `@MainActor`:
  /// its registered members are called through `MainActor.assumeIsolated`.
  func isMainActor(_ name: String) -> Bool {
    let classes = Set(lineage(of: name))
    return files.joined().contains { classes.contains($0.name) && $0.isMainActor }
  }

  /// The `@objc` protocols class `name` conforms to: named in its declaration's or an
  /// extension's inheritance clause, or its superclasses', with the protocols those
  /// inherit.
  func objcProtocols(of name: String) -> [TypeDeclaration] {
    let classes = Set(lineage(of: name))
    var pending = files.joined().filter { classes.contains($0.name) && $0.isClassBody }
      .flatMap(\.inherited)
    var found: [String] = []
    while let next = pending.popLast() {
      guard let declaration = protocols[next], !found.contains(next) else { continue }
      found.append(next)
      pending += declaration.inherited
    }
    return found.sorted().compactMap { protocols[$0] }
  }

  /// The selector `member` of `type` (a class's declaration or extension) is registered
  /// under, or nil when it is not registered: an `@objc` (or `@IBAction`, `@IBOutlet`)
  /// member, any instance member of an `@objcMembers` class, and a member that
  /// implements a requirement of an `@objc` protocol the class conforms to (named as the
  /// requirement is). Members Objective-C could not call are not registered.
  func registeredSelector(of member: Member, in type: TypeDeclaration) -> String? {
    if type.keyword == "protocol" { return protocols[type.name] == nil ? nil : member.selectorName }
    guard type.isClassBody, isClass(type.name), !member.isStatic, member.unrepresentable == nil
    else { return nil }
    let requirement = objcProtocols(of: type.name).lazy.flatMap(\.members).first {
      $0.swiftName == member.swiftName
    }
    if member.isExplicitlyObjC {
      return member.rename ?? requirement?.selectorName ?? member.selectorName
    }
    if let requirement { return requirement.selectorName }
    return objcMembersClasses.contains(type.name) ? member.selectorName : nil
  }

  /// The registered members of class `name` declared in file `file`, with their selectors.
  func registered(_ name: String, inFile file: Int) -> [(member: Member, selector: String)] {
    files[file].filter { $0.name == name && $0.isClassBody }.flatMap { type in
      type.members.compactMap { member in
        registeredSelector(of: member, in: type).map { (member, $0) }
      }
    }
  }

  /// Every (class, file) pair that registers methods in the hierarchy whose topmost
  /// class in the target is `root`, subclasses first (so an override is found first).
  func tables(under root: String) -> [(name: String, file: Int)] {
    var tables: [(name: String, file: Int, depth: Int)] = []
    for (file, types) in files.enumerated() {
      for name in Set(types.map(\.name)).sorted() where isClass(name) {
        let chain = lineage(of: name)
        if chain.last == root, !registered(name, inFile: file).isEmpty {
          tables.append((name, file, chain.count))
        }
      }
    }
    return tables.sorted { ($0.depth, $1.file) > ($1.depth, $0.file) }.map { ($0.name, $0.file) }
  }
}
