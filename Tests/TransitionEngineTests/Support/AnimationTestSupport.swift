import Testing
import TransitionEngine

/// Expects `actual` to be within `tolerance` of `expected`, naming both when it is not.
func expectClose(
  _ actual: Double, _ expected: Double, tolerance: Double = 1e-6, _ comment: String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance,
    "\(comment) \(actual) is not within \(tolerance) of \(expected)",
    sourceLocation: sourceLocation)
}

/// Expects two points to agree coordinate by coordinate within `tolerance`.
func expectClose(
  _ actual: Point, _ expected: Point, tolerance: Double = 1e-6,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual.x - expected.x) <= tolerance && abs(actual.y - expected.y) <= tolerance,
    "\(actual) is not within \(tolerance) of \(expected)", sourceLocation: sourceLocation)
}

/// Expects two rectangles to agree field by field within `tolerance`.
func expectClose(
  _ actual: Rect, _ expected: Rect, tolerance: Double = 1e-6,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let fields = [
    (actual.origin.x, expected.origin.x), (actual.origin.y, expected.origin.y),
    (actual.size.width, expected.size.width), (actual.size.height, expected.size.height),
  ]
  #expect(
    fields.allSatisfy { abs($0.0 - $0.1) <= tolerance },
    "\(actual) is not within \(tolerance) of \(expected)", sourceLocation: sourceLocation)
}

/// Records what `UIView.animate` completions receive, in call order.
final class CompletionLog {
  /// The `finished` flags received, oldest first.
  private(set) var calls: [Bool] = []
  /// The virtual times at which they arrived.
  private(set) var times: [Double] = []
  private unowned let engine: Engine

  init(engine: Engine) { self.engine = engine }

  /// A completion handler that appends to the log.
  var handler: (Bool) -> Void {
    { [self] finished in
      calls.append(finished)
      times.append(engine.now)
    }
  }
}

/// Records what property animator completions receive, in call order.
final class PositionLog {
  /// The positions received, oldest first.
  private(set) var positions: [PropertyAnimator.Position] = []

  /// A completion handler that appends to the log.
  var handler: (PropertyAnimator.Position) -> Void {
    { [self] position in positions.append(position) }
  }
}

extension Engine {
  /// A view with `frame`, added to the window's root view.
  func makeWindowView(name: String, frame: Rect) -> View {
    let view = makeView(name: name, frame: frame)
    window.rootView.addSubview(view)
    return view
  }

  /// The descriptions of the violations reported so far.
  var violationMessages: [String] { violations.map(\.description) }
}
