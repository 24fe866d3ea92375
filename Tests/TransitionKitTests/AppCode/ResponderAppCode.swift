// Written as UIKit app code is written (`import TransitionKit` where the app says
// `import UIKit`): views and controllers are responders and NSObjects, so a controller
// adopts an NSObjectProtocol delegate protocol, a view is cast to NSObject, and the
// responder methods are overridden as on iOS. That this file compiles is the test;
// Responders/ResponderChainTests.swift runs it.
import TransitionKit

/// A delegate protocol as UIKit apps declare them (on iOS with `@objc`).
protocol DrawerDelegate: NSObjectProtocol {
  func drawerDidOpen(_ drawer: DrawerView)
}

/// A drawer that handles its own touches and can take the keyboard focus.
final class DrawerView: UIView {
  weak var delegate: DrawerDelegate?
  private(set) var log: [String] = []
  private(set) var madeByInitFrame = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    madeByInitFrame = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var canBecomeFirstResponder: Bool { true }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append("touchesBegan \(touches.count)")
    super.touchesBegan(touches, with: event)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesMoved(touches, with: event)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append("touchesEnded")
    delegate?.drawerDidOpen(self)
    super.touchesEnded(touches, with: event)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesCancelled(touches, with: event)
  }

  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    super.pressesBegan(presses, with: event)
  }

  override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    if motion == .motionShake { log.append("shake") }
    super.motionEnded(motion, with: event)
  }

  override var description: String { "DrawerView(\(log.count) events)" }

  override func isEqual(_ object: Any?) -> Bool { super.isEqual(object) }

  override var hash: Int { super.hash }
}

/// A plain subclass: inherits UIView's initializers, `init()` included.
final class PlainDrawerHandle: UIView {}

/// A screen that is the drawer's delegate and a responder in its own right.
final class DrawerHostViewController: UIViewController, DrawerDelegate {
  private(set) var opened = 0
  private(set) var forwarded: [String] = []
  let drawer = DrawerView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))

  override func viewDidLoad() {
    super.viewDidLoad()
    drawer.delegate = self
    view.addSubview(drawer)
  }

  func drawerDidOpen(_ drawer: DrawerView) { opened += 1 }

  override var next: UIResponder? { super.next }

  override var canBecomeFirstResponder: Bool { true }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    forwarded.append("touchesBegan")
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    forwarded.append("touchesEnded")
  }

  override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    forwarded.append("motionEnded")
  }

  override var description: String { "DrawerHostViewController(opened: \(opened))" }
}

/// A responder of the app's own outside the view tree, as a coordinator may be.
final class FlowCoordinator: UIResponder {
  weak var parentResponder: UIResponder?

  override var next: UIResponder? { parentResponder }
}

/// Every responder from `responder` to the chain's end.
func responderChain(from responder: UIResponder) -> [UIResponder] {
  Array(sequence(first: responder) { $0.next })
}

/// The view as the NSObject UIKit code passes around.
func drawerObject(_ view: UIView) -> NSObject { view as NSObject }

/// The delegate found by walking the chain, as apps find their controllers.
func firstDrawerDelegate(from view: UIView) -> DrawerDelegate? {
  responderChain(from: view).lazy.compactMap { $0 as? DrawerDelegate }.first
}

/// A presentation's container that lets touches through to the presenter below, except
/// on its own subviews, whose touch area it widens by 8 points.
final class PassThroughContainerView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let view = super.hitTest(point, with: event)
    return view == self ? nil : view
  }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    super.point(inside: point, with: event)
      || subviews.contains { $0.frame.insetBy(dx: -8, dy: -8).contains(point) }
  }
}
