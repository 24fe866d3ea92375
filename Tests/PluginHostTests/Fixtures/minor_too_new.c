#define FIXTURE_REQUIRED_MINOR 7
#include "fixture_plugin.h"
