#define FIXTURE_ID "Not A Reverse DNS Id"
#include "fixture_plugin.h"
