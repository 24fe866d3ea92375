import CTransitionABI
import PluginHost
import Testing
import TransitionEngine

@testable import TransitionKit

/// Views and controllers are `UIResponder`s and `NSObject`s, as in UIKit, against the real
/// host: `next` follows UIKit's documented chain (a root view's controller, else the
/// superview; a controller's view's superview), the first responder is one per session,
/// the app code of AppCode/ResponderAppCode.swift runs.
@Suite struct ResponderChainTests {
  typealias Stage = RealHostStage

  @Test("a root view's next is its controller; a subview's, its superview")
  func viewNext() throws {
    let stage = Stage()
    let host = try #require(stage.plugin { DrawerHostViewController() })
    let root = try #require(stage.plugin { host.view })
    #expect(root.next === host)
    #expect(host.drawer.next === root)
    #expect(stage.plugin { firstDrawerDelegate(from: host.drawer) } === host)
    let loose = stage.plugin { UIView(frame: .zero) }
    #expect(loose.next == nil)
  }

  @Test("a controller's next is its view's superview, nil unloaded (and asking loads nothing)")
  func controllerNext() throws {
    let stage = Stage()
    let parent = ViewController(engine: stage.engine, name: "parent")
    let child = ViewController(engine: stage.engine, lazilyLoadedName: "child")
    let childProxy = try #require(stage.controller(child))
    #expect(childProxy.next == nil)
    #expect(!child.isViewLoaded)
    parent.view.addSubview(child.view)
    let parentView = try #require(stage.view(parent.view))
    #expect(childProxy.next === parentView)
    let parentProxy = try #require(stage.controller(parent))
    #expect(parentView.next === parentProxy)
    #expect(parentProxy.next == nil)
    stage.engine.window.rootView.addSubview(parent.view)
    #expect(parentProxy.next === stage.view(stage.engine.window.rootView))
    let chain = stage.plugin { responderChain(from: try! #require(stage.view(child.view))) }
    #expect(chain.count == 5)
    #expect(chain[1] === childProxy)
    #expect(chain[3] === parentProxy)
  }

  @Test("a view set as a controller's view names that controller; the old view no longer does")
  func setView() throws {
    let stage = Stage()
    let controller = ViewController(engine: stage.engine, name: "screen")
    let old = controller.view
    let replacement = stage.engine.makeView(name: "replacement")
    controller.view = replacement
    let proxy = try #require(stage.controller(controller))
    #expect(stage.view(replacement)?.next === proxy)
    #expect(stage.view(old)?.next == nil)
  }

  @Test("an app responder's next override builds its own chain")
  func appResponder() {
    let stage = Stage()
    let controller = stage.plugin { DrawerHostViewController() }
    let coordinator = FlowCoordinator()
    coordinator.parentResponder = controller
    #expect(coordinator.next === controller)
    #expect(UIResponder().next == nil)
  }

  @Test("first responder: one per session; canBecome and canResign decide")
  func firstResponder() throws {
    let stage = Stage()
    let (drawer, plain, controller) = stage.plugin {
      (
        DrawerView(frame: .zero), UIView(frame: .zero),
        DrawerHostViewController()
      )
    }
    stage.plugin {
      #expect(!plain.canBecomeFirstResponder)
      #expect(!plain.becomeFirstResponder())
      #expect(!plain.isFirstResponder)
      #expect(plain.canResignFirstResponder)
      #expect(plain.resignFirstResponder())
      #expect(drawer.becomeFirstResponder())
      #expect(drawer.isFirstResponder)
      #expect(drawer.becomeFirstResponder())
      #expect(controller.becomeFirstResponder())
      #expect(controller.isFirstResponder)
      #expect(!drawer.isFirstResponder)
      #expect(controller.resignFirstResponder())
      #expect(!controller.isFirstResponder)
    }
    #expect(stage.session.firstResponder == nil)
    let other = Stage()
    let elsewhere = other.plugin { DrawerView(frame: .zero) }
    stage.plugin { _ = drawer.becomeFirstResponder() }
    other.plugin { _ = elsewhere.becomeFirstResponder() }
    #expect(drawer.isFirstResponder)
    #expect(elsewhere.isFirstResponder)
  }

  /// A field that holds on to its focus.
  final class StubbornField: UIView {
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { false }
  }

  @Test("a first responder that cannot resign keeps its status")
  func stubborn() {
    let stage = Stage()
    stage.plugin {
      let field = StubbornField(frame: .zero)
      let drawer = DrawerView(frame: .zero)
      #expect(field.becomeFirstResponder())
      #expect(!drawer.becomeFirstResponder())
      #expect(!field.resignFirstResponder())
      #expect(field.isFirstResponder)
    }
  }

  @Test("app code runs: touches forward up the chain, NSObject overrides, initializers")
  func appCode() throws {
    let stage = Stage()
    let controller = stage.plugin { DrawerHostViewController() }
    stage.plugin { _ = controller.view }
    let drawer = controller.drawer
    #expect(drawer.madeByInitFrame)
    stage.plugin {
      drawer.touchesBegan([UITouch()], with: nil)
      drawer.touchesEnded([], with: UIEvent())
      drawer.motionEnded(.motionShake, with: nil)
    }
    #expect(drawer.log == ["touchesBegan 1", "touchesEnded", "shake"])
    #expect(controller.opened == 1)
    #expect(controller.forwarded == ["touchesBegan", "touchesEnded", "motionEnded"])
    #expect(drawer.description == "DrawerView(3 events)")
    #expect("\(controller)" == "DrawerHostViewController(opened: 1)")
    let object = drawerObject(drawer)
    #expect(object.isEqual(drawer))
    #expect(object == drawer)
    #expect(Set<NSObject>([object, drawer]).count == 1)
    let made = stage.plugin { (DrawerView(), PlainDrawerHandle(), PlainDrawerHandle(frame: .zero)) }
    #expect(made.0.madeByInitFrame)
    #expect(made.1.handle != 0)
    #expect(made.2.handle != 0)
  }

  @Test("UIKit's NSObject subclasses are NSObjects here too")
  func objects() {
    let stage = Stage()
    let presented = stage.plugin { UIViewController() }
    let objects: [NSObject] = stage.plugin {
      [
        UIView(frame: .zero), presented, UIResponder(),
        UIPresentationController(presentedViewController: presented, presenting: nil),
        UIPercentDrivenInteractiveTransition(), CALayer(), CABasicAnimation(),
        UIGestureRecognizer(target: nil, action: nil), UITouch(),
      ]
    }
    #expect(objects.count == 9)
  }
}

/// ABI 1.7's `view_controller` in C terms.
@Suite struct ViewControllerCallbackTests {
  @Test("view_controller: a root view's controller, 0 for other views, a bad handle refused")
  func callback() throws {
    let engine = Engine()
    _ = engine.window
    let bridge = HostBridge(engine: engine)
    let host = bridge.hostForTesting
    let controller = ViewController(engine: engine, name: "screen")
    let call = try #require(host.pointee.view_controller)
    #expect(
      call(host, bridge.handleForTesting(controller.view)) == bridge.handleForTesting(controller))
    #expect(call(host, bridge.handleForTesting(engine.window.rootView)) == 0)
    #expect(host.pointee.last_status?(host) == transhost_status(TRANSHOST_OK))
    #expect(call(host, 987_654) == 0)
    #expect(host.pointee.last_status?(host) == transhost_status(TRANSHOST_E_INVALID_HANDLE))
  }
}
