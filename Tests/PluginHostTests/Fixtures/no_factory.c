#define FIXTURE_NO_FACTORY 1
#include "fixture_plugin.h"
