/*
 * scenarios.c -- the plugin halves of transhost-bench's ABI scenarios, in plain
 * C99 against transhost.h. Each object is the twin, call for call, of a
 * scenario the harness also runs built in (Sources/transhost-bench):
 *
 *   org.transhost.bench.pan-dismiss     a transitioning delegate (BuiltinPanDismiss.swift):
 *                                       a slide animator both ways, a pan recognizer
 *                                       on the presented view whose action dismisses
 *                                       interactively, and a percent-driven
 *                                       interaction controller for that dismissal.
 *   org.transhost.bench.basic-shadow    a transitioning delegate (BuiltinBasicShadow.swift)
 *                                       returning an animator of explicit layer
 *                                       animations (CABasicAnimation) on position,
 *                                       opacity, shadowOpacity and shadowRadius of a
 *                                       rounded card with a shadow.
 *   org.transhost.bench.card-controller a view controller (BuiltinCardController in
 *                                       ViewControllerBenchmarks.swift) whose view
 *                                       hierarchy is made in viewDidLoad.
 *
 * Only the harness builds it (with gcc, into its temporary directory); it is
 * not one of the bundled plugins. Every object has rank NONE.
 */
#include "transhost.h"

#include <stdlib.h>
#include <string.h>

#define BENCH_PAN_ID "org.transhost.bench.pan-dismiss"
#define BENCH_SHADOW_ID "org.transhost.bench.basic-shadow"
#define BENCH_CARD_ID "org.transhost.bench.card-controller"
#define BENCH_DURATION 0.35
/* Downward speed (points per second) past which a released drag dismisses. */
#define BENCH_DISMISSING_VELOCITY 500.0
#define BENCH_SHADOW_OPACITY 0.3
#define BENCH_SHADOW_RADIUS 16.0

/* ------------------------------------------------------------------------ */
/* Descriptors                                                              */
/* ------------------------------------------------------------------------ */

static const transhost_style bench_custom[] = { TRANSHOST_STYLE_CUSTOM };

static const transhost_object_descriptor_t bench_descriptors[] = {
  {
    (uint32_t)sizeof(transhost_object_descriptor_t), TRANSHOST_OBJECT_TRANSITIONING_DELEGATE,
    BENCH_PAN_ID, "Bench pan dismiss", "1.0.0", "transhost",
    "A slide presented, dismissed by a pan through a percent-driven interactor.",
    bench_custom, 1,
    TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_PRESENT) |
        TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_DISMISS),
    NULL, 0, TRANSHOST_RANK_NONE
  },
  {
    (uint32_t)sizeof(transhost_object_descriptor_t), TRANSHOST_OBJECT_TRANSITIONING_DELEGATE,
    BENCH_SHADOW_ID, "Bench basic shadow", "1.0.0", "transhost",
    "A rounded card with a shadow, moved by explicit layer animations.",
    bench_custom, 1,
    TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_PRESENT) |
        TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_DISMISS),
    NULL, 0, TRANSHOST_RANK_NONE
  },
  {
    (uint32_t)sizeof(transhost_object_descriptor_t), TRANSHOST_OBJECT_VIEW_CONTROLLER,
    BENCH_CARD_ID, "Bench card controller", "1.0.0", "transhost",
    "An image and a caption, made in viewDidLoad.",
    NULL, 0, 0, NULL, 0, TRANSHOST_RANK_NONE
  }
};

#define BENCH_OBJECT_COUNT (sizeof bench_descriptors / sizeof bench_descriptors[0])

/* ------------------------------------------------------------------------ */
/* The slide (BuiltinSlideUp): up from below the container, and back down   */
/* ------------------------------------------------------------------------ */

/* Both animators' instance: the host to call and the transition it runs. */
typedef struct bench_animator {
  transhost_animator_t base;
  const transhost_host_t *host;
  transhost_context_t ctx;
} bench_animator_t;

static double bench_duration(transhost_animator_t *animator, transhost_context_t ctx) {
  (void)animator;
  (void)ctx;
  return BENCH_DURATION;
}

/* Ends the transition as UIKit's completion block does: cancelled when the
 * interaction cancelled it. `self` may be freed inside the call. */
static void bench_complete(const transhost_host_t *host, transhost_context_t ctx) {
  host->context_complete_transition(host, ctx, !host->context_transition_was_cancelled(host, ctx));
}

static void bench_slid(void *user_data, bool finished) {
  bench_animator_t *self = (bench_animator_t *)user_data;
  (void)finished;
  bench_complete(self->host, self->ctx);
}

static void bench_slide_animate(transhost_animator_t *animator, transhost_context_t ctx) {
  bench_animator_t *self = (bench_animator_t *)animator->animator_data;
  const transhost_host_t *host = self->host;
  bool presenting = host->context_operation(host, ctx) == TRANSHOST_OPERATION_PRESENT;
  transhost_view_t container = host->context_container_view(host, ctx);
  transhost_view_t view =
      host->context_view(host, ctx, presenting ? TRANSHOST_KEY_TO : TRANSHOST_KEY_FROM);
  transhost_rect_t bounds = { 0.0, 0.0, 0.0, 0.0 }, end, start;
  transhost_timing_t timing;
  self->ctx = ctx;
  if (view == 0) {
    bench_complete(host, ctx);
    return;
  }
  host->view_get_rect(host, container, TRANSHOST_PROPERTY_BOUNDS, &bounds);
  if (presenting) {
    host->context_final_frame(
        host, ctx, host->context_view_controller(host, ctx, TRANSHOST_KEY_TO), &end);
    start = end;
    start.y += bounds.height;
    host->view_add_subview(host, container, view);
    host->view_set_rect(host, view, TRANSHOST_PROPERTY_FRAME, start);
  } else {
    host->view_get_rect(host, view, TRANSHOST_PROPERTY_FRAME, &start);
    end = start;
    end.y += bounds.height;
  }
  memset(&timing, 0, sizeof timing);
  timing.struct_size = (uint32_t)sizeof timing;
  timing.kind = TRANSHOST_TIMING_CURVE;
  timing.duration = BENCH_DURATION;
  timing.curve = presenting ? TRANSHOST_CURVE_EASE_OUT : TRANSHOST_CURVE_EASE_IN;
  if (host->animation_begin(host, &timing, bench_slid, self) == TRANSHOST_OK) {
    host->view_set_rect(host, view, TRANSHOST_PROPERTY_FRAME, end);
    host->animation_commit(host);
  } else {
    host->view_set_rect(host, view, TRANSHOST_PROPERTY_FRAME, end);
    bench_complete(host, ctx);
  }
}

static void bench_free_animator(transhost_animator_t *animator) {
  free(animator->animator_data);
}

/* A new animator whose animate_transition is `animate`. */
static transhost_animator_t *bench_make_animator(const transhost_host_t *host,
                                                 void (*animate)(transhost_animator_t *,
                                                                 transhost_context_t)) {
  bench_animator_t *self = (bench_animator_t *)calloc(1, sizeof *self);
  if (self == NULL) return NULL;
  self->host = host;
  self->base.struct_size = (uint32_t)sizeof(transhost_animator_t);
  self->base.animator_data = self;
  self->base.transition_duration = bench_duration;
  self->base.animate_transition = animate;
  self->base.destroy = bench_free_animator;
  return &self->base;
}

/* ------------------------------------------------------------------------ */
/* Pan to dismiss                                                           */
/* ------------------------------------------------------------------------ */

/* Both delegates' state; only the pan delegate uses the drag's fields. */
typedef struct bench_delegate {
  transhost_transitioning_delegate_t base;
  const transhost_host_t *host;
  transhost_controller_t presented; /* the controller the pan dismisses */
  transhost_gesture_t pan;          /* 0 until the first presentation */
  bool dragging;                    /* a drag started the running dismissal */
  double percent;
  transhost_context_t ctx; /* the dismissal the drag drives, once started */
} bench_delegate_t;

/* The interaction controller of one drag; the host destroys it. */
typedef struct bench_pan_interaction {
  transhost_interaction_controller_t base;
  bench_delegate_t *delegate;
} bench_pan_interaction_t;

static void bench_pan_started(transhost_interaction_controller_t *interaction,
                              transhost_context_t ctx) {
  bench_delegate_t *delegate = ((bench_pan_interaction_t *)interaction)->delegate;
  delegate->ctx = ctx;
}

static void bench_pan_interaction_destroy(transhost_interaction_controller_t *interaction) {
  free(interaction);
}

static void bench_pan_action(void *user_data, transhost_gesture_t gesture) {
  bench_delegate_t *self = (bench_delegate_t *)user_data;
  const transhost_host_t *host = self->host;
  double state = 0.0;
  transhost_point_t moved = { 0.0, 0.0 };
  transhost_rect_t bounds = { 0.0, 0.0, 0.0, 0.0 };
  host->gesture_get_value(host, gesture, TRANSHOST_GESTURE_VALUE_STATE, &state);
  switch ((int)state) {
  case TRANSHOST_GESTURE_STATE_BEGAN:
    self->dragging = true;
    self->percent = 0.0;
    self->ctx = 0;
    host->controller_dismiss(host, self->presented, true, NULL, NULL);
    break;
  case TRANSHOST_GESTURE_STATE_CHANGED:
    host->view_get_rect(host, host->controller_view(host, self->presented),
                        TRANSHOST_PROPERTY_BOUNDS, &bounds);
    host->gesture_translation(host, gesture, 0, &moved);
    self->percent = moved.y / (bounds.height > 1.0 ? bounds.height : 1.0);
    if (self->percent < 0.0) self->percent = 0.0;
    if (self->percent > 1.0) self->percent = 1.0;
    if (self->ctx != 0) host->context_update_interactive(host, self->ctx, self->percent);
    break;
  case TRANSHOST_GESTURE_STATE_ENDED:
    host->gesture_velocity(host, gesture, 0, &moved);
    if (self->ctx != 0) {
      if (moved.y > BENCH_DISMISSING_VELOCITY || self->percent > 0.5)
        host->context_finish_interactive(host, self->ctx);
      else
        host->context_cancel_interactive(host, self->ctx);
    }
    self->dragging = false;
    self->ctx = 0;
    break;
  case TRANSHOST_GESTURE_STATE_CANCELLED:
  case TRANSHOST_GESTURE_STATE_FAILED:
    if (self->ctx != 0) host->context_cancel_interactive(host, self->ctx);
    self->dragging = false;
    self->ctx = 0;
    break;
  default:
    break;
  }
}

static transhost_animator_t *bench_pan_for_presented(transhost_transitioning_delegate_t *delegate,
                                                     transhost_controller_t presented,
                                                     transhost_controller_t presenting,
                                                     transhost_controller_t source) {
  bench_delegate_t *self = (bench_delegate_t *)delegate->delegate_data;
  const transhost_host_t *host = self->host;
  (void)presenting;
  (void)source;
  /* The pan goes on the presented view once, as an app adds it in viewDidLoad. */
  if (self->pan == 0) {
    self->presented = presented;
    self->pan = host->gesture_create(host, TRANSHOST_GESTURE_PAN);
    if (self->pan != 0) {
      host->gesture_attach(host, self->pan, host->controller_view(host, presented));
      host->gesture_add_action(host, self->pan, bench_pan_action, self, "handlePan:");
    }
  }
  return bench_make_animator(host, bench_slide_animate);
}

static transhost_animator_t *bench_pan_for_dismissed(transhost_transitioning_delegate_t *delegate,
                                                     transhost_controller_t dismissed) {
  bench_delegate_t *self = (bench_delegate_t *)delegate->delegate_data;
  (void)dismissed;
  return bench_make_animator(self->host, bench_slide_animate);
}

static transhost_interaction_controller_t *bench_pan_interaction_for_dismissal(
    transhost_transitioning_delegate_t *delegate, transhost_animator_t *animator) {
  bench_delegate_t *self = (bench_delegate_t *)delegate->delegate_data;
  bench_pan_interaction_t *interaction;
  (void)animator;
  if (!self->dragging) return NULL;
  interaction = (bench_pan_interaction_t *)calloc(1, sizeof *interaction);
  if (interaction == NULL) return NULL;
  interaction->delegate = self;
  interaction->base.struct_size = (uint32_t)sizeof(transhost_interaction_controller_t);
  interaction->base.percent_driven = true;
  interaction->base.interaction_data = interaction;
  interaction->base.start_interactive_transition = bench_pan_started;
  interaction->base.destroy = bench_pan_interaction_destroy;
  return &interaction->base;
}

static void bench_free_delegate(transhost_transitioning_delegate_t *delegate) {
  free(delegate->delegate_data);
}

/* A new delegate answering with these members (interaction may be NULL). */
static void *bench_make_delegate(
    const transhost_host_t *host,
    transhost_animator_t *(*for_presented)(transhost_transitioning_delegate_t *,
                                           transhost_controller_t, transhost_controller_t,
                                           transhost_controller_t),
    transhost_animator_t *(*for_dismissed)(transhost_transitioning_delegate_t *,
                                           transhost_controller_t),
    transhost_interaction_controller_t *(*interaction)(transhost_transitioning_delegate_t *,
                                                       transhost_animator_t *)) {
  bench_delegate_t *self = (bench_delegate_t *)calloc(1, sizeof *self);
  if (self == NULL) return NULL;
  self->host = host;
  self->base.struct_size = (uint32_t)sizeof(transhost_transitioning_delegate_t);
  self->base.delegate_data = self;
  self->base.animator_for_presented = for_presented;
  self->base.animator_for_dismissed = for_dismissed;
  self->base.interaction_for_dismissal = interaction;
  self->base.destroy = bench_free_delegate;
  return &self->base;
}

/* ------------------------------------------------------------------------ */
/* Basic shadow: explicit layer animations of a card with a shadow          */
/* ------------------------------------------------------------------------ */

static void bench_shadow_stopped(void *user_data, bool finished) {
  bench_animator_t *self = (bench_animator_t *)user_data;
  (void)finished;
  bench_complete(self->host, self->ctx);
}

/* A CABasicAnimation of `key_path` from `from` to `to` (lane_count lanes). */
static void bench_basic(transhost_layer_animation_t *animation, const char *key_path,
                        uint32_t lane_count, const double *from, const double *to,
                        transhost_media_timing_function_t curve) {
  memset(animation, 0, sizeof *animation);
  animation->struct_size = (uint32_t)sizeof *animation;
  animation->kind = TRANSHOST_ANIMATION_BASIC;
  animation->key_path = key_path;
  animation->lane_count = lane_count;
  animation->value_flags = TRANSHOST_ANIMATION_HAS_FROM | TRANSHOST_ANIMATION_HAS_TO;
  memcpy(animation->from_value, from, lane_count * sizeof(double));
  memcpy(animation->to_value, to, lane_count * sizeof(double));
  animation->duration = BENCH_DURATION;
  animation->speed = 1.0;
  animation->removed_on_completion = true;
  animation->has_timing_function = true;
  animation->timing_function = curve;
}

static void bench_shadow_animate(transhost_animator_t *animator, transhost_context_t ctx) {
  static const transhost_media_timing_function_t ease_in_out = { 0.42, 0.0, 0.58, 1.0 };
  static const transhost_media_timing_function_t ease_out = { 0.0, 0.0, 0.58, 1.0 };
  static const transhost_media_timing_function_t ease_in = { 0.42, 0.0, 1.0, 1.0 };
  static const double black[5] = { 0.0, 0.0, 0.0, 1.0, 1.0 };
  static const double offset[2] = { 0.0, 8.0 };
  bench_animator_t *self = (bench_animator_t *)animator->animator_data;
  const transhost_host_t *host = self->host;
  bool presenting = host->context_operation(host, ctx) == TRANSHOST_OPERATION_PRESENT;
  transhost_view_t container = host->context_container_view(host, ctx);
  transhost_view_t view =
      host->context_view(host, ctx, presenting ? TRANSHOST_KEY_TO : TRANSHOST_KEY_FROM);
  transhost_rect_t bounds = { 0.0, 0.0, 0.0, 0.0 }, final;
  transhost_point_t center = { 0.0, 0.0 };
  transhost_layer_animation_t animation;
  double from = presenting ? 0.0 : 1.0, to = presenting ? 1.0 : 0.0, shown = to;
  double a[2], b[2], low[2];
  self->ctx = ctx;
  if (view == 0) {
    bench_complete(host, ctx);
    return;
  }
  host->view_get_rect(host, container, TRANSHOST_PROPERTY_BOUNDS, &bounds);
  if (presenting) {
    host->view_add_subview(host, container, view);
    host->context_final_frame(
        host, ctx, host->context_view_controller(host, ctx, TRANSHOST_KEY_TO), &final);
    host->view_set_rect(host, view, TRANSHOST_PROPERTY_FRAME, final);
    host->view_set_double(host, view, TRANSHOST_PROPERTY_CORNER_RADIUS, 16.0);
    host->view_set_values(host, view, TRANSHOST_PROPERTY_SHADOW_COLOR, black, 5);
    host->view_set_values(host, view, TRANSHOST_PROPERTY_SHADOW_OFFSET, offset, 2);
  }
  host->view_get_point(host, view, TRANSHOST_PROPERTY_CENTER, &center);
  low[0] = center.x;
  low[1] = center.y + bounds.height / 4.0;
  a[0] = from;
  b[0] = to;
  bench_basic(&animation, "opacity", 1, a, b, ease_in_out);
  host->layer_add_animation(host, view, "opacity", &animation);
  a[0] = from * BENCH_SHADOW_OPACITY;
  b[0] = to * BENCH_SHADOW_OPACITY;
  bench_basic(&animation, "shadowOpacity", 1, a, b, ease_in_out);
  host->layer_add_animation(host, view, "shadowOpacity", &animation);
  a[0] = from * BENCH_SHADOW_RADIUS;
  b[0] = to * BENCH_SHADOW_RADIUS;
  bench_basic(&animation, "shadowRadius", 1, a, b, ease_in_out);
  host->layer_add_animation(host, view, "shadowRadius", &animation);
  a[0] = center.x;
  a[1] = center.y;
  bench_basic(&animation, "position", 2, presenting ? low : a, presenting ? a : low,
              presenting ? ease_out : ease_in);
  animation.did_stop = bench_shadow_stopped;
  animation.delegate_data = self;
  /* The model ends where the animations end: shown on presentation, faded on
   * dismissal. The animations change only what is shown. */
  host->view_set_double(host, view, TRANSHOST_PROPERTY_ALPHA, shown);
  b[0] = shown * BENCH_SHADOW_OPACITY;
  host->view_set_values(host, view, TRANSHOST_PROPERTY_SHADOW_OPACITY, b, 1);
  b[0] = shown * BENCH_SHADOW_RADIUS;
  host->view_set_values(host, view, TRANSHOST_PROPERTY_SHADOW_RADIUS, b, 1);
  if (!presenting) {
    transhost_point_t moved = { low[0], low[1] };
    host->view_set_point(host, view, TRANSHOST_PROPERTY_CENTER, moved);
  }
  if (host->layer_add_animation(host, view, "position", &animation) != TRANSHOST_OK)
    bench_complete(host, ctx);
}

static transhost_animator_t *bench_shadow_for_presented(
    transhost_transitioning_delegate_t *delegate, transhost_controller_t presented,
    transhost_controller_t presenting, transhost_controller_t source) {
  (void)presented;
  (void)presenting;
  (void)source;
  return bench_make_animator(((bench_delegate_t *)delegate->delegate_data)->host, bench_shadow_animate);
}

static transhost_animator_t *bench_shadow_for_dismissed(
    transhost_transitioning_delegate_t *delegate, transhost_controller_t dismissed) {
  (void)dismissed;
  return bench_make_animator(((bench_delegate_t *)delegate->delegate_data)->host, bench_shadow_animate);
}


/* ------------------------------------------------------------------------ */
/* The card controller: its views made in viewDidLoad                        */
/* ------------------------------------------------------------------------ */

typedef struct bench_card {
  transhost_view_controller_t base;
  const transhost_host_t *host;
} bench_card_t;

static void bench_card_did_load(transhost_view_controller_t *instance,
                                transhost_controller_t controller) {
  const transhost_host_t *host = ((bench_card_t *)instance->controller_data)->host;
  transhost_view_t view = host->controller_view(host, controller);
  transhost_color_t dark = { 0.11, 0.11, 0.12, 1.0 };
  transhost_rect_t image = { 0.0, 200.0, 390.0, 292.0 };
  transhost_rect_t caption = { 16.0, 510.0, 358.0, 40.0 };
  host->view_set_color(host, view, &dark);
  host->view_add_subview(host, view, host->view_create(host, "image", image));
  host->view_add_subview(host, view, host->view_create(host, "caption", caption));
}

static void bench_card_destroy(transhost_view_controller_t *instance) {
  free(instance->controller_data);
}

/* ------------------------------------------------------------------------ */
/* Factory and entry                                                        */
/* ------------------------------------------------------------------------ */

static uint32_t bench_count(void) {
  return (uint32_t)BENCH_OBJECT_COUNT;
}

static const transhost_object_descriptor_t *bench_descriptor_at(uint32_t index) {
  return index < BENCH_OBJECT_COUNT ? &bench_descriptors[index] : NULL;
}

static transhost_status bench_create_object(const char *id, const transhost_request_t *request,
                                            const transhost_host_t *host, void **out_object) {
  if (out_object != NULL) *out_object = NULL;
  if (id == NULL || request == NULL || host == NULL || out_object == NULL)
    return TRANSHOST_E_INVALID_ARGUMENT;
  if (strcmp(id, BENCH_PAN_ID) == 0) {
    if (!TRANSHOST_HOST_HAS(host, gesture_create)) return TRANSHOST_E_UNSUPPORTED;
    *out_object = bench_make_delegate(host, bench_pan_for_presented, bench_pan_for_dismissed,
                                      bench_pan_interaction_for_dismissal);
  } else if (strcmp(id, BENCH_SHADOW_ID) == 0) {
    if (!TRANSHOST_HOST_HAS(host, layer_add_animation)) return TRANSHOST_E_UNSUPPORTED;
    *out_object = bench_make_delegate(host, bench_shadow_for_presented,
                                      bench_shadow_for_dismissed, NULL);
  } else {
    return TRANSHOST_E_INVALID_ARGUMENT;
  }
  return *out_object == NULL ? TRANSHOST_E_NO_MEMORY : TRANSHOST_OK;
}

static transhost_status bench_create_controller(const char *id, const char *name,
                                                const transhost_request_t *request,
                                                const transhost_host_t *host,
                                                transhost_controller_t *out_controller) {
  bench_card_t *self;
  (void)request;
  if (out_controller != NULL) *out_controller = 0;
  if (id == NULL || host == NULL || out_controller == NULL || strcmp(id, BENCH_CARD_ID) != 0)
    return TRANSHOST_E_INVALID_ARGUMENT;
  self = (bench_card_t *)calloc(1, sizeof *self);
  if (self == NULL) return TRANSHOST_E_NO_MEMORY;
  self->host = host;
  self->base.struct_size = (uint32_t)sizeof(transhost_view_controller_t);
  self->base.controller_data = self;
  self->base.view_did_load = bench_card_did_load;
  self->base.destroy = bench_card_destroy;
  *out_controller = host->controller_create(host, name, &self->base);
  if (*out_controller == 0) {
    free(self);
    return TRANSHOST_E_BAD_STATE;
  }
  return TRANSHOST_OK;
}

static const transhost_object_factory_t bench_factory = {
  (uint32_t)sizeof(transhost_object_factory_t), 0, bench_count, bench_descriptor_at,
  bench_create_object, bench_create_controller
};

static transhost_status bench_init(const transhost_host_t *host, const char *plugin_path) {
  (void)plugin_path;
  return host == NULL ? TRANSHOST_E_INVALID_ARGUMENT : TRANSHOST_OK;
}

static void bench_deinit(void) {
}

static const void *bench_get_factory(const char *factory_id) {
  if (factory_id != NULL && strcmp(factory_id, TRANSHOST_OBJECT_FACTORY_ID) == 0)
    return &bench_factory;
  return NULL;
}

static const transhost_entry_t bench_entry = {
  (uint32_t)sizeof(transhost_entry_t), TRANSHOST_ABI_MAJOR, TRANSHOST_ABI_MINOR,
  6, /* required_host_minor: gestures (1.6) */
  "C99", bench_init, bench_deinit, bench_get_factory
};

TRANSHOST_EXPORT const transhost_entry_t *transhost_entry_v1(void) {
  return &bench_entry;
}
