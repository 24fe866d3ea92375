/*
 * Three parameters in a descriptor's array. With FIXTURE_GROWN each element is a
 * transhost_parameter_t grown by a later minor (fields appended, struct_size its
 * sizeof, 80 bytes on LP64), so the host must walk the array with the elements'
 * struct_size as stride; without it, today's 56-byte struct. FIXTURE_MIXED_SIZES
 * gives the second element the 1.0 size instead; FIXTURE_ELEMENT_SIZE overrides
 * every element's struct_size.
 */
#include "transhost.h"

#ifdef FIXTURE_GROWN
typedef struct grown_parameter {
  transhost_parameter_t v1; /* the 1.0 fields, in their 1.0 layout */
  double step;              /* fields a later minor appends */
  const char *unit;
  uint32_t flags;
} grown_parameter;
#define GROWN(size, type, name, value, summary, choices, low, high) \
  {{size, type, name, value, summary, choices, low, high}, 0.5, "pt", 7u}
#define ELEMENT_SIZE sizeof(grown_parameter)
typedef grown_parameter element;
/* 1.0 hosts walk parameter arrays with the 1.0 stride (transhost.h, ARRAYS). */
#define FIXTURE_REQUIRED_MINOR 1
#else
#define GROWN(size, type, name, value, summary, choices, low, high) \
  {size, type, name, value, summary, choices, low, high}
#define ELEMENT_SIZE sizeof(transhost_parameter_t)
typedef transhost_parameter_t element;
#endif

#ifdef FIXTURE_ELEMENT_SIZE
#undef ELEMENT_SIZE
#define ELEMENT_SIZE FIXTURE_ELEMENT_SIZE
#endif
#ifdef FIXTURE_MIXED_SIZES
#define SECOND_SIZE sizeof(transhost_parameter_t)
#else
#define SECOND_SIZE ELEMENT_SIZE
#endif

static const element grown_parameters[] = {
    GROWN(ELEMENT_SIZE, TRANSHOST_PARAMETER_NUMBER, "distance", "120", "Points it moves.", NULL,
          0.0, 400.0),
    GROWN(SECOND_SIZE, TRANSHOST_PARAMETER_CHOICE, "direction", "down", "Where it goes.",
          "up|down", 1.0, 0.0),
    GROWN(ELEMENT_SIZE, TRANSHOST_PARAMETER_BOOL, "bounce", "true", "Whether it bounces.", NULL,
          -2.5, 2.5),
};

#define FIXTURE_ID "org.fixture.grown"
#define FIXTURE_PARAMETERS grown_parameters
#define FIXTURE_PARAMETER_COUNT 3
#include "fixture_plugin.h"
