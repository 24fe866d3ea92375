/* Calls exit(3) in a library constructor, while dlopen runs. */
#define FIXTURE_ID "org.fixture.exit"
#include "fixture_plugin.h"

__attribute__((constructor)) static void fixture_exit_on_load(void) { exit(3); }
