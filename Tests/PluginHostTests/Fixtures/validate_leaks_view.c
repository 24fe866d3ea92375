/* Adds a view to the container and never removes it. */
#define VALIDATION_ID "org.fixture.leaks-view"
#define VALIDATION_LEAKS_VIEW 1
#include "validation_plugin.h"
