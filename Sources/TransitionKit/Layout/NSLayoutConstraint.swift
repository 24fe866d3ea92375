import CTransitionABI
import Foundation

/// A relation between two views' layout attributes the host's layout pass solves:
/// `firstItem.firstAttribute relation multiplier * secondItem.secondAttribute + constant`.
/// Mirrors `NSLayoutConstraint`: inactive when made; the items are views or layout guides
/// (a guide is its view with the guide's insets folded into the constant).
public class NSLayoutConstraint: NSObject {
  let session: PluginSession
  let handle: UInt64
  /// What the guides of the items add to the host's constant (0 between views).
  private let guideAdjustment: CGFloat
  private var storedConstant: CGFloat
  private var storedPriority: UILayoutPriority = .required
  private var storedIdentifier: String?

  /// Mirrors `firstItem`.
  public let firstItem: AnyObject?
  /// Mirrors `secondItem`.
  public let secondItem: AnyObject?
  /// Mirrors `firstAttribute`.
  public let firstAttribute: NSLayoutConstraint.Attribute
  /// Mirrors `secondAttribute`.
  public let secondAttribute: NSLayoutConstraint.Attribute
  /// Mirrors `relation`.
  public let relation: NSLayoutConstraint.Relation
  /// Mirrors `multiplier` (fixed once made, as in UIKit).
  public let multiplier: CGFloat

  /// Makes an inactive constraint. Mirrors
  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`;
  /// an item that is neither a `UIView` nor a layout guide is reported and the constraint
  /// does nothing.
  public convenience init(
    item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
    relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?,
    attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    let second = view2.flatMap { LayoutTarget(item: $0, attribute: attr2) }
    self.init(
      first: LayoutTarget(item: view1, attribute: attr1), relation: relation,
      second: view2 == nil || second != nil ? .some(second) : .none,
      attributes: (attr1, attr2), multiplier: multiplier, constant: c,
      items: (view1 as AnyObject, view2.map { $0 as AnyObject }))
  }

  /// The designated initializer: `second` is `.none` when a second item was given that is
  /// neither a view nor a guide, `.some(nil)` when there is none.
  init(
    first: LayoutTarget?, relation: NSLayoutConstraint.Relation, second: LayoutTarget??,
    attributes: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute),
    multiplier: CGFloat, constant: CGFloat, items: (AnyObject?, AnyObject?)
  ) {
    let session = PluginSession.require("NSLayoutConstraint") ?? PluginSession.detached
    self.session = session
    firstItem = items.0
    secondItem = items.1
    (firstAttribute, secondAttribute) = attributes
    self.relation = relation
    self.multiplier = multiplier
    storedConstant = constant
    let secondTarget = second ?? nil
    guideAdjustment = multiplier * (secondTarget?.offset ?? 0) - (first?.offset ?? 0)
    guard let first, second != nil else {
      session.log(
        Int32(TRANSHOST_LOG_WARNING),
        "TransitionKit: an item of NSLayoutConstraint is neither a UIView nor a "
          + "UILayoutGuide of one; the constraint does nothing")
      handle = 0
      super.init()
      return
    }
    guard let create = session.newer(\.constraint_create, "NSLayoutConstraint", minor: 4) else {
      handle = 0
      super.init()
      return
    }
    var description = transhost_constraint_t()
    description.struct_size = UInt32(MemoryLayout<transhost_constraint_t>.size)
    description.first_item = first.view.handle
    description.first_attribute = Int32(first.attribute.rawValue)
    description.relation = Int32(relation.rawValue)
    description.second_item = secondTarget?.view.handle ?? 0
    description.second_attribute = Int32(secondAttribute.rawValue)
    description.multiplier = Double(multiplier)
    description.constant = Double(constant + guideAdjustment)
    description.priority = TRANSHOST_PRIORITY_REQUIRED
    handle = create(session.host, &description)
    super.init()
    session.adopt(self)
  }

  /// A wrapper for a constraint the host made (one `view.constraints` found).
  init(session: PluginSession, handle: UInt64) {
    self.session = session
    self.handle = handle
    var description = transhost_constraint_t()
    description.struct_size = UInt32(MemoryLayout<transhost_constraint_t>.size)
    _ = session.host.pointee.constraint_get?(session.host, handle, &description)
    firstItem = session.view(description.first_item)
    secondItem = session.view(description.second_item)
    firstAttribute = Attribute(rawValue: Int(description.first_attribute)) ?? .notAnAttribute
    secondAttribute = Attribute(rawValue: Int(description.second_attribute)) ?? .notAnAttribute
    relation = Relation(rawValue: Int(description.relation)) ?? .equal
    multiplier = CGFloat(description.multiplier)
    storedConstant = CGFloat(description.constant)
    storedPriority = UILayoutPriority(description.priority)
    storedIdentifier = description.identifier.map { String(cString: $0) }
    guideAdjustment = 0
    super.init()
  }

  private var host: UnsafePointer<transhost_host_t> { session.host }

  /// Mirrors `constant`; the views lay out again on the next pass (or `layoutIfNeeded()`,
  /// which animates the change inside `UIView.animate`).
  public var constant: CGFloat {
    get { storedConstant }
    set {
      storedConstant = newValue
      _ = host.pointee.constraint_set_constant?(host, handle, Double(newValue + guideAdjustment))
    }
  }

  /// Mirrors `priority`. As in UIKit, an active constraint cannot change between required
  /// and optional (the host refuses and reports it).
  public var priority: UILayoutPriority {
    get { storedPriority }
    set {
      if host.pointee.constraint_set_priority?(host, handle, newValue.rawValue)
        == Int32(TRANSHOST_OK)
      {
        storedPriority = newValue
      }
    }
  }

  /// Mirrors `identifier`, shown in the host's reports.
  public var identifier: String? {
    get { storedIdentifier }
    set {
      storedIdentifier = newValue
      _ = host.pointee.constraint_set_identifier?(host, handle, newValue)
    }
  }

  /// Mirrors `isActive`: activating installs the constraint on the nearest common
  /// ancestor of its views.
  public var isActive: Bool {
    get { host.pointee.constraint_is_active?(host, handle) ?? false }
    set { _ = host.pointee.constraint_set_active?(host, handle, newValue) }
  }

  /// Activates each constraint. Mirrors `NSLayoutConstraint.activate(_:)`.
  public class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint. Mirrors `NSLayoutConstraint.deactivate(_:)`.
  public class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }
}
