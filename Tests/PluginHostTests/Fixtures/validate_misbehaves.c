/* The validation fade, misbehaving (misbehave.h: -DMISBEHAVE=...) in animate_transition
 * when the transition is not animated, which only the custom style's instant
 * present-dismiss test runs: exactly one test. */
#include "misbehave.h"

#ifndef VALIDATION_ID
#define VALIDATION_ID "org.fixture.misbehaves"
#endif
#define VALIDATION_ANIMATE_HOOK misbehave
#include "validation_plugin.h"
