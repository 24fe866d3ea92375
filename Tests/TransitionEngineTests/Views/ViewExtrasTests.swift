import Testing
import TransitionEngine

/// Tags, tint colours and the rest of a view's extras.
@Suite("View extras")
struct ViewExtrasTests {
  @Test("viewWithTag finds the view itself first, then descendants depth first")
  func viewWithTag() {
    let engine = Engine()
    let root = engine.makeView(name: "root", frame: .zero)
    let a = engine.makeView(name: "a", frame: .zero)
    let a1 = engine.makeView(name: "a1", frame: .zero)
    let b = engine.makeView(name: "b", frame: .zero)
    root.addSubview(a)
    a.addSubview(a1)
    root.addSubview(b)
    a1.extras.tag = 7
    b.extras.tag = 7
    #expect(root.viewWithTag(7) === a1)
    #expect(b.viewWithTag(7) === b)
    #expect(root.viewWithTag(0) === root)
    #expect(root.viewWithTag(3) == nil)
  }

  @Test("the tint colour is inherited from the nearest ancestor that sets one, else system blue")
  func tint() {
    let engine = Engine()
    let root = engine.makeView(name: "root", frame: .zero)
    let child = engine.makeView(name: "child", frame: .zero)
    root.addSubview(child)
    #expect(child.effectiveTintColor == View.defaultTintColor)
    root.extras.tintColor = Color(red: 1, green: 0, blue: 0)
    #expect(child.effectiveTintColor == Color(red: 1, green: 0, blue: 0))
  }
}
