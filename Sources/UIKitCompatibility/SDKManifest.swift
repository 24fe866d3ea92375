import Foundation

/// The names the iOS SDK declares for UIKit, QuartzCore and Core Graphics, read from
/// `docs/uikit-sdk-manifest.tsv` (written by `scripts/uikit-sdk-manifest.py`): a line
/// per declaration, `module<TAB>path<TAB>kind`, and a line per supertype of a type, of the
/// kind `Supertype:NAME`.
public struct SDKManifest: Sendable {
  /// One declaration of the SDK.
  public struct Declaration: Hashable, Sendable {
    /// `UIKit`, `QuartzCore`, `CoreGraphics` or `ObjectiveC` (NSObject's members).
    public let module: String
    /// Apple's names for its kinds (`Instance Property`): one path can name a type
    /// property and an instance property alike (`UIColor.red`, the colour, and
    /// `CIColor.red`, a component, are one path per type).
    public let kinds: Set<String>
  }

  private let declarations: [String: Declaration]
  private let membersByOwner: [String: [String]]
  private let supertypesByType: [String: [String]]

  /// The kind that makes a row a relationship rather than a declaration:
  /// `UIKit<TAB>UIImageView<TAB>Supertype:UIView`.
  static let supertypePrefix = "Supertype:"

  /// The types `type` inherits from or conforms to in the SDK, nearest first as listed.
  public func supertypes(of type: String) -> [String] { supertypesByType[type] ?? [] }

  /// Reads the manifest's text; `file` names it in errors.
  public init(text: String, file: String) throws {
    var declarations: [String: Declaration] = [:]
    var supertypes: [String: [String]] = [:]
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    where !line.isEmpty && !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 3, !fields[1].isEmpty else {
        throw CompatibilityProblem.badManifestLine(file: file, line: index + 1)
      }
      let path = String(fields[1])
      if fields[2].hasPrefix(Self.supertypePrefix) {
        supertypes[path, default: []].append(
          String(fields[2].dropFirst(Self.supertypePrefix.count)))
        continue
      }
      let module = declarations[path]?.module ?? String(fields[0])
      let kinds = (declarations[path]?.kinds ?? []).union([String(fields[2])])
      declarations[path] = Declaration(module: module, kinds: kinds)
    }
    self.declarations = declarations
    self.supertypesByType = supertypes
    var members: [String: [String]] = [:]
    for path in declarations.keys {
      let (owner, member) = Self.split(path)
      members[owner, default: []].append(member)
    }
    self.membersByOwner = members.mapValues { $0.sorted() }
  }

  /// The members the SDK declares on `owner` (`UIView`), sorted.
  public func members(of owner: String) -> [String] { membersByOwner[owner] ?? [] }

  /// `("UIView", "convert(_:to:)")` from `UIView.convert(_:to:)`: the last dot before any
  /// argument list separates them.
  static func split(_ path: String) -> (owner: String, member: String) {
    let head = path.firstIndex(of: "(") ?? path.endIndex
    guard let dot = path[..<head].lastIndex(of: ".") else { return ("", path) }
    return (String(path[..<dot]), String(path[path.index(after: dot)...]))
  }

  /// The declaration at `path` (`UIView.frame`), if the SDK has one.
  public func declaration(_ path: String) -> Declaration? { declarations[path] }
}
