/* A fade that follows every rule of the conformance suite. */
#include "validation_plugin.h"
