/* Never returns from its library constructor: dlopen hangs until the process is killed. */
#define _POSIX_C_SOURCE 200809L
#include <unistd.h>

#define FIXTURE_ID "org.fixture.hang"
#include "fixture_plugin.h"

__attribute__((constructor)) static void fixture_hang_on_load(void) {
  for (;;) pause();
}
