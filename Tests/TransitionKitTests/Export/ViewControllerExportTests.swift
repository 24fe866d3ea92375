import CTransitionABI
import Foundation
import Testing

@testable import TransitionKit

/// A plugin's own `UIViewController` subclasses over the ABI: made in the host by
/// `controller_create`, called back through their table, handed back as the same Swift
/// object (so casts to the app's types work), and their own transitioning delegate.
@Suite(.serialized) struct ViewControllerExportTests {
  @Test(
    "a subclass made in a run creates its host controller, named by its class; init's settings reach the host"
  )
  func createsHostController() throws {
    let host = FakeHost()
    let session = PluginSession(host: host.host)
    let detail = session.run { SampleDetailViewController() }
    defer { host.endRun() }
    #expect(detail.handle == 501)
    #expect(
      host.calls == [
        "controller 501 SampleDetailViewController",
        "setting \(TRANSHOST_CONTROLLER_MODAL_PRESENTATION_STYLE) of 501 to 4",
        "delegate of 501 set",
      ])
    #expect(detail.modalPresentationStyle == .custom)
    #expect(!detail.isViewLoaded)
  }

  @Test("loadView, viewDidLoad and the four appearance callbacks reach the Swift overrides")
  func overridesReached() throws {
    let host = FakeHost()
    let detail = PluginSession(host: host.host).run { SampleDetailViewController() }
    defer { host.endRun() }
    host.appear(detail.handle)
    #expect(
      detail.events == [
        "loadView", "viewDidLoad", "viewWillAppear true", "viewDidAppear true",
        "viewWillDisappear false", "viewDidDisappear false",
      ])
    #expect(host.calls.contains("set view of 501 to 502"))
    #expect(detail.isViewLoaded)
  }

  @Test("every session hands back the plugin's own object for its handle: casts work")
  func identityAndCasting() throws {
    let host = FakeHost()
    let detail = PluginSession(host: host.host).run { SampleDetailViewController() }
    defer { host.endRun() }
    host.appear(detail.handle)
    let other = PluginSession(host: host.host)
    let found = try #require(other.controller(detail.handle))
    #expect(found === detail)
    #expect(other.controller(detail.handle) === detail)
    #expect((found as? SampleZoomSource)?.imageView != nil)
    // A controller the host made is a plain proxy: one object per handle, no app type.
    let proxy = try #require(other.controller(77))
    #expect(type(of: proxy) == UIViewController.self)
    #expect(other.controller(77) === proxy)
    #expect(!(proxy is SampleZoomSource))
    #expect(proxy.title == "home")
  }

  @Test("a controller that is its own delegate answers the host through its struct")
  func ownTransitioningDelegate() throws {
    let host = FakeHost()
    let detail = PluginSession(host: host.host).run { SampleDetailViewController() }
    defer { host.endRun() }
    let delegate = try #require(host.delegates[detail.handle])
    #expect(delegate.pointee.destroy == nil)
    #expect(detail.transitioningDelegate === detail)
    let present = try #require(delegate.pointee.animator_for_presented?(delegate, 501, 77, 77))
    defer { present.pointee.destroy?(present) }
    #expect((AnimatorInstance.from(present)?.animator as? SampleAnimator)?.name == "present")
    let dismiss = try #require(delegate.pointee.animator_for_dismissed?(delegate, 501))
    defer { dismiss.pointee.destroy?(dismiss) }
    #expect((AnimatorInstance.from(dismiss)?.animator as? SampleAnimator)?.name == "dismiss")
    let sheet = try #require(delegate.pointee.presentation_controller_for?(delegate, 501, 77, 77))
    defer { sheet.pointee.destroy?(sheet) }
    #expect(detail.presentationController is SamplePresentationController)
    let interaction = try #require(delegate.pointee.interaction_for_dismissal?(delegate, dismiss))
    defer { interaction.pointee.destroy?(interaction) }
    #expect(interaction.pointee.percent_driven)
    #expect(delegate.pointee.interaction_for_presentation?(delegate, present) == nil)
  }

  @Test("the delegate struct holds its controller weakly: once gone it answers nil, reported")
  func weakDelegate() throws {
    let host = FakeHost()
    weak var gone: SampleDetailViewController?
    do {
      let detail = PluginSession(host: host.host).run { SampleDetailViewController() }
      gone = detail
      host.endRun()
    }
    #expect(gone == nil)
    let delegate = try #require(host.delegates[501])
    #expect(delegate.pointee.animator_for_presented?(delegate, 501, 77, 77) == nil)
    let expected: String =
      "log \(TRANSHOST_LOG_WARNING) TransitionKit: "
      + "animationController(forPresented:presenting:source:) reached an object that no "
      + "longer exists (UIKit holds it weakly); answered UIKit's default. Keep the object "
      + "alive while it is set"
    #expect(host.calls.last == expected)
  }

  @Test("outside a run a controller has no host controller: UIKit's defaults, a view anyway")
  func outsideARun() {
    let detail = SampleDetailViewController()
    #expect(detail.handle == 0)
    #expect(detail.modalPresentationStyle == .automatic)
    #expect(detail.modalTransitionStyle == .coverVertical)
    #expect(!detail.definesPresentationContext)
    #expect(detail.preferredContentSize == .zero)
    #expect(detail.presentingViewController == nil)
    #expect(detail.children.isEmpty)
    #expect(detail.transitionCoordinator == nil)
    #expect(detail.view != nil)
  }

  @Test("an older host (no controller_create) is reported once and every 1.3 call does nothing")
  func olderHost() {
    PluginSession.olderHostReported.withLock { $0.remove(3) }
    let host = FakeHost(endingBefore: \.controller_create)
    let session = PluginSession(host: host.host)
    let first = session.run { SampleDetailViewController() }
    let second = session.run { SampleDetailViewController() }
    #expect(first.handle == 0 && second.handle == 0)
    let expected: String =
      "log \(TRANSHOST_LOG_WARNING) TransitionKit: this host's ABI is 1.2, older than 1.3: "
      + "UIViewController() and every other call that needs 1.3 (view controllers, "
      + "delegates, presentation controllers, the coordinator) do nothing; update "
      + "transhost to use them"
    #expect(host.calls == [expected])
  }

  @Test("present(_:animated:completion:) reaches the host and its completion runs")
  func present() throws {
    let host = FakeHost()
    let session = PluginSession(host: host.host)
    let detail = session.run { SampleDetailViewController() }
    defer { host.endRun() }
    let home = try #require(session.controller(77))
    var completed = 0
    home.present(detail, animated: true) { completed += 1 }
    #expect(host.calls.last == "present 501 from 77 animated true")
    #expect(completed == 1)
  }

  @Test(
    "dismiss(animated:completion:) asks the host to dismiss from the controller it is called on (the host dismisses what is above it) and its completion runs once"
  )
  func dismiss() throws {
    let host = FakeHost()
    let session = PluginSession(host: host.host)
    defer { host.endRun() }
    let home = try #require(session.controller(77))
    var completed = 0
    home.dismiss(animated: false) { completed += 1 }
    #expect(host.calls.last == "dismiss from 77 animated false")
    #expect(completed == 1)
  }
}
