import CTransitionABI
import Foundation
import Testing

@testable import TransitionKit

/// A plugin-defined view that places its subviews by hand.
private final class BadgeView: UIView {
  var passes = 0
  override func layoutSubviews() { passes += 1 }
}

/// Auto Layout and autoresizing as app code writes them, reaching the host's layout
/// section: what each anchor, constraint member and view member sends.
@Suite(.serialized) struct AutoLayoutTests {
  private static func scene() -> (FakeHost, PluginSession, UIView, UIView) {
    let host = FakeHost()
    let session = PluginSession(host: host.host)
    let container = session.view(FakeHost.container)
    let card = session.view(FakeHost.toView)
    return (host, session, container!, card!)
  }

  @Test("anchors make constraints with UIKit's attributes, relations, multipliers and constants")
  func anchors() {
    let (host, session, container, card) = Self.scene()
    session.run {
      NSLayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
        card.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor),
        card.topAnchor.constraint(greaterThanOrEqualTo: container.topAnchor, constant: 20),
        card.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5, constant: 4),
        card.heightAnchor.constraint(equalToConstant: 100),
        card.centerYAnchor.constraint(equalTo: container.centerYAnchor),
      ])
    }
    let size = MemoryLayout<transhost_constraint_t>.size
    #expect(
      host.calls.filter { $0.hasPrefix("constraint") } == [
        "constraint 501: 7.5 r0 100.5 x1.0 + 16.0 @1000.0 size \(size)",
        "constraint 502: 7.6 r-1 100.6 x1.0 + 0.0 @1000.0 size \(size)",
        "constraint 503: 7.3 r1 100.3 x1.0 + 20.0 @1000.0 size \(size)",
        "constraint 504: 7.7 r0 100.7 x0.5 + 4.0 @1000.0 size \(size)",
        "constraint 505: 7.8 r0 0.0 x1.0 + 100.0 @1000.0 size \(size)",
        "constraint 506: 7.10 r0 100.10 x1.0 + 0.0 @1000.0 size \(size)",
      ])
    #expect(host.activeConstraints == [501, 502, 503, 504, 505, 506])
  }

  @Test("the item initializer, constant, priority, identifier and isActive reach the host")
  func members() throws {
    let (host, session, container, card) = Self.scene()
    let constraint = session.run {
      NSLayoutConstraint(
        item: card, attribute: .bottom, relatedBy: .equal, toItem: container,
        attribute: .bottom, multiplier: 1, constant: 300)
    }
    #expect(!constraint.isActive)
    constraint.priority = .defaultHigh
    constraint.identifier = "sheet.bottom"
    constraint.isActive = true
    constraint.constant = 0
    #expect(constraint.isActive)
    #expect(constraint.constant == 0)
    #expect(constraint.priority == UILayoutPriority(750))
    #expect(constraint.firstItem === card)
    #expect(constraint.secondItem === container)
    #expect(constraint.firstAttribute == .bottom && constraint.relation == .equal)
    #expect(
      host.calls.suffix(4) == [
        "priority 501 750.0", "identifier 501 sheet.bottom", "active 501 true",
        "constant 501 0.0",
      ])
    constraint.priority = UILayoutPriority(0)
    #expect(constraint.priority == .defaultHigh)
    #expect(card.constraints.map { $0 === constraint } == [true])
    NSLayoutConstraint.deactivate([constraint])
    #expect(!constraint.isActive)
  }

  @Test("a guide folds its insets into the constant: safe area 0, layout margins 8")
  func guides() {
    let (host, session, container, card) = Self.scene()
    let constraints = session.run {
      [
        card.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
        card.bottomAnchor.constraint(equalTo: container.safeAreaLayoutGuide.bottomAnchor),
        card.widthAnchor.constraint(equalTo: container.layoutMarginsGuide.widthAnchor),
      ]
    }
    #expect(
      host.calls.filter { $0.hasPrefix("constraint") }.map { $0.components(separatedBy: " @")[0] }
        == [
          "constraint 501: 7.5 r0 100.5 x1.0 + 8.0",
          "constraint 502: 7.4 r0 100.4 x1.0 + 0.0",
          "constraint 503: 7.7 r0 100.7 x1.0 + -16.0",
        ])
    constraints[0].constant = 10
    #expect(host.calls.last == "constant 501 18.0")
    #expect(constraints[0].constant == 10)
    #expect(container.layoutMarginsGuide.owningView === container)
  }

  @Test("the mask and translatesAutoresizingMaskIntoConstraints are property ids 64 and 65")
  func autoresizing() {
    let (host, _, _, card) = Self.scene()
    card.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    card.translatesAutoresizingMaskIntoConstraints = false
    #expect(
      host.calls == [
        "values 7 64 [34.0]", "values 7 65 [0.0]",
      ])
    #expect(card.autoresizingMask == [.flexibleWidth, .flexibleBottomMargin])
    #expect(!card.translatesAutoresizingMaskIntoConstraints)
  }

  @Test("layoutIfNeeded and setNeedsLayout reach the host, which calls a subclass's layoutSubviews")
  func layoutPasses() {
    let (host, session, container, _) = Self.scene()
    let badge = session.run { BadgeView(frame: .zero) }
    let plain = session.run { UIView(frame: .zero) }
    container.setNeedsLayout()
    container.layoutIfNeeded()
    #expect(badge.passes == 1)
    #expect(
      host.calls == [
        "view 501 view", "layout handler 501", "view 502 view", "needs layout 100", "layout 100",
      ])
    _ = plain
  }

  @Test("a sheet animator written with anchors lays out, then animates a constant change")
  func sheetAnimator() {
    let (host, session, _, _) = Self.scene()
    let context = HostTransitionContext(session: session, handle: 3)
    session.run { SampleSheetLayoutAnimator().animateTransition(using: context) }
    let layout = host.calls.filter {
      $0.hasPrefix("constant") || $0.hasPrefix("layout") || $0.hasPrefix("begin")
        || $0 == "commit" || $0.hasPrefix("priority") || $0.hasPrefix("values")
    }
    #expect(
      layout == [
        "values 7 65 [0.0]", "priority 506 750.0", "layout 100", "constant 501 0.0",
        "begin kind 0 duration 0.3 delay 0.0 curve 0 options 0", "layout 100", "commit",
      ])
    #expect(host.activeConstraints == [502, 503, 504, 505, 501, 506])
  }

  @Test("a layout handler whose session ended calls nothing and does not crash")
  func handlerOutlivesSession() throws {
    let (host, session, _, _) = Self.scene()
    let badge = session.run { BadgeView(frame: .zero) }
    let (handler, _) = try #require(host.layoutHandlers[501])
    weak var ended: PluginSession?
    let target: UnsafeMutableRawPointer
    do {
      let other = PluginSession(host: host.host)
      ended = other
      target = Unmanaged.passRetained(LayoutSubviewsTarget(session: other)).toOpaque()
    }
    #expect(ended == nil)
    handler(target, 501)
    #expect(badge.passes == 0)
    Unmanaged<LayoutSubviewsTarget>.fromOpaque(target).release()
  }

  @Test("UILayoutPriority is UIKit's")
  func priorities() {
    #expect(UILayoutPriority.required.rawValue == 1000)
    #expect(UILayoutPriority.defaultHigh.rawValue == 750)
    #expect(UILayoutPriority.defaultLow.rawValue == 250)
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
    #expect(
      [UILayoutPriority.dragThatCanResizeScene, .sceneSizeStayPut, .dragThatCannotResizeScene]
        .map(\.rawValue) == [510, 500, 490])
    #expect(UILayoutPriority(rawValue: 751) == UILayoutPriority(751))
  }
}
