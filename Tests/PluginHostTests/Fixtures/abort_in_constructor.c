/* Aborts (SIGABRT) in a library constructor, while dlopen runs: before the host could
 * call anything. Otherwise a good plugin. */
#define FIXTURE_ID "org.fixture.abort"
#include "fixture_plugin.h"

__attribute__((constructor)) static void fixture_abort_on_load(void) { abort(); }
