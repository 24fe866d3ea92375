/*
 * A plugin with an object factory (ABI 1.3): the one-animator fixture of
 * fixture_plugin.h (unless FIXTURE_NO_ANIMATOR_FACTORY) and four registered objects, one
 * of each kind. Each field of object N (0...3) can be set with -DOBJN_FIELD=value:
 *
 *   OBJN_KIND   transhost_object_kind   (0 transitioning delegate, 1 navigation
 *                                        delegate, 2 tab bar delegate, 3 view controller)
 *   OBJN_ID     id                      (org.fixture.sheet, .navigator, .tabs, .detail)
 *   OBJN_STYLES the styles array, OBJN_STYLE_COUNT its count
 *   OBJN_OPS    the operations mask
 *   OBJN_RANK   the rank                (SECONDARY for delegates, NONE for the controller)
 *   OBJN_SIZE   struct_size             (sizeof(transhost_object_descriptor_t))
 *
 *   OBJECT_COUNT              how many of the four the factory registers (default 4)
 *   OBJECT_FACTORY_SIZE       the factory's struct_size (default its sizeof)
 *   OBJECT_NO_CREATE_OBJECT   1: the factory's create_object is NULL
 *   OBJECT_NULL_DESCRIPTOR    N: descriptor(N) answers NULL (default -1: none)
 * Object 0 takes one NUMBER parameter "height" (default 0.5, in 0...1).
 */
#include <string.h>

#include "transhost.h"

#define FIXTURE_OBJECT_FACTORY fixture_object_factory
static const struct transhost_object_factory fixture_object_factory;

#include "fixture_plugin.h"

#define BIT(op) TRANSHOST_OPERATION_BIT(TRANSHOST_OPERATION_##op)

static const transhost_style fixture_sheet_styles[] = {TRANSHOST_STYLE_CUSTOM,
                                                       TRANSHOST_STYLE_FULL_SCREEN};
static const transhost_style fixture_no_styles[] = {TRANSHOST_STYLE_CUSTOM};
static const transhost_parameter_t fixture_object_parameters[] = {
    {sizeof(transhost_parameter_t), TRANSHOST_PARAMETER_NUMBER, "height", "0.5",
     "The share of the container the sheet covers.", NULL, 0.0, 1.0},
};

#ifndef OBJ0_KIND
#define OBJ0_KIND TRANSHOST_OBJECT_TRANSITIONING_DELEGATE
#endif
#ifndef OBJ0_ID
#define OBJ0_ID "org.fixture.sheet"
#endif
#ifndef OBJ0_STYLES
#define OBJ0_STYLES fixture_sheet_styles
#endif
#ifndef OBJ0_STYLE_COUNT
#define OBJ0_STYLE_COUNT 2
#endif
#ifndef OBJ0_OPS
#define OBJ0_OPS (BIT(PRESENT) | BIT(DISMISS))
#endif
#ifndef OBJ0_RANK
#define OBJ0_RANK TRANSHOST_RANK_SECONDARY
#endif
#ifndef OBJ0_SIZE
#define OBJ0_SIZE sizeof(transhost_object_descriptor_t)
#endif

#ifndef OBJ1_KIND
#define OBJ1_KIND TRANSHOST_OBJECT_NAVIGATION_DELEGATE
#endif
#ifndef OBJ1_ID
#define OBJ1_ID "org.fixture.navigator"
#endif
#ifndef OBJ1_STYLES
#define OBJ1_STYLES fixture_no_styles
#endif
#ifndef OBJ1_STYLE_COUNT
#define OBJ1_STYLE_COUNT 0
#endif
#ifndef OBJ1_OPS
#define OBJ1_OPS (BIT(PUSH) | BIT(POP))
#endif
#ifndef OBJ1_RANK
#define OBJ1_RANK TRANSHOST_RANK_SECONDARY
#endif
#ifndef OBJ1_SIZE
#define OBJ1_SIZE sizeof(transhost_object_descriptor_t)
#endif

#ifndef OBJ2_KIND
#define OBJ2_KIND TRANSHOST_OBJECT_TAB_BAR_DELEGATE
#endif
#ifndef OBJ2_ID
#define OBJ2_ID "org.fixture.tabs"
#endif
#ifndef OBJ2_STYLES
#define OBJ2_STYLES fixture_no_styles
#endif
#ifndef OBJ2_STYLE_COUNT
#define OBJ2_STYLE_COUNT 0
#endif
#ifndef OBJ2_OPS
#define OBJ2_OPS BIT(TAB)
#endif
#ifndef OBJ2_RANK
#define OBJ2_RANK TRANSHOST_RANK_SECONDARY
#endif
#ifndef OBJ2_SIZE
#define OBJ2_SIZE sizeof(transhost_object_descriptor_t)
#endif

#ifndef OBJ3_KIND
#define OBJ3_KIND TRANSHOST_OBJECT_VIEW_CONTROLLER
#endif
#ifndef OBJ3_ID
#define OBJ3_ID "org.fixture.detail"
#endif
#ifndef OBJ3_STYLES
#define OBJ3_STYLES fixture_no_styles
#endif
#ifndef OBJ3_STYLE_COUNT
#define OBJ3_STYLE_COUNT 0
#endif
#ifndef OBJ3_OPS
#define OBJ3_OPS 0
#endif
#ifndef OBJ3_RANK
#define OBJ3_RANK TRANSHOST_RANK_NONE
#endif
#ifndef OBJ3_SIZE
#define OBJ3_SIZE sizeof(transhost_object_descriptor_t)
#endif

#ifndef OBJECT_COUNT
#define OBJECT_COUNT 4
#endif
#ifndef OBJECT_FACTORY_SIZE
#define OBJECT_FACTORY_SIZE sizeof(transhost_object_factory_t)
#endif
#ifndef OBJECT_NULL_DESCRIPTOR
#define OBJECT_NULL_DESCRIPTOR (-1)
#endif

/* Large enough for a struct_size past the host's maximum: the host must refuse it
 * before reading past what it knows. */
static const struct {
  transhost_object_descriptor_t descriptor;
  char padding[8192];
} fixture_objects[4] = {
    {{OBJ0_SIZE, OBJ0_KIND, OBJ0_ID, "Sheet Delegate", "1.0.0", "tests",
      "A transitioning delegate of the loader tests.", OBJ0_STYLES, OBJ0_STYLE_COUNT, OBJ0_OPS,
      fixture_object_parameters, 1, OBJ0_RANK},
     {0}},
    {{OBJ1_SIZE, OBJ1_KIND, OBJ1_ID, "Navigator", "1.0.0", NULL, NULL, OBJ1_STYLES,
      OBJ1_STYLE_COUNT, OBJ1_OPS, NULL, 0, OBJ1_RANK},
     {0}},
    {{OBJ2_SIZE, OBJ2_KIND, OBJ2_ID, "Tabs", "1.0.0", NULL, NULL, OBJ2_STYLES, OBJ2_STYLE_COUNT,
      OBJ2_OPS, NULL, 0, OBJ2_RANK},
     {0}},
    {{OBJ3_SIZE, OBJ3_KIND, OBJ3_ID, "Detail", "2.0.0", "tests", "A view controller.",
      OBJ3_STYLES, OBJ3_STYLE_COUNT, OBJ3_OPS, NULL, 0, OBJ3_RANK},
     {0}},
};

static uint32_t fixture_object_count(void) { return OBJECT_COUNT; }

static const transhost_object_descriptor_t *fixture_object_descriptor(uint32_t index) {
  if ((int)index == OBJECT_NULL_DESCRIPTOR || index >= 4) return NULL;
  return &fixture_objects[index].descriptor;
}

#if !OBJECT_NO_CREATE_OBJECT
static transhost_status fixture_create_object(const char *id, const transhost_request_t *request,
                                              const transhost_host_t *host, void **out) {
  (void)id;
  (void)request;
  (void)host;
  (void)out;
  return TRANSHOST_E_UNSUPPORTED;
}
#endif

static transhost_status fixture_create_controller(const char *id, const char *name,
                                                  const transhost_request_t *request,
                                                  const transhost_host_t *host,
                                                  transhost_controller_t *out) {
  (void)id;
  (void)name;
  (void)request;
  (void)host;
  (void)out;
  return TRANSHOST_E_UNSUPPORTED;
}

static const struct transhost_object_factory fixture_object_factory = {
    OBJECT_FACTORY_SIZE, 0, fixture_object_count, fixture_object_descriptor,
#if OBJECT_NO_CREATE_OBJECT
    NULL,
#else
    fixture_create_object,
#endif
    fixture_create_controller};
