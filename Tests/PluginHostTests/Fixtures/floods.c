/*
 * Floods the host from animate_transition with FLOOD_COUNT of one thing (FLOOD_KIND:
 * 1 views, 2 animation blocks, 3 property animators, 4 log messages, 5 kilobyte log
 * messages, 6 views inside one animation block committed at the end), then completes.
 * The host's limits must stop it.
 */
#ifndef FLOOD_KIND
#define FLOOD_KIND 1
#endif
#ifndef FLOOD_COUNT
#define FLOOD_COUNT 200000
#endif

#define FIXTURE_ID "org.fixture.floods"
#include "runtime_plugin.h"

static void fixture_animate(transhost_animator_t *animator, transhost_context_t ctx) {
  fixture_instance *self = (fixture_instance *)animator;
  const transhost_host_t *host = self->host;
  transhost_view_t container = host->context_container_view(host, ctx);
  transhost_rect_t frame = {0, 0, 10, 10};
  transhost_timing_t timing;
  char kilobyte[1001];
  long index;
  memset(&timing, 0, sizeof timing);
  timing.struct_size = sizeof timing;
  timing.kind = TRANSHOST_TIMING_CURVE;
  timing.duration = 0.25;
  timing.curve = TRANSHOST_CURVE_LINEAR;
  memset(kilobyte, 'x', 1000);
  kilobyte[1000] = '\0';
  if (FLOOD_KIND == 6) host->animation_begin(host, &timing, NULL, NULL);
  for (index = 0; index < FLOOD_COUNT; index++) {
    switch (FLOOD_KIND) {
    case 1:
    case 6:
      host->view_add_subview(host, container, host->view_create(host, "flood", frame));
      break;
    case 2:
      host->animation_begin(host, &timing, NULL, NULL);
      host->view_set_double(host, container, TRANSHOST_PROPERTY_ALPHA, (double)(index % 2));
      host->animation_commit(host);
      break;
    case 3: {
      transhost_property_animator_t made = host->property_animator_create(host, &timing);
      host->property_animator_animations_begin(host, made, 0.0);
      host->view_set_double(host, container, TRANSHOST_PROPERTY_ALPHA, (double)(index % 2));
      host->property_animator_animations_end(host, made);
      host->property_animator_start(host, made, 0.0);
      break;
    }
    case 4:
      fixture_say(self, "flood");
      break;
    default:
      fixture_say(self, kilobyte);
      break;
    }
  }
  if (FLOOD_KIND == 6) host->animation_commit(host);
  host->context_complete_transition(host, ctx, true);
}
