import PluginHost
import Testing

@testable import TransitionScript

/// Every diagnostic of the checker, one case each, compared in full as `transhost run`
/// prints it. Animators come from the C fixture plugins (`org.fixture.slide` and
/// `org.fixture.fade`, each with one parameter, `duration`, in 0...5).
@Suite struct ScriptCheckerDiagnosticTests {
  /// A script and the diagnostic it must give.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let lines: [String]
    let rendered: String
    init(_ name: String, _ lines: [String], _ rendered: String) {
      self.name = name
      self.lines = lines
      self.rendered = rendered
    }
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      "a 'use' line naming an unknown animator after spaces",
      ["use custom =  slid", "controller home"],
      """
      test.transhost:1:15: error: unknown animator 'slid'
       1 | use custom =  slid
         |               ^
      hint: did you mean 'slide'?

      """),
    Case(
      "a 'use' line giving an unknown parameter",
      ["use custom= slide(durat: 1)", "controller home"],
      """
      test.transhost:1:19: error: animator 'org.fixture.slide' has no parameter 'durat'
       1 | use custom= slide(durat: 1)
         |                   ^
      hint: run 'transhost info org.fixture.slide' to see its parameters

      """),
    Case(
      "an interactive step outside an interactive transition",
      ["controller home", "controller detail", "root home", "settle", "drag 0 to 0.5 over 0.2"],
      """
      test.transhost:5:1: error: no interactive transition is in progress
       5 | drag 0 to 0.5 over 0.2
         | ^
      hint: start one with 'interactive dismiss NAME' (or present, push, pop, select)

      """),
    Case(
      "window after a controller",
      ["controller home", "window 390x844"],
      """
      test.transhost:2:1: error: 'window' must come before the first controller
       2 | window 390x844
         | ^

      """),
    Case(
      "a controller declared twice",
      ["controller home", "controller home color red"],
      """
      test.transhost:2:1: error: controller 'home' is declared twice
       2 | controller home color red
         | ^

      """),
    Case(
      "a navigation controller named like a controller",
      ["controller home", "navigation home root home"],
      """
      test.transhost:2:1: error: controller 'home' is declared twice
       2 | navigation home root home
         | ^

      """),
    Case(
      "a tab bar controller named like a controller",
      ["controller home", "tabs home home"],
      """
      test.transhost:2:1: error: controller 'home' is declared twice
       2 | tabs home home
         | ^

      """),
    Case(
      "a view under an unknown parent, with the nearest view",
      ["controller home", "view hme.button frame 0,0,10,10"],
      """
      test.transhost:2:6: error: unknown view 'hme' for the parent of 'hme.button'
       2 | view hme.button frame 0,0,10,10
         |      ^
      hint: did you mean 'home'?

      """),
    Case(
      "a view under an unknown parent, with how to declare it",
      ["controller home", "view  home.card.title frame 0,0,10,10"],
      """
      test.transhost:2:7: error: unknown view 'home.card' for the parent of 'home.card.title'
       2 | view  home.card.title frame 0,0,10,10
         |       ^
      hint: declare the controller or view 'home.card' first

      """),
    Case(
      "a view declared twice",
      ["controller home", "view home.button frame 0,0,10,10", "view\thome.button frame 0,0,20,20"],
      """
      test.transhost:3:6: error: view 'home.button' is declared twice
       3 | view\thome.button frame 0,0,20,20
         |     \t^

      """),
    Case(
      "an unknown controller, with the nearest controller",
      ["controller home", "controller detail", "root home", "present detail from hom"],
      """
      test.transhost:4:21: error: unknown controller 'hom'
       4 | present detail from hom
         |                     ^
      hint: did you mean 'home'?

      """),
    Case(
      "an unknown controller, with how to declare it",
      ["controller home", "controller detail", "root home", "dismiss settings"],
      """
      test.transhost:4:9: error: unknown controller 'settings'
       4 | dismiss settings
         |         ^
      hint: declare it first with 'controller settings'

      """),
    Case(
      "an unknown navigation controller",
      ["controller home", "controller detail", "root home", "push detail on stack"],
      """
      test.transhost:4:16: error: unknown navigation controller 'stack'
       4 | push detail on stack
         |                ^
      hint: declare it first with 'navigation stack root CONTROLLER'

      """),
    Case(
      "an unknown tab bar controller",
      ["controller home", "controller detail", "root home", "select pages 0"],
      """
      test.transhost:4:8: error: unknown tab bar controller 'pages'
       4 | select pages 0
         |        ^
      hint: declare it first with 'tabs pages A, B'

      """),
    Case(
      "an unknown root controller of a navigation controller",
      ["controller list", "navigation nav root lst"],
      """
      test.transhost:2:21: error: unknown controller 'lst'
       2 | navigation nav root lst
         |                     ^
      hint: did you mean 'list'?

      """),
    Case(
      "an unknown tab",
      ["controller first", "tabs main first, secnd"],
      """
      test.transhost:2:18: error: unknown controller 'secnd'
       2 | tabs main first, secnd
         |                  ^
      hint: declare it first with 'controller secnd'

      """),
    Case(
      "an unknown root",
      ["controller home", "root main"],
      """
      test.transhost:2:6: error: unknown controller 'main'
       2 | root main
         |      ^
      hint: declare it first with 'controller main'

      """),
    Case(
      "an unknown presentation context",
      ["controller home", "context hom"],
      """
      test.transhost:2:9: error: unknown controller 'hom'
       2 | context hom
         |         ^
      hint: did you mean 'home'?

      """),
    Case(
      "an unknown view, with the nearest view",
      [
        "controller home", "controller detail", "root home", "view home.button frame 0,0,10,10",
        "expect home.buton visible",
      ],
      """
      test.transhost:5:8: error: unknown view 'home.buton'
       5 | expect home.buton visible
         |        ^
      hint: did you mean 'home.button'?

      """),
    Case(
      "an unknown view, with how to declare it",
      ["controller home", "controller detail", "root home", "expect home.title visible"],
      """
      test.transhost:4:8: error: unknown view 'home.title'
       4 | expect home.title visible
         |        ^
      hint: declare it with 'view home.title frame x,y,w,h'

      """),
    Case(
      "an unknown presenter",
      ["controller home", "controller detail", "root home", "expect hom presents detail"],
      """
      test.transhost:4:8: error: unknown controller 'hom'
       4 | expect hom presents detail
         |        ^
      hint: did you mean 'home'?

      """),
    Case(
      "an unknown presented controller",
      ["controller home", "controller detail", "root home", "expect home presents detial"],
      """
      test.transhost:4:22: error: unknown controller 'detial'
       4 | expect home presents detial
         |                      ^
      hint: did you mean 'detail'?

      """),
    Case(
      "an animator with a syntax error",
      [
        "controller home", "controller detail", "root home",
        "present detail from home style custom with slide(duration 1)",
      ],
      """
      test.transhost:4:59: error: expected ':' after parameter 'duration'
       4 | present detail from home style custom with slide(duration 1)
         |                                                           ^

      """),
    Case(
      "an unknown animator, with the nearest animator",
      [
        "controller home", "controller detail", "root home",
        "present detail from home style custom with slde",
      ],
      """
      test.transhost:4:44: error: unknown animator 'slde'
       4 | present detail from home style custom with slde
         |                                            ^
      hint: did you mean 'slide'?

      """),
    Case(
      "an unknown animator, with where to find animators",
      [
        "controller home", "controller detail", "root home",
        "present detail from home style custom with zzzzzz",
      ],
      """
      test.transhost:4:44: error: unknown animator 'zzzzzz'
       4 | present detail from home style custom with zzzzzz
         |                                            ^
      hint: run 'transhost list' to see the installed animators

      """),
    Case(
      "an unknown parameter, with the nearest parameter",
      [
        "controller home", "controller detail", "root home",
        "present detail from home style custom with slide(duraton: 1)",
      ],
      """
      test.transhost:4:50: error: animator 'org.fixture.slide' has no parameter 'duraton'
       4 | present detail from home style custom with slide(duraton: 1)
         |                                                  ^
      hint: did you mean 'duration'?

      """),
    Case(
      "an unknown parameter, with where to find parameters",
      [
        "controller home", "controller detail", "root home",
        "present detail from home style custom with fade(colour: red)",
      ],
      """
      test.transhost:4:49: error: animator 'org.fixture.fade' has no parameter 'colour'
       4 | present detail from home style custom with fade(colour: red)
         |                                                 ^
      hint: run 'transhost info org.fixture.fade' to see its parameters

      """),
    Case(
      "a parameter value out of range",
      [
        "controller home", "controller detail", "root home",
        "present detail from home style custom with slide(duration: 9)",
      ],
      """
      test.transhost:4:50: error: animator 'org.fixture.slide': 'duration' must be in 0...5, not 9
       4 | present detail from home style custom with slide(duration: 9)
         |                                                  ^

      """),
    Case(
      "a use line without '='",
      ["use custom"],
      """
      test.transhost:1:5: error: expected STYLE=ANIMATOR, e.g. custom=slide-up(duration: 0.3)
       1 | use custom
         |     ^

      """),
    Case(
      "a use line with an unknown style",
      ["use custm=slide"],
      """
      test.transhost:1:5: error: unknown style 'custm'; did you mean 'custom'? (styles: fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, push, pop, navigation, tab)
       1 | use custm=slide
         |     ^

      """),
    Case(
      "a use line with an unknown animator",
      ["use custom = slid"],
      """
      test.transhost:1:14: error: unknown animator 'slid'
       1 | use custom = slid
         |              ^
      hint: did you mean 'slide'?

      """),
    Case(
      "a use line with an unknown parameter",
      ["use fullScreen.dismiss=fade( duraton: 1)"],
      """
      test.transhost:1:30: error: animator 'org.fixture.fade' has no parameter 'duraton'
       1 | use fullScreen.dismiss=fade( duraton: 1)
         |                              ^
      hint: did you mean 'duration'?

      """),
    Case(
      "a transition before any root",
      ["controller home", "controller detail", "present detail from home"],
      """
      test.transhost:3:1: error: no root controller yet
       3 | present detail from home
         | ^
      hint: set one with 'root NAME' before the first transition

      """),
    Case(
      "a transition during an interactive one",
      [
        "controller home", "controller detail", "root home",
        "interactive present detail from home style custom with slide", "update 0.5",
        "dismiss detail",
      ],
      """
      test.transhost:6:1: error: an interactive transition is still in progress
       6 | dismiss detail
         | ^
      hint: end it with 'finish' or 'cancel' first

      """),
    Case(
      "push on a controller that is not a navigation controller",
      ["controller home", "controller detail", "root home", "push detail on home"],
      """
      test.transhost:4:16: error: 'home' is not a navigation controller
       4 | push detail on home
         |                ^
      hint: declare it with 'navigation home root CONTROLLER'

      """),
    Case(
      "pop on a controller that is not a navigation controller",
      ["controller home", "controller detail", "root home", "pop home"],
      """
      test.transhost:4:5: error: 'home' is not a navigation controller
       4 | pop home
         |     ^
      hint: declare it with 'navigation home root CONTROLLER'

      """),
    Case(
      "select on a controller that is not a tab bar controller",
      ["controller home", "controller detail", "root home", "select home 0"],
      """
      test.transhost:4:8: error: 'home' is not a tab bar controller
       4 | select home 0
         |        ^
      hint: declare it with 'tabs home A, B'

      """),
    Case(
      "a tab index out of range",
      [
        "controller first", "controller second", "tabs main first, second", "root main",
        "select main   2",
      ],
      """
      test.transhost:5:15: error: tab index 2 is out of range; 'main' has 2 tabs
       5 | select main   2
         |               ^

      """),
    Case(
      "a tab index out of range of one tab",
      ["controller only", "tabs main only", "root main", "select main 1"],
      """
      test.transhost:4:13: error: tab index 1 is out of range; 'main' has 1 tab
       4 | select main 1
         |             ^

      """),
    Case(
      "an unknown appearance callback, with the nearest",
      [
        "controller home", "controller detail", "root home", "present detail from home",
        "expect callbacks detail.viewDidApear",
      ],
      """
      test.transhost:5:25: error: unknown callback 'viewDidApear'
       5 | expect callbacks detail.viewDidApear
         |                         ^
      hint: did you mean 'viewDidAppear'?

      """),
    Case(
      "an unknown appearance callback, with the list",
      [
        "controller home", "controller detail", "root home", "present detail from home",
        "expect callbacks detail.viewDidLoad",
      ],
      """
      test.transhost:5:25: error: unknown callback 'viewDidLoad'
       5 | expect callbacks detail.viewDidLoad
         |                         ^
      hint: controllers get: viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear, cancelBeginAppearanceTransition

      """),
    Case(
      "an unknown callback, with the nearest",
      [
        "controller home", "controller detail", "root home", "present detail from home",
        "expect callbacks detail.viewWillAppear animator.animationEnde",
      ],
      """
      test.transhost:5:40: error: unknown callback 'animator.animationEnde'
       5 | expect callbacks detail.viewWillAppear animator.animationEnde
         |                                        ^
      hint: did you mean 'animator.animationEnded'?

      """),
    Case(
      "an unknown callback of an undeclared controller, with the nearest",
      [
        "controller home", "controller detail", "root home", "present detail from home",
        "expect callbacks detial.viewDidAppear",
      ],
      """
      test.transhost:5:18: error: unknown callback 'detial.viewDidAppear'
       5 | expect callbacks detial.viewDidAppear
         |                  ^
      hint: did you mean 'detail.viewDidAppear'?

      """),
    Case(
      "an unknown callback, with examples",
      [
        "controller home", "controller detail", "root home", "present detail from home",
        "expect callbacks somethingElse",
      ],
      """
      test.transhost:5:18: error: unknown callback 'somethingElse'
       5 | expect callbacks somethingElse
         |                  ^
      hint: e.g. detail.viewDidAppear or animator.animationEnded

      """),

  ]

  @Test("the checker reports", arguments: cases)
  func diagnostic(_ testCase: Case) throws {
    let registry = try ScriptFixturePlugins.registry()
    let text = ScriptTesting.text(testCase.lines)
    #expect(ScriptTesting.parseDiagnostic(text) == nil, "the parser must accept it")
    let diagnostic = try #require(ScriptTesting.diagnostic(text, registry: registry))
    #expect(diagnostic.rendered == testCase.rendered)
  }

  static let ambiguous: [Case] = [
    Case(
      "an ambiguous short name",
      [
        "controller home", "controller detail", "root home",
        "present detail from home style custom with fade",
      ],
      """
      test.transhost:4:44: error: animator name 'fade' is ambiguous: org.fixture.fade, org.other.fade; use the full id
       4 | present detail from home style custom with fade
         |                                            ^

      """)

  ]

  @Test("the checker reports an animator name two plugins share", arguments: ambiguous)
  func ambiguousName(_ testCase: Case) throws {
    let registry = try ScriptFixturePlugins.ambiguousRegistry()
    let diagnostic = try #require(
      ScriptTesting.diagnostic(ScriptTesting.text(testCase.lines), registry: registry))
    #expect(diagnostic.rendered == testCase.rendered)
  }

  @Test("a script the checker accepts gives no diagnostic")
  func accepted() throws {
    let registry = try ScriptFixturePlugins.registry()
    let text = ScriptTesting.text([
      "window 320x480",
      "use custom=slide(duration: 0.5)",
      "use fullScreen.dismiss=system",
      "controller home color white",
      "view home.card frame 0,0,100,100",
      "view home.card.title frame 0,0,10,10",
      "controller detail",
      "controller list",
      "navigation nav root list",
      "controller first",
      "controller second",
      "tabs main first, second",
      "root home",
      "context home",
      "present detail from home style custom with fade(duration: 0.1)",
      "expect callbacks detail.viewWillAppear animator.animateTransition context.completeTransition",
      "interactive dismiss detail with org.fixture.slide",
      "update 0.2",
      "drag 0.2 to 0.6 over 0.1",
      "pause",
      "cancel speed 2 curve linear",
      "dismiss detail with system",
      "expect home.card.title visible after transition",
      "expect home presents nothing",
      "expect animator system",
    ])
    #expect(ScriptTesting.diagnostic(text, registry: registry) == nil)
  }

  @Test("the callbacks expect callbacks knows")
  func callbackNames() {
    #expect(
      ScriptChecker.callbackNames == [
        "animator.transitionDuration", "animator.animateTransition", "animator.animationEnded",
        "animator.interruptibleAnimator", "interactor.startInteractiveTransition",
        "presentation.presentationTransitionWillBegin", "presentation.presentationTransitionDidEnd",
        "presentation.dismissalTransitionWillBegin", "presentation.dismissalTransitionDidEnd",
        "context.completeTransition", "context.updateInteractiveTransition",
        "context.finishInteractiveTransition", "context.cancelInteractiveTransition",
        "context.pauseInteractiveTransition", "coordinator.animateAlongsideTransition",
        "coordinator.animateAlongsideTransitionInView", "coordinator.notifyWhenInteractionChanges",
        "coordinator.alongside", "coordinator.completion", "coordinator.interactionChanged",
      ])
    #expect(
      ScriptChecker.appearanceCalls == [
        "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
        "cancelBeginAppearanceTransition",
      ])
  }
}
