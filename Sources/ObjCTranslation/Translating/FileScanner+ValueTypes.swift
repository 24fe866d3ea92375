/// What a file says of its values' types, as written: the name of each `let`, `var` and
/// parameter declared with a type, and of each `let` or `var` bound to another name or
/// cast (`let d = delegate`, `if let d = self.delegate`, `let d = x as? Drawer`). The
/// translator has no type checker: these are what it tells a value's type by.
struct ValueDeclarations {
  /// The types each name is declared with, as written (`DrawerDelegate?`).
  var types: [String: Set<String>] = [:]
  /// The names each name is bound to (`d` to `delegate` in `let d = delegate`).
  var aliases: [String: Set<String>] = [:]

  /// Adds `other`'s declarations to these.
  mutating func merge(_ other: ValueDeclarations) {
    types.merge(other.types) { $0.union($1) }
    aliases.merge(other.aliases) { $0.union($1) }
  }

  /// The types `name` is declared with, through the names it is bound to.
  func declaredTypes(of name: String) -> Set<String> {
    var found = types[name] ?? []
    var seen: Set<String> = [name]
    var pending = Array(aliases[name] ?? [])
    while let next = pending.popLast() {
      guard seen.insert(next).inserted else { continue }
      found.formUnion(types[next] ?? [])
      pending += aliases[next] ?? []
    }
    return found
  }
}

extension FileScanner {
  /// The file's value declarations (see ``ValueDeclarations``).
  func valueDeclarations() -> ValueDeclarations {
    var declarations = ValueDeclarations()
    for position in significant.indices where text(position - 1) != "." {
      switch text(position) {
      case "let", "var":
        let name = text(position + 1).trimmingBackticks
        if text(position + 2) == ":", let type = propertyType(after: position + 2).type {
          declarations.types[name, default: []].insert(type)
        } else if text(position + 2) == "=" {
          var value = position + 3
          if text(value) == "self", text(value + 1) == "." { value += 2 }
          guard token(value).kind == .identifier else { continue }
          if text(value + 1) == "as", ["?", "!"].contains(text(value + 2)) {
            declarations.types[name, default: []].insert(text(value + 3))
          } else if endsBinding(after: value) {
            declarations.aliases[name, default: []].insert(text(value).trimmingBackticks)
          }
        }
      case "func", "init", "subscript":
        var open = position + 1
        while open < significant.count, !["(", "{"].contains(text(open)) { open += 1 }
        guard text(open) == "(" else { continue }
        for parameter in parameters(from: open + 1, to: closing(open)) {
          declarations.types[parameter.name, default: []].insert(parameter.type)
        }
      default: break
      }
    }
    return declarations
  }

  /// Whether the value of a binding ends after significant position `position`: at a
  /// comma, brace, `else`, semicolon or the end of the line.
  func endsBinding(after position: Int) -> Bool {
    position + 1 >= significant.count || token(position + 1).line != token(position).line
      || [",", "{", "else", ";"].contains(text(position + 1))
  }
}
