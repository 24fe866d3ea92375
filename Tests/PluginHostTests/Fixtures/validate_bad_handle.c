/* Calls view_set_double with a view handle the host never gave it. */
#define VALIDATION_ID "org.fixture.bad-handle"
#define VALIDATION_BAD_HANDLE 1
#include "validation_plugin.h"
