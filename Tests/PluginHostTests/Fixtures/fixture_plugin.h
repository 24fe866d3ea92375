/*
 * A configurable minimal transhost plugin for the loader tests. A fixture .c file
 * defines some FIXTURE_* knobs and includes this file; gcc builds it at test time.
 *
 *   FIXTURE_ID             animator id            (default "org.fixture.fade")
 *   the entry's knobs      FIXTURE_ABI_MAJOR, FIXTURE_ENTRY_SIZE, ... (fixture_entry.h)
 *   FIXTURE_NAME           descriptor name        (default "Fixture Fade")
 *   FIXTURE_SUMMARY        descriptor summary     (default "A fade used by the loader tests.")
 *   FIXTURE_HOST_FROM_INIT 1: instances call back the host init was given, kept in a
 *                          static as C plugins often do, not the one create is given
 *   FIXTURE_CRASH_IN_ANIMATE  segfault in animate_transition of transition N (1-based; default 0: never)
 *   FIXTURE_CRASH_MESSAGE  a C string written to standard error just before that segfault
 *   FIXTURE_ANIMATE_HOOK   a function (int transition) animate_transition calls first (1-based)
 *   FIXTURE_ANIMATE_CONTEXT_HOOK  a function (host, ctx) animate_transition calls next (default none)
 *   FIXTURE_PARAMETERS     the descriptor's parameters and FIXTURE_PARAMETER_COUNT their count
 *   FIXTURE_RANK           descriptor rank        (default TRANSHOST_RANK_SECONDARY; written
 *                          only with a header of ABI 1.2 or later)
 *   FIXTURE_DESCRIPTOR_SIZE  descriptor struct_size (default sizeof(transhost_descriptor_t);
 *                          TRANSHOST_DESCRIPTOR_SIZE_1_0 gives the old shape, rank absent)
 *                          (default one NUMBER "duration")
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "transhost.h"

#ifndef FIXTURE_ID
#define FIXTURE_ID "org.fixture.fade"
#endif
#ifndef FIXTURE_CRASH_IN_ANIMATE
#define FIXTURE_CRASH_IN_ANIMATE 0
#endif
#if FIXTURE_HOST_FROM_INIT
static const transhost_host_t *fixture_init_host;
static void fixture_remember_host(const transhost_host_t *host) { fixture_init_host = host; }
#define FIXTURE_INIT_HOOK fixture_remember_host
#endif
#ifndef FIXTURE_NAME
#define FIXTURE_NAME "Fixture Fade"
#endif
#ifndef FIXTURE_SUMMARY
#define FIXTURE_SUMMARY "A fade used by the loader tests."
#endif

typedef struct fixture_instance {
  transhost_animator_t base;
  const transhost_host_t *host;
  transhost_context_t ctx;
} fixture_instance;

static double fixture_duration(transhost_animator_t *animator, transhost_context_t ctx) {
  (void)animator;
  (void)ctx;
  return 0.25;
}

static void fixture_done(void *user_data, bool finished) {
  fixture_instance *self = (fixture_instance *)user_data;
  (void)finished;
  self->host->context_complete_transition(
      self->host, self->ctx, !self->host->context_transition_was_cancelled(self->host, self->ctx));
}

static int fixture_animations = 0;

static void fixture_animate(transhost_animator_t *animator, transhost_context_t ctx) {
  fixture_instance *self = (fixture_instance *)animator;
  fixture_animations++;
  if (FIXTURE_CRASH_IN_ANIMATE && fixture_animations == FIXTURE_CRASH_IN_ANIMATE) {
    volatile int *nowhere = NULL;
#ifdef FIXTURE_CRASH_MESSAGE
    fputs(FIXTURE_CRASH_MESSAGE, stderr);
#endif
    *nowhere = 1; /* a real segmentation fault */
  }
#ifdef FIXTURE_ANIMATE_HOOK
  FIXTURE_ANIMATE_HOOK(fixture_animations);
#endif
  const transhost_host_t *host = self->host;
#ifdef FIXTURE_ANIMATE_CONTEXT_HOOK
  FIXTURE_ANIMATE_CONTEXT_HOOK(host, ctx);
#endif
  transhost_view_t container = host->context_container_view(host, ctx);
  transhost_view_t to_view = host->context_view(host, ctx, TRANSHOST_KEY_TO);
  transhost_view_t from_view = host->context_view(host, ctx, TRANSHOST_KEY_FROM);
  transhost_operation operation = host->context_operation(host, ctx);
  bool presenting = operation == TRANSHOST_OPERATION_PRESENT || operation == TRANSHOST_OPERATION_PUSH;
  transhost_timing_t timing;
  memset(&timing, 0, sizeof timing);
  timing.struct_size = sizeof timing;
  timing.kind = TRANSHOST_TIMING_CURVE;
  timing.duration = 0.25;
  timing.curve = TRANSHOST_CURVE_LINEAR;
  self->ctx = ctx;
  if (presenting && to_view) {
    transhost_rect_t frame;
    transhost_controller_t to = host->context_view_controller(host, ctx, TRANSHOST_KEY_TO);
    host->context_final_frame(host, ctx, to, &frame);
    host->view_add_subview(host, container, to_view);
    host->view_set_rect(host, to_view, TRANSHOST_PROPERTY_FRAME, frame);
    host->view_set_double(host, to_view, TRANSHOST_PROPERTY_ALPHA, 0.0);
    host->animation_begin(host, &timing, fixture_done, self);
    host->view_set_double(host, to_view, TRANSHOST_PROPERTY_ALPHA, 1.0);
    host->animation_commit(host);
  } else if (from_view) {
    host->animation_begin(host, &timing, fixture_done, self);
    host->view_set_double(host, from_view, TRANSHOST_PROPERTY_ALPHA, 0.0);
    host->animation_commit(host);
  } else {
    host->context_complete_transition(host, ctx, true);
  }
}

static void fixture_destroy(transhost_animator_t *animator) { free(animator); }

static const transhost_style fixture_styles[] = {TRANSHOST_STYLE_CUSTOM, TRANSHOST_STYLE_FULL_SCREEN};

#ifndef FIXTURE_PARAMETERS
static const transhost_parameter_t fixture_parameters[] = {
    {sizeof(transhost_parameter_t), TRANSHOST_PARAMETER_NUMBER, "duration", "0.25",
     "Seconds the fade takes.", NULL, 0.0, 5.0},
};
#define FIXTURE_PARAMETERS fixture_parameters
#define FIXTURE_PARAMETER_COUNT 1
#endif

#ifndef FIXTURE_RANK
#define FIXTURE_RANK TRANSHOST_RANK_SECONDARY
#endif
#ifndef FIXTURE_DESCRIPTOR_SIZE
#define FIXTURE_DESCRIPTOR_SIZE sizeof(transhost_descriptor_t)
#endif

static const transhost_descriptor_t fixture_descriptor = {
    FIXTURE_DESCRIPTOR_SIZE, 0, FIXTURE_ID, FIXTURE_NAME, "1.0.0", "tests",
    FIXTURE_SUMMARY, fixture_styles, 2,
    TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_PRESENT) | TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_DISMISS),
    true, 0.25, (const transhost_parameter_t *)FIXTURE_PARAMETERS, FIXTURE_PARAMETER_COUNT
#ifdef TRANSHOST_DESCRIPTOR_SIZE_1_2
    , 0, FIXTURE_RANK
#endif
};

static transhost_status fixture_create(const char *id, const transhost_request_t *request,
                                       const transhost_host_t *host, transhost_animator_t **out) {
  fixture_instance *self;
  (void)request;
  if (strcmp(id, FIXTURE_ID) != 0) return TRANSHOST_E_INVALID_ARGUMENT;
  self = (fixture_instance *)calloc(1, sizeof *self);
  if (!self) return TRANSHOST_E_NO_MEMORY;
  self->base.struct_size = sizeof(transhost_animator_t);
  self->base.animator_data = self;
  self->base.transition_duration = fixture_duration;
  self->base.animate_transition = fixture_animate;
  self->base.destroy = fixture_destroy;
#if FIXTURE_HOST_FROM_INIT
  (void)host;
  self->host = fixture_init_host;
#else
  self->host = host;
#endif
  *out = &self->base;
  return TRANSHOST_OK;
}

#include "fixture_entry.h"
