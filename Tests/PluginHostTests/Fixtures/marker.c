/* A good plugin that appends a line to a file each time it is loaded: the tests count
 * loads with it. The file is FIXTURE_MARKER_PATH when defined, else the file named by
 * the environment variable TRANSHOST_FIXTURE_MARKER. */
#include <stdio.h>

#ifndef FIXTURE_ID
#define FIXTURE_ID "org.fixture.marker"
#endif
#include "fixture_plugin.h"

__attribute__((constructor)) static void fixture_mark_load(void) {
#ifdef FIXTURE_MARKER_PATH
  const char *path = FIXTURE_MARKER_PATH;
#else
  const char *path = getenv("TRANSHOST_FIXTURE_MARKER");
#endif
  FILE *file;
  if (!path || !(file = fopen(path, "a"))) return;
  fputs("loaded\n", file);
  fclose(file);
}
