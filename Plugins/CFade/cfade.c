/*
 * cfade.c -- "C Fade", a fade-and-scale ("pop") transition animator written in
 * plain C99 against transhost.h, the whole plugin contract.
 *
 * Present and push: the incoming view starts at alpha 0 and scale 0.9 and
 * animates to alpha 1 and the identity. Dismiss and pop: the outgoing view
 * animates to alpha 0 and scale 0.9 over the view it reveals.
 *
 * Build standalone:
 *   gcc -std=c99 -Wall -Wextra -pedantic -shared -fPIC \
 *       -I Sources/CTransitionABI/include Plugins/CFade/cfade.c -o libCFade.so
 */
#include "transhost.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define CFADE_ID "org.transhost.c-fade"
#define CFADE_DEFAULT_DURATION 0.3
#define CFADE_SCALE 0.9

#define CFADE_STRINGIFY_(x) #x
#define CFADE_STRINGIFY(x) CFADE_STRINGIFY_(x)
#if defined(__clang__)
#define CFADE_COMPILER                                                                       \
  "clang " CFADE_STRINGIFY(__clang_major__) "." CFADE_STRINGIFY(__clang_minor__) "."         \
      CFADE_STRINGIFY(__clang_patchlevel__)
#elif defined(__GNUC__)
#define CFADE_COMPILER                                                                       \
  "gcc " CFADE_STRINGIFY(__GNUC__) "." CFADE_STRINGIFY(__GNUC_MINOR__) "."                   \
      CFADE_STRINGIFY(__GNUC_PATCHLEVEL__)
#else
#define CFADE_COMPILER "C99"
#endif

/* Whether a struct that starts with `struct_size` has `field` (written by an
 * older or newer peer, fields past struct_size are absent). */
#define CFADE_HAS_FIELD(ptr, type, field)                                                    \
  ((size_t)(ptr)->struct_size >= offsetof(type, field) + sizeof(((type *)0)->field))

/* Whether the host offers callback `fn`. */
#define CFADE_HOST_HAS(host, fn)                                                             \
  (CFADE_HAS_FIELD(host, transhost_host_t, fn) && (host)->fn != NULL)

/* ------------------------------------------------------------------------ */
/* Descriptor                                                               */
/* ------------------------------------------------------------------------ */

static const transhost_style cfade_styles[] = {
  TRANSHOST_STYLE_CUSTOM,
  TRANSHOST_STYLE_FULL_SCREEN,
  TRANSHOST_STYLE_OVER_FULL_SCREEN
};

static const transhost_parameter_t cfade_parameters[] = {
  {
    (uint32_t)sizeof(transhost_parameter_t), /* struct_size */
    TRANSHOST_PARAMETER_NUMBER,              /* type */
    "duration",                              /* name */
    "0.3",                                   /* default_value */
    "Seconds the fade takes.",               /* description */
    NULL,                                    /* choices */
    0.0,                                     /* minimum */
    10.0                                     /* maximum */
  }
};

static const transhost_descriptor_t cfade_descriptor = {
  (uint32_t)sizeof(transhost_descriptor_t), /* struct_size */
  0,                                        /* reserved */
  CFADE_ID,                                 /* id */
  "C Fade",                                 /* name */
  "1.0.0",                                  /* version */
  "transhost",                              /* vendor */
  "Fades and scales the incoming view in, or the outgoing view out; written in C.",
  cfade_styles,
  (uint32_t)(sizeof cfade_styles / sizeof cfade_styles[0]),
  TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_PRESENT) |
      TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_DISMISS) |
      TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_PUSH) |
      TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_POP),
  true,                   /* supports_interactive: plain animation blocks scrub */
  CFADE_DEFAULT_DURATION, /* default_duration */
  cfade_parameters,
  (uint32_t)(sizeof cfade_parameters / sizeof cfade_parameters[0]),
  0, /* padding */
  /* rank: serves custom (where UIKit has no animation of its own) by default, never in
   * place of UIKit's cover for fullScreen or its push */
  TRANSHOST_RANK_SECONDARY
};

/* ------------------------------------------------------------------------ */
/* Animator instances                                                       */
/* ------------------------------------------------------------------------ */

typedef struct cfade_animator {
  transhost_animator_t base; /* what the host holds; animator_data points here */
  const transhost_host_t *host;
  transhost_operation operation;
  double duration;
  /* Set by animate_transition for the completion. */
  transhost_context_t ctx;
  transhost_view_t faded;        /* the view that fades, 0 for none */
  double faded_alpha;            /* its alpha and transform before the transition */
  transhost_transform_t faded_transform;
  transhost_view_t inserted;     /* a view a dismissal put back, 0 for none */
} cfade_animator_t;

static const transhost_transform_t cfade_identity = { 1.0, 0.0, 0.0, 1.0, 0.0, 0.0 };
static const transhost_transform_t cfade_shrunk = { CFADE_SCALE, 0.0, 0.0, CFADE_SCALE, 0.0, 0.0 };

static cfade_animator_t *cfade_self(transhost_animator_t *animator) {
  return animator == NULL ? NULL : (cfade_animator_t *)animator->animator_data;
}

/* Whether `operation` brings a view in (present, push; tab, though not served)
 * rather than taking one away (dismiss, pop). */
static bool cfade_is_forward(transhost_operation operation) {
  return operation == TRANSHOST_OPERATION_PRESENT || operation == TRANSHOST_OPERATION_PUSH ||
         operation == TRANSHOST_OPERATION_TAB;
}

static double cfade_transition_duration(transhost_animator_t *animator, transhost_context_t ctx) {
  cfade_animator_t *self = cfade_self(animator);
  (void)ctx;
  return self == NULL ? CFADE_DEFAULT_DURATION : self->duration;
}

/* The animation's completion: put back what the animator changed on views that
 * outlive the transition, then end it. `self` may be freed once
 * context_complete_transition returns (animationEnded and destroy run inside
 * it), so nothing reads it afterwards. */
static void cfade_completion(void *user_data, bool finished) {
  cfade_animator_t *self = (cfade_animator_t *)user_data;
  const transhost_host_t *host = self->host;
  transhost_context_t ctx = self->ctx;
  bool cancelled = host->context_transition_was_cancelled(host, ctx);
  bool presenting = cfade_is_forward(self->operation);
  (void)finished; /* a replaced animation still ends the transition */

  /* A presented view ends at alpha 1 and the identity; a dismissed one (gone
   * from the window) and any view of a cancelled transition get back their
   * own values, so the view is not left invisible. */
  if (self->faded != 0 && (cancelled || !presenting)) {
    host->view_set_double(host, self->faded, TRANSHOST_PROPERTY_ALPHA, self->faded_alpha);
    host->view_set_transform(host, self->faded, self->faded_transform);
  }
  /* UIKit undoes nothing for a cancelled dismissal: take back the view added.
   * (A cancelled present, push or pop is cleaned up by the host.) */
  if (cancelled && self->inserted != 0) {
    host->view_remove_from_superview(host, self->inserted);
  }
  host->context_complete_transition(host, ctx, !cancelled);
}

/* Animates the faded view to `alpha` and `transform`; without an animation
 * block (the host refused one) the change applies at once and the transition
 * still ends. */
static void cfade_run(cfade_animator_t *self, double alpha, transhost_transform_t transform) {
  const transhost_host_t *host = self->host;
  transhost_timing_t timing;
  memset(&timing, 0, sizeof timing);
  timing.struct_size = (uint32_t)sizeof timing;
  timing.kind = TRANSHOST_TIMING_CURVE;
  timing.duration = self->duration;
  timing.delay = 0.0;
  timing.curve = TRANSHOST_CURVE_EASE_IN_OUT;

  if (host->animation_begin(host, &timing, cfade_completion, self) == TRANSHOST_OK) {
    host->view_set_double(host, self->faded, TRANSHOST_PROPERTY_ALPHA, alpha);
    host->view_set_transform(host, self->faded, transform);
    host->animation_commit(host);
  } else {
    host->view_set_double(host, self->faded, TRANSHOST_PROPERTY_ALPHA, alpha);
    host->view_set_transform(host, self->faded, transform);
    cfade_completion(self, true);
  }
}

/* Sets `view`'s frame to the final frame of `controller`, when it is known. */
static void cfade_place(const transhost_host_t *host, transhost_context_t ctx,
                        transhost_controller_t controller, transhost_view_t view) {
  transhost_rect_t frame = { 0.0, 0.0, 0.0, 0.0 };
  if (controller == 0) return;
  if (host->context_final_frame(host, ctx, controller, &frame) != TRANSHOST_OK) return;
  if (frame.width <= 0.0 || frame.height <= 0.0) return; /* CGRect.zero: unknown */
  host->view_set_rect(host, view, TRANSHOST_PROPERTY_FRAME, frame);
}

/* Remembers `view` as the faded view, with its alpha and transform. */
static void cfade_remember(cfade_animator_t *self, transhost_view_t view) {
  const transhost_host_t *host = self->host;
  self->faded = view;
  self->faded_alpha = 1.0;
  self->faded_transform = cfade_identity;
  host->view_get_double(host, view, TRANSHOST_PROPERTY_ALPHA, &self->faded_alpha);
  host->view_get_transform(host, view, &self->faded_transform);
}

static void cfade_animate_transition(transhost_animator_t *animator, transhost_context_t ctx) {
  cfade_animator_t *self = cfade_self(animator);
  const transhost_host_t *host;
  transhost_view_t container, from_view, to_view;
  transhost_controller_t to_controller;
  if (self == NULL) return;
  host = self->host;
  self->ctx = ctx;
  self->faded = 0;
  self->inserted = 0;

  container = host->context_container_view(host, ctx);
  from_view = host->context_view(host, ctx, TRANSHOST_KEY_FROM);
  to_view = host->context_view(host, ctx, TRANSHOST_KEY_TO);
  to_controller = host->context_view_controller(host, ctx, TRANSHOST_KEY_TO);

  if (cfade_is_forward(self->operation)) {
    if (to_view == 0) {
      host->context_complete_transition(host, ctx, !host->context_transition_was_cancelled(host, ctx));
      return;
    }
    host->view_add_subview(host, container, to_view);
    cfade_place(host, ctx, to_controller, to_view);
    cfade_remember(self, to_view);
    host->view_set_double(host, to_view, TRANSHOST_PROPERTY_ALPHA, 0.0);
    host->view_set_transform(host, to_view, cfade_shrunk);
    cfade_run(self, 1.0, cfade_identity);
    return;
  }

  /* Dismiss and pop. view(forKey: .to) is nil when the presenter's view never
   * left (custom, over full screen): then it is not touched. */
  if (from_view == 0) {
    host->context_complete_transition(host, ctx, !host->context_transition_was_cancelled(host, ctx));
    return;
  }
  if (to_view != 0) {
    host->view_insert_subview_below(host, container, to_view, from_view);
    cfade_place(host, ctx, to_controller, to_view);
    if (self->operation == TRANSHOST_OPERATION_DISMISS) self->inserted = to_view;
  }
  cfade_remember(self, from_view);
  cfade_run(self, 0.0, cfade_shrunk);
}

static void cfade_destroy(transhost_animator_t *animator) {
  free(cfade_self(animator));
}

/* ------------------------------------------------------------------------ */
/* Factory                                                                  */
/* ------------------------------------------------------------------------ */

static uint32_t cfade_count(void) {
  return 1;
}

static const transhost_descriptor_t *cfade_descriptor_at(uint32_t index) {
  return index == 0 ? &cfade_descriptor : NULL;
}

/* Whether `host` offers every callback the animator uses. */
static bool cfade_host_is_usable(const transhost_host_t *host) {
  return CFADE_HOST_HAS(host, context_container_view) &&
         CFADE_HOST_HAS(host, context_view_controller) && CFADE_HOST_HAS(host, context_view) &&
         CFADE_HOST_HAS(host, context_final_frame) &&
         CFADE_HOST_HAS(host, context_transition_was_cancelled) &&
         CFADE_HOST_HAS(host, context_complete_transition) &&
         CFADE_HOST_HAS(host, view_add_subview) && CFADE_HOST_HAS(host, view_insert_subview_below) &&
         CFADE_HOST_HAS(host, view_remove_from_superview) && CFADE_HOST_HAS(host, view_set_rect) &&
         CFADE_HOST_HAS(host, view_get_transform) && CFADE_HOST_HAS(host, view_set_transform) &&
         CFADE_HOST_HAS(host, view_get_double) && CFADE_HOST_HAS(host, view_set_double) &&
         CFADE_HOST_HAS(host, animation_begin) && CFADE_HOST_HAS(host, animation_commit);
}

/* The request's `duration`, or the default when it is absent or unusable. */
static double cfade_requested_duration(const transhost_request_t *request) {
  uint32_t i;
  if (!CFADE_HAS_FIELD(request, transhost_request_t, parameter_count) || request->parameters == NULL)
    return CFADE_DEFAULT_DURATION;
  for (i = 0; i < request->parameter_count; i++) {
    const transhost_parameter_value_t *value = &request->parameters[i];
    if (value->name != NULL && strcmp(value->name, "duration") == 0) {
      if (isfinite(value->number) && value->number >= 0.0) return value->number;
      break;
    }
  }
  return CFADE_DEFAULT_DURATION;
}

static transhost_status cfade_create(const char *id, const transhost_request_t *request,
                                     const transhost_host_t *host, transhost_animator_t **out_animator) {
  cfade_animator_t *self;
  if (out_animator != NULL) *out_animator = NULL;
  if (id == NULL || request == NULL || host == NULL || out_animator == NULL)
    return TRANSHOST_E_INVALID_ARGUMENT;
  if (strcmp(id, CFADE_ID) != 0) return TRANSHOST_E_INVALID_ARGUMENT;
  if (!CFADE_HAS_FIELD(request, transhost_request_t, operation)) return TRANSHOST_E_INVALID_ARGUMENT;
  if (!cfade_host_is_usable(host)) return TRANSHOST_E_UNSUPPORTED;

  self = (cfade_animator_t *)calloc(1, sizeof *self);
  if (self == NULL) return TRANSHOST_E_NO_MEMORY;
  self->host = host;
  self->operation = request->operation;
  self->duration = cfade_requested_duration(request);
  self->base.struct_size = (uint32_t)sizeof(transhost_animator_t);
  self->base.reserved = 0;
  self->base.animator_data = self;
  self->base.transition_duration = cfade_transition_duration;
  self->base.animate_transition = cfade_animate_transition;
  self->base.animation_ended = NULL;
  self->base.interruptible_animator = NULL;
  self->base.destroy = cfade_destroy;
  *out_animator = &self->base;
  return TRANSHOST_OK;
}

static const transhost_animator_factory_t cfade_factory = {
  (uint32_t)sizeof(transhost_animator_factory_t), /* struct_size */
  0,                                              /* reserved */
  cfade_count,
  cfade_descriptor_at,
  cfade_create
};

/* ------------------------------------------------------------------------ */
/* Entry                                                                    */
/* ------------------------------------------------------------------------ */

static transhost_status cfade_init(const transhost_host_t *host, const char *plugin_path) {
  (void)plugin_path;
  if (host == NULL) return TRANSHOST_E_INVALID_ARGUMENT;
  return TRANSHOST_OK; /* nothing global: each instance keeps the host it was created with */
}

static void cfade_deinit(void) {
}

static const void *cfade_get_factory(const char *factory_id) {
  if (factory_id != NULL && strcmp(factory_id, TRANSHOST_ANIMATOR_FACTORY_ID) == 0)
    return &cfade_factory;
  return NULL;
}

static const transhost_entry_t cfade_entry = {
  (uint32_t)sizeof(transhost_entry_t), /* struct_size */
  TRANSHOST_ABI_MAJOR,                 /* abi_major */
  TRANSHOST_ABI_MINOR,                 /* abi_minor */
  0,                                   /* required_host_minor */
  CFADE_COMPILER,                      /* built_with */
  cfade_init,
  cfade_deinit,
  cfade_get_factory
};

TRANSHOST_EXPORT const transhost_entry_t *transhost_entry_v1(void) {
  return &cfade_entry;
}
