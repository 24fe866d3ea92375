import CTransitionABI
import Foundation

/// The fake host's property animator callbacks: each call recorded as
/// `animator <handle> <what>`, the animator made by `property_animator_create` being
/// handle 900, inactive until started.
extension FakeHost {
  static let propertyAnimator: UInt64 = 900

  static func installAnimatorCallbacks(_ host: inout transhost_host_t) {
    host.property_animator_create = { host, timing in
      let t = timing?.pointee ?? transhost_timing_t()
      FakeHost.of(host).record("animator create kind \(t.kind) curve \(t.curve)")
      return FakeHost.propertyAnimator
    }
    host.property_animator_animations_begin = { host, animator, factor in
      FakeHost.of(host).record("animator \(animator) animations begin \(factor)")
      return Int32(TRANSHOST_OK)
    }
    host.property_animator_animations_end = { host, animator in
      FakeHost.of(host).record("animator \(animator) animations end")
      return Int32(TRANSHOST_OK)
    }
    host.property_animator_start = { host, animator, delay in
      FakeHost.of(host).record("animator \(animator) start \(delay)")
      FakeHost.of(host).animatorStarted = true
      return Int32(TRANSHOST_OK)
    }
    host.property_animator_pause = { host, animator in
      FakeHost.of(host).record("animator \(animator) pause")
      return Int32(TRANSHOST_OK)
    }
    host.property_animator_set_fraction = { host, animator, fraction in
      FakeHost.of(host).record("animator \(animator) fraction \(fraction)")
      return Int32(TRANSHOST_OK)
    }
    host.property_animator_state = { host, _ in
      FakeHost.of(host).animatorStarted
        ? transhost_animator_state(TRANSHOST_ANIMATOR_ACTIVE)
        : transhost_animator_state(TRANSHOST_ANIMATOR_INACTIVE)
    }
  }
}
