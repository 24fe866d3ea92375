/// Solves the constraints among a container's subviews for their frames: the origin and
/// size of each subview placed by constraints are the unknowns, and each constraint is a
/// linear equation or inequality between them and fixed values (the container's bounds,
/// the frames of subviews placed by their autoresizing masks).
///
/// Equations are taken in priority order (then in the order given) into a reduced
/// system; one that contradicts those already taken is broken, reported when it was
/// required and quietly left unsatisfied when optional, as Auto Layout does. An
/// inequality holds as long as the solution satisfies it; when it does not, it becomes
/// an equation at its bound (with its own priority) and the system is solved again. A
/// part of a frame that nothing fixes keeps its current value and is reported.
struct LayoutSolver {
  /// One equation or inequality: `sum(coefficients[i] * unknown[i]) relation value`.
  struct Row {
    var coefficients: [Double]
    var value: Double
    var relation: LayoutRelation
    var priority: Float
    /// Which input row this is (its index), for reporting.
    var source: Int
  }

  /// What a solve gives: a value for every unknown, the sources of the required rows
  /// that were broken, and the unknowns nothing fixed.
  struct Solution {
    var values: [Double]
    var broken: [Int]
    var free: [Int]
  }

  let unknowns: Int
  /// The current value of each unknown, kept for the ones nothing fixes.
  let current: [Double]

  private static let tolerance = 1e-9

  /// Solves `rows`.
  func solve(_ rows: [Row]) -> Solution {
    let equations = rows.filter { $0.relation == .equal }
    var inequalities = rows.filter { $0.relation != .equal }
    var activated: [Row] = []
    var solution = solveEquations(equations)
    for _ in 0...inequalities.count {
      let violated = inequalities.indices.filter { !satisfies(inequalities[$0], solution.values) }
      guard
        let worst = violated.max(by: { inequalities[$0].priority < inequalities[$1].priority })
      else { break }
      var bound = inequalities.remove(at: worst)
      bound.relation = .equal
      activated.append(bound)
      solution = solveEquations(equations + activated)
    }
    return solution
  }

  private func satisfies(_ row: Row, _ values: [Double]) -> Bool {
    var sum = 0.0
    for (index, coefficient) in row.coefficients.enumerated() { sum += coefficient * values[index] }
    let slack = 1e-6
    return row.relation == .lessThanOrEqual ? sum <= row.value + slack : sum >= row.value - slack
  }

  /// Takes the equations in priority order into a reduced system, then fixes each
  /// unknown left free at its current value.
  private func solveEquations(_ rows: [Row]) -> Solution {
    let ordered = rows.enumerated().sorted { lhs, rhs in
      lhs.element.priority != rhs.element.priority
        ? lhs.element.priority > rhs.element.priority : lhs.offset < rhs.offset
    }.map(\.element)
    var system: [(pivot: Int, row: Row)] = []
    var broken: [Int] = []
    for row in ordered where !take(row, into: &system) {
      if row.priority >= LayoutConstraint.required { broken.append(row.source) }
    }
    var free: [Int] = []
    for unknown in 0..<unknowns {
      var coefficients = [Double](repeating: 0, count: unknowns)
      coefficients[unknown] = 1
      let row = Row(
        coefficients: coefficients, value: current[unknown], relation: .equal, priority: 0,
        source: -1)
      if take(row, into: &system) { free.append(unknown) }
    }
    var values = current
    for (pivot, row) in system { values[pivot] = row.value }
    return Solution(values: values, broken: broken, free: free)
  }

  /// Reduces `row` by the system; when something is left, adds it (the system stays fully
  /// reduced) and answers true. A row that reduces to nothing is redundant (true) or
  /// contradicts the system (false).
  private func take(_ row: Row, into system: inout [(pivot: Int, row: Row)]) -> Bool {
    var reduced = row
    for (pivot, taken) in system where reduced.coefficients[pivot] != 0 {
      let factor = reduced.coefficients[pivot]
      for index in 0..<unknowns {
        reduced.coefficients[index] -= factor * taken.coefficients[index]
      }
      reduced.value -= factor * taken.value
    }
    guard
      let pivot = reduced.coefficients.indices.max(by: {
        abs(reduced.coefficients[$0]) < abs(reduced.coefficients[$1])
      }), abs(reduced.coefficients[pivot]) > Self.tolerance
    else {
      return abs(reduced.value) <= 1e-6 && row.source >= 0
    }
    let scale = reduced.coefficients[pivot]
    for index in 0..<unknowns { reduced.coefficients[index] /= scale }
    reduced.coefficients[pivot] = 1
    reduced.value /= scale
    for position in system.indices where system[position].row.coefficients[pivot] != 0 {
      let factor = system[position].row.coefficients[pivot]
      for index in 0..<unknowns {
        system[position].row.coefficients[index] -= factor * reduced.coefficients[index]
      }
      system[position].row.coefficients[pivot] = 0
      system[position].row.value -= factor * reduced.value
    }
    system.append((pivot, reduced))
    return true
  }
}
