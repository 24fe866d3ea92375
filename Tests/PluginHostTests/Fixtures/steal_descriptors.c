/* Takes every descriptor from 3 to 1023 away from whatever process loads it, the scan
 * helper's private report channel among them, in its library constructor: closes them,
 * or with FIXTURE_STEAL_BY_DUP2 points them all at /dev/null. */
#define _POSIX_C_SOURCE 200809L
#include <fcntl.h>
#include <unistd.h>

#ifndef FIXTURE_ID
#define FIXTURE_ID "org.fixture.steal"
#endif
#include "fixture_plugin.h"

__attribute__((constructor)) static void fixture_steal_on_load(void) {
  int descriptor;
#ifdef FIXTURE_STEAL_BY_DUP2
  int null = open("/dev/null", O_WRONLY);
  if (null < 0) return;
  for (descriptor = 3; descriptor < 1024; descriptor++) {
    if (descriptor != null) dup2(null, descriptor);
  }
#else
  for (descriptor = 3; descriptor < 1024; descriptor++) close(descriptor);
#endif
}
