import CTransitionABI
import TransitionEngine

/// A presentation controller a plugin's transitioning delegate returned, seen by the
/// engine as a ``PresentationController`` subclass: every member calls the plugin's
/// `transhost_presentation_controller_t` with the presentation's handle, as the plugin's
/// code. A NULL member (or one past the struct's `struct_size`) is UIKit's default.
///
/// The host owns the struct from the moment the delegate returned it and calls its
/// `destroy` once: after a completed dismissal or a cancelled presentation, or at the
/// end of the run. The handle is stale after that.
final class PluginPresentationController: PresentationController {
  typealias CStruct = transhost_presentation_controller_t

  /// The plugin's struct; nil once destroyed.
  private var pointer: UnsafeMutablePointer<CStruct>?
  /// The id of the plugin object whose delegate returned it, for reports.
  var plugin: String { name.id }
  /// ``plugin`` as the bridge names the code it runs: the delegate's, shared.
  private let name: PluginName
  /// The presentation's handle (`transhost_presentation_t`).
  let handle: UInt64
  private let link: BridgeLink

  init(
    _ pointer: UnsafeMutablePointer<CStruct>, plugin: PluginName, bridge: HostBridge,
    presented: ViewController, presenting: ViewController
  ) {
    self.pointer = pointer
    self.name = plugin
    self.link = bridge.link
    handle = bridge.objects.makeHandle()
    super.init(presentedViewController: presented, presenting: presenting)
    bridge.objects.presentations.insert(self, for: handle)
    // Held until its destroy ran (at the latest when the run ends), so the plugin's
    // struct is destroyed even when the engine lets go of the controller first.
    bridge.objects.own(self) { self.destroy() }
  }

  /// The member at `keyPath` when the struct has it and it is set.
  /// Always inlined, so the key path is a literal at each use and the optimizer reads the
  /// field at its offset (through the key path, a read cost about 500 instructions).
  @inline(__always)
  private func member<F>(_ keyPath: KeyPath<CStruct, F?>) -> F? {
    guard let pointer, fieldIsPresent(keyPath, size: pointer.pointee.struct_size) else {
      return nil
    }
    return pointer.pointee[keyPath: keyPath]
  }

  /// Calls plugin code as `call`, or answers `fallback` once the bridge or the struct is
  /// gone.
  private func calling<T>(
    _ call: String, _ fallback: T,
    _ body: (HostBridge, UnsafeMutablePointer<CStruct>) -> T
  ) -> T {
    guard let bridge = link.bridge, let pointer else { return fallback }
    return bridge.calling(name, call: call) { body(bridge, pointer) }
  }

  override var frameOfPresentedViewInContainerView: Rect {
    let standard = super.frameOfPresentedViewInContainerView
    guard let function = member(\.frame_of_presented_view) else { return standard }
    var frame = transhost_rect_t()
    let status = calling("frame_of_presented_view", Status.ok) { _, pointer in
      function(pointer, handle, &frame)
    }
    guard status == Status.ok else {
      report(
        "frame_of_presented_view",
        "it returned \(status) (\(statusName(status))); the container's bounds are used")
      return standard
    }
    let rect = swiftRect(frame)
    guard [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].allSatisfy(\.isFinite)
    else {
      report(
        "frame_of_presented_view", "it gave a non-finite frame; the container's bounds are used")
      return standard
    }
    return rect
  }

  override var shouldRemovePresentersView: Bool {
    guard let function = member(\.should_remove_presenters_view) else { return false }
    return calling("should_remove_presenters_view", false) { function($1, handle) }
  }

  override var shouldPresentInFullscreen: Bool {
    guard let function = member(\.should_present_in_fullscreen) else { return true }
    return calling("should_present_in_fullscreen", true) { function($1, handle) }
  }

  override var presentedView: View? {
    let standard = presentedViewController.view
    guard let function = member(\.presented_view) else { return standard }
    let view = calling("presented_view", UInt64(0)) { function($1, handle) }
    guard view != 0 else { return standard }
    return link.bridge?.view(view, "presented_view") ?? standard
  }

  override func presentationTransitionWillBegin() {
    guard let function = member(\.presentation_will_begin) else { return }
    calling("presentation_will_begin", ()) { function($1, handle) }
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    if let function = member(\.presentation_did_end) {
      calling("presentation_did_end", ()) { function($1, handle, completed) }
    }
    if !completed { destroyAfterTheTransition() }
  }

  override func dismissalTransitionWillBegin() {
    guard let function = member(\.dismissal_will_begin) else { return }
    calling("dismissal_will_begin", ()) { function($1, handle) }
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if let function = member(\.dismissal_did_end) {
      calling("dismissal_did_end", ()) { function($1, handle, completed) }
    }
    if completed { destroyAfterTheTransition() }
  }

  override func containerViewWillLayoutSubviews() {
    guard let function = member(\.container_will_layout) else { return }
    calling("container_will_layout", ()) { function($1, handle) }
  }

  override func containerViewDidLayoutSubviews() {
    guard let function = member(\.container_did_layout) else { return }
    calling("container_did_layout", ()) { function($1, handle) }
  }

  /// Destroys the struct once the transition's completion is over: its coordinator's
  /// completion blocks run after `...DidEnd` and may still use the controller (UIKit
  /// keeps it alive through them; `[unowned self]` in an alongside block is the common
  /// idiom), so the destroy waits for the next clock turn and for plugin code to return.
  /// The turn holds the controller strongly until then: a weak reference would give it a
  /// side table, and every later retain and release of it the runtime's slow path. It
  /// changes nothing else: `destroy` runs once (a second call does nothing), and the
  /// bridge's own reference (``BridgeObjects/own(_:destroy:)``) held it until then anyway.
  private func destroyAfterTheTransition() {
    guard let engine = link.bridge?.engine else { return }
    engine.onNextTurn("destroy presentation controller") {
      self.link.bridge?.whenPluginCodeReturns(.destroyPresentation(self))
    }
  }

  /// Calls the plugin's `destroy` once and makes the handle stale.
  func destroy() {
    guard let bridge = link.bridge, pointer != nil else { return }
    let function = member(\.destroy)
    bridge.objects.presentations.remove(handle)
    bridge.objects.disown(self)
    calling("destroy", ()) { _, pointer in function?(pointer) }
    pointer = nil
  }

  private func report(_ call: String, _ reason: String) {
    link.bridge?.engine?.reportViolation(.pluginCall(plugin: plugin, call: call, reason: reason))
  }
}
