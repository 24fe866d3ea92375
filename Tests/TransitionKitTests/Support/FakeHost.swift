import CTransitionABI
import Foundation

/// A `transhost_host_t` made in the test: a container (view 100) holding the from view
/// (6), a to view (7), and a record of every call TransitionKit makes into it, so a
/// test sees what the SDK sends the host without a real one.
final class FakeHost {
  /// The calls, one line each, in order.
  private(set) var calls: [String] = []
  /// What `animation_begin` answers.
  var beginStatus = Int32(TRANSHOST_OK)
  /// Each view's doubles by property, as the setters left them.
  private var doubles: [UInt64: [Int32: Double]] = [:]
  /// The completions `animation_begin` was given, still to run.
  private var completions: [(transhost_completion_fn, UnsafeMutableRawPointer?)] = []
  /// The table, pointing back at this object through `host_data`.
  let table: UnsafeMutablePointer<transhost_host_t>

  // ABI 1.3 state (see FakeHost+Objects.swift).
  /// The instance `controller_create` was given, by controller handle.
  var instances: [UInt64: UnsafeMutablePointer<transhost_view_controller_t>] = [:]
  /// The controllers whose view is loaded.
  var loaded: Set<UInt64> = []
  /// Each controller's settings, as set.
  var settings: [UInt64: [Int32: Int64]] = [:]
  /// Each controller's transitioning delegate, as set.
  var delegates: [UInt64: UnsafeMutablePointer<transhost_transitioning_delegate_t>] = [:]
  /// Each tab bar controller's delegate, as set.
  var tabBarDelegates: [UInt64: UnsafeMutablePointer<transhost_tab_bar_delegate_t>] = [:]
  /// What `controller_transition_coordinator` answers.
  var coordinator: UInt64 = 0
  /// What `coordinator_get_state` answers.
  var coordinatorState = transhost_coordinator_state_t()
  /// The blocks `coordinator_animate_alongside` and `_notify_` were given.
  var coordinatorBlocks:
    [(transhost_coordinator_fn?, transhost_coordinator_fn?, UnsafeMutableRawPointer?)] = []
  /// The values `view_set_values` stored, by view and property (FakeHost+Views.swift).
  var values: [UInt64: [Int32: [Double]]] = [:]
  /// Whether `property_animator_start` was called (see FakeHost+Animators.swift).
  var animatorStarted = false
  /// ABI 1.4 layout state (see FakeHost+Layout.swift): the active constraints in order,
  /// and each view's layout handler.
  var activeConstraints: [UInt64] = []
  var layoutHandlers: [UInt64: (transhost_view_fn, UnsafeMutableRawPointer?)] = [:]
  /// The next handle `controller_create` and `view_create` give.
  var nextHandle: UInt64 = 500

  static let container: UInt64 = 100
  static let fromView: UInt64 = 6
  static let toView: UInt64 = 7

  init() {
    table = .allocate(capacity: 1)
    var host = transhost_host_t()
    host.struct_size = UInt32(MemoryLayout<transhost_host_t>.size)
    host.abi_major = UInt32(TRANSHOST_ABI_MAJOR)
    host.abi_minor = UInt32(TRANSHOST_ABI_MINOR)
    host.log = { host, level, message in
      // As the real host, a warning is recorded once per run (one fake is one run).
      let line = "log \(level) \(message.map { String(cString: $0) } ?? "")"
      let fake = FakeHost.of(host)
      guard level != Int32(TRANSHOST_LOG_WARNING) || !fake.calls.contains(line) else { return }
      fake.calls.append(line)
    }
    host.context_container_view = { _, _ in FakeHost.container }
    host.context_view = { _, _, key in
      key == Int32(TRANSHOST_KEY_TO) ? FakeHost.toView : FakeHost.fromView
    }
    host.context_transition_was_cancelled = { _, _ in false }
    host.context_complete_transition = { host, ctx, completed in
      FakeHost.of(host).calls.append("complete \(ctx) \(completed)")
      return Int32(TRANSHOST_OK)
    }
    host.view_add_subview = { host, parent, child in
      FakeHost.of(host).calls.append("add \(child) to \(parent)")
      return Int32(TRANSHOST_OK)
    }
    host.view_get_double = { host, view, property, out in
      out?.pointee = FakeHost.of(host).doubles[view]?[property] ?? 1
      return Int32(TRANSHOST_OK)
    }
    host.view_set_double = { host, view, property, value in
      let fake = FakeHost.of(host)
      fake.calls.append("set \(view) property \(property) to \(value)")
      fake.doubles[view, default: [:]][property] = value
      return Int32(TRANSHOST_OK)
    }
    host.animation_begin = { host, timing, completion, userData in
      let fake = FakeHost.of(host)
      guard let timing else { return Int32(TRANSHOST_E_INVALID_ARGUMENT) }
      let t = timing.pointee
      fake.calls.append(
        "begin kind \(t.kind) duration \(t.duration) delay \(t.delay) curve \(t.curve) "
          + "options \(t.options)")
      if fake.beginStatus == Int32(TRANSHOST_OK), let completion {
        fake.completions.append((completion, userData))
      }
      return fake.beginStatus
    }
    host.animation_commit = { host in
      FakeHost.of(host).calls.append("commit")
      return Int32(TRANSHOST_OK)
    }
    Self.installObjectCallbacks(&host)
    Self.installAnimatorCallbacks(&host)
    Self.installLayoutCallbacks(&host)
    Self.installViewCallbacks(&host)
    Self.installLayerCallbacks(&host)
    table.initialize(to: host)
    table.pointee.host_data = Unmanaged.passUnretained(self).toOpaque()
  }

  /// A fake whose table ends before `member` (an older host's).
  convenience init<T>(endingBefore member: KeyPath<transhost_host_t, T>) {
    self.init()
    table.pointee.abi_minor = 2
    table.pointee.struct_size = UInt32(MemoryLayout<transhost_host_t>.offset(of: member) ?? 0)
  }

  /// Records one line.
  func record(_ line: String) { calls.append(line) }

  deinit {
    table.deinitialize(count: 1)
    table.deallocate()
  }

  /// The fake behind a table this class made.
  static func of(_ host: UnsafePointer<transhost_host_t>?) -> FakeHost {
    guard let data = host?.pointee.host_data else { fatalError("not a FakeHost table") }
    return Unmanaged<FakeHost>.fromOpaque(data).takeUnretainedValue()
  }

  /// Keeps a completion for ``runCompletions(finished:)``.
  func keep(_ completion: transhost_completion_fn, _ userData: UnsafeMutableRawPointer?) {
    completions.append((completion, userData))
  }

  /// Runs the waiting completions as a later clock turn would, `finished` each.
  func runCompletions(finished: Bool) {
    let waiting = completions
    completions = []
    for (completion, userData) in waiting { completion(userData, finished) }
  }

  /// The table as the SDK takes it.
  var host: UnsafePointer<transhost_host_t> { UnsafePointer(table) }
}
