#define FIXTURE_ENTRY_NULL 1
#include "fixture_plugin.h"
