/* Dereferences NULL in animate_transition when the transition is not animated. */
#define VALIDATION_ID "org.fixture.crashes"
#define VALIDATION_CRASHES 1
#include "validation_plugin.h"
