import CTransitionABI
import PluginHost
import Testing
import TransitionEngine

/// The layers section of the callback table, called through the C table as a plugin
/// calls it.
@Suite struct LayerCallbackTests {
  private let engine = Engine()
  private let bridge: HostBridge
  private let host: UnsafePointer<transhost_host_t>

  init() {
    bridge = HostBridge(engine: engine)
    host = bridge.hostForTesting
  }

  private func get(_ view: transhost_view_t, _ id: Int, lanes: Int) -> [Double] {
    var out = [Double](repeating: -1, count: lanes)
    let status = host.pointee.view_get_values?(
      host, view, transhost_property(id), &out, UInt32(lanes))
    #expect(status == 0)
    return out
  }

  @Test("layers made, ordered among a view's subviews, masked and read through the C table")
  func sublayersAndMask() throws {
    let h = host.pointee
    let parent = try #require(h.view_create?(host, "parent", transhost_rect_t()))
    let child = try #require(h.view_create?(host, "child", transhost_rect_t()))
    let shape = try #require(h.layer_create?(host, "ring", Int32(TRANSHOST_LAYER_KIND_SHAPE)))
    #expect(h.view_add_subview?(host, parent, child) == 0)
    #expect(h.layer_insert_sublayer?(host, parent, shape, 0) == 0)
    #expect(h.layer_sublayer_count?(host, parent) == 2)
    #expect(h.layer_sublayer_at?(host, parent, 0) == shape)
    #expect(h.view_subview_count?(host, parent) == 1)
    #expect(h.layer_superlayer?(host, shape) == parent)
    #expect(get(shape, TRANSHOST_PROPERTY_LAYER_KIND, lanes: 1) == [1])
    #expect(get(shape, TRANSHOST_PROPERTY_IS_STANDALONE_LAYER, lanes: 1) == [1])
    #expect(get(child, TRANSHOST_PROPERTY_IS_STANDALONE_LAYER, lanes: 1) == [0])
    #expect(h.layer_sublayer_at?(host, parent, 5) == 0)
    #expect(h.last_status?(host) == Int32(TRANSHOST_E_INVALID_ARGUMENT))
    let mask = try #require(h.layer_create?(host, "mask", Int32(TRANSHOST_LAYER_KIND_PLAIN)))
    #expect(h.layer_set_mask?(host, child, mask) == 0)
    #expect(h.layer_mask?(host, child) == mask)
    #expect(h.layer_set_mask?(host, shape, parent) == Int32(TRANSHOST_E_INVALID_ARGUMENT))
    #expect(h.layer_remove_from_superlayer?(host, shape) == 0)
    #expect(h.layer_sublayer_count?(host, parent) == 1)
    #expect(h.layer_create?(host, "bad", 9) == 0)
  }

  @Test("layer property ids read and write the model; out-of-range values are refused")
  func layerProperties() throws {
    let h = host.pointee
    let view = try #require(h.view_create?(host, "v", transhost_rect_t()))
    #expect(get(view, TRANSHOST_PROPERTY_SHADOW_OFFSET, lanes: 2) == [0, -3])
    var opacity = [0.4]
    #expect(
      h.view_set_values?(
        host, view, transhost_property(TRANSHOST_PROPERTY_SHADOW_OPACITY), &opacity, 1) == 0)
    #expect(get(view, TRANSHOST_PROPERTY_SHADOW_OPACITY, lanes: 1) == [0.4])
    var tooMuch = [2.0]
    #expect(
      h.view_set_values?(
        host, view, transhost_property(TRANSHOST_PROPERTY_SHADOW_OPACITY), &tooMuch, 1)
        == Int32(TRANSHOST_E_INVALID_ARGUMENT))
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    var lanes = [1.0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, perspective.m34, 0, 0, 0, 1]
    #expect(
      h.view_set_values?(
        host, view, transhost_property(TRANSHOST_PROPERTY_SUBLAYER_TRANSFORM), &lanes, 16) == 0)
    #expect(get(view, TRANSHOST_PROPERTY_SUBLAYER_TRANSFORM, lanes: 16)[11] == -1.0 / 500)
    var corners = [3.0]
    #expect(
      h.view_set_values?(
        host, view, transhost_property(TRANSHOST_PROPERTY_MASKED_CORNERS), &corners, 1) == 0)
    #expect(get(view, TRANSHOST_PROPERTY_MASKED_CORNERS, lanes: 1) == [3])
    var kind = [2.0]
    #expect(
      h.view_set_values?(host, view, transhost_property(TRANSHOST_PROPERTY_LAYER_KIND), &kind, 1)
        == Int32(TRANSHOST_E_INVALID_ARGUMENT))
  }

  @Test("transactions through the C table: disabled actions, duration, commit without begin")
  func transactions() throws {
    let h = host.pointee
    let layer = try #require(h.layer_create?(host, "l", Int32(TRANSHOST_LAYER_KIND_PLAIN)))
    #expect(h.transaction_commit?(host) == Int32(TRANSHOST_E_BAD_STATE))
    #expect(h.transaction_begin?(host) == 0)
    #expect(h.transaction_set_disable_actions?(host, true) == 0)
    var alpha = [0.0]
    #expect(
      h.view_set_values?(host, layer, transhost_property(TRANSHOST_PROPERTY_ALPHA), &alpha, 1) == 0)
    #expect(engine.transactionDisablesActions)
    #expect(h.transaction_commit?(host) == 0)
    #expect(!engine.transactionDisablesActions)
    #expect(h.transaction_set_animation_duration?(host, -1) == Int32(TRANSHOST_E_INVALID_ARGUMENT))
    #expect(h.transaction_begin?(host) == 0)
    #expect(h.transaction_set_animation_duration?(host, 2) == 0)
    #expect(engine.transactionAnimationDuration == 2)
    #expect(h.transaction_commit?(host) == 0)
    #expect(engine.openTransactionCount == 0)
  }
}
