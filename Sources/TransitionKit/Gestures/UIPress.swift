import Foundation

/// A button of a remote, game controller or keyboard, pressed. Mirrors `UIPress` for the
/// code a custom gesture recognizer declares: the host has no buttons, so a press exists
/// only where app code makes one.
open class UIPress: NSObject {
  /// Mirrors `UIPress.Phase`, with UIKit's raw values.
  public enum Phase: Int, Sendable {
    /// Mirrors `.began`.
    case began = 0
    /// Mirrors `.changed`.
    case changed = 1
    /// Mirrors `.stationary`.
    case stationary = 2
    /// Mirrors `.ended`.
    case ended = 3
    /// Mirrors `.cancelled`.
    case cancelled = 4
  }

  /// Which button. Mirrors `UIPress.PressType`, with UIKit's raw values.
  public enum PressType: Int, Sendable {
    /// Mirrors `.upArrow`.
    case upArrow = 0
    /// Mirrors `.downArrow`.
    case downArrow = 1
    /// Mirrors `.leftArrow`.
    case leftArrow = 2
    /// Mirrors `.rightArrow`.
    case rightArrow = 3
    /// Mirrors `.select`.
    case select = 4
    /// Mirrors `.menu`.
    case menu = 5
    /// Mirrors `.playPause`.
    case playPause = 6
    /// Mirrors `.pageUp`.
    case pageUp = 30
    /// Mirrors `.pageDown`.
    case pageDown = 31
    /// Mirrors `.tvRemoteOneTwoThree`.
    case tvRemoteOneTwoThree = 32
    /// Mirrors `.tvRemoteFourColors`.
    case tvRemoteFourColors = 33
  }

  /// Makes a press. Mirrors `UIPress.init()`.
  public override init() { super.init() }

  /// Mirrors `phase` (`.began` for a press made by app code).
  open var phase: Phase { .began }

  /// Mirrors `type` (`.select` for a press made by app code).
  open var type: PressType { .select }

  /// When the press began or last changed, in seconds. Mirrors `timestamp` (0).
  open var timestamp: TimeInterval { 0 }

  /// How hard the button is pressed, from 0 to 1. Mirrors `force` (0: no button is
  /// pressed headlessly).
  open var force: CGFloat { 0 }

  /// The recognizers the press is delivered to. Mirrors `gestureRecognizers` (nil).
  open var gestureRecognizers: [UIGestureRecognizer]? { nil }
}
