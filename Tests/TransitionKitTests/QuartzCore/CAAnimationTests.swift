import CTransitionABI
import Foundation
import Testing

@testable import TransitionKit

/// A delegate that writes down what it heard.
private final class Listener: NSObject, CAAnimationDelegate {
  var heard: [String] = []
  func animationDidStart(_ anim: CAAnimation) { heard.append("start") }
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    heard.append("stop \(flag) \((anim as? CABasicAnimation)?.keyPath ?? "?")")
  }
}

/// Core Animation's classes as app code writes them, reaching the host as
/// `transhost_layer_animation_t`.
@Suite(.serialized) struct CAAnimationTests {
  @Test("a CABasicAnimation reaches the host with its values, timing and fill")
  func basic() throws {
    let host = FakeHost()
    host.addCoreAnimation()
    let view = try #require(PluginSession(host: host.host).view(FakeHost.toView))
    let fade = CABasicAnimation(keyPath: "position")
    fade.fromValue = CGPoint(x: 1, y: 2)
    fade.toValue = CGPoint(x: 3, y: 4)
    fade.duration = 0.5
    fade.timingFunction = CAMediaTimingFunction(name: .easeIn)
    fade.fillMode = .forwards
    fade.isRemovedOnCompletion = false
    view.layer.add(fade, forKey: "move")
    #expect(
      FakeHost.animations == [
        "view 7 key move kind 0 path position lanes 2 flags 3 from 1.0,2.0 to 3.0,4.0 "
          + "duration 0.5 fill 1 removed false curve 0.41999998688697815,1.0"
      ])
  }

  @Test("the delegate is kept strongly and hears start and stop with the layer's copy")
  func delegate() throws {
    let host = FakeHost()
    host.addCoreAnimation()
    let session = PluginSession(host: host.host)
    let view = try #require(session.view(FakeHost.toView))
    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    spin.fromValue = 0
    spin.toValue = Double.pi
    weak var weakListener: Listener?
    do {
      let listener = Listener()
      weakListener = listener
      spin.delegate = listener
      view.layer.add(spin, forKey: "spin")
    }
    spin.keyPath = "changed after add"
    let (start, stop, data) = try #require(FakeHost.delegates.first)
    start?(data)
    stop?(data, true)
    #expect(weakListener?.heard == ["start", "stop true transform.rotation.z"])
    #expect(
      FakeHost.animations.first?.contains("path transform.rotation.z lanes 1 flags 3") == true)
  }

  @Test("a value that cannot be animated is reported once and the animation not added")
  func unconvertible() throws {
    let host = FakeHost()
    host.addCoreAnimation()
    let view = try #require(PluginSession(host: host.host).view(FakeHost.toView))
    for _ in 0..<2 {
      let bad = CABasicAnimation(keyPath: "opacity")
      bad.toValue = "half"
      view.layer.add(bad, forKey: "bad")
    }
    #expect(FakeHost.animations.isEmpty)
    #expect(
      host.calls.filter { $0.contains("cannot be animated") } == [
        "log 2 TransitionKit: CALayer.add(_:forKey:): toValue of 'opacity' is a String, which "
          + "cannot be animated; use a number, CGPoint, CGSize, CGRect, CGAffineTransform, "
          + "CATransform3D or a color"
      ])
  }

  @Test("springs, keyframes and groups carry their own members")
  func subclasses() throws {
    let host = FakeHost()
    host.addCoreAnimation()
    let view = try #require(PluginSession(host: host.host).view(FakeHost.toView))
    let spring = CASpringAnimation(keyPath: "transform.scale")
    spring.damping = 7
    spring.fromValue = 0.5
    spring.toValue = 1
    spring.duration = spring.settlingDuration
    let keyframes = CAKeyframeAnimation(keyPath: "opacity")
    keyframes.values = [0, 1, 0.5] as [CGFloat]
    keyframes.keyTimes = [0, 0.25, 1]
    let group = CAAnimationGroup()
    group.animations = [spring, keyframes]
    group.duration = 1
    view.layer.add(group, forKey: "both")
    #expect(spring.settlingDuration > 1)
    let line = try #require(FakeHost.animations.first)
    #expect(line.hasPrefix("view 7 key both kind 3 path nil"))
    #expect(line.contains("kind 1 path transform.scale lanes 1 flags 3 from 0.5 to 1.0"))
    #expect(line.contains("damping 7.0"))
    #expect(line.contains("kind 2 path opacity lanes 1 flags 0"))
    #expect(line.contains("values 0.0,1.0,0.5 times 3"))
  }

  @Test("isCumulative, which the host does not model, is reported once")
  func cumulativeReported() throws {
    let host = FakeHost()
    host.addCoreAnimation()
    let view = try #require(PluginSession(host: host.host).view(FakeHost.toView))
    for _ in 0..<2 {
      let step = CABasicAnimation(keyPath: "position.y")
      step.byValue = 10
      step.isCumulative = true
      view.layer.add(step, forKey: "step")
    }
    #expect(FakeHost.animations.count == 2)
    #expect(
      host.calls.filter { $0.contains("isCumulative") } == [
        "log 2 TransitionKit: CAPropertyAnimation.isCumulative is not modelled: repeats of "
          + "'position.y' start over instead of accumulating"
      ])
  }

  @Test("CACurrentMediaTime is the host's clock inside a plugin call")
  func mediaTime() {
    let host = FakeHost()
    host.addCoreAnimation()
    let session = PluginSession(host: host.host)
    #expect(session.run { CACurrentMediaTime() } == 12.5)
  }

  @Test("the named timing functions have Core Animation's control points")
  func namedFunctions() {
    let cases: [(CAMediaTimingFunctionName, [Float])] = [
      (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
      (.easeInEaseOut, [0.42, 0, 0.58, 1]), (.default, [0.25, 0.1, 0.25, 1]),
    ]
    for (name, expected) in cases {
      let function = CAMediaTimingFunction(name: name)
      var c1: [Float] = [0, 0]
      var c2: [Float] = [0, 0]
      function.getControlPoint(at: 1, values: &c1)
      function.getControlPoint(at: 2, values: &c2)
      #expect(c1 + c2 == expected, "\(name.rawValue)")
    }
  }
}
