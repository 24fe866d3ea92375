/* Dereferences NULL (SIGSEGV) in a library constructor, while dlopen runs. */
#define FIXTURE_ID "org.fixture.segfault"
#include "fixture_plugin.h"

__attribute__((constructor)) static void fixture_segfault_on_load(void) {
  volatile int *nowhere = NULL;
  *nowhere = 1;
}
