import CTransitionABI
import TransitionEngine

/// The ABI 1.7 section on touches (transhost.h, TOUCHES): what a plugin learns of the
/// touch its recognizer's delegate is asked about, or of the touches a recognizer tracks.
extension HostBridge {
  /// Runs `body` (a should_receive_touch call) with `touch` readable as
  /// TRANSHOST_TOUCH_RECEIVING of recognizer `gesture`.
  func receiving<T>(_ touch: Touch, by gesture: UInt64, _ body: () -> T) -> T {
    let outer = receivingTouch
    receivingTouch = (gesture, touch)
    defer { receivingTouch = outer }
    return body()
  }

  func gestureTouch(
    _ handle: UInt64, _ index: Int32, _ out: UnsafeMutablePointer<transhost_touch_t>?
  ) -> transhost_status {
    let call = "gesture_touch"
    guard let out else { return reject(call, "out is NULL") }
    let size = Int(out.pointee.struct_size)
    guard size >= Int(TRANSHOST_TOUCH_SIZE_1_7) else {
      return reject(call, "out->struct_size is \(size); set it to sizeof(transhost_touch_t)")
    }
    guard let recognizer = gesture(handle, call) else { return Status.invalidHandle }
    let touch: Touch
    if index == TRANSHOST_TOUCH_RECEIVING {
      guard let receiving = receivingTouch, receiving.gesture == handle else {
        return reject(
          call,
          "no touch is being offered to '\(recognizer)'; TRANSHOST_TOUCH_RECEIVING is for "
            + "its delegate's should_receive_touch (use 0 ... numberOfTouches - 1 elsewhere)",
          status: Status.badState)
      }
      touch = receiving.touch
    } else {
      guard index >= 0, Int(index) < recognizer.numberOfTouches else {
        return reject(
          call,
          "touch \(index) of '\(recognizer)', which has \(recognizer.numberOfTouches) touches")
      }
      touch = recognizer.touches[Int(index)]
    }
    var filled = cTouch(touch)
    filled.struct_size = UInt32(min(size, MemoryLayout<transhost_touch_t>.size))
    // Only what both sides know: the caller's struct may be newer (larger).
    let count = Int(filled.struct_size)
    withUnsafeBytes(of: &filled) { bytes in
      guard let base = bytes.baseAddress else { return }
      UnsafeMutableRawPointer(out).copyMemory(from: base, byteCount: count)
    }
    return Status.ok
  }

  /// `touch` as transhost_touch_t: a finger, its view as the plugin's handle.
  private func cTouch(_ touch: Touch) -> transhost_touch_t {
    var c = transhost_touch_t()
    c.phase = transhost_touch_phase(touch.phase.rawValue)
    c.view = handle(for: touch.view)
    c.location = transhost_point_t(x: touch.location.x, y: touch.location.y)
    c.previous_location = transhost_point_t(
      x: touch.previousLocation.x, y: touch.previousLocation.y)
    c.timestamp = touch.timestamp
    c.tap_count = Int32(clamping: touch.tapCount)
    c.type = transhost_touch_type(TRANSHOST_TOUCH_TYPE_DIRECT)
    c.major_radius = Touch.majorRadius
    c.major_radius_tolerance = Touch.majorRadiusTolerance
    return c
  }
}
