#if canImport(Glibc)
  import Glibc
#endif

/// This process's environment, read without Foundation.
public enum ProcessEnvironment {
  /// The entries as `NAME=value` strings, in order.
  public static func entries() -> [String] {
    var result: [String] = []
    var pointer = environ
    while let entry = pointer.pointee {
      result.append(String(cString: entry))
      pointer += 1
    }
    return result
  }

  /// The entries by name.
  public static func current() -> [String: String] {
    var result: [String: String] = [:]
    forEachEntry { name, value in
      result[String(decoding: name, as: UTF8.self)] = String(cString: value)
    }
    return result
  }

  /// The entries of `names` alone, as ``current()`` has them (the last entry of a name
  /// wins), with no string made for any other entry: for a command that reads a few
  /// variables (a warm `list` made the whole dictionary six times, 0.43 M instructions).
  public static func current(named names: [String]) -> [String: String] {
    var result: [String: String] = [:]
    forEachEntry { name, value in
      for wanted in names
      where wanted.utf8.count == name.count && wanted.utf8.elementsEqual(name) {
        result[wanted] = String(cString: value)
      }
    }
    return result
  }

  /// Calls `body` with each entry's name (its bytes) and value (a C string), in order.
  private static func forEachEntry(
    _ body: (UnsafeRawBufferPointer, UnsafePointer<CChar>) -> Void
  ) {
    var pointer = environ
    // Cut at the first `=` on the C string's bytes: no `String` of the whole entry, no
    // `Character` search (a command asks for the environment several times).
    while let entry = pointer.pointee {
      pointer += 1
      guard let equals = strchr(entry, Int32(UInt8(ascii: "="))) else { continue }
      body(
        UnsafeRawBufferPointer(start: entry, count: entry.distance(to: equals)),
        UnsafePointer(equals + 1))
    }
  }

  /// The entries with `overrides` set (replacing entries of those names), for a child.
  public static func entries(overriding overrides: [String: String]) -> [String] {
    entries().filter { overrides[String($0.prefix { $0 != "=" })] == nil }
      + overrides.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
  }

  /// What a helper process that loads plugins has set in its environment: Swift's
  /// crash backtracer off (`SWIFT_BACKTRACE=enable=no`), since a crash there is the
  /// plugin's and only its signal matters.
  static let pluginHelperOverrides = ["SWIFT_BACKTRACE": "enable=no"]

  /// The environment of a helper process that loads plugins: this one, with
  /// ``pluginHelperOverrides`` set.
  public static func forPluginHelper() -> [String] {
    entries(overriding: pluginHelperOverrides)
  }
}
