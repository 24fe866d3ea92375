#define FIXTURE_ABI_MAJOR 2
#include "fixture_plugin.h"
