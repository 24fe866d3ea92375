import Testing
import TransitionEngine

/// A 400 x 800 container holding `card`, whose frame constraints set, and `badge`, a
/// sibling at (10, 20, 30, 40) placed by its autoresizing mask.
private struct ConstraintScene {
  let engine = Engine()
  let container: View
  let card: View
  let badge: View

  init() {
    container = engine.makeView(name: "container", frame: Rect(x: 0, y: 0, width: 400, height: 800))
    card = engine.makeView(name: "card", frame: .zero)
    card.translatesAutoresizingMaskIntoConstraints = false
    badge = engine.makeView(name: "badge", frame: Rect(x: 10, y: 20, width: 30, height: 40))
    container.addSubview(card)
    container.addSubview(badge)
  }

  @discardableResult
  func pin(
    _ first: View, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
    _ second: View? = nil, _ secondAttribute: LayoutAttribute = .notAnAttribute,
    multiplier: Double = 1, constant: Double = 0, priority: Float = 1000
  ) -> LayoutConstraint {
    let constraint = engine.makeConstraint(
      item: first, attribute: attribute, relatedBy: relation, toItem: second,
      attribute: secondAttribute, multiplier: multiplier, constant: constant)
    constraint.priority = priority
    engine.activate([constraint])
    return constraint
  }

  /// Fixes the card's size at 100 x 50.
  func size() {
    pin(card, .width, constant: 100)
    pin(card, .height, constant: 50)
  }

  var messages: [String] { engine.violations.map(\.description) }
}

@Suite("Auto Layout constraints")
struct ConstraintSolverTests {
  @Test(
    "each position attribute places the card against the container",
    arguments: [
      (LayoutAttribute.left, LayoutAttribute.top, Rect(x: 20, y: 20, width: 100, height: 50)),
      (.leading, .top, Rect(x: 20, y: 20, width: 100, height: 50)),
      (.right, .bottom, Rect(x: 320, y: 770, width: 100, height: 50)),
      (.trailing, .bottom, Rect(x: 320, y: 770, width: 100, height: 50)),
      (.centerX, .centerY, Rect(x: 170, y: 395, width: 100, height: 50)),
      // Both sides are inset by the same margin, so margins place as the edges.
      (.leftMargin, .topMargin, Rect(x: 20, y: 20, width: 100, height: 50)),
      (.rightMargin, .bottomMargin, Rect(x: 320, y: 770, width: 100, height: 50)),
    ] as [(LayoutAttribute, LayoutAttribute, Rect)])
  func positions(horizontal: LayoutAttribute, vertical: LayoutAttribute, expected: Rect) {
    let scene = ConstraintScene()
    scene.size()
    // card.h == container.h + 20 along both axes.
    scene.pin(scene.card, horizontal, .equal, scene.container, horizontal, constant: 20)
    scene.pin(scene.card, vertical, .equal, scene.container, vertical, constant: 20)
    scene.container.layoutIfNeeded()
    #expect(scene.card.frame == expected)
    #expect(scene.messages.isEmpty)
  }

  @Test(
    "an edge against the container's margin is inset by UIKit's default 8 points",
    arguments: [
      (
        LayoutAttribute.leading, LayoutAttribute.leadingMargin, LayoutAttribute.top,
        LayoutAttribute.topMargin, Rect(x: 8, y: 8, width: 100, height: 50)
      ),
      (
        .trailing, .trailingMargin, .bottom, .bottomMargin,
        Rect(x: 292, y: 742, width: 100, height: 50)
      ),
      (
        .centerX, .centerXWithinMargins, .centerY, .centerYWithinMargins,
        Rect(x: 150, y: 375, width: 100, height: 50)
      ),
    ] as [(LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute, Rect)])
  func margins(
    horizontal: LayoutAttribute, horizontalMargin: LayoutAttribute, vertical: LayoutAttribute,
    verticalMargin: LayoutAttribute, expected: Rect
  ) {
    let scene = ConstraintScene()
    scene.size()
    scene.pin(scene.card, horizontal, .equal, scene.container, horizontalMargin)
    scene.pin(scene.card, vertical, .equal, scene.container, verticalMargin)
    scene.container.layoutIfNeeded()
    #expect(scene.card.frame == expected)
  }

  @Test("edges pinned with insets make the frame; the trailing constant is negative")
  func edges() {
    let scene = ConstraintScene()
    scene.pin(scene.card, .leading, .equal, scene.container, .leading, constant: 16)
    scene.pin(scene.card, .trailing, .equal, scene.container, .trailing, constant: -16)
    scene.pin(scene.card, .top, .equal, scene.container, .top, constant: 100)
    scene.pin(scene.card, .bottom, .equal, scene.container, .bottom)
    scene.container.layoutIfNeeded()
    #expect(scene.card.frame == Rect(x: 16, y: 100, width: 368, height: 700))
    #expect(scene.messages.isEmpty)
  }

  @Test("multipliers and constants scale the container's size")
  func multipliers() {
    let scene = ConstraintScene()
    scene.pin(scene.card, .width, .equal, scene.container, .width, multiplier: 0.5, constant: 10)
    scene.pin(scene.card, .height, .equal, scene.card, .width, multiplier: 2)
    scene.pin(scene.card, .centerX, .equal, scene.container, .centerX)
    scene.pin(scene.card, .top, .equal, scene.container, .top)
    scene.container.layoutIfNeeded()
    #expect(scene.card.frame == Rect(x: 95, y: 0, width: 210, height: 420))
  }

  @Test("a card below a sibling placed by autoresizing, and a second card beside the first")
  func siblings() {
    let scene = ConstraintScene()
    scene.size()
    scene.pin(scene.card, .top, .equal, scene.badge, .bottom, constant: 8)
    scene.pin(scene.card, .leading, .equal, scene.badge, .leading)
    let second = scene.engine.makeView(name: "second")
    second.translatesAutoresizingMaskIntoConstraints = false
    scene.container.addSubview(second)
    scene.pin(second, .leading, .equal, scene.card, .trailing, constant: 4)
    scene.pin(second, .top, .equal, scene.card, .top)
    scene.pin(second, .width, .equal, scene.card, .width)
    scene.pin(second, .height, .equal, scene.card, .height, multiplier: 0.5)
    scene.container.layoutIfNeeded()
    #expect(scene.card.frame == Rect(x: 10, y: 68, width: 100, height: 50))
    #expect(second.frame == Rect(x: 114, y: 68, width: 100, height: 25))
    #expect(scene.messages.isEmpty)
  }

  @Test("a required width <= 300 wins over a preferred width == 400")
  func requiredInequalityBeatsPreferred() {
    let scene = ConstraintScene()
    scene.pin(scene.card, .width, .lessThanOrEqual, constant: 300)
    scene.pin(scene.card, .width, constant: 400, priority: 750)
    scene.pin(scene.card, .height, constant: 10)
    scene.pin(scene.card, .left, .equal, scene.container, .left)
    scene.pin(scene.card, .top, .equal, scene.container, .top)
    scene.container.layoutIfNeeded()
    #expect(scene.card.frame.width == 300)
    #expect(scene.messages.isEmpty)
  }

  @Test("a satisfied inequality leaves the preferred value; >= raises a smaller one")
  func inequalities() {
    let scene = ConstraintScene()
    scene.pin(scene.card, .width, .greaterThanOrEqual, constant: 50)
    let preferred = scene.pin(scene.card, .width, constant: 80, priority: 250)
    scene.pin(scene.card, .height, .greaterThanOrEqual, scene.container, .height, multiplier: 0.25)
    scene.pin(scene.card, .height, constant: 0, priority: 500)
    scene.pin(scene.card, .left, .equal, scene.container, .left)
    scene.pin(scene.card, .top, .equal, scene.container, .top)
    scene.container.layoutIfNeeded()
    #expect(scene.card.frame.size == Size(width: 80, height: 200))
    preferred.constant = 20
    scene.container.layoutIfNeeded()
    #expect(scene.card.frame.width == 50)
  }

  @Test("of two optional constraints the higher priority wins")
  func priorities() {
    let scene = ConstraintScene()
    scene.size()
    scene.pin(scene.card, .left, .equal, scene.container, .left, constant: 10, priority: 250)
    scene.pin(scene.card, .left, .equal, scene.container, .left, constant: 30, priority: 750)
    scene.pin(scene.card, .top, .equal, scene.container, .top)
    scene.container.layoutIfNeeded()
    #expect(scene.card.frame.minX == 30)
    #expect(scene.messages.isEmpty)
  }

  @Test("changing a constant in an animation block and laying out animates the frame")
  func animatedConstant() {
    let scene = ConstraintScene()
    scene.size()
    let top = scene.pin(scene.card, .top, .equal, scene.container, .top, constant: 800)
    scene.pin(scene.card, .left, .equal, scene.container, .left)
    scene.container.layoutIfNeeded()
    #expect(scene.card.frame.minY == 800)
    top.constant = 0
    scene.engine.animate(withDuration: 1, options: .curveLinear) {
      scene.container.layoutIfNeeded()
    }
    #expect(scene.card.frame.minY == 0)
    scene.engine.advance(by: 0.25)
    #expect(scene.card.presentation.frame.minY == 600)
    scene.engine.advance(by: 1)
    #expect(scene.card.presentation.frame.minY == 0)
  }

  @Test("without layoutIfNeeded the frames follow on the next clock turn")
  func deferredPass() {
    let scene = ConstraintScene()
    scene.engine.window.rootView.addSubview(scene.container)
    scene.size()
    scene.pin(scene.card, .centerX, .equal, scene.container, .centerX)
    scene.pin(scene.card, .centerY, .equal, scene.container, .centerY)
    #expect(scene.card.frame == .zero)
    scene.engine.advance(by: 0)
    #expect(scene.card.frame == Rect(x: 150, y: 375, width: 100, height: 50))
  }

  @Test("resizing the container lays the constrained card out again")
  func containerResize() {
    let scene = ConstraintScene()
    scene.pin(scene.card, .leading, .equal, scene.container, .leading)
    scene.pin(scene.card, .trailing, .equal, scene.container, .trailing)
    scene.pin(scene.card, .top, .equal, scene.container, .top)
    scene.pin(scene.card, .height, constant: 10)
    scene.container.layoutIfNeeded()
    scene.container.frame = Rect(x: 0, y: 0, width: 600, height: 800)
    scene.container.layoutIfNeeded()
    #expect(scene.card.frame == Rect(x: 0, y: 0, width: 600, height: 10))
  }

  @Test("deactivating a constraint and removing a view take their constraints away")
  func deactivation() {
    let scene = ConstraintScene()
    let width = scene.pin(scene.card, .width, constant: 100)
    let left = scene.pin(scene.card, .left, .equal, scene.container, .left)
    #expect(width.isActive && left.isActive)
    #expect(scene.card.constraints.count == 1)
    #expect(scene.container.constraints.count == 1)
    width.isActive = false
    #expect(!width.isActive)
    #expect(scene.card.constraints.isEmpty)
    scene.card.removeFromSuperview()
    #expect(!left.isActive)
    #expect(scene.container.constraints.isEmpty)
  }

  @Test("a baseline constraint is reported with the view and the constraint, once")
  func unsupportedAttribute() {
    let scene = ConstraintScene()
    scene.size()
    scene.pin(scene.card, .left, .equal, scene.container, .left)
    scene.pin(scene.card, .firstBaseline, .equal, scene.badge, .lastBaseline)
    scene.container.layoutIfNeeded()
    scene.container.setNeedsLayout()
    scene.container.layoutIfNeeded()
    #expect(
      scene.messages.filter { $0.contains("Baseline") } == [
        "layout of 'card#2': <NSLayoutConstraint card#2.firstBaseline == badge#3.lastBaseline> "
          + "uses 'firstBaseline', which transhost cannot place headlessly (there is no text); "
          + "the constraint is not applied"
      ])
  }

  @Test("conflicting required constraints: the later one is broken and reported")
  func unsatisfiable() {
    let scene = ConstraintScene()
    scene.size()
    scene.pin(scene.card, .left, .equal, scene.container, .left)
    scene.pin(scene.card, .top, .equal, scene.container, .top)
    let conflicting = scene.pin(scene.card, .width, constant: 120)
    conflicting.identifier = "wide"
    scene.container.layoutIfNeeded()
    #expect(scene.card.frame.width == 100)
    #expect(
      scene.messages == [
        "layout of 'card#2': unable to satisfy every required constraint; breaking "
          + "<NSLayoutConstraint 'wide' card#2.width == 120>, as UIKit does, so it is not applied"
      ])
  }

  @Test("a view with too few constraints is reported as ambiguous and keeps its frame")
  func ambiguous() {
    let scene = ConstraintScene()
    scene.card.frame = Rect(x: 5, y: 6, width: 7, height: 8)
    scene.pin(scene.card, .width, constant: 100)
    scene.pin(scene.card, .top, .equal, scene.container, .top)
    scene.container.layoutIfNeeded()
    #expect(scene.card.frame == Rect(x: 5, y: 0, width: 100, height: 8))
    #expect(
      scene.messages == [
        "layout of 'card#2' is ambiguous: no constraint fixes its x and height; "
          + "it keeps its current value"
      ])
  }

  @Test("constraints that UIKit refuses or cannot reach are reported, never dropped silently")
  func refused() {
    let scene = ConstraintScene()
    scene.size()
    scene.pin(scene.card, .left, .equal, scene.container, .top)
    scene.pin(scene.card, .leading, .equal, scene.container, .left)
    scene.pin(scene.badge, .width, constant: 5)
    let inner = scene.engine.makeView(name: "inner")
    inner.translatesAutoresizingMaskIntoConstraints = false
    scene.badge.addSubview(inner)
    scene.pin(inner, .top, .equal, scene.card, .top)
    let loose = scene.engine.makeView(name: "loose")
    scene.pin(loose, .top, .equal, scene.card, .top)
    scene.pin(scene.card, .top, .equal, scene.container, .top)
    scene.pin(scene.card, .left, .equal, scene.container, .left)
    scene.container.layoutIfNeeded()
    #expect(
      scene.messages == [
        "layout: cannot activate <NSLayoutConstraint loose#6.top == card#2.top>: 'loose#6' and "
          + "'card#2' have no common ancestor; add both views to one hierarchy first",
        "layout: <NSLayoutConstraint card#2.left == container#1.top> pairs a horizontal "
          + "attribute with a vertical one, which UIKit refuses; the constraint is not applied",
        "layout: <NSLayoutConstraint card#2.leading == container#1.left> pairs a leading or "
          + "trailing attribute with a left or right one, which UIKit refuses; the constraint "
          + "is not applied",
        "layout: <NSLayoutConstraint inner#5.top == card#2.top> relates 'inner#5' and 'card#2', "
          + "which are neither a view and its superview nor siblings; transhost solves only "
          + "those, so the constraint is not applied",
        "layout of 'badge#3': <NSLayoutConstraint badge#3.width == 5> places a view whose "
          + "translatesAutoresizingMaskIntoConstraints is true, so its frame comes from its "
          + "autoresizing mask and the constraint is not applied; set "
          + "translatesAutoresizingMaskIntoConstraints = false",
        "layout of 'inner#5' is ambiguous: no constraint fixes its x and y and width and height; "
          + "it keeps its current value",
      ])
    #expect(scene.card.frame == Rect(x: 0, y: 0, width: 100, height: 50))
  }

  @Test("the description prints multipliers, negative constants and priorities as UIKit")
  func description() {
    let scene = ConstraintScene()
    let constraint = scene.engine.makeConstraint(
      item: scene.card, attribute: .width, relatedBy: .lessThanOrEqual, toItem: scene.container,
      attribute: .width, multiplier: 0.5, constant: -10)
    constraint.priority = 750
    #expect(
      constraint.description
        == "<NSLayoutConstraint card#2.width <= 0.5*container#1.width - 10 @750>")
  }
}
