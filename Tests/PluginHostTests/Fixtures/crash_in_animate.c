/* Crashes (SIGSEGV) in animate_transition of its second transition. */
#define FIXTURE_CRASH_IN_ANIMATE 2
#include "fixture_plugin.h"
