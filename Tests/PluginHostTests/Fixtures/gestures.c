/*
 * ABI 1.6 from C: inside animate_transition the fixture attaches to the presented view
 * a pan recognizer (named "drag") with an action that logs, for each state change that
 * sends actions, "pan <state> t <tx>,<ty> v <vx>,<vy> at <x>,<y>" (translation and
 * velocity in the window, location in the view), and a tap recognizer whose delegate
 * refuses to begin ("tap asked" is logged; its action would log "tap action"). It then
 * logs what the host answered about defaults and misuse:
 * "setup <min> <max-is-unlimited> <cancels> <count> bad-value <s> read-only <s>
 *  not-a-pan <s> bad-kind <h>". The fixture's own fade completes the transition.
 */
#include <stdio.h>
#include <string.h>

#include "transhost.h"

static const transhost_host_t *g_host;
static transhost_view_t g_view;
static const char *const g_states[] = {"possible", "began",     "changed",
                                       "ended",    "cancelled", "failed"};

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
}

#define FIXTURE_ID "org.fixture.gestures"
#define FIXTURE_ANIMATE_CONTEXT_HOOK g_attach
#include "fixture_plugin.h"
