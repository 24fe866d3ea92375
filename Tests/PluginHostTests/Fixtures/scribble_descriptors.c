/* Writes junk on every descriptor from 3 to 63 (to FIXTURE_SCRIBBLE_END - 1 when
 * defined) from its library constructor, the scan helper's private report channel among
 * them. */
#define _POSIX_C_SOURCE 200809L
#include <unistd.h>

#ifndef FIXTURE_SCRIBBLE_END
#define FIXTURE_SCRIBBLE_END 64
#endif

#define FIXTURE_ID "org.fixture.scribble"
#include "fixture_plugin.h"

__attribute__((constructor)) static void fixture_scribble_on_load(void) {
  int descriptor;
  for (descriptor = 3; descriptor < FIXTURE_SCRIBBLE_END; descriptor++) {
    if (write(descriptor, "junk\n", 5) < 0) continue;
  }
}
