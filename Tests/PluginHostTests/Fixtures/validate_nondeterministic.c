/* Takes a different duration for every third instance it creates. */
#define VALIDATION_ID "org.fixture.nondeterministic"
#define VALIDATION_NONDETERMINISTIC 1
#include "validation_plugin.h"
