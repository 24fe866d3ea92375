/// A recognizer of one gesture on a view: the headless model of `UIGestureRecognizer`.
///
/// It watches the touches that start on its view or the view's subviews (see
/// ``Engine/touchDown(_:at:)``) and moves through UIKit's states: a continuous gesture
/// (pan, pinch) from `.possible` to `.began`, `.changed` and then `.ended` or
/// `.cancelled`, or to `.failed`; a discrete one (tap, swipe) from `.possible` straight
/// to `.ended` (`recognized`) or `.failed`. Each change to began, changed, ended or
/// cancelled sends the actions of every target, in the order they were added, once the
/// touch event that caused it has been handled; possible and failed send none. Once its
/// touches have all lifted, a recognizer that ended, was cancelled or failed is possible
/// again.
public class GestureRecognizer {
  /// Mirrors `UIGestureRecognizer.State`, with UIKit's raw values.
  public enum State: Int, Sendable, CustomStringConvertible {
    case possible = 0, began, changed, ended, cancelled, failed

    /// Mirrors `.recognized`: a discrete gesture's end.
    public static let recognized = State.ended

    /// The state's name in traces.
    public var description: String {
      switch self {
      case .possible: "possible"
      case .began: "began"
      case .changed: "changed"
      case .ended: "ended"
      case .cancelled: "cancelled"
      case .failed: "failed"
      }
    }
  }

  /// The engine whose touches it watches.
  public unowned let engine: Engine
  /// A number unique within the engine, for traces.
  public let id: Int
  /// The kind's name for traces (`pan`, `edge-pan`, `pinch`, `tap`, `swipe`, `long-press`,
  /// `rotation`).
  public var kindName: String { "gesture" }
  /// The view it is attached to. Mirrors `UIGestureRecognizer.view`.
  public internal(set) weak var view: View?
  /// Mirrors `UIGestureRecognizer.state`.
  public internal(set) var state = State.possible
  /// Mirrors `isEnabled`: turning it off cancels a gesture in progress (a possible one
  /// fails) and keeps the recognizer from seeing touches until it is on again.
  public var isEnabled = true {
    didSet {
      guard oldValue && !isEnabled else { return }
      switch state {
      case .began, .changed: engine.gestures.change(self, to: .cancelled)
      case .possible where !touches.isEmpty: engine.gestures.change(self, to: .failed)
      default: break
      }
      engine.gestures.deliverPendingActions()
    }
  }
  /// Mirrors `cancelsTouchesInView` (true). The engine delivers no touches to views, so
  /// it changes nothing here.
  public var cancelsTouchesInView = true
  /// Mirrors `delaysTouchesBegan` (false); no effect, as for ``cancelsTouchesInView``.
  public var delaysTouchesBegan = false
  /// Mirrors `delaysTouchesEnded` (true); no effect, as for ``cancelsTouchesInView``.
  public var delaysTouchesEnded = true
  /// Mirrors `name`.
  public var name: String?

  /// Mirrors the delegate's `gestureRecognizerShouldBegin(_:)`: asked when the recognizer
  /// would leave `.possible`; false makes it fail. Nil: true.
  public var shouldBegin: ((GestureRecognizer) -> Bool)?
  /// Mirrors `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`: true from either
  /// recognizer's delegate lets both recognize at once. Nil: false.
  public var shouldRecognizeSimultaneously: ((GestureRecognizer, GestureRecognizer) -> Bool)?
  /// Mirrors `gestureRecognizer(_:shouldRequireFailureOf:)`. Nil: false.
  public var shouldRequireFailure: ((GestureRecognizer, GestureRecognizer) -> Bool)?
  /// Mirrors `gestureRecognizer(_:shouldBeRequiredToFailBy:)`. Nil: false.
  public var shouldBeRequiredToFail: ((GestureRecognizer, GestureRecognizer) -> Bool)?
  /// Mirrors `gestureRecognizer(_:shouldReceive:)` for a touch: false keeps the touch
  /// from the recognizer. Nil: true.
  public var shouldReceiveTouch: ((GestureRecognizer, Touch) -> Bool)?

  /// The recognizers that must fail before this one may leave `.possible`. Mirrors
  /// `require(toFail:)`.
  var failureRequirements: [Weak] = []
  /// The actions, in the order added.
  private var targets: [(id: Int, name: String, action: (GestureRecognizer) -> Void)] = []
  private var nextTargetID = 0
  /// The touches it is tracking now, in the order they came down.
  public internal(set) var touches: [Touch] = []
  /// Where the touches' centroid was, in window coordinates, at each of the last two
  /// touch events (the later last), with their times: for velocities, and for
  /// `location(in:)` once the touches lifted.
  var recentCentroids: [(time: Double, point: Point)] = []
  /// The state the recognizer asked for while a recognizer it requires to fail was still
  /// possible.
  var pendingState: State?

  /// A weak reference to a recognizer.
  struct Weak {
    weak var recognizer: GestureRecognizer?
  }

  /// A recognizer attached to no view yet.
  public init(engine: Engine) {
    self.engine = engine
    id = engine.nextSequenceNumber()
  }

  /// Whether the gesture is discrete (tap, swipe): recognized at once, never began.
  var isDiscrete: Bool { false }
  /// Whether it waits, with no touch down, for time to pass (a tap waiting for its next
  /// tap): it stays possible until then.
  var isWaitingForTime = false
  /// Counts the gestures it saw (resets), so that a timeout of an earlier one is ignored.
  var gestureNumber = 0

  /// Adds an action. Mirrors `addTarget(_:action:)`; `name` is how traces name the action
  /// (the selector's name). Returns a number for ``removeTarget(_:)``.
  @discardableResult
  public func addTarget(name: String, _ action: @escaping (GestureRecognizer) -> Void) -> Int {
    nextTargetID += 1
    targets.append((nextTargetID, name, action))
    return nextTargetID
  }

  /// Removes the action ``addTarget(name:_:)`` returned `target` for, or every action when
  /// nil. Mirrors `removeTarget(_:action:)`.
  public func removeTarget(_ target: Int?) {
    if let target { targets.removeAll { $0.id == target } } else { targets.removeAll() }
  }

  /// Makes this recognizer wait for `other` to fail before it recognizes. Mirrors
  /// `require(toFail:)`.
  public func require(toFail other: GestureRecognizer) {
    guard other !== self, !failureRequirements.contains(where: { $0.recognizer === other })
    else { return }
    failureRequirements.append(Weak(recognizer: other))
  }

  /// Mirrors `numberOfTouches`.
  public var numberOfTouches: Int { touches.count }

  /// The centroid of the touches in `view`'s coordinates (the window's when nil); where
  /// they were last when none is down. Mirrors `location(in:)`.
  public func location(in view: View?) -> Point {
    let point = recentCentroids.last?.point ?? Point(x: 0, y: 0)
    return view?.convert(point, from: nil) ?? point
  }

  /// Where the touch at `index` is, in `view`'s coordinates. Mirrors
  /// `location(ofTouch:in:)`; an index out of range gives the centroid.
  public func location(ofTouch index: Int, in view: View?) -> Point {
    guard touches.indices.contains(index) else { return location(in: view) }
    let point = touches[index].location
    return view?.convert(point, from: nil) ?? point
  }

  /// The centroid of the current touches in window coordinates.
  var centroid: Point? {
    guard !touches.isEmpty else { return nil }
    let sum = touches.reduce((x: 0.0, y: 0.0)) { ($0.x + $1.location.x, $0.y + $1.location.y) }
    return Point(x: sum.x / Double(touches.count), y: sum.y / Double(touches.count))
  }

  /// Runs every action, in order, and traces each.
  func sendActions() {
    for target in targets {
      engine.trace.record(TraceGesture.action(traced, state: state, action: target.name))
      target.action(self)
    }
  }

  // MARK: What each kind does with touches (overridden)

  /// New touches came down on the view (or a subview).
  func touchesBegan(_ new: [Touch]) {}
  /// Tracked touches moved.
  func touchesMoved() {}
  /// Tracked touches lifted (they are already gone from ``touches``).
  func touchesEnded(_ lifted: [Touch]) {}
  /// What a continuous gesture does as fingers lift: once it began, it ends when fewer
  /// than `needed` are down; while possible, it fails when none is.
  func endOrFail(fewerThan needed: Int) {
    switch state {
    case .began, .changed:
      if touches.count < needed { engine.gestures.change(self, to: .ended) }
    case .possible:
      if touches.isEmpty { engine.gestures.change(self, to: .failed) }
    case .ended, .cancelled, .failed:
      break
    }
  }

  /// Back to `.possible`: forgets the gesture. Overrides call `super.reset()`.
  func reset() {
    gestureNumber += 1
    isWaitingForTime = false
  }
}

extension GestureRecognizer: CustomStringConvertible {
  /// `pan#12`, or `pan#12(name)` when it has a name.
  public var description: String {
    name.map { "\(kindName)#\(id)(\($0))" } ?? "\(kindName)#\(id)"
  }
}
