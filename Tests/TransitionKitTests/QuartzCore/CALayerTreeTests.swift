import CTransitionABI
import Foundation
import Testing

@testable import TransitionKit

/// Standalone layers, the layer tree, masks, colours and transactions reach the host, and
/// every host layer has one wrapper.
@Suite(.serialized) struct CALayerTreeTests {
  @Test("CALayer() and CAShapeLayer() make standalone layers of their kind in the bound session")
  func standaloneLayers() {
    let host = FakeHost()
    let session = PluginSession(host: host.host)
    let (plain, shape, gradient) = session.run { (CALayer(), CAShapeLayer(), CAGradientLayer()) }
    #expect(plain.handle != 0)
    #expect(host.calls.contains("layer create \(plain.handle) kind 0"))
    #expect(host.calls.contains("layer create \(shape.handle) kind 1"))
    #expect(host.calls.contains("layer create \(gradient.handle) kind 2"))
  }

  @Test("a CALayer made outside a transition is inert")
  func outsideATransition() {
    let layer = CALayer()
    layer.opacity = 0.5
    layer.addSublayer(CALayer())
    #expect(layer.handle == 0)
    #expect(layer.sublayers == nil)
  }

  @Test("sublayers, superlayer and mask give back the one wrapper per layer, view layers too")
  func treeIdentity() {
    let host = FakeHost()
    let session = PluginSession(host: host.host)
    let container = session.view(FakeHost.container)
    let toView = session.view(FakeHost.toView)
    let root = container?.layer
    #expect(root === container?.layer)
    session.run {
      let back = CALayer()
      let front = CAShapeLayer()
      root?.addSublayer(front)
      root?.insertSublayer(back, below: front)
      if let toLayer = toView?.layer { root?.insertSublayer(toLayer, at: 1) }
      let listed = root?.sublayers ?? []
      #expect(listed.count == 3)
      #expect(listed.first === back)
      #expect(listed.dropFirst().first === toView?.layer)
      #expect(listed.last === front)
      #expect(listed.last is CAShapeLayer)
      #expect(front.superlayer === root)
      back.removeFromSuperlayer()
      #expect(root?.sublayers?.count == 2)
      #expect(back.superlayer == nil)
      root?.mask = back
      #expect(root?.mask === back)
      container?.mask = toView
      #expect(container?.mask === toView)
      #expect(host.calls.contains("mask \(FakeHost.container) \(FakeHost.toView)"))
    }
  }

  @Test("shadowColor and borderColor go as five lanes: r, g, b, a and whether there is one")
  func colours() {
    let host = FakeHost()
    let layer = UIView(session: PluginSession(host: host.host), handle: FakeHost.toView).layer
    layer.shadowColor = UIColor.red.cgColor
    layer.borderColor = nil
    let stored = host.values[FakeHost.toView] ?? [:]
    #expect(stored[Int32(TRANSHOST_PROPERTY_SHADOW_COLOR)] == [1, 0, 0, 1, 1])
    #expect(stored[Int32(TRANSHOST_PROPERTY_BORDER_COLOR)] == [0, 0, 0, 0, 0])
    #expect(layer.shadowColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(layer.borderColor == nil)
    #expect(UIColor(cgColor: UIColor.red.cgColor.copy(alpha: 0.5) ?? .clear).alpha == 0.5)
  }

  @Test("shape members and no-op drawing members are kept and reported once per run each")
  func reportedOnce() {
    let host = FakeHost()
    let session = PluginSession(host: host.host)
    session.run {
      let shape = CAShapeLayer()
      shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 20)).cgPath
      shape.lineWidth = 3
      shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 20)).cgPath
      shape.contentsScale = 2
      shape.contentsScale = 3
      let box = shape.path?.boundingBox ?? .null
      #expect(abs(box.minX) < 1e-9 && abs(box.minY) < 1e-9)
      #expect(abs(box.width - 10) < 1e-9 && abs(box.height - 20) < 1e-9)
      #expect(shape.lineWidth == 3)
    }
    // Logged on every use; the host (here the fake) records each warning once per run.
    #expect(host.calls.filter { $0.contains("a CAShapeLayer's path and paint reach the host") }.count == 1)
    #expect(host.calls.filter { $0.contains("CALayer.contentsScale") }.count == 1)
  }

  @Test("UIBezierPath builds rectangles, rounded rectangles and arcs with UIKit's bounds")
  func bezierPaths() {
    let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
    #expect(UIBezierPath(rect: rect).bounds == rect)
    #expect(UIBezierPath(roundedRect: rect, cornerRadius: 8).bounds == rect)
    let arc = UIBezierPath(
      arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
    #expect(abs(arc.currentPoint.x + 10) < 1e-9)
    #expect(abs(arc.bounds.maxY - 10) < 1e-9)
    let path = UIBezierPath()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 5, y: 5))
    path.addQuadCurve(to: CGPoint(x: 10, y: 0), controlPoint: CGPoint(x: 8, y: 9))
    path.close()
    path.append(UIBezierPath(rect: CGRect(x: -1, y: 0, width: 1, height: 1)))
    #expect(path.bounds == CGRect(x: -1, y: 0, width: 11, height: 9))
  }
}
