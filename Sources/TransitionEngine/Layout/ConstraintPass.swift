/// One container's share of a layout pass: the constraints that place its subviews,
/// turned into a ``LayoutSolver`` system, solved, and applied to the frames of the
/// subviews whose `translatesAutoresizingMaskIntoConstraints` is false. Every constraint
/// it cannot apply is reported (once) as a ``LayoutIssue``.
struct ConstraintPass {
  let container: View

  /// Solves and applies the container's constraints.
  func run() {
    let candidates =
      container.layout.constraints + container.subviews.flatMap { $0.layout.constraints }
    guard !candidates.isEmpty else { return }
    let managed = container.subviews.filter { !$0.layout.translatesAutoresizingMaskIntoConstraints }
    var accepted: [LayoutConstraint] = []
    for constraint in candidates {
      guard let issue = issue(with: constraint, managed: managed) else {
        accepted.append(constraint)
        continue
      }
      if case .notHere = issue { continue }
      if case .problem(let problem) = issue { report(problem, about: constraint) }
    }
    guard !managed.isEmpty else { return }
    let index = Dictionary(
      managed.enumerated().map { (ObjectIdentifier($0.element), $0.offset) },
      uniquingKeysWith: { first, _ in first })
    let rows = accepted.enumerated().map { row(for: $0.element, source: $0.offset, index: index) }
    let solver = LayoutSolver(unknowns: managed.count * 4, current: currentValues(managed))
    let solution = solver.solve(rows)
    for source in solution.broken {
      let constraint = accepted[source]
      report(
        .unsatisfiable(constraint: "\(constraint)", view: "\(constraint.firstItem)"),
        about: constraint)
    }
    reportAmbiguity(solution.free, managed)
    apply(solution.values, to: managed)
  }

  private enum Verdict {
    /// Another container's pass places this constraint's views.
    case notHere
    case problem(LayoutIssue)
  }

  /// Why `constraint` is not solved here, or nil when it is.
  private func issue(with constraint: LayoutConstraint, managed: [View]) -> Verdict? {
    let items = constraint.items
    guard items.allSatisfy({ $0 === container || $0.superview === container }) else {
      guard constraint.holder === container else { return .notHere }
      return .problem(
        .unrelatedItems(
          constraint: "\(constraint)", first: "\(constraint.firstItem)",
          second: "\(constraint.secondItem ?? constraint.firstItem)"))
    }
    let placed = items.filter { $0 !== container }
    guard !placed.isEmpty else { return .notHere }
    if let reason = Self.pairingProblem(constraint) {
      return .problem(.invalidPairing(constraint: "\(constraint)", reason: reason))
    }
    for attribute in [constraint.firstAttribute, constraint.secondAttribute]
    where attribute.isUnsupported {
      return .problem(
        .unsupportedAttribute(
          constraint: "\(constraint)", view: "\(constraint.firstItem)", attribute: attribute.name))
    }
    guard placed.contains(where: { view in managed.contains { $0 === view } }) else {
      return .problem(.autoresizedItem(constraint: "\(constraint)", view: "\(placed[0])"))
    }
    return nil
  }

  /// What UIKit refuses in the pairing of a constraint's attributes, or nil.
  static func pairingProblem(_ constraint: LayoutConstraint) -> String? {
    let first = constraint.firstAttribute
    let second = constraint.secondAttribute
    guard first != .notAnAttribute else { return "has no first attribute" }
    guard constraint.secondItem != nil else {
      if second != .notAnAttribute { return "names a second attribute without a second item" }
      return first.isDimension ? nil : "places a position against a constant alone"
    }
    guard second != .notAnAttribute else { return "has a second item without an attribute" }
    if first.isDimension != second.isDimension { return "pairs a size with a position" }
    if !first.isDimension, first.axis != second.axis {
      return "pairs a horizontal attribute with a vertical one"
    }
    if (first.isDirectional && second.isAbsolute) || (first.isAbsolute && second.isDirectional) {
      return "pairs a leading or trailing attribute with a left or right one"
    }
    return nil
  }

  /// The unknowns of subview `k`: x, y, width, height at 4k ... 4k + 3.
  private func row(
    for constraint: LayoutConstraint, source: Int, index: [ObjectIdentifier: Int]
  ) -> LayoutSolver.Row {
    var coefficients = [Double](repeating: 0, count: index.count * 4)
    var value = constraint.constant
    func add(_ view: View, _ attribute: LayoutAttribute, _ factor: Double) {
      guard let terms = attribute.terms else { return }
      let vertical = attribute.axis == .vertical
      value -= factor * terms.constant
      if let k = index[ObjectIdentifier(view)] {
        coefficients[4 * k + (vertical ? 1 : 0)] += factor * terms.origin
        coefficients[4 * k + (vertical ? 3 : 2)] += factor * terms.length
      } else {
        let (origin, length) = fixedExtent(of: view, vertical: vertical)
        value -= factor * (terms.origin * origin + terms.length * length)
      }
    }
    add(constraint.firstItem, constraint.firstAttribute, 1)
    if let second = constraint.secondItem {
      add(second, constraint.secondAttribute, -constraint.multiplier)
    }
    return LayoutSolver.Row(
      coefficients: coefficients, value: value, relation: constraint.relation,
      priority: constraint.priority, source: source)
  }

  /// The origin and length along one axis of a view the pass does not move: the
  /// container's bounds, or a sibling's frame (without its transform, as Auto Layout
  /// sees it).
  private func fixedExtent(of view: View, vertical: Bool) -> (Double, Double) {
    let bounds = view.bounds
    if view === container {
      return vertical ? (bounds.origin.y, bounds.height) : (bounds.origin.x, bounds.width)
    }
    let center = view.center
    return vertical
      ? (center.y - bounds.height / 2, bounds.height) : (center.x - bounds.width / 2, bounds.width)
  }

  private func currentValues(_ managed: [View]) -> [Double] {
    managed.flatMap { view -> [Double] in
      let size = view.bounds.size
      return [
        view.center.x - size.width / 2, view.center.y - size.height / 2, size.width, size.height,
      ]
    }
  }

  private func apply(_ values: [Double], to managed: [View]) {
    for (k, view) in managed.enumerated() {
      let frame = values[(4 * k)..<(4 * k + 4)]
      guard frame.allSatisfy(\.isFinite) else { continue }
      let (x, y, width, height) = (
        values[4 * k], values[4 * k + 1], values[4 * k + 2], values[4 * k + 3]
      )
      let size = Size(width: max(width, 0), height: max(height, 0))
      if view.bounds.size != size { view.bounds = Rect(origin: view.bounds.origin, size: size) }
      let center = Point(x: x + width / 2, y: y + height / 2)
      if view.center != center { view.center = center }
    }
  }

  private func reportAmbiguity(_ free: [Int], _ managed: [View]) {
    let names = ["x", "y", "width", "height"]
    for (k, view) in managed.enumerated() {
      let parts = free.filter { $0 / 4 == k }.map { names[$0 % 4] }
      guard !parts.isEmpty else {
        view.layout.reportedAmbiguity = nil
        continue
      }
      let text = parts.joined(separator: " and ")
      guard view.layout.reportedAmbiguity != text else { continue }
      view.layout.reportedAmbiguity = text
      container.engine.reportViolation(.layout(.ambiguous(view: "\(view)", parts: text)))
    }
  }

  private func report(_ issue: LayoutIssue, about constraint: LayoutConstraint) {
    guard constraint.reportedIssue != issue else { return }
    constraint.reportedIssue = issue
    container.engine.reportViolation(.layout(issue))
  }
}
