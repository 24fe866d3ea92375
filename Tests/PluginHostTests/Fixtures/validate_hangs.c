/* Spins forever in animate_transition when the transition is not animated. */
#define VALIDATION_ID "org.fixture.hangs"
#define VALIDATION_HANGS 1
#include "validation_plugin.h"
