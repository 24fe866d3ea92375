/* A good plugin that writes junk on standard output from its library constructor and
 * from its entry function, through stdio and straight to descriptor 1. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <unistd.h>

#define FIXTURE_ID "org.fixture.noisy"
#define transhost_entry_v1 fixture_quiet_entry_v1
#include "fixture_plugin.h"
#undef transhost_entry_v1

static void fixture_junk(const char *where) {
  printf("noisy plugin: junk from its %s {\"status\":\"ok\",\"id\":\"org.fake\"}\n", where);
  fflush(stdout);
  if (write(1, "not json\n", 9) < 0) return;
}

__attribute__((constructor)) static void fixture_noise_on_load(void) { fixture_junk("constructor"); }

TRANSHOST_EXPORT const transhost_entry_t *transhost_entry_v1(void) {
  fixture_junk("entry function");
  return fixture_quiet_entry_v1();
}
