import CTransitionABI
import TransitionEngine

/// The presentation layer (`CALayer.presentation()`) and the transaction settings of
/// ABI 1.5: a transaction's completion and its implicit animations' timing function.
extension HostBridge {
  /// `property` as it is on screen now: the animatable ones from ``View/presentation``
  /// (block, implicit and explicit animations applied at the engine's time), the others
  /// as `view_get_values` reads them.
  func getPresentationValues(
    _ handle: UInt64, _ id: transhost_property, _ out: UnsafeMutablePointer<Double>?,
    _ count: UInt32
  ) -> transhost_status {
    let call = "view_get_presentation_values"
    guard let out else { return reject(call, "out is NULL") }
    guard let property = valueProperty(id, count, call) else { return lastStatus }
    guard let view = view(handle, call) else { return Status.invalidHandle }
    let buffer = UnsafeMutableBufferPointer(start: out, count: property.lanes)
    if let presented = ValueProperty.presented[id] {
      presented(view.presentation, buffer)
    } else {
      property.read(view, buffer)
    }
    return Status.ok
  }

  /// Sets (or, for NULL, clears) the innermost transaction's completion; it runs as the
  /// plugin's code with `finished` true.
  func setTransactionCompletion(
    _ function: transhost_completion_fn?, _ userData: UnsafeMutableRawPointer?
  ) -> transhost_status {
    guard let engine else { return Status.badState }
    let completion = self.completion(function, userData, call: "a transaction completion")
    engine.setTransactionCompletion(completion.map { run in { run(true) } })
    return Status.ok
  }

  /// Sets the innermost transaction's timing function; NULL goes back to the enclosing
  /// transaction's (Core Animation's default when none sets one).
  func setTransactionTimingFunction(
    _ function: UnsafePointer<transhost_media_timing_function_t>?
  ) -> transhost_status {
    let call = "transaction_set_timing_function"
    guard let engine else { return Status.badState }
    guard let f = function?.pointee else {
      engine.setTransactionTimingCurve(nil)
      return Status.ok
    }
    guard [f.c1x, f.c1y, f.c2x, f.c2y].allSatisfy(\.isFinite) else {
      return reject(call, "a control point is not a finite number")
    }
    guard (0...1).contains(f.c1x), (0...1).contains(f.c2x) else {
      return reject(
        call,
        "a control point's x (\(formatNumber(f.c1x)), \(formatNumber(f.c2x))) is outside 0...1")
    }
    engine.setTransactionTimingCurve(
      .cubic(CubicBezier(Point(x: f.c1x, y: f.c1y), Point(x: f.c2x, y: f.c2y))))
    return Status.ok
  }
}
