import CTransitionABI
import Foundation
import Testing

@testable import TransitionKit

/// The three delegate structs: each member reaches its Swift method, and a delegate that
/// implements nothing answers UIKit's defaults (nil, true, nothing).
@Suite(.serialized) struct DelegateExportTests {
  static func name(_ raw: UnsafeMutablePointer<transhost_animator_t>?) -> String? {
    (AnimatorInstance.from(raw)?.animator as? SampleAnimator)?.name
  }

  @Test("a transitioning delegate that implements nothing answers nil to all five questions")
  func transitioningDefaults() throws {
    let host = FakeHost()
    let session = PluginSession(host: host.host)
    let table = TransitioningDelegateExport.export(
      EmptyTransitioningDelegate(), session: session, owned: true)
    defer { table.pointee.destroy?(table) }
    let animator = AnimatorInstance.export(SampleAnimator(name: "any"), session: session)
    defer { animator.pointee.destroy?(animator) }
    #expect(
      table.pointee.struct_size == UInt32(MemoryLayout<transhost_transitioning_delegate_t>.size))
    #expect(table.pointee.animator_for_presented?(table, 1, 2, 3) == nil)
    #expect(table.pointee.animator_for_dismissed?(table, 1) == nil)
    #expect(table.pointee.interaction_for_presentation?(table, animator) == nil)
    #expect(table.pointee.interaction_for_dismissal?(table, animator) == nil)
    #expect(table.pointee.presentation_controller_for?(table, 1, 0, 3) == nil)
    #expect(host.calls == [])
  }

  @Test("a navigation delegate: push and pop reach animationControllerFor, willShow and didShow")
  func navigation() throws {
    let host = FakeHost()
    let delegate = SampleNavigationDelegate()
    let table = NavigationDelegateExport.export(
      delegate, session: PluginSession(host: host.host), owned: true)
    defer { table.pointee.destroy?(table) }
    let push = table.pointee.animator_for_operation?(
      table, 40, Int32(TRANSHOST_OPERATION_PUSH), 77, 78)
    defer { push.map { $0.pointee.destroy?($0) } }
    let pop = table.pointee.animator_for_operation?(
      table, 40, Int32(TRANSHOST_OPERATION_POP), 78, 77)
    defer { pop.map { $0.pointee.destroy?($0) } }
    #expect(Self.name(push) == "push")
    #expect(Self.name(pop) == "pop")
    table.pointee.will_show?(table, 40, 77, true)
    table.pointee.did_show?(table, 40, 77, false)
    #expect(delegate.events == ["willShow home true", "didShow false"])
    #expect(table.pointee.interaction_for?(table, 40, push) == nil)
    let interaction = try #require(table.pointee.interaction_for?(table, 40, pop))
    defer { interaction.pointee.destroy?(interaction) }
    #expect(!interaction.pointee.percent_driven)
  }

  @Test("a navigation or tab bar delegate that implements nothing answers nil, true, nothing")
  func navigationAndTabDefaults() throws {
    let host = FakeHost()
    let session = PluginSession(host: host.host)
    let navigation = NavigationDelegateExport.export(
      EmptyNavigationDelegate(), session: session, owned: true)
    defer { navigation.pointee.destroy?(navigation) }
    #expect(
      navigation.pointee.animator_for_operation?(
        navigation, 40, Int32(TRANSHOST_OPERATION_PUSH), 1, 2) == nil)
    navigation.pointee.will_show?(navigation, 40, 1, true)
    let tabs = TabBarDelegateExport.export(EmptyTabBarDelegate(), session: session, owned: true)
    defer { tabs.pointee.destroy?(tabs) }
    #expect(tabs.pointee.animator_for_transition?(tabs, 41, 1, 2) == nil)
    #expect(tabs.pointee.should_select?(tabs, 41, 2) == true)
    tabs.pointee.did_select?(tabs, 41, 2)
    #expect(host.calls == [])
  }

  @Test("a tab bar delegate: shouldSelect, didSelect and the tab change's animator reach Swift")
  func tabBar() throws {
    let host = FakeHost()
    let delegate = SampleTabBarDelegate()
    let table = TabBarDelegateExport.export(
      delegate, session: PluginSession(host: host.host), owned: true)
    defer { table.pointee.destroy?(table) }
    #expect(table.pointee.should_select?(table, 41, 2) == false)
    table.pointee.did_select?(table, 41, 2)
    #expect(delegate.events == ["didSelect"])
    let animator = table.pointee.animator_for_transition?(table, 41, 1, 2)
    defer { animator.map { $0.pointee.destroy?($0) } }
    #expect(Self.name(animator) == "tab")
    let interaction = try #require(table.pointee.interaction_for?(table, 41, animator))
    defer { interaction.pointee.destroy?(interaction) }
    #expect(interaction.pointee.percent_driven)
  }

  @Test("a navigation or tab bar controller's delegate reaches the host as a weak struct")
  func controllerDelegates() throws {
    let host = FakeHost()
    let session = PluginSession(host: host.host)
    let navigation = try #require(session.navigationController(40))
    let navigationDelegate = SampleNavigationDelegate()
    navigation.delegate = navigationDelegate
    #expect(navigation.delegate === navigationDelegate)
    let tabBar = try #require(session.tabBarController(41))
    let tabBarDelegate = SampleTabBarDelegate()
    tabBar.delegate = tabBarDelegate
    #expect(host.calls == ["navigation delegate of 40 set", "tab bar delegate of 41 set"])
    let table = try #require(host.tabBarDelegates[41])
    #expect(table.pointee.destroy == nil)
    #expect(table.pointee.should_select?(table, 41, 2) == false)
  }

  @Test(
    "a tab bar controller's selectedViewController and selectedIndex are the host's selected tab (TRANSHOST_RELATION_SELECTED)"
  )
  func selectedTab() throws {
    let host = FakeHost()
    let session = PluginSession(host: host.host)
    let tabBar = try #require(session.tabBarController(41))
    let selected = try #require(tabBar.selectedViewController)
    #expect(selected === session.controller(42))
    #expect(tabBar.selectedIndex == 1)
    let other = try #require(session.tabBarController(40))
    #expect(other.selectedViewController == nil)
    #expect(other.selectedIndex == NSNotFound)
  }

  @Test("an interaction question about an animator this plugin did not return answers nil")
  func foreignAnimator() throws {
    let host = FakeHost()
    let table = TransitioningDelegateExport.export(
      SampleDetailViewController(), session: PluginSession(host: host.host), owned: true)
    defer { table.pointee.destroy?(table) }
    var foreign = transhost_animator_t()
    #expect(table.pointee.interaction_for_dismissal?(table, &foreign) == nil)
    let expected: String =
      "log \(TRANSHOST_LOG_ERROR) TransitionKit: interactionControllerForDismissal(using:) "
      + "was given an animator this plugin did not return; answered nil (no interaction)"
    #expect(host.calls.last == expected)
  }
}
