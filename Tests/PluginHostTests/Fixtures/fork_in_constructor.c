/* Forks in its library constructor: the child returns from the constructor too, and
 * goes on as a copy of whatever process was loading the plugin. */
#define _POSIX_C_SOURCE 200809L
#include <unistd.h>

#define FIXTURE_ID "org.fixture.fork"
#include "fixture_plugin.h"

__attribute__((constructor)) static void fixture_fork_on_load(void) {
  if (fork() < 0) return;
}
