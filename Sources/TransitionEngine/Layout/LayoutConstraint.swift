/// A linear relation between two views' layout attributes:
/// `first.attribute relation multiplier * second.attribute + constant`.
/// Mirrors `NSLayoutConstraint`.
///
/// A constraint does nothing until it is active; activating it installs it on the
/// nearest common ancestor of its views, as UIKit does, and the next layout pass of the
/// views' superview solves it.
public final class LayoutConstraint {
  /// The engine-wide number of the constraint, in creation order; handles use it.
  public let id: Int
  /// Mirrors `firstItem`.
  public let firstItem: View
  /// Mirrors `firstAttribute`.
  public let firstAttribute: LayoutAttribute
  /// Mirrors `relation`.
  public let relation: LayoutRelation
  /// Mirrors `secondItem`: nil for a constraint on a size alone (`width == 100`).
  public let secondItem: View?
  /// Mirrors `secondAttribute`: `notAnAttribute` without a second item.
  public let secondAttribute: LayoutAttribute
  /// Mirrors `multiplier` (fixed once made, as in UIKit).
  public let multiplier: Double
  /// Mirrors `constant`; changing it lays the views out again on the next pass.
  public var constant: Double {
    didSet { if constant != oldValue { noteChange() } }
  }
  /// Mirrors `priority` (`UILayoutPriority`, 1...1000; 1000 is required).
  public var priority: Float {
    didSet { if priority != oldValue { noteChange() } }
  }
  /// Mirrors `identifier`, shown in the constraint's description.
  public var identifier: String?
  /// The view the constraint is installed on while active (the nearest common ancestor).
  public internal(set) weak var holder: View?
  /// The last problem reported about the constraint, so a layout pass reports each once.
  var reportedIssue: LayoutIssue?

  /// UIKit's required priority.
  public static let required: Float = 1000

  init(
    id: Int, firstItem: View, firstAttribute: LayoutAttribute, relation: LayoutRelation,
    secondItem: View?, secondAttribute: LayoutAttribute, multiplier: Double, constant: Double,
    priority: Float = LayoutConstraint.required
  ) {
    self.id = id
    self.firstItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = secondItem
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
  }

  /// Mirrors `isActive`: setting it activates or deactivates the constraint.
  public var isActive: Bool {
    get { holder != nil }
    set {
      if newValue { firstItem.engine.activate([self]) } else { firstItem.engine.deactivate([self]) }
    }
  }

  /// Whether the constraint must hold (priority 1000).
  public var isRequired: Bool { priority >= Self.required }

  /// The views the constraint names.
  var items: [View] { secondItem.map { [firstItem, $0] } ?? [firstItem] }

  /// Marks the views the constraint places as needing layout.
  func noteChange() {
    guard holder != nil else { return }
    for item in items { item.superview?.setNeedsLayout() }
  }
}

extension LayoutConstraint: CustomStringConvertible {
  /// The constraint as UIKit prints it, with views as `name#id`:
  /// `<NSLayoutConstraint 'id' card#3.width == 0.5*container#2.width + 10 @750>`.
  public var description: String {
    var text = "<NSLayoutConstraint"
    if let identifier { text += " '\(identifier)'" }
    text += " \(firstItem).\(firstAttribute.name) \(relation.symbol) "
    var right: [String] = []
    if let secondItem {
      let factor = multiplier == 1 ? "" : "\(formatNumber(multiplier))*"
      right.append("\(factor)\(secondItem).\(secondAttribute.name)")
    }
    if secondItem == nil || constant != 0 {
      let magnitude = formatNumber(right.isEmpty ? constant : abs(constant))
      right.append(right.isEmpty ? magnitude : (constant < 0 ? "- " : "+ ") + magnitude)
    }
    text += right.joined(separator: " ")
    if !isRequired { text += " @\(formatNumber(Double(priority)))" }
    return text + ">"
  }
}
