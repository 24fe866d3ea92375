import CTransitionABI
import TransitionEngine

/// The ABI 1.5 callbacks of the presentation layer and of transactions' completion and
/// timing (transhost.h, "ABI 1.5 section: the presentation layer and transactions"):
/// each checks its thread and handles as every callback does (see
/// ``makeHostCallbacks()``) and sets `last_status`.
func addPresentationCallbacks(to h: inout transhost_host_t) {
  h.view_get_presentation_values = { host, view, property, out, count in
    bridge(host, "view_get_presentation_values")?.getPresentationValues(
      view, property, out, count) ?? refused(host)
  }
  h.transaction_set_completion = { host, completion, userData in
    bridge(host, "transaction_set_completion")?.setTransactionCompletion(completion, userData)
      ?? refused(host)
  }
  h.transaction_set_timing_function = { host, function in
    bridge(host, "transaction_set_timing_function")?.setTransactionTimingFunction(function)
      ?? refused(host)
  }
}
