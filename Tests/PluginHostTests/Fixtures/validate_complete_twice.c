/* Calls completeTransition twice at the end of every transition. */
#define VALIDATION_ID "org.fixture.complete-twice"
#define VALIDATION_COMPLETE_TWICE 1
#include "validation_plugin.h"
