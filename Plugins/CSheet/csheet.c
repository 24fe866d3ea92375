/*
 * csheet.c -- "C Sheet", a bottom sheet written in plain C99 against
 * transhost.h: a transitioning delegate (ABI 1.3's object factory) that
 * returns, for a custom presentation, a presentation controller and an
 * animator, as a UIKit app's delegate returns a UIPresentationController
 * subclass and a UIViewControllerAnimatedTransitioning object.
 *
 * The presentation controller puts the presented view in the lower half of the
 * container and a dimming view behind it, which fades in alongside the
 * presentation and out alongside the dismissal (the transition coordinator's
 * animate(alongsideTransition:)), and goes when the presentation is over or was
 * cancelled. The animator slides the sheet up from below the container, and
 * back down.
 *
 * Its rank is NONE: it serves only when a script or a mapping names it
 * (`present sheet from home style custom with delegate org.transhost.c-sheet`).
 *
 * Build standalone:
 *   gcc -std=c99 -Wall -Wextra -pedantic -shared -fPIC \
 *       -I Sources/CTransitionABI/include Plugins/CSheet/csheet.c -o libCSheet.so
 */
#include "transhost.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define CSHEET_ID "org.transhost.c-sheet"
#define CSHEET_DEFAULT_DURATION 0.35
#define CSHEET_DEFAULT_DIMMING 0.4

#define CSHEET_STRINGIFY_(x) #x
#define CSHEET_STRINGIFY(x) CSHEET_STRINGIFY_(x)
#if defined(__clang__)
#define CSHEET_COMPILER                                                                      \
  "clang " CSHEET_STRINGIFY(__clang_major__) "." CSHEET_STRINGIFY(__clang_minor__) "."       \
      CSHEET_STRINGIFY(__clang_patchlevel__)
#elif defined(__GNUC__)
#define CSHEET_COMPILER                                                                      \
  "gcc " CSHEET_STRINGIFY(__GNUC__) "." CSHEET_STRINGIFY(__GNUC_MINOR__) "."                 \
      CSHEET_STRINGIFY(__GNUC_PATCHLEVEL__)
#else
#define CSHEET_COMPILER "C99"
#endif

/* Whether a struct that starts with `struct_size` has `field`. */
#define CSHEET_HAS_FIELD(ptr, type, field)                                                   \
  ((size_t)(ptr)->struct_size >= offsetof(type, field) + sizeof(((type *)0)->field))

/* ------------------------------------------------------------------------ */
/* Descriptor                                                               */
/* ------------------------------------------------------------------------ */

static const transhost_style csheet_styles[] = { TRANSHOST_STYLE_CUSTOM };

static const transhost_parameter_t csheet_parameters[] = {
  {
    (uint32_t)sizeof(transhost_parameter_t), TRANSHOST_PARAMETER_NUMBER, "duration", "0.35",
    "Seconds the sheet takes to slide.", NULL, 0.0, 10.0
  },
  {
    (uint32_t)sizeof(transhost_parameter_t), TRANSHOST_PARAMETER_NUMBER, "dimming", "0.4",
    "The dimming view's alpha once the sheet is up.", NULL, 0.0, 1.0
  }
};

static const transhost_object_descriptor_t csheet_descriptor = {
  (uint32_t)sizeof(transhost_object_descriptor_t), /* struct_size */
  TRANSHOST_OBJECT_TRANSITIONING_DELEGATE,         /* kind */
  CSHEET_ID,                                       /* id */
  "C Sheet",                                       /* name */
  "1.0.0",                                         /* version */
  "transhost",                                     /* vendor */
  "A bottom sheet over a dimming view: a transitioning delegate with a presentation "
  "controller, written in C.",
  csheet_styles,
  (uint32_t)(sizeof csheet_styles / sizeof csheet_styles[0]),
  TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_PRESENT) |
      TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_DISMISS),
  csheet_parameters,
  (uint32_t)(sizeof csheet_parameters / sizeof csheet_parameters[0]),
  TRANSHOST_RANK_NONE /* only when chosen by name or mapped */
};

/* What one delegate was asked for: its parameters, and the host to call. */
typedef struct csheet_settings {
  const transhost_host_t *host;
  double duration;
  double dimming;
} csheet_settings_t;

/* ------------------------------------------------------------------------ */
/* The animator: slides the sheet up, and down                              */
/* ------------------------------------------------------------------------ */

typedef struct csheet_animator {
  transhost_animator_t base;
  csheet_settings_t settings;
  bool presenting;
  transhost_context_t ctx;
} csheet_animator_t;

static csheet_animator_t *csheet_animator_self(transhost_animator_t *animator) {
  return animator == NULL ? NULL : (csheet_animator_t *)animator->animator_data;
}

static double csheet_duration(transhost_animator_t *animator, transhost_context_t ctx) {
  csheet_animator_t *self = csheet_animator_self(animator);
  (void)ctx;
  return self == NULL ? CSHEET_DEFAULT_DURATION : self->settings.duration;
}

/* Ends the transition as the animation ended: cancelled when the interaction
 * cancelled it. `self` may be freed inside context_complete_transition. */
static void csheet_slid(void *user_data, bool finished) {
  csheet_animator_t *self = (csheet_animator_t *)user_data;
  const transhost_host_t *host = self->settings.host;
  transhost_context_t ctx = self->ctx;
  (void)finished;
  host->context_complete_transition(host, ctx, !host->context_transition_was_cancelled(host, ctx));
}

/* `frame` moved down by the container's height: just below the screen. */
static transhost_rect_t csheet_below(const transhost_host_t *host, transhost_view_t container,
                                     transhost_rect_t frame) {
  transhost_rect_t bounds = { 0.0, 0.0, 0.0, 0.0 };
  host->view_get_rect(host, container, TRANSHOST_PROPERTY_BOUNDS, &bounds);
  frame.y = bounds.y + bounds.height;
  return frame;
}

static void csheet_animate(transhost_animator_t *animator, transhost_context_t ctx) {
  csheet_animator_t *self = csheet_animator_self(animator);
  const transhost_host_t *host;
  transhost_view_t container, sheet;
  transhost_controller_t controller;
  transhost_rect_t start, end;
  transhost_timing_t timing;
  if (self == NULL) return;
  host = self->settings.host;
  self->ctx = ctx;
  container = host->context_container_view(host, ctx);
  sheet = host->context_view(host, ctx, self->presenting ? TRANSHOST_KEY_TO : TRANSHOST_KEY_FROM);
  controller = host->context_view_controller(host, ctx,
                                             self->presenting ? TRANSHOST_KEY_TO : TRANSHOST_KEY_FROM);
  if (sheet == 0) {
    host->context_complete_transition(host, ctx, !host->context_transition_was_cancelled(host, ctx));
    return;
  }
  if (self->presenting) {
    /* The final frame is the presentation controller's: the lower half. */
    host->context_final_frame(host, ctx, controller, &end);
    start = csheet_below(host, container, end);
    host->view_add_subview(host, container, sheet);
    host->view_set_rect(host, sheet, TRANSHOST_PROPERTY_FRAME, start);
  } else {
    host->view_get_rect(host, sheet, TRANSHOST_PROPERTY_FRAME, &start);
    end = csheet_below(host, container, start);
  }

  memset(&timing, 0, sizeof timing);
  timing.struct_size = (uint32_t)sizeof timing;
  timing.kind = TRANSHOST_TIMING_CURVE;
  timing.duration = self->settings.duration;
  timing.curve = self->presenting ? TRANSHOST_CURVE_EASE_OUT : TRANSHOST_CURVE_EASE_IN;
  if (host->animation_begin(host, &timing, csheet_slid, self) == TRANSHOST_OK) {
    host->view_set_rect(host, sheet, TRANSHOST_PROPERTY_FRAME, end);
    host->animation_commit(host);
  } else {
    host->view_set_rect(host, sheet, TRANSHOST_PROPERTY_FRAME, end);
    csheet_slid(self, true);
  }
}

static void csheet_animator_destroy(transhost_animator_t *animator) {
  free(csheet_animator_self(animator));
}

static transhost_animator_t *csheet_make_animator(const csheet_settings_t *settings,
                                                  bool presenting) {
  csheet_animator_t *self = (csheet_animator_t *)calloc(1, sizeof *self);
  if (self == NULL) return NULL;
  self->settings = *settings;
  self->presenting = presenting;
  self->base.struct_size = (uint32_t)sizeof(transhost_animator_t);
  self->base.animator_data = self;
  self->base.transition_duration = csheet_duration;
  self->base.animate_transition = csheet_animate;
  self->base.destroy = csheet_animator_destroy;
  return &self->base;
}

/* ------------------------------------------------------------------------ */
/* The presentation controller: the lower half, over a dimming view         */
/* ------------------------------------------------------------------------ */

typedef struct csheet_presentation {
  transhost_presentation_controller_t base;
  csheet_settings_t settings;
  transhost_view_t dimming; /* 0 until the presentation begins, and once it is gone */
} csheet_presentation_t;

static csheet_presentation_t *csheet_presentation_self(
    transhost_presentation_controller_t *controller) {
  return controller == NULL ? NULL : (csheet_presentation_t *)controller->presentation_data;
}

static transhost_rect_t csheet_container_bounds(const transhost_host_t *host,
                                                transhost_presentation_t presentation) {
  transhost_rect_t bounds = { 0.0, 0.0, 0.0, 0.0 };
  transhost_view_t container = host->presentation_container_view(host, presentation);
  if (container != 0) host->view_get_rect(host, container, TRANSHOST_PROPERTY_BOUNDS, &bounds);
  return bounds;
}

static transhost_status csheet_frame(transhost_presentation_controller_t *controller,
                                     transhost_presentation_t presentation,
                                     transhost_rect_t *out_frame) {
  csheet_presentation_t *self = csheet_presentation_self(controller);
  transhost_rect_t bounds;
  if (self == NULL || out_frame == NULL) return TRANSHOST_E_INVALID_ARGUMENT;
  bounds = csheet_container_bounds(self->settings.host, presentation);
  out_frame->x = bounds.x;
  out_frame->y = bounds.y + bounds.height / 2.0;
  out_frame->width = bounds.width;
  out_frame->height = bounds.height / 2.0;
  return TRANSHOST_OK;
}

/* Sets the dimming view's alpha: inside an alongside animation it animates
 * with the transition. */
static void csheet_dim_to(csheet_presentation_t *self, double alpha) {
  const transhost_host_t *host = self->settings.host;
  if (self->dimming != 0)
    host->view_set_double(host, self->dimming, TRANSHOST_PROPERTY_ALPHA, alpha);
}

static void csheet_dim_in(void *user_data, transhost_coordinator_t coordinator) {
  csheet_presentation_t *self = (csheet_presentation_t *)user_data;
  (void)coordinator;
  csheet_dim_to(self, self->settings.dimming);
}

static void csheet_dim_out(void *user_data, transhost_coordinator_t coordinator) {
  (void)coordinator;
  csheet_dim_to((csheet_presentation_t *)user_data, 0.0);
}

/* Fades the dimming view with the running transition, or at once when the
 * presented controller has no coordinator (a transition that is not animated). */
static void csheet_fade(csheet_presentation_t *self, transhost_presentation_t presentation,
                        transhost_coordinator_fn fade) {
  const transhost_host_t *host = self->settings.host;
  transhost_controller_t presented = host->presentation_presented_controller(host, presentation);
  transhost_coordinator_t coordinator = host->controller_transition_coordinator(host, presented);
  if (coordinator == 0 ||
      host->coordinator_animate_alongside(host, coordinator, fade, NULL, self) != TRANSHOST_OK)
    fade(self, 0);
}

static void csheet_remove_dimming(csheet_presentation_t *self) {
  const transhost_host_t *host = self->settings.host;
  if (self->dimming == 0) return;
  host->view_remove_from_superview(host, self->dimming);
  self->dimming = 0;
}

static void csheet_presentation_will_begin(transhost_presentation_controller_t *controller,
                                           transhost_presentation_t presentation) {
  csheet_presentation_t *self = csheet_presentation_self(controller);
  const transhost_host_t *host;
  transhost_view_t container;
  transhost_color_t black = { 0.0, 0.0, 0.0, 1.0 };
  if (self == NULL) return;
  host = self->settings.host;
  container = host->presentation_container_view(host, presentation);
  self->dimming = host->view_create(host, "dimming", csheet_container_bounds(host, presentation));
  if (self->dimming == 0 || container == 0) return;
  host->view_set_color(host, self->dimming, &black);
  host->view_set_double(host, self->dimming, TRANSHOST_PROPERTY_ALPHA, 0.0);
  host->view_insert_subview_at(host, container, self->dimming, 0);
  csheet_fade(self, presentation, csheet_dim_in);
}

static void csheet_presentation_did_end(transhost_presentation_controller_t *controller,
                                        transhost_presentation_t presentation, bool completed) {
  csheet_presentation_t *self = csheet_presentation_self(controller);
  (void)presentation;
  if (self != NULL && !completed) csheet_remove_dimming(self);
}

static void csheet_dismissal_will_begin(transhost_presentation_controller_t *controller,
                                        transhost_presentation_t presentation) {
  csheet_presentation_t *self = csheet_presentation_self(controller);
  if (self != NULL) csheet_fade(self, presentation, csheet_dim_out);
}

static void csheet_dismissal_did_end(transhost_presentation_controller_t *controller,
                                     transhost_presentation_t presentation, bool completed) {
  csheet_presentation_t *self = csheet_presentation_self(controller);
  (void)presentation;
  if (self == NULL) return;
  if (completed) {
    csheet_remove_dimming(self);
  } else {
    csheet_dim_to(self, self->settings.dimming); /* the sheet stays: so does the dimming */
  }
}

/* The container changed size: the dimming view covers it again. */
static void csheet_container_will_layout(transhost_presentation_controller_t *controller,
                                         transhost_presentation_t presentation) {
  csheet_presentation_t *self = csheet_presentation_self(controller);
  if (self == NULL || self->dimming == 0) return;
  self->settings.host->view_set_rect(self->settings.host, self->dimming, TRANSHOST_PROPERTY_FRAME,
                                     csheet_container_bounds(self->settings.host, presentation));
}

static void csheet_presentation_destroy(transhost_presentation_controller_t *controller) {
  free(csheet_presentation_self(controller));
}

static transhost_presentation_controller_t *csheet_make_presentation(
    const csheet_settings_t *settings) {
  csheet_presentation_t *self = (csheet_presentation_t *)calloc(1, sizeof *self);
  if (self == NULL) return NULL;
  self->settings = *settings;
  self->base.struct_size = (uint32_t)sizeof(transhost_presentation_controller_t);
  self->base.presentation_data = self;
  self->base.frame_of_presented_view = csheet_frame;
  self->base.should_remove_presenters_view = NULL;  /* false: the presenter stays behind */
  self->base.should_present_in_fullscreen = NULL;   /* true */
  self->base.presented_view = NULL;                 /* the presented controller's view */
  self->base.presentation_will_begin = csheet_presentation_will_begin;
  self->base.presentation_did_end = csheet_presentation_did_end;
  self->base.dismissal_will_begin = csheet_dismissal_will_begin;
  self->base.dismissal_did_end = csheet_dismissal_did_end;
  self->base.container_will_layout = csheet_container_will_layout;
  self->base.container_did_layout = NULL;
  self->base.destroy = csheet_presentation_destroy;
  return &self->base;
}

/* ------------------------------------------------------------------------ */
/* The transitioning delegate                                               */
/* ------------------------------------------------------------------------ */

typedef struct csheet_delegate {
  transhost_transitioning_delegate_t base;
  csheet_settings_t settings;
} csheet_delegate_t;

static csheet_delegate_t *csheet_delegate_self(transhost_transitioning_delegate_t *delegate) {
  return delegate == NULL ? NULL : (csheet_delegate_t *)delegate->delegate_data;
}

static transhost_animator_t *csheet_for_presented(transhost_transitioning_delegate_t *delegate,
                                                  transhost_controller_t presented,
                                                  transhost_controller_t presenting,
                                                  transhost_controller_t source) {
  csheet_delegate_t *self = csheet_delegate_self(delegate);
  (void)presented;
  (void)presenting;
  (void)source;
  return self == NULL ? NULL : csheet_make_animator(&self->settings, true);
}

static transhost_animator_t *csheet_for_dismissed(transhost_transitioning_delegate_t *delegate,
                                                  transhost_controller_t dismissed) {
  csheet_delegate_t *self = csheet_delegate_self(delegate);
  (void)dismissed;
  return self == NULL ? NULL : csheet_make_animator(&self->settings, false);
}

static transhost_presentation_controller_t *csheet_presentation_for(
    transhost_transitioning_delegate_t *delegate, transhost_controller_t presented,
    transhost_controller_t presenting, transhost_controller_t source) {
  csheet_delegate_t *self = csheet_delegate_self(delegate);
  (void)presented;
  (void)presenting;
  (void)source;
  return self == NULL ? NULL : csheet_make_presentation(&self->settings);
}

static void csheet_delegate_destroy(transhost_transitioning_delegate_t *delegate) {
  free(csheet_delegate_self(delegate));
}

/* ------------------------------------------------------------------------ */
/* Factory                                                                  */
/* ------------------------------------------------------------------------ */

static uint32_t csheet_count(void) {
  return 1;
}

static const transhost_object_descriptor_t *csheet_descriptor_at(uint32_t index) {
  return index == 0 ? &csheet_descriptor : NULL;
}

/* Parameter `name` of `request` when it is a usable number, else `fallback`. */
static double csheet_number(const transhost_request_t *request, const char *name,
                            double fallback) {
  uint32_t i;
  if (!CSHEET_HAS_FIELD(request, transhost_request_t, parameter_count) ||
      request->parameters == NULL)
    return fallback;
  for (i = 0; i < request->parameter_count; i++) {
    const transhost_parameter_value_t *value = &request->parameters[i];
    if (value->name != NULL && strcmp(value->name, name) == 0)
      return isfinite(value->number) && value->number >= 0.0 ? value->number : fallback;
  }
  return fallback;
}

static transhost_status csheet_create_object(const char *id, const transhost_request_t *request,
                                             const transhost_host_t *host, void **out_object) {
  csheet_delegate_t *self;
  if (out_object != NULL) *out_object = NULL;
  if (id == NULL || request == NULL || host == NULL || out_object == NULL)
    return TRANSHOST_E_INVALID_ARGUMENT;
  if (strcmp(id, CSHEET_ID) != 0) return TRANSHOST_E_INVALID_ARGUMENT;
  /* The presentation controller needs the 1.3 callbacks. */
  if (!TRANSHOST_HOST_HAS(host, presentation_presenting_controller)) return TRANSHOST_E_UNSUPPORTED;

  self = (csheet_delegate_t *)calloc(1, sizeof *self);
  if (self == NULL) return TRANSHOST_E_NO_MEMORY;
  self->settings.host = host;
  self->settings.duration = csheet_number(request, "duration", CSHEET_DEFAULT_DURATION);
  self->settings.dimming = csheet_number(request, "dimming", CSHEET_DEFAULT_DIMMING);
  if (self->settings.dimming > 1.0) self->settings.dimming = 1.0;
  self->base.struct_size = (uint32_t)sizeof(transhost_transitioning_delegate_t);
  self->base.delegate_data = self;
  self->base.animator_for_presented = csheet_for_presented;
  self->base.animator_for_dismissed = csheet_for_dismissed;
  self->base.interaction_for_presentation = NULL; /* a script's `interactive` drives it */
  self->base.interaction_for_dismissal = NULL;
  self->base.presentation_controller_for = csheet_presentation_for;
  self->base.destroy = csheet_delegate_destroy;
  *out_object = &self->base;
  return TRANSHOST_OK;
}

static transhost_status csheet_create_controller(const char *id, const char *name,
                                                 const transhost_request_t *request,
                                                 const transhost_host_t *host,
                                                 transhost_controller_t *out_controller) {
  (void)id;
  (void)name;
  (void)request;
  (void)host;
  if (out_controller != NULL) *out_controller = 0;
  return TRANSHOST_E_INVALID_ARGUMENT; /* no view controllers here */
}

static const transhost_object_factory_t csheet_factory = {
  (uint32_t)sizeof(transhost_object_factory_t), /* struct_size */
  0,                                            /* reserved */
  csheet_count,
  csheet_descriptor_at,
  csheet_create_object,
  csheet_create_controller
};

/* ------------------------------------------------------------------------ */
/* Entry                                                                    */
/* ------------------------------------------------------------------------ */

static transhost_status csheet_init(const transhost_host_t *host, const char *plugin_path) {
  (void)plugin_path;
  return host == NULL ? TRANSHOST_E_INVALID_ARGUMENT : TRANSHOST_OK;
}

static void csheet_deinit(void) {
}

static const void *csheet_get_factory(const char *factory_id) {
  if (factory_id != NULL && strcmp(factory_id, TRANSHOST_OBJECT_FACTORY_ID) == 0)
    return &csheet_factory;
  return NULL;
}

static const transhost_entry_t csheet_entry = {
  (uint32_t)sizeof(transhost_entry_t), /* struct_size */
  TRANSHOST_ABI_MAJOR,                 /* abi_major */
  TRANSHOST_ABI_MINOR,                 /* abi_minor */
  3,                                   /* required_host_minor: objects only (see OBJECTS) */
  CSHEET_COMPILER,                     /* built_with */
  csheet_init,
  csheet_deinit,
  csheet_get_factory
};

TRANSHOST_EXPORT const transhost_entry_t *transhost_entry_v1(void) {
  return &csheet_entry;
}
