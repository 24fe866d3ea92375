/*
 * ABI 1.5 from C: inside animate_transition, a transaction with a completion and a
 * linear timing function wraps an explicit opacity animation (0 to 1 over 1 s) on the
 * presented view. It logs the presented and model opacity then ("begin p <p> m <m>"),
 * and the completion logs the time it ran and the presented opacity ("completion at
 * <t> p <p>"). The fixture's own fade completes the transition as usual.
 */
#include <stdio.h>
#include <string.h>

#include "transhost.h"

static const transhost_host_t *pt_host;
static transhost_view_t pt_view;

static double pt_presented(void) {
  double value = -1;
  pt_host->view_get_presentation_values(pt_host, pt_view, TRANSHOST_PROPERTY_ALPHA, &value, 1);
  return value;
}

static void pt_completion(void *data, bool finished) {
  (void)data;
  char line[96];
  snprintf(line, sizeof line, "completion at %g p %g finished %d", pt_host->media_time(pt_host),
           pt_presented(), (int)finished);
  pt_host->log(pt_host, TRANSHOST_LOG_INFO, line);
}

static void pt_probe(const transhost_host_t *host, transhost_context_t ctx) {
  pt_host = host;
  if (!TRANSHOST_HOST_HAS(host, transaction_set_timing_function)) {
    host->log(host, TRANSHOST_LOG_INFO, "host older than 1.5");
    return;
  }
  pt_view = host->context_view(host, ctx, TRANSHOST_KEY_TO);
  transhost_layer_animation_t fade;
  memset(&fade, 0, sizeof fade);
  fade.struct_size = sizeof fade;
  fade.kind = TRANSHOST_ANIMATION_BASIC;
  fade.key_path = "opacity";
  fade.lane_count = 1;
  fade.value_flags = TRANSHOST_ANIMATION_HAS_FROM | TRANSHOST_ANIMATION_HAS_TO;
  fade.from_value[0] = 0;
  fade.to_value[0] = 1;
  fade.duration = 1;
  fade.speed = 1;
  fade.removed_on_completion = true;
  transhost_media_timing_function_t linear = {0, 0, 1, 1};
  transhost_media_timing_function_t bad = {0, 0, 2, 1};
  host->transaction_begin(host);
  transhost_status bad_timing = host->transaction_set_timing_function(host, &bad);
  host->transaction_set_timing_function(host, &linear);
  host->transaction_set_completion(host, pt_completion, NULL);
  host->layer_add_animation(host, pt_view, "fade", &fade);
  host->transaction_commit(host);
  double model = -1;
  host->view_get_values(host, pt_view, TRANSHOST_PROPERTY_ALPHA, &model, 1);
  char line[96];
  snprintf(line, sizeof line, "begin p %g m %g bad timing %d", pt_presented(), model,
           (int)bad_timing);
  host->log(host, TRANSHOST_LOG_INFO, line);
}

#define FIXTURE_ID "org.fixture.presentation-transaction"
#define FIXTURE_ANIMATE_CONTEXT_HOOK pt_probe
#include "fixture_plugin.h"
