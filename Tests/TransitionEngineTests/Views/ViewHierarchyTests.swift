import Testing
import TransitionEngine

/// An engine whose window root is `window#1`, with a `parent#2` in the window holding
/// `first#3`, `second#4` and `third#5`, back to front.
private struct Family {
  let engine = Engine()
  let parent: View
  let children: [View]

  init() {
    let engine = engine
    _ = engine.window
    parent = engine.makeWindowView(name: "parent", frame: Rect(x: 0, y: 0, width: 300, height: 300))
    children = ["first", "second", "third"].map { name in
      engine.makeView(name: name, frame: Rect(x: 0, y: 0, width: 10, height: 10))
    }
    for child in children { parent.addSubview(child) }
  }

  var order: [String] { parent.subviews.map(\.name) }
}

@Suite("View hierarchy")
struct ViewHierarchyTests {
  @Test("views are numbered in creation order and describe themselves as name#id")
  func identifiers() {
    let engine = Engine()
    let root = engine.window.rootView
    let a = engine.makeView(name: "a")
    let b = engine.makeView(name: "b")
    #expect(root.description == "window#1")
    #expect(a.description == "a#2")
    #expect(b.description == "b#3")
    #expect(a.id < b.id)
  }

  @Test("addSubview puts the view on top and sets its superview")
  func addSubview() {
    let family = Family()
    #expect(family.order == ["first", "second", "third"])
    for child in family.children { #expect(child.superview === family.parent) }
    #expect(family.children.map(\.indexInSuperview) == [0, 1, 2])
  }

  @Test("adding a view that has a superview moves it out of the old one")
  func addMovesView() {
    let family = Family()
    let other = family.engine.makeWindowView(name: "other", frame: .zero)
    other.addSubview(family.children[0])
    #expect(family.order == ["second", "third"])
    #expect(other.subviews.map(\.name) == ["first"])
    #expect(family.children[0].superview === other)
  }

  @Test(
    "insertSubview(at:) clamps the index to the subview range",
    arguments: [
      (-5, ["new", "first", "second", "third"]), (0, ["new", "first", "second", "third"]),
      (1, ["first", "new", "second", "third"]), (3, ["first", "second", "third", "new"]),
      (99, ["first", "second", "third", "new"]),
    ])
  func insertAtIndex(index: Int, expected: [String]) {
    let family = Family()
    family.parent.insertSubview(family.engine.makeView(name: "new"), at: index)
    #expect(family.order == expected)
  }

  @Test("insertSubview above and below a sibling lands next to it")
  func insertAboveBelow() {
    let family = Family()
    family.parent.insertSubview(
      family.engine.makeView(name: "above"), aboveSubview: family.children[0])
    family.parent.insertSubview(
      family.engine.makeView(name: "below"), belowSubview: family.children[0])
    #expect(family.order == ["below", "first", "above", "second", "third"])
    #expect(family.engine.violations.isEmpty)
  }

  @Test(
    "a sibling that is not a subview puts the view on top and reports it",
    arguments: ["insertSubview(aboveSubview:)", "insertSubview(belowSubview:)"])
  func siblingNotSubview(call: String) {
    let family = Family()
    let stranger = family.engine.makeView(name: "stranger")
    let view = family.engine.makeView(name: "new")
    if call == "insertSubview(aboveSubview:)" {
      family.parent.insertSubview(view, aboveSubview: stranger)
    } else {
      family.parent.insertSubview(view, belowSubview: stranger)
    }
    #expect(family.order == ["first", "second", "third", "new"])
    #expect(
      family.engine.violationMessages == [
        "\(call): 'stranger#6' is not a subview of 'parent#2'; the view was added on top"
      ])
  }

  @Test("bringSubviewToFront and sendSubviewToBack reorder the subviews")
  func frontAndBack() {
    let family = Family()
    family.parent.bringSubviewToFront(family.children[0])
    #expect(family.order == ["second", "third", "first"])
    family.parent.sendSubviewToBack(family.children[2])
    #expect(family.order == ["third", "second", "first"])
  }

  @Test("bringSubviewToFront and sendSubviewToBack ignore a view that is not a subview")
  func frontAndBackIgnoreStrangers() {
    let family = Family()
    let stranger = family.engine.makeView(name: "stranger")
    family.parent.bringSubviewToFront(stranger)
    family.parent.sendSubviewToBack(stranger)
    #expect(family.order == ["first", "second", "third"])
    #expect(stranger.superview == nil)
  }

  @Test("removeFromSuperview detaches the view and records view.remove")
  func remove() {
    let family = Family()
    family.children[1].removeFromSuperview()
    #expect(family.order == ["first", "third"])
    #expect(family.children[1].superview == nil)
    #expect(family.children[1].indexInSuperview == nil)
    #expect(
      family.engine.trace.events(of: .viewRemoved).map(\.description) == [
        "0 view.remove view=second#4 superview=parent#2"
      ])
  }

  @Test("adding a view to its own subtree is refused and reported")
  func cycle() {
    let family = Family()
    family.children[0].addSubview(family.parent)
    family.parent.addSubview(family.parent)
    #expect(family.parent.superview === family.engine.window.rootView)
    #expect(family.children[0].subviews.isEmpty)
    #expect(
      family.engine.violationMessages == [
        "insertSubview: 'parent#2' cannot be added to 'first#3', which is inside it; "
          + "the hierarchy is unchanged",
        "insertSubview: 'parent#2' cannot be added to 'parent#2', which is inside it; "
          + "the hierarchy is unchanged",
      ])
  }

  @Test("a view from another engine is refused and reported")
  func foreignView() {
    let family = Family()
    let otherEngine = Engine()
    let foreign = otherEngine.makeView(name: "foreign")
    withExtendedLifetime(otherEngine) { family.parent.addSubview(foreign) }
    #expect(foreign.superview == nil)
    #expect(family.order == ["first", "second", "third"])
    #expect(
      family.engine.violationMessages == [
        "insertSubview: 'foreign#1' belongs to another engine; create views with this engine's makeView"
      ])
  }

  @Test("isDescendant(of:) holds for the view itself and its ancestors only")
  func descendants() {
    let family = Family()
    let child = family.children[0]
    #expect(child.isDescendant(of: child))
    #expect(child.isDescendant(of: family.parent))
    #expect(child.isDescendant(of: family.engine.window.rootView))
    #expect(!child.isDescendant(of: family.children[1]))
    #expect(!family.parent.isDescendant(of: child))
  }

  @Test("rootView and isInWindow follow the superview chain")
  func rootAndWindow() {
    let family = Family()
    let loose = family.engine.makeView(name: "loose")
    let inner = family.engine.makeView(name: "inner")
    loose.addSubview(inner)
    #expect(family.children[2].rootView === family.engine.window.rootView)
    #expect(family.children[2].isInWindow)
    #expect(inner.rootView === loose)
    #expect(!inner.isInWindow)
    #expect(loose.rootView === loose)
  }

  @Test("subtree lists the view first, then depth first, back to front")
  func subtree() {
    let family = Family()
    let grandchild = family.engine.makeView(name: "grandchild")
    family.children[0].addSubview(grandchild)
    #expect(
      family.parent.subtree.map(\.name) == ["parent", "first", "grandchild", "second", "third"])
  }

  @Test("every add records view.add with the superview and the index")
  func addTrace() {
    let family = Family()
    #expect(
      family.engine.trace.events(of: .viewAdded).map(\.description) == [
        "0 view.add view=parent#2 superview=window#1 index=0",
        "0 view.add view=first#3 superview=parent#2 index=0",
        "0 view.add view=second#4 superview=parent#2 index=1",
        "0 view.add view=third#5 superview=parent#2 index=2",
      ])
  }

  @Test("hierarchyDescription draws the window's tree with frames and markers")
  func hierarchyDescription() {
    let engine = Engine()
    _ = engine.window
    let card = engine.makeWindowView(name: "card", frame: Rect(x: 10, y: 20, width: 30, height: 40))
    let badge = engine.makeView(name: "badge", frame: Rect(x: 1, y: 2, width: 3, height: 4.5))
    card.addSubview(badge)
    badge.isHidden = true
    let copy = card.snapshotView(afterScreenUpdates: true)
    engine.window.rootView.addSubview(copy)
    #expect(
      engine.window.hierarchyDescription == """
        window#1 (0, 0, 390, 844)
          card#2 (10, 20, 30, 40)
            badge#3 (1, 2, 3, 4.5) hidden
          snapshot(card)#4 (0, 0, 30, 40) [snapshot]
        """)
  }
}
