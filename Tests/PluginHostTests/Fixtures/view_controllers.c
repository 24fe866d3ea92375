/*
 * The app's own view controllers, defined in a C plugin (ABI 1.3), for the bridge's
 * controller tests. The object factory serves five view controller ids:
 *
 *   org.fixture.card       load_view builds "card.root" with a subview "badge" and sets
 *                          it; view_did_load sets modalPresentationStyle custom; every
 *                          appearance callback and destroy is logged.
 *   org.fixture.misuse     view_did_load calls the controller callbacks wrongly (set_view
 *                          outside load_view, a bad setting, a bad style, a read-only
 *                          setting, a stale handle, a call from another thread) and logs
 *                          the statuses.
 *   org.fixture.presenter  a card whose view_did_appear makes another card with
 *                          controller_create and presents it (controller_present), and
 *                          whose completion logs.
 *   org.fixture.stacker    a card whose view_did_appear presents a card "middle"; that
 *                          presentation's completion presents a card "top" from middle,
 *                          and that one's completion calls controller_dismiss on the
 *                          stacker (lower in the stack) and logs, as does the
 *                          dismissal's completion.
 *   org.fixture.nothing    create_controller returns TRANSHOST_OK and no controller.
 *   org.fixture.foreign    create_controller returns controller 1, which it did not make.
 *
 * The animator org.fixture.vc-cast casts the context's controllers the way
 * `fromVC as? ZoomSource` does: controller_instance, then its own data. Every
 * instance comes from a static pool and is never freed.
 */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "transhost.h"

enum { CARD_MAGIC = 0x43415244 };

typedef struct card {
  transhost_view_controller_t base;
  const transhost_host_t *host;
  unsigned magic;
  int number;
  int mode; /* 0 card, 1 misuse, 2 presenter, 3 stacker */
  transhost_view_t badge;
} card;

static card card_pool[16];
static unsigned card_used = 0;
static const transhost_host_t *plugin_host;

static void say(const transhost_host_t *host, const char *text) {
  host->log(host, TRANSHOST_LOG_INFO, text);
}

static void sayf2(const transhost_host_t *host, const char *format, const char *a, long long b) {
  char line[240];
  snprintf(line, sizeof line, format, a, b);
  say(host, line);
}

static const char *name_of(const card *self, transhost_controller_t controller) {
  return self->host->controller_name(self->host, controller);
}

static void card_load_view(transhost_view_controller_t *instance, transhost_controller_t controller) {
  card *self = (card *)instance;
  const transhost_host_t *host = self->host;
  transhost_rect_t frame = {0, 422, 390, 422};
  transhost_rect_t badge_frame = {16, 16, 40, 40};
  transhost_view_t root = host->view_create(host, "card.root", frame);
  self->badge = host->view_create(host, "badge", badge_frame);
  host->view_add_subview(host, root, self->badge);
  sayf2(host, "%s load_view: set_view %lld", name_of(self, controller),
        (long long)host->controller_set_view(host, controller, root));
}

typedef struct stray_call {
  const transhost_host_t *host;
  transhost_controller_t controller;
  bool loaded;
  transhost_status status;
} stray_call;

static void *stray_thread(void *argument) {
  stray_call *call = (stray_call *)argument;
  call->loaded = call->host->controller_is_view_loaded(call->host, call->controller);
  call->status = call->host->controller_set_setting(
      call->host, call->controller, TRANSHOST_CONTROLLER_MODAL_PRESENTATION_STYLE,
      TRANSHOST_STYLE_CUSTOM);
  return NULL;
}

static void misuse(card *self, transhost_controller_t controller) {
  const transhost_host_t *host = self->host;
  transhost_rect_t frame = {0, 0, 10, 10};
  transhost_view_t other = host->view_create(host, "other", frame);
  stray_call call;
  pthread_t thread;
  char line[240];
  int64_t value;
  transhost_status status;
  sayf2(host, "%s set_view outside load_view: %lld", "misuse",
        (long long)host->controller_set_view(host, controller, other));
  value = host->controller_get_setting(host, controller, 99);
  status = host->last_status(host);
  snprintf(line, sizeof line, "get_setting 99: %lld, last_status %d", (long long)value, (int)status);
  say(host, line);
  sayf2(host, "%s set_setting 99: %lld", "misuse",
        (long long)host->controller_set_setting(host, controller, 99, 0));
  sayf2(host, "%s set style 42: %lld", "misuse",
        (long long)host->controller_set_setting(
            host, controller, TRANSHOST_CONTROLLER_MODAL_PRESENTATION_STYLE, 42));
  sayf2(host, "%s set isBeingPresented: %lld", "misuse",
        (long long)host->controller_set_setting(
            host, controller, TRANSHOST_CONTROLLER_IS_BEING_PRESENTED, 1));
  sayf2(host, "%s stale handle: %lld", "misuse",
        (long long)host->controller_set_setting(
            host, 987654, TRANSHOST_CONTROLLER_MODAL_PRESENTATION_STYLE, 0));
  memset(&call, 0, sizeof call);
  call.host = host;
  call.controller = controller;
  if (pthread_create(&thread, NULL, stray_thread, &call) == 0) pthread_join(thread, NULL);
  snprintf(line, sizeof line, "from another thread: is_view_loaded %d, set_setting %d",
           (int)call.loaded, (int)call.status);
  say(host, line);
  sayf2(host, "%s style still %lld", "misuse",
        (long long)host->controller_get_setting(
            host, controller, TRANSHOST_CONTROLLER_MODAL_PRESENTATION_STYLE));
}

static void card_did_load(transhost_view_controller_t *instance, transhost_controller_t controller) {
  card *self = (card *)instance;
  const transhost_host_t *host = self->host;
  if (self->mode == 1) {
    misuse(self, controller);
    return;
  }
  host->controller_set_setting(host, controller, TRANSHOST_CONTROLLER_MODAL_PRESENTATION_STYLE,
                               TRANSHOST_STYLE_CUSTOM);
  sayf2(host, "%s view_did_load: style %lld", name_of(self, controller),
        (long long)host->controller_get_setting(
            host, controller, TRANSHOST_CONTROLLER_MODAL_PRESENTATION_STYLE));
}

static card *make_card(const transhost_host_t *host, int mode);

static void presented_done(void *user_data, bool finished) {
  card *self = (card *)user_data;
  sayf2(self->host, "%s presented, finished %lld", "presenter", (long long)finished);
}

/* The stacker's controller, dismissed once the stack is up, and the middle card's. */
static transhost_controller_t stack_bottom = 0;
static transhost_controller_t stack_middle = 0;

static void stack_dismissed(void *user_data, bool finished) {
  card *self = (card *)user_data;
  sayf2(self->host, "%s dismissed, finished %lld", "stack", (long long)finished);
}

static void top_presented(void *user_data, bool finished) {
  card *self = (card *)user_data;
  const transhost_host_t *host = self->host;
  sayf2(host, "%s presented, finished %lld", "top", (long long)finished);
  sayf2(host, "%s controller_dismiss: %lld", "stacker",
        (long long)host->controller_dismiss(host, stack_bottom, true, stack_dismissed, self));
}

/* Presents the card "top" from "middle", from the completion of middle's presentation. */
static void middle_presented(void *user_data, bool finished) {
  card *self = (card *)user_data;
  const transhost_host_t *host = self->host;
  card *next = make_card(host, 0);
  transhost_controller_t top = host->controller_create(host, "top", &next->base);
  (void)finished;
  host->controller_present(host, stack_middle, top, true, top_presented, self);
}

/* Mode 3: presents the card "middle" once the stacker has appeared. */
static void present_stack(card *self, transhost_controller_t controller) {
  const transhost_host_t *host = self->host;
  card *next = make_card(host, 0);
  self->mode = 0;
  stack_bottom = controller;
  stack_middle = host->controller_create(host, "middle", &next->base);
  host->controller_present(host, controller, stack_middle, true, middle_presented, self);
}

static void appearance(card *self, transhost_controller_t controller, const char *call,
                       bool animated) {
  char line[240];
  snprintf(line, sizeof line, "%s %s(%s)", name_of(self, controller), call,
           animated ? "true" : "false");
  say(self->host, line);
}

static void card_will_appear(transhost_view_controller_t *instance,
                             transhost_controller_t controller, bool animated) {
  appearance((card *)instance, controller, "view_will_appear", animated);
}

static void card_did_appear(transhost_view_controller_t *instance,
                            transhost_controller_t controller, bool animated) {
  card *self = (card *)instance;
  appearance(self, controller, "view_did_appear", animated);
  if (self->mode == 2) {
    const transhost_host_t *host = self->host;
    card *next = make_card(host, 0);
    transhost_controller_t shown = host->controller_create(host, "sheet", &next->base);
    self->mode = 0;
    sayf2(host, "%s controller_present: %lld", "presenter",
          (long long)host->controller_present(host, controller, shown, true, presented_done, self));
  }
  if (self->mode == 3) present_stack(self, controller);
}

static void card_will_disappear(transhost_view_controller_t *instance,
                                transhost_controller_t controller, bool animated) {
  appearance((card *)instance, controller, "view_will_disappear", animated);
}

static void card_did_disappear(transhost_view_controller_t *instance,
                               transhost_controller_t controller, bool animated) {
  appearance((card *)instance, controller, "view_did_disappear", animated);
}

static void card_destroy(transhost_view_controller_t *instance) {
  card *self = (card *)instance;
  char line[80];
  snprintf(line, sizeof line, "destroy card %d", self->number);
  say(self->host, line);
  self->magic = 0;
}

static card *make_card(const transhost_host_t *host, int mode) {
  card *self;
  if (card_used == sizeof card_pool / sizeof card_pool[0]) return NULL;
  self = &card_pool[card_used];
  memset(self, 0, sizeof *self);
  self->number = (int)++card_used;
  self->base.struct_size = sizeof(transhost_view_controller_t);
  self->base.controller_data = self;
  self->base.load_view = card_load_view;
  self->base.view_did_load = card_did_load;
  self->base.view_will_appear = card_will_appear;
  self->base.view_did_appear = card_did_appear;
  self->base.view_will_disappear = card_will_disappear;
  self->base.view_did_disappear = card_did_disappear;
  self->base.destroy = card_destroy;
  self->host = host;
  self->magic = CARD_MAGIC;
  self->mode = mode;
  return self;
}

/* --- The object factory --- */

static const transhost_object_descriptor_t card_descriptor = {
    sizeof(transhost_object_descriptor_t), TRANSHOST_OBJECT_VIEW_CONTROLLER, "org.fixture.card",
    "Card", "1.0.0", "tests", "A card controller.", NULL, 0, 0, NULL, 0, TRANSHOST_RANK_NONE};

static uint32_t object_count(void) { return 1; }

static const transhost_object_descriptor_t *object_descriptor(uint32_t index) {
  return index == 0 ? &card_descriptor : NULL;
}

static transhost_status create_object(const char *id, const transhost_request_t *request,
                                      const transhost_host_t *host, void **out_object) {
  (void)id;
  (void)request;
  (void)host;
  (void)out_object;
  return TRANSHOST_E_INVALID_ARGUMENT;
}

static transhost_status create_controller(const char *id, const char *name,
                                          const transhost_request_t *request,
                                          const transhost_host_t *host,
                                          transhost_controller_t *out_controller) {
  int mode;
  card *self;
  (void)request;
  if (strcmp(id, "org.fixture.nothing") == 0) {
    *out_controller = 0;
    return TRANSHOST_OK;
  }
  if (strcmp(id, "org.fixture.foreign") == 0) {
    *out_controller = 1;
    return TRANSHOST_OK;
  }
  if (strcmp(id, "org.fixture.card") == 0) {
    mode = 0;
  } else if (strcmp(id, "org.fixture.misuse") == 0) {
    mode = 1;
  } else if (strcmp(id, "org.fixture.presenter") == 0) {
    mode = 2;
  } else if (strcmp(id, "org.fixture.stacker") == 0) {
    mode = 3;
  } else {
    return TRANSHOST_E_INVALID_ARGUMENT;
  }
  self = make_card(host, mode);
  if (self == NULL) return TRANSHOST_E_NO_MEMORY;
  *out_controller = host->controller_create(host, name, &self->base);
  return *out_controller == 0 ? TRANSHOST_E_INTERNAL : TRANSHOST_OK;
}

static const transhost_object_factory_t object_factory = {
    sizeof(transhost_object_factory_t), 0, object_count, object_descriptor, create_object,
    create_controller};

/* --- The casting animator --- */

typedef struct caster {
  transhost_animator_t base;
  const transhost_host_t *host;
  transhost_context_t ctx;
} caster;

static caster caster_pool[16];
static unsigned caster_used = 0;

static double caster_duration(transhost_animator_t *animator, transhost_context_t ctx) {
  (void)animator;
  (void)ctx;
  return 0.25;
}

/* `controller as? Card`: the instance, and the plugin's own data behind it. */
static void cast(caster *self, transhost_context_t ctx, transhost_key key, const char *side) {
  const transhost_host_t *host = self->host;
  transhost_controller_t controller = host->context_view_controller(host, ctx, key);
  transhost_view_controller_t *instance = host->controller_instance(host, controller);
  char line[240];
  if (instance == NULL) {
    snprintf(line, sizeof line, "%s '%s' is not a card (status %d)", side,
             host->controller_name(host, controller), (int)host->last_status(host));
  } else {
    card *found = (card *)instance->controller_data;
    snprintf(line, sizeof line, "%s '%s' is card %d (magic %s), badge '%s'", side,
             host->controller_name(host, controller), found->number,
             found->magic == CARD_MAGIC ? "ok" : "bad", host->view_name(host, found->badge));
  }
  say(host, line);
}

static void caster_done(void *user_data, bool finished) {
  caster *self = (caster *)user_data;
  (void)finished;
  self->host->context_complete_transition(self->host, self->ctx, true);
}

static void caster_animate(transhost_animator_t *animator, transhost_context_t ctx) {
  caster *self = (caster *)animator;
  const transhost_host_t *host = self->host;
  transhost_view_t container = host->context_container_view(host, ctx);
  transhost_view_t to_view = host->context_view(host, ctx, TRANSHOST_KEY_TO);
  transhost_timing_t timing;
  self->ctx = ctx;
  cast(self, ctx, TRANSHOST_KEY_FROM, "from");
  cast(self, ctx, TRANSHOST_KEY_TO, "to");
  if (to_view != 0) host->view_add_subview(host, container, to_view);
  memset(&timing, 0, sizeof timing);
  timing.struct_size = sizeof timing;
  timing.kind = TRANSHOST_TIMING_CURVE;
  timing.duration = 0.25;
  host->animation_begin(host, &timing, caster_done, self);
  host->animation_commit(host);
}

static const transhost_style caster_styles[] = {TRANSHOST_STYLE_CUSTOM};

static const transhost_descriptor_t caster_descriptor = {
    sizeof(transhost_descriptor_t), 0, "org.fixture.vc-cast", "Casting Fixture", "1.0.0",
    "tests", "An animator that casts its controllers.", caster_styles, 1,
    TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_PRESENT) |
        TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_DISMISS),
    false, 0.25, NULL, 0, 0, TRANSHOST_RANK_SECONDARY};

static uint32_t caster_count(void) { return 1; }

static const transhost_descriptor_t *caster_describe(uint32_t index) {
  return index == 0 ? &caster_descriptor : NULL;
}

static transhost_status caster_create(const char *id, const transhost_request_t *request,
                                      const transhost_host_t *host, transhost_animator_t **out) {
  caster *self;
  (void)request;
  if (strcmp(id, "org.fixture.vc-cast") != 0) return TRANSHOST_E_INVALID_ARGUMENT;
  if (caster_used == sizeof caster_pool / sizeof caster_pool[0]) return TRANSHOST_E_NO_MEMORY;
  self = &caster_pool[caster_used++];
  memset(self, 0, sizeof *self);
  self->base.struct_size = sizeof(transhost_animator_t);
  self->base.animator_data = self;
  self->base.transition_duration = caster_duration;
  self->base.animate_transition = caster_animate;
  self->host = host;
  *out = &self->base;
  return TRANSHOST_OK;
}

static const transhost_animator_factory_t animator_factory = {
    sizeof(transhost_animator_factory_t), 0, caster_count, caster_describe, caster_create};

/* --- The entry --- */

static transhost_status plugin_init(const transhost_host_t *host, const char *path) {
  (void)path;
  plugin_host = host;
  return TRANSHOST_OK;
}

static void plugin_deinit(void) {}

static const void *plugin_get_factory(const char *id) {
  if (strcmp(id, TRANSHOST_ANIMATOR_FACTORY_ID) == 0) return &animator_factory;
  if (strcmp(id, TRANSHOST_OBJECT_FACTORY_ID) == 0) return &object_factory;
  return NULL;
}

static const transhost_entry_t plugin_entry = {
    sizeof(transhost_entry_t), TRANSHOST_ABI_MAJOR, TRANSHOST_ABI_MINOR, 3, "gcc",
    plugin_init, plugin_deinit, plugin_get_factory};

TRANSHOST_EXPORT const transhost_entry_t *transhost_entry_v1(void) { return &plugin_entry; }
