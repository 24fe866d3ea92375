/*
 * Completes its transition synchronously, as UIKit allows, and then goes on using its
 * instance: it writes a canary into it and logs each step, so the order of
 * animate_transition / transition_duration / a completion, animation_ended and destroy
 * can be checked. COMPLETE_IN says where it completes: 1 in transition_duration, 2 in
 * animate_transition (default), 3 in an animation block's completion, 4 in
 * animate_transition, which then begins an animation (animation_begin after
 * complete_transition) with a completion that uses the instance.
 */
#ifndef COMPLETE_IN
#define COMPLETE_IN 2
#endif

#define FIXTURE_ID "org.fixture.complete-at-once"

#define FIXTURE_DURATION_HOOK complete_in_duration
#define FIXTURE_ENDED_HOOK say_ended
#define FIXTURE_DESTROY_HOOK say_destroyed

#include "runtime_plugin.h"

/* Completes, then touches the instance the way a plugin that goes on would. */
static void complete_now(fixture_instance *self, transhost_context_t ctx, const char *where) {
  char line[160];
  snprintf(line, sizeof line, "%s completes", where);
  fixture_say(self, line);
  self->host->context_complete_transition(self->host, ctx, true);
  if (self->state == FIXTURE_DESTROYED) {
    snprintf(line, sizeof line, "%s goes on after destroy", where);
  } else {
    self->canary = FIXTURE_CANARY;
    snprintf(line, sizeof line, "%s goes on", where);
  }
  fixture_say(self, line);
}

static void complete_in_duration(fixture_instance *self, transhost_context_t ctx) {
  if (COMPLETE_IN == 1 && ctx != 0) complete_now(self, ctx, "transition_duration");
}

static void say_ended(fixture_instance *self, bool completed) {
  (void)completed;
  fixture_say(self, self->canary == FIXTURE_CANARY ? "animation_ended"
                                             : "animation_ended before the call went on");
}

static void say_destroyed(fixture_instance *self) {
  fixture_say(self, "destroy");
}

static void completion_done(void *user_data, bool finished) {
  fixture_instance *self = (fixture_instance *)user_data;
  (void)finished;
  complete_now(self, self->ctx, "completion");
}

static void late_completion(void *user_data, bool finished) {
  fixture_instance *self = (fixture_instance *)user_data;
  (void)finished;
  fixture_say(self, self->state == FIXTURE_DESTROYED ? "late completion after destroy"
                                                     : "late completion");
}

static void fixture_animate(transhost_animator_t *animator, transhost_context_t ctx) {
  fixture_instance *self = (fixture_instance *)animator;
  const transhost_host_t *host = self->host;
  self->ctx = ctx;
  if (COMPLETE_IN == 2) {
    complete_now(self, ctx, "animate_transition");
  } else if (COMPLETE_IN == 3) {
    transhost_timing_t timing;
    transhost_view_t container = host->context_container_view(host, ctx);
    memset(&timing, 0, sizeof timing);
    timing.struct_size = sizeof timing;
    timing.kind = TRANSHOST_TIMING_CURVE;
    timing.duration = 0.25;
    timing.curve = TRANSHOST_CURVE_LINEAR;
    host->animation_begin(host, &timing, completion_done, self);
    host->view_set_double(host, container, TRANSHOST_PROPERTY_ALPHA, 0.5);
    host->animation_commit(host);
  } else if (COMPLETE_IN == 4) {
    transhost_timing_t timing;
    transhost_status status;
    char line[160];
    complete_now(self, ctx, "animate_transition");
    memset(&timing, 0, sizeof timing);
    timing.struct_size = sizeof timing;
    timing.kind = TRANSHOST_TIMING_CURVE;
    timing.duration = 0.25;
    timing.curve = TRANSHOST_CURVE_LINEAR;
    status = host->animation_begin(host, &timing, late_completion, self);
    snprintf(line, sizeof line, "animation_begin after complete_transition: %d", (int)status);
    fixture_say(self, line);
    if (status == TRANSHOST_OK) host->animation_commit(host);
  }
}
