/* A transhost animator in plain C: fades the presented view in and out.
 * Build: gcc -std=c99 -shared -fPIC -I <transhost>/Sources/CTransitionABI/include \
 *            -o libfade.so fade.c */
#include <stdlib.h>
#include <string.h>

#include "transhost.h"

typedef struct fade {
  transhost_animator_t base; /* first, so a transhost_animator_t* is a fade* */
  const transhost_host_t *host;
  transhost_context_t ctx;
  transhost_view_t view; /* the view being faded */
  double duration;
} fade;

static double fade_duration(transhost_animator_t *self, transhost_context_t ctx) {
  (void)ctx;
  return ((fade *)self)->duration;
}

static void fade_done(void *data, bool finished) {
  fade *self = data;
  const transhost_host_t *h = self->host;
  bool cancelled = h->context_transition_was_cancelled(h, self->ctx);
  (void)finished;
  /* A cancelled transition leaves its views as they were: undo the fade. */
  if (cancelled) h->view_set_double(h, self->view, TRANSHOST_PROPERTY_ALPHA, 1.0);
  h->context_complete_transition(h, self->ctx, !cancelled);
}

static void fade_animate(transhost_animator_t *base, transhost_context_t ctx) {
  fade *self = (fade *)base;
  const transhost_host_t *h = self->host;
  transhost_view_t to = h->context_view(h, ctx, TRANSHOST_KEY_TO);
  transhost_view_t from = h->context_view(h, ctx, TRANSHOST_KEY_FROM);
  bool presenting = h->context_operation(h, ctx) == TRANSHOST_OPERATION_PRESENT;
  transhost_timing_t timing;
  memset(&timing, 0, sizeof timing);
  timing.struct_size = sizeof timing;
  timing.kind = TRANSHOST_TIMING_CURVE;
  timing.curve = TRANSHOST_CURVE_EASE_IN_OUT;
  timing.duration = self->duration;
  self->ctx = ctx;
  if (presenting && to) {
    transhost_rect_t frame;
    h->context_final_frame(h, ctx, h->context_view_controller(h, ctx, TRANSHOST_KEY_TO), &frame);
    h->view_add_subview(h, h->context_container_view(h, ctx), to);
    h->view_set_rect(h, to, TRANSHOST_PROPERTY_FRAME, frame);
    h->view_set_double(h, to, TRANSHOST_PROPERTY_ALPHA, 0.0);
    self->view = to;
    h->animation_begin(h, &timing, fade_done, self);
    h->view_set_double(h, to, TRANSHOST_PROPERTY_ALPHA, 1.0);
    h->animation_commit(h);
  } else if (!presenting && from) {
    self->view = from;
    h->animation_begin(h, &timing, fade_done, self);
    h->view_set_double(h, from, TRANSHOST_PROPERTY_ALPHA, 0.0);
    h->animation_commit(h);
  } else {
    h->context_complete_transition(h, ctx, !h->context_transition_was_cancelled(h, ctx));
  }
}

static void fade_destroy(transhost_animator_t *self) { free(self); }

static const transhost_style styles[] = {TRANSHOST_STYLE_CUSTOM, TRANSHOST_STYLE_OVER_FULL_SCREEN};
static const transhost_parameter_t parameters[] = {
    {sizeof(transhost_parameter_t), TRANSHOST_PARAMETER_NUMBER, "duration", "0.3",
     "Seconds the fade takes.", NULL, 0.0, 10.0}};
static const transhost_descriptor_t descriptor = {
    sizeof(transhost_descriptor_t), 0, "com.example.c-fade", "C Fade Example", "1.0.0",
    "Example Inc.", "Fades the presented view in and out.", styles, 2,
    TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_PRESENT) |
        TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_DISMISS),
    true, 0.3, parameters, 1,
    0,                         /* padding */
    TRANSHOST_RANK_SECONDARY}; /* serves custom by default, never in place of UIKit's cover */

static uint32_t count(void) { return 1; }
static const transhost_descriptor_t *describe(uint32_t i) { return i == 0 ? &descriptor : NULL; }

static transhost_status create(const char *id, const transhost_request_t *request,
                               const transhost_host_t *host, transhost_animator_t **out) {
  fade *self;
  uint32_t i;
  if (strcmp(id, descriptor.id) != 0) return TRANSHOST_E_INVALID_ARGUMENT;
  if (!(self = calloc(1, sizeof *self))) return TRANSHOST_E_NO_MEMORY;
  self->base.struct_size = sizeof self->base;
  self->base.transition_duration = fade_duration;
  self->base.animate_transition = fade_animate;
  self->base.destroy = fade_destroy;
  self->host = host;
  self->duration = 0.3;
  for (i = 0; i < request->parameter_count; i++)
    if (strcmp(request->parameters[i].name, "duration") == 0)
      self->duration = request->parameters[i].number;
  *out = &self->base;
  return TRANSHOST_OK;
}

static const transhost_animator_factory_t factory = {
    sizeof factory, 0, count, describe, create};

static transhost_status init(const transhost_host_t *host, const char *path) {
  (void)host;
  (void)path;
  return TRANSHOST_OK;
}
static void deinit(void) {}
static const void *get_factory(const char *id) {
  return strcmp(id, TRANSHOST_ANIMATOR_FACTORY_ID) == 0 ? &factory : NULL;
}

static const transhost_entry_t entry = {
    sizeof entry, TRANSHOST_ABI_MAJOR, TRANSHOST_ABI_MINOR, 0, "gcc", init, deinit, get_factory};

TRANSHOST_EXPORT const transhost_entry_t *transhost_entry_v1(void) { return &entry; }
