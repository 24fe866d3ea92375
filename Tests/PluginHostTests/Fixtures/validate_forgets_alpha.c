/* Leaves the view of a cancelled presentation at alpha 0. */
#define VALIDATION_ID "org.fixture.forgets-alpha"
#define VALIDATION_FORGETS_ALPHA 1
#include "validation_plugin.h"
