/* Prints junk to standard output in init and animate_transition; otherwise conforming. */
#define VALIDATION_ID "org.fixture.noisy-validate"
#define VALIDATION_NOISY 1
#include "validation_plugin.h"
