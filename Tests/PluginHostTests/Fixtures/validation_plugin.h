/*
 * A fade animator that follows every rule of the conformance suite, with one knob per
 * way a plugin can break them. A fixture .c file defines a knob and includes this file;
 * gcc builds it at test time.
 *
 *   VALIDATION_ID               animator id (default "org.fixture.conforming")
 *   VALIDATION_COMPLETE_TWICE   calls completeTransition twice at the end
 *   VALIDATION_NEVER_COMPLETES  never calls completeTransition
 *   VALIDATION_LEAVES_HIDDEN    leaves the presented view hidden after a presentation
 *   VALIDATION_LEAKS_VIEW       adds a view to the container and never removes it
 *   VALIDATION_CRASHES          dereferences NULL in animate_transition when not animated
 *   VALIDATION_HANGS            spins forever in animate_transition when not animated
 *   VALIDATION_NOISY            prints to standard output in init and animate_transition
 *   VALIDATION_FORGETS_ALPHA    leaves a cancelled presentation's view at alpha 0
 *   VALIDATION_NONDETERMINISTIC takes a different duration for every third instance
 *   VALIDATION_BAD_HANDLE       calls view_set_double with a handle the host never gave
 *   VALIDATION_ANIMATE_HOOK     a function (void) animate_transition calls when not animated
 *
 * It serves present and dismiss in custom and fullScreen, interactively. Only custom
 * runs an animator when not animated, so the crash and the hang each hit exactly one
 * test, and the tests after it still run.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "transhost.h"

#ifndef VALIDATION_ID
#define VALIDATION_ID "org.fixture.conforming"
#endif
#ifndef VALIDATION_VERSION
#define VALIDATION_VERSION "1.0.0"
#endif
#ifndef VALIDATION_COMPLETE_TWICE
#define VALIDATION_COMPLETE_TWICE 0
#endif
#ifndef VALIDATION_NEVER_COMPLETES
#define VALIDATION_NEVER_COMPLETES 0
#endif
#ifndef VALIDATION_LEAVES_HIDDEN
#define VALIDATION_LEAVES_HIDDEN 0
#endif
#ifndef VALIDATION_LEAKS_VIEW
#define VALIDATION_LEAKS_VIEW 0
#endif
#ifndef VALIDATION_CRASHES
#define VALIDATION_CRASHES 0
#endif
#ifndef VALIDATION_HANGS
#define VALIDATION_HANGS 0
#endif
#ifndef VALIDATION_NOISY
#define VALIDATION_NOISY 0
#endif
#ifndef VALIDATION_FORGETS_ALPHA
#define VALIDATION_FORGETS_ALPHA 0
#endif
#ifndef VALIDATION_NONDETERMINISTIC
#define VALIDATION_NONDETERMINISTIC 0
#endif
#ifndef VALIDATION_BAD_HANDLE
#define VALIDATION_BAD_HANDLE 0
#endif

typedef struct validation_instance {
  transhost_animator_t base;
  const transhost_host_t *host;
  transhost_context_t ctx;
  double duration;
  bool presenting;
  transhost_view_t faded;    /* the view whose alpha animates */
  transhost_view_t inserted; /* the presenter's view a dismissal put back, or 0 */
} validation_instance;

/* Opaque to the optimiser, so the crash is a real load through NULL. */
static int *volatile validation_null = NULL;

static double validation_duration(transhost_animator_t *animator, transhost_context_t ctx) {
  (void)ctx;
  return ((validation_instance *)animator->animator_data)->duration;
}

/* The fade's completion. Everything it needs is copied first: completeTransition
 * destroys the instance. */
static void validation_done(void *user_data, bool finished) {
  validation_instance *self = (validation_instance *)user_data;
  const transhost_host_t *host = self->host;
  transhost_context_t ctx = self->ctx;
  bool cancelled = host->context_transition_was_cancelled(host, ctx);
  (void)finished;
  if (self->presenting) {
    /* A cancelled presentation's view leaves as it came: visible. */
    if (cancelled && !VALIDATION_FORGETS_ALPHA) {
      host->view_set_double(host, self->faded, TRANSHOST_PROPERTY_ALPHA, 1.0);
    }
    if (VALIDATION_LEAVES_HIDDEN && !cancelled) {
      host->view_set_bool(host, self->faded, TRANSHOST_PROPERTY_HIDDEN, true);
    }
  } else if (cancelled) {
    /* UIKit undoes nothing for a cancelled dismissal: take back the view added. */
    if (self->inserted != 0) host->view_remove_from_superview(host, self->inserted);
  } else {
    /* The dismissed view leaves visible, ready for the next presentation. */
    host->view_set_double(host, self->faded, TRANSHOST_PROPERTY_ALPHA, 1.0);
  }
  if (VALIDATION_NEVER_COMPLETES) return;
  host->context_complete_transition(host, ctx, !cancelled);
  if (VALIDATION_COMPLETE_TWICE) host->context_complete_transition(host, ctx, !cancelled);
}

static void validation_animate(transhost_animator_t *animator, transhost_context_t ctx) {
  validation_instance *self = (validation_instance *)animator->animator_data;
  const transhost_host_t *host = self->host;
  transhost_view_t container = host->context_container_view(host, ctx);
  transhost_view_t to_view = host->context_view(host, ctx, TRANSHOST_KEY_TO);
  transhost_view_t from_view = host->context_view(host, ctx, TRANSHOST_KEY_FROM);
  transhost_operation operation = host->context_operation(host, ctx);
  transhost_timing_t timing;

  if (VALIDATION_NOISY) {
    printf("{\"animator\":\"not json the host should see\"}\nnoise from animate_transition\n");
    fflush(stdout);
  }
  if (VALIDATION_CRASHES && !host->context_is_animated(host, ctx)) *validation_null = 1;
  if (VALIDATION_BAD_HANDLE) {
    host->view_set_double(host, (transhost_view_t)987654321u, TRANSHOST_PROPERTY_ALPHA, 1.0);
  }
#ifdef VALIDATION_ANIMATE_HOOK
  if (!host->context_is_animated(host, ctx)) VALIDATION_ANIMATE_HOOK();
#endif
  if (VALIDATION_HANGS && !host->context_is_animated(host, ctx)) {
    volatile int spinning = 1;
    while (spinning) {
    }
  }

  memset(&timing, 0, sizeof timing);
  timing.struct_size = sizeof timing;
  timing.kind = TRANSHOST_TIMING_CURVE;
  timing.duration = self->duration;
  timing.curve = TRANSHOST_CURVE_LINEAR;
  self->ctx = ctx;
  self->presenting = operation == TRANSHOST_OPERATION_PRESENT;
  if (self->presenting && to_view != 0) {
    transhost_rect_t frame;
    transhost_controller_t to = host->context_view_controller(host, ctx, TRANSHOST_KEY_TO);
    host->context_final_frame(host, ctx, to, &frame);
    host->view_add_subview(host, container, to_view);
    host->view_set_rect(host, to_view, TRANSHOST_PROPERTY_FRAME, frame);
    if (VALIDATION_LEAKS_VIEW) {
      transhost_rect_t small = {0.0, 0.0, 10.0, 10.0};
      host->view_add_subview(host, container, host->view_create(host, "leak", small));
    }
    self->faded = to_view;
    host->view_set_double(host, to_view, TRANSHOST_PROPERTY_ALPHA, 0.0);
    host->animation_begin(host, &timing, validation_done, self);
    host->view_set_double(host, to_view, TRANSHOST_PROPERTY_ALPHA, 1.0);
    host->animation_commit(host);
  } else if (!self->presenting && from_view != 0) {
    if (to_view != 0) {
      /* The presenter's view, out of the window in full screen: put it back below. */
      transhost_rect_t frame;
      transhost_controller_t to = host->context_view_controller(host, ctx, TRANSHOST_KEY_TO);
      host->context_final_frame(host, ctx, to, &frame);
      host->view_insert_subview_below(host, container, to_view, from_view);
      host->view_set_rect(host, to_view, TRANSHOST_PROPERTY_FRAME, frame);
      self->inserted = to_view;
    }
    self->faded = from_view;
    host->animation_begin(host, &timing, validation_done, self);
    host->view_set_double(host, from_view, TRANSHOST_PROPERTY_ALPHA, 0.0);
    host->animation_commit(host);
  } else {
    host->context_complete_transition(host, ctx, !host->context_transition_was_cancelled(host, ctx));
  }
}

static void validation_destroy(transhost_animator_t *animator) { free(animator); }

static const transhost_style validation_styles[] = {TRANSHOST_STYLE_CUSTOM,
                                                    TRANSHOST_STYLE_FULL_SCREEN};

static const transhost_parameter_t validation_parameters[] = {
    {sizeof(transhost_parameter_t), TRANSHOST_PARAMETER_NUMBER, "duration", "0.25",
     "Seconds the fade takes.", NULL, 0.0, 5.0},
};

static const transhost_descriptor_t validation_descriptor = {
    sizeof(transhost_descriptor_t), 0, VALIDATION_ID, "Validation Fixture", VALIDATION_VERSION, "tests",
    "A fade for the conformance-suite tests.", validation_styles, 2,
    TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_PRESENT) |
        TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_DISMISS),
    true, 0.25, validation_parameters, 1, 0, TRANSHOST_RANK_SECONDARY};

static uint32_t validation_count(void) { return 1; }

static const transhost_descriptor_t *validation_describe(uint32_t index) {
  return index == 0 ? &validation_descriptor : NULL;
}

static transhost_status validation_create(const char *id, const transhost_request_t *request,
                                          const transhost_host_t *host,
                                          transhost_animator_t **out) {
  static unsigned created = 0;
  validation_instance *self;
  (void)request;
  if (strcmp(id, VALIDATION_ID) != 0) return TRANSHOST_E_INVALID_ARGUMENT;
  self = (validation_instance *)calloc(1, sizeof *self);
  if (!self) return TRANSHOST_E_NO_MEMORY;
  self->base.struct_size = sizeof(transhost_animator_t);
  self->base.animator_data = self;
  self->base.transition_duration = validation_duration;
  self->base.animate_transition = validation_animate;
  self->base.destroy = validation_destroy;
  self->host = host;
  self->duration = 0.25;
  if (VALIDATION_NONDETERMINISTIC) self->duration += 0.125 * (double)(created++ % 3);
  *out = &self->base;
  return TRANSHOST_OK;
}

static const transhost_animator_factory_t validation_factory = {
    sizeof(transhost_animator_factory_t), 0, validation_count, validation_describe,
    validation_create};

static transhost_status validation_init(const transhost_host_t *host, const char *path) {
  (void)host;
  (void)path;
  if (VALIDATION_NOISY) {
    printf("noise from init\n");
    fflush(stdout);
  }
  return TRANSHOST_OK;
}

static void validation_deinit(void) {}

static const void *validation_get_factory(const char *id) {
  return strcmp(id, TRANSHOST_ANIMATOR_FACTORY_ID) == 0 ? &validation_factory : NULL;
}

static const transhost_entry_t validation_entry = {
    sizeof(transhost_entry_t), TRANSHOST_ABI_MAJOR, TRANSHOST_ABI_MINOR, 0, "gcc",
    validation_init, validation_deinit, validation_get_factory};

TRANSHOST_EXPORT const transhost_entry_t *transhost_entry_v1(void) { return &validation_entry; }
