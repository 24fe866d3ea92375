import Testing
import TransitionEngine

@Suite("Implicit animations and CATransaction")
struct TransactionTests {
  private let engine = Engine()

  private func layer() -> View {
    let host = engine.makeWindowView(name: "host", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let layer = engine.makeLayer(name: "layer", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    host.addSublayer(layer)
    return layer
  }

  @Test("a standalone layer's change animates implicitly over 0.25 s with the default curve")
  func implicitAnimation() {
    let layer = layer()
    layer.alpha = 0
    #expect(layer.model.alpha == 0)
    #expect(layer.isAnimating)
    engine.advance(by: 0.125)
    let expected = 1 - Engine.defaultTransactionCurve.progress(0.5)
    #expect(abs(layer.presentation.alpha - expected) < 1e-9)
    engine.advance(by: 0.125)
    #expect(!layer.isAnimating)
    #expect(layer.presentation.alpha == 0)
  }

  @Test("a view's own layer does not animate outside an animation block")
  func viewLayerDoesNotAnimate() {
    let view = engine.makeWindowView(name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    view.shadowOpacity = 1
    view.alpha = 0
    #expect(!view.isAnimating)
  }

  @Test("setDisableActions(true) applies the change at once")
  func disabledActions() {
    let layer = layer()
    engine.beginTransaction()
    engine.setTransactionDisablesActions(true)
    layer.alpha = 0
    layer.shadowOpacity = 1
    engine.commitTransaction()
    #expect(!layer.isAnimating)
    #expect(layer.presentation.alpha == 0)
    // The setting ended with the transaction.
    layer.alpha = 1
    #expect(layer.isAnimating)
  }

  @Test(
    "the transaction's duration and curve time the implicit animation; completion runs at its end")
  func durationAndCompletion() {
    let layer = layer()
    var completedAt: [Double] = []
    engine.beginTransaction()
    engine.setTransactionAnimationDuration(2)
    engine.setTransactionTimingCurve(.linear)
    engine.setTransactionCompletion { completedAt.append(self.engine.now) }
    layer.position(to: Point(x: 105, y: 5))
    engine.commitTransaction()
    engine.advance(by: 1)
    #expect(abs(layer.presentation.center.x - 55) < 1e-9)
    #expect(completedAt.isEmpty)
    engine.runUntilIdle()
    #expect(completedAt == [2])
  }

  @Test("a transaction with no animation runs its completion on the next clock turn")
  func emptyCompletion() {
    var ran = 0
    engine.beginTransaction()
    engine.setTransactionCompletion { ran += 1 }
    engine.commitTransaction()
    #expect(ran == 0)
    engine.advance(by: 0)
    #expect(ran == 1)
  }

  @Test(
    "nested transactions inherit settings until they set their own; each completion waits for its animations"
  )
  func nested() {
    let layer = layer()
    var log: [String] = []
    engine.beginTransaction()
    engine.setTransactionAnimationDuration(1)
    engine.setTransactionCompletion { log.append("outer@\(self.engine.now)") }
    engine.beginTransaction()
    #expect(engine.transactionAnimationDuration == 1)
    engine.setTransactionAnimationDuration(3)
    engine.setTransactionCompletion { log.append("inner@\(self.engine.now)") }
    layer.alpha = 0
    engine.commitTransaction()
    #expect(engine.transactionAnimationDuration == 1)
    layer.cornerRadius = 5
    engine.commitTransaction()
    #expect(engine.transactionAnimationDuration == Engine.defaultTransactionDuration)
    engine.runUntilIdle()
    // Both wait for the 3 s animation made in the inner one.
    #expect(log.sorted() == ["inner@3.0", "outer@3.0"])
  }

  @Test(
    "a completion waits for the explicit animations added after it, an unremoved one's end included"
  )
  func explicitAnimationsCounted() throws {
    let view = engine.makeWindowView(name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    var completedAt: [Double] = []
    engine.beginTransaction()
    engine.setTransactionCompletion { completedAt.append(self.engine.now) }
    var fade = LayerAnimation(.basic(.init(from: AnimatableVector(), to: nil)), keyPath: "opacity")
    fade.timing.duration = 0.5
    try view.add(fade, forKey: "fade")
    var held = fade
    held.timing.duration = 1.5
    held.isRemovedOnCompletion = false
    held.timing.fillMode = .forwards
    try view.add(held, forKey: "held")
    engine.commitTransaction()
    engine.advance(by: 1)
    #expect(completedAt.isEmpty)
    engine.runUntilIdle()
    #expect(completedAt == [1.5])
    #expect(view.animationKeys() == ["held"])
  }

  @Test("an explicit animation removed early ends the wait at the next clock turn")
  func removedAnimationEndsWait() throws {
    let view = engine.makeWindowView(name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    var completedAt: [Double] = []
    engine.beginTransaction()
    engine.setTransactionCompletion { completedAt.append(self.engine.now) }
    var fade = LayerAnimation(.basic(.init(from: AnimatableVector(), to: nil)), keyPath: "opacity")
    fade.timing.duration = 4
    try view.add(fade, forKey: "fade")
    engine.commitTransaction()
    engine.advance(by: 1)
    view.removeAnimation(forKey: "fade")
    #expect(completedAt.isEmpty)
    engine.advance(by: 0)
    #expect(completedAt == [1])
  }

  @Test("a UIView block run inside the transaction counts: its animations are CA animations")
  func viewBlockCounted() {
    let view = engine.makeWindowView(name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    var log: [String] = []
    engine.beginTransaction()
    engine.setTransactionCompletion { log.append("transaction@\(self.engine.now)") }
    engine.animate(withDuration: 2, animations: { view.alpha = 0 }) { _ in
      log.append("block@\(self.engine.now)")
    }
    engine.commitTransaction()
    engine.runUntilIdle()
    #expect(log == ["block@2.0", "transaction@2.0"])
  }

  @Test("animations added before the completion was set, or for a replaced block, do not count")
  func onlyAfterTheBlock() {
    let layer = layer()
    var log: [String] = []
    engine.beginTransaction()
    engine.setTransactionAnimationDuration(3)
    layer.alpha = 0
    engine.setTransactionCompletion { log.append("first@\(self.engine.now)") }
    engine.setTransactionAnimationDuration(1)
    layer.cornerRadius = 4
    engine.setTransactionCompletion { log.append("second@\(self.engine.now)") }
    #expect(engine.transactionCompletion != nil)
    engine.commitTransaction()
    engine.runUntilIdle()
    #expect(log == ["second@0.0"])
  }

  @Test("commit without begin is refused; forgotten transactions can be closed")
  func unbalanced() {
    #expect(!engine.commitTransaction())
    engine.beginTransaction()
    engine.beginTransaction()
    #expect(engine.openTransactionCount == 2)
    #expect(engine.closeOpenTransactions() == 2)
    #expect(engine.openTransactionCount == 0)
  }

  @Test("inside UIView.animate a standalone layer takes Core Animation's timing, not the block's")
  func sublayerInBlock() {
    let layer = layer()
    engine.animate(withDuration: 2, options: .curveLinear) { layer.alpha = 0 }
    engine.advance(by: 0.25)
    #expect(!layer.isAnimating)
  }

  @Test(
    "inside UIView.animate a view's layer applies what UIKit does not animate at once",
    arguments: AnimatableProperty.allCases.filter { !$0.animatesInViewBlocks })
  func unanimatedInBlock(property: AnimatableProperty) {
    let view = engine.makeWindowView(name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let before = view.model.vector(for: property)
    engine.animate(withDuration: 1) { changeLayerProperty(property, of: view) }
    #expect(view.model.vector(for: property) != before)
    #expect(!view.isAnimating)
  }

  @Test("performWithoutAnimation turns implicit animations off too")
  func withoutAnimation() {
    let layer = layer()
    engine.performWithoutAnimation { layer.alpha = 0 }
    #expect(!layer.isAnimating)
  }
}

/// Sets one of the layer properties UIKit does not animate in a block.
private func changeLayerProperty(_ property: AnimatableProperty, of view: View) {
  switch property {
  case .anchorPoint: view.anchorPoint = Point(x: 0, y: 0)
  case .zPosition: view.zPosition = 3
  case .sublayerTransform: view.sublayerTransform = Transform3D(scaleX: 2, y: 2, z: 1)
  case .shadowColor: view.shadowColor = .white
  case .shadowOpacity: view.shadowOpacity = 1
  case .shadowOffset: view.shadowOffset = Size(width: 2, height: 2)
  case .shadowRadius: view.shadowRadius = 9
  case .borderWidth: view.borderWidth = 2
  case .borderColor: view.borderColor = .white
  default: Issue.record("\(property.name) animates in view blocks")
  }
}

extension View {
  fileprivate func position(to point: Point) { center = point }
}
