/*
 * The frame of the run-time fixtures (complete_at_once.c, call_from_thread.c,
 * floods.c): one animator, FIXTURE_ID, whose instance is a fixture_instance. The
 * including file defines fixture_animate (and may define FIXTURE_DURATION_HOOK, called
 * from transition_duration, and FIXTURE_ENDED_HOOK / FIXTURE_DESTROY_HOOK).
 *
 * Instances come from a static pool and are never freed: a destroyed one stays
 * readable, so a call that goes on after its instance was destroyed is seen and logged
 * rather than being undefined behaviour. The entry point is fixture_entry.h's, as
 * fixture_plugin.h's is.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "transhost.h"

#ifndef FIXTURE_ID
#define FIXTURE_ID "org.fixture.runtime"
#endif

enum { FIXTURE_ALIVE = 0x414c4956, FIXTURE_DESTROYED = 0x44454144, FIXTURE_CANARY = 0xc0ffee };

typedef struct fixture_instance {
  transhost_animator_t base;
  const transhost_host_t *host;
  transhost_context_t ctx;
  unsigned state;
  unsigned canary;
} fixture_instance;

static fixture_instance fixture_pool[16];
static unsigned fixture_used = 0;
/* Logs `text` at info level through the host `self` was made for. */
static void fixture_say(const fixture_instance *self, const char *text) {
  self->host->log(self->host, TRANSHOST_LOG_INFO, text);
}

static void fixture_animate(transhost_animator_t *animator, transhost_context_t ctx);
#ifdef FIXTURE_DURATION_HOOK
static void FIXTURE_DURATION_HOOK(fixture_instance *self, transhost_context_t ctx);
#endif
#ifdef FIXTURE_ENDED_HOOK
static void FIXTURE_ENDED_HOOK(fixture_instance *self, bool completed);
#endif
#ifdef FIXTURE_DESTROY_HOOK
static void FIXTURE_DESTROY_HOOK(fixture_instance *self);
#endif

static double fixture_duration(transhost_animator_t *animator, transhost_context_t ctx) {
#ifdef FIXTURE_DURATION_HOOK
  FIXTURE_DURATION_HOOK((fixture_instance *)animator, ctx);
#else
  (void)animator;
  (void)ctx;
#endif
  return 0.25;
}

static void fixture_ended(transhost_animator_t *animator, bool completed) {
#ifdef FIXTURE_ENDED_HOOK
  FIXTURE_ENDED_HOOK((fixture_instance *)animator, completed);
#else
  (void)animator;
  (void)completed;
#endif
}

static void fixture_destroy(transhost_animator_t *animator) {
  fixture_instance *self = (fixture_instance *)animator;
#ifdef FIXTURE_DESTROY_HOOK
  FIXTURE_DESTROY_HOOK(self);
#endif
  self->state = FIXTURE_DESTROYED;
}

static const transhost_style fixture_styles[] = {TRANSHOST_STYLE_CUSTOM};

static const transhost_descriptor_t fixture_descriptor = {
    sizeof(transhost_descriptor_t), 0, FIXTURE_ID, "Run-time Fixture", "1.0.0", "tests",
    "An animator that misbehaves at run time.", fixture_styles, 1,
    TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_PRESENT) |
        TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_DISMISS),
    false, 0.25, NULL, 0, 0, TRANSHOST_RANK_SECONDARY};

static transhost_status fixture_create(const char *id, const transhost_request_t *request,
                                       const transhost_host_t *host, transhost_animator_t **out) {
  fixture_instance *self;
  (void)request;
  if (strcmp(id, FIXTURE_ID) != 0) return TRANSHOST_E_INVALID_ARGUMENT;
  if (fixture_used == sizeof fixture_pool / sizeof fixture_pool[0]) return TRANSHOST_E_NO_MEMORY;
  self = &fixture_pool[fixture_used++];
  memset(self, 0, sizeof *self);
  self->base.struct_size = sizeof(transhost_animator_t);
  self->base.animator_data = self;
  self->base.transition_duration = fixture_duration;
  self->base.animate_transition = fixture_animate;
  self->base.animation_ended = fixture_ended;
  self->base.destroy = fixture_destroy;
  self->host = host;
  self->state = FIXTURE_ALIVE;
  *out = &self->base;
  return TRANSHOST_OK;
}

#include "fixture_entry.h"
