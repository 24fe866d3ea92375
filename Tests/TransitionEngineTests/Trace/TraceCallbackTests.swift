import Testing
import TransitionEngine

/// Trace events of callbacks carry the callback typed, and their text is made from it.
@Suite struct TraceCallbackTests {
  @Test("a callback's event reads as before: who, call, details, then ignored")
  func rendering() {
    let engine = Engine(configuration: Engine.Configuration(isTracing: true))
    engine.trace.removeAll()
    engine.trace.record(
      TraceCallback(.controller("home"), "viewWillAppear"), details: [("animated", "true")])
    engine.trace.record(
      TraceCallback(
        .context(transition: 7), "pauseInteractiveTransition",
        ignoredReason: "the transition is completed"))
    engine.trace.record(
      TraceCallback(.presentation(transition: 7), "presentationTransitionDidEnd"),
      details: [("completed", "true")])
    #expect(
      engine.trace.text
        == "0 appearance controller=home call=viewWillAppear animated=true\n"
        + "0 context.call transition=7 call=pauseInteractiveTransition"
        + " ignored=\"the transition is completed\"\n"
        + "0 presentation.call transition=7 call=presentationTransitionDidEnd completed=true\n")
    #expect(engine.trace.events.map(\.callback?.transition) == [nil, 7, 7])
    #expect(engine.trace.events.map(\.kind) == [.appearance, .contextCall, .presentationCall])
  }

  @Test("every callback event of a transition carries its callback, matching its fields")
  func transitionCallbacks() throws {
    let delegate = FixedDelegate()
    let scene = Scene(style: .fullScreen, delegate: delegate)
    let context = try #require(scene.home.present(scene.detail, animated: true))
    scene.engine.runUntilIdle()
    withExtendedLifetime(delegate) {}
    let kinds: Set<TraceEvent.Kind> = [
      .appearance, .animatorCall, .interactorCall, .presentationCall, .contextCall,
    ]
    let events = scene.engine.trace.events.filter { kinds.contains($0.kind) }
    #expect(!events.isEmpty)
    for event in events {
      let callback = try #require(event.callback, "\(event)")
      #expect(callback.kind == event.kind)
      #expect(callback.call == event[field: "call"])
      #expect(callback.transition.map { "\($0)" } == event[field: "transition"])
    }
    let calls = events.compactMap(\.callback).filter { $0.transition == context.id }.map(\.call)
    #expect(calls.contains("completeTransition"))
    #expect(
      scene.engine.trace.events.filter { !kinds.contains($0.kind) }.allSatisfy {
        $0.callback == nil
      })
  }
}
