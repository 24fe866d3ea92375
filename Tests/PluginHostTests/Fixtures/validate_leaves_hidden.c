/* Leaves the presented view hidden after a presentation. */
#define VALIDATION_ID "org.fixture.leaves-hidden"
#define VALIDATION_LEAVES_HIDDEN 1
#include "validation_plugin.h"
