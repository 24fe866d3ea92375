/* Never calls completeTransition. */
#define VALIDATION_ID "org.fixture.never-completes"
#define VALIDATION_NEVER_COMPLETES 1
#include "validation_plugin.h"
