/*
 * Adds explicit animations to the presented view inside animate_transition and logs
 * what the host answered: "add <status> keys <n> <key0>; bad key path <status>;
 * wrong lanes <status>; time <t>", then "start" and "stop <finished>" from the
 * delegate as the host's clock runs.
 */
#include <stdio.h>
#include <string.h>

#include "transhost.h"

static const transhost_host_t *core_animation_host;

static void core_animation_started(void *data) {
  (void)data;
  core_animation_host->log(core_animation_host, TRANSHOST_LOG_INFO, "start");
}

static void core_animation_stopped(void *data, bool finished) {
  (void)data;
  core_animation_host->log(core_animation_host, TRANSHOST_LOG_INFO,
                           finished ? "stop 1" : "stop 0");
}

static void core_animation_probe(const transhost_host_t *host, transhost_context_t ctx) {
  core_animation_host = host;
  transhost_view_t view = host->context_view(host, ctx, TRANSHOST_KEY_TO);
  transhost_layer_animation_t fade;
  memset(&fade, 0, sizeof fade);
  fade.struct_size = sizeof fade;
  fade.kind = TRANSHOST_ANIMATION_BASIC;
  fade.key_path = "transform.rotation.z";
  fade.lane_count = 1;
  fade.value_flags = TRANSHOST_ANIMATION_HAS_FROM | TRANSHOST_ANIMATION_HAS_TO;
  fade.from_value[0] = 0;
  fade.to_value[0] = 3.14159265358979;
  fade.duration = 2;
  fade.speed = 1;
  fade.removed_on_completion = true;
  fade.did_start = core_animation_started;
  fade.did_stop = core_animation_stopped;
  transhost_status added = host->layer_add_animation(host, view, "spin", &fade);
  uint32_t count = host->layer_animation_key_count(host, view);
  const char *key = count > 0 ? host->layer_animation_key_at(host, view, 0) : "none";
  char first[32];
  snprintf(first, sizeof first, "%s", key ? key : "NULL");

  transhost_layer_animation_t bad = fade;
  bad.key_path = "contentsRect";
  bad.did_start = NULL;
  bad.did_stop = NULL;
  transhost_status bad_path = host->layer_add_animation(host, view, "bad", &bad);
  bad.key_path = "position";
  transhost_status wrong_lanes = host->layer_add_animation(host, view, "bad", &bad);

  char line[256];
  snprintf(line, sizeof line, "add %d keys %u %s; bad key path %d; wrong lanes %d; time %g",
           (int)added, (unsigned)count, first, (int)bad_path, (int)wrong_lanes,
           host->media_time(host));
  host->log(host, TRANSHOST_LOG_INFO, line);
}

#define FIXTURE_ID "org.fixture.core-animation"
#define FIXTURE_ANIMATE_CONTEXT_HOOK core_animation_probe
#include "fixture_plugin.h"
