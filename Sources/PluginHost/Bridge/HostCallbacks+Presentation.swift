import CTransitionABI
import TransitionEngine

/// The ABI 1.5 callbacks of the presentation layer and of transactions' completion and
/// timing (transhost.h, "ABI 1.5 section: the presentation layer and transactions"):
/// each checks its thread and handles as every callback does (see
/// ``makeHostCallbacks()``) and sets `last_status`.
func addPresentationCallbacks(to h: inout transhost_host_t) {
  h.view_get_presentation_values = { host, view, property, out, count in
    withBridge(host, "view_get_presentation_values") {
      $0.getPresentationValues(
        view, property, out, count)
    } ?? refused(host)
  }
  h.transaction_set_completion = { host, completion, userData in
    withBridge(host, "transaction_set_completion") {
      $0.setTransactionCompletion(completion, userData)
    }
      ?? refused(host)
  }
  h.transaction_set_timing_function = { host, function in
    withBridge(host, "transaction_set_timing_function") {
      $0.setTransactionTimingFunction(function)
    }
      ?? refused(host)
  }
}
