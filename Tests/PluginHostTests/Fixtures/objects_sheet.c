/*
 * A bottom sheet served through the ABI 1.3 object factory: a transitioning delegate
 * (org.fixture.sheet) that returns a slide animator for present and dismiss, a
 * percent-driven interaction controller when its `interactive` parameter is true, and
 * a presentation controller that shows the presented view in the lower half of the
 * container over a dimming view ("dimming") faded in and out alongside the transition.
 * Every call is logged (info) by name, so tests read the order of the calls.
 *
 * It also serves a navigation delegate (org.fixture.nav: the slide for push and pop,
 * will_show and did_show logged) and a tab bar delegate (org.fixture.tabs: the slide,
 * should_select and did_select logged). With SHEET_SMALL_ANIMATOR defined, the animators
 * the delegates return have a struct_size too small to be used. With SHEET_OWN_INTERACTION
 * defined, the interaction controller is not percent-driven: its
 * start_interactive_transition puts the presented view in place and completes at once,
 * and it answers completion_speed 2, completion_curve linear, wants_interactive_start
 * false. With SHEET_KEEP_DIMMING defined, the presentation controller leaves its dimming
 * view in the container after a dismissal and after a cancelled presentation; with SHEET_IGNORE_FRAME defined, the animator
 * ignores the presentation controller's frame and shows the view over the whole container.
 * With SHEET_CRASH_IN_WILL_BEGIN defined, presentation_transition_will_begin dereferences
 * NULL. With SHEET_REGISTER_CONTAINER_DELEGATES defined, the navigation and tab bar delegates
 * are registered too (listed by the object factory), not only made on demand.
 *
 * The plugin also serves one plain animator (org.fixture.sheet-slide), so hosts that
 * load plugins by their animator factory load it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "transhost.h"

static const transhost_host_t *sheet_host;
static int sheet_interactive;
static int sheet_destroyed_presentations;

static void say(const char *text) { sheet_host->log(sheet_host, TRANSHOST_LOG_INFO, text); }

/* --- The slide animator ------------------------------------------------------ */

typedef struct slide {
  transhost_animator_t base;
  transhost_context_t ctx;
} slide;

static double slide_duration(transhost_animator_t *animator, transhost_context_t ctx) {
  (void)animator;
  (void)ctx;
  return 1.0;
}

static void slide_done(void *user_data, bool finished) {
  slide *self = user_data;
  (void)finished;
  bool cancelled = sheet_host->context_transition_was_cancelled(sheet_host, self->ctx);
  sheet_host->context_complete_transition(sheet_host, self->ctx, !cancelled);
}

static void slide_animate(transhost_animator_t *animator, transhost_context_t ctx) {
  slide *self = (slide *)animator;
  self->ctx = ctx;
  say("animate_transition");
  transhost_view_t container = sheet_host->context_container_view(sheet_host, ctx);
  transhost_rect_t bounds;
  sheet_host->view_get_rect(sheet_host, container, TRANSHOST_PROPERTY_BOUNDS, &bounds);
  transhost_operation operation = sheet_host->context_operation(sheet_host, ctx);
  bool presenting =
      operation != TRANSHOST_OPERATION_DISMISS && operation != TRANSHOST_OPERATION_POP;
  transhost_key key = presenting ? TRANSHOST_KEY_TO : TRANSHOST_KEY_FROM;
  transhost_view_t view = sheet_host->context_view(sheet_host, ctx, key);
  transhost_controller_t controller = sheet_host->context_view_controller(sheet_host, ctx, key);
  transhost_rect_t shown;
  sheet_host->context_final_frame(sheet_host, ctx, controller, &shown);
#ifdef SHEET_IGNORE_FRAME
  shown = bounds; /* the presentation controller's frame ignored: the whole container */
#endif
  if (!presenting) {
    transhost_view_t to = sheet_host->context_view(sheet_host, ctx, TRANSHOST_KEY_TO);
    transhost_controller_t below =
        sheet_host->context_view_controller(sheet_host, ctx, TRANSHOST_KEY_TO);
    transhost_rect_t below_frame;
    sheet_host->context_initial_frame(sheet_host, ctx, controller, &shown);
    if (to != 0 && sheet_host->context_final_frame(sheet_host, ctx, below, &below_frame) ==
                       TRANSHOST_OK) {
      sheet_host->view_insert_subview_at(sheet_host, container, to, 0);
      sheet_host->view_set_rect(sheet_host, to, TRANSHOST_PROPERTY_FRAME, below_frame);
    }
  }
  transhost_rect_t hidden = shown;
  hidden.y = bounds.height;
  if (presenting) {
    sheet_host->view_add_subview(sheet_host, container, view);
    sheet_host->view_set_rect(sheet_host, view, TRANSHOST_PROPERTY_FRAME, hidden);
  }
  transhost_timing_t timing;
  memset(&timing, 0, sizeof timing);
  timing.struct_size = sizeof timing;
  timing.kind = TRANSHOST_TIMING_CURVE;
  timing.duration = 1.0;
  timing.curve = TRANSHOST_CURVE_LINEAR;
  sheet_host->animation_begin(sheet_host, &timing, slide_done, self);
  sheet_host->view_set_rect(sheet_host, view, TRANSHOST_PROPERTY_FRAME,
                            presenting ? shown : hidden);
  sheet_host->animation_commit(sheet_host);
}

static void slide_ended(transhost_animator_t *animator, bool completed) {
  (void)animator;
  say(completed ? "animation_ended(true)" : "animation_ended(false)");
}

static void slide_destroy(transhost_animator_t *animator) {
  say("animator destroy");
  free(animator);
}

static transhost_animator_t *make_slide(void) {
  slide *self = calloc(1, sizeof *self);
#ifdef SHEET_SMALL_ANIMATOR
  self->base.struct_size = 8;
#else
  self->base.struct_size = sizeof(transhost_animator_t);
#endif
  self->base.transition_duration = slide_duration;
  self->base.animate_transition = slide_animate;
  self->base.animation_ended = slide_ended;
  self->base.destroy = slide_destroy;
  return &self->base;
}

/* --- The percent-driven interaction controller ------------------------------- */

static void interaction_start(transhost_interaction_controller_t *interaction,
                              transhost_context_t ctx) {
  (void)interaction;
  say("start_interactive_transition");
#ifdef SHEET_OWN_INTERACTION
  transhost_view_t to = sheet_host->context_view(sheet_host, ctx, TRANSHOST_KEY_TO);
  transhost_controller_t presented =
      sheet_host->context_view_controller(sheet_host, ctx, TRANSHOST_KEY_TO);
  transhost_rect_t frame;
  sheet_host->context_final_frame(sheet_host, ctx, presented, &frame);
  sheet_host->view_add_subview(sheet_host, sheet_host->context_container_view(sheet_host, ctx),
                               to);
  sheet_host->view_set_rect(sheet_host, to, TRANSHOST_PROPERTY_FRAME, frame);
  sheet_host->context_complete_transition(sheet_host, ctx, true);
#else
  (void)ctx;
#endif
}

static double interaction_speed(transhost_interaction_controller_t *interaction) {
  (void)interaction;
  return 2.0;
}

static transhost_curve interaction_curve(transhost_interaction_controller_t *interaction) {
  (void)interaction;
  return TRANSHOST_CURVE_LINEAR;
}

static bool interaction_wants(transhost_interaction_controller_t *interaction) {
  (void)interaction;
  return false;
}

static void interaction_destroy(transhost_interaction_controller_t *interaction) {
  say("interaction destroy");
  free(interaction);
}

static transhost_interaction_controller_t *make_interaction(void) {
  transhost_interaction_controller_t *self = calloc(1, sizeof *self);
  self->struct_size = sizeof *self;
#ifdef SHEET_OWN_INTERACTION
  self->percent_driven = false;
  self->completion_speed = interaction_speed;
  self->completion_curve = interaction_curve;
  self->wants_interactive_start = interaction_wants;
#else
  self->percent_driven = true;
  (void)interaction_speed;
  (void)interaction_curve;
  (void)interaction_wants;
#endif
  self->start_interactive_transition = interaction_start;
  self->destroy = interaction_destroy;
  return self;
}

/* --- The presentation controller --------------------------------------------- */

typedef struct sheet_presentation {
  transhost_presentation_controller_t base;
  transhost_view_t dimming;
  transhost_presentation_t presentation;
} sheet_presentation;

static transhost_status sheet_frame(transhost_presentation_controller_t *controller,
                                    transhost_presentation_t presentation,
                                    transhost_rect_t *out_frame) {
  (void)controller;
  transhost_view_t container = sheet_host->presentation_container_view(sheet_host, presentation);
  transhost_rect_t bounds;
  if (sheet_host->view_get_rect(sheet_host, container, TRANSHOST_PROPERTY_BOUNDS, &bounds) !=
      TRANSHOST_OK)
    return TRANSHOST_E_BAD_STATE;
  out_frame->x = 0;
  out_frame->y = bounds.height / 2;
  out_frame->width = bounds.width;
  out_frame->height = bounds.height / 2;
  return TRANSHOST_OK;
}

static void fade_in(void *user_data, transhost_coordinator_t coordinator) {
  sheet_presentation *self = user_data;
  (void)coordinator;
  say("alongside fade in");
  sheet_host->view_set_double(sheet_host, self->dimming, TRANSHOST_PROPERTY_ALPHA, 1.0);
}

static void fade_out(void *user_data, transhost_coordinator_t coordinator) {
  sheet_presentation *self = user_data;
  (void)coordinator;
  say("alongside fade out");
  sheet_host->view_set_double(sheet_host, self->dimming, TRANSHOST_PROPERTY_ALPHA, 0.0);
}

static void alongside_done(void *user_data, transhost_coordinator_t coordinator) {
  (void)user_data;
  transhost_coordinator_state_t state;
  memset(&state, 0, sizeof state);
  state.struct_size = sizeof state;
  sheet_host->coordinator_get_state(sheet_host, coordinator, &state);
  say(state.is_cancelled ? "alongside completion (cancelled)" : "alongside completion");
}

/* notifyWhenInteractionChanges: says whether the transition was cancelled and whether
 * the coordinator's views and controllers are the presentation's. */
static void interaction_changed(void *user_data, transhost_coordinator_t coordinator) {
  sheet_presentation *self = user_data;
  transhost_coordinator_state_t state;
  memset(&state, 0, sizeof state);
  state.struct_size = sizeof state;
  sheet_host->coordinator_get_state(sheet_host, coordinator, &state);
  transhost_controller_t to =
      sheet_host->coordinator_view_controller(sheet_host, coordinator, TRANSHOST_KEY_TO);
  transhost_view_t container = sheet_host->coordinator_container_view(sheet_host, coordinator);
  bool same = to == sheet_host->presentation_presented_controller(sheet_host, self->presentation) &&
              container == sheet_host->presentation_container_view(sheet_host, self->presentation) &&
              sheet_host->coordinator_view(sheet_host, coordinator, TRANSHOST_KEY_TO) != 0;
  char text[96];
  snprintf(text, sizeof text, "interaction changed: interactive %d cancelled %d, %s",
           (int)state.is_interactive, (int)state.is_cancelled,
           same ? "the presentation's" : "other views");
  say(text);
}

static transhost_coordinator_t coordinator_of(transhost_presentation_t presentation) {
  transhost_controller_t presented =
      sheet_host->presentation_presented_controller(sheet_host, presentation);
  return sheet_host->controller_transition_coordinator(sheet_host, presented);
}

#ifdef SHEET_CRASH_IN_WILL_BEGIN
static int *volatile sheet_null = NULL;
#endif

static void sheet_will_begin(transhost_presentation_controller_t *controller,
                             transhost_presentation_t presentation) {
  sheet_presentation *self = (sheet_presentation *)controller;
  say("presentation_will_begin");
#ifdef SHEET_CRASH_IN_WILL_BEGIN
  *sheet_null = 1; /* a crash inside the presentation controller */
#endif
  transhost_view_t container = sheet_host->presentation_container_view(sheet_host, presentation);
  transhost_rect_t bounds;
  sheet_host->view_get_rect(sheet_host, container, TRANSHOST_PROPERTY_BOUNDS, &bounds);
  self->dimming = sheet_host->view_create(sheet_host, "dimming", bounds);
  sheet_host->view_set_double(sheet_host, self->dimming, TRANSHOST_PROPERTY_ALPHA, 0.0);
  sheet_host->view_insert_subview_at(sheet_host, container, self->dimming, 0);
  self->presentation = presentation;
  transhost_coordinator_t coordinator = coordinator_of(presentation);
  sheet_host->coordinator_animate_alongside(sheet_host, coordinator, fade_in, alongside_done,
                                            self);
  if (sheet_interactive)
    sheet_host->coordinator_notify_interaction_changes(sheet_host, coordinator,
                                                       interaction_changed, self);
}

static void sheet_did_end(transhost_presentation_controller_t *controller,
                          transhost_presentation_t presentation, bool completed) {
  sheet_presentation *self = (sheet_presentation *)controller;
  (void)presentation;
  say(completed ? "presentation_did_end(true)" : "presentation_did_end(false)");
#ifndef SHEET_KEEP_DIMMING
  if (!completed) sheet_host->view_remove_from_superview(sheet_host, self->dimming);
#else
  (void)self;
#endif
}

static void sheet_dismissal_will_begin(transhost_presentation_controller_t *controller,
                                       transhost_presentation_t presentation) {
  say("dismissal_will_begin");
  sheet_host->coordinator_animate_alongside(sheet_host, coordinator_of(presentation), fade_out,
                                            alongside_done, controller);
}

static void sheet_dismissal_did_end(transhost_presentation_controller_t *controller,
                                    transhost_presentation_t presentation, bool completed) {
  sheet_presentation *self = (sheet_presentation *)controller;
  (void)presentation;
  say(completed ? "dismissal_did_end(true)" : "dismissal_did_end(false)");
#ifndef SHEET_KEEP_DIMMING
  if (completed) sheet_host->view_remove_from_superview(sheet_host, self->dimming);
#else
  (void)self;
#endif
}

static void sheet_will_layout(transhost_presentation_controller_t *controller,
                              transhost_presentation_t presentation) {
  (void)controller;
  (void)presentation;
  say("container_will_layout");
}

static void sheet_did_layout(transhost_presentation_controller_t *controller,
                             transhost_presentation_t presentation) {
  (void)controller;
  (void)presentation;
  say("container_did_layout");
}

static void sheet_presentation_destroy(transhost_presentation_controller_t *controller) {
  say("presentation destroy");
  sheet_destroyed_presentations += 1;
  free(controller);
}

static transhost_presentation_controller_t *make_presentation(void) {
  sheet_presentation *self = calloc(1, sizeof *self);
  self->base.struct_size = sizeof(transhost_presentation_controller_t);
  self->base.frame_of_presented_view = sheet_frame;
  self->base.presentation_will_begin = sheet_will_begin;
  self->base.presentation_did_end = sheet_did_end;
  self->base.dismissal_will_begin = sheet_dismissal_will_begin;
  self->base.dismissal_did_end = sheet_dismissal_did_end;
  self->base.container_will_layout = sheet_will_layout;
  self->base.container_did_layout = sheet_did_layout;
  self->base.destroy = sheet_presentation_destroy;
  return &self->base;
}

/* --- The transitioning delegate ---------------------------------------------- */

static transhost_animator_t *for_presented(transhost_transitioning_delegate_t *delegate,
                                           transhost_controller_t presented,
                                           transhost_controller_t presenting,
                                           transhost_controller_t source) {
  (void)delegate;
  (void)presented;
  (void)presenting;
  (void)source;
  say("animator_for_presented");
  return make_slide();
}

static transhost_animator_t *for_dismissed(transhost_transitioning_delegate_t *delegate,
                                           transhost_controller_t dismissed) {
  (void)delegate;
  (void)dismissed;
  say("animator_for_dismissed");
  return make_slide();
}

static transhost_interaction_controller_t *interaction_for(
    transhost_transitioning_delegate_t *delegate, transhost_animator_t *animator) {
  (void)delegate;
  say(animator != NULL ? "interaction_for (its animator)" : "interaction_for (no animator)");
  return sheet_interactive ? make_interaction() : NULL;
}

static transhost_presentation_controller_t *presentation_for(
    transhost_transitioning_delegate_t *delegate, transhost_controller_t presented,
    transhost_controller_t presenting, transhost_controller_t source) {
  (void)delegate;
  (void)presented;
  (void)presenting;
  (void)source;
  say("presentation_controller_for");
  return make_presentation();
}

static void delegate_destroy(transhost_transitioning_delegate_t *delegate) {
  say("delegate destroy");
  free(delegate);
}

/* --- The navigation and tab bar delegates ------------------------------------ */

static transhost_animator_t *for_operation(transhost_navigation_delegate_t *delegate,
                                           transhost_controller_t navigation,
                                           transhost_operation operation,
                                           transhost_controller_t from, transhost_controller_t to) {
  (void)delegate;
  (void)navigation;
  (void)from;
  (void)to;
  say(operation == TRANSHOST_OPERATION_PUSH ? "animator_for_operation(push)"
                                            : "animator_for_operation(pop)");
  return make_slide();
}

static void will_show(transhost_navigation_delegate_t *delegate,
                      transhost_controller_t navigation, transhost_controller_t shown,
                      bool animated) {
  (void)delegate;
  (void)navigation;
  (void)shown;
  say(animated ? "will_show(animated)" : "will_show");
}

static void did_show(transhost_navigation_delegate_t *delegate, transhost_controller_t navigation,
                     transhost_controller_t shown, bool animated) {
  (void)delegate;
  (void)navigation;
  (void)shown;
  say(animated ? "did_show(animated)" : "did_show");
}

static void navigation_destroy(transhost_navigation_delegate_t *delegate) {
  say("delegate destroy");
  free(delegate);
}

static transhost_animator_t *for_tab(transhost_tab_bar_delegate_t *delegate,
                                     transhost_controller_t tab_bar, transhost_controller_t from,
                                     transhost_controller_t to) {
  (void)delegate;
  (void)tab_bar;
  (void)from;
  (void)to;
  say("animator_for_transition");
  return make_slide();
}

static bool should_select(transhost_tab_bar_delegate_t *delegate, transhost_controller_t tab_bar,
                          transhost_controller_t selected) {
  (void)delegate;
  (void)tab_bar;
  (void)selected;
  say("should_select");
  return true;
}

static void did_select(transhost_tab_bar_delegate_t *delegate, transhost_controller_t tab_bar,
                       transhost_controller_t selected) {
  (void)delegate;
  (void)tab_bar;
  (void)selected;
  say("did_select");
}

static void tab_destroy(transhost_tab_bar_delegate_t *delegate) {
  say("delegate destroy");
  free(delegate);
}

static transhost_status create_object(const char *id, const transhost_request_t *request,
                                      const transhost_host_t *host, void **out_object) {
  (void)host;
  if (strcmp(id, "org.fixture.nav") == 0) {
    transhost_navigation_delegate_t *delegate = calloc(1, sizeof *delegate);
    delegate->struct_size = sizeof *delegate;
    delegate->animator_for_operation = for_operation;
    delegate->will_show = will_show;
    delegate->did_show = did_show;
    delegate->destroy = navigation_destroy;
    *out_object = delegate;
    return TRANSHOST_OK;
  }
  if (strcmp(id, "org.fixture.tabs") == 0) {
    transhost_tab_bar_delegate_t *delegate = calloc(1, sizeof *delegate);
    delegate->struct_size = sizeof *delegate;
    delegate->animator_for_transition = for_tab;
    delegate->should_select = should_select;
    delegate->did_select = did_select;
    delegate->destroy = tab_destroy;
    *out_object = delegate;
    return TRANSHOST_OK;
  }
  if (strcmp(id, "org.fixture.sheet") != 0) return TRANSHOST_E_INVALID_ARGUMENT;
  sheet_interactive = 0;
  for (uint32_t i = 0; i < request->parameter_count; i++) {
    if (strcmp(request->parameters[i].name, "interactive") == 0)
      sheet_interactive = request->parameters[i].flag;
  }
  transhost_transitioning_delegate_t *delegate = calloc(1, sizeof *delegate);
  delegate->struct_size = sizeof *delegate;
  delegate->animator_for_presented = for_presented;
  delegate->animator_for_dismissed = for_dismissed;
  delegate->interaction_for_presentation = interaction_for;
  delegate->interaction_for_dismissal = interaction_for;
  delegate->presentation_controller_for = presentation_for;
  delegate->destroy = delegate_destroy;
  *out_object = delegate;
  return TRANSHOST_OK;
}

static const transhost_style sheet_styles[] = {TRANSHOST_STYLE_CUSTOM};

static const transhost_object_descriptor_t sheet_descriptor = {
    sizeof(transhost_object_descriptor_t),
    TRANSHOST_OBJECT_TRANSITIONING_DELEGATE,
    "org.fixture.sheet",
    "Sheet",
    "1.0.0",
    NULL,
    NULL,
    sheet_styles,
    1,
    TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_PRESENT) |
        TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_DISMISS),
    NULL,
    0,
    TRANSHOST_RANK_NONE};

#ifdef SHEET_REGISTER_CONTAINER_DELEGATES
static const transhost_object_descriptor_t nav_descriptor = {
    sizeof(transhost_object_descriptor_t),
    TRANSHOST_OBJECT_NAVIGATION_DELEGATE,
    "org.fixture.nav",
    "Navigation slide",
    "1.0.0",
    NULL,
    NULL,
    NULL,
    0,
    TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_PUSH) |
        TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_POP),
    NULL,
    0,
    TRANSHOST_RANK_NONE};

static const transhost_object_descriptor_t tabs_descriptor = {
    sizeof(transhost_object_descriptor_t),
    TRANSHOST_OBJECT_TAB_BAR_DELEGATE,
    "org.fixture.tabs",
    "Tab slide",
    "1.0.0",
    NULL,
    NULL,
    NULL,
    0,
    TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_TAB),
    NULL,
    0,
    TRANSHOST_RANK_NONE};

static uint32_t object_count(void) { return 3; }
static const transhost_object_descriptor_t *object_describe(uint32_t index) {
  switch (index) {
  case 0: return &sheet_descriptor;
  case 1: return &nav_descriptor;
  case 2: return &tabs_descriptor;
  default: return NULL;
  }
}
#else
static uint32_t object_count(void) { return 1; }
static const transhost_object_descriptor_t *object_describe(uint32_t index) {
  return index == 0 ? &sheet_descriptor : NULL;
}
#endif

static const transhost_object_factory_t object_factory = {
    sizeof(transhost_object_factory_t), 0, object_count, object_describe, create_object, NULL};

/* --- The plain animator and the entry ---------------------------------------- */

static const transhost_descriptor_t slide_descriptor = {
    sizeof(transhost_descriptor_t),
    0,
    "org.fixture.sheet-slide",
    "Sheet slide",
    "1.0.0",
    NULL,
    NULL,
    sheet_styles,
    1,
    TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_PRESENT),
    true,
    1.0,
    NULL,
    0,
    0,
    TRANSHOST_RANK_NONE};

static uint32_t animator_count(void) { return 1; }
static const transhost_descriptor_t *animator_describe(uint32_t index) {
  return index == 0 ? &slide_descriptor : NULL;
}
static transhost_status animator_create(const char *id, const transhost_request_t *request,
                                        const transhost_host_t *host,
                                        transhost_animator_t **out_animator) {
  (void)request;
  (void)host;
  if (strcmp(id, slide_descriptor.id) != 0) return TRANSHOST_E_INVALID_ARGUMENT;
  *out_animator = make_slide();
  return TRANSHOST_OK;
}

static const transhost_animator_factory_t animator_factory = {
    sizeof(transhost_animator_factory_t), 0, animator_count, animator_describe, animator_create};

static transhost_status sheet_init(const transhost_host_t *host, const char *path) {
  (void)path;
  sheet_host = host;
  return TRANSHOST_OK;
}
static void sheet_deinit(void) {}
static const void *sheet_get_factory(const char *id) {
  if (strcmp(id, TRANSHOST_ANIMATOR_FACTORY_ID) == 0) return &animator_factory;
  if (strcmp(id, TRANSHOST_OBJECT_FACTORY_ID) == 0) return &object_factory;
  return NULL;
}

static const transhost_entry_t sheet_entry = {
    sizeof(transhost_entry_t), TRANSHOST_ABI_MAJOR, TRANSHOST_ABI_MINOR, 3, "gcc",
    sheet_init, sheet_deinit, sheet_get_factory};

TRANSHOST_EXPORT const transhost_entry_t *transhost_entry_v1(void) { return &sheet_entry; }
