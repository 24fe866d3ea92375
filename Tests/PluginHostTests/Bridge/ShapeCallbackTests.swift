import CTransitionABI
import Foundation
import PluginHost
import Testing
import TransitionEngine

@testable import PluginHost

/// ABI 1.5's shape and gradient section through the host's callback table: paths, paint,
/// gradient colours and geometry reach the engine's model; bad input is refused by name.
@Suite(.serialized) struct ShapeCallbackTests {
  static func element(_ kind: Int, _ points: [(Double, Double)]) -> transhost_path_element_t {
    var e = transhost_path_element_t()
    e.kind = transhost_path_element_kind(kind)
    let p =
      points.map { transhost_point_t(x: $0.0, y: $0.1) }
      + Array(
        repeating: transhost_point_t(), count: 3)
    (e.points.0, e.points.1, e.points.2) = (p[0], p[1], p[2])
    return e
  }

  @Test("a shape layer's path and paint and any layer's shadowPath reach the model, and read back")
  func shapePathAndPaint() throws {
    let engine = Engine()
    let bridge = HostBridge(engine: engine)
    let host = bridge.hostForTesting
    let shape = try #require(
      host.pointee.layer_create?(host, "ring", Int32(TRANSHOST_LAYER_KIND_SHAPE)))
    var elements = [
      Self.element(TRANSHOST_PATH_MOVE, [(0, 0)]), Self.element(TRANSHOST_PATH_LINE, [(10, 0)]),
      Self.element(TRANSHOST_PATH_CURVE, [(10, 5), (5, 10), (0, 10)]),
      Self.element(TRANSHOST_PATH_CLOSE, []),
    ]
    let status = elements.withUnsafeMutableBufferPointer { buffer -> Int32 in
      var path = transhost_path_t(elements: buffer.baseAddress, count: 4, reserved: 0)
      return host.pointee.layer_set_path?(host, shape, Int32(TRANSHOST_PROPERTY_PATH), &path) ?? 99
    }
    #expect(status == 0)
    let view = try #require(bridge.view(shape, "test"))
    guard case .shape(let style) = view.content else {
      Issue.record("not a shape layer")
      return
    }
    #expect(
      style.path?.elements == [
        .move(to: Point(x: 0, y: 0)), .line(to: Point(x: 10, y: 0)),
        .curve(to: Point(x: 0, y: 10), control1: Point(x: 10, y: 5), control2: Point(x: 5, y: 10)),
        .close,
      ])
    #expect(host.pointee.layer_get_path?(host, shape, Int32(TRANSHOST_PROPERTY_PATH), nil, 0) == 4)
    var back = [transhost_path_element_t](repeating: transhost_path_element_t(), count: 4)
    _ = host.pointee.layer_get_path?(host, shape, Int32(TRANSHOST_PROPERTY_PATH), &back, 4)
    #expect(back[2].points.2.x == 0 && back[2].points.2.y == 10 && back[3].kind == 4)
    #expect(
      host.pointee.layer_get_path?(host, shape, Int32(TRANSHOST_PROPERTY_SHADOW_PATH), nil, 0)
        == Int64(TRANSHOST_PATH_NONE))
    #expect(host.pointee.view_set_values?(host, shape, 33, [0.25], 1) == 0)
    #expect(host.pointee.view_set_values?(host, shape, 29, [1, 0, 0, 1, 1], 5) == 0)
    var end = [0.0]
    _ = host.pointee.view_get_values?(host, shape, 33, &end, 1)
    #expect(end == [0.25])
    if case .shape(let painted) = view.content {
      #expect(
        painted.strokeEnd == 0.25 && painted.fillColor == Color(red: 1, green: 0, blue: 0, alpha: 1)
      )
    }
  }

  @Test("bad paths and paint are refused, naming what is wrong")
  func refusals() throws {
    let engine = Engine()
    let bridge = HostBridge(engine: engine)
    let host = bridge.hostForTesting
    let plain = try #require(host.pointee.view_create?(host, "card", transhost_rect_t()))
    let shape = try #require(
      host.pointee.layer_create?(host, "ring", Int32(TRANSHOST_LAYER_KIND_SHAPE)))
    func set(_ layer: UInt64, _ property: Int, _ elements: [transhost_path_element_t]) -> Int32 {
      var copy = elements
      return copy.withUnsafeMutableBufferPointer { buffer in
        var path = transhost_path_t(
          elements: buffer.baseAddress, count: UInt32(buffer.count), reserved: 0)
        return host.pointee.layer_set_path?(host, layer, Int32(property), &path) ?? 99
      }
    }
    let move = Self.element(TRANSHOST_PATH_MOVE, [(0, 0)])
    #expect(set(plain, TRANSHOST_PROPERTY_PATH, [move]) == -1)
    #expect(set(plain, TRANSHOST_PROPERTY_SHADOW_PATH, [move]) == 0)
    #expect(
      set(shape, TRANSHOST_PROPERTY_PATH, [Self.element(TRANSHOST_PATH_LINE, [(1, 1)])]) == -1)
    #expect(set(shape, TRANSHOST_PROPERTY_PATH, [move, Self.element(9, [])]) == -1)
    #expect(
      set(shape, TRANSHOST_PROPERTY_PATH, [Self.element(TRANSHOST_PATH_MOVE, [(.nan, 0)])]) == -1)
    #expect(set(shape, 5, [move]) == -1)
    #expect(host.pointee.view_set_values?(host, plain, 33, [0.5], 1) == -1)
    #expect(host.pointee.view_set_values?(host, shape, 33, [1.5], 1) == -1)
    let reasons = engine.violations.map(\.description).joined(separator: "\n")
    #expect(reasons.contains("'card#"), "\(reasons)")
    #expect(reasons.contains("a path must start with a move (element 0)"))
    #expect(reasons.contains("element 1 has the unknown kind 9"))
    #expect(reasons.contains("element 0 has a point that is not finite"))
    #expect(reasons.contains("not a CAShapeLayer"))
  }

  @Test("a gradient layer's colours, locations and points round-trip; other layers refuse them")
  func gradient() throws {
    let engine = Engine()
    let bridge = HostBridge(engine: engine)
    let host = bridge.hostForTesting
    let layer = try #require(
      host.pointee.layer_create?(host, "wash", Int32(TRANSHOST_LAYER_KIND_GRADIENT)))
    let colors = [
      transhost_color_t(red: 1, green: 0, blue: 0, alpha: 1),
      transhost_color_t(red: 0, green: 0, blue: 1, alpha: 0.5),
    ]
    #expect(host.pointee.layer_set_gradient?(host, layer, colors, [0, 0.75], 2) == 0)
    #expect(host.pointee.view_set_values?(host, layer, 36, [0, 0.5], 2) == 0)
    var back = [transhost_color_t](repeating: transhost_color_t(), count: 2)
    var stops = [0.0, 0.0]
    var has = false
    #expect(host.pointee.layer_get_gradient?(host, layer, &back, &stops, &has, 2) == 2)
    #expect(back[1].alpha == 0.5 && stops == [0, 0.75] && has)
    var start = [0.0, 0.0]
    _ = host.pointee.view_get_values?(host, layer, 36, &start, 2)
    #expect(start == [0, 0.5])
    let plain = try #require(host.pointee.view_create?(host, "card", transhost_rect_t()))
    #expect(host.pointee.layer_set_gradient?(host, plain, colors, nil, 2) == -1)
  }
}
