/* Needs the minor after this header's: a host of this header refuses it. */
#define FIXTURE_REQUIRED_MINOR (TRANSHOST_ABI_MINOR + 1)
#include "fixture_plugin.h"
