/*
 * ABI 1.6 from C: inside animate_transition the fixture attaches to the presented view
 * a pan recognizer (named "drag") with an action that logs, for each state change that
 * sends actions, "pan <state> t <tx>,<ty> v <vx>,<vy> at <x>,<y>" (translation and
 * velocity in the window, location in the view), and a tap recognizer whose delegate
 * refuses to begin ("tap asked" is logged; its action would log "tap action"). It then
 * logs what the host answered about defaults and misuse:
 * "setup <min> <max-is-unlimited> <cancels> <count> bad-value <s> read-only <s>
 *  not-a-pan <s> bad-kind <h>". The fixture's own fade completes the transition.
 *
 * ABI 1.7, when the header and the host have it: the presented view gets a subview
 * "button" (0, 400, 100, 44), and the pan a delegate whose should_receive_touch reads
 * the touch (gesture_touch, TRANSHOST_TOUCH_RECEIVING), logs "receive <touch>" and
 * refuses touches on the button; each pan action also logs "touch <touch>" for its
 * first touch, where <touch> is "on <presented|button|none|other> <phase> tap <n> at
 * <x>,<y> prev <x>,<y> t <timestamp> type <t> radius <r>+-<tolerance>". Misuse:
 * "touch-misuse <receiving outside the call> <index past the end> <short struct>".
 * The button also gets a long press (named "hold") whose action logs "hold <state>
 * at <x>,<y> in button", and the fixture logs what a long press and a rotation read
 * and refuse: "long-press <duration> <movement> <taps> <touches> <kind> rotation
 * <rotation> <velocity> <kind> set <rotation after setting 1> negative <s> velocity
 * <s> no-scale <s>".
 * A pass-through "overlay" (0, 380, 100, 100), in front of the button, hit-tests
 * itself through a handler (view_set_hit_test_handler) that takes the engine's answer
 * (view_hit_test, inside by its bounds) and gives 0 when that is the overlay itself, so
 * touches reach the button below; each call logs "hit-test <button|overlay|none|other>"
 * for the engine's answer. Misuse: "hit-test-misuse <NULL out> <bad view> <layer>".
 * Built against the 1.6 header, none of this is compiled in.
 */
#include <stdio.h>
#include <string.h>

#include "transhost.h"

static const transhost_host_t *g_host;
static transhost_view_t g_view;
static const char *const g_states[] = {"possible", "began",     "changed",
                                       "ended",    "cancelled", "failed"};

#ifdef TRANSHOST_TOUCH_SIZE_1_7
static transhost_view_t g_button;
static const char *const g_phases[] = {"began", "moved", "stationary", "ended", "cancelled"};

/* gesture_touch, or 0 and a "<what> unavailable" log line when it fails. */
static int g_read_touch(transhost_gesture_t gesture, int32_t index, transhost_touch_t *touch,
                        const char *what) {
  memset(touch, 0, sizeof *touch);
  touch->struct_size = sizeof *touch;
  if (TRANSHOST_HOST_HAS(g_host, gesture_touch) &&
      g_host->gesture_touch(g_host, gesture, index, touch) == TRANSHOST_OK)
    return 1;
  char line[64];
  snprintf(line, sizeof line, "%s unavailable", what);
  g_host->log(g_host, TRANSHOST_LOG_INFO, line);
  return 0;
}

static void g_log_touch(const char *what, const transhost_touch_t *touch) {
  const char *on = touch->view == g_button ? "button"
                   : touch->view == g_view ? "presented"
                   : touch->view == 0      ? "none"
                                           : "other";
  char line[224];
  snprintf(line, sizeof line, "%s on %s %s tap %d at %g,%g prev %g,%g t %.6g type %d radius %g+-%g",
           what, on,
           touch->phase >= 0 && touch->phase <= 4 ? g_phases[touch->phase] : "?",
           (int)touch->tap_count, touch->location.x, touch->location.y,
           touch->previous_location.x, touch->previous_location.y, touch->timestamp,
           (int)touch->type, touch->major_radius, touch->major_radius_tolerance);
  g_host->log(g_host, TRANSHOST_LOG_INFO, line);
}

static void g_hold_action(void *data, transhost_gesture_t hold) {
  (void)data;
  double state = -1;
  g_host->gesture_get_value(g_host, hold, TRANSHOST_GESTURE_VALUE_STATE, &state);
  transhost_point_t at = {0, 0};
  g_host->gesture_location(g_host, hold, -1, g_button, &at);
  char line[96];
  snprintf(line, sizeof line, "hold %s at %g,%g in button",
           state >= 0 && state <= 5 ? g_states[(int)state] : "?", at.x, at.y);
  g_host->log(g_host, TRANSHOST_LOG_INFO, line);
}

/* Makes the long press on the button and logs what a long press and a rotation read. */
static void g_long_press_and_rotation(const transhost_host_t *host) {
  transhost_gesture_t hold = host->gesture_create(host, TRANSHOST_GESTURE_LONG_PRESS);
  host->gesture_set_name(host, hold, "hold");
  host->gesture_add_action(host, hold, g_hold_action, NULL, "handleHold:");
  host->gesture_attach(host, hold, g_button);
  double duration = -1, movement = -1, taps = -1, touches = -1, kind = -1;
  host->gesture_get_value(host, hold, TRANSHOST_GESTURE_VALUE_MINIMUM_PRESS_DURATION, &duration);
  host->gesture_get_value(host, hold, TRANSHOST_GESTURE_VALUE_ALLOWABLE_MOVEMENT, &movement);
  host->gesture_get_value(host, hold, TRANSHOST_GESTURE_VALUE_TAPS_REQUIRED, &taps);
  host->gesture_get_value(host, hold, TRANSHOST_GESTURE_VALUE_TOUCHES_REQUIRED, &touches);
  host->gesture_get_value(host, hold, TRANSHOST_GESTURE_VALUE_KIND, &kind);
  transhost_status negative =
      host->gesture_set_value(host, hold, TRANSHOST_GESTURE_VALUE_MINIMUM_PRESS_DURATION, -1);

  transhost_gesture_t turn = host->gesture_create(host, TRANSHOST_GESTURE_ROTATION);
  double rotation = -1, velocity = -1, turn_kind = -1, set = -1;
  host->gesture_get_value(host, turn, TRANSHOST_GESTURE_VALUE_ROTATION, &rotation);
  host->gesture_get_value(host, turn, TRANSHOST_GESTURE_VALUE_VELOCITY, &velocity);
  host->gesture_get_value(host, turn, TRANSHOST_GESTURE_VALUE_KIND, &turn_kind);
  host->gesture_set_value(host, turn, TRANSHOST_GESTURE_VALUE_ROTATION, 1);
  host->gesture_get_value(host, turn, TRANSHOST_GESTURE_VALUE_ROTATION, &set);
  transhost_status set_velocity =
      host->gesture_set_value(host, turn, TRANSHOST_GESTURE_VALUE_VELOCITY, 1);
  double scale = 0;
  transhost_status no_scale =
      host->gesture_get_value(host, turn, TRANSHOST_GESTURE_VALUE_SCALE, &scale);
  host->gesture_destroy(host, turn);

  char line[192];
  snprintf(line, sizeof line,
           "long-press %g %g %g %g %g rotation %g %g %g set %g negative %d velocity %d "
           "no-scale %d",
           duration, movement, taps, touches, kind, rotation, velocity, turn_kind, set,
           (int)negative, (int)set_velocity, (int)no_scale);
  host->log(host, TRANSHOST_LOG_INFO, line);
}

static transhost_view_t g_overlay;

/* The overlay's hitTest(_:with:): super's answer, but never the overlay itself. */
static transhost_view_t g_pass_through(void *data, transhost_view_t view, transhost_point_t point) {
  (void)data;
  transhost_rect_t bounds = {0, 0, 0, 0};
  g_host->view_get_rect(g_host, view, TRANSHOST_PROPERTY_BOUNDS, &bounds);
  bool inside = point.x >= bounds.x && point.x < bounds.x + bounds.width && point.y >= bounds.y &&
                point.y < bounds.y + bounds.height;
  transhost_view_t hit = 0;
  g_host->view_hit_test(g_host, view, point, inside, &hit);
  const char *named = hit == g_button ? "button" : hit == g_overlay ? "overlay" : hit == 0 ? "none" : "other";
  char line[32];
  snprintf(line, sizeof line, "hit-test %s", named);
  g_host->log(g_host, TRANSHOST_LOG_INFO, line);
  return hit == view ? 0 : hit;
}

static bool g_pan_should_receive(void *data, transhost_gesture_t pan, transhost_point_t location) {
  (void)data;
  (void)location;
  transhost_touch_t touch;
  if (!g_read_touch(pan, TRANSHOST_TOUCH_RECEIVING, &touch, "receive")) return true;
  g_log_touch("receive", &touch);
  return touch.view != g_button;
}
#endif

static void g_pan_action(void *data, transhost_gesture_t pan) {
  (void)data;
  double state = -1;
  g_host->gesture_get_value(g_host, pan, TRANSHOST_GESTURE_VALUE_STATE, &state);
  transhost_point_t t = {0, 0}, v = {0, 0}, at = {0, 0};
  g_host->gesture_translation(g_host, pan, 0, &t);
  g_host->gesture_velocity(g_host, pan, 0, &v);
  g_host->gesture_location(g_host, pan, -1, g_view, &at);
  char line[160];
  snprintf(line, sizeof line, "pan %s t %g,%g v %g,%g at %g,%g",
           state >= 0 && state <= 5 ? g_states[(int)state] : "?", t.x, t.y, v.x, v.y, at.x,
           at.y);
  g_host->log(g_host, TRANSHOST_LOG_INFO, line);
#ifdef TRANSHOST_TOUCH_SIZE_1_7
  double touches = 0;
  g_host->gesture_get_value(g_host, pan, TRANSHOST_GESTURE_VALUE_NUMBER_OF_TOUCHES, &touches);
  transhost_touch_t touch;
  if (touches >= 1 && g_read_touch(pan, 0, &touch, "touch")) g_log_touch("touch", &touch);
#endif
}

static void g_tap_action(void *data, transhost_gesture_t tap) {
  (void)data;
  (void)tap;
  g_host->log(g_host, TRANSHOST_LOG_INFO, "tap action");
}

static bool g_tap_should_begin(void *data, transhost_gesture_t tap) {
  (void)data;
  (void)tap;
  g_host->log(g_host, TRANSHOST_LOG_INFO, "tap asked");
  return false;
}

static void g_attach(const transhost_host_t *host, transhost_context_t ctx) {
  g_host = host;
  if (!TRANSHOST_HOST_HAS(host, gesture_create)) {
    host->log(host, TRANSHOST_LOG_INFO, "host older than 1.6");
    return;
  }
  g_view = host->context_view(host, ctx, TRANSHOST_KEY_TO);
  transhost_gesture_t pan = host->gesture_create(host, TRANSHOST_GESTURE_PAN);
  host->gesture_set_name(host, pan, "drag");
  host->gesture_add_action(host, pan, g_pan_action, NULL, "handleDrag:");
  host->gesture_add_action(host, pan, g_pan_action, NULL, "handleDrag:"); /* once only */
  host->gesture_attach(host, pan, g_view);

  transhost_gesture_t tap = host->gesture_create(host, TRANSHOST_GESTURE_TAP);
  host->gesture_add_action(host, tap, g_tap_action, NULL, "handleTap:");
  transhost_gesture_delegate_t delegate;
  memset(&delegate, 0, sizeof delegate);
  delegate.struct_size = sizeof delegate;
  delegate.should_begin = g_tap_should_begin;
  host->gesture_set_delegate(host, tap, &delegate);
  host->gesture_attach(host, tap, g_view);

  double min = 0, max = 0, cancels = -1;
  host->gesture_get_value(host, pan, TRANSHOST_GESTURE_VALUE_MINIMUM_TOUCHES, &min);
  host->gesture_get_value(host, pan, TRANSHOST_GESTURE_VALUE_MAXIMUM_TOUCHES, &max);
  host->gesture_get_value(host, pan, TRANSHOST_GESTURE_VALUE_CANCELS_TOUCHES_IN_VIEW, &cancels);
  int64_t count = host->view_gesture_count(host, g_view);
  transhost_status bad_value = host->gesture_set_value(host, pan, TRANSHOST_GESTURE_VALUE_MINIMUM_TOUCHES, 0.5);
  transhost_status read_only = host->gesture_set_value(host, pan, TRANSHOST_GESTURE_VALUE_STATE, 1);
  transhost_point_t out;
  transhost_status not_a_pan = host->gesture_translation(host, tap, 0, &out);
  transhost_gesture_t bad_kind = host->gesture_create(host, 99);
  char line[160];
  snprintf(line, sizeof line, "setup %g %d %g %lld bad-value %d read-only %d not-a-pan %d bad-kind %llu",
           min, max >= 9.2e18, cancels, (long long)count, (int)bad_value, (int)read_only,
           (int)not_a_pan, (unsigned long long)bad_kind);
  host->log(host, TRANSHOST_LOG_INFO, line);
#ifdef TRANSHOST_TOUCH_SIZE_1_7
  if (!TRANSHOST_HOST_HAS(host, gesture_touch)) {
    host->log(host, TRANSHOST_LOG_INFO, "host older than 1.7");
    return;
  }
  transhost_rect_t frame = {0, 400, 100, 44};
  g_button = host->view_create(host, "button", frame);
  host->view_add_subview(host, g_view, g_button);
  transhost_gesture_delegate_t receiver;
  memset(&receiver, 0, sizeof receiver);
  receiver.struct_size = sizeof receiver;
  receiver.should_receive_touch = g_pan_should_receive;
  host->gesture_set_delegate(host, pan, &receiver);

  transhost_touch_t touch;
  memset(&touch, 0, sizeof touch);
  touch.struct_size = sizeof touch;
  transhost_status outside = host->gesture_touch(host, pan, TRANSHOST_TOUCH_RECEIVING, &touch);
  transhost_status past_end = host->gesture_touch(host, pan, 0, &touch);
  touch.struct_size = 8;
  transhost_status short_struct = host->gesture_touch(host, pan, 0, &touch);
  snprintf(line, sizeof line, "touch-misuse %d %d %d", (int)outside, (int)past_end,
           (int)short_struct);
  host->log(host, TRANSHOST_LOG_INFO, line);
  g_long_press_and_rotation(host);

  transhost_rect_t overlay_frame = {0, 380, 100, 100};
  g_overlay = host->view_create(host, "overlay", overlay_frame);
  host->view_add_subview(host, g_view, g_overlay);
  host->view_set_hit_test_handler(host, g_overlay, g_pass_through, NULL);
  transhost_point_t origin = {0, 0};
  transhost_status null_out = host->view_hit_test(host, g_overlay, origin, true, NULL);
  transhost_status bad_view = host->view_set_hit_test_handler(host, 987654, g_pass_through, NULL);
  transhost_view_t layer = host->layer_create(host, "layer", TRANSHOST_LAYER_KIND_PLAIN);
  transhost_status on_layer = host->view_set_hit_test_handler(host, layer, g_pass_through, NULL);
  snprintf(line, sizeof line, "hit-test-misuse %d %d %d", (int)null_out, (int)bad_view,
           (int)on_layer);
  host->log(host, TRANSHOST_LOG_INFO, line);
#endif
}

#define FIXTURE_ID "org.fixture.gestures"
#define FIXTURE_ANIMATE_CONTEXT_HOOK g_attach
#include "fixture_plugin.h"
