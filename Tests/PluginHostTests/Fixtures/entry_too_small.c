#define FIXTURE_ENTRY_SIZE 24
#include "fixture_plugin.h"
