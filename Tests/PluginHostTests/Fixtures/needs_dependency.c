/* A good plugin linked against libfixturedep.so (dependency.c), which the tests delete
 * after linking: the dynamic loader then cannot find it. */
#define FIXTURE_ID "org.fixture.needs-dependency"
#include "fixture_plugin.h"

int fixture_dependency_answer(void);

__attribute__((constructor)) static void fixture_use_dependency(void) {
  if (fixture_dependency_answer() != 42) abort();
}
