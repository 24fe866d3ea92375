/* A well-behaved fade animator written in plain C. */
#include "fixture_plugin.h"
