/*
 * Completes its transition synchronously, as UIKit allows, and then goes on using its
 * instance: it writes a canary into it and logs each step, so the order of
 * animate_transition / transition_duration / a completion, animation_ended and destroy
 * can be checked. COMPLETE_IN says where it completes: 1 in transition_duration, 2 in
 * animate_transition (default), 3 in an animation block's completion, 4 in
 * animate_transition, which then begins an animation (animation_begin after
 * complete_transition) with a completion that uses the instance, 5 in
 * animate_transition after beginning an animation whose completion uses the instance,
 * 6 the same with a started property animator's completion. The completions of 5 and
 * 6 log whether the instance was destroyed before they ran, then try to complete the
 * finished context again and log the status.
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

/* A quarter-second linear curve. */
static void linear_timing(transhost_timing_t *timing) {
  memset(timing, 0, sizeof *timing);
  timing->struct_size = sizeof *timing;
  timing->kind = TRANSHOST_TIMING_CURVE;
  timing->duration = 0.25;
  timing->curve = TRANSHOST_CURVE_LINEAR;
}

/* Runs after the transition ended: the instance must still be alive. */
static void report_late(fixture_instance *self, const char *what) {
  char line[160];
  transhost_status status;
  snprintf(line, sizeof line, "%s %s", what,
           self->state == FIXTURE_DESTROYED ? "runs after destroy" : "runs, instance alive");
  fixture_say(self, line);
  status = self->host->context_complete_transition(self->host, self->ctx, true);
  snprintf(line, sizeof line, "%s completes again: %d", what, (int)status);
  fixture_say(self, line);
}

static void held_completion(void *user_data, bool finished) {
  report_late((fixture_instance *)user_data,
              finished ? "animation completion (finished)" : "animation completion");
}

static void held_position(void *user_data, transhost_position position) {
  report_late((fixture_instance *)user_data, position == TRANSHOST_POSITION_END
                                                 ? "property animator completion (end)"
                                                 : "property animator completion");
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
    linear_timing(&timing);
    host->animation_begin(host, &timing, completion_done, self);
    host->view_set_double(host, container, TRANSHOST_PROPERTY_ALPHA, 0.5);
    host->animation_commit(host);
  } else if (COMPLETE_IN == 4) {
    transhost_timing_t timing;
    transhost_status status;
    char line[160];
    complete_now(self, ctx, "animate_transition");
    linear_timing(&timing);
    status = host->animation_begin(host, &timing, late_completion, self);
    snprintf(line, sizeof line, "animation_begin after complete_transition: %d", (int)status);
    fixture_say(self, line);
    if (status == TRANSHOST_OK) host->animation_commit(host);
  } else if (COMPLETE_IN == 5 || COMPLETE_IN == 6) {
    transhost_timing_t timing;
    transhost_view_t container = host->context_container_view(host, ctx);
    linear_timing(&timing);
    if (COMPLETE_IN == 5) {
      host->animation_begin(host, &timing, held_completion, self);
      host->view_set_double(host, container, TRANSHOST_PROPERTY_ALPHA, 0.5);
      host->animation_commit(host);
    } else {
      transhost_property_animator_t animator = host->property_animator_create(host, &timing);
      host->property_animator_animations_begin(host, animator, 0);
      host->view_set_double(host, container, TRANSHOST_PROPERTY_ALPHA, 0.5);
      host->property_animator_animations_end(host, animator);
      host->property_animator_add_completion(host, animator, held_position, self);
      host->property_animator_start(host, animator, 0);
    }
    complete_now(self, ctx, "animate_transition");
  }
}
