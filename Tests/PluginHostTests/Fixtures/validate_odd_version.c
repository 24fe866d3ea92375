/* Conforming, but its version is no MAJOR.MINOR.PATCH: the descriptor's version test ends
 * 'warning'. */
#define VALIDATION_ID "org.fixture.odd-version"
#define VALIDATION_VERSION "beta"
#include "validation_plugin.h"
