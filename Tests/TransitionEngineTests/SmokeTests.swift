import Testing
import TransitionEngine

@Suite struct SmokeTests {
  @Test func customPresentAndDismiss() throws {
    let delegate = FixedDelegate()
    let scene = Scene(style: .custom, delegate: delegate)
    scene.home.present(scene.detail, animated: true)
    scene.engine.advance(by: 0.15)
    let mid = scene.detail.view.presentation.frame
    #expect(mid.origin.y > 0 && mid.origin.y < 844)
    scene.engine.runUntilIdle()
    #expect(scene.home.presentedViewController === scene.detail)
    #expect(scene.detail.view.frame == Rect(x: 0, y: 0, width: 390, height: 844))
    print(scene.engine.window.hierarchyDescription)
    scene.detail.dismiss(animated: true)
    scene.engine.runUntilIdle()
    #expect(scene.home.presentedViewController == nil)
    print(scene.engine.trace.text)
    #expect(scene.engine.violations.isEmpty)
  }
}

@Suite struct InteractiveSmokeTests {
  @Test func interactiveDismissCancelledThenFinished() throws {
    let delegate = FixedDelegate()
    let interactor = PercentDrivenInteractiveTransition()
    let scene = Scene(style: .custom, delegate: delegate)
    scene.home.present(scene.detail, animated: true)
    scene.engine.runUntilIdle()
    delegate.dismissInteractor = interactor
    let context = try #require(scene.detail.dismiss(animated: true))
    scene.engine.advance(by: 0)
    interactor.update(0.5)
    #expect(scene.detail.view.presentation.frame.origin.y == 422)
    #expect(scene.detail.view.frame.origin.y == 844)
    interactor.cancel()
    scene.engine.runUntilIdle()
    #expect(context.transitionWasCancelled)
    #expect(context.phase == .cancelled)
    #expect(scene.detail.view.frame.origin.y == 0)
    #expect(scene.home.presentedViewController === scene.detail)
    let again = try #require(scene.detail.dismiss(animated: true))
    interactor.finish()
    scene.engine.runUntilIdle()
    #expect(again.phase == .completed)
    #expect(scene.home.presentedViewController == nil)
    print(scene.engine.trace.text)
    #expect(scene.engine.violations.isEmpty)
  }
}
