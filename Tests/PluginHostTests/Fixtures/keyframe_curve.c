/*
 * Issue 13's keyframe example through the C ABI: in animate_transition it makes a
 * view "dropper" centred at y 400 in the container and animates keyframes over one
 * second whose only keyframe, over the first quarter, moves it to y 0. KEYFRAME_CURVE
 * is what it writes into transhost_timing_t.curve (default 0: a zeroed struct).
 */
#ifndef KEYFRAME_CURVE
#define KEYFRAME_CURVE 0
#endif

#define FIXTURE_ID "org.fixture.keyframe-curve"
#define FIXTURE_ANIMATE_CONTEXT_HOOK keyframe_drop

#include <string.h>

#include "transhost.h"

static void keyframe_drop(const transhost_host_t *host, transhost_context_t ctx) {
  transhost_view_t container = host->context_container_view(host, ctx);
  transhost_rect_t frame = {0, 350, 100, 100};
  transhost_view_t dropper = host->view_create(host, "dropper", frame);
  host->view_add_subview(host, container, dropper);
  transhost_timing_t timing;
  memset(&timing, 0, sizeof timing);
  timing.struct_size = sizeof timing;
  timing.kind = TRANSHOST_TIMING_KEYFRAMES;
  timing.duration = 1;
  timing.curve = KEYFRAME_CURVE;
  host->animation_begin(host, &timing, NULL, NULL);
  host->keyframe_begin(host, 0, 0.25);
  transhost_point_t top = {50, 0};
  host->view_set_point(host, dropper, TRANSHOST_PROPERTY_CENTER, top);
  host->keyframe_end(host);
  host->animation_commit(host);
}

#include "fixture_plugin.h"
