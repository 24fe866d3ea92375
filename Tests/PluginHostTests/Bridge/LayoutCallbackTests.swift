import CTransitionABI
import Foundation
import Testing
import TranshostTestSupport
import TransitionEngine

@testable import PluginHost

/// The layout section of ABI 1.4 through a C plugin (layout_constraints.c), which lays a
/// card out with constraints and animates a constant change, and each callback's
/// refusals through the table itself.
@Suite(.serialized) struct LayoutCallbackTests {
  static func rig() throws -> PluginRig {
    let directory = try TestDirectory.make("layout-constraints")
    try FixtureCompiler.compile("layout_constraints", into: directory)
    return PluginRig(directories: [directory])
  }

  static func card(_ rig: PluginRig) throws -> View {
    try #require(rig.engine.window.rootView.subtree.first { $0.name == "card" })
  }

  @Test(
    "a C plugin's constraints place its card, the constant change animates, the layout handler runs and a baseline is reported"
  )
  func constraintsThroughTheABI() throws {
    let rig = try Self.rig()
    rig.detail.modalPresentationStyle = .custom
    rig.home.present(rig.detail, animated: true)
    rig.engine.advance(by: 0)
    let card = try Self.card(rig)
    #expect(card.frame == Rect(x: 20, y: 724, width: 350, height: 100))
    rig.engine.advance(by: 0.125)
    #expect(card.presentation.frame == Rect(x: 20, y: 784, width: 350, height: 100))
    rig.engine.runUntilIdle()
    #expect(card.presentation.frame == Rect(x: 20, y: 724, width: 350, height: 100))
    let badge = try #require(card.subviews.first)
    // The card grew from 0 to 350 wide; the badge's flexible left margin took it all.
    #expect(badge.frame == Rect(x: 350, y: 0, width: 10, height: 10))
    let said = rig.bridge.messages.map(\.text)
    #expect(
      said == [
        "layoutSubviews card 20 844 350 100",
        // Three on the container; the height is installed on the card. The move does
        // not change the card's size, so its layoutSubviews does not run again (UIKit's).
        "bottom card.bottom constant 100 active 1 installed 3",
      ])
    let warnings = rig.engine.violations.map(\.description)
    #expect(
      warnings == [
        "layout of 'badge#\(badge.id)': <NSLayoutConstraint badge#\(badge.id).firstBaseline "
          + "== card#\(card.id).firstBaseline> uses 'firstBaseline', which transhost cannot "
          + "place headlessly (there is no text); the constraint is not applied"
      ])
  }

  @Test("bad constraint descriptions and handles are refused with what to fix")
  func refusals() throws {
    let rig = try Self.rig()
    let host = rig.bridge.hostForTesting
    let button = rig.bridge.handle(for: rig.button)
    func make(_ edit: (inout transhost_constraint_t) -> Void) -> UInt64 {
      var c = transhost_constraint_t()
      c.struct_size = UInt32(MemoryLayout<transhost_constraint_t>.size)
      c.first_item = button
      c.first_attribute = transhost_layout_attribute(TRANSHOST_ATTRIBUTE_WIDTH)
      c.multiplier = 1
      c.constant = 10
      c.priority = TRANSHOST_PRIORITY_REQUIRED
      edit(&c)
      return host.pointee.constraint_create(host, &c)
    }
    let good = make { _ in }
    #expect(good != 0)
    #expect(make { $0.struct_size = 32 } == 0)
    #expect(make { $0.first_attribute = 99 } == 0)
    #expect(make { $0.relation = 5 } == 0)
    #expect(make { $0.priority = 0 } == 0)
    #expect(make { $0.constant = .nan } == 0)
    #expect(
      make { $0.second_attribute = transhost_layout_attribute(TRANSHOST_ATTRIBUTE_WIDTH) } == 0)
    #expect(make { $0.first_item = 424_242 } == 0)
    #expect(host.pointee.constraint_set_active(host, good, true) == Int32(TRANSHOST_OK))
    #expect(
      host.pointee.constraint_set_priority(host, good, 750) == Int32(TRANSHOST_E_INVALID_ARGUMENT))
    #expect(
      host.pointee.constraint_set_constant(host, 77_777, 1) == Int32(TRANSHOST_E_INVALID_HANDLE))
    var mask = 64.0
    #expect(
      host.pointee.view_set_values(
        host, button, transhost_property(TRANSHOST_PROPERTY_AUTORESIZING_MASK), &mask, 1)
        == Int32(TRANSHOST_E_INVALID_ARGUMENT))
    #expect(
      rig.engine.violations.map(\.description) == [
        "plugin 'unknown plugin' called constraint_create: struct_size 32 is smaller than "
          + "TRANSHOST_CONSTRAINT_SIZE_1_4 (64); set it to sizeof(transhost_constraint_t); "
          + "the call was ignored",
        "plugin 'unknown plugin' called constraint_create: 99 is not a TRANSHOST_ATTRIBUTE_* "
          + "value (0...20); the call was ignored",
        "plugin 'unknown plugin' called constraint_create: relation 5 is not a "
          + "TRANSHOST_RELATION_* value (-1, 0, 1); the call was ignored",
        "plugin 'unknown plugin' called constraint_create: priority 0.0 is outside 1...1000; "
          + "the call was ignored",
        "plugin 'unknown plugin' called constraint_create: the multiplier or the constant is "
          + "not a finite number; the call was ignored",
        "plugin 'unknown plugin' called constraint_create: second_attribute is set but "
          + "second_item is 0; the call was ignored",
        "plugin 'unknown plugin' called constraint_create: 424242 is not a view handle; "
          + "the call was ignored",
        "plugin 'unknown plugin' called constraint_set_priority: <NSLayoutConstraint "
          + "button#\(rig.button.id).width == 10> is active, and UIKit refuses to change an "
          + "active constraint between required and optional; deactivate it first; the call "
          + "was ignored",
        "plugin 'unknown plugin' called constraint_set_constant: 77777 is not a constraint "
          + "handle; the call was ignored",
        "plugin 'unknown plugin' called view_set_values: autoresizingMask: 64 is not a set of "
          + "TRANSHOST_AUTORESIZING_* bits (0...63); the call was ignored",
      ])
  }

  @Test("the layout property ids and constants are the engine's raw values")
  func headerValues() {
    #expect(
      AutoresizingMask.flexibleLeftMargin.rawValue
        == UInt(TRANSHOST_AUTORESIZING_FLEXIBLE_LEFT_MARGIN))
    #expect(
      AutoresizingMask.flexibleBottomMargin.rawValue
        == UInt(TRANSHOST_AUTORESIZING_FLEXIBLE_BOTTOM_MARGIN))
    #expect(
      LayoutAttribute.centerYWithinMargins.rawValue
        == Int(TRANSHOST_ATTRIBUTE_CENTER_Y_WITHIN_MARGINS))
    #expect(LayoutAttribute.firstBaseline.rawValue == Int(TRANSHOST_ATTRIBUTE_FIRST_BASELINE))
    #expect(LayoutRelation.lessThanOrEqual.rawValue == Int(TRANSHOST_RELATION_LESS_THAN_OR_EQUAL))
    #expect(
      LayoutRelation.greaterThanOrEqual.rawValue == Int(TRANSHOST_RELATION_GREATER_THAN_OR_EQUAL))
  }
}
