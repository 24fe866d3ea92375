/*
 * Lays a card out with Auto Layout through the C ABI (the layout section of ABI 1.4):
 * in animate_transition it adds a card to the container with
 * translatesAutoresizingMaskIntoConstraints off, pins its leading and trailing edges
 * 20 points in, its height to 100 and its bottom 100 points below the container, lays
 * it out, then in an animation block sets the bottom constant to -20 and lays out
 * again, so the card slides up. A layout handler logs each pass of the card; a
 * baseline constraint shows the report of what the solver cannot apply; a badge in the
 * card follows it by its autoresizing mask. Then the fade of fixture_plugin.h runs.
 */
#define FIXTURE_ID "org.fixture.layout-constraints"

#include <stdio.h>
#include <string.h>

#include "transhost.h"

static void layout_constraints(const transhost_host_t *host, transhost_context_t ctx);
#define FIXTURE_ANIMATE_CONTEXT_HOOK layout_constraints

#include "fixture_plugin.h"

static transhost_constraint_ref_t pin(const transhost_host_t *host, transhost_view_t first,
                                      transhost_layout_attribute attribute,
                                      transhost_view_t second, double constant) {
  transhost_constraint_t c;
  memset(&c, 0, sizeof c);
  c.struct_size = sizeof c;
  c.first_item = first;
  c.first_attribute = attribute;
  c.relation = TRANSHOST_RELATION_EQUAL;
  c.second_item = second;
  c.second_attribute = second ? attribute : TRANSHOST_ATTRIBUTE_NOT_AN_ATTRIBUTE;
  c.multiplier = 1;
  c.constant = constant;
  c.priority = TRANSHOST_PRIORITY_REQUIRED;
  transhost_constraint_ref_t made = host->constraint_create(host, &c);
  host->constraint_set_active(host, made, true);
  return made;
}

static void say_pass(void *user_data, transhost_view_t view) {
  const transhost_host_t *host = (const transhost_host_t *)user_data;
  transhost_rect_t frame;
  host->view_get_rect(host, view, TRANSHOST_PROPERTY_FRAME, &frame);
  char line[120];
  snprintf(line, sizeof line, "layoutSubviews card %.0f %.0f %.0f %.0f", frame.x, frame.y,
           frame.width, frame.height);
  host->log(host, TRANSHOST_LOG_INFO, line);
}

static void layout_constraints(const transhost_host_t *host, transhost_context_t ctx) {
  if (!TRANSHOST_HOST_HAS(host, view_set_layout_handler)) return;
  transhost_view_t container = host->context_container_view(host, ctx);
  transhost_rect_t zero = {0, 0, 0, 0};
  transhost_view_t card = host->view_create(host, "card", zero);
  double off = 0;
  host->view_set_values(host, card, TRANSHOST_PROPERTY_TRANSLATES_AUTORESIZING_MASK, &off, 1);
  host->view_add_subview(host, container, card);
  transhost_rect_t badge_frame = {0, 0, 10, 10};
  transhost_view_t badge = host->view_create(host, "badge", badge_frame);
  double mask = TRANSHOST_AUTORESIZING_FLEXIBLE_LEFT_MARGIN;
  host->view_set_values(host, badge, TRANSHOST_PROPERTY_AUTORESIZING_MASK, &mask, 1);
  host->view_add_subview(host, card, badge);
  host->view_set_layout_handler(host, card, say_pass, (void *)host);

  pin(host, card, TRANSHOST_ATTRIBUTE_LEADING, container, 20);
  pin(host, card, TRANSHOST_ATTRIBUTE_TRAILING, container, -20);
  pin(host, card, TRANSHOST_ATTRIBUTE_HEIGHT, 0, 100);
  transhost_constraint_ref_t bottom = pin(host, card, TRANSHOST_ATTRIBUTE_BOTTOM, container, 100);
  host->constraint_set_identifier(host, bottom, "card.bottom");
  pin(host, badge, TRANSHOST_ATTRIBUTE_FIRST_BASELINE, card, 0);
  host->view_layout_if_needed(host, container);

  char line[160];
  transhost_constraint_t read;
  memset(&read, 0, sizeof read);
  read.struct_size = sizeof read;
  host->constraint_get(host, bottom, &read);
  snprintf(line, sizeof line, "bottom %s constant %.0f active %d installed %lld",
           read.identifier ? read.identifier : "(none)", read.constant,
           host->constraint_is_active(host, bottom),
           (long long)host->view_constraint_count(host, container));
  host->log(host, TRANSHOST_LOG_INFO, line);

  transhost_timing_t timing;
  memset(&timing, 0, sizeof timing);
  timing.struct_size = sizeof timing;
  timing.kind = TRANSHOST_TIMING_CURVE;
  timing.duration = 0.25;
  timing.curve = TRANSHOST_CURVE_LINEAR;
  host->constraint_set_constant(host, bottom, -20);
  host->animation_begin(host, &timing, NULL, NULL);
  host->view_layout_if_needed(host, container);
  host->animation_commit(host);
}
